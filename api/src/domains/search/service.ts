// The site search: one text, the best few of every kind the public may see (teams, competitions,
// players, streamers, experts, published articles), misspellings forgiven. Names are searched as
// stored: the catalogue and the feeds keep one name per team, competition and player (no
// translations), members' names are in whatever script they chose.
import type { SearchKind, SiteSearchResults } from '@matchday/contracts/search/contract';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import type { RateLimiter } from '../../limits/rateLimiter';
import { findArticles, findCompetitions, findExperts, findPlayers, findStreamers, findTeams, searchText, teamMatches } from './queries';

/** The most of each kind one answer carries: what a dialog shows without scrolling far. */
export const SEARCH_LIMITS: Readonly<Record<SearchKind, number>> = { teams: 5, competitions: 3, players: 5, streamers: 3, experts: 3, articles: 3 };

/**
 * The word similarity a spelling needs to be found (pg_trgm's default, 0.6, is stricter):
 * "Totenham" to "Tottenham Hotspur" is 0.73, "Arsenl" to "Arsenal" 0.71, "atletico" to
 * "Atlético Madrid" 0.5 and "muller" to "Thomas Müller" 0.43. Looser spellings rank after
 * closer ones, so a low bar costs only places at the end of a kind's few.
 */
export const WORD_SIMILARITY_THRESHOLD = 0.4;

const NOTHING: SiteSearchResults = { teams: [], competitions: [], players: [], streamers: [], experts: [], articles: [] };

export class SearchService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly limiter: RateLimiter,
  ) {}

  async search(typed: string, from: { address: string }): Promise<SiteSearchResults> {
    const query = searchText(typed);
    const now = this.clock.now();
    // One transaction: the rate limit's count, and the threshold set for these reads alone.
    return this.db.transaction(async (tx) => {
      await this.limiter.take(tx, [{ rule: 'searchesPerAddress', key: from.address }], now);
      // Only invisible characters: nothing to look for.
      if (query.text === '') return NOTHING;
      await tx.query("SELECT set_config('pg_trgm.word_similarity_threshold', $1, true)", [String(WORD_SIMILARITY_THRESHOLD)]);
      const teams = await findTeams(tx, query, SEARCH_LIMITS.teams);
      const competitions = await findCompetitions(tx, query, SEARCH_LIMITS.competitions);
      const players = await findPlayers(tx, query, SEARCH_LIMITS.players);
      const streamers = await findStreamers(tx, query, SEARCH_LIMITS.streamers, now);
      const experts = await findExperts(tx, query, SEARCH_LIMITS.experts, now);
      const articles = await findArticles(tx, query, SEARCH_LIMITS.articles);
      const matches = await teamMatches(tx, [...teams.map((team) => team.id), ...players.map((player) => player.team_id)], now);
      return {
        teams: teams.map((team) => ({ ...team, match: matches.get(team.id) ?? null })),
        competitions,
        players: players.map((player) => ({
          id: player.id,
          name: player.name,
          sport: player.sport,
          team: { id: player.team_id, name: player.team_name },
          match: matches.get(player.team_id) ?? null,
        })),
        streamers,
        experts,
        articles,
      };
    });
  }
}
