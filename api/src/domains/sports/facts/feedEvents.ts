// A provider's events against the ones stored for the match: which it tells again (kept, changed
// in place where it tells them differently), which are new, which it no longer tells (removed).
// An event with a key the provider keeps (an id, or the only one of its kind) is found by it. An
// event the provider gives no id for (`loose`: API-Football's goals, cards, substitutions) is
// found by its kind, side, player and time: the provider fills a player in after a while, moves a
// goal from 45' to 45+1' or from one scorer to another, and such an event must stay the one fans
// were alerted to, never be removed and added again.
import type { FeedEvent } from '../feeds/feedModel';

/** A stored event as the reconciliation reads it. */
export interface StoredFeedEvent {
  seq: number;
  key: string | null;
  type: string;
  side: string | null;
  minute: number;
  stoppage: number;
  player: string;
  playerId: string | null;
  digest: string | null;
}

/** Kinds one event can be told as: a goal becomes an own goal or a penalty on review, a straight red a second yellow. */
const FAMILY: Record<string, string> = { goal: 'goal', own_goal: 'goal', penalty: 'goal', red_card: 'sending_off', second_yellow: 'sending_off' };
const familyOf = (type: string) => FAMILY[type] ?? type;

/** How far apart, in minutes, one event may be told: stoppage time written as more minutes, a minute corrected. */
const LOOSE_MINUTES = 5;

const when = (event: { minute: number; stoppage: number }) => event.minute + event.stoppage;

/** The same player, or one side does not name one yet. */
function samePlayer(stored: StoredFeedEvent, event: FeedEvent): boolean {
  if (stored.playerId && event.playerId) return stored.playerId === event.playerId;
  if (!stored.player || !event.player) return true;
  return stored.player === event.player;
}

export interface Reconciled {
  /** Stored events told again, with the answer's telling. */
  kept: { stored: StoredFeedEvent; event: FeedEvent }[];
  /** Events stored for the first time. */
  fresh: FeedEvent[];
  /** Stored events the answer no longer tells. */
  removed: StoredFeedEvent[];
}

/**
 * `keepUntold`: the answer tells only what is new (a websocket's events), so a stored event it
 * does not name stays.
 */
export function reconcileEvents(stored: readonly StoredFeedEvent[], told: readonly FeedEvent[], keepUntold = false): Reconciled {
  const open = new Set(stored);
  const kept: Reconciled['kept'] = [];
  const fresh: FeedEvent[] = [];
  const byKey = new Map(stored.filter((event) => event.key !== null).map((event) => [event.key!, event]));
  const loose: FeedEvent[] = [];
  for (const event of told) {
    if (event.loose) {
      loose.push(event);
      continue;
    }
    const match = byKey.get(event.key);
    if (match && open.has(match)) {
      open.delete(match);
      kept.push({ stored: match, event });
    } else fresh.push(event);
  }
  // Loose events: the same player first, then the nearest in time, each stored event taken once.
  for (const event of loose) {
    let best: StoredFeedEvent | null = null;
    let bestScore = Infinity;
    for (const candidate of open) {
      if (familyOf(candidate.type) !== familyOf(event.type) || candidate.side !== event.side || !samePlayer(candidate, event)) continue;
      const apart = Math.abs(when(candidate) - when(event));
      if (apart > LOOSE_MINUTES) continue;
      // Prefer the same player named on both sides, then the nearest minute, then the first stored.
      const named = (candidate.playerId !== null && candidate.playerId === event.playerId) || (candidate.player !== '' && candidate.player === event.player) ? 0 : 0.5;
      const score = apart + named + candidate.seq / 1e9;
      if (score < bestScore) {
        best = candidate;
        bestScore = score;
      }
    }
    if (best) {
      open.delete(best);
      kept.push({ stored: best, event });
    } else fresh.push(event);
  }
  return { kept, fresh, removed: keepUntold ? [] : [...open] };
}

/** A key no stored event has yet: the event's own, with a count where that is taken. */
export function freeKey(key: string, taken: ReadonlySet<string>): string {
  if (!taken.has(key)) return key;
  for (let count = 2; ; count += 1) if (!taken.has(`${key}#${count}`)) return `${key}#${count}`;
}
