// The basketball court: the half the side with the ball attacks is shaded in its colour, the
// last made basket is marked at the basket it went in, with its points and the running score.
// Home attacks the right-hand basket, away the left, as on the football pitch.
import Box from '@mui/material/Box';
import type { MatchEvent, MatchSummary } from '@matchday/contracts/sports/contract';
import { useTranslation } from '@matchday/shared/i18n/react';
import { useMemo } from 'react';
import { courtState, type Side } from './playState';
import { captionSx, noMotionWhenReduced, pulse, visuallyHidden } from './pitchStyles';
import { DrawingFrame } from './DrawingFrame';
import { ScorePair } from '@matchday/ui/ScorePair';

const WIDTH = 94;
const HEIGHT = 50;
const LINE = { fill: 'none', stroke: 'rgba(255,255,255,0.85)', strokeWidth: 0.4 } as const;

const sideColour = (side: Side) => (side === 'home' ? '#1e88e5' : '#e53935');
/** The x of the basket a side attacks. */
const basketX = (side: Side) => (side === 'home' ? WIDTH - 5.25 : 5.25);

function CourtLines() {
  return (
    <g aria-hidden="true">
      <rect x={0} y={0} width={WIDTH} height={HEIGHT} fill="#c98a4b" />
      <rect x={0.5} y={0.5} width={WIDTH - 1} height={HEIGHT - 1} {...LINE} />
      <line x1={WIDTH / 2} y1={0.5} x2={WIDTH / 2} y2={HEIGHT - 0.5} {...LINE} />
      <circle cx={WIDTH / 2} cy={HEIGHT / 2} r={6} {...LINE} />
      <rect x={0.5} y={17} width={19} height={16} {...LINE} />
      <rect x={WIDTH - 19.5} y={17} width={19} height={16} {...LINE} />
      <path d="M 0.5 3 H 14 A 23.75 23.75 0 0 1 14 47 H 0.5" {...LINE} />
      <path d={`M ${WIDTH - 0.5} 3 H ${WIDTH - 14} A 23.75 23.75 0 0 0 ${WIDTH - 14} 47 H ${WIDTH - 0.5}`} {...LINE} />
      <circle cx={basketX('away')} cy={HEIGHT / 2} r={0.75} {...LINE} />
      <circle cx={basketX('home')} cy={HEIGHT / 2} r={0.75} {...LINE} />
    </g>
  );
}

export function BasketballCourt({ match, events }: { match: MatchSummary; events: MatchEvent[] }) {
  const { t } = useTranslation('scores');
  const { possession, lastScore } = useMemo(() => courtState(events), [events]);
  const score = { home: match.home.shortName, away: match.away.shortName, homeScore: match.homeScore, awayScore: match.awayScore };
  const teamOf = (side: Side) => match[side].shortName;
  const play = lastScore ? t(`pitch.scoring.${lastScore.kind}`) : '';
  let summary: string;
  if (possession && lastScore) summary = t('pitch.aria.courtScored', { team: teamOf(possession), play, scorer: teamOf(lastScore.side), ...score });
  else if (possession) summary = t('pitch.aria.court', { team: teamOf(possession), ...score });
  else if (lastScore) summary = t('pitch.aria.lastScore', { play, team: teamOf(lastScore.side), ...score });
  else summary = t('pitch.aria.courtWaiting', score);
  // The live region says only what just scored, with the score it made.
  const last = lastScore
    ? t('pitch.aria.lastScore', { play, team: teamOf(lastScore.side), ...score, homeScore: lastScore.homeScore, awayScore: lastScore.awayScore })
    : '';

  return (
    <DrawingFrame
      sport="basketball"
      width={WIDTH}
      height={HEIGHT}
      summary={summary}
      below={
        <>
          <Box data-testid="pitch-caption" aria-hidden="true" sx={captionSx}>
            {lastScore ? (
              <>
                <Box component="span" sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: sideColour(lastScore.side), flexShrink: 0 }} />
                <Box component="span" sx={{ fontWeight: 700 }}>{teamOf(lastScore.side)}</Box>
                <Box component="span">{play}</Box>
                <Box component="span" dir="ltr" sx={{ marginInlineStart: 'auto', fontVariantNumeric: 'tabular-nums', color: 'text.secondary' }}>
                  <ScorePair homeName={match.home.shortName} home={lastScore.homeScore} away={lastScore.awayScore} awayName={match.away.shortName} />
                </Box>
              </>
            ) : (
              <Box component="span" sx={{ color: 'text.secondary' }}>{t('pitch.waiting')}</Box>
            )}
          </Box>
          <Box data-testid="pitch-live-text" aria-live="polite" sx={visuallyHidden}>
            {last}
          </Box>
        </>
      }
    >
      <CourtLines />
      {possession && (
        <Box
          component="rect"
          data-testid="court-possession"
          data-side={possession}
          y={0}
          width={WIDTH / 2}
          height={HEIGHT}
          fill={sideColour(possession)}
          // Slides between the halves (a CSS transform, none under reduced motion).
          sx={{ opacity: 0.28, transform: `translateX(${possession === 'home' ? WIDTH / 2 : 0}px)`, transition: 'transform 400ms ease-out', ...noMotionWhenReduced }}
        />
      )}
      {lastScore && (
        <g data-testid="court-last-score" data-kind={lastScore.kind} data-side={lastScore.side}>
          <Box
            component="circle"
            // Keyed by the event, so each basket starts its own pulse.
            key={lastScore.seq}
            cx={basketX(lastScore.side)}
            cy={HEIGHT / 2}
            r={3}
            fill="none"
            stroke="#ffeb3b"
            strokeWidth={0.8}
            sx={{ transformBox: 'fill-box', transformOrigin: 'center', animation: `${pulse} 1s ease-out 2`, opacity: 0, '@media (prefers-reduced-motion: reduce)': { animation: 'none', opacity: 1 } }}
          />
          <circle cx={basketX(lastScore.side)} cy={HEIGHT / 2} r={1.6} fill={sideColour(lastScore.side)} stroke="#fff" strokeWidth={0.4} />
        </g>
      )}
    </DrawingFrame>
  );
}
