// The live path from the api to a page, typed end to end: a match list and a match as RxJS
// observables that start from the read api, apply their channel's updates in order, and fetch
// again when the realtime server says too much was missed (`resync`) or the list is stale.
//
// Updates that arrive while the first answer is on its way are held and applied after it; a copy
// older than what is shown (its `version`) is ignored. Not yet covered: an update published after
// the first answer was read but before the server has the subscription is not replayed (the
// subscription asks for nothing before itself), so a page that subscribes late can show it only
// with the next update.
import { Observable, type Subscription } from 'rxjs';
import type { MatchEvent, MatchSummary, Sport } from '@matchday/contracts/sports/contract';
import { SPORTS } from '@matchday/contracts/sports/contract';
import { type ChannelName, channels, type PayloadOf } from '@matchday/contracts/realtime/protocol';
import type { WatchChannel } from '@matchday/shared/realtime/realtimeClient';

export type FeedStatus = 'loading' | 'ready' | 'error';

export interface MatchListState {
  status: FeedStatus;
  matches: MatchSummary[];
  /** Ids whose score changed with the last update (for a short highlight). */
  scored: ReadonlySet<string>;
  error: unknown;
}

export interface MatchState<D> {
  status: FeedStatus;
  /** The detail answer (overview), with `match` kept current by the channel. */
  detail: D | null;
  /** Every event so far, in order, without repeats. */
  events: MatchEvent[];
  error: unknown;
}

export interface FeedSources {
  channel: WatchChannel;
}

export interface MatchListFeedOptions extends FeedSources {
  /** The list's sports (their score channels are followed); all when not given. */
  sports?: readonly Sport[];
  /** Reads the list from the api. */
  load: () => Promise<MatchSummary[]>;
  /**
   * Whether an updated match belongs in the list: a live view takes a match that just went
   * live and lets go of one that finished. Without it only listed matches are updated.
   */
  admits?: (match: MatchSummary) => boolean;
}

/** No match scored just now. */
export const EMPTY_SCORED: ReadonlySet<string> = new Set();

/**
 * Applies a list update: newer copies replace listed matches (a listed match the list no longer
 * admits leaves it), and matches the list admits join it. The same array when nothing changed.
 */
export function applyListUpdate(
  matches: MatchSummary[],
  updated: readonly MatchSummary[],
  admits?: (match: MatchSummary) => boolean,
): { matches: MatchSummary[]; scored: Set<string> } {
  const newest = new Map<string, MatchSummary>();
  for (const match of updated) if ((newest.get(match.id)?.version ?? -1) < match.version) newest.set(match.id, match);
  const scored = new Set<string>();
  let changed = false;
  const next: MatchSummary[] = [];
  for (const current of matches) {
    const update = newest.get(current.id);
    newest.delete(current.id);
    if (!update || update.version <= current.version) {
      next.push(current);
      continue;
    }
    changed = true;
    if (current.homeScore !== update.homeScore || current.awayScore !== update.awayScore) scored.add(update.id);
    if (!admits || admits(update)) next.push(update);
  }
  if (admits)
    for (const update of newest.values())
      if (admits(update)) {
        next.push(update);
        changed = true;
      }
  return { matches: changed ? next : matches, scored };
}

/**
 * Appends the events not yet seen (by `seq`), keeping the order; replaces one told anew (a
 * scorer filled in, a minute or the score beside it corrected: it comes again with its number);
 * and drops those the provider took back (`removed`: a goal cancelled by VAR).
 */
export function mergeEvents(events: MatchEvent[], incoming: readonly MatchEvent[], removed: readonly number[] = []): MatchEvent[] {
  const gone = new Set(removed);
  let kept = gone.size > 0 && events.some((event) => gone.has(event.seq)) ? events.filter((event) => !gone.has(event.seq)) : events;
  const last = events.at(-1)?.seq ?? 0;
  const retold = new Map(incoming.filter((event) => event.seq <= last).map((event) => [event.seq, event]));
  if (retold.size > 0 && kept.some((event) => retold.has(event.seq) && JSON.stringify(event) !== JSON.stringify(retold.get(event.seq))))
    kept = kept.map((event) => retold.get(event.seq) ?? event);
  const fresh = incoming.filter((event) => event.seq > last && !gone.has(event.seq)).sort((a, b) => a.seq - b.seq);
  return fresh.length === 0 ? kept : [...kept, ...fresh];
}

interface Following {
  reload: () => void;
  stop: () => void;
}

/**
 * Runs `load` while following `names`: messages are held until the answer is in, then applied
 * in order; a `resync` starts over (a newer load makes an older answer void).
 */
function follow<C extends ChannelName, A>(
  names: readonly C[],
  sources: FeedSources,
  load: () => Promise<A>,
  loaded: (answer: A) => void,
  apply: (message: PayloadOf<C>) => void,
  fail: (error: unknown) => void,
): Following {
  let generation = 0;
  let held: PayloadOf<C>[] | null = [];
  const reload = () => {
    const mine = ++generation;
    held = [];
    load().then(
      (answer) => {
        if (mine !== generation) return;
        loaded(answer);
        const pending = held ?? [];
        held = null;
        for (const message of pending) apply(message);
      },
      (error: unknown) => {
        if (mine === generation) fail(error);
      },
    );
  };
  const subscriptions: Subscription[] = names.map((name) =>
    sources.channel(name).subscribe((event) => {
      if (event.type === 'resync') reload();
      else if (event.type === 'message') {
        if (held) held.push(event.data);
        else apply(event.data);
      }
    }),
  );
  reload();
  return {
    reload,
    stop() {
      generation += 1;
      for (const subscription of subscriptions) subscription.unsubscribe();
    },
  };
}

/** A match list that stays current: loading, then the list, updated live. */
export function watchMatchList(options: MatchListFeedOptions): Observable<MatchListState> & { retry: () => void } {
  let retry = () => undefined as void;
  const observable = new Observable<MatchListState>((subscriber) => {
    let state: MatchListState = { status: 'loading', matches: [], scored: EMPTY_SCORED, error: null };
    const emit = (next: MatchListState) => subscriber.next((state = next));
    emit(state);
    const names = (options.sports ?? SPORTS).map((sport) => channels.scores(sport));
    const following = follow(
      names,
      options,
      options.load,
      (matches) => emit({ status: 'ready', matches, scored: EMPTY_SCORED, error: null }),
      (update) => {
        const { matches, scored } = applyListUpdate(state.matches, update.matches, options.admits);
        if (matches !== state.matches) emit({ ...state, matches, scored: scored.size > 0 ? scored : EMPTY_SCORED });
      },
      (error) => emit({ ...state, status: state.matches.length > 0 ? 'ready' : 'error', error }),
    );
    retry = () => {
      if (state.status === 'error') emit({ ...state, status: 'loading', error: null });
      following.reload();
    };
    return () => following.stop();
  });
  return Object.assign(observable, { retry: () => retry() });
}

export interface MatchFeedOptions<D extends { match: MatchSummary }> extends FeedSources {
  matchId: string;
  /** Reads the match (its overview) and the events so far. */
  load: () => Promise<{ detail: D; events: MatchEvent[] }>;
}

/** One match that stays current: score, clock, status and events as they happen. */
export function watchMatch<D extends { match: MatchSummary }>(options: MatchFeedOptions<D>): Observable<MatchState<D>> & { retry: () => void } {
  let retry = () => undefined as void;
  const observable = new Observable<MatchState<D>>((subscriber) => {
    let state: MatchState<D> = { status: 'loading', detail: null, events: [], error: null };
    const emit = (next: MatchState<D>) => subscriber.next((state = next));
    emit(state);
    const following = follow(
      [channels.match(options.matchId)],
      options,
      options.load,
      ({ detail, events }) => emit({ status: 'ready', detail, events: mergeEvents([], events), error: null }),
      (update) => {
        if (!state.detail) return;
        const newer = update.match.version > state.detail.match.version;
        const events = mergeEvents(state.events, update.events, update.removedEvents);
        if (!newer && events === state.events) return;
        emit({ ...state, detail: newer ? { ...state.detail, match: update.match } : state.detail, events });
      },
      (error) => emit({ ...state, status: state.detail ? 'ready' : 'error', error }),
    );
    retry = () => {
      if (state.status === 'error') emit({ ...state, status: 'loading', error: null });
      following.reload();
    };
    return () => following.stop();
  });
  return Object.assign(observable, { retry: () => retry() });
}
