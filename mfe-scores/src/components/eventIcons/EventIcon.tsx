// An event's icon, shared by the match detail's timeline, its maps and text live. Each sport's
// view (`sports/sportViews.ts`) says how its events look: cards are drawn (a yellow or red
// rectangle, as on a scoreboard), the rest are MUI icons.
import type { MatchEventType, MatchSummary } from '@matchday/contracts/sports/contract';
import { useTranslation } from '@matchday/shared/i18n/react';
import Box from '@mui/material/Box';
import { eventLook, type EventLook } from '../../sports/sportViews';

export const eventLabelKey = (type: MatchEventType) => `events.${type}`;

const CARD_COLOURS = { yellow: '#f5c400', red: '#d32f2f' } as const;

function Card({ kind }: { kind: Extract<EventLook, { card: string }>['card'] }) {
  const card = (colour: string, offset = 0) => (
    <Box component="span" sx={{ position: 'absolute', insetInlineStart: offset, top: 2, width: 10, height: 14, borderRadius: '2px', bgcolor: colour }} />
  );
  return (
    <Box component="span" sx={{ position: 'relative', display: 'inline-block', width: 18, height: 18 }}>
      {kind === 'second' ? (
        <>
          {card(CARD_COLOURS.yellow)}
          {card(CARD_COLOURS.red, 6)}
        </>
      ) : (
        card(CARD_COLOURS[kind], 4)
      )}
    </Box>
  );
}

/** An event's icon with its translated name (for screen readers and as a tooltip); a dot for an event this build does not know. */
export function EventIcon({ match, type }: { match: Pick<MatchSummary, 'sport'>; type: MatchEventType }) {
  const { t } = useTranslation('scores');
  const look = eventLook(match, type);
  const label = t(eventLabelKey(type), { defaultValue: type.replaceAll('_', ' ') });
  let drawing;
  if (!look) drawing = <Box component="span" sx={{ width: 8, height: 8, m: '5px', borderRadius: '50%', bgcolor: 'text.disabled' }} />;
  else if ('card' in look) drawing = <Card kind={look.card} />;
  else drawing = <look.icon fontSize="small" sx={{ color: look.color ?? 'text.secondary' }} />;
  return (
    <Box component="span" role="img" aria-label={label} title={label} data-event-type={type} sx={{ display: 'inline-flex', alignItems: 'center', lineHeight: 0 }}>
      {drawing}
    </Box>
  );
}
