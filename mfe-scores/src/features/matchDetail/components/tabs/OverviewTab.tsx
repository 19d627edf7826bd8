// The overview: score by period (each period named in the reader's words), the teams'
// statistics side by side, the key events so far.
import type { MatchEvent, MatchOverview, MatchSummary } from '@matchday/contracts/sports/contract';
import { useTranslation } from '@matchday/shared/i18n/react';
import { EmptyState } from '@matchday/ui/StatusViews';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LivePitch } from '../../../../components/livePitch/LivePitch';
import { periodName, viewOf } from '../../../../sports/sportViews';
import { EventTimeline, keyEventsOf } from './EventTimeline';

export function PeriodScores({ match }: { match: MatchSummary }) {
  const { t } = useTranslation('scores');
  if (match.periodScores.length === 0) return null;
  const cell = { px: 1, py: 0.5, textAlign: 'center' as const, fontVariantNumeric: 'tabular-nums' };
  return (
    <Box sx={{ overflowX: 'auto', mb: 2 }}>
      <Box component="table" aria-label={t('matchDetail.periods')} data-testid="period-scores" sx={{ borderCollapse: 'collapse', width: '100%', '& td, & th': { ...cell, borderBottom: 1, borderColor: 'divider' } }}>
        <thead>
          <tr>
            <Box component="th" sx={{ textAlign: 'start !important' }} />
            {match.periodScores.map((period) => {
              const name = periodName(match, period.period);
              return (
                <th key={period.period} scope="col">
                  {name ? t(name.key, name.values) : period.period}
                </th>
              );
            })}
            <th scope="col">{t('matchDetail.total')}</th>
          </tr>
        </thead>
        <tbody>
          {(['home', 'away'] as const).map((side) => (
            <tr key={side}>
              <Box component="th" scope="row" sx={{ textAlign: 'start !important', fontWeight: 500 }}>{match[side].shortName}</Box>
              {match.periodScores.map((period) => (
                <td key={period.period}>{period[side]}</td>
              ))}
              <Box component="td" sx={{ fontWeight: 700 }}>{side === 'home' ? match.homeScore : match.awayScore}</Box>
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}

export function StatBars({ match, stats }: { match: MatchSummary; stats: MatchOverview['stats'] }) {
  const { t } = useTranslation('scores');
  const keys = (viewOf(match)?.statKeys ?? []).filter((key) => stats.home?.[key] !== undefined || stats.away?.[key] !== undefined);
  if (keys.length === 0) return <EmptyState title={t('matchDetail.noStats')} />;
  return (
    <Box data-testid="stat-bars" sx={{ display: 'grid', gap: 1.25 }}>
      {keys.map((key) => {
        const home = stats.home?.[key] ?? 0;
        const away = stats.away?.[key] ?? 0;
        const share = home + away === 0 ? 50 : (100 * home) / (home + away);
        return (
          <Box key={key} data-stat={key}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', typography: 'body2', mb: 0.5 }}>
              <strong>{home}</strong>
              <span>{t(`matchDetail.stats.${key}`)}</span>
              <strong>{away}</strong>
            </Box>
            <Box sx={{ display: 'flex', height: 6, borderRadius: 3, overflow: 'hidden', bgcolor: 'action.hover' }}>
              <Box sx={{ width: `${share}%`, bgcolor: 'primary.main' }} />
              <Box sx={{ flex: 1, bgcolor: 'warning.main' }} />
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}

export function OverviewTab({ detail, events }: { detail: MatchOverview; events: MatchEvent[] }) {
  const { t } = useTranslation('scores');
  const match = detail.match;
  const keyEvents = keyEventsOf(match, events);
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}>
      {match.status === 'live' && viewOf(match)?.liveDrawing && (
        <Box sx={{ gridColumn: '1 / -1' }}>
          <LivePitch match={match} events={events} />
        </Box>
      )}
      <Box>
        <PeriodScores match={match} />
        <StatBars match={match} stats={detail.stats} />
      </Box>
      <Box>
        <Typography variant="h3" component="h2" sx={{ fontSize: '1rem', mb: 1 }}>
          {t('detail.tabs.keyEvents')}
        </Typography>
        <EventTimeline match={match} events={keyEvents} newestFirst />
      </Box>
    </Box>
  );
}
