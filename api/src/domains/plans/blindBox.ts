// The blind box: a fan pays the operators' fixed price and receives a random plan on sale that
// they do not own (nor published). Nothing on sale means nothing charged.
import type { BlindBoxOpening, Plan } from '@matchday/contracts/tips/contract';
import type { Clock } from '../../clock';
import type { Database, Queryable } from '../../db/database';
import { refuse } from '../../http/envelope';
import { idempotent } from '../../http/idempotency';
import { lockAccounts, post } from '../coins/ledger';
import { readPlanSettings } from './settings';

const candidates = (viewer: string) => `
  FROM plans p WHERE p.result = 'pending' AND p.match_id IS NOT NULL AND p.purchase_deadline > $1 AND p.expert_id <> ${viewer}
    AND NOT EXISTS (SELECT 1 FROM plan_purchases pp WHERE pp.plan_id = p.id AND pp.user_id = ${viewer})`;

export class BlindBoxService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly planOf: (planId: string, viewerId: string) => Promise<Plan | undefined>,
  ) {}

  /** The box's price and how many plans it could hold for this viewer. */
  async describe(viewerId: string | null): Promise<{ price: number; available: number }> {
    const { blindBoxPrice } = await readPlanSettings(this.db);
    const [row] = await this.db.query<{ available: number }>(`SELECT count(*)::int AS available ${candidates('$2')}`, [this.clock.now(), viewerId ?? 0]);
    return { price: blindBoxPrice, available: Number(row?.available ?? 0) };
  }

  async open(userId: string, key: string): Promise<BlindBoxOpening> {
    const now = this.clock.now();
    const opened = await idempotent(this.db, { userId, key, scope: 'blind-box', body: {}, at: now }, async (tx: Queryable) => {
      await lockAccounts(tx, [userId]);
      const [chosen] = await tx.query<{ id: string; title: string; price: number }>(
        `SELECT p.id::text AS id, p.title, p.price ${candidates('$2')} ORDER BY random() LIMIT 1 FOR SHARE OF p`,
        [now, userId],
      );
      if (!chosen) throw refuse('api.tips.boxEmpty', 409);
      const { blindBoxPrice } = await readPlanSettings(tx);
      const posted = await post(tx, {
        kind: 'purchase',
        reason: `blind box: ${chosen.title}`,
        reference: `plan:${chosen.id}`,
        at: now,
        movements: [
          { account: { userId }, amount: -blindBoxPrice },
          { account: { system: 'revenue' }, amount: blindBoxPrice },
        ],
      });
      await tx.query(
        `INSERT INTO plan_purchases (plan_id, user_id, price, list_price, source, ledger_transaction_id, created_at) VALUES ($1, $2, $3, $4, 'blind_box', $5, $6)`,
        [chosen.id, userId, blindBoxPrice, chosen.price, posted.transactionId, now],
      );
      return { planId: chosen.id, price: blindBoxPrice, balance: posted.balances.get(userId)! };
    });
    const plan = await this.planOf(opened.planId, userId);
    return { plan: plan!, price: opened.price, balance: opened.balance };
  }
}
