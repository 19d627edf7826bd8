// The match detail's reads of the sports api, one per tab; all public, read with fetch.
import { SPORTS_PATHS, pathTo } from '@matchday/shared/api/paths';
import type {
  Discipline,
  HeadToHead,
  InjuryLine,
  MapSummary,
  MatchLineups,
  OddsLine,
  OddsMarket,
  OddsMovement,
  PlayerStatLine,
  RankingKind,
  RankingRow,
  RecentRecord,
} from '@matchday/shared/api/sports';
import { readPublic } from '@matchday/shared/http/publicHttp';

const ofMatch = <T,>(path: string) => (matchId: string) => readPublic<T>(pathTo(path, { id: matchId }));

export const loadLineups = ofMatch<MatchLineups>(SPORTS_PATHS.lineups);
export const loadPlayerStats = ofMatch<PlayerStatLine[]>(SPORTS_PATHS.playerStats);
export const loadOdds = ofMatch<OddsLine[]>(SPORTS_PATHS.odds);
export const loadHeadToHead = ofMatch<HeadToHead>(SPORTS_PATHS.headToHead);
export const loadRecentRecord = ofMatch<RecentRecord>(SPORTS_PATHS.recentRecord);
export const loadInjuries = ofMatch<InjuryLine[]>(SPORTS_PATHS.injuries);
export const loadMaps = ofMatch<MapSummary[]>(SPORTS_PATHS.maps);

export function loadOddsMovement(matchId: string, market: OddsMarket): Promise<OddsMovement[]> {
  return readPublic<OddsMovement[]>(pathTo(SPORTS_PATHS.oddsMovement, { id: matchId }), { market });
}

export function loadRankings(discipline: Discipline, kind: RankingKind): Promise<RankingRow[]> {
  return readPublic<RankingRow[]>(SPORTS_PATHS.rankings, { discipline, kind, limit: 20 });
}
