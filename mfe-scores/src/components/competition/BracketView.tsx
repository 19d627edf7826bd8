// The knockout rounds side by side (scrolling sideways on narrow screens; the first round at
// the reading start), each tie with both teams, the score once played (penalties too), the
// winner in bold, and a link to the match.
import type { BracketRound, MatchSummary } from '@matchday/contracts/sports/contract';
import { useFormat } from '@matchday/shared/format/format';
import { Link } from '@matchday/shared/routing/router';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { matchDetailPath } from '../../lib/detailLink';
import { useRoundName } from './useRoundName';

function TeamLine({ name, score, penalties, won, played }: { name: string; score: number; penalties: number | null; won: boolean; played: boolean }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, fontWeight: won ? 700 : 400 }}>
      <Box component="span" sx={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
        {name}
      </Box>
      {played && (
        <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {score}
          {penalties !== null && ` (${penalties})`}
        </Box>
      )}
    </Box>
  );
}

function Tie({ match, phone }: { match: MatchSummary; phone: boolean }) {
  const format = useFormat();
  const played = match.status === 'live' || match.status === 'finished';
  return (
    <Box
      component={Link}
      to={matchDetailPath(match.id, phone)}
      data-testid="bracket-tie"
      sx={{ display: 'block', p: 1, border: 1, borderColor: 'divider', borderRadius: 1, color: 'inherit', textDecoration: 'none', bgcolor: 'background.paper', '&:hover': { bgcolor: 'action.hover' } }}
    >
      <TeamLine name={match.home.name} score={match.homeScore} penalties={match.penalties?.home ?? null} won={match.winner === 'home'} played={played} />
      <TeamLine name={match.away.name} score={match.awayScore} penalties={match.penalties?.away ?? null} won={match.winner === 'away'} played={played} />
      {!played && (
        <Typography variant="caption" color="text.secondary">
          {format.dayTime(match.startsAt)}
        </Typography>
      )}
    </Box>
  );
}

export function BracketView({ rounds, phone }: { rounds: BracketRound[]; phone: boolean }) {
  const roundName = useRoundName();
  return (
    <Box data-testid="bracket" sx={{ display: 'flex', flexDirection: phone ? 'column' : 'row', gap: 2, overflowX: phone ? 'visible' : 'auto', pb: 1 }}>
      {rounds.map((round) => (
        <Box key={round.round} data-testid="bracket-round" sx={{ minWidth: 200, flex: phone ? undefined : '0 0 220px', display: 'flex', flexDirection: 'column', gap: 1, justifyContent: 'space-around' }}>
          <Typography variant="subtitle2" component="h3">
            {roundName(round.round)}
          </Typography>
          {round.matches.map((match) => (
            <Tie key={match.id} match={match} phone={phone} />
          ))}
        </Box>
      ))}
    </Box>
  );
}
