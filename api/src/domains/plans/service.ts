// Expert prediction plans: experts publish and price them; users unlock them with coins; when a
// plan with the no-win-refund privilege misses, every buyer gets their coins back, once.
import type { PlanCreateRequest } from '@matchday/shared/api/schemas';
import type { Page, Plan, PurchaseResponse } from '@matchday/shared/api/types';
import type { Clock } from '../../clock';
import type { Database, Queryable } from '../../db/database';
import { refuse } from '../../http/envelope';
import { idempotent } from '../../http/idempotency';
import { ensureUserAccount, post } from '../coins/ledger';

interface PlanRow {
  id: string;
  expert_id: string;
  expert_username: string;
  title: string;
  sport: Plan['sport'];
  play_type: string;
  match_ref: string;
  price: number;
  original_price: number | null;
  no_win_refund: boolean;
  explanation: string;
  purchase_deadline: Date;
  result: Plan['result'];
  unlocked: boolean;
}

const PLAN_COLUMNS = `p.id::text AS id, p.expert_id::text AS expert_id, u.username AS expert_username, p.title, p.sport,
  p.play_type, p.match_ref, p.price, p.original_price, p.no_win_refund, p.explanation, p.purchase_deadline, p.result`;

function toPlan(row: PlanRow): Plan {
  return {
    id: row.id,
    expert: { id: row.expert_id, username: row.expert_username },
    title: row.title,
    sport: row.sport,
    playType: row.play_type,
    matchRef: row.match_ref,
    price: Number(row.price),
    originalPrice: row.original_price === null ? null : Number(row.original_price),
    noWinRefund: row.no_win_refund,
    purchaseDeadline: new Date(row.purchase_deadline).toISOString(),
    result: row.result,
    unlocked: row.unlocked,
    explanation: row.unlocked ? row.explanation : null,
  };
}

export class PlansService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async create(expertId: string, plan: PlanCreateRequest): Promise<Plan> {
    if (plan.originalPrice !== undefined && plan.originalPrice < plan.price) throw refuse('api.invalidField', 400, { field: 'originalPrice' });
    if (new Date(plan.purchaseDeadline) <= this.clock.now()) throw refuse('api.invalidField', 400, { field: 'purchaseDeadline' });
    const [row] = await this.db.query<{ id: string }>(
      `INSERT INTO plans (expert_id, title, sport, play_type, match_ref, price, original_price, no_win_refund, explanation, purchase_deadline, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id::text AS id`,
      [expertId, plan.title, plan.sport, plan.playType, plan.matchRef, plan.price, plan.originalPrice ?? null, plan.noWinRefund, plan.explanation, plan.purchaseDeadline, this.clock.now()],
    );
    return (await this.get(row!.id, expertId))!;
  }

  private async find(db: Queryable, planId: string, viewerId: string | null): Promise<PlanRow | undefined> {
    const [row] = await db.query<PlanRow>(
      `SELECT ${PLAN_COLUMNS},
         (p.expert_id = $2 OR EXISTS (SELECT 1 FROM plan_purchases pp WHERE pp.plan_id = p.id AND pp.user_id = $2)) AS unlocked
       FROM plans p JOIN users u ON u.id = p.expert_id WHERE p.id = $1`,
      [planId, viewerId ?? 0],
    );
    return row;
  }

  async get(planId: string, viewerId: string | null): Promise<Plan | undefined> {
    const row = await this.find(this.db, planId, viewerId);
    return row ? toPlan(row) : undefined;
  }

  /** Every plan, newest first; or only those one expert published. */
  async list(viewerId: string | null, page: number, pageSize: number, expertId?: string): Promise<Page<Plan>> {
    const rows = await this.db.query<PlanRow & { total: number }>(
      `SELECT ${PLAN_COLUMNS},
         (p.expert_id = $1 OR EXISTS (SELECT 1 FROM plan_purchases pp WHERE pp.plan_id = p.id AND pp.user_id = $1)) AS unlocked,
         count(*) OVER ()::int AS total
       FROM plans p JOIN users u ON u.id = p.expert_id
       WHERE $4::bigint IS NULL OR p.expert_id = $4
       ORDER BY p.id DESC LIMIT $2 OFFSET $3`,
      [viewerId ?? 0, pageSize, (page - 1) * pageSize, expertId ?? null],
    );
    return { items: rows.map(toPlan), page, pageSize, total: Number(rows[0]?.total ?? 0) };
  }

  /** Unlocks a plan with coins, at most once per user; never below a zero balance. */
  async purchase(userId: string, planId: string, key: string): Promise<PurchaseResponse> {
    const now = this.clock.now();
    return idempotent(this.db, { userId, key, scope: 'purchase', body: { planId }, at: now }, async (tx) => {
      const plan = await this.find(tx, planId, userId);
      if (!plan) throw refuse('api.planNotFound', 404);
      if (plan.expert_id === userId) throw refuse('api.ownPlan', 409);
      if (plan.unlocked) throw refuse('api.alreadyUnlocked', 409);
      if (plan.result !== 'pending' || new Date(plan.purchase_deadline) <= now) throw refuse('api.purchaseClosed', 409);
      const price = Number(plan.price);
      await ensureUserAccount(tx, userId);
      const posted =
        price > 0
          ? await post(tx, {
              kind: 'purchase',
              reason: `plan: ${plan.title}`,
              reference: `plan:${planId}`,
              at: now,
              movements: [
                { account: { userId }, amount: -price },
                { account: { system: 'revenue' }, amount: price },
              ],
            })
          : null;
      const [order] = await tx.query<{ id: string }>(
        `INSERT INTO plan_purchases (plan_id, user_id, price, ledger_transaction_id, created_at) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (plan_id, user_id) DO NOTHING RETURNING id::text AS id`,
        [planId, userId, price, posted?.transactionId ?? null, now],
      );
      // Two purchases of one plan racing each other: the second finds it already unlocked.
      if (!order) throw refuse('api.alreadyUnlocked', 409);
      const balance = posted?.balances.get(userId) ?? Number((await tx.query<{ balance: number }>('SELECT balance FROM coin_accounts WHERE user_id = $1', [userId]))[0]?.balance ?? 0);
      return { orderId: `plan-${order.id}`, planId, price, balance };
    });
  }

  /**
   * Customer service records the result. A no-win-refund plan that missed refunds every buyer;
   * a void plan refunds every plan. Each purchase is refunded at most once.
   */
  async settle(planId: string, result: 'hit' | 'miss' | 'void', settledBy: string): Promise<{ refunded: number }> {
    const now = this.clock.now();
    return this.db.transaction(async (tx) => {
      const [plan] = await tx.query<{ result: string; no_win_refund: boolean; title: string }>(
        'SELECT result, no_win_refund, title FROM plans WHERE id = $1 FOR UPDATE',
        [planId],
      );
      if (!plan) throw refuse('api.planNotFound', 404);
      if (plan.result !== 'pending') throw refuse('api.planAlreadySettled', 409);
      await tx.query('UPDATE plans SET result = $2, settled_at = $3 WHERE id = $1', [planId, result, now]);
      const refunds = result === 'void' || (result === 'miss' && plan.no_win_refund);
      if (!refunds) return { refunded: 0 };
      const purchases = await tx.query<{ id: string; user_id: string; price: number }>(
        'SELECT id::text AS id, user_id::text AS user_id, price FROM plan_purchases WHERE plan_id = $1 AND refund_transaction_id IS NULL AND price > 0 ORDER BY id FOR UPDATE',
        [planId],
      );
      for (const purchase of purchases) {
        const { transactionId } = await post(tx, {
          kind: 'refund',
          reason: `${result === 'void' ? 'void plan' : 'no-win refund'}: ${plan.title}`,
          reference: `plan-purchase:${purchase.id}`,
          createdBy: settledBy,
          at: now,
          movements: [
            { account: { system: 'revenue' }, amount: -Number(purchase.price) },
            { account: { userId: purchase.user_id }, amount: Number(purchase.price) },
          ],
        });
        await tx.query('UPDATE plan_purchases SET refund_transaction_id = $2 WHERE id = $1', [purchase.id, transactionId]);
      }
      return { refunded: purchases.length };
    });
  }
}
