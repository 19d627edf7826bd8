// Accounts: verification codes, sign-in by code or password (a code for an unknown phone
// registers it), sessions, profile, password, phone binding, cancellation.
//
// Nothing here tells whether a phone is registered: sending a code does the same work for
// every phone, a wrong password gets the same answer whether the account exists or has no
// password, and an unknown phone is checked against a dummy hash so it takes as long.
import type { CodeSentResponse, SignInResponse, UserProfile } from '@matchday/contracts/accounts/contract';
import type { Locale } from '@matchday/contracts/i18n/locales';
import type { SessionEndReason } from '@matchday/contracts/realtime/protocol';
import { addSeconds, type Clock } from '../../clock';
import type { Database, Queryable } from '../../db/database';
import { refuse } from '../../http/envelope';
import { translate } from '../../i18n/messages';
import type { RateLimiter } from '../../limits/rateLimiter';
import { AVATAR_MAX_BYTES, AVATAR_STORED_MAX_SIDE_PX, CODE_MAX_ATTEMPTS, CODE_TTL_SECONDS, COOLING_OFF_DAYS, INVITATION_REWARD_COINS, SIGNUP_BONUS_COINS, TOKEN_TTL_DAYS } from '../../policy';
import { SmsRefused, type SmsReceipt, type SmsSender } from '../../sms/smsSender';
import { balanceOf, ensureUserAccount, post } from '../coins/ledger';
import { encodeAnew } from '../media/images';
import { imageTypeOf } from '../media/service';
import { isCompliant } from '../moderation/contentFilter';
import { dummyHash, hashPassword, verifyPassword } from './passwords';
import {
  lockPhone,
  toProfile,
  userById,
  userByPhone,
  userBySessionToken,
  type UserRow,
} from './queries';
import { codeHash, defaultUsername, newInviteCode, newToken, newVerificationCode, sameHash, tokenHash } from './secrets';
import { announceSessionsEnded } from './sessionsEnded';

export type CodePurpose = 'sign_in' | 'bind_phone';

export interface AuthenticatedUser extends UserRow {
  session_id: string;
  session_expires_at: Date;
}

type CodeCheck = 'ok' | 'wrong' | 'void' | 'none';

export class AccountsService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly sms: SmsSender | null,
    private readonly codeSecret: string,
    private readonly limiter: RateLimiter,
    /** Phones (E.164) the operators named as customer service: the role is theirs on signing in. */
    private readonly staffPhones: readonly string[] = [],
    /** Where the operators hear of trouble (the api's log). */
    private readonly notices: (message: string, details: Record<string, unknown>) => void = () => undefined,
  ) {}

  /** Toll fraud shows as the site's codes nearing their hourly ceiling: the log says so first. */
  private async warnNearCeiling(now: Date): Promise<void> {
    const ceiling = this.limiter.rules.codesSiteWidePerHour;
    const [row] = await this.db.query<{ sent: number }>("SELECT count(*)::int AS sent FROM verification_codes WHERE created_at > $1 AND sms_status IS DISTINCT FROM 'failed'", [
      new Date(now.getTime() - ceiling.windowMs),
    ]);
    if (row && row.sent >= Math.ceil(ceiling.max * 0.8)) this.notices('verification codes near the hourly ceiling', { sent: row.sent, ceiling: ceiling.max });
  }

  // ---- verification codes -------------------------------------------------------------

  /**
   * Sends a code. The limits are counted and the code stored in a short transaction; the provider
   * is called with no connection, lock or transaction held (a slow provider costs only the fans
   * waiting on it, never the site's other requests); its answer is recorded after. A code the
   * provider could not send is void and its limits given back: the fan may ask again at once.
   */
  async requestCode(request: { phone: string; purpose: CodePurpose; address: string; language: Locale }): Promise<CodeSentResponse> {
    if (!this.sms) throw refuse('api.smsUnavailable', 503);
    const sms = this.sms;
    const now = this.clock.now();
    const code = newVerificationCode();
    const reserved = await this.db.transaction(async (tx) => {
      await lockPhone(tx, request.phone);
      const ticket = await this.limiter.take(
        tx,
        [
          { rule: 'codeIntervalPerPhone', key: request.phone },
          { rule: 'codesPerPhonePerDay', key: request.phone },
          { rule: 'codeBurstPerAddress', key: request.address },
          { rule: 'codesPerAddressPerDay', key: request.address },
          { rule: 'codesSiteWidePerHour', key: 'site' },
        ],
        now,
      );
      const [row] = await tx.query<{ id: string }>(
        `INSERT INTO verification_codes (phone, purpose, code_hash, expires_at, requested_from, created_at, sms_status)
         VALUES ($1, $2, $3, $4, $5, $6, 'sending') RETURNING id::text AS id`,
        [request.phone, request.purpose, codeHash(this.codeSecret, request.phone, code), addSeconds(now, CODE_TTL_SECONDS), request.address, now],
      );
      return { id: row!.id, ticket };
    });
    let receipt: SmsReceipt;
    try {
      receipt = await sms.send({
        id: reserved.id,
        phone: request.phone,
        code,
        text: translate('api.smsText', request.language, { code, minutes: CODE_TTL_SECONDS / 60 }),
        sentAt: now.toISOString(),
        language: request.language,
      });
    } catch (error) {
      await this.db.transaction(async (tx) => {
        // Void (expired now, never used) and said why: customer service sees the attempt.
        await tx.query("UPDATE verification_codes SET expires_at = $2, sms_status = 'failed', sms_error = $3, sms_status_at = $2 WHERE id = $1", [
          reserved.id,
          this.clock.now(),
          (error as Error).message.slice(0, 200),
        ]);
        await reserved.ticket.undo(tx);
      });
      if (error instanceof SmsRefused && error.reason === 'invalidNumber') throw refuse('api.sms.invalidNumber', 400);
      if (error instanceof SmsRefused && error.reason === 'countryNotServed') throw refuse('api.sms.countryNotServed', 400);
      if (error instanceof SmsRefused && error.reason === 'throttled')
        throw refuse('api.sms.throttled', 429, { minutes: Math.max(1, Math.ceil(error.retryAfterSeconds / 60)), seconds: error.retryAfterSeconds });
      this.notices('verification code not sent', { reason: (error as Error).message });
      throw refuse('api.smsUnavailable', 503);
    }
    await this.db.query("UPDATE verification_codes SET sms_provider = $2, sms_message_id = $3, sms_status = COALESCE(NULLIF(sms_status, 'sending'), 'accepted') WHERE id = $1", [
      reserved.id,
      receipt.provider,
      receipt.messageId,
    ]);
    await this.warnNearCeiling(now);
    return { resendAfterSeconds: this.limiter.rules.codeIntervalPerPhone.windowMs / 1000, expiresInSeconds: CODE_TTL_SECONDS };
  }

  /** Checks a code for a phone; a wrong one counts towards the limit, the fifth voids it. */
  private async checkCode(tx: Queryable, phone: string, purpose: CodePurpose, code: string, now: Date): Promise<CodeCheck> {
    const [latest] = await tx.query<{ id: string; code_hash: string; attempts: number }>(
      `SELECT id::text AS id, code_hash, attempts FROM verification_codes
       WHERE phone = $1 AND purpose = $2 AND consumed_at IS NULL AND expires_at > $3
       ORDER BY created_at DESC, id DESC LIMIT 1 FOR UPDATE`,
      [phone, purpose, now],
    );
    if (!latest) return 'none';
    if (sameHash(latest.code_hash, codeHash(this.codeSecret, phone, code))) {
      await tx.query('UPDATE verification_codes SET consumed_at = $2 WHERE id = $1', [latest.id, now]);
      return 'ok';
    }
    const attempts = latest.attempts + 1;
    await tx.query('UPDATE verification_codes SET attempts = $2, consumed_at = $3 WHERE id = $1', [
      latest.id,
      attempts,
      attempts >= CODE_MAX_ATTEMPTS ? now : null,
    ]);
    return attempts >= CODE_MAX_ATTEMPTS ? 'void' : 'wrong';
  }

  private static refuseCode(check: Exclude<CodeCheck, 'ok'>): never {
    throw check === 'void' ? refuse('api.codeTooManyAttempts', 400) : refuse('api.codeInvalid', 400);
  }

  // ---- sign-in --------------------------------------------------------------------------

  async signInWithCode(request: { phone: string; code: string; inviteCode?: string }): Promise<SignInResponse> {
    const now = this.clock.now();
    const outcome = await this.db.transaction(async (tx) => {
      await lockPhone(tx, request.phone);
      const check = await this.checkCode(tx, request.phone, 'sign_in', request.code, now);
      // A wrong try must be recorded even though sign-in fails: commit, then refuse.
      if (check !== 'ok') return { check } as const;
      let user = await userByPhone(tx, request.phone);
      const registered = !user;
      if (!user) user = await this.register(tx, request.phone, request.inviteCode, now);
      if (user.banned) return { check, banned: true } as const;
      if (this.staffPhones.includes(request.phone) && !user.roles.includes('customer_service')) {
        await tx.query("UPDATE users SET roles = array_append(roles, 'customer_service') WHERE id = $1", [user.id]);
        user = (await userByPhone(tx, request.phone))!;
      }
      const session = await this.createSession(tx, user.id, now);
      return { check, user, registered, session, balance: await balanceOf(tx, user.id) } as const;
    });
    if (outcome.check !== 'ok') AccountsService.refuseCode(outcome.check);
    if ('banned' in outcome) throw refuse('errors.bannedForViolations', 403);
    return { ...outcome.session, registered: outcome.registered, user: toProfile(outcome.user), balance: outcome.balance };
  }

  async signInWithPassword(request: { phone: string; password: string; address: string }): Promise<SignInResponse> {
    const now = this.clock.now();
    // Only failures count; checked without a transaction, so no lock is held while the hash is checked.
    const failures = [
      { rule: 'passwordFailuresPerPhone', key: request.phone },
      { rule: 'passwordFailuresPerAddress', key: request.address },
    ] as const;
    await this.limiter.check(this.db, failures, now);

    const user = await userByPhone(this.db, request.phone);
    const stored = user?.password_hash ?? (await dummyHash());
    const matches = await verifyPassword(request.password, stored);
    if (!user || !user.password_hash || !matches) {
      await this.limiter.record(this.db, failures, now);
      throw refuse('api.phoneOrPasswordWrong', 400);
    }
    if (user.banned) throw refuse('errors.bannedForViolations', 403);
    const session = await this.db.transaction((tx) => this.createSession(tx, user.id, now));
    return { ...session, registered: false, user: toProfile(user), balance: await balanceOf(this.db, user.id) };
  }

  /** A new account: its coin account, the sign-up bonus and, through an invitation, both rewards. */
  private async register(tx: Queryable, phone: string, inviteCode: string | undefined, now: Date): Promise<UserRow> {
    const inviter = inviteCode
      ? (await tx.query<{ id: string }>("SELECT id::text AS id FROM users WHERE invite_code = $1 AND status = 'active'", [inviteCode]))[0]
      : undefined;
    let created: { id: string } | undefined;
    for (let attempt = 0; !created; attempt += 1) {
      // Invite codes are random; on the rare collision, draw another.
      [created] = await tx.query<{ id: string }>(
        `INSERT INTO users (phone, username, invite_code, invited_by, created_at) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (invite_code) DO NOTHING RETURNING id::text AS id`,
        [phone, defaultUsername(), newInviteCode(), inviter?.id ?? null, now],
      );
      if (attempt > 5) throw new Error('could not draw an unused invite code');
    }
    await ensureUserAccount(tx, created.id);
    await post(tx, {
      kind: 'signup_bonus',
      reason: 'sign-up bonus',
      reference: `user:${created.id}`,
      at: now,
      movements: [
        { account: { system: 'issuance' }, amount: -SIGNUP_BONUS_COINS },
        { account: { userId: created.id }, amount: SIGNUP_BONUS_COINS },
      ],
    });
    if (inviter) {
      await tx.query('INSERT INTO invitations (inviter_id, invitee_id, reward, created_at) VALUES ($1, $2, $3, $4)', [
        inviter.id,
        created.id,
        INVITATION_REWARD_COINS,
        now,
      ]);
      await post(tx, {
        kind: 'invitation_reward',
        reason: 'invitation reward',
        reference: `invitation:${inviter.id}:${created.id}`,
        at: now,
        movements: [
          { account: { system: 'issuance' }, amount: -2 * INVITATION_REWARD_COINS },
          { account: { userId: inviter.id }, amount: INVITATION_REWARD_COINS },
          { account: { userId: created.id }, amount: INVITATION_REWARD_COINS },
        ],
      });
    }
    return (await userById(tx, created.id))!;
  }

  private async createSession(tx: Queryable, userId: string, now: Date): Promise<{ token: string; expiresAt: string }> {
    const token = newToken();
    const expiresAt = addSeconds(now, TOKEN_TTL_DAYS * 86400);
    await tx.query('INSERT INTO sessions (user_id, token_hash, created_at, expires_at) VALUES ($1, $2, $3, $4)', [
      userId,
      tokenHash(token),
      now,
      expiresAt,
    ]);
    return { token, expiresAt: expiresAt.toISOString() };
  }

  // ---- sessions -------------------------------------------------------------------------

  async authenticate(token: string): Promise<AuthenticatedUser | undefined> {
    return userBySessionToken(this.db, tokenHash(token), this.clock.now());
  }

  async signOut(sessionId: string): Promise<void> {
    const [ended] = await this.db.query<{ user_id: string }>(
      'UPDATE sessions SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL RETURNING user_id::text AS user_id',
      [sessionId, this.clock.now()],
    );
    if (ended) announceSessionsEnded(this.db, ended.user_id, [sessionId], 'signedOut');
  }

  /** Ends the user's sessions (all but one, when given), on every realtime connection too. */
  async revokeSessions(tx: Queryable, userId: string, reason: SessionEndReason, exceptSessionId?: string): Promise<void> {
    const ended = await tx.query<{ id: string }>(
      'UPDATE sessions SET revoked_at = $3 WHERE user_id = $1 AND revoked_at IS NULL AND id <> $2 RETURNING id::text AS id',
      [userId, exceptSessionId ?? 0, this.clock.now()],
    );
    announceSessionsEnded(tx, userId, ended.map((row) => row.id), reason);
  }

  // ---- profile --------------------------------------------------------------------------

  async me(userId: string): Promise<{ user: UserProfile; balance: number }> {
    const user = await userById(this.db, userId);
    if (!user) throw refuse('api.userNotFound', 404);
    return { user: toProfile(user), balance: await balanceOf(this.db, userId) };
  }

  /** The route's schema has checked the username's shape and reserved names; the content filter is the api's. */
  async updateProfile(userId: string, change: { username?: string; signature?: string }): Promise<UserProfile> {
    // A username is shown beside everything its owner writes: it passes the filter chat does.
    if (change.username !== undefined && !isCompliant(change.username)) throw refuse('errors.contentNonCompliant', 400);
    await this.db.query(
      'UPDATE users SET username = coalesce($2, username), signature = coalesce($3, signature) WHERE id = $1',
      [userId, change.username ?? null, change.signature ?? null],
    );
    return toProfile((await userById(this.db, userId))!);
  }

  async setPassword(userId: string, password: string): Promise<void> {
    const hash = await hashPassword(password);
    const [updated] = await this.db.query('UPDATE users SET password_hash = $2 WHERE id = $1 AND password_hash IS NULL RETURNING id', [userId, hash]);
    if (!updated) throw refuse('api.passwordAlreadySet', 409);
  }

  /** Changing the password signs out every other session. */
  async changePassword(user: AuthenticatedUser, currentPassword: string, password: string): Promise<void> {
    if (!user.password_hash) throw refuse('api.passwordNotSet', 409);
    if (!(await verifyPassword(currentPassword, user.password_hash))) throw refuse('api.currentPasswordWrong', 400);
    const hash = await hashPassword(password);
    await this.db.transaction(async (tx) => {
      await tx.query('UPDATE users SET password_hash = $2 WHERE id = $1', [user.id, hash]);
      await this.revokeSessions(tx, user.id, 'signedOut', user.session_id);
    });
  }

  async setAvatar(userId: string, contentType: string, bytes: Buffer): Promise<UserProfile> {
    if (bytes.length > AVATAR_MAX_BYTES) throw refuse('api.avatarTooLarge', 413);
    const detected = detectImageType(bytes);
    if (!detected || detected !== contentType) throw refuse('api.avatarType', 415);
    // Stored as the api encodes it (dimensions checked first, bounded, no metadata): media/images.ts.
    const image = await encodeAnew(bytes, detected, AVATAR_STORED_MAX_SIDE_PX, 'api.avatarType');
    await this.db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO user_avatars (user_id, content_type, bytes, updated_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (user_id) DO UPDATE SET content_type = EXCLUDED.content_type, bytes = EXCLUDED.bytes, updated_at = EXCLUDED.updated_at`,
        [userId, image.contentType, image.bytes, this.clock.now()],
      );
      await tx.query('UPDATE users SET avatar_version = avatar_version + 1 WHERE id = $1', [userId]);
    });
    return toProfile((await userById(this.db, userId))!);
  }

  async avatar(userId: string): Promise<{ contentType: string; bytes: Buffer } | undefined> {
    const [row] = await this.db.query<{ content_type: string; bytes: Uint8Array }>(
      "SELECT a.content_type, a.bytes FROM user_avatars a JOIN users u ON u.id = a.user_id WHERE a.user_id = $1 AND u.status <> 'deleted'",
      [userId],
    );
    return row ? { contentType: row.content_type, bytes: Buffer.from(row.bytes) } : undefined;
  }

  /** Binds (or moves) the account to a phone the user proves they hold. */
  async bindPhone(userId: string, phone: string, code: string): Promise<UserProfile> {
    const now = this.clock.now();
    const outcome = await this.db.transaction(async (tx) => {
      await lockPhone(tx, phone);
      const check = await this.checkCode(tx, phone, 'bind_phone', code, now);
      if (check !== 'ok') return check;
      const holder = await userByPhone(tx, phone);
      if (holder && holder.id !== userId) return 'taken' as const;
      await tx.query('UPDATE users SET phone = $2 WHERE id = $1', [userId, phone]);
      return 'ok' as const;
    });
    if (outcome === 'taken') throw refuse('api.phoneTaken', 409);
    if (outcome !== 'ok') AccountsService.refuseCode(outcome);
    return toProfile((await userById(this.db, userId))!);
  }

  // ---- cancellation -----------------------------------------------------------------------

  /**
   * Freezes the account and signs it out everywhere else: the session that asked stays, to look
   * and to restore; signing in again during the cooling-off period shows the account frozen.
   */
  async requestCancellation(user: { id: string; session_id: string }): Promise<UserProfile> {
    return this.db.transaction(async (tx) => {
      const [frozen] = await tx.query("UPDATE users SET status = 'frozen', cancellation_requested_at = $2 WHERE id = $1 AND status = 'active' RETURNING id", [
        user.id,
        this.clock.now(),
      ]);
      if (frozen) await this.revokeSessions(tx, user.id, 'frozen', user.session_id);
      return toProfile((await userById(tx, user.id))!);
    });
  }

  async restore(userId: string): Promise<UserProfile> {
    const [restored] = await this.db.query(
      "UPDATE users SET status = 'active', cancellation_requested_at = NULL WHERE id = $1 AND status = 'frozen' RETURNING id",
      [userId],
    );
    if (!restored) throw refuse('api.notFrozen', 409);
    return toProfile((await userById(this.db, userId))!);
  }

  /**
   * Deletes accounts whose cooling-off period is over: personal data goes (phone, name,
   * signature, password, avatar, sessions); the coin ledger, being append-only, keeps its rows.
   */
  async deleteExpiredCancellations(): Promise<number> {
    const due = addSeconds(this.clock.now(), -COOLING_OFF_DAYS * 86400);
    return this.db.transaction(async (tx) => {
      const rows = await tx.query<{ id: string }>(
        `UPDATE users SET status = 'deleted', phone = NULL, username = 'deleted', signature = '', password_hash = NULL,
           avatar_version = 0, roles = '{user}'
         WHERE status = 'frozen' AND cancellation_requested_at <= $1 RETURNING id::text AS id`,
        [due],
      );
      for (const { id } of rows) {
        await tx.query('DELETE FROM user_avatars WHERE user_id = $1', [id]);
        await this.revokeSessions(tx, id, 'cancelled');
      }
      return rows.length;
    });
  }
}

/** An avatar's type from the file's first bytes (the media detector's, GIF excepted). */
export function detectImageType(bytes: Buffer): 'image/png' | 'image/jpeg' | 'image/webp' | null {
  const type = imageTypeOf(bytes);
  return type === 'image/gif' ? null : type;
}
