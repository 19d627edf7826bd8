// Customer service: banning and muting users, and giving them roles (streamer, expert,
// customer service) once their applications are approved.
import type { Role, SessionUser, UserProfile } from '@matchday/shared/api/types';
import type { Database } from '../../db/database';
import { refuse } from '../../http/envelope';
import type { AccountsService } from '../accounts/service';
import { toProfile, userById } from '../accounts/queries';

export class OpsService {
  constructor(
    private readonly db: Database,
    private readonly accounts: AccountsService,
  ) {}

  /** A banned user is signed out everywhere and cannot sign in again until unbanned. */
  async setFlags(userId: string, flags: { banned?: boolean; muted?: boolean }): Promise<UserProfile> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.query(
        "UPDATE users SET banned = coalesce($2, banned), muted = coalesce($3, muted) WHERE id = $1 AND status <> 'deleted' RETURNING id",
        [userId, flags.banned ?? null, flags.muted ?? null],
      );
      if (!row) throw refuse('api.userNotFound', 404);
      if (flags.banned) await this.accounts.revokeSessions(tx, userId, 'banned');
      return toProfile((await userById(tx, userId))!);
    });
  }

  /** A user's name and roles, for customer service to change them. */
  async user(userId: string): Promise<SessionUser> {
    const row = await userById(this.db, userId);
    if (!row) throw refuse('api.userNotFound', 404);
    const { id, username, avatarUrl, roles } = toProfile(row);
    return { id, username, avatarUrl, roles };
  }

  /** Every user keeps the `user` role. */
  async setRoles(userId: string, roles: Role[]): Promise<UserProfile> {
    const next = [...new Set<Role>(['user', ...roles])];
    const [row] = await this.db.query("UPDATE users SET roles = $2 WHERE id = $1 AND status <> 'deleted' RETURNING id", [userId, next]);
    if (!row) throw refuse('api.userNotFound', 404);
    return toProfile((await userById(this.db, userId))!);
  }
}
