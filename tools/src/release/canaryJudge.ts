// The judgement of a canary against its stable version over the same minutes, from field data.
//
// Rates (error: uncaught errors and error pages per view; fallback: fallbacks per view) are
// compared with a one-sided two-proportion z-test on the pooled rate: the canary is worse when its
// rate is above the stable one's by more than `rateMargin` AND z ≥ `zThreshold` (2.58: a stable
// version that is as good would look this much worse by chance about once in 200 judgements).
// Errors past one a view are counted as one (a page that throws twice is one bad view), so a rate
// is a proportion. Speed: the canary is worse when its p75 LCP or INP is above the stable one's
// times `vitalRatio` AND that is more than chance: a quantile test on the vitals' histograms —
// the share of the canary's samples over the stable version's p75 against the stable's own share
// over it (a quarter, or less with ties), by the same one-sided two-proportion z ≥ `zThreshold`
// (a p75 read from a handful of page loads on a busy machine can be ×1.5 by itself). Nothing is
// judged on fewer than `minViews` views (or `minVitalSamples` samples of a vital) on either side:
// the canary waits.
import type { RumVersionFigures, RumVitalBucket } from '@matchday/contracts/rum/contract';

export interface CanaryPolicy {
  minViews: number;
  minVitalSamples: number;
  /** Absolute rate difference (0.02: two points) below which a difference is not acted on. */
  rateMargin: number;
  zThreshold: number;
  vitalRatio: number;
}

export const CANARY_POLICY: CanaryPolicy = { minViews: 20, minVitalSamples: 20, rateMargin: 0.02, zThreshold: 2.58, vitalRatio: 1.25 };

export interface CanaryFinding {
  measure: 'error rate' | 'fallback rate' | 'p75 LCP' | 'p75 INP';
  canary: number;
  stable: number;
  /** The z statistic for a rate; the ratio canary/stable for a vital. */
  statistic: number;
  /** For a vital: samples over the stable version's p75 on each side, and the test's z. */
  overStableP75?: { canary: number; canarySamples: number; stable: number; stableSamples: number; z: number };
}

export type CanaryVerdict =
  | { verdict: 'rollback'; findings: CanaryFinding[]; reason: string }
  | { verdict: 'healthy'; reason: string }
  | { verdict: 'waiting'; reason: string };

/** One-sided z of a two-proportion test (pooled); 0 when neither side has a case. */
export function twoProportionZ(canaryCases: number, canaryTotal: number, stableCases: number, stableTotal: number): number {
  const pooled = (canaryCases + stableCases) / (canaryTotal + stableTotal);
  if (pooled === 0 || pooled === 1) return 0;
  const standardError = Math.sqrt(pooled * (1 - pooled) * (1 / canaryTotal + 1 / stableTotal));
  return (canaryCases / canaryTotal - stableCases / stableTotal) / standardError;
}

const percent = (rate: number) => `${(rate * 100).toFixed(1)}%`;

/** The nearest-rank `share` quantile's bucket of a histogram; null without samples. */
export function quantileBucket(buckets: readonly RumVitalBucket[], share: number): number | null {
  const sorted = [...buckets].sort((a, b) => a.bucket - b.bucket);
  const total = sorted.reduce((sum, entry) => sum + entry.samples, 0);
  if (total === 0) return null;
  const rank = Math.ceil(total * share);
  let seen = 0;
  for (const entry of sorted) {
    seen += entry.samples;
    if (seen >= rank) return entry.bucket;
  }
  return null;
}

const samplesOver = (buckets: readonly RumVitalBucket[], edge: number) => buckets.reduce((sum, entry) => sum + (entry.bucket > edge ? entry.samples : 0), 0);

export function judgeCanary(canary: RumVersionFigures, stable: RumVersionFigures, policy: CanaryPolicy = CANARY_POLICY): CanaryVerdict {
  const findings: CanaryFinding[] = [];
  const enoughViews = canary.views >= policy.minViews && stable.views >= policy.minViews;
  if (enoughViews) {
    const rates: [CanaryFinding['measure'], number, number][] = [
      ['error rate', Math.min(canary.errors + canary.crashes, canary.views), Math.min(stable.errors + stable.crashes, stable.views)],
      ['fallback rate', Math.min(canary.fallbacks, canary.views), Math.min(stable.fallbacks, stable.views)],
    ];
    for (const [measure, canaryCases, stableCases] of rates) {
      const canaryRate = canaryCases / canary.views;
      const stableRate = stableCases / stable.views;
      const z = twoProportionZ(canaryCases, canary.views, stableCases, stable.views);
      if (canaryRate - stableRate > policy.rateMargin && z >= policy.zThreshold) findings.push({ measure, canary: canaryRate, stable: stableRate, statistic: z });
    }
  }
  const vitals: [CanaryFinding['measure'], number | null, number | null, RumVitalBucket[] | undefined, RumVitalBucket[] | undefined][] = [
    ['p75 LCP', canary.lcpP75, stable.lcpP75, canary.lcpBuckets, stable.lcpBuckets],
    ['p75 INP', canary.inpP75, stable.inpP75, canary.inpBuckets, stable.inpBuckets],
  ];
  let vitalsJudged = 0;
  for (const [measure, canaryP75, stableP75, canaryBuckets, stableBuckets] of vitals) {
    // Without the histograms (a read that did not ask for them) a vital is not judged.
    if (canaryP75 === null || stableP75 === null || stableP75 <= 0 || !canaryBuckets || !stableBuckets) continue;
    const canarySamples = canaryBuckets.reduce((sum, entry) => sum + entry.samples, 0);
    const stableSamples = stableBuckets.reduce((sum, entry) => sum + entry.samples, 0);
    const edge = quantileBucket(stableBuckets, 0.75);
    if (edge === null || canarySamples < policy.minVitalSamples || stableSamples < policy.minVitalSamples) continue;
    vitalsJudged += 1;
    const ratio = canaryP75 / stableP75;
    const canaryOver = samplesOver(canaryBuckets, edge);
    const stableOver = samplesOver(stableBuckets, edge);
    const z = twoProportionZ(canaryOver, canarySamples, stableOver, stableSamples);
    if (ratio > policy.vitalRatio && z >= policy.zThreshold)
      findings.push({ measure, canary: canaryP75, stable: stableP75, statistic: ratio, overStableP75: { canary: canaryOver, canarySamples, stable: stableOver, stableSamples, z } });
  }
  if (findings.length > 0)
    return {
      verdict: 'rollback',
      findings,
      reason: findings
        .map((finding) =>
          finding.measure.endsWith('rate')
            ? `${finding.measure} ${percent(finding.canary)} against ${percent(finding.stable)} (z = ${finding.statistic.toFixed(2)}, ${canary.views} and ${stable.views} views)`
            : `${finding.measure} ${Math.round(finding.canary)} ms against ${Math.round(finding.stable)} ms (×${finding.statistic.toFixed(2)}; ` +
              `${finding.overStableP75!.canary} of ${finding.overStableP75!.canarySamples} samples over the stable p75 against ` +
              `${finding.overStableP75!.stable} of ${finding.overStableP75!.stableSamples}, z = ${finding.overStableP75!.z.toFixed(2)})`,
        )
        .join('; '),
    };
  if (!enoughViews) return { verdict: 'waiting', reason: `${canary.views} and ${stable.views} views so far; ${policy.minViews} each are needed` };
  return { verdict: 'healthy', reason: `no worse than the stable version on ${canary.views} and ${stable.views} views${vitalsJudged > 0 ? ` and ${vitalsJudged} vital(s)` : ''}` };
}
