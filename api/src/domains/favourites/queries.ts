// SQL of the favourites domain.
import type { Favourite, FavouriteKind } from '@matchday/shared/api/favourites';
import type { Queryable } from '../../db/database';

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
