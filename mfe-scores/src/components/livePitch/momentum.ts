// Match momentum: how hard each side pressed, minute by minute, from the football events alone.
// Home pressure counts positive, away negative; a short moving average smooths single spikes so
// the graph reads as a trend rather than a bar per event.
import type { MatchEvent, MatchEventType } from '@matchday/contracts/sports/contract';

/** How much one event says about pressure; events not listed (cards, substitutions…) say nothing. */
export const PRESSURE_WEIGHTS: Partial<Record<MatchEventType, number>> = {
  goal: 10,
  penalty: 10,
  own_goal: 8,
  shot_on_target: 6,
  penalty_missed: 6,
  dangerous_attack: 3,
  corner: 2,
  shot_off_target: 2,
  free_kick: 1,
  offside: 1,
};

export interface MomentumPoint {
  minute: number;
  /** Smoothed pressure: above 0 the home side pressed, below 0 the away side. */
  pressure: number;
}

export interface MomentumOptions {
  /** Minutes the graph spans at least (a football match: 90). */
  minutes?: number;
  /** Minutes each side of a minute that the moving average takes in. */
  radius?: number;
}

/**
 * One point per minute from 0 to the last minute played (or `minutes`, if later). Stoppage time
 * counts toward the minute it is added to (45+2 is minute 45), so the axis never runs backwards.
 */
export function momentum(events: readonly MatchEvent[], options: MomentumOptions = {}): MomentumPoint[] {
  const radius = Math.max(0, Math.floor(options.radius ?? 2));
  let last = Math.max(0, Math.floor(options.minutes ?? 90));
  const raw = new Map<number, number>();
  for (const event of events) {
    const weight = PRESSURE_WEIGHTS[event.type];
    if (!weight || event.side === null) continue;
    const minute = Math.max(0, Math.floor(event.minute));
    last = Math.max(last, minute);
    raw.set(minute, (raw.get(minute) ?? 0) + (event.side === 'home' ? weight : -weight));
  }
  // Triangular weights: the minute itself counts most, its neighbours less the further they are.
  const points: MomentumPoint[] = [];
  for (let minute = 0; minute <= last; minute++) {
    let sum = 0;
    let weights = 0;
    for (let offset = -radius; offset <= radius; offset++) {
      const at = minute + offset;
      if (at < 0 || at > last) continue;
      const weight = radius + 1 - Math.abs(offset);
      sum += (raw.get(at) ?? 0) * weight;
      weights += weight;
    }
    points.push({ minute, pressure: weights === 0 ? 0 : sum / weights });
  }
  return points;
}
