// Valorant's reads of the sports api: recent results with the maps they were played on, and
// the data rankings of agents, players and teams. Public reads.
import { SPORTS_PATHS } from '@matchday/contracts/sports/contract';
import type { MapSummary, MatchSummary, RankingKind, RankingRow } from '@matchday/contracts/sports/contract';
import { readPublic } from '@matchday/shared/http/publicHttp';
import { browserTimeZone } from '@matchday/shared/format/format';

/** How many of the latest results the analysis reads the maps of. */
export const RECENT_MATCHES = 8;
/** Rows of a ranking. */
export const RANKING_LIMIT = 50;

const finishedOn = (date: string) =>
  readPublic(SPORTS_PATHS.matches, { params: { discipline: 'valorant', status: 'finished', date, tz: browserTimeZone(), pageSize: 50 } });

export interface PlayedMatch {
  match: MatchSummary;
  maps: MapSummary[];
}

/** The latest Valorant results of `days` (local dates, newest first) with their maps. */
export async function loadRecentMaps(days: string[]): Promise<PlayedMatch[]> {
  const pages = await Promise.all(days.map(finishedOn));
  const recent = pages
    .flatMap((page) => page.items)
    .sort((a, b) => b.startsAt.localeCompare(a.startsAt))
    .slice(0, RECENT_MATCHES);
  return Promise.all(recent.map(async (match) => ({ match, maps: await readPublic(SPORTS_PATHS.maps, { path: { id: match.id } }) })));
}

export function loadRanking(kind: RankingKind): Promise<RankingRow[]> {
  return readPublic(SPORTS_PATHS.rankings, { params: { discipline: 'valorant', kind, limit: RANKING_LIMIT } });
}
