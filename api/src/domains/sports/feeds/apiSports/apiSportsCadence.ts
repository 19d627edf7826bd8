// How often API-Sports is read, from the plan's day and what is being played: pure, so the feed
// and `npm run bench:feeds` compute the same cadence.
//
// A live round costs one request (`fixtures?live=`, every match in play with its score and
// events) while more than twenty matches may be in play, plus every `DETAIL_EVERY`-th round the
// matches' details (`fixtures?ids=`, twenty a request: statistics, line-ups, players and their
// ratings). With twenty or fewer in play one `ids=` read per round gives both at once. What is
// left of the day's plan (a share kept for fixtures, odds and corrections) is spread over the play
// still to come today, never faster than the settings allow.

const MINUTE = 60_000;
/** A match may be in play from its kick-off until this long after it (extra time, delays). */
export const PLAY_WINDOW_MS = 3 * 60 * MINUTE;
/** API-Football's `ids` takes twenty fixtures at most. */
export const IDS_PER_REQUEST = 20;
/** Live rounds per details round while the live list and the details are read apart. */
export const DETAIL_EVERY = 4;
/** The day's share kept for scheduled reads (fixtures, odds, injuries, standings, corrections). */
export const SCHEDULED_SHARE = 0.2;
const LONGEST_LIVE_WAIT_MS = 30 * MINUTE;

/** Requests a live round costs on average with this many matches in play. */
export function requestsPerLiveRound(inPlay: number): number {
  if (inPlay <= IDS_PER_REQUEST) return 1;
  return 1 + Math.ceil(inPlay / IDS_PER_REQUEST) / DETAIL_EVERY;
}

export interface LiveWaitInput {
  now: Date;
  perDay: number;
  usedToday: number;
  /** Kick-offs of the fixtures known, in milliseconds. */
  kickOffs: readonly number[];
  /** Matches that may be in play now. */
  inPlay: number;
  livePollSeconds: number;
}

/** Milliseconds of play left today: the union of the known kick-offs' windows from now to midnight (UTC). */
export function playLeftToday(now: Date, kickOffs: readonly number[]): number {
  const at = now.getTime();
  const endOfDay = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  const windows = kickOffs
    .map((kickOff) => [Math.max(kickOff, at), Math.min(kickOff + PLAY_WINDOW_MS, endOfDay)] as const)
    .filter(([from, to]) => to > from)
    .sort((a, b) => a[0] - b[0]);
  let left = 0;
  let reached = at;
  for (const [from, to] of windows) {
    const start = Math.max(from, reached);
    if (to > start) left += to - start;
    reached = Math.max(reached, to);
  }
  return left;
}

/** The wait before the next live round. */
export function liveWait(input: LiveWaitInput): number {
  const left = Math.max(1, input.perDay - input.usedToday - Math.ceil(input.perDay * SCHEDULED_SHARE));
  const endOfDay = Date.UTC(input.now.getUTCFullYear(), input.now.getUTCMonth(), input.now.getUTCDate() + 1);
  const play = playLeftToday(input.now, input.kickOffs);
  const spread = ((play > 0 ? play : endOfDay - input.now.getTime()) * requestsPerLiveRound(input.inPlay)) / left;
  return Math.max(input.livePollSeconds * 1000, Math.min(spread, LONGEST_LIVE_WAIT_MS));
}

/** How fresh a fan's live score and statistics are at this cadence (the wait, at worst, between two reads). */
export function freshness(wait: number, inPlay: number): { scoreMs: number; statsMs: number } {
  return { scoreMs: wait, statsMs: inPlay <= IDS_PER_REQUEST ? wait : wait * DETAIL_EVERY };
}
