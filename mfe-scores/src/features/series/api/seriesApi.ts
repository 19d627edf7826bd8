// The series pages' reads of the sports api: the catalogue of competitions, and one
// competition's season as tables, knockout rounds and its schedule (by keyset, a page at a
// time). Public reads.
import { SPORTS_PATHS } from '@matchday/contracts/sports/contract';
import type { BracketRound, CompetitionSummary, MatchSummary, Sport, StandingsTable } from '@matchday/contracts/sports/contract';
import type { CursorPage } from '@matchday/contracts/http/paging';
import { readPublic } from '@matchday/shared/http/publicHttp';

/** Matches on one page of a schedule. */
export const SCHEDULE_PAGE_SIZE = 20;

export function loadCompetitions(sport?: Sport): Promise<CompetitionSummary[]> {
  return readPublic(SPORTS_PATHS.competitions, { params: sport ? { sport } : {} });
}

const seasonParams = (season: string | null) => (season ? { season } : {});

export function loadStandings(competitionId: string, season: string | null): Promise<StandingsTable[]> {
  return readPublic(SPORTS_PATHS.standings, { path: { id: competitionId }, params: seasonParams(season) });
}

export function loadBracket(competitionId: string, season: string | null): Promise<BracketRound[]> {
  return readPublic(SPORTS_PATHS.bracket, { path: { id: competitionId }, params: seasonParams(season) });
}

/** The season's matches after `cursor` (null: from its first kick-off). */
export function loadSchedule(competitionId: string, season: string | null, cursor: string | null): Promise<CursorPage<MatchSummary>> {
  return readPublic(SPORTS_PATHS.schedule, { path: { id: competitionId }, params: { ...seasonParams(season), pageSize: SCHEDULE_PAGE_SIZE, ...(cursor ? { cursor } : {}) } });
}
