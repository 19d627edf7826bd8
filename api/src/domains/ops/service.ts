// Customer service: banning and muting users, and giving them roles (streamer, expert,
// customer service) once their applications are approved. Each change is written to the audit
// log in its own transaction, and a ban or a mute follows the sanctions' rule (never customer
// service), as the sanctions route does.
import type { Role, SessionUser, UserProfile } from '@matchday/contracts/accounts/contract';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { refuse } from '../../http/envelope';
import type { AccountsService } from '../accounts/service';
import { toProfile, userById } from '../accounts/queries';
import { assertSanctionable, audit } from '../moderation/service';

export class OpsService {
  constructor(
    private readonly db: Database,
    private readonly accounts: AccountsService,
    private readonly clock: Clock,
  ) {}

  /** A banned user is signed out everywhere and cannot sign in again until unbanned. */
  async setFlags(userId: string, flags: { banned?: boolean; muted?: boolean }, actorId: string): Promise<UserProfile> {
    return this.db.transaction(async (tx) => {
      // Lifting is always allowed; setting a flag is a sanction.
      if (flags.banned || flags.muted) await assertSanctionable(tx, userId);
      const [before] = await tx.query<{ banned: boolean; muted: boolean }>("SELECT banned, muted FROM users WHERE id = $1 AND status <> 'deleted' FOR UPDATE", [userId]);
      if (!before) throw refuse('api.userNotFound', 404);
      await tx.query('UPDATE users SET banned = coalesce($2, banned), muted = coalesce($3, muted) WHERE id = $1', [userId, flags.banned ?? null, flags.muted ?? null]);
      if (flags.banned) await this.accounts.revokeSessions(tx, userId, 'banned');
      await audit(tx, {
        actorId,
        action: 'user.flags',
        targetUserId: userId,
        details: { wasBanned: before.banned, wasMuted: before.muted, banned: flags.banned ?? before.banned, muted: flags.muted ?? before.muted },
        at: this.clock.now(),
      });
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
  async setRoles(userId: string, roles: Role[], actorId: string): Promise<UserProfile> {
    const next = [...new Set<Role>(['user', ...roles])];
    return this.db.transaction(async (tx) => {
      const [before] = await tx.query<{ roles: Role[] }>("SELECT roles FROM users WHERE id = $1 AND status <> 'deleted' FOR UPDATE", [userId]);
      if (!before) throw refuse('api.userNotFound', 404);
      await tx.query('UPDATE users SET roles = $2 WHERE id = $1', [userId, next]);
      await audit(tx, { actorId, action: 'user.roles', targetUserId: userId, details: { from: before.roles.join(','), to: next.join(',') }, at: this.clock.now() });
      return toProfile((await userById(tx, userId))!);
    });
  }
}
