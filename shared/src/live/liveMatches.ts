// The page's live match feeds: the read api through the page's public reader (no axios on a first
// visit), updates through the page's realtime connection, times asked for in the browser's zone.
import type { MatchEvent, MatchOverview, MatchSummary } from '@matchday/contracts/sports/contract';
import type { Page } from '@matchday/contracts/http/paging';
import { SPORTS_PATHS } from '@matchday/contracts/sports/contract';
import { browserTimeZone } from '@matchday/shared/format/format';
import { MATCH_LIST_PAGE_SIZE } from '@matchday/contracts/constants';
import { firstAnswer } from '@matchday/shared/firstScreen/firstAnswers';
import { readPublic } from '@matchday/shared/http/publicHttp';
import { watchChannel } from '@matchday/shared/realtime/realtime';
import { EMPTY_SCORED, watchMatch, watchMatchList, type MatchListState } from '@matchday/shared/live/matchFeed';
import { MATCH_EVENTS_PAGE, fitsLiveList, matchListRead, matchReads, type MatchListFilter } from '@matchday/shared/live/matchListRead';

/** A list stops growing here (five pages): no day of the engine comes near it. */
const LIST_MAX_PAGES = 5;

export type { MatchListFilter } from '@matchday/shared/live/matchListRead';

/** Every match of a list (all its pages), in the api's order: live first, then by time. */
export async function loadMatchList(filter: MatchListFilter): Promise<MatchSummary[]> {
  const matches: MatchSummary[] = [];
  for (let page = 1; page <= LIST_MAX_PAGES; page += 1) {
    const { pattern, params } = matchListRead(filter, page, browserTimeZone());
    const data = await readPublic(pattern, { params });
    matches.push(...data.items);
    if (matches.length >= data.total || data.items.length < MATCH_LIST_PAGE_SIZE) break;
  }
  return matches;
}

/**
 * The list as the page's first screen was drawn from it (its first page, embedded by the shell's
 * server), or null: the list's first render then needs no round trip. The feed still reads the
 * api and follows the channels; its answer replaces this one.
 */
export function firstMatchList(filter: MatchListFilter): MatchListState | null {
  const page = firstAnswer<Page<MatchSummary>>(matchListRead(filter, 1, browserTimeZone()));
  return page ? { status: 'ready', matches: page.items, scored: EMPTY_SCORED, error: null } : null;
}

/** A list that stays current; the live view takes matches as they go live and drops finished ones. */
export function liveMatchList(filter: MatchListFilter) {
  const live = filter.view === 'live' || filter.status === 'live';
  return watchMatchList({
    channel: watchChannel,
    sports: filter.sport ? [filter.sport] : undefined,
    load: () => loadMatchList(filter),
    admits: live ? (match) => fitsLiveList(filter, match) : undefined,
  });
}

export type { MatchOverview } from '@matchday/contracts/sports/contract';

export async function loadMatchEvents(matchId: string): Promise<MatchEvent[]> {
  const events: MatchEvent[] = [];
  for (;;) {
    const { pattern, ...read } = matchReads.events(matchId, events.at(-1)?.seq ?? 0);
    const data = await readPublic(pattern, read);
    events.push(...data);
    if (data.length < MATCH_EVENTS_PAGE) return events;
  }
}

/** One match that stays current, with every event so far. */
export function liveMatch(matchId: string) {
  return watchMatch<MatchOverview>({
    channel: watchChannel,
    matchId,
    load: async () => {
      const [overview, events] = await Promise.all([
        readPublic(SPORTS_PATHS.match, matchReads.overview(matchId)),
        loadMatchEvents(matchId),
      ]);
      return { detail: overview, events };
    },
  });
}
