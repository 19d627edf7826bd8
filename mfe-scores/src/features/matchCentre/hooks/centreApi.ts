// The match centre's reads of the sports api besides match lists (those are live feeds); public
// reads, so they go through the page's reader of public data.
import { SPORTS_PATHS } from '@matchday/shared/api/paths';
import type { MatchSummary, Sport } from '@matchday/shared/api/sports';
import { readPublic } from '@matchday/shared/http/publicHttp';
import { browserTimeZone } from '@matchday/shared/format/format';

/** A competition as `SPORTS_PATHS.competitions` lists it. */
export interface CompetitionEntry {
  id: string;
  sport: Sport;
  discipline: string;
  name: string;
  shortName: string;
  country: string;
  format: string;
  tier: number;
  seasons: string[];
}

/** One day of `SPORTS_PATHS.calendar`: its matches and how many are live. */
export interface CalendarDayCount {
  date: string;
  matches: number;
  live: number;
}

/** The answer of `SPORTS_PATHS.search`. */
export interface SearchAnswer {
  teams: { id: string; name: string; sport: Sport; discipline: string }[];
  competitions: { id: string; name: string; sport: Sport }[];
  matches: MatchSummary[];
}

/** The longest search the api takes. */
export const SEARCH_MAX_LENGTH = 60;

export async function loadCompetitions(sport?: Sport): Promise<CompetitionEntry[]> {
  return readPublic<CompetitionEntry[]>(SPORTS_PATHS.competitions, sport ? { sport } : {});
}

export async function loadCalendar(from: string, to: string, sport?: Sport): Promise<CalendarDayCount[]> {
  return readPublic<CalendarDayCount[]>(SPORTS_PATHS.calendar, { from, to, tz: browserTimeZone(), ...(sport ? { sport } : {}) });
}

export async function searchSports(text: string): Promise<SearchAnswer> {
  return readPublic<SearchAnswer>(SPORTS_PATHS.search, { q: text.trim().slice(0, SEARCH_MAX_LENGTH) });
}
