// The arithmetic of `npm run bench:live`, kept apart from the browser so it can be tested:
// percentiles, pairing a row's text change in the DOM with the realtime message that caused it,
// and frame statistics from requestAnimationFrame timestamps.

/** The nearest-rank percentile (`p` in 0..100) of some numbers; NaN when there are none. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

export const median = (values: readonly number[]) => percentile(values, 50);

/** A scores message as the page received it: the api's send time and the matches it carried. */
export interface ReceivedMessage {
  sentAt: number;
  receivedAt: number;
  /** `[match id, version]` of every match in the message. */
  matches: [string, number][];
}

/** A row whose clock or score text changed, and when (same clock as `sentAt`). */
export interface RowChange {
  id: string;
  at: number;
}

export interface PairedLatencies {
  latencies: number[];
  /** Changes with no message for their match received before them, or whose message was already paired. */
  unpaired: number;
}

/**
 * Each change's latency: its time minus the `sentAt` of the newest message for that match
 * received before it. A message explains one change at most; a second change it would explain
 * (a row drawn again with nothing new) counts as unpaired.
 */
export function pairLatencies(messages: readonly ReceivedMessage[], changes: readonly RowChange[]): PairedLatencies {
  const byMatch = new Map<string, { sentAt: number; receivedAt: number; key: number }[]>();
  messages.forEach((message, index) => {
    for (const [id] of message.matches) {
      const list = byMatch.get(id) ?? [];
      list.push({ sentAt: message.sentAt, receivedAt: message.receivedAt, key: index });
      byMatch.set(id, list);
    }
  });
  for (const list of byMatch.values()) list.sort((a, b) => a.receivedAt - b.receivedAt);
  const used = new Set<string>();
  const latencies: number[] = [];
  let unpaired = 0;
  for (const change of [...changes].sort((a, b) => a.at - b.at)) {
    const list = byMatch.get(change.id) ?? [];
    let newest: (typeof list)[number] | undefined;
    for (const message of list) {
      if (message.receivedAt > change.at) break;
      newest = message;
    }
    const usedKey = newest && `${change.id}#${newest.key}`;
    if (!newest || used.has(usedKey!)) {
      unpaired += 1;
      continue;
    }
    used.add(usedKey!);
    latencies.push(change.at - newest.sentAt);
  }
  return { latencies, unpaired };
}

export interface FrameStats {
  frames: number;
  fps: number;
  /** Frames that took longer than `slowMs` (gaps between consecutive callbacks). */
  slowFrames: number;
  longestMs: number;
}

/** Frame rate and slow frames from the timestamps of consecutive requestAnimationFrame callbacks. */
export function frameStats(timestamps: readonly number[], slowMs = 33): FrameStats {
  if (timestamps.length < 2) return { frames: timestamps.length, fps: 0, slowFrames: 0, longestMs: 0 };
  let slowFrames = 0;
  let longestMs = 0;
  for (let index = 1; index < timestamps.length; index += 1) {
    const gap = timestamps[index]! - timestamps[index - 1]!;
    if (gap > slowMs) slowFrames += 1;
    longestMs = Math.max(longestMs, gap);
  }
  const frames = timestamps.length - 1;
  return { frames, fps: (frames * 1000) / (timestamps.at(-1)! - timestamps[0]!), slowFrames, longestMs };
}
