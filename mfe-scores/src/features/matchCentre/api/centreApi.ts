// The match centre's reads of the sports api besides match lists (those are live feeds): the
// date strip's calendar, search, the competitions of the filter and a starred match's overview.
// Public reads, so they go through the page's reader of public data.
import { SPORTS_PATHS } from '@matchday/contracts/sports/contract';
import { type CalendarDay, type CompetitionSummary, type MatchOverview, SEARCH_MAX_LENGTH, type SearchResults, type Sport } from '@matchday/contracts/sports/contract';
import { readPublic } from '@matchday/shared/http/publicHttp';
import { browserTimeZone } from '@matchday/shared/format/format';

export async function loadCalendar(from: string, to: string, sport?: Sport): Promise<CalendarDay[]> {
  return readPublic(SPORTS_PATHS.calendar, { params: { from, to, tz: browserTimeZone(), ...(sport ? { sport } : {}) } });
}

export async function searchSports(text: string): Promise<SearchResults> {
  return readPublic(SPORTS_PATHS.search, { params: { q: text.trim().slice(0, SEARCH_MAX_LENGTH) } });
}

export function loadCompetitions(sport?: Sport): Promise<CompetitionSummary[]> {
  return readPublic(SPORTS_PATHS.competitions, { params: sport ? { sport } : {} });
}

export function loadMatchOverview(matchId: string): Promise<MatchOverview> {
  return readPublic(SPORTS_PATHS.match, { path: { id: matchId } });
}
