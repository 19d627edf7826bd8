// A small line chart of a market's prices over the match, oldest first, drawn left to right in
// every language as charts of time conventionally are (SVG coordinates ignore direction).
import type { OddsMovement } from '@matchday/contracts/sports/contract';
import { useTranslation } from '@matchday/shared/i18n/react';
import Box from '@mui/material/Box';
import useTheme from '@mui/material/styles/useTheme';
import type { PriceSide } from '../lib/oddsFormat';

const WIDTH = 320;
const HEIGHT = 120;
const PAD = 8;

/** The points of one price as an SVG polyline, scaled into the chart's box. */
export function chartPoints(values: (number | null)[], low: number, high: number): string {
  const span = high - low || 1;
  const step = values.length > 1 ? (WIDTH - 2 * PAD) / (values.length - 1) : 0;
  return values
    .map((value, index) => (value === null ? null : `${(PAD + index * step).toFixed(1)},${(HEIGHT - PAD - ((value - low) / span) * (HEIGHT - 2 * PAD)).toFixed(1)}`))
    .filter((point): point is string => point !== null)
    .join(' ');
}

export function OddsChart({ history, sides }: { history: OddsMovement[]; sides: { side: PriceSide; label: string }[] }) {
  const { t } = useTranslation('scores');
  const theme = useTheme();
  const colours: Record<PriceSide, string> = { home: theme.palette.primary.main, draw: theme.palette.text.secondary, away: theme.palette.error.main };
  const ordered = [...history].sort((a, b) => a.at.localeCompare(b.at));
  const values = sides.flatMap(({ side }) => ordered.map((row) => row[side]).filter((value): value is number => value !== null));
  if (ordered.length < 2 || values.length === 0) return null;
  const low = Math.min(...values);
  const high = Math.max(...values);
  return (
    <Box sx={{ mb: 2 }}>
      <Box component="svg" role="img" aria-label={t('odds.chart')} data-testid="odds-chart" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} sx={{ width: '100%', maxWidth: 480, height: 'auto', display: 'block' }}>
        <rect x={0} y={0} width={WIDTH} height={HEIGHT} fill="none" stroke={theme.palette.divider} />
        {sides.map(({ side }) => (
          <polyline key={side} data-side={side} points={chartPoints(ordered.map((row) => row[side]), low, high)} fill="none" stroke={colours[side]} strokeWidth={2} />
        ))}
      </Box>
      <Box sx={{ display: 'flex', gap: 2, fontSize: 12, color: 'text.secondary', mt: 0.5 }}>
        {sides.map(({ side, label }) => (
          <Box key={side} component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
            <Box component="span" sx={{ width: 12, height: 3, bgcolor: colours[side] }} />
            {label}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
