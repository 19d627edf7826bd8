// Search for a team or a competition. A competition filters the match list; a team shows its
// coming matches, each a link to the match's detail page.
import { type MatchSummary, SEARCH_MAX_LENGTH, type SearchResults } from '@matchday/contracts/sports/contract';
import { useFormat } from '@matchday/shared/format/format';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from '@matchday/shared/i18n/react';
import { TextInput } from '@matchday/ui/TextInput';
import { Link } from '@matchday/shared/routing/router';
import { useCentreFilters } from '../hooks/centreFilters';
import { matchDetailPath, useIsPhone } from '../../../lib/detailLink';
import { useMatchSearch } from '../hooks/useMatchSearch';

/** A team's matches among the answer's (the api returns the found teams' coming matches). */
const matchesOf = (answer: SearchResults, teamId: string): MatchSummary[] =>
  answer.matches.filter((match) => match.home.id === teamId || match.away.id === teamId);

export function MatchSearch() {
  const { t } = useTranslation('scores');
  const format = useFormat();
  const [text, setText] = useState('');
  const [, setFilters] = useCentreFilters();
  const { query, status, answer, retry } = useMatchSearch(text);
  const phone = useIsPhone();
  const open = text.trim() !== '';
  const nothing = answer !== null && answer.teams.length === 0 && answer.competitions.length === 0;
  return (
    <div>
      <TextInput
        type="search"
        size="small"
        fullWidth
        label={t('centre.search.label')}
        placeholder={t('centre.search.placeholder')}
        value={text}
        onChange={(event) => setText(event.target.value.slice(0, SEARCH_MAX_LENGTH))}
        onKeyDown={(event) => event.key === 'Escape' && setText('')}
        inputProps={{ 'data-testid': 'centre-search', maxLength: SEARCH_MAX_LENGTH }}
      />
      {open && (
        <Paper variant="outlined" data-testid="centre-search-results" sx={{ mt: 1, maxHeight: 360, overflowY: 'auto' }}>
          {(status === 'loading' || query !== text.trim()) && answer === null && (
            <Typography role="status" variant="body2" sx={{ p: 1.5 }}>
              {t('centre.search.searching')}
            </Typography>
          )}
          {status === 'error' && (
            <Typography role="alert" variant="body2" sx={{ p: 1.5 }}>
              {t('centre.search.failed')}{' '}
              <Button size="small" onClick={retry}>
                {t('centre.search.retry')}
              </Button>
            </Typography>
          )}
          {nothing && (
            <Typography role="status" variant="body2" sx={{ p: 1.5 }}>
              {t('centre.search.nothing', { query })}
            </Typography>
          )}
          {answer && answer.competitions.length > 0 && (
            <List dense subheader={<ListSubheader disableSticky>{t('centre.search.competitions')}</ListSubheader>}>
              {answer.competitions.map((competition) => (
                <ListItemButton
                  key={competition.id}
                  onClick={() => {
                    setFilters({ sport: competition.sport, competition: Number(competition.id) });
                    setText('');
                  }}
                >
                  <ListItemText primary={competition.name} secondary={t(`sports.${competition.sport}`)} />
                </ListItemButton>
              ))}
            </List>
          )}
          {answer && answer.teams.length > 0 && (
            <List dense subheader={<ListSubheader disableSticky>{t('centre.search.teams')}</ListSubheader>}>
              {answer.teams.map((team) => {
                const matches = matchesOf(answer, team.id);
                return (
                  <li key={team.id}>
                    <Typography variant="subtitle2" sx={{ px: 2, pt: 1 }}>
                      {team.name}
                    </Typography>
                    {matches.length === 0 ? (
                      <Typography variant="body2" color="text.secondary" sx={{ px: 2, pb: 1 }}>
                        {t('centre.search.noComingMatches')}
                      </Typography>
                    ) : (
                      <List dense disablePadding>
                        {matches.map((match) => (
                          <ListItemButton key={match.id} component={Link} to={matchDetailPath(match.id, phone)} sx={{ paddingInlineStart: 3 }}>
                            <ListItemText
                              primary={t('centre.search.matchLine', { home: match.home.name, away: match.away.name })}
                              secondary={`${match.competition.name} · ${format.dateTime(match.startsAt)}`}
                            />
                          </ListItemButton>
                        ))}
                      </List>
                    )}
                  </li>
                );
              })}
            </List>
          )}
        </Paper>
      )}
    </div>
  );
}
