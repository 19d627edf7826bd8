// Streamers: a signed-in user applies with their date of birth (18 or over) from an account with
// a bound phone, having accepted every conduct rule; customer service approves (the user becomes
// a streamer) or fails with a reason, and a failed applicant may apply again a day later.
import type { PageQuery } from '@matchday/contracts/http/paging';
import type { StreamerApplicationRequest } from '@matchday/contracts/streamers/schemas';
import type { ApplicationReviewRequest } from '@matchday/contracts/tips/schemas';
import { STREAMER_REAPPLY_AFTER_MS, type StreamerApplication, type StreamerStatus } from '@matchday/contracts/streamers/contract';
import type { CursorPage } from '@matchday/contracts/http/paging';
import { validatePhoneBound, validateStreamerAge } from '@matchday/contracts/validation/rules';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { refuse } from '../../http/envelope';
import { decide, listQueue, type ReviewQueue } from '../ops/reviewQueue';

interface ApplicationRow {
  id: string;
  user_id: string;
  username: string;
  status: StreamerApplication['status'];
  birth_date: string;
  rules_accepted_at: Date;
  reason: string | null;
  created_at: Date;
  reviewed_at: Date | null;
}

const SELECT = `SELECT a.id::text AS id, a.user_id::text AS user_id, u.username, a.status, to_char(a.birth_date, 'YYYY-MM-DD') AS birth_date,
  a.rules_accepted_at, a.reason, a.created_at, a.reviewed_at FROM streamer_applications a JOIN users u ON u.id = a.user_id`;

const iso = (value: Date | null) => (value === null ? null : new Date(value).toISOString());
const toApplication = (row: ApplicationRow): StreamerApplication => ({
  id: row.id,
  userId: row.user_id,
  username: row.username,
  status: row.status,
  birthDate: row.birth_date,
  rulesAcceptedAt: iso(row.rules_accepted_at)!,
  reason: row.reason,
  createdAt: iso(row.created_at)!,
  reviewedAt: iso(row.reviewed_at),
});

const STREAMER_QUEUE: ReviewQueue<ApplicationRow, StreamerApplication> = {
  table: 'streamer_applications',
  role: 'streamer',
  select: SELECT,
  toApplication,
  messages: { notFound: 'api.streamers.applicationNotFound', reviewed: 'api.streamers.applicationReviewed' },
};

export class StreamersService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async status(userId: string): Promise<StreamerStatus> {
    const [row] = await this.db.query<ApplicationRow>(`${SELECT} WHERE a.user_id = $1 ORDER BY a.id DESC LIMIT 1`, [userId]);
    const application = row ? toApplication(row) : null;
    const [user] = await this.db.query<{ streamer: boolean }>("SELECT 'streamer' = ANY(roles) AS streamer FROM users WHERE id = $1", [userId]);
    if (user?.streamer) return { status: 'approved', application };
    return { status: application?.status ?? 'not_applied', application };
  }

  async apply(userId: string, request: StreamerApplicationRequest): Promise<StreamerStatus> {
    const now = this.clock.now();
    await this.db.transaction(async (tx) => {
      const [user] = await tx.query<{ phone: string | null; streamer: boolean }>("SELECT phone, 'streamer' = ANY(roles) AS streamer FROM users WHERE id = $1 FOR UPDATE", [userId]);
      const phone = validatePhoneBound(Boolean(user?.phone));
      if (!phone.ok) throw refuse(phone.error, 409);
      const age = validateStreamerAge(request.birthDate, now);
      if (!age.ok) throw refuse(age.error, 400);
      if (user!.streamer) throw refuse('api.streamers.alreadyStreamer', 409);
      const [last] = await tx.query<{ status: string; reviewed_at: Date | null }>(
        'SELECT status, reviewed_at FROM streamer_applications WHERE user_id = $1 ORDER BY id DESC LIMIT 1',
        [userId],
      );
      if (last?.status === 'pending') throw refuse('api.streamers.applicationPending', 409);
      const since = last?.reviewed_at ? now.getTime() - new Date(last.reviewed_at).getTime() : Infinity;
      if (last?.status === 'failed' && since < STREAMER_REAPPLY_AFTER_MS)
        throw refuse('api.streamers.reapplyLater', 409, { hours: Math.ceil((STREAMER_REAPPLY_AFTER_MS - since) / 3_600_000) });
      await tx.query('INSERT INTO streamer_applications (user_id, birth_date, rules_accepted_at, created_at) VALUES ($1, $2, $3, $3)', [userId, age.value, now]);
    });
    return this.status(userId);
  }

  applications(status: StreamerApplication['status'] | undefined, query: PageQuery): Promise<CursorPage<StreamerApplication>> {
    return listQueue(this.db, STREAMER_QUEUE, status, query);
  }

  /** Customer service decides once; approving makes the user a streamer. */
  review(applicationId: string, review: ApplicationReviewRequest, reviewerId: string): Promise<StreamerApplication> {
    return decide(this.db, STREAMER_QUEUE, applicationId, review, reviewerId, this.clock.now());
  }
}
