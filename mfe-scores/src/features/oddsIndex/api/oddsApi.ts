// The odds index's reads of the sports api: a day's matches with their current lines, and one
// match with its lines and each market's history. Public reads, through the page's public reader.
import { SPORTS_PATHS } from '@matchday/contracts/sports/contract';
import type { MatchOverview, OddsIndexRow, OddsLine, OddsMovement, Sport } from '@matchday/contracts/sports/contract';
import type { OddsMarket } from '@matchday/contracts/sports/rules';
import { readPublic } from '@matchday/shared/http/publicHttp';
import { browserTimeZone } from '@matchday/shared/format/format';

/** The markets of the list's tabs; a match page also shows the esports round markets it quotes. */
export const INDEX_MARKETS = ['european', 'handicap', 'total'] as const satisfies readonly OddsMarket[];

/** The most matches the list asks for in one day and sport (the api's largest page). */
const DAY_PAGE_SIZE = 200;

export function loadOddsIndex(sport: Sport, date: string): Promise<OddsIndexRow[]> {
  return readPublic(SPORTS_PATHS.oddsIndex, { params: { sport, date, tz: browserTimeZone(), pageSize: DAY_PAGE_SIZE } });
}

export function loadMatchOverview(matchId: string): Promise<MatchOverview> {
  return readPublic(SPORTS_PATHS.match, { path: { id: matchId } });
}

export function loadMatchOdds(matchId: string): Promise<OddsLine[]> {
  return readPublic(SPORTS_PATHS.odds, { path: { id: matchId } });
}

export function loadOddsMovement(matchId: string, market: OddsMarket): Promise<OddsMovement[]> {
  return readPublic(SPORTS_PATHS.oddsMovement, { path: { id: matchId }, params: { market } });
}
