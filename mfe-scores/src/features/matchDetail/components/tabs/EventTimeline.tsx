// Events in the order they happened: when (the minute, the quarter and its clock, or the map
// and its clock, as the live clock reads), icon, who, the score after.
import type { MatchEvent, MatchSummary } from '@matchday/contracts/sports/contract';
import { useTranslation } from '@matchday/shared/i18n/react';
import { EmptyState } from '@matchday/ui/StatusViews';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { rulesOf } from '@matchday/contracts/sports/rules';
import { EventIcon, eventLabelKey } from '../../../../components/eventIcons/EventIcon';
import { eventClock } from '../../../../lib/matchClock';
import { ScorePair } from '@matchday/ui/ScorePair';

/** The events of a match a fan looks for first: its sport's key events (the api's overview picks the same). */
export function keyEventsOf(match: MatchSummary, events: readonly MatchEvent[]): MatchEvent[] {
  const keys: readonly string[] = rulesOf(match.sport)?.keyEvents ?? [];
  return events.filter((event) => keys.includes(event.type));
}

export function EventTimeline({ match, events, newestFirst = false }: { match: MatchSummary; events: readonly MatchEvent[]; newestFirst?: boolean }) {
  const { t } = useTranslation('scores');
  // When each event happened, as its sport's clock read then (the same words as the live clock).
  const time = (event: MatchEvent) => {
    const clock = eventClock(match, event);
    return clock ? t(clock.key, clock.values) : '';
  };
  if (events.length === 0) return <EmptyState title={t('matchDetail.noEvents')} />;
  const ordered = newestFirst ? [...events].reverse() : events;
  return (
    <Box component="ol" data-testid="event-timeline" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {ordered.map((event) => {
        const side = event.side === 'home' ? match.home : event.side === 'away' ? match.away : null;
        return (
          <Box
            component="li"
            key={event.seq}
            data-event={event.type}
            sx={{
              display: 'grid',
              gridTemplateColumns: '5.5rem 28px 1fr auto',
              alignItems: 'center',
              gap: 1,
              py: 0.75,
              borderBottom: 1,
              borderColor: 'divider',
              // The home side's events lean to the start, the away side's to the end, as on a scoreboard.
              textAlign: event.side === 'away' ? 'end' : 'start',
            }}
          >
            <Typography variant="body2" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums', textAlign: 'start' }}>
              {time(event)}
            </Typography>
            <EventIcon match={match} type={event.type} />
            <Typography variant="body2">
              <strong>{t(eventLabelKey(event.type))}</strong>
              {event.type === 'var_decision' ? ` · ${t(`varDecision.${String(event.detail.decision ?? 'other')}`, { defaultValue: t('varDecision.other') })}` : ''}
              {event.player ? ` · ${event.player}` : ''}
              {side ? ` (${side.shortName})` : ''}
            </Typography>
            <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600 }}>
              <ScorePair home={event.homeScore} away={event.awayScore} />
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}
