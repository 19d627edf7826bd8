// Experts: a signed-in user with a bound phone applies, customer service approves (the user
// becomes an expert) or fails with a reason, and a failed applicant may apply again later. Their
// records, the ranking and follows are read from settled plans only.
import type { PageQuery } from '@matchday/contracts/http/paging';
import type { ApplicationReviewRequest, ExpertApplicationRequest } from '@matchday/contracts/tips/schemas';
import type { Sport } from '@matchday/contracts/sports/contract';
import { EXPERT_REAPPLY_AFTER_MS, type ExpertApplication, type ExpertRecord, type ExpertStatus, RANKING_MIN_PICKS, type RankingEntry, type RankingPeriod, type RankingSort } from '@matchday/contracts/tips/contract';
import type { CursorPage } from '@matchday/contracts/http/paging';
import type { Clock } from '../../clock';
import type { Database, Queryable } from '../../db/database';
import { refuse } from '../../http/envelope';
import { decide, listQueue, type ReviewQueue } from '../ops/reviewQueue';
import { computeRecord, settledPicks } from '../plans/queries';

const DAY_MS = 24 * 60 * 60 * 1000;
const RANKING_SIZE = 50;

interface ApplicationRow {
  id: string;
  user_id: string;
  username: string;
  status: ExpertApplication['status'];
  intro: string;
  sports: Sport[];
  specialities: string;
  reason: string | null;
  created_at: Date;
  reviewed_at: Date | null;
}

const APPLICATION_SELECT = `SELECT a.id::text AS id, a.user_id::text AS user_id, u.username, a.status, a.intro, a.sports, a.specialities, a.reason, a.created_at, a.reviewed_at
  FROM expert_applications a JOIN users u ON u.id = a.user_id`;

const toApplication = (row: ApplicationRow): ExpertApplication => ({
  id: row.id,
  userId: row.user_id,
  username: row.username,
  status: row.status,
  intro: row.intro,
  sports: row.sports,
  specialities: row.specialities,
  reason: row.reason,
  createdAt: new Date(row.created_at).toISOString(),
  reviewedAt: row.reviewed_at === null ? null : new Date(row.reviewed_at).toISOString(),
});

const EXPERT_QUEUE: ReviewQueue<ApplicationRow, ExpertApplication> = {
  table: 'expert_applications',
  role: 'expert',
  select: APPLICATION_SELECT,
  toApplication,
  messages: { notFound: 'api.tips.applicationNotFound', reviewed: 'api.tips.applicationReviewed' },
};

async function isExpert(db: Queryable, userId: string): Promise<{ username: string; demo: boolean } | null> {
  const [row] = await db.query<{ username: string; demo: boolean }>("SELECT username, demo FROM users WHERE id = $1 AND 'expert' = ANY(roles) AND status = 'active'", [userId]);
  return row ?? null;
}

export class ExpertsService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async status(userId: string): Promise<ExpertStatus> {
    const [row] = await this.db.query<ApplicationRow>(`${APPLICATION_SELECT} WHERE a.user_id = $1 ORDER BY a.id DESC LIMIT 1`, [userId]);
    const application = row ? toApplication(row) : null;
    if (await isExpert(this.db, userId)) return { status: 'approved', application };
    return { status: application?.status ?? 'not_applied', application };
  }

  async apply(userId: string, request: ExpertApplicationRequest): Promise<ExpertStatus> {
    const now = this.clock.now();
    await this.db.transaction(async (tx) => {
      const [user] = await tx.query<{ phone: string | null }>('SELECT phone FROM users WHERE id = $1 FOR UPDATE', [userId]);
      if (!user?.phone) throw refuse('errors.noPhoneBound', 409);
      if (await isExpert(tx, userId)) throw refuse('api.tips.alreadyExpert', 409);
      const [last] = await tx.query<{ status: string; reviewed_at: Date | null }>(
        'SELECT status, reviewed_at FROM expert_applications WHERE user_id = $1 ORDER BY id DESC LIMIT 1',
        [userId],
      );
      if (last?.status === 'pending') throw refuse('api.tips.applicationPending', 409);
      if (last?.status === 'failed' && last.reviewed_at && now.getTime() - new Date(last.reviewed_at).getTime() < EXPERT_REAPPLY_AFTER_MS) {
        const hours = Math.ceil((EXPERT_REAPPLY_AFTER_MS - (now.getTime() - new Date(last.reviewed_at).getTime())) / 3_600_000);
        throw refuse('api.tips.reapplyLater', 409, { hours });
      }
      await tx.query('INSERT INTO expert_applications (user_id, intro, sports, specialities, created_at) VALUES ($1, $2, $3, $4, $5)', [
        userId,
        request.intro,
        request.sports,
        request.specialities,
        now,
      ]);
    });
    return this.status(userId);
  }

  applications(status: ExpertApplication['status'] | undefined, query: PageQuery): Promise<CursorPage<ExpertApplication>> {
    return listQueue(this.db, EXPERT_QUEUE, status, query);
  }

  /** Customer service decides once; approving makes the user an expert. */
  review(applicationId: string, review: ApplicationReviewRequest, reviewerId: string): Promise<ExpertApplication> {
    return decide(this.db, EXPERT_QUEUE, applicationId, review, reviewerId, this.clock.now());
  }

  async record(expertId: string, viewerId: string | null): Promise<ExpertRecord> {
    const expert = await isExpert(this.db, expertId);
    if (!expert) throw refuse('api.tips.expertNotFound', 404);
    const record = computeRecord((await settledPicks(this.db, [expertId])).get(expertId) ?? []);
    const [follows] = await this.db.query<{ followers: number; following: boolean }>(
      `SELECT count(*)::int AS followers, bool_or(follower_id = $2) AS following FROM expert_follows WHERE expert_id = $1`,
      [expertId, viewerId ?? 0],
    );
    const [profile] = await this.db.query<{ intro: string; sports: Sport[]; specialities: string }>(
      "SELECT intro, sports, specialities FROM expert_applications WHERE user_id = $1 AND status = 'approved' ORDER BY id DESC LIMIT 1",
      [expertId],
    );
    return {
      id: expertId,
      username: expert.username,
      demo: expert.demo,
      picks: record.picks,
      hitRate: record.hitRate,
      currentStreak: record.currentStreak,
      bestStreak: record.bestStreak,
      return: record.return,
      lastTen: record.lastTen,
      followers: Number(follows?.followers ?? 0),
      following: Boolean(follows?.following),
      intro: profile?.intro ?? '',
      sports: profile?.sports ?? [],
      specialities: profile?.specialities ?? '',
    };
  }

  /** Tipsters by verified hit rate or return over the period, with at least RANKING_MIN_PICKS settled picks in it. */
  async ranking(period: RankingPeriod, sort: RankingSort): Promise<RankingEntry[]> {
    const since = new Date(this.clock.now().getTime() - (period === 'week' ? 7 : 30) * DAY_MS);
    const experts = await this.db.query<{ id: string; username: string; demo: boolean }>(
      `SELECT DISTINCT u.id::text AS id, u.username, u.demo FROM plans p JOIN users u ON u.id = p.expert_id
       WHERE p.result IN ('hit', 'miss') AND p.settled_at >= $1 AND 'expert' = ANY(u.roles) AND u.status = 'active'`,
      [since],
    );
    const ids = experts.map((expert) => expert.id);
    const [inPeriod, overall] = await Promise.all([settledPicks(this.db, ids, since), settledPicks(this.db, ids)]);
    const entries = experts.flatMap((expert) => {
      const period = computeRecord(inPeriod.get(expert.id) ?? []);
      if (period.picks < RANKING_MIN_PICKS) return [];
      const whole = computeRecord(overall.get(expert.id) ?? []);
      return [
        {
          rank: 0,
          expert: { ...expert, picks: whole.picks, hitRate: whole.hitRate, currentStreak: whole.currentStreak, bestStreak: whole.bestStreak },
          picks: period.picks,
          hits: period.hits,
          hitRate: period.hitRate ?? 0,
          return: period.return ?? 0,
        },
      ];
    });
    const key = (entry: RankingEntry) => (sort === 'hitRate' ? entry.hitRate : entry.return);
    entries.sort((a, b) => key(b) - key(a) || b.picks - a.picks || Number(a.expert.id) - Number(b.expert.id));
    return entries.slice(0, RANKING_SIZE).map((entry, index) => ({ ...entry, rank: index + 1 }));
  }

  async follow(userId: string, expertId: string, following: boolean): Promise<{ following: boolean; followers: number }> {
    if (userId === expertId) throw refuse('api.tips.followSelf', 409);
    if (!(await isExpert(this.db, expertId))) throw refuse('api.tips.expertNotFound', 404);
    if (following)
      await this.db.query('INSERT INTO expert_follows (follower_id, expert_id, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [
        userId,
        expertId,
        this.clock.now(),
      ]);
    else await this.db.query('DELETE FROM expert_follows WHERE follower_id = $1 AND expert_id = $2', [userId, expertId]);
    const [row] = await this.db.query<{ followers: number }>('SELECT count(*)::int AS followers FROM expert_follows WHERE expert_id = $1', [expertId]);
    return { following, followers: Number(row?.followers ?? 0) };
  }
}
