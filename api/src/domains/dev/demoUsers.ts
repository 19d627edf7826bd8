// The demo content's users (never in production): no phone, so nobody signs in as them.
import type { Queryable } from '../../db/database';

/** A demo user's id, made once however many api processes ask at the same moment (its invite code is unique). */
export async function ensureDemoUser(db: Queryable, user: { username: string; roles: string[]; inviteCode: string }, now: Date): Promise<string> {
  await db.query('INSERT INTO users (username, roles, invite_code, demo, created_at) VALUES ($1, $2, $3, true, $4) ON CONFLICT (invite_code) DO NOTHING', [
    user.username,
    user.roles,
    user.inviteCode,
    now,
  ]);
  const [row] = await db.query<{ id: string }>('SELECT id::text AS id FROM users WHERE invite_code = $1 AND demo', [user.inviteCode]);
  if (!row) throw new Error(`the invite code ${user.inviteCode} of ${user.username} belongs to someone else`);
  return row.id;
}
