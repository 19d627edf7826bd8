// One row per remote version: how many views and samples, the error and fallback rates, the
// p75 LCP and INP, its minutes as a small chart, and what its errors said (what the canary judge
// saw, most reported first). Numbers sit at the cells' end (the right
// in English, the left in Arabic), as numbers in tables do.
import type { RumVersionFigures } from '@matchday/contracts/rum/contract';
import { MISSING, useFormat } from '@matchday/shared/format/format';
import { useTranslation } from '@matchday/shared/i18n/react';
import Box from '@mui/material/Box';
import useTheme from '@mui/material/styles/useTheme';
import { MinuteChart, minuteErrorRate } from './MinuteChart';
import { CONSOLE_TABLE_SX } from './consoleTable';

/** Rates are small: two decimals tell 0.04% from nothing. */
const RATE_DIGITS = 2;

/** The largest value of a series, null when it has none. */
const peak = (values: (number | null)[]): number | null => values.reduce<number | null>((max, value) => (value !== null && (max === null || value > max) ? value : max), null);
const last = (values: (number | null)[]): number | null => [...values].reverse().find((value) => value !== null) ?? null;

/** A remote's versions together, the most viewed first. */
export const inTableOrder = (versions: RumVersionFigures[]): RumVersionFigures[] =>
  [...versions].sort((a, b) => a.remote.localeCompare(b.remote) || b.views - a.views || a.version.localeCompare(b.version));

function Legend() {
  const { t } = useTranslation('channel');
  const theme = useTheme();
  const swatch = (colour: string, dashed: boolean) => (
    <Box component="span" aria-hidden sx={{ display: 'inline-block', width: 14, borderTop: 2, borderTopStyle: dashed ? 'dashed' : 'solid', borderColor: colour, verticalAlign: 'middle', marginInlineEnd: 0.5 }} />
  );
  return (
    <Box component="span" sx={{ display: 'flex', gap: 1, fontWeight: 400, color: 'text.secondary', whiteSpace: 'nowrap' }}>
      <span>
        {swatch(theme.palette.error.main, false)}
        {t('releases.fieldData.columns.errorRate')}
      </span>
      <span>
        {swatch(theme.palette.primary.main, true)}
        {t('releases.fieldData.columns.lcp')}
      </span>
    </Box>
  );
}

export function FieldDataTable({ versions }: { versions: RumVersionFigures[] }) {
  const { t } = useTranslation('channel');
  const format = useFormat();
  const ms = (value: number | null) => (value === null ? MISSING : t('releases.fieldData.ms', { value: format.count(value) }));
  const rate = (value: number | null) => format.percent(value, RATE_DIGITS);
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Box
        component="table"
        data-testid="field-data-table"
        sx={{
          ...CONSOLE_TABLE_SX,
          '& th': { fontWeight: 600, whiteSpace: 'nowrap' },
          '& .number': { textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
        }}
      >
        <thead>
          <tr>
            <th scope="col">{t('releases.fieldData.columns.remote')}</th>
            <th scope="col">{t('releases.fieldData.columns.version')}</th>
            <th scope="col" className="number">{t('releases.fieldData.columns.views')}</th>
            <th scope="col" className="number">{t('releases.fieldData.columns.samples')}</th>
            <th scope="col" className="number">{t('releases.fieldData.columns.errorRate')}</th>
            <th scope="col" className="number">{t('releases.fieldData.columns.fallbackRate')}</th>
            <th scope="col" className="number">
              <abbr title={t('releases.fieldData.lcpLong')}>{t('releases.fieldData.columns.lcp')}</abbr>
            </th>
            <th scope="col" className="number">
              <abbr title={t('releases.fieldData.inpLong')}>{t('releases.fieldData.columns.inp')}</abbr>
            </th>
            <th scope="col">
              {t('releases.fieldData.columns.perMinute')}
              <Legend />
            </th>
            <th scope="col">{t('releases.fieldData.columns.topErrors')}</th>
          </tr>
        </thead>
        <tbody>
          {inTableOrder(versions).map((figures) => {
            const errorRates = figures.series.map(minuteErrorRate);
            const lcp = figures.series.map((minute) => minute.lcpP75);
            const chartLabel = t('releases.fieldData.chart', {
              remote: figures.remote,
              version: figures.version,
              errorPeak: rate(peak(errorRates)),
              errorLast: rate(last(errorRates)),
              lcpPeak: ms(peak(lcp)),
              lcpLast: ms(last(lcp)),
            });
            return (
              <tr key={`${figures.remote}@${figures.version}`} data-testid="field-data-row" data-remote={figures.remote} data-version={figures.version}>
                <th scope="row">
                  <Box component="code" sx={{ fontSize: 'inherit' }}>{figures.remote}</Box>
                </th>
                <td>
                  <Box component="code" sx={{ fontSize: 'inherit' }} dir="ltr">{figures.version}</Box>
                </td>
                <td className="number">{format.count(figures.views)}</td>
                <td className="number">{format.count(figures.samples)}</td>
                <td className="number">{rate(figures.errorRate)}</td>
                <td className="number">{rate(figures.fallbackRate)}</td>
                <td className="number">{ms(figures.lcpP75)}</td>
                <td className="number">{ms(figures.inpP75)}</td>
                <td>{figures.series.length > 0 ? <MinuteChart series={figures.series} label={chartLabel} /> : MISSING}</td>
                <td>
                  {figures.topErrors.length > 0 ? (
                    <Box component="ol" data-testid="top-errors" sx={{ m: 0, paddingInlineStart: 2.5, minWidth: 220, maxWidth: 360, fontSize: '0.8125rem' }}>
                      {figures.topErrors.map((error) => (
                        <li key={error.message}>
                          <Box component="span" dir="auto" sx={{ overflowWrap: 'anywhere' }}>{error.message}</Box>{' '}
                          <Box component="span" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>{t('releases.fieldData.reports', { count: format.count(error.reports) })}</Box>
                        </li>
                      ))}
                    </Box>
                  ) : (
                    MISSING
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </Box>
    </Box>
  );
}
