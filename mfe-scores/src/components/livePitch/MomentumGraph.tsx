// Momentum over the match minutes: the home side's pressure as an area above the axis, the away
// side's below. Two paths whatever the number of events, and a fixed height, so it never jumps.
import Box from '@mui/material/Box';
import type { MatchEvent, MatchSummary } from '@matchday/contracts/sports/contract';
import { useTranslation } from '@matchday/shared/i18n/react';
import { useMemo } from 'react';
import { momentum, type MomentumPoint } from './momentum';

const WIDTH = 200;
const HEIGHT = 48;
const MIDDLE = HEIGHT / 2;
/** Height of the tallest bar, leaving a margin so a peak is not cut by the edge. */
const REACH = MIDDLE - 2;

/** An area between the axis and the pressure of one side (the other side's minutes sit on the axis). */
function areaPath(points: MomentumPoint[], sign: 1 | -1, scale: number): string {
  const last = Math.max(1, points.length - 1);
  const at = (index: number) => ((index / last) * WIDTH).toFixed(2);
  const y = (pressure: number) => (MIDDLE - sign * Math.max(0, sign * pressure) * scale).toFixed(2);
  const line = points.map((point, index) => `L ${at(index)} ${y(point.pressure)}`).join(' ');
  return `M 0 ${MIDDLE} ${line} L ${WIDTH} ${MIDDLE} Z`;
}

export function MomentumGraph({ match, events }: { match: MatchSummary; events: MatchEvent[] }) {
  const { t } = useTranslation('scores');
  const points = useMemo(() => momentum(events), [events]);
  const peak = points.reduce((max, point) => Math.max(max, Math.abs(point.pressure)), 0);
  const scale = peak > 0 ? REACH / peak : 0;
  const minutes = points.length - 1;
  const halfTime = (45 / Math.max(1, minutes)) * WIDTH;

  return (
    <Box data-testid="momentum-graph" sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, fontSize: 13, paddingInlineStart: 1, paddingInlineEnd: 1 }}>
        <Box component="span" sx={{ fontWeight: 700 }}>{t('pitch.momentum')}</Box>
        <Box component="span" sx={{ marginInlineStart: 'auto', color: '#1e88e5' }}>{match.home.shortName}</Box>
        <Box component="span" sx={{ color: '#e53935' }}>{match.away.shortName}</Box>
      </Box>
      <Box
        component="svg"
        role="img"
        aria-label={t('pitch.aria.momentum', { home: match.home.shortName, away: match.away.shortName, count: minutes })}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        sx={{ display: 'block', width: '100%', height: 64 }}
      >
        <path data-testid="momentum-home" d={areaPath(points, 1, scale)} fill="#1e88e5" fillOpacity={0.7} />
        <path data-testid="momentum-away" d={areaPath(points, -1, scale)} fill="#e53935" fillOpacity={0.7} />
        <line x1={0} y1={MIDDLE} x2={WIDTH} y2={MIDDLE} stroke="currentColor" strokeOpacity={0.4} strokeWidth={0.5} vectorEffect="non-scaling-stroke" />
        <line x1={halfTime} y1={0} x2={halfTime} y2={HEIGHT} stroke="currentColor" strokeOpacity={0.25} strokeDasharray="2 2" vectorEffect="non-scaling-stroke" />
      </Box>
    </Box>
  );
}
