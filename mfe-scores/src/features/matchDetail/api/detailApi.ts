// The match detail's reads of the sports api, one per tab; all public, read with fetch.
import { SPORTS_PATHS } from '@matchday/contracts/sports/contract';
import type { BracketRound, Discipline, HeadToHead, InjuryLine, MapSummary, MatchLineups, OddsLine, OddsMovement, PlayerStatLine, RankingKind, RankingRow, RecentRecord, StandingsTable } from '@matchday/contracts/sports/contract';
import type { OddsMarket } from '@matchday/contracts/sports/rules';
import { type Live, LIVE_PATHS } from '@matchday/contracts/lives/contract';
import { readPublic } from '@matchday/shared/http/publicHttp';

export const loadLineups = (matchId: string): Promise<MatchLineups> => readPublic(SPORTS_PATHS.lineups, { path: { id: matchId } });
export const loadPlayerStats = (matchId: string): Promise<PlayerStatLine[]> => readPublic(SPORTS_PATHS.playerStats, { path: { id: matchId } });
export const loadOdds = (matchId: string): Promise<OddsLine[]> => readPublic(SPORTS_PATHS.odds, { path: { id: matchId } });
export const loadHeadToHead = (matchId: string): Promise<HeadToHead> => readPublic(SPORTS_PATHS.headToHead, { path: { id: matchId } });
export const loadRecentRecord = (matchId: string): Promise<RecentRecord> => readPublic(SPORTS_PATHS.recentRecord, { path: { id: matchId } });
export const loadInjuries = (matchId: string): Promise<InjuryLine[]> => readPublic(SPORTS_PATHS.injuries, { path: { id: matchId } });
export const loadMaps = (matchId: string): Promise<MapSummary[]> => readPublic(SPORTS_PATHS.maps, { path: { id: matchId } });

export function loadOddsMovement(matchId: string, market: OddsMarket): Promise<OddsMovement[]> {
  return readPublic(SPORTS_PATHS.oddsMovement, { path: { id: matchId }, params: { market } });
}

export function loadRankings(discipline: Discipline, kind: RankingKind): Promise<RankingRow[]> {
  return readPublic(SPORTS_PATHS.rankings, { params: { discipline, kind, limit: 20 } });
}

/** The competition tabs: the match's season as tables and knockout rounds. */
export function loadStandings(competitionId: string, season: string | null): Promise<StandingsTable[]> {
  return readPublic(SPORTS_PATHS.standings, { path: { id: competitionId }, params: season ? { season } : {} });
}

export function loadBracket(competitionId: string, season: string | null): Promise<BracketRound[]> {
  return readPublic(SPORTS_PATHS.bracket, { path: { id: competitionId }, params: season ? { season } : {} });
}

/** The lives streamers are running on this match now (the api leaves ended ones out). */
export const loadMatchLives = (matchId: string): Promise<Live[]> => readPublic(LIVE_PATHS.matchLives, { path: { matchId } });
