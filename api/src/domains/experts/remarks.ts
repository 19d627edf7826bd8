// Remarks: an expert's review of one of their own settled plans, one per plan, shown to all.
import type { Remark } from '@matchday/contracts/tips/contract';
import type { PageQuery } from '@matchday/contracts/http/paging';
import type { CursorPage } from '@matchday/contracts/http/paging';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { KeysetOrder, type KeyedRow } from '../../db/keyset';
import { refuse } from '../../http/envelope';
import { expertSummaries, planSelect, toPlan, type PlanRow } from '../plans/queries';

/** Newest first. */
const REMARKS_ORDER = new KeysetOrder('remarks', [{ sql: 'r.id', order: 'desc', kind: 'bigint' }]);

export class RemarksService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async list(query: PageQuery, planId: string | null = null): Promise<CursorPage<Remark>> {
    const position = REMARKS_ORDER.position(query.cursor);
    const params: unknown[] = [planId];
    const rows = await this.db.query<PlanRow & KeyedRow & { remark_id: string; remark_text: string; remark_at: Date }>(
      `${planSelect('0', `, r.id::text AS remark_id, r.text AS remark_text, r.created_at AS remark_at${REMARKS_ORDER.select}`).replace(
        'FROM plans p',
        'FROM plan_remarks r JOIN plans p ON p.id = r.plan_id',
      )} WHERE ($1::bigint IS NULL OR r.plan_id = $1) AND ${REMARKS_ORDER.after(position, params)}
       ORDER BY ${REMARKS_ORDER.orderBy} LIMIT ${REMARKS_ORDER.limit(query.pageSize, params)}`,
      params,
    );
    const { rows: shown, next } = REMARKS_ORDER.page(rows, query.pageSize);
    const experts = await expertSummaries(
      this.db,
      shown.map((row) => ({ id: row.expert_id, username: row.expert_username, demo: row.expert_demo })),
    );
    return {
      items: shown.map((row) => {
        const plan = toPlan(row, experts.get(row.expert_id)!, Number(row.price));
        return {
          id: row.remark_id,
          plan: { id: plan.id, title: plan.title, sport: plan.sport, match: plan.match, market: plan.market, selection: plan.selection, result: plan.result },
          expert: plan.expert,
          text: row.remark_text,
          createdAt: new Date(row.remark_at).toISOString(),
        };
      }),
      next,
    };
  }

  /** `at`: now, but for the development's demo history, which remarks as of a past day. */
  async create(expertId: string, planId: string, text: string, at?: Date): Promise<Remark> {
    const [plan] = await this.db.query<{ expert_id: string; result: string }>('SELECT expert_id::text AS expert_id, result FROM plans WHERE id = $1', [planId]);
    if (!plan || plan.expert_id !== expertId) throw refuse('api.planNotFound', 404);
    if (plan.result === 'pending') throw refuse('api.tips.remarkBeforeSettled', 409);
    const [row] = await this.db.query('INSERT INTO plan_remarks (plan_id, expert_id, text, created_at) VALUES ($1, $2, $3, $4) ON CONFLICT (plan_id) DO NOTHING RETURNING id', [
      planId,
      expertId,
      text,
      at ?? this.clock.now(),
    ]);
    if (!row) throw refuse('api.tips.remarkExists', 409);
    return (await this.list({ pageSize: 1 }, planId)).items[0]!;
  }
}
