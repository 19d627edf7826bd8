import type { RumVersionFigures, RumVitalBucket } from '@matchday/contracts/rum/contract';
import { judgeCanary, quantileBucket, twoProportionZ } from './canaryJudge';

/** A histogram from [bucket, samples] pairs. */
const histogram = (...pairs: [number, number][]): RumVitalBucket[] => pairs.map(([bucket, samples]) => ({ bucket, samples }));
/** 90 LCP samples with a p75 in bucket 154 (about 1800 ms): 60 under it, 10 in it, 20 over it. */
const STABLE_LCP = histogram([140, 60], [154, 10], [160, 20]);

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
  topErrors: [],
  lcpBuckets: STABLE_LCP,
  inpBuckets: histogram([90, 30], [100, 10]),
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

  it('rolls back on fallbacks', () => {
    expect(judgeCanary(figures('1.7.0', { fallbacks: 20 }), figures('1.6.0', { fallbacks: 1 })).reason).toMatch(/^fallback rate 20\.0% against 1\.0%/);
  });

  it('rolls back on a p75 LCP worse by more than the ratio when more of its samples are over the stable p75 than chance explains', () => {
    // 60 of 90 over the stable p75 against 20 of 90: pooled 0.444, se = 0.0741, z = 0.444 / 0.0741 = 6.00.
    const slow = judgeCanary(figures('1.7.0', { lcpP75: 2400, lcpBuckets: histogram([140, 20], [154, 10], [160, 30], [170, 30]) }), figures('1.6.0'));
    expect(slow.reason).toBe('p75 LCP 2400 ms against 1800 ms (×1.33; 60 of 90 samples over the stable p75 against 20 of 90, z = 6.00)');
    expect(judgeCanary(figures('1.7.0', { lcpP75: 2200 }), figures('1.6.0')).verdict).toBe('healthy');
  });

  it('does not act on a slower p75 from a few samples, nor on a vital below its smallest sample or without histograms', () => {
    // ×1.48 as a busy machine gave it, but 5 of 8 over the stable p75 against 4 of 16: z = 1.79.
    const noisy = judgeCanary(
      figures('1.7.0', { lcpP75: 2282, lcpBuckets: histogram([140, 3], [160, 5]) }),
      figures('1.6.0', { lcpP75: 1544, lcpBuckets: histogram([140, 12], [160, 4]) }),
      { minViews: 5, minVitalSamples: 5, rateMargin: 0.02, zThreshold: 2.58, vitalRatio: 1.25 },
    );
    expect(noisy.verdict).toBe('healthy');
    expect(judgeCanary(figures('1.7.0', { inpP75: 400, inpBuckets: histogram([150, 10]) }), figures('1.6.0')).verdict).toBe('healthy');
    expect(judgeCanary(figures('1.7.0', { lcpP75: 2400, lcpBuckets: undefined }), figures('1.6.0')).verdict).toBe('healthy');
  });

  it("reads a histogram's quantile bucket by nearest rank", () => {
    expect(quantileBucket(STABLE_LCP, 0.75)).toBe(154);
    expect(quantileBucket(histogram([10, 3], [12, 1]), 0.75)).toBe(10);
    expect(quantileBucket([], 0.75)).toBeNull();
  });
});
