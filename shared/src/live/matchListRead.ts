// The api reads behind a match list's page and a match's page: one place, for the page's reader
// and for the shell's server, which reads a first screen's data before the page's scripts run
// (firstReads.ts).
import type { MatchSummary } from '@matchday/contracts/sports/contract';
import type { MatchListQuery } from '@matchday/contracts/sports/schemas';
import { SPORTS_PATHS } from '@matchday/contracts/sports/contract';
import { MATCH_LIST_PAGE_SIZE } from '@matchday/contracts/constants';

export type MatchListFilter = Omit<Partial<MatchListQuery>, 'page' | 'pageSize' | 'tz'>;

/**
 * Whether a match that went live belongs to a live list: live, of the list's sport, discipline
 * and competition (the score channels carry every match of a sport).
 */
export function fitsLiveList(filter: MatchListFilter, match: MatchSummary): boolean {
  const { sport = match.sport, discipline = match.discipline, competition = match.competition.id } = filter;
  return match.status === 'live' && sport === match.sport && discipline === match.discipline && String(competition) === match.competition.id;
}

/** A page of a list in a time zone (the api counts "today" in it). */
export function matchListRead(filter: MatchListFilter, page: number, timeZone: string) {
  return { pattern: SPORTS_PATHS.matches, params: { ...filter, tz: timeZone, page, pageSize: MATCH_LIST_PAGE_SIZE } };
}

/** How many events are read at once; a long match is read in a few requests. */
export const MATCH_EVENTS_PAGE = 500;

/** A match's overview, and a page of its events after `after` (a sequence number). */
export const matchReads = {
  overview: (matchId: string) => ({ pattern: SPORTS_PATHS.match, path: { id: matchId } }),
  events: (matchId: string, after: number) => ({ pattern: SPORTS_PATHS.events, path: { id: matchId }, params: { after, limit: MATCH_EVENTS_PAGE } }),
};
