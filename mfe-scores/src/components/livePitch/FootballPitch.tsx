// The football pitch: the last few plays as a fading trail, the newest as the ball that moves
// there, the third it happened in shaded, a ring that pulses once for a goal. The drawing has a
// fixed aspect ratio, so it takes its full height before the first event and never jumps.
import Box from '@mui/material/Box';
import type { MatchEvent, MatchSummary } from '@matchday/contracts/sports/contract';
import { useTranslation } from '@matchday/shared/i18n/react';
import { useMemo } from 'react';
import { footballTrail, type FootballPlay } from './playState';
import { captionSx, noMotionWhenReduced, pulse, visuallyHidden } from './pitchStyles';
import { useMinuteText } from './useMinuteText';
import { DrawingFrame } from './DrawingFrame';

const WIDTH = 105;
const HEIGHT = 68;
const LINE = { fill: 'none', stroke: 'rgba(255,255,255,0.75)', strokeWidth: 0.4 } as const;

const sideColour = (side: 'home' | 'away') => (side === 'home' ? '#1e88e5' : '#e53935');
const isGoal = (play: FootballPlay) => play.kind === 'goal' || play.kind === 'own_goal' || play.kind === 'penalty';

function PitchLines() {
  return (
    <g aria-hidden="true">
      <rect x={0} y={0} width={WIDTH} height={HEIGHT} fill="#2e7d32" />
      <rect x={0} y={0} width={WIDTH / 2} height={HEIGHT} fill="#338a38" />
      <rect x={0.5} y={0.5} width={WIDTH - 1} height={HEIGHT - 1} {...LINE} />
      <line x1={WIDTH / 2} y1={0.5} x2={WIDTH / 2} y2={HEIGHT - 0.5} {...LINE} />
      <circle cx={WIDTH / 2} cy={HEIGHT / 2} r={9.15} {...LINE} />
      <rect x={0.5} y={13.84} width={16.5} height={40.32} {...LINE} />
      <rect x={WIDTH - 17} y={13.84} width={16.5} height={40.32} {...LINE} />
      <rect x={0.5} y={24.84} width={5.5} height={18.32} {...LINE} />
      <rect x={WIDTH - 6} y={24.84} width={5.5} height={18.32} {...LINE} />
    </g>
  );
}

export function FootballPitch({ match, events }: { match: MatchSummary; events: MatchEvent[] }) {
  const { t } = useTranslation('scores');
  const minuteText = useMinuteText();
  const trail = useMemo(() => footballTrail(events), [events]);
  const latest = trail.at(-1) ?? null;
  const team = latest ? match[latest.side].shortName : '';
  const label = latest ? t(`pitch.events.${latest.kind}`) : '';
  const score = { home: match.home.shortName, away: match.away.shortName, homeScore: match.homeScore, awayScore: match.awayScore };
  const summary = latest
    ? t('pitch.aria.play', { event: label, team, minute: minuteText(latest.minute, latest.stoppage), ...score })
    : t('pitch.aria.waiting', score);
  // The third of the pitch the newest play happened in.
  const third = latest ? Math.min(2, Math.floor(latest.x * 3)) : null;

  return (
    <DrawingFrame
      sport="football"
      width={WIDTH}
      height={HEIGHT}
      summary={summary}
      below={
        <>
          <Box data-testid="pitch-caption" aria-hidden="true" sx={captionSx}>
            {latest ? (
              <>
                <Box component="span" sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: sideColour(latest.side), flexShrink: 0 }} />
                <Box component="span" sx={{ fontWeight: 700 }}>{team}</Box>
                <Box component="span">{label}</Box>
                <Box component="span" dir="ltr" sx={{ marginInlineStart: 'auto', color: 'text.secondary' }}>{minuteText(latest.minute, latest.stoppage)}</Box>
              </>
            ) : (
              <Box component="span" sx={{ color: 'text.secondary' }}>{t('pitch.waiting')}</Box>
            )}
          </Box>
          <Box data-testid="pitch-live-text" aria-live="polite" sx={visuallyHidden}>
            {latest ? summary : ''}
          </Box>
        </>
      }
    >
      <PitchLines />
      {third !== null && latest && (
        <rect data-testid="pitch-zone" x={(third * WIDTH) / 3} y={0} width={WIDTH / 3} height={HEIGHT} fill={sideColour(latest.side)} opacity={0.18} />
      )}
      {trail.slice(0, -1).map((play, index) => (
        <circle key={play.seq} data-testid="pitch-trail" cx={play.x * WIDTH} cy={play.y * HEIGHT} r={1.2} fill={sideColour(play.side)} opacity={0.25 + (0.5 * (index + 1)) / trail.length} />
      ))}
      {latest && (
        // One ball that slides to each new play (a CSS transition, none under reduced motion).
        <Box
          component="g"
          data-testid="pitch-ball"
          data-kind={latest.kind}
          // The position goes inline: a class per position would pile up styles over a match.
          style={{ transform: `translate(${latest.x * WIDTH}px, ${latest.y * HEIGHT}px)` }}
          sx={{ transition: 'transform 600ms ease-out', ...noMotionWhenReduced }}
        >
          {isGoal(latest) && (
            // Keyed by the event, so each goal starts its own pulse.
            <Box
              component="circle"
              key={latest.seq}
              data-testid="pitch-goal-pulse"
              r={3}
              fill="none"
              stroke="#ffeb3b"
              strokeWidth={0.8}
              sx={{ transformBox: 'fill-box', transformOrigin: 'center', animation: `${pulse} 1.2s ease-out 3`, opacity: 0, '@media (prefers-reduced-motion: reduce)': { animation: 'none', opacity: 1 } }}
            />
          )}
          <circle r={2} fill="#fff" stroke={sideColour(latest.side)} strokeWidth={0.8} />
        </Box>
      )}
    </DrawingFrame>
  );
}
