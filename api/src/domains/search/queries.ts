// The site search's SQL, one query per kind. Each matches a name by substring (ILIKE) and, for a
// text of three characters or more, by word similarity (pg_trgm's `<%`, above the threshold the
// service sets for its transaction): both are served by the trigram indexes of migration 027.
// Rows are ranked by how they match — the name itself, a name starting with the text, a word of
// it starting with the text, a name containing it, then the closest spellings — and ties go to
// the better-known thing (a stronger team, a higher tier, more followers, the newer article).
import type { SearchArticle, SearchCompetition, SearchExpert, SearchMatchLink, SearchStreamer, SearchTeam } from '@matchday/contracts/search/contract';
import type { MatchStatus, Sport } from '@matchday/contracts/sports/contract';
import { withoutInvisibles } from '@matchday/contracts/validation/textFolding';
import type { Queryable } from '../../db/database';

/**
 * Shorter texts make no trigram of their own (one or two Chinese characters can be a whole name):
 * they are matched as substrings only.
 */
export const TRIGRAM_MIN_LENGTH = 3;

export interface SearchText {
  /** What is searched for: compatibility forms folded (ＡＲＳ is ARS), invisible characters dropped, spaces collapsed. */
  text: string;
  /** Long enough for similarity (`TRIGRAM_MIN_LENGTH` characters). */
  fuzzy: boolean;
}

export function searchText(typed: string): SearchText {
  const text = withoutInvisibles(typed).replace(/\s+/gu, ' ').trim();
  return { text, fuzzy: [...text].length >= TRIGRAM_MIN_LENGTH };
}

/** `%` and `_` in a text are looked for, not wildcards. */
const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** The first parameters of every query: the text ($1), and its patterns contains ($2), starts with ($3), has a word starting with ($4). */
export function textParameters({ text }: SearchText): [string, string, string, string] {
  const like = escapeLike(text);
  return [text, `%${like}%`, `${like}%`, `% ${like}%`];
}

/** The condition and the order of a match on some name columns (of one row). */
export function nameMatch(columns: readonly string[], fuzzy: boolean): { where: string; order: string } {
  const each = (write: (column: string) => string, join: string) => columns.map(write).join(join);
  const contains = each((column) => `${column} ILIKE $2`, ' OR ');
  const how = each(
    (column) => `CASE WHEN lower(${column}) = lower($1) THEN 0 WHEN ${column} ILIKE $3 THEN 1 WHEN ${column} ILIKE $4 THEN 2 WHEN ${column} ILIKE $2 THEN 3 ELSE 4 END`,
    ', ',
  );
  // Without similarity, the shorter of two names containing the text is the closer (the first column is the full name).
  if (!fuzzy) return { where: `(${contains})`, order: `LEAST(${how}), length(${columns[0]})` };
  return {
    // pg_trgm lives in `public` (migration 027), named so whatever the connection's search_path.
    where: `(${contains} OR ${each((column) => `$1 OPERATOR(public.<%) ${column}`, ' OR ')})`,
    order: `LEAST(${how}), GREATEST(${each((column) => `public.word_similarity($1, ${column})`, ', ')}) DESC, GREATEST(${each((column) => `public.similarity($1, ${column})`, ', ')}) DESC`,
  };
}

type Found<T> = Promise<T[]>;

export function findTeams(db: Queryable, query: SearchText, limit: number): Found<Omit<SearchTeam, 'match'>> {
  const match = nameMatch(['t.name', 't.short_name'], query.fuzzy);
  return db.query(
    `SELECT t.id::text AS id, t.name, t.short_name AS "shortName", t.sport, t.discipline, t.country
     FROM teams t WHERE ${match.where}
     ORDER BY ${match.order}, t.rating DESC, t.id LIMIT $5`,
    [...textParameters(query), limit],
  );
}

export function findCompetitions(db: Queryable, query: SearchText, limit: number): Found<SearchCompetition> {
  const match = nameMatch(['c.name', 'c.short_name'], query.fuzzy);
  return db.query(
    `SELECT c.id::text AS id, c.name, c.short_name AS "shortName", c.sport, c.discipline, c.country
     FROM competitions c WHERE ${match.where}
     ORDER BY ${match.order}, c.tier, c.id LIMIT $5`,
    [...textParameters(query), limit],
  );
}

export interface PlayerRow {
  id: string;
  name: string;
  sport: Sport;
  team_id: string;
  team_name: string;
}

export function findPlayers(db: Queryable, query: SearchText, limit: number): Found<PlayerRow> {
  const match = nameMatch(['p.name'], query.fuzzy);
  return db.query(
    `SELECT p.id::text AS id, p.name, t.sport, t.id::text AS team_id, t.name AS team_name
     FROM players p JOIN teams t ON t.id = p.team_id WHERE ${match.where}
     ORDER BY ${match.order}, t.rating DESC, p.id LIMIT $5`,
    [...textParameters(query), limit],
  );
}

/** Members the public may find: active, not banned, under no ban now (`kinds`: the sanctions that hide them). */
const inGoodStanding = (kinds: string) =>
  `u.status = 'active' AND NOT u.banned
   AND NOT EXISTS (SELECT 1 FROM sanctions s WHERE s.user_id = u.id AND s.kind IN (${kinds}) AND (s.until IS NULL OR s.until > $6))`;

/** Streamers with a room, not banned from the site or from broadcasting; those on air first among equals. */
export function findStreamers(db: Queryable, query: SearchText, limit: number, now: Date): Found<SearchStreamer> {
  const match = nameMatch(['u.username'], query.fuzzy);
  return db.query(
    `SELECT u.id::text AS id, u.username, EXISTS (SELECT 1 FROM lives l WHERE l.streamer_id = u.id AND l.status = 'live') AS live
     FROM users u JOIN streamer_channels c ON c.user_id = u.id
     WHERE 'streamer' = ANY (u.roles) AND ${inGoodStanding("'ban', 'broadcast_ban'")} AND ${match.where}
     ORDER BY ${match.order}, live DESC, (SELECT count(*) FROM streamer_follows f WHERE f.streamer_id = u.id) DESC, u.id LIMIT $5`,
    [...textParameters(query), limit, now],
  );
}

/** Active experts, not banned; the most followed first among equals. */
export function findExperts(db: Queryable, query: SearchText, limit: number, now: Date): Found<SearchExpert> {
  const match = nameMatch(['u.username'], query.fuzzy);
  return db.query(
    `SELECT u.id::text AS id, u.username FROM users u
     WHERE 'expert' = ANY (u.roles) AND ${inGoodStanding("'ban'")} AND ${match.where}
     ORDER BY ${match.order}, (SELECT count(*) FROM expert_follows f WHERE f.expert_id = u.id) DESC, u.id LIMIT $5`,
    [...textParameters(query), limit, now],
  );
}

/** Published editors' articles by their title, the newest first among equals. */
export async function findArticles(db: Queryable, query: SearchText, limit: number): Found<SearchArticle> {
  const match = nameMatch(['a.title'], query.fuzzy);
  const rows = await db.query<Omit<SearchArticle, 'publishedAt'> & { published_at: Date }>(
    `SELECT a.id::text AS id, a.title, a.sport, a.published_at FROM articles a
     WHERE a.kind = 'editorial' AND a.status = 'published' AND a.published_at IS NOT NULL AND ${match.where}
     ORDER BY ${match.order}, a.published_at DESC, a.id DESC LIMIT $5`,
    [...textParameters(query), limit],
  );
  return rows.map(({ published_at, ...article }) => ({ ...article, publishedAt: new Date(published_at).toISOString() }));
}

/**
 * The match each team leads to: its live match, else its next one, else its latest. One read for
 * all the teams an answer names (the found teams and the found players' teams).
 */
export async function teamMatches(db: Queryable, teamIds: readonly string[], now: Date): Promise<Map<string, SearchMatchLink>> {
  if (teamIds.length === 0) return new Map();
  const rows = await db.query<{ team_id: string; id: string; status: MatchStatus; starts_at: Date; home: string; away: string }>(
    `SELECT DISTINCT ON (x.team_id) x.team_id::text AS team_id, m.id::text AS id, m.status, m.starts_at, h.name AS home, a.name AS away
     FROM unnest($1::bigint[]) AS x(team_id)
     JOIN matches m ON m.home_team_id = x.team_id OR m.away_team_id = x.team_id
     JOIN teams h ON h.id = m.home_team_id
     JOIN teams a ON a.id = m.away_team_id
     ORDER BY x.team_id, m.status = 'live' DESC, (m.status = 'not_started' AND m.starts_at >= $2) DESC,
       CASE WHEN m.status = 'not_started' AND m.starts_at >= $2 THEN m.starts_at END, m.starts_at DESC, m.id`,
    [[...new Set(teamIds)], now],
  );
  return new Map(rows.map((row) => [row.team_id, { id: row.id, status: row.status, startsAt: new Date(row.starts_at).toISOString(), home: row.home, away: row.away }]));
}
