// Coins: top-ups through the payment provider, manual grants by customer service, a user's
// coin history and orders. Every movement goes through the ledger, under an idempotency key.
import type { CoinHistoryEntry, Order, Page, TopUpResponse } from '@matchday/shared/api/types';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { refuse } from '../../http/envelope';
import { idempotent } from '../../http/idempotency';
import type { PaymentProvider } from '../../payments/paymentProvider';
import { userById } from '../accounts/queries';
import { balanceOf, ensureUserAccount, post } from './ledger';

export class CoinsService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly payments: PaymentProvider | null,
  ) {}

  async topUp(userId: string, amount: number, key: string): Promise<TopUpResponse> {
    const payments = this.payments;
    if (!payments) throw refuse('api.topUpUnavailable', 503);
    const now = this.clock.now();
    return idempotent(this.db, { userId, key, scope: 'top-up', body: { amount }, at: now }, async (tx) => {
      const reference = `top-up:${userId}:${key}`;
      const { providerReference } = await payments.charge({ userId, amount, reference });
      await ensureUserAccount(tx, userId);
      const { transactionId, balances } = await post(tx, {
        kind: 'top_up',
        reason: `top-up via ${payments.name}`,
        reference: providerReference,
        at: now,
        movements: [
          { account: { system: 'payments' }, amount: -amount },
          { account: { userId }, amount },
        ],
      });
      const [row] = await tx.query<{ id: string }>(
        `INSERT INTO top_ups (user_id, amount, provider, provider_reference, ledger_transaction_id, created_at)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING id::text AS id`,
        [userId, amount, payments.name, providerReference, transactionId, now],
      );
      return { topUpId: row!.id, amount, balance: balances.get(userId)! };
    });
  }

  /** Customer service gives coins, with a reason that stays in the ledger. */
  async grant(grantorId: string, request: { userId: number; amount: number; reason: string }, key: string): Promise<{ balance: number }> {
    const userId = String(request.userId);
    const now = this.clock.now();
    return idempotent(this.db, { userId: grantorId, key, scope: 'grant', body: request, at: now }, async (tx) => {
      if (!(await userById(tx, userId))) throw refuse('api.userNotFound', 404);
      await ensureUserAccount(tx, userId);
      const { balances } = await post(tx, {
        kind: 'manual_grant',
        reason: request.reason,
        reference: `grant:${grantorId}:${key}`,
        createdBy: grantorId,
        at: now,
        movements: [
          { account: { system: 'issuance' }, amount: -request.amount },
          { account: { userId }, amount: request.amount },
        ],
      });
      return { balance: balances.get(userId)! };
    });
  }

  async balance(userId: string): Promise<number> {
    return balanceOf(this.db, userId);
  }

  async history(userId: string, page: number, pageSize: number): Promise<Page<CoinHistoryEntry>> {
    const rows = await this.db.query<{
      id: string;
      kind: CoinHistoryEntry['kind'];
      reason: string;
      reference: string;
      amount: number;
      balance_after: number;
      created_at: Date;
      total: number;
    }>(
      `SELECT e.id::text AS id, t.kind, t.reason, t.reference, e.amount, e.balance_after, e.created_at, count(*) OVER ()::int AS total
       FROM ledger_entries e
       JOIN coin_accounts a ON a.id = e.account_id
       JOIN ledger_transactions t ON t.id = e.transaction_id
       WHERE a.user_id = $1
       ORDER BY e.id DESC LIMIT $2 OFFSET $3`,
      [userId, pageSize, (page - 1) * pageSize],
    );
    return {
      items: rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        reason: row.reason,
        reference: row.reference,
        amount: Number(row.amount),
        balanceAfter: Number(row.balance_after),
        createdAt: new Date(row.created_at).toISOString(),
      })),
      page,
      pageSize,
      total: rows[0] ? Number(rows[0].total) : await this.countHistory(userId),
    };
  }

  private async countHistory(userId: string): Promise<number> {
    const [row] = await this.db.query<{ total: number }>(
      'SELECT count(*)::int AS total FROM ledger_entries e JOIN coin_accounts a ON a.id = e.account_id WHERE a.user_id = $1',
      [userId],
    );
    return Number(row?.total ?? 0);
  }

  /** Plans bought and top-ups, newest first. */
  async orders(userId: string, page: number, pageSize: number): Promise<Page<Order>> {
    const rows = await this.db.query<{ id: string; type: Order['type']; title: string; amount: number; refunded: boolean; created_at: Date; total: number }>(
      `SELECT *, count(*) OVER ()::int AS total FROM (
         SELECT 'plan-' || pp.id AS id, 'plan' AS type, p.title AS title, pp.price AS amount,
                pp.refund_transaction_id IS NOT NULL AS refunded, pp.created_at
         FROM plan_purchases pp JOIN plans p ON p.id = pp.plan_id WHERE pp.user_id = $1
         UNION ALL
         SELECT 'top-up-' || t.id, 'top_up', t.provider, t.amount, false, t.created_at FROM top_ups t WHERE t.user_id = $1
       ) orders ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`,
      [userId, pageSize, (page - 1) * pageSize],
    );
    let total = rows[0] ? Number(rows[0].total) : 0;
    if (!rows[0] && page > 1) {
      const [count] = await this.db.query<{ total: number }>(
        'SELECT (SELECT count(*) FROM plan_purchases WHERE user_id = $1) + (SELECT count(*) FROM top_ups WHERE user_id = $1) AS total',
        [userId],
      );
      total = Number(count?.total ?? 0);
    }
    return {
      items: rows.map((row) => ({
        id: row.id,
        type: row.type,
        title: row.title,
        amount: Number(row.amount),
        refunded: row.refunded,
        createdAt: new Date(row.created_at).toISOString(),
      })),
      page,
      pageSize,
      total,
    };
  }
}
