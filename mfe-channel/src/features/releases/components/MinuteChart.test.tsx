import type { RumMinute } from '@matchday/contracts/rum/contract';
import { setThemeMode } from '@matchday/shared/stores/themeModeStore';
import { createMatchdayTheme } from '@matchday/shared/theme/theme';
import { AppProviders } from '@matchday/ui/AppProviders';
import { render, screen } from '@testing-library/react';
import { linePath, MinuteChart, minuteErrorRate } from './MinuteChart';

const minute = (views: number, errors: number, lcpP75: number | null): RumMinute => ({ minute: '2026-11-20T11:59:00Z', views, errors, fallbacks: 0, lcpP75 });
const SERIES = [minute(10, 0, 2000), minute(10, 1, null), minute(0, 0, 4000), minute(10, 2, 3000)];

afterEach(() => setThemeMode('light'));

describe('a version’s minutes as a chart', () => {
  it('draws each value from zero to the highest, oldest first, breaking at a minute without one', () => {
    expect(linePath([0, 5, 10], 10)).toBe('M2.0 30.0 L60.0 16.0 L118.0 2.0');
    expect(linePath([10, null, 5, 5], 10)).toBe('M2.0 2.0 h0 M79.3 16.0 L118.0 16.0');
    expect(linePath([null, 4, null], 4)).toBe('M60.0 2.0 h0');
    // A minute alone is drawn in the middle; nothing but zeros lies on the baseline.
    expect(linePath([3], 3)).toBe('M60.0 2.0 h0');
    expect(linePath([0, 0], 0)).toBe('M2.0 30.0 L118.0 30.0');
    expect(linePath([null, null], 0)).toBe('');
  });

  it('reads a minute’s error rate from its views, none without views', () => {
    expect(SERIES.map(minuteErrorRate)).toEqual([0, 0.1, null, 0.2]);
  });

  it.each(['light', 'dark'] as const)('draws in the %s theme’s colours, with the label it is given', (mode) => {
    setThemeMode(mode);
    const theme = createMatchdayTheme(mode, 'ltr');
    render(
      <AppProviders>
        <MinuteChart series={SERIES} label="news 2.4.0 per minute" />
      </AppProviders>,
    );
    const chart = screen.getByRole('img', { name: 'news 2.4.0 per minute' });
    expect(chart.querySelector('[data-series="errorRate"]')).toHaveAttribute('stroke', theme.palette.error.main);
    expect(chart.querySelector('[data-series="lcp"]')).toHaveAttribute('stroke', theme.palette.primary.main);
    expect(chart.querySelector('[data-series="errorRate"]')).toHaveAttribute('d', 'M2.0 30.0 L40.7 16.0 M118.0 2.0 h0');
  });
});
