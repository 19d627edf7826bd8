// One match in a list: kick-off or live clock, both teams with their crests, the score (it
// flashes when it changes), a link to the detail. Phones get a two-line row; wider screens one line.
import Box from '@mui/material/Box';
import { keyframes } from '@emotion/react';
import { type MatchSummary, teamCrestUrl } from '@matchday/contracts/sports/contract';
import { useFormat } from '@matchday/shared/format/format';
import { useTranslation } from '@matchday/shared/i18n/react';
import { Link } from '@matchday/shared/routing/router';
import { FavouriteToggle } from '@matchday/ui/FavouriteToggle';
import { memo, useRef } from 'react';
import { matchClock } from '../../lib/matchClock';
import { matchDetailPath } from '../../lib/detailLink';

const flash = keyframes`from { background-color: rgba(255, 193, 7, 0.55); } to { background-color: transparent; }`;

/**
 * A side's score. The row remounts it (a key per value) when it changes, and it flashes if the
 * value differs from the one the row first showed: a change seen live, not a row scrolled back in.
 */
function Score({ value, live, changed }: { value: number; live: boolean; changed: boolean }) {
  return (
    <Box
      component="span"
      data-testid="score"
      data-changed={changed || undefined}
      sx={{
        fontWeight: 700,
        fontVariantNumeric: 'tabular-nums',
        color: live ? 'error.main' : 'text.primary',
        px: 0.5,
        borderRadius: 0.5,
        animation: changed ? `${flash} 2.5s ease-out` : undefined,
        '@media (prefers-reduced-motion: reduce)': { animation: 'none', textDecoration: changed ? 'underline' : undefined },
      }}
    >
      {value}
    </Box>
  );
}

/** The live clock, or the kick-off in the site's language (its day period kept beside it, never wrapped under). */
export function useClockText(match: MatchSummary): string {
  const { t } = useTranslation('scores');
  const format = useFormat();
  const clock = matchClock(match);
  return clock ? t(clock.key, clock.values) : format.time(match.startsAt);
}

/**
 * Shown beside a live clock while the data provider is not answering: the score may be behind.
 * Rendered only then (`{match.delayed && <DelayedMark />}`): a row pays for it only when delayed.
 */
export function DelayedMark() {
  const { t } = useTranslation('scores');
  return (
    <Box component="span" data-testid="delayed" title={t('clock.delayedHint')} aria-label={t('clock.delayedHint')} sx={{ color: 'warning.dark', fontSize: 11, fontWeight: 700, ml: 0.5, whiteSpace: 'nowrap' }}>
      {t('clock.delayed')}
    </Box>
  );
}

/** A red card per player sent off, as the scoreboards draw them. */
function RedCards({ count }: { count: number }) {
  const { t } = useTranslation('scores');
  if (count === 0) return null;
  return (
    <Box component="span" role="img" aria-label={t('list.sentOff', { number: count })} data-testid="red-cards" sx={{ display: 'inline-flex', gap: '2px', mx: 0.5, verticalAlign: 'middle' }}>
      {Array.from({ length: Math.min(count, 3) }, (_, index) => (
        <Box key={index} component="span" sx={{ width: 8, height: 11, bgcolor: 'error.main', borderRadius: '1px' }} />
      ))}
    </Box>
  );
}

/**
 * A team's crest or a competition's logo: the image the api serves at an address made from the id
 * (`teamCrestUrl`, `competitionLogoUrl`: a badge it drew or a provider's picture, always square).
 * Decorative (the name is beside it, so no alt text), its size fixed before it loads so nothing
 * moves when it arrives (no `loading="lazy"`: the lists draw only the rows near the screen). Here,
 * beside the list's rows, since the list is every first visit's: a module of its own cost `/` more.
 */
export function Crest({ src, size }: { src: string; size: number }) {
  return <img src={src} alt="" width={size} height={size} />;
}

function Team({ name, align, redCards }: { name: string; align: 'start' | 'end'; redCards: number }) {
  const cards = <RedCards count={redCards} />;
  return (
    <Box component="span" sx={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', textAlign: align }}>
      {align === 'end' && cards}
      {name}
      {align === 'start' && cards}
    </Box>
  );
}

interface MatchRowProps {
  match: MatchSummary;
  phone: boolean;
}

/**
 * The same match: a match's every change comes with a higher `version` (the feed ignores an
 * update that has none), so a copy of the same version is the same data — the feed's answer
 * replacing the page's embedded one redraws no row.
 */
export function sameRow(before: MatchRowProps, after: MatchRowProps): boolean {
  return before.phone === after.phone && before.match.id === after.match.id && before.match.version === after.match.version;
}

/** Renders again only when its match changes. */
export const MatchRow = memo(function MatchRow({ match, phone }: MatchRowProps) {
  const clockText = useClockText(match);
  const live = match.status === 'live';
  const clock = (
    <Box component="span" data-testid="match-clock" sx={{ color: live ? 'error.main' : 'text.secondary', fontSize: 13, fontWeight: live ? 700 : 400, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
      {clockText}
      {match.delayed && <DelayedMark />}
    </Box>
  );
  const showScore = match.status === 'live' || match.status === 'finished';
  const firstSeen = useRef({ home: match.homeScore, away: match.awayScore }).current;
  const home = <Score key={`h${match.homeScore}`} value={match.homeScore} live={live} changed={match.homeScore !== firstSeen.home} />;
  const away = <Score key={`a${match.awayScore}`} value={match.awayScore} live={live} changed={match.awayScore !== firstSeen.away} />;
  // Each crest is a cell of its own beside its team, on the score's side (before the name on a
  // phone's lines): the grid mirrors right to left, and a long name is cut, never the crest.
  const homeCrest = <Crest src={teamCrestUrl(match.home.id)} size={18} />;
  const awayCrest = <Crest src={teamCrestUrl(match.away.id)} size={18} />;
  return (
    <Box
      data-testid="match-row"
      data-match-id={match.id}
      data-status={match.status}
      sx={{ display: 'flex', alignItems: 'center', borderBottom: 1, borderColor: 'divider', minHeight: phone ? 60 : 44, bgcolor: 'background.paper' }}
    >
      <Box
        component={Link}
        to={matchDetailPath(match.id, phone)}
        aria-label={`${match.home.name} – ${match.away.name}`}
        sx={{
          flex: 1,
          minWidth: 0,
          color: 'inherit',
          textDecoration: 'none',
          display: 'grid',
          alignItems: 'center',
          columnGap: 1,
          px: 1.5,
          py: phone ? 1 : 0.5,
          '&:hover': { bgcolor: 'action.hover' },
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
          ...(phone
            ? { gridTemplateColumns: '64px auto 1fr auto', gridTemplateRows: 'auto auto', rowGap: 0.25 }
            : { gridTemplateColumns: '72px 1fr auto auto auto 1fr' }),
        }}
      >
        {phone ? (
          <>
            <Box sx={{ gridRow: '1 / span 2' }}>{clock}</Box>
            {homeCrest}
            <Team name={match.home.name} align="start" redCards={match.redCards.home} />
            <Box sx={{ textAlign: 'end' }}>{showScore && home}</Box>
            {awayCrest}
            <Team name={match.away.name} align="start" redCards={match.redCards.away} />
            <Box sx={{ textAlign: 'end' }}>{showScore && away}</Box>
          </>
        ) : (
          <>
            {clock}
            <Team name={match.home.name} align="end" redCards={match.redCards.home} />
            {homeCrest}
            <Box data-testid="score-pair" sx={{ minWidth: 64, display: 'flex', justifyContent: 'center', whiteSpace: 'nowrap' }}>
              {showScore ? (
                <>
                  {home}
                  <Box component="span" sx={{ color: 'text.secondary' }}>-</Box>
                  {away}
                </>
              ) : (
                <Box component="span" sx={{ color: 'text.secondary' }}>-</Box>
              )}
            </Box>
            {awayCrest}
            <Team name={match.away.name} align="start" redCards={match.redCards.away} />
          </>
        )}
      </Box>
      <Box sx={{ px: 0.5 }}>
        <FavouriteToggle kind="match" id={match.id} />
      </Box>
    </Box>
  );
}, sameRow);
