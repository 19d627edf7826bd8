// Coins: manual grants by customer service, a user's
// coin history and orders. Every movement goes through the ledger, under an idempotency key.
import type { PageQuery } from '@matchday/contracts/http/paging';
import type { CoinHistoryEntry, Order } from '@matchday/contracts/coins/contract';
import type { CursorPage } from '@matchday/contracts/http/paging';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { KeysetOrder, type KeyedRow } from '../../db/keyset';
import { refuse } from '../../http/envelope';
import { idempotent } from '../../http/idempotency';
import { userById } from '../accounts/queries';
import { balanceOf, ensureUserAccount, post } from './ledger';

/** A user's ledger entries, newest first. */
const HISTORY_ORDER = new KeysetOrder('coins.history', [{ sql: 'e.id', order: 'desc', kind: 'bigint' }]);
/** Purchases and top-ups together, newest first; their ids (`plan-12`, `top-up-3`) break ties. */
const ORDERS_ORDER = new KeysetOrder('coins.orders', [
  { sql: 'created_at', order: 'desc', kind: 'timestamp' },
  { sql: 'id', order: 'desc', kind: { text: /^(plan|top-up)-[1-9]\d{0,18}$/ } },
]);

export class CoinsService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

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

  /** The user's coin movements, newest first. */
  async history(userId: string, query: PageQuery): Promise<CursorPage<CoinHistoryEntry>> {
    const position = HISTORY_ORDER.position(query.cursor);
    const params: unknown[] = [userId];
    const rows = await this.db.query<
      KeyedRow & {
        id: string;
        kind: CoinHistoryEntry['kind'];
        reason: string;
        reference: string;
        amount: number;
        balance_after: number;
        created_at: Date;
      }
    >(
      `SELECT e.id::text AS id, t.kind, t.reason, t.reference, e.amount, e.balance_after, e.created_at${HISTORY_ORDER.select}
       FROM ledger_entries e
       JOIN coin_accounts a ON a.id = e.account_id
       JOIN ledger_transactions t ON t.id = e.transaction_id
       WHERE a.user_id = $1 AND ${HISTORY_ORDER.after(position, params)}
       ORDER BY ${HISTORY_ORDER.orderBy} LIMIT ${HISTORY_ORDER.limit(query.pageSize, params)}`,
      params,
    );
    const page = HISTORY_ORDER.page(rows, query.pageSize);
    return {
      items: page.rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        reason: row.reason,
        reference: row.reference,
        amount: Number(row.amount),
        balanceAfter: Number(row.balance_after),
        createdAt: new Date(row.created_at).toISOString(),
      })),
      next: page.next,
    };
  }

  /** Plans bought and top-ups, newest first. */
  async orders(userId: string, query: PageQuery): Promise<CursorPage<Order>> {
    const position = ORDERS_ORDER.position(query.cursor);
    const params: unknown[] = [userId];
    const rows = await this.db.query<KeyedRow & { id: string; type: Order['type']; title: string; amount: number; refunded: boolean; created_at: Date }>(
      `SELECT *${ORDERS_ORDER.select} FROM (
         SELECT 'plan-' || pp.id AS id, 'plan' AS type, p.title AS title, pp.price AS amount,
                pp.refund_transaction_id IS NOT NULL AS refunded, pp.created_at
         FROM plan_purchases pp JOIN plans p ON p.id = pp.plan_id WHERE pp.user_id = $1
         UNION ALL
         SELECT 'top-up-' || t.id, 'top_up', t.provider, t.amount + t.bonus_coins, t.status IN ('refunded', 'disputed'), t.created_at
         FROM top_ups t WHERE t.user_id = $1 AND t.status IN ('paid', 'refunded', 'disputed')
       ) orders WHERE ${ORDERS_ORDER.after(position, params)}
       ORDER BY ${ORDERS_ORDER.orderBy} LIMIT ${ORDERS_ORDER.limit(query.pageSize, params)}`,
      params,
    );
    const page = ORDERS_ORDER.page(rows, query.pageSize);
    return {
      items: page.rows.map((row) => ({
        id: row.id,
        type: row.type,
        title: row.title,
        amount: Number(row.amount),
        refunded: row.refunded,
        createdAt: new Date(row.created_at).toISOString(),
      })),
      next: page.next,
    };
  }
}
