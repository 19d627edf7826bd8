// Competitions as links to their page, grouped by country (football, basketball) or, in a sport
// of several disciplines, by game (esports), in the api's order (tier, then name).
import type { CompetitionSummary } from '@matchday/contracts/sports/contract';
import { rulesOf } from '@matchday/contracts/sports/rules';
import { Link } from '@matchday/shared/routing/router';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** Names of the esports games: brand names, the same in every language. */
export const DISCIPLINE_NAMES: Record<string, string> = { lol: 'League of Legends', cs2: 'Counter-Strike 2', dota2: 'Dota 2', valorant: 'VALORANT' };

export const seriesDetailPath = (competitionId: string) => `/m/series/detail?id=${encodeURIComponent(competitionId)}`;

export function groupCompetitions(competitions: CompetitionSummary[]): { title: string; competitions: CompetitionSummary[] }[] {
  const groups = new Map<string, CompetitionSummary[]>();
  for (const competition of competitions) {
    const byDiscipline = (rulesOf(competition.sport)?.disciplines.length ?? 1) > 1;
    const title = byDiscipline ? (DISCIPLINE_NAMES[competition.discipline] ?? competition.discipline) : competition.country;
    groups.set(title, [...(groups.get(title) ?? []), competition]);
  }
  return [...groups].map(([title, members]) => ({ title, competitions: members }));
}

export function CompetitionList({ competitions, phone }: { competitions: CompetitionSummary[]; phone: boolean }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: phone ? '1fr' : 'repeat(auto-fill, minmax(260px, 1fr))' }}>
      {groupCompetitions(competitions).map((group) => (
        <Box key={group.title} data-testid="competition-group">
          <Typography variant="subtitle2" component="h3" color="text.secondary" sx={{ mb: 0.5 }}>
            {group.title}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {group.competitions.map((competition) => (
              <Box component="li" key={competition.id}>
                <Box
                  component={Link}
                  to={seriesDetailPath(competition.id)}
                  data-testid="competition-link"
                  sx={{ display: 'block', py: 1, paddingInlineStart: 1, borderBottom: 1, borderColor: 'divider', color: 'text.primary', textDecoration: 'none', '&:hover': { bgcolor: 'action.hover' } }}
                >
                  {competition.name}
                </Box>
              </Box>
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
