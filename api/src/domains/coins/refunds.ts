// Refunds customer service gives from the console: a paid top-up's money sent back through its
// provider (Stripe's Refunds API, Alipay's alipay.trade.refund), exactly once under double clicks
// and retries — the request's key claims it, the refund's own id is the provider's idempotency
// key (Stripe) or request number (Alipay) — with no transaction held while the provider answers.
// The coins follow the provider's word as for any refund (topUps.ts): Stripe's `charge.refunded`
// notification, or Alipay's answer, which confirms the refund itself. Every refund is audited.
import type { OpsTopUp, PaymentProviderName, RefundRecord } from '@matchday/contracts/coins/contract';
import type { RefundRequestBody } from '@matchday/contracts/coins/schemas';
import type { Clock } from '../../clock';
import type { Database, Queryable } from '../../db/database';
import { refuse } from '../../http/envelope';
import { idempotentCall } from '../../http/idempotency';
import type { RefundOutcome } from '../../payments/paymentProvider';
import { audit } from '../moderation/service';
import { TOP_UP_SELECT, toTopUp, type TopUpRow, type TopUpsService } from './topUps';

interface RefundRow {
  id: string;
  top_up_id: string;
  amount: number;
  currency: string;
  reason: string;
  status: RefundRecord['status'];
  why: string | null;
  requested_at: Date;
  settled_at: Date | null;
}

const REFUND_SELECT = 'SELECT id::text AS id, top_up_id::text AS top_up_id, amount, currency, reason, status, why, requested_at, settled_at FROM refunds';
const toRefund = (row: RefundRow): RefundRecord => ({
  id: row.id,
  amount: Number(row.amount),
  currency: row.currency,
  reason: row.reason,
  status: row.status,
  why: row.why,
  requestedAt: new Date(row.requested_at).toISOString(),
  settledAt: row.settled_at ? new Date(row.settled_at).toISOString() : null,
});

/** Statuses a top-up may be refunded in (a partly refunded one keeps `refunded`). */
const REFUNDABLE = new Set(['paid', 'refunded']);

/** What is left to refund: the price less every refund not refused. */
async function refundableOf(db: Queryable, topUp: TopUpRow): Promise<number> {
  if (!REFUNDABLE.has(topUp.status)) return 0;
  const [row] = await db.query<{ asked: number }>("SELECT coalesce(sum(amount), 0)::bigint AS asked FROM refunds WHERE top_up_id = $1 AND status <> 'failed'", [topUp.id]);
  return Math.max(0, Number(topUp.price ?? 0) - Number(row?.asked ?? 0));
}

interface Asked {
  refundId: string;
  topUpId: string;
  provider: PaymentProviderName;
  paymentId: string;
  sessionId: string;
  amount: number;
  price: number;
  currency: string;
  reason: string;
}

export class RefundsService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly topUps: TopUpsService,
  ) {}

  async topUp(topUpId: string): Promise<OpsTopUp> {
    const [row] = await this.db.query<TopUpRow & { username: string }>(
      `${TOP_UP_SELECT.replace(' FROM top_ups', ', (SELECT username FROM users u WHERE u.id = top_ups.user_id) AS username FROM top_ups')} WHERE id = $1`,
      [topUpId],
    );
    if (!row) throw refuse('api.payments.topUpNotFound', 404);
    const refunds = await this.db.query<RefundRow>(`${REFUND_SELECT} WHERE top_up_id = $1 ORDER BY id DESC`, [topUpId]);
    return {
      ...toTopUp(row),
      userId: row.user_id,
      username: row.username,
      reversedCoins: Number(row.reversed_coins),
      refunds: refunds.map(toRefund),
      refundable: this.topUps.provider(row.provider as PaymentProviderName)?.refund ? await refundableOf(this.db, row) : 0,
    };
  }

  /** Refunds a paid top-up (all of what is left unless an amount is given), once per request key. */
  async refund(staffId: string, topUpId: string, body: RefundRequestBody, key: string): Promise<RefundRecord> {
    const at = this.clock.now();
    return idempotentCall(this.db, { userId: staffId, key, scope: `refund:${topUpId}`, body, at }, {
      begin: async (tx): Promise<Asked> => {
        const [topUp] = await tx.query<TopUpRow>(`${TOP_UP_SELECT} WHERE id = $1 FOR UPDATE`, [topUpId]);
        if (!topUp) throw refuse('api.payments.topUpNotFound', 404);
        const provider = this.topUps.provider(topUp.provider as PaymentProviderName);
        if (!provider?.refund) throw refuse('api.payments.refundUnavailable', 409);
        if (!REFUNDABLE.has(topUp.status) || !topUp.provider_reference) throw refuse('api.payments.notRefundable', 409);
        const left = await refundableOf(tx, topUp);
        if (left === 0) throw refuse('api.payments.refundNothingLeft', 409);
        const amount = body.amount ?? left;
        if (amount < 1 || amount > left) throw refuse('api.payments.refundAmountInvalid', 400);
        const [row] = await tx.query<{ id: string }>(
          `INSERT INTO refunds (top_up_id, request_key, amount, currency, reason, status, requested_by, requested_at)
           VALUES ($1, $2, $3, $4, $5, 'requested', $6, $7) RETURNING id::text AS id`,
          [topUpId, `${staffId}:${key}`, amount, topUp.currency, body.reason, staffId, at],
        );
        await audit(tx, { actorId: staffId, action: 'refund_top_up', targetUserId: topUp.user_id, reason: body.reason, details: { topUpId, refundId: row!.id, amount, currency: topUp.currency ?? '' }, at });
        return {
          refundId: row!.id,
          topUpId,
          provider: topUp.provider as PaymentProviderName,
          paymentId: topUp.provider_reference,
          sessionId: topUp.provider_session_id ?? '',
          amount,
          price: Number(topUp.price),
          currency: topUp.currency ?? '',
          reason: body.reason,
        };
      },
      call: (asked): Promise<RefundOutcome> =>
        this.topUps.provider(asked.provider)!.refund!({ requestId: asked.refundId, paymentId: asked.paymentId, sessionId: asked.sessionId, amount: asked.amount, currency: asked.currency, reason: asked.reason }),
      finish: async (tx, asked, outcome) => {
        const now = this.clock.now();
        await tx.query('UPDATE refunds SET status = $2, provider_refund_id = $3, why = $4, settled_at = $5 WHERE id = $1', [
          asked.refundId,
          outcome.status,
          outcome.status === 'failed' ? null : outcome.refundId,
          outcome.status === 'failed' ? outcome.why.slice(0, 300) : null,
          outcome.status === 'pending' ? null : now,
        ]);
        // Alipay's answer is its word that the money went back: the coins follow now (its later notification is the same refund).
        if (outcome.status === 'succeeded' && asked.provider === 'alipay')
          await this.topUps.applyWithin(tx, asked.provider, { type: 'refunded', eventId: `refund:${asked.refundId}`, paymentId: asked.paymentId, refunded: outcome.refunded, amount: asked.price });
        const [row] = await tx.query<RefundRow>(`${REFUND_SELECT} WHERE id = $1`, [asked.refundId]);
        return toRefund(row!);
      },
    });
  }
}
