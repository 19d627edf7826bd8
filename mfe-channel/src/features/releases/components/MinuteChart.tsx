// A version's minutes as a small chart in its table row: the error rate (solid, the theme's
// error colour) and the p75 LCP (dashed, the theme's primary colour), each on its own scale from
// zero, oldest minute first. Drawn left to right in every language, as charts of time
// conventionally are (SVG coordinates ignore the page's direction, and the chart has no text);
// the label says what the lines show. The dash tells the lines apart without their colours.
import type { RumMinute } from '@matchday/contracts/rum/contract';
import Box from '@mui/material/Box';
import useTheme from '@mui/material/styles/useTheme';

const WIDTH = 120;
const HEIGHT = 32;
const PAD = 2;

/** A minute's error rate; null without views. */
export const minuteErrorRate = (minute: RumMinute): number | null => (minute.views > 0 ? minute.errors / minute.views : null);

/**
 * An SVG path through the values, scaled from zero to `high` into the chart's box; a minute
 * without a value breaks the line, and a value alone between gaps is a dot (a round cap).
 */
export function linePath(values: (number | null)[], high: number): string {
  const step = values.length > 1 ? (WIDTH - 2 * PAD) / (values.length - 1) : 0;
  const x = (index: number) => (values.length > 1 ? PAD + index * step : WIDTH / 2).toFixed(1);
  const y = (value: number) => (HEIGHT - PAD - (high > 0 ? value / high : 0) * (HEIGHT - 2 * PAD)).toFixed(1);
  let path = '';
  let drawing = false;
  values.forEach((value, index) => {
    if (value === null) {
      drawing = false;
      return;
    }
    const next = values[index + 1];
    path += drawing ? ` L${x(index)} ${y(value)}` : `${path ? ' ' : ''}M${x(index)} ${y(value)}${next === null || next === undefined ? ' h0' : ''}`;
    drawing = true;
  });
  return path;
}

const highest = (values: (number | null)[]) => values.reduce<number>((max, value) => (value !== null && value > max ? value : max), 0);

export function MinuteChart({ series, label }: { series: RumMinute[]; label: string }) {
  const theme = useTheme();
  const errorRates = series.map(minuteErrorRate);
  const lcp = series.map((minute) => minute.lcpP75);
  return (
    <Box
      component="svg"
      role="img"
      aria-label={label}
      data-testid="minute-chart"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      width={WIDTH}
      height={HEIGHT}
      sx={{ display: 'block', flexShrink: 0 }}
    >
      <line x1={0} y1={HEIGHT - PAD} x2={WIDTH} y2={HEIGHT - PAD} stroke={theme.palette.divider} strokeWidth={1} />
      <path data-series="lcp" d={linePath(lcp, highest(lcp))} fill="none" stroke={theme.palette.primary.main} strokeWidth={1.5} strokeDasharray="3 2" strokeLinecap="round" />
      <path data-series="errorRate" d={linePath(errorRates, highest(errorRates))} fill="none" stroke={theme.palette.error.main} strokeWidth={1.5} strokeLinecap="round" strokeLinejoin="round" />
    </Box>
  );
}
