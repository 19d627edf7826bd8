// Web Vitals kept as histograms per minute (migration 031): log-spaced buckets 5% wide, so the
// histograms of any span add up bucket by bucket, and a percentile read from the sum is the true
// one to within one bucket: the answer is the bucket's middle (on the log scale), at most about
// 2.5% from any value in it. CLS (unitless, 0–1 mostly) is scaled by 1000 into the same buckets;
// the +1 lets 0 have a bucket.
import type { RumMetric } from '@matchday/contracts/rum/contract';

/** Each bucket's upper edge is 1.05 times its lower one (both plus one). */
export const BUCKET_GROWTH = 1.05;
const LOG_GROWTH = Math.log(BUCKET_GROWTH);

const scaleOf = (metric: RumMetric) => (metric === 'CLS' ? 1000 : 1);

export const bucketOf = (metric: RumMetric, value: number): number => Math.floor(Math.log(value * scaleOf(metric) + 1) / LOG_GROWTH);

/** The middle of a bucket on the log scale, in the metric's unit. */
export const bucketValue = (metric: RumMetric, bucket: number): number => (Math.exp((bucket + 0.5) * LOG_GROWTH) - 1) / scaleOf(metric);

export interface BucketCount {
  bucket: number;
  samples: number;
}

/** The `share` percentile (0–1, nearest rank) of summed buckets; null without samples. */
export function percentileOf(metric: RumMetric, buckets: readonly BucketCount[], share = 0.75): number | null {
  const total = buckets.reduce((sum, entry) => sum + entry.samples, 0);
  if (total === 0) return null;
  const rank = Math.ceil(total * share);
  let seen = 0;
  for (const entry of [...buckets].sort((a, b) => a.bucket - b.bucket)) {
    seen += entry.samples;
    if (seen >= rank) return bucketValue(metric, entry.bucket);
  }
  return null;
}
