// SQL of the favourites domain.
import type { Favourite, FavouriteKind, FollowingResponse } from '@matchday/contracts/favourites/contract';
import type { Sport } from '@matchday/contracts/sports/contract';
import type { Queryable } from '../../db/database';
import { SUMMARY_SELECT, toSummary, type SummaryRow } from '../sports/queries';

/** The table each kind of favourite names a row of (a fixed map: never built from input). */
const TARGET_TABLES: Record<FavouriteKind, string> = { match: 'matches', team: 'teams', competition: 'competitions' };

export async function targetExists(db: Queryable, kind: FavouriteKind, targetId: string): Promise<boolean> {
  const rows = await db.query(`SELECT 1 FROM ${TARGET_TABLES[kind]} WHERE id = $1`, [targetId]);
  return rows.length > 0;
}

export async function listFavourites(db: Queryable, userId: string): Promise<Favourite[]> {
  const rows = await db.query<{ kind: Favourite['kind']; id: string; created_at: Date | string }>(
    `SELECT kind, target_id::text AS id, created_at FROM favourites WHERE user_id = $1
     ORDER BY created_at DESC, kind, target_id DESC`,
    [userId],
  );
  return rows.map((row) => ({ kind: row.kind, id: row.id, createdAt: new Date(row.created_at).toISOString() }));
}

export async function favouriteCount(db: Queryable, userId: string): Promise<number> {
  const [row] = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM favourites WHERE user_id = $1', [userId]);
  return Number(row?.count ?? 0);
}

export async function hasFavourite(db: Queryable, userId: string, kind: FavouriteKind, targetId: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM favourites WHERE user_id = $1 AND kind = $2 AND target_id = $3', [userId, kind, targetId]);
  return rows.length > 0;
}

export async function insertFavourite(db: Queryable, userId: string, kind: FavouriteKind, targetId: string, at: Date): Promise<void> {
  await db.query('INSERT INTO favourites (user_id, kind, target_id, created_at) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING', [userId, kind, targetId, at]);
}

/** True when a star was removed. */
export async function deleteFavourite(db: Queryable, userId: string, kind: FavouriteKind, targetId: string): Promise<boolean> {
  const rows = await db.query('DELETE FROM favourites WHERE user_id = $1 AND kind = $2 AND target_id = $3 RETURNING 1', [userId, kind, targetId]);
  return rows.length > 0;
}

/** How far the following view reaches: from yesterday to a week ahead, at most this many matches. */
const FOLLOWING_BACK_MS = 86_400_000;
const FOLLOWING_AHEAD_MS = 7 * 86_400_000;
const FOLLOWING_LIMIT = 100;

/** The followed teams and competitions, named, and the matches every kind of star makes followed. */
export async function following(db: Queryable, userId: string, now: Date): Promise<FollowingResponse> {
  const [teams, competitions, matches] = await Promise.all([
    db.query<{ id: string; name: string; short_name: string; sport: Sport }>(
      `SELECT t.id::text AS id, t.name, t.short_name, t.sport FROM favourites f JOIN teams t ON t.id = f.target_id
       WHERE f.user_id = $1 AND f.kind = 'team' ORDER BY t.name`,
      [userId],
    ),
    db.query<{ id: string; name: string; short_name: string; tier: number; country: string; sport: Sport }>(
      `SELECT c.id::text AS id, c.name, c.short_name, c.tier, c.country, c.sport FROM favourites f JOIN competitions c ON c.id = f.target_id
       WHERE f.user_id = $1 AND f.kind = 'competition' ORDER BY c.tier, c.name`,
      [userId],
    ),
    db.query<SummaryRow>(
      `${SUMMARY_SELECT}
       WHERE m.starts_at >= $2 AND m.starts_at < $3 AND EXISTS (
         SELECT 1 FROM favourites f WHERE f.user_id = $1 AND (
           (f.kind = 'match' AND f.target_id = m.id) OR (f.kind = 'team' AND f.target_id IN (m.home_team_id, m.away_team_id))
           OR (f.kind = 'competition' AND f.target_id = s.competition_id)))
       ORDER BY (m.status = 'live') DESC, m.starts_at, m.id LIMIT ${FOLLOWING_LIMIT}`,
      [userId, new Date(now.getTime() - FOLLOWING_BACK_MS), new Date(now.getTime() + FOLLOWING_AHEAD_MS)],
    ),
  ]);
  return {
    teams: teams.map((team) => ({ id: team.id, name: team.name, shortName: team.short_name, sport: team.sport })),
    competitions: competitions.map((competition) => ({
      id: competition.id,
      name: competition.name,
      shortName: competition.short_name,
      tier: Number(competition.tier),
      country: competition.country,
      sport: competition.sport,
    })),
    matches: matches.map(toSummary),
  };
}
