// The match centre's reads of the sports api besides match lists (those are live feeds) and the
// competitions (src/api/competitions.ts); public reads, so they go through the page's reader of
// public data. Answers are the api's own types.
import { SPORTS_PATHS } from '@matchday/shared/api/paths';
import { SEARCH_MAX_LENGTH, type CalendarDay, type SearchResults, type Sport } from '@matchday/shared/api/sports';
import { readPublic } from '@matchday/shared/http/publicHttp';
import { browserTimeZone } from '@matchday/shared/format/format';

export async function loadCalendar(from: string, to: string, sport?: Sport): Promise<CalendarDay[]> {
  return readPublic<CalendarDay[]>(SPORTS_PATHS.calendar, { from, to, tz: browserTimeZone(), ...(sport ? { sport } : {}) });
}

export async function searchSports(text: string): Promise<SearchResults> {
  return readPublic<SearchResults>(SPORTS_PATHS.search, { q: text.trim().slice(0, SEARCH_MAX_LENGTH) });
}
