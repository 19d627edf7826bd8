// The api read behind a match list's page: one place, for the page's reader and for the shell's
// server, which reads a first screen's list before the page's scripts run (firstReads.ts).
import type { MatchListQuery } from '@matchday/shared/api/schemas';
import { SPORTS_PATHS } from '@matchday/shared/api/paths';
import { MATCH_LIST_PAGE_SIZE } from '@matchday/shared/constants';

export type MatchListFilter = Omit<Partial<MatchListQuery>, 'page' | 'pageSize' | 'tz'>;

/** A page of a list in a time zone (the api counts "today" in it). */
export function matchListRead(filter: MatchListFilter, page: number, timeZone: string) {
  return { pattern: SPORTS_PATHS.matches, params: { ...filter, tz: timeZone, page, pageSize: MATCH_LIST_PAGE_SIZE } };
}
