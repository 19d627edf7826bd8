// An answer of the field-data figures as the api gives it (contracts/src/rum/contract.ts), for the tests.
import type { RumFiguresResponse, RumMinute, RumVersionFigures } from '@matchday/contracts/rum/contract';

const minute = (at: string, views: number, errors: number, lcpP75: number | null): RumMinute => ({ minute: at, views, errors, fallbacks: 0, lcpP75 });

const figures = (overrides: Partial<RumVersionFigures> & Pick<RumVersionFigures, 'remote' | 'version'>): RumVersionFigures => ({
  views: 0,
  samples: 0,
  errors: 0,
  crashes: 0,
  fallbacks: 0,
  chunkFailures: 0,
  errorRate: null,
  fallbackRate: null,
  lcpP75: null,
  inpP75: null,
  lcpSamples: 0,
  inpSamples: 0,
  series: [],
  topErrors: [],
  ...overrides,
});

/** Two versions of news (the canary first, as the api may send them) and the scores remote. */
export const FIGURES: RumFiguresResponse = {
  from: '2026-11-20T11:00:00Z',
  to: '2026-11-20T12:00:00Z',
  versions: [
    figures({
      remote: 'news',
      version: '2.4.0',
      views: 120,
      samples: 480,
      errors: 5,
      crashes: 1,
      fallbacks: 3,
      errorRate: 0.05,
      fallbackRate: 0.025,
      lcpP75: 3180,
      inpP75: 240,
      lcpSamples: 110,
      inpSamples: 60,
      series: [minute('2026-11-20T11:57:00Z', 40, 0, 2900), minute('2026-11-20T11:58:00Z', 40, 2, null), minute('2026-11-20T11:59:00Z', 40, 4, 3400)],
      topErrors: [
        { message: "Cannot read properties of undefined (reading 'cover')", reports: 1240 },
        { message: 'Request failed with status code 500', reports: 3 },
      ],
    }),
    figures({
      remote: 'news',
      version: '2.3.1',
      views: 12_840,
      samples: 51_200,
      errors: 26,
      crashes: 0,
      fallbacks: 4,
      errorRate: 0.002025,
      fallbackRate: 0.0003,
      lcpP75: 2140,
      inpP75: 96,
      lcpSamples: 12_000,
      inpSamples: 7000,
      series: [minute('2026-11-20T11:58:00Z', 6400, 13, 2100), minute('2026-11-20T11:59:00Z', 6440, 13, 2180)],
    }),
    // A remote with views but no vitals yet, and no minutes.
    figures({ remote: 'scores', version: '3.0.0', views: 0, samples: 2 }),
  ],
  dropped: { malformed: 3, flooded: 1250 },
};

export const NO_FIGURES: RumFiguresResponse = { from: '2026-11-20T11:45:00Z', to: '2026-11-20T12:00:00Z', versions: [], dropped: { malformed: 0, flooded: 0 } };
