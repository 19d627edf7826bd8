import type { RumVersionFigures } from '@matchday/shared/api/rum';
import { judgeCanary, twoProportionZ } from './canaryJudge';

const figures = (version: string, overrides: Partial<RumVersionFigures> = {}): RumVersionFigures => ({
  remote: 'news',
  version,
  views: 100,
  samples: 300,
  errors: 0,
  crashes: 0,
  fallbacks: 0,
  chunkFailures: 0,
  errorRate: 0,
  fallbackRate: 0,
  lcpP75: 1800,
  inpP75: 120,
  lcpSamples: 90,
  inpSamples: 40,
  series: [],
  ...overrides,
});

describe('the two-proportion z statistic', () => {
  it('matches a worked example and is 0 when neither side has a case', () => {
    // 30/100 against 10/100: pooled 0.2, se = sqrt(0.2·0.8·0.02) = 0.0566, z = 0.2/0.0566 = 3.54.
    expect(twoProportionZ(30, 100, 10, 100)).toBeCloseTo(3.536, 2);
    expect(twoProportionZ(0, 50, 0, 80)).toBe(0);
    expect(twoProportionZ(5, 100, 5, 100)).toBe(0);
  });
});

describe('judging a canary against its stable version', () => {
  it('rolls back a canary that throws on half its mounts, saying why with the figures', () => {
    const verdict = judgeCanary(figures('1.7.0', { views: 30, crashes: 15 }), figures('1.6.0', { views: 70 }));
    expect(verdict.verdict).toBe('rollback');
    expect(verdict.reason).toMatch(/^error rate 50\.0% against 0\.0% \(z = \d+\.\d\d, 30 and 70 views\)$/);
  });

  it('waits with too few views, however bad they look', () => {
    expect(judgeCanary(figures('1.7.0', { views: 5, crashes: 5 }), figures('1.6.0')).verdict).toBe('waiting');
  });

  it('does not act on a difference within the margin or one chance explains', () => {
    // 3% against 2%: within two points.
    expect(judgeCanary(figures('1.7.0', { errors: 3 }), figures('1.6.0', { errors: 2 })).verdict).toBe('healthy');
    // 6/40 against 2/40: 10 points, but z = 1.55.
    expect(judgeCanary(figures('1.7.0', { views: 40, errors: 6 }), figures('1.6.0', { views: 40, errors: 2 })).verdict).toBe('healthy');
  });

  it('counts a view that threw twice as one bad view', () => {
    const verdict = judgeCanary(figures('1.7.0', { views: 20, errors: 400 }), figures('1.6.0', { views: 20 }));
    expect(verdict.verdict === 'rollback' && verdict.findings[0]).toMatchObject({ measure: 'error rate', canary: 1 });
  });

  it('rolls back on fallbacks, and on a p75 LCP or INP worse by more than the ratio with enough samples', () => {
    expect(judgeCanary(figures('1.7.0', { fallbacks: 20 }), figures('1.6.0', { fallbacks: 1 })).reason).toMatch(/^fallback rate 20\.0% against 1\.0%/);
    const slow = judgeCanary(figures('1.7.0', { lcpP75: 2400 }), figures('1.6.0'));
    expect(slow.reason).toBe('p75 LCP 2400 ms against 1800 ms (×1.33)');
    expect(judgeCanary(figures('1.7.0', { lcpP75: 2200 }), figures('1.6.0')).verdict).toBe('healthy');
    expect(judgeCanary(figures('1.7.0', { inpP75: 400, inpSamples: 10 }), figures('1.6.0')).verdict).toBe('healthy');
  });
});
