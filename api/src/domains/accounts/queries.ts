// SQL of the accounts domain.
import { ACCOUNT_PATHS } from '@matchday/contracts/accounts/contract';
import { pathTo } from '@matchday/contracts/http/paths';
import type { Role, UserProfile } from '@matchday/contracts/accounts/contract';
import type { Queryable } from '../../db/database';
import { addSeconds } from '../../clock';
import { COOLING_OFF_DAYS } from '../../policy';

export interface UserRow {
  id: string;
  phone: string | null;
  username: string;
  signature: string;
  avatar_version: number;
  password_hash: string | null;
  roles: Role[];
  banned: boolean;
  muted: boolean;
  status: 'active' | 'frozen' | 'deleted';
  cancellation_requested_at: Date | null;
  invite_code: string;
}

const USER_COLUMNS = `u.id::text AS id, u.phone, u.username, u.signature, u.avatar_version, u.password_hash, u.roles,
  u.banned, u.muted, u.status, u.cancellation_requested_at, u.invite_code`;

export function avatarUrl(row: Pick<UserRow, 'id' | 'avatar_version'>): string | null {
  return row.avatar_version > 0 ? `${pathTo(ACCOUNT_PATHS.avatarImage, { userId: row.id })}?v=${row.avatar_version}` : null;
}

export function toProfile(row: UserRow): UserProfile {
  return {
    id: row.id,
    username: row.username,
    avatarUrl: avatarUrl(row),
    roles: row.roles,
    phone: row.phone,
    phoneBound: row.phone !== null,
    signature: row.signature,
    passwordSet: row.password_hash !== null,
    inviteCode: row.invite_code,
    banned: row.banned,
    muted: row.muted,
    status: row.status === 'frozen' ? 'frozen' : 'active',
    deletionDueAt:
      row.status === 'frozen' && row.cancellation_requested_at
        ? addSeconds(new Date(row.cancellation_requested_at), COOLING_OFF_DAYS * 86400).toISOString()
        : null,
  };
}

export async function userById(db: Queryable, id: string): Promise<UserRow | undefined> {
  const [row] = await db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users u WHERE u.id = $1 AND u.status <> 'deleted'`, [id]);
  return row;
}

export async function userByPhone(db: Queryable, phone: string): Promise<UserRow | undefined> {
  const [row] = await db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users u WHERE u.phone = $1 AND u.status <> 'deleted'`, [phone]);
  return row;
}

export async function userBySessionToken(
  db: Queryable,
  tokenHash: string,
  now: Date,
): Promise<(UserRow & { session_id: string; session_expires_at: Date }) | undefined> {
  const [row] = await db.query<UserRow & { session_id: string; session_expires_at: Date }>(
    `SELECT ${USER_COLUMNS}, s.id::text AS session_id, s.expires_at AS session_expires_at FROM sessions s JOIN users u ON u.id = s.user_id
     WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > $2 AND u.status <> 'deleted'`,
    [tokenHash, now],
    // Every signed-in request asks it.
    { prepared: true },
  );
  return row;
}

/** Serialises work on one phone number (sending and checking its codes) across processes. */
export async function lockPhone(tx: Queryable, phone: string): Promise<void> {
  await tx.query("SELECT pg_advisory_xact_lock(hashtext('phone:' || $1))", [phone]);
}
