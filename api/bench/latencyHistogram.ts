// Delivery latencies as benchmarks count them: a bucket per millisecond, so millions of
// deliveries cost one array and a percentile is a walk along it.

/** The smallest latency (ms) at or under which `p` % of the `count` counted deliveries fall. */
export function histogramPercentile(histogram: ArrayLike<number>, count: number, p: number): number {
  const wanted = Math.ceil((p / 100) * count);
  let seen = 0;
  for (let ms = 0; ms < histogram.length; ms += 1) if ((seen += histogram[ms]!) >= wanted) return ms;
  return histogram.length - 1;
}
