// Moderation: reports from users, sanctions (mutes, bans, broadcast bans) with a reason and a
// duration, and the audit log in which every customer-service and streamer action is written.
import type { AuditEntry, Report, ReportReason } from '@matchday/contracts/lives/contract';
import type { PageQuery } from '@matchday/contracts/http/paging';
import type { SanctionRequest } from '@matchday/contracts/lives/schemas';
import type { CursorPage } from '@matchday/contracts/http/paging';
import type { Clock } from '../../clock';
import type { Database, Queryable } from '../../db/database';
import { KeysetOrder, type KeyedRow } from '../../db/keyset';
import { refuse } from '../../http/envelope';
import type { AccountsService } from '../accounts/service';

/** Writes one line of the audit log (inside the action's own transaction where it has one). */
export async function audit(
  db: Queryable,
  entry: { actorId: string | null; action: string; targetUserId?: string | null; reason?: string | null; details?: AuditEntry['details']; at: Date },
): Promise<void> {
  await db.query('INSERT INTO ops_audit (actor_id, action, target_user_id, reason, details, created_at) VALUES ($1, $2, $3, $4, $5, $6)', [
    entry.actorId,
    entry.action,
    entry.targetUserId ?? null,
    entry.reason ?? null,
    JSON.stringify(entry.details ?? {}),
    entry.at,
  ]);
}

/**
 * The one rule of every sanction (a mute, a ban, a flag set by customer service): the user must
 * exist, and customer service is never sanctioned by anyone. Returns the user's roles.
 */
export async function assertSanctionable(db: Queryable, userId: string): Promise<string[]> {
  const [user] = await db.query<{ roles: string[] }>("SELECT roles FROM users WHERE id = $1 AND status <> 'deleted'", [userId]);
  if (!user) throw refuse('api.userNotFound', 404);
  if (user.roles.includes('customer_service')) throw refuse('api.staffNotSanctionable', 403);
  return user.roles;
}

interface ReportRow {
  id: string;
  kind: Report['kind'];
  subject: string | null;
  target_user_id: string;
  target_username: string;
  room_id: string | null;
  reason: ReportReason;
  reporter: string;
  status: Report['status'];
  created_at: Date;
}

/** Open reports first, then newest first. */
const REPORTS_ORDER = new KeysetOrder('reports', [
  { sql: "(r.status = 'open')", order: 'desc', kind: 'boolean' },
  { sql: 'r.id', order: 'desc', kind: 'bigint' },
]);
const AUDIT_ORDER = new KeysetOrder('audit', [{ sql: 'a.id', order: 'desc', kind: 'bigint' }]);

export interface SanctionEffects {
  /** A banned or broadcast-banned streamer's live in progress is cut. */
  endLive: (userId: string, tx: Queryable) => Promise<boolean>;
}

export class ModerationService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly accounts: AccountsService,
    private readonly effects: SanctionEffects,
  ) {}

  /** Reporting the same thing twice changes nothing; either way the reporter is thanked. */
  async report(entry: { kind: Report['kind']; targetId: string; targetUserId: string; roomId: string | null; reporterId: string; reason: ReportReason }): Promise<void> {
    if (entry.targetUserId === entry.reporterId) throw refuse('api.lives.reportSelf', 409);
    await this.db.query(
      `INSERT INTO reports (kind, target_id, target_user_id, room_id, reporter_id, reason, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (kind, target_id, reporter_id) DO NOTHING`,
      [entry.kind, entry.targetId, entry.targetUserId, entry.roomId, entry.reporterId, entry.reason, this.clock.now()],
    );
  }

  /**
   * Reports, open ones first, newest first. Unfiltered, a report decided between two reads moves
   * to the decided ones (see listQueue); the console reads one status at a time.
   */
  async reports(status: Report['status'] | undefined, query: PageQuery): Promise<CursorPage<Report>> {
    const position = REPORTS_ORDER.position(query.cursor);
    const params: unknown[] = [status ?? null];
    const rows = await this.db.query<ReportRow & KeyedRow>(
      `SELECT r.id::text AS id, r.kind, r.target_user_id::text AS target_user_id, t.username AS target_username,
         r.room_id::text AS room_id, r.reason, p.username AS reporter, r.status, r.created_at,
         CASE r.kind WHEN 'chat_message' THEN (SELECT m.text FROM chat_messages m WHERE m.id = r.target_id)
           WHEN 'comment' THEN (SELECT c.text FROM comments c WHERE c.id = r.target_id) ELSE t.username END AS subject${REPORTS_ORDER.select}
       FROM reports r JOIN users t ON t.id = r.target_user_id JOIN users p ON p.id = r.reporter_id
       WHERE ($1::text IS NULL OR r.status = $1) AND ${REPORTS_ORDER.after(position, params)}
       ORDER BY ${REPORTS_ORDER.orderBy} LIMIT ${REPORTS_ORDER.limit(query.pageSize, params)}`,
      params,
    );
    const page = REPORTS_ORDER.page(rows, query.pageSize);
    return {
      items: page.rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        subject: row.subject ?? '',
        targetUserId: row.target_user_id,
        targetUsername: row.target_username,
        roomId: row.room_id,
        reason: row.reason,
        reporter: row.reporter,
        status: row.status,
        createdAt: new Date(row.created_at).toISOString(),
      })),
      next: page.next,
    };
  }

  async decideReport(reportId: string, decision: 'handled' | 'dismissed', actorId: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [row] = await tx.query<{ target_user_id: string }>(
        "UPDATE reports SET status = $2, handled_at = $3, handled_by = $4 WHERE id = $1 AND status = 'open' RETURNING target_user_id::text AS target_user_id",
        [reportId, decision, this.clock.now(), actorId],
      );
      if (!row) {
        const [exists] = await tx.query('SELECT 1 FROM reports WHERE id = $1', [reportId]);
        throw exists ? refuse('api.lives.reportDecided', 409) : refuse('api.lives.reportNotFound', 404);
      }
      await audit(tx, { actorId, action: `report.${decision}`, targetUserId: row.target_user_id, details: { reportId }, at: this.clock.now() });
    });
  }

  /**
   * A sanction with a reason and a duration (null: until lifted). A ban signs the user out
   * everywhere; a ban or broadcast ban cuts the streamer's live (the ingest cuts the push).
   */
  async sanction(request: SanctionRequest & { roomId?: string | null }, actorId: string): Promise<void> {
    const now = this.clock.now();
    const until = request.minutes === null ? null : new Date(now.getTime() + request.minutes * 60_000);
    await this.db.transaction(async (tx) => {
      await assertSanctionable(tx, request.userId);
      await tx.query('INSERT INTO sanctions (user_id, kind, room_id, reason, until, created_by, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)', [
        request.userId,
        request.kind,
        request.roomId ?? null,
        request.reason,
        until,
        actorId,
        now,
      ]);
      if (request.kind === 'ban') {
        await tx.query('UPDATE users SET banned = true WHERE id = $1', [request.userId]);
        await this.accounts.revokeSessions(tx, request.userId, 'banned');
      }
      if (request.kind !== 'mute') await this.effects.endLive(request.userId, tx);
      await audit(tx, {
        actorId,
        action: request.roomId ? `room.${request.kind}` : `user.${request.kind}`,
        targetUserId: request.userId,
        reason: request.reason,
        details: { minutes: request.minutes, roomId: request.roomId ?? null },
        at: now,
      });
    });
  }

  /** Timed bans that are over are lifted (run by the api's housekeeping). */
  async liftExpiredBans(): Promise<number> {
    const lifted = await this.db.query(
      `UPDATE users u SET banned = false WHERE u.banned
        AND EXISTS (SELECT 1 FROM sanctions s WHERE s.user_id = u.id AND s.kind = 'ban')
        AND NOT EXISTS (SELECT 1 FROM sanctions s WHERE s.user_id = u.id AND s.kind = 'ban' AND (s.until IS NULL OR s.until > $1))
       RETURNING u.id`,
      [this.clock.now()],
    );
    return lifted.length;
  }

  /** Every customer-service and streamer action, newest first. */
  async auditLog(query: PageQuery): Promise<CursorPage<AuditEntry>> {
    const position = AUDIT_ORDER.position(query.cursor);
    const params: unknown[] = [];
    const rows = await this.db.query<
      KeyedRow & {
        id: string;
        actor: string | null;
        action: string;
        target_user_id: string | null;
        target_username: string | null;
        reason: string | null;
        details: AuditEntry['details'] | string;
        created_at: Date;
      }
    >(
      `SELECT a.id::text AS id, actor.username AS actor, a.action, a.target_user_id::text AS target_user_id,
         target.username AS target_username, a.reason, a.details, a.created_at${AUDIT_ORDER.select}
       FROM ops_audit a LEFT JOIN users actor ON actor.id = a.actor_id LEFT JOIN users target ON target.id = a.target_user_id
       WHERE ${AUDIT_ORDER.after(position, params)}
       ORDER BY ${AUDIT_ORDER.orderBy} LIMIT ${AUDIT_ORDER.limit(query.pageSize, params)}`,
      params,
    );
    const page = AUDIT_ORDER.page(rows, query.pageSize);
    return {
      items: page.rows.map((row) => ({
        id: row.id,
        actor: row.actor,
        action: row.action,
        targetUserId: row.target_user_id,
        targetUsername: row.target_username,
        reason: row.reason,
        details: typeof row.details === 'string' ? JSON.parse(row.details) : row.details,
        createdAt: new Date(row.created_at).toISOString(),
      })),
      next: page.next,
    };
  }
}
