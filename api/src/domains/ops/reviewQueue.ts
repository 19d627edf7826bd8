// Applications customer service reviews (experts, streamers): the same queue and the same
// decision, written once. A decision is taken once (only over `pending`); approving gives the
// application's role.
import type { PageQuery } from '@matchday/contracts/http/paging';
import type { ApplicationReviewRequest } from '@matchday/contracts/tips/schemas';
import type { Role } from '@matchday/contracts/accounts/contract';
import type { CursorPage } from '@matchday/contracts/http/paging';
import type { Database } from '../../db/database';
import { KeysetOrder, type KeyedRow } from '../../db/keyset';
import { refuse } from '../../http/envelope';
import { audit } from '../moderation/service';

export interface ReviewQueue<Row, Application> {
  table: 'expert_applications' | 'streamer_applications';
  /** The role an approved applicant gets. */
  role: Extract<Role, 'expert' | 'streamer'>;
  /** SELECT … FROM <table> a JOIN users u …, without a WHERE. */
  select: string;
  toApplication: (row: Row) => Application;
  messages: { notFound: string; reviewed: string };
}

/** The orders of the queues: the ones under review first, then newest first. */
const QUEUE_ORDERS = {
  expert_applications: new KeysetOrder('applications.expert', [
    { sql: "(a.status = 'pending')", order: 'desc', kind: 'boolean' },
    { sql: 'a.id', order: 'desc', kind: 'bigint' },
  ]),
  streamer_applications: new KeysetOrder('applications.streamer', [
    { sql: "(a.status = 'pending')", order: 'desc', kind: 'boolean' },
    { sql: 'a.id', order: 'desc', kind: 'bigint' },
  ]),
};

/**
 * A queue, by keyset. Unfiltered, an application decided between two reads moves from the
 * pending ones to the decided ones (its key changes), so it may be read again with its decision
 * or, decided past the place reached, not at all; filtered by status (as the console reads it)
 * a decided one only leaves the pending list.
 */
export async function listQueue<Row, Application>(
  db: Database,
  queue: ReviewQueue<Row, Application>,
  status: 'pending' | 'approved' | 'failed' | undefined,
  query: PageQuery,
): Promise<CursorPage<Application>> {
  const order = QUEUE_ORDERS[queue.table];
  const position = order.position(query.cursor);
  const params: unknown[] = [status ?? null];
  const rows = await db.query<Row & KeyedRow>(
    `${queue.select.replace('SELECT ', `SELECT ${order.keyColumns}, `)} WHERE ($1::text IS NULL OR a.status = $1) AND ${order.after(position, params)}
     ORDER BY ${order.orderBy} LIMIT ${order.limit(query.pageSize, params)}`,
    params,
  );
  const page = order.page(rows, query.pageSize);
  return { items: page.rows.map(queue.toApplication), next: page.next };
}

export async function decide<Row, Application>(
  db: Database,
  queue: ReviewQueue<Row, Application>,
  applicationId: string,
  review: ApplicationReviewRequest,
  reviewerId: string,
  now: Date,
): Promise<Application> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ user_id: string }>(
      `UPDATE ${queue.table} SET status = $2, reason = $3, reviewed_at = $4, reviewed_by = $5 WHERE id = $1 AND status = 'pending' RETURNING user_id::text AS user_id`,
      [applicationId, review.decision === 'approve' ? 'approved' : 'failed', review.reason || null, now, reviewerId],
    );
    if (!row) {
      const [exists] = await tx.query(`SELECT 1 FROM ${queue.table} WHERE id = $1`, [applicationId]);
      throw exists ? refuse(queue.messages.reviewed, 409) : refuse(queue.messages.notFound, 404);
    }
    await audit(tx, { actorId: reviewerId, action: `${queue.role}_application.${review.decision}`, targetUserId: row.user_id, reason: review.reason || null, at: now });
    if (review.decision === 'approve') await tx.query('UPDATE users SET roles = array_append(roles, $2) WHERE id = $1 AND NOT ($2 = ANY(roles))', [row.user_id, queue.role]);
    const [application] = await tx.query<Row>(`${queue.select} WHERE a.id = $1`, [applicationId]);
    return queue.toApplication(application!);
  });
}
