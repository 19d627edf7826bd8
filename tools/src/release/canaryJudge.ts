// The judgement of a canary against its stable version over the same minutes, from field data.
//
// Rates (error: uncaught errors and error pages per view; fallback: fallbacks per view) are
// compared with a one-sided two-proportion z-test on the pooled rate: the canary is worse when its
// rate is above the stable one's by more than `rateMargin` AND z ≥ `zThreshold` (2.58: a stable
// version that is as good would look this much worse by chance about once in 200 judgements).
// Errors past one a view are counted as one (a page that throws twice is one bad view), so a rate
// is a proportion. Speed: the canary is worse when its p75 LCP or INP is above the stable one's
// times `vitalRatio`. Nothing is judged on fewer than `minViews` views (or `minVitalSamples`
// samples of a vital) on either side: the canary waits.
import type { RumVersionFigures } from '@matchday/shared/api/rum';

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
  const vitals: [CanaryFinding['measure'], number | null, number | null, number, number][] = [
    ['p75 LCP', canary.lcpP75, stable.lcpP75, canary.lcpSamples, stable.lcpSamples],
    ['p75 INP', canary.inpP75, stable.inpP75, canary.inpSamples, stable.inpSamples],
  ];
  let vitalsJudged = 0;
  for (const [measure, canaryP75, stableP75, canarySamples, stableSamples] of vitals) {
    if (canaryP75 === null || stableP75 === null || canarySamples < policy.minVitalSamples || stableSamples < policy.minVitalSamples || stableP75 <= 0) continue;
    vitalsJudged += 1;
    const ratio = canaryP75 / stableP75;
    if (ratio > policy.vitalRatio) findings.push({ measure, canary: canaryP75, stable: stableP75, statistic: ratio });
  }
  if (findings.length > 0)
    return {
      verdict: 'rollback',
      findings,
      reason: findings
        .map((finding) =>
          finding.measure.endsWith('rate')
            ? `${finding.measure} ${percent(finding.canary)} against ${percent(finding.stable)} (z = ${finding.statistic.toFixed(2)}, ${canary.views} and ${stable.views} views)`
            : `${finding.measure} ${Math.round(finding.canary)} ms against ${Math.round(finding.stable)} ms (×${finding.statistic.toFixed(2)})`,
        )
        .join('; '),
    };
  if (!enoughViews) return { verdict: 'waiting', reason: `${canary.views} and ${stable.views} views so far; ${policy.minViews} each are needed` };
  return { verdict: 'healthy', reason: `no worse than the stable version on ${canary.views} and ${stable.views} views${vitalsJudged > 0 ? ` and ${vitalsJudged} vital(s)` : ''}` };
}
