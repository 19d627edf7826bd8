// The match an article is about: one of a day's matches of its sport (yesterday, today,
// tomorrow), found by team or competition; its two teams are related with it.
import type { MatchSummary, Sport } from '@matchday/contracts/sports/contract';
import { useFormat } from '@matchday/shared/format/format';
import { useTranslation } from '@matchday/shared/i18n/react';
import { EmptyState, ErrorState, LoadingState } from '@matchday/ui/StatusViews';
import { TextInput } from '@matchday/ui/TextInput';
import { useApiRead } from '@matchday/ui/useApiRead';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { matchesOf, type MatchDay } from '../api/articlesApi';

const DAYS: readonly MatchDay[] = ['yesterday', 'today', 'tomorrow'];

interface RelatedMatchFieldProps {
  sport: Sport;
  match: MatchSummary | null;
  teamIds: string[];
  onChange: (match: MatchSummary | null, teamIds: string[]) => void;
  error?: string;
}

function MatchList({ sport, day, onPick }: { sport: Sport; day: MatchDay; onPick: (match: MatchSummary) => void }) {
  const { t } = useTranslation('channel');
  const format = useFormat();
  const [search, setSearch] = useState('');
  const read = useApiRead(`${sport}:${day}`, () => matchesOf(sport, day));
  if (read.status === 'error') return <ErrorState onRetry={read.retry} />;
  if (!read.data) return <LoadingState rows={3} />;
  const needle = search.trim().toLowerCase();
  const matches = read.data.filter((match) => !needle || `${match.home.name} ${match.away.name} ${match.competition.name}`.toLowerCase().includes(needle));
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <TextInput size="small" label={t('articles.form.searchMatch')} value={search} onChange={(event) => setSearch(event.target.value)} inputProps={{ 'data-testid': 'article-match-search' }} />
      {matches.length === 0 ? (
        <EmptyState title={t('articles.form.noMatches')} />
      ) : (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, maxHeight: 260, overflowY: 'auto' }}>
          {matches.map((match) => (
            <Button key={match.id} onClick={() => onPick(match)} sx={{ justifyContent: 'space-between', textAlign: 'start', gap: 1 }} data-testid="article-match-option" data-match-id={match.id}>
              <span>
                {match.home.name} – {match.away.name}
              </span>
              <Typography component="span" variant="caption">
                {match.competition.name} · {format.dayTime(match.startsAt)}
              </Typography>
            </Button>
          ))}
        </Box>
      )}
    </Box>
  );
}

export function RelatedMatchField({ sport, match, teamIds, onChange, error }: RelatedMatchFieldProps) {
  const { t } = useTranslation('channel');
  const [day, setDay] = useState<MatchDay>('today');
  if (match) {
    const teams = [match.home, match.away];
    return (
      <Paper variant="outlined" sx={{ p: 1.5, display: 'flex', flexDirection: 'column', gap: 1 }} data-testid="article-match" data-match-id={match.id}>
        <Typography variant="subtitle2">{t('articles.form.match')}</Typography>
        <Typography>
          {match.home.name} – {match.away.name} · {match.competition.name}
        </Typography>
        <Box role="group" aria-label={t('articles.form.teams')} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <Typography variant="body2">{t('articles.form.teams')}</Typography>
          {teams.map((team) => {
            const on = teamIds.includes(team.id);
            return (
              <Chip
                key={team.id}
                label={team.name}
                color={on ? 'primary' : 'default'}
                aria-pressed={on}
                onClick={() => onChange(match, on ? teamIds.filter((id) => id !== team.id) : [...teamIds, team.id])}
                data-testid="article-team"
              />
            );
          })}
        </Box>
        {error && <FormHelperText error>{error}</FormHelperText>}
        <Button onClick={() => onChange(null, [])} sx={{ alignSelf: 'flex-start' }} data-testid="article-match-clear">
          {t('articles.form.noMatch')}
        </Button>
      </Paper>
    );
  }
  return (
    <Paper variant="outlined" sx={{ p: 1.5, display: 'flex', flexDirection: 'column', gap: 1 }} data-testid="article-match-picker">
      <Typography variant="subtitle2">{t('articles.form.match')}</Typography>
      <Box role="group" aria-label={t('articles.form.day')} sx={{ display: 'flex', gap: 1 }}>
        {DAYS.map((value) => (
          <Chip key={value} label={t(`articles.days.${value}`)} color={day === value ? 'primary' : 'default'} aria-pressed={day === value} onClick={() => setDay(value)} data-testid={`article-day-${value}`} />
        ))}
      </Box>
      <MatchList key={`${sport}:${day}`} sport={sport} day={day} onPick={(picked) => onChange(picked, [picked.home.id, picked.away.id])} />
    </Paper>
  );
}
