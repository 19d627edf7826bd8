// Events in the order they happened: minute (or quarter, or map), icon, who, the score after.
import type { MatchEvent, MatchSummary } from '@matchday/shared/api/sports';
import { useTranslation } from '@matchday/shared/i18n/react';
import { EmptyState } from '@matchday/shared/ui/StatusViews';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { EventIcon, eventLabelKey } from '../../../../components/eventIcons/EventIcon';

/** Events a fan looks for first (the api's overview picks the same kinds). */
export const KEY_EVENT_TYPES = new Set<MatchEvent['type']>([
  'goal', 'own_goal', 'penalty', 'penalty_missed', 'red_card', 'second_yellow', 'yellow_card', 'substitution',
  'half_time_score', 'penalty_shootout', 'map_won', 'baron', 'overlord', 'first_blood', 'quarter_end', 'overtime',
]);

/** When an event happened, as the sport counts time. */
export function eventTime(match: MatchSummary, event: MatchEvent): string {
  if (match.sport === 'football') return event.stoppage > 0 ? `${event.minute}+${event.stoppage}'` : `${event.minute}'`;
  if (match.sport === 'basketball') return event.phase === 'overtime' ? 'OT' : `Q${event.minute}`;
  const map = /^map_(\d+)$/.exec(event.phase)?.[1];
  return map ? `M${map}` : '';
}

export function EventTimeline({ match, events, newestFirst = false }: { match: MatchSummary; events: readonly MatchEvent[]; newestFirst?: boolean }) {
  const { t } = useTranslation('scores');
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
              gridTemplateColumns: '52px 28px 1fr auto',
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
              {eventTime(match, event)}
            </Typography>
            <EventIcon type={event.type} />
            <Typography variant="body2">
              <strong>{t(eventLabelKey(event.type))}</strong>
              {event.player ? ` · ${event.player}` : ''}
              {side ? ` (${side.shortName})` : ''}
            </Typography>
            <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600 }}>
              {event.homeScore}–{event.awayScore}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}
