// Which routes get a first screen from the shell's server, and the api reads it is drawn from.
// The reads are built by the same functions the pages read with, so the server's answers are
// found under the addresses the page would ask for. A route joins by an entry here and a
// renderer in its remote's first-screen build (see firstScreen.ts).
import { livesRead, programmesRead, roomRead } from '@matchday/contracts/lives/contract';
import { ITEM_ID } from '@matchday/contracts/http/ids';
import { articleListRead, articleRead } from '@matchday/contracts/news/contract';
import { blindBoxRead, planRead, RANKING_PERIODS, RANKING_SORTS, rankingRead, remarkListRead } from '@matchday/contracts/tips/contract';
import { planListRead } from '@matchday/contracts/tips/contract';
import { VIDEO_KINDS, videoListRead, videoRead } from '@matchday/contracts/videos/contract';
import type { FirstRead } from '@matchday/shared/firstScreen/firstAnswers';
import { SPORTS } from '@matchday/contracts/sports/rules';
import { centreOpeningList } from '@matchday/shared/live/matchCentreRead';
import { matchListRead, matchReads, type MatchListFilter } from '@matchday/shared/live/matchListRead';

export interface FirstReadContext {
  /** The address's query, as `location.search`. */
  search: string;
  timeZone: string;
}

/** The home page's tabs that are match lists, in their order (the first is the default). */
export const HOME_LIST_TABS = ['today', 'yesterday', 'tomorrow', 'live'] as const;
/** The home page's tabs after the lists: replays, then the hot matches (a list too). */
export const HOME_OTHER_TABS = ['video', 'hot'] as const;

/** The home tab an address shows: `?tab=`, the first tab for anything unknown. */
export function homeTab(search: string): string {
  const requested = new URLSearchParams(search).get('tab');
  return requested && ([...HOME_LIST_TABS, ...HOME_OTHER_TABS] as readonly string[]).includes(requested) ? requested : HOME_LIST_TABS[0];
}

/** The filter of a home tab's list; the video tab has none. */
export function homeListFilter(tab: string): MatchListFilter | null {
  return tab === 'video' ? null : { view: tab as NonNullable<MatchListFilter['view']> };
}

/** A match's or a plan's id as the api takes it (digits); anything else gets the skeleton and the api's answer. */
const NUMERIC_ID = /^\d{1,18}$/;

function matchPageReads({ search }: FirstReadContext): FirstRead[] | null {
  const id = new URLSearchParams(search).get('id');
  return id !== null && NUMERIC_ID.test(id) ? [matchReads.overview(id), matchReads.events(id, 0)] : null;
}

function liveRoomReads({ search }: FirstReadContext): FirstRead[] | null {
  const id = new URLSearchParams(search).get('id');
  return id !== null && ITEM_ID.test(id) ? [roomRead(id)] : null;
}

function plansScreenReads({ search }: FirstReadContext): FirstRead[] | null {
  const id = new URLSearchParams(search).get('id');
  if (id !== null && NUMERIC_ID.test(id)) return [planRead(id)];
  return [planListRead({ sport: oneOf(search, 'tab', SPORTS) }, null)];
}

const FIRST_READS: Record<string, (context: FirstReadContext) => FirstRead[] | null> = {
  home: ({ search, timeZone }) => {
    const filter = homeListFilter(homeTab(search));
    return filter ? [matchListRead(filter, 1, timeZone)] : null;
  },
  // The match centre's schedule or results day, under the address's filters; not its other tabs.
  match: ({ search, timeZone }) => {
    const filter = centreOpeningList(search, timeZone);
    return filter ? [matchListRead(filter, 1, timeZone)] : null;
  },
  // A match's page (desktop and phone): its overview and its first page of events.
  detail: matchPageReads,
  mDetail: matchPageReads,
  // The latest articles, of a sport's tab or of a team; or an article (`?id=`).
  news: ({ search }) => {
    const params = new URLSearchParams(search);
    const team = params.get('team');
    const id = params.get('id');
    if (id !== null && ITEM_ID.test(id)) return [articleRead(id)];
    if (team !== null) return ITEM_ID.test(team) ? [articleListRead({ team }, null)] : null;
    const sport = SPORTS.find((value) => value === params.get('tab'));
    return [articleListRead(sport ? { sport } : {}, null)];
  },
  // The replays and highlights of a sport's tab and a kind; or a video (`?id=`).
  video: ({ search }) => {
    const id = new URLSearchParams(search).get('id');
    if (id !== null && ITEM_ID.test(id)) return [videoRead(id)];
    return [videoListRead({ sport: oneOf(search, 'tab', SPORTS), kind: oneOf(search, 'kind', VIDEO_KINDS) }, null)];
  },
  // The tipster ranking of a period's tab, in its first sort; a tipster's page (`?expert=`) has none.
  ranking: ({ search }) =>
    new URLSearchParams(search).get('expert') !== null ? null : [rankingRead(oneOf(search, 'tab', RANKING_PERIODS) ?? RANKING_PERIODS[0], RANKING_SORTS[0])],
  remark: () => [remarkListRead(null)],
  // Signing in reads nothing: the form as the remote draws it (a form screen, below).
  login: () => [],
  // Plans on sale of a sport's tab, with no filter chosen, or a plan (`?id=`): a visitor's screens.
  plan: plansScreenReads,
  mPlan: plansScreenReads,
  box: () => [blindBoxRead()],
  // A live room (`?id=`; its lookup by match has none): a visitor's screen.
  live: liveRoomReads,
  mLive: liveRoomReads,
  // Who is live and the lives coming up, of a sport's tab.
  streamer: ({ search }) => {
    const sport = oneOf(search, 'tab', SPORTS);
    return [livesRead(sport), programmesRead(sport)];
  },
};

/** The value of `?<param>=` when it is one of `values`, else undefined (a page's tab: its first). */
function oneOf<T extends string>(search: string, param: string, values: readonly T[]): T | undefined {
  const requested = new URLSearchParams(search).get(param);
  return values.find((value) => value === requested);
}

/** Routes whose first screen depends on who asks (and the sign-in form): the server's, a visitor's, is shown to visitors only. */
const VISITOR_SCREENS: ReadonlySet<string> = new Set(['plan', 'mPlan', 'box', 'live', 'mLive', 'login']);

/** Whether a route's first screen is a visitor's (firstScreen.ts, VISITOR_SCREEN_ATTRIBUTE). */
export function isVisitorScreen(routeId: string): boolean {
  return VISITOR_SCREENS.has(routeId);
}

/**
 * Routes whose first screen is a form: it is shown inert (seen, not typed into), since what a fan
 * typed into the server's copy would be lost when the remote's page takes its place.
 */
const FORM_SCREENS: ReadonlySet<string> = new Set(['login']);

/** Whether a route's first screen is shown inert until the remote's page replaces it. */
export function isFormScreen(routeId: string): boolean {
  return FORM_SCREENS.has(routeId);
}

/** The reads of a route's first screen, or null when it has none (the frame's skeleton then). */
export function firstReadsFor(routeId: string, context: FirstReadContext): FirstRead[] | null {
  return Object.hasOwn(FIRST_READS, routeId) ? FIRST_READS[routeId]!(context) : null;
}
