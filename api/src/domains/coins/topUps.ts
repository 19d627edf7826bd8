// Top-ups: a package bought through a provider's checkout. A top-up is pending until the
// provider's signed notification says it is paid; the credit, the top-up's new state and the
// record of the notification are one database transaction, and a notification is recorded
// once (its provider and id are unique), so a payment credits its coins exactly once however
// many copies arrive, in whatever order, at however many api processes. A refund or dispute
// takes back the coins still unspent and leaves the rest owed (purchases wait until it is repaid;
// the next top-up repays it first); a dispute won gives back what it took. The ledger never goes
// below zero. The checkout is opened with no transaction held (a slow provider holds up only
// the fan waiting on it). A notification that matches no credited top-up is answered as received
// and held for an operator; if its payment is credited later, it is applied then.
import type { CheckoutDevice, CoinShop, PaymentProviderName, TopUp, TopUpStatus } from '@matchday/contracts/coins/contract';
import { topUpReturnPath } from '@matchday/contracts/coins/contract';
import type { PageQuery } from '@matchday/contracts/http/paging';
import type { CursorPage } from '@matchday/contracts/http/paging';
import type { Locale } from '@matchday/contracts/i18n/locales';
import type { Clock } from '../../clock';
import type { Database, Queryable } from '../../db/database';
import { KeysetOrder, type KeyedRow } from '../../db/keyset';
import { refuse } from '../../http/envelope';
import { idempotentCall } from '../../http/idempotency';
import { takesCurrency, type PaymentNotice, type PaymentProvider } from '../../payments/paymentProvider';
import { lockAccounts, post } from './ledger';

/** How long a checkout stays open (Stripe's shortest is 30 minutes). */
export const CHECKOUT_MINUTES = 60;

export interface TopUpRow {
  id: string;
  user_id: string;
  package_id: string | null;
  amount: number;
  bonus_coins: number;
  price: number | null;
  currency: string | null;
  provider: string;
  status: TopUpStatus;
  provider_session_id: string | null;
  provider_reference: string | null;
  created_at: Date;
  paid_at: Date | null;
  expires_at: Date | null;
  reversed_coins: number;
}

export const TOP_UP_SELECT = `SELECT id::text AS id, user_id::text AS user_id, package_id::text AS package_id, amount, bonus_coins, price, currency, provider, status,
  provider_session_id, provider_reference, created_at, paid_at, expires_at, reversed_coins FROM top_ups`;

const iso = (at: Date | null) => (at ? new Date(at).toISOString() : null);
export const toTopUp = (row: TopUpRow): TopUp => ({
  id: row.id,
  packageId: row.package_id ?? '',
  coins: Number(row.amount),
  bonusCoins: Number(row.bonus_coins),
  price: Number(row.price ?? 0),
  currency: row.currency ?? '',
  provider: row.provider as PaymentProviderName,
  status: row.status,
  createdAt: new Date(row.created_at).toISOString(),
  paidAt: iso(row.paid_at),
  expiresAt: iso(row.expires_at),
});

const TOP_UPS_ORDER = new KeysetOrder('coins.topUps', [{ sql: 'id', order: 'desc', kind: 'bigint' }]);

/** What applying a notification did: credited, nothing because of `why`, or held for an operator (answered as received all the same). */
export type NoticeOutcome = { applied: true; topUpId: string } | { applied: false; why: string; held?: true };

/** A notice's payment, where it names one (refunds and disputes name the payment, not the checkout). */
const paymentOf = (notice: PaymentNotice): string | null => ('paymentId' in notice ? notice.paymentId : null);

export class TopUpsService {
  private readonly providers: Map<PaymentProviderName, PaymentProvider>;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    providers: readonly PaymentProvider[],
    /** The site's public origin, in front of the return page (and the providers' notifications). */
    private readonly publicUrl: string,
  ) {
    this.providers = new Map(providers.map((provider) => [provider.name, provider]));
  }

  provider(name: PaymentProviderName): PaymentProvider | undefined {
    return this.providers.get(name);
  }

  /** Packages on sale with the providers that take each. */
  async shop(): Promise<CoinShop> {
    const rows = await this.db.query<{ id: string; coins: number; bonus_coins: number; price: number; currency: string; position: number }>(
      'SELECT id::text AS id, coins, bonus_coins, price, currency, position FROM coin_packages WHERE active ORDER BY position, id',
    );
    const providers = [...this.providers.values()];
    return {
      closed: providers.length === 0,
      packages: rows.map((row) => ({
        id: row.id,
        coins: Number(row.coins),
        bonusCoins: Number(row.bonus_coins),
        price: Number(row.price),
        currency: row.currency,
        active: true,
        position: row.position,
        providers: providers.filter((provider) => takesCurrency(provider, row.currency)).map((provider) => provider.name),
      })),
    };
  }

  /**
   * Starts a top-up of a package: a checkout to pay on, or (development) paid at once. The top-up
   * is stored first; the provider's checkout is opened with nothing held (its idempotency key is
   * the top-up, so a retry opens no second one); then kept.
   */
  async start(
    userId: string,
    request: { packageId: number; provider: PaymentProviderName; device: CheckoutDevice },
    key: string,
    language: Locale,
  ): Promise<{ topUp: TopUp; redirectUrl: string | null; balance: number | null }> {
    const provider = this.providers.get(request.provider);
    if (this.providers.size === 0) throw refuse('api.topUpUnavailable', 503);
    if (!provider) throw refuse('api.payments.providerUnavailable', 409);
    const now = this.clock.now();
    return idempotentCall(this.db, { userId, key, scope: 'top-up', body: request, at: now }, {
      begin: async (tx) => {
        const [pack] = await tx.query<{ id: string; coins: number; bonus_coins: number; price: number; currency: string }>(
          'SELECT id::text AS id, coins, bonus_coins, price, currency FROM coin_packages WHERE id = $1 AND active',
          [request.packageId],
        );
        if (!pack) throw refuse('api.payments.packageNotFound', 404);
        if (!takesCurrency(provider, pack.currency)) throw refuse('api.payments.providerUnavailable', 409);
        const expiresAt = new Date(now.getTime() + CHECKOUT_MINUTES * 60_000);
        const [row] = await tx.query<{ id: string }>(
          `INSERT INTO top_ups (user_id, package_id, amount, bonus_coins, price, currency, provider, status, expires_at, created_at, checkout_key)
           VALUES ($1, $2, $3, $4, $5, $6, $7, 'pending', $8, $9, $10) RETURNING id::text AS id`,
          [userId, pack.id, pack.coins, pack.bonus_coins, pack.price, pack.currency, provider.name, expiresAt, now, key],
        );
        return { topUpId: row!.id, coins: Number(pack.coins), bonusCoins: Number(pack.bonus_coins), price: Number(pack.price), currency: pack.currency, expiresAt: expiresAt.toISOString() };
      },
      call: (state) =>
        provider.createCheckout({
          topUpId: state.topUpId,
          userId,
          coins: state.coins,
          bonusCoins: state.bonusCoins,
          price: state.price,
          currency: state.currency,
          device: request.device,
          returnUrl: new URL(topUpReturnPath(state.topUpId), this.publicUrl).toString(),
          expiresAt: new Date(state.expiresAt),
          language,
        }),
      finish: async (tx, state, session) => {
        await tx.query('UPDATE top_ups SET provider_session_id = $2 WHERE id = $1', [state.topUpId, session.sessionId]);
        let balance: number | null = null;
        if (session.paidAs) balance = await this.credit(tx, state.topUpId, session.paidAs, this.clock.now());
        const [stored] = await tx.query<TopUpRow>(`${TOP_UP_SELECT} WHERE id = $1`, [state.topUpId]);
        return { topUp: toTopUp(stored!), redirectUrl: session.redirectUrl, balance };
      },
    });
  }

  /**
   * Applies one verified notice, exactly once: its event is recorded in the transaction that acts
   * on it, with what became of it, and a copy (or a notice its top-up has moved past) changes
   * nothing. A refund or dispute of a payment not credited here is held for an operator: answered
   * as received (the provider stops sending it), applied at once if the payment is credited later.
   */
  async apply(providerName: PaymentProviderName, notice: PaymentNotice): Promise<NoticeOutcome> {
    return this.db.transaction((tx) => this.applyWithin(tx, providerName, notice));
  }

  /** `apply` in the caller's transaction (a refund the provider confirmed in its answer is applied with the refund's record). */
  async applyWithin(tx: Queryable, providerName: PaymentProviderName, notice: PaymentNotice): Promise<NoticeOutcome> {
    const now = this.clock.now();
    const [recorded] = await tx.query(
      `INSERT INTO payment_events (provider, event_id, kind, received_at, payment_id, notice) VALUES ($1, $2, $3, $4, $5, $6::jsonb)
       ON CONFLICT DO NOTHING RETURNING event_id`,
      [providerName, notice.eventId, notice.type, now, paymentOf(notice), JSON.stringify(notice)],
    );
    if (!recorded) return { applied: false, why: 'already applied' };
    const outcome = await this.applyRecorded(tx, providerName, notice, now);
    await tx.query('UPDATE payment_events SET outcome = $3, why = $4 WHERE provider = $1 AND event_id = $2', [
      providerName,
      notice.eventId,
      outcome.applied ? 'applied' : outcome.held ? 'held' : 'unchanged',
      outcome.applied ? null : outcome.why,
    ]);
    return outcome;
  }

  private async applyRecorded(tx: Queryable, providerName: PaymentProviderName, notice: PaymentNotice, now: Date): Promise<NoticeOutcome> {
    if (notice.type === 'ignored') return { applied: false, why: `ignored: ${notice.what}` };
    const [topUp] =
      'sessionId' in notice
        ? await tx.query<TopUpRow>(`${TOP_UP_SELECT} WHERE provider = $1 AND provider_session_id = $2 FOR UPDATE`, [providerName, notice.sessionId])
        : await tx.query<TopUpRow>(`${TOP_UP_SELECT} WHERE provider = $1 AND provider_reference = $2 FOR UPDATE`, [providerName, notice.paymentId]);
    if (!topUp) {
      // A refund or dispute names the payment, known here once its credit is: held until then, or for an operator.
      if (notice.type === 'refunded' || notice.type === 'disputed' || notice.type === 'dispute_won')
        return { applied: false, held: true, why: `${notice.type} of payment ${notice.paymentId}, which credited no top-up here` };
      return { applied: false, why: 'no such top-up' };
    }
    await tx.query('UPDATE payment_events SET top_up_id = $3 WHERE provider = $1 AND event_id = $2', [providerName, notice.eventId, topUp.id]);
    switch (notice.type) {
      case 'paid': {
        if (notice.amount !== Number(topUp.price) || notice.currency !== topUp.currency)
          return { applied: false, held: true, why: `amount ${notice.amount} ${notice.currency}, expected ${topUp.price} ${topUp.currency}` };
        // Paid after its checkout was said to lapse or fail: the money was taken, so the coins are given.
        if (topUp.status !== 'pending' && topUp.status !== 'expired' && topUp.status !== 'failed') return { applied: false, why: `already ${topUp.status}` };
        await this.credit(tx, topUp.id, notice.paymentId, now);
        return { applied: true, topUpId: topUp.id };
      }
      case 'failed':
      case 'expired': {
        if (topUp.status !== 'pending') return { applied: false, why: `already ${topUp.status}` };
        await tx.query('UPDATE top_ups SET status = $2 WHERE id = $1', [topUp.id, notice.type]);
        return { applied: true, topUpId: topUp.id };
      }
      case 'refunded':
      case 'disputed': {
        if (topUp.status === 'pending' || topUp.status === 'expired' || topUp.status === 'failed')
          return { applied: false, held: true, why: `${notice.type} of top-up ${topUp.id}, whose payment was not credited` };
        if (topUp.status === 'disputed' && notice.type === 'disputed') return { applied: false, why: 'already disputed' };
        const credited = Number(topUp.amount) + Number(topUp.bonus_coins);
        // A refund takes back its share of the coins (all of them for a full refund); a dispute all.
        const share = notice.type === 'disputed' || notice.refunded >= notice.amount ? credited : Math.ceil((credited * notice.refunded) / notice.amount);
        await this.reverse(tx, topUp, share, notice.type, now);
        return { applied: true, topUpId: topUp.id };
      }
      case 'dispute_won': {
        if (topUp.status !== 'disputed') return { applied: false, why: `a dispute won of a top-up ${topUp.status}` };
        await this.restore(tx, topUp, now);
        return { applied: true, topUpId: topUp.id };
      }
    }
  }

  /** Lapses pending checkouts past their time (the api's housekeeping). */
  async expireCheckouts(): Promise<number> {
    const rows = await this.db.query("UPDATE top_ups SET status = 'expired' WHERE status = 'pending' AND expires_at <= $1 RETURNING id", [this.clock.now()]);
    return rows.length;
  }

  async list(userId: string, query: PageQuery): Promise<CursorPage<TopUp>> {
    const position = TOP_UPS_ORDER.position(query.cursor);
    const params: unknown[] = [userId];
    const rows = await this.db.query<TopUpRow & KeyedRow>(
      `${TOP_UP_SELECT.replace(' FROM top_ups', `${TOP_UPS_ORDER.select} FROM top_ups`)} WHERE user_id = $1 AND ${TOP_UPS_ORDER.after(position, params)}
       ORDER BY ${TOP_UPS_ORDER.orderBy} LIMIT ${TOP_UPS_ORDER.limit(query.pageSize, params)}`,
      params,
    );
    const page = TOP_UPS_ORDER.page(rows, query.pageSize);
    return { items: page.rows.map(toTopUp), next: page.next };
  }

  async one(userId: string, topUpId: string): Promise<TopUp> {
    const [row] = await this.db.query<TopUpRow>(`${TOP_UP_SELECT} WHERE id = $1 AND user_id = $2`, [topUpId, userId]);
    if (!row) throw refuse('api.payments.topUpNotFound', 404);
    return toTopUp(row);
  }

  /** Credits a top-up's coins (and bonus), repaying what its user owes first. Returns the balance. */
  private async credit(tx: Queryable, topUpId: string, paymentId: string, now: Date): Promise<number> {
    const [topUp] = await tx.query<TopUpRow>(`${TOP_UP_SELECT} WHERE id = $1`, [topUpId]);
    const userId = topUp!.user_id;
    const coins = Number(topUp!.amount) + Number(topUp!.bonus_coins);
    const { transactionId, balances } = await post(tx, {
      kind: 'top_up',
      reason: `top-up via ${topUp!.provider}`,
      reference: `${topUp!.provider}:${paymentId}`,
      at: now,
      movements: [
        { account: { system: 'payments' }, amount: -coins },
        { account: { userId }, amount: coins },
      ],
    });
    await tx.query("UPDATE top_ups SET status = 'paid', paid_at = $2, provider_reference = $3, ledger_transaction_id = $4 WHERE id = $1", [
      topUpId,
      now,
      paymentId,
      transactionId,
    ]);
    const balance = await this.repayDebts(tx, userId, balances.get(userId)!, now);
    // A refund or dispute of this payment that came before its credit was held: it is applied now.
    const held = await tx.query<{ event_id: string; notice: PaymentNotice }>(
      "SELECT event_id, notice FROM payment_events WHERE provider = $1 AND payment_id = $2 AND outcome = 'held' ORDER BY received_at, event_id FOR UPDATE",
      [topUp!.provider, paymentId],
    );
    for (const event of held) {
      const outcome = await this.applyRecorded(tx, topUp!.provider as PaymentProviderName, event.notice, now);
      await tx.query('UPDATE payment_events SET outcome = $3, why = $4 WHERE provider = $1 AND event_id = $2', [
        topUp!.provider,
        event.event_id,
        outcome.applied ? 'applied' : outcome.held ? 'held' : 'unchanged',
        outcome.applied ? null : outcome.why,
      ]);
    }
    return held.length > 0 ? (await lockAccounts(tx, [userId])).get(userId)! : balance;
  }

  /** What the user owes is taken from their balance, oldest debt first. */
  private async repayDebts(tx: Queryable, userId: string, balance: number, now: Date): Promise<number> {
    const debts = await tx.query<{ id: string; owed: number }>('SELECT id::text AS id, owed FROM coin_debts WHERE user_id = $1 AND owed > 0 ORDER BY id FOR UPDATE', [userId]);
    let left = balance;
    for (const debt of debts) {
      const paid = Math.min(left, Number(debt.owed));
      if (paid === 0) break;
      const posted = await post(tx, {
        kind: 'debt_repayment',
        reason: 'coins owed after a refund or dispute',
        reference: `debt:${debt.id}`,
        at: now,
        movements: [
          { account: { userId }, amount: -paid },
          { account: { system: 'payments' }, amount: paid },
        ],
      });
      left = posted.balances.get(userId)!;
      await tx.query('UPDATE coin_debts SET owed = owed - $2, settled_at = CASE WHEN owed - $2 = 0 THEN $3::timestamptz END WHERE id = $1', [debt.id, paid, now]);
    }
    return left;
  }

  /**
   * A dispute won: the coins it took from the fan are given back, what it left owed is forgiven,
   * and the top-up is paid again.
   */
  private async restore(tx: Queryable, topUp: TopUpRow, now: Date): Promise<void> {
    const [debt] = await tx.query<{ id: string; owed: number }>('SELECT id::text AS id, owed FROM coin_debts WHERE top_up_id = $1 FOR UPDATE', [topUp.id]);
    const owed = Number(debt?.owed ?? 0);
    // Taken from the fan: what was reversed less what is still owed (a debt repaid later was taken too).
    const taken = Number(topUp.reversed_coins) - owed;
    if (taken > 0)
      await post(tx, {
        kind: 'top_up_restored',
        reason: 'dispute won',
        reference: `${topUp.provider}:${topUp.provider_reference}:dispute_won`,
        at: now,
        movements: [
          { account: { system: 'payments' }, amount: -taken },
          { account: { userId: topUp.user_id }, amount: taken },
        ],
      });
    if (debt) await tx.query('UPDATE coin_debts SET owed = 0, settled_at = $2 WHERE id = $1', [debt.id, now]);
    await tx.query("UPDATE top_ups SET status = 'paid', reversed_coins = 0, reversed_at = NULL WHERE id = $1", [topUp.id]);
  }

  /** Takes back up to `share` coins of a top-up (less what was taken already); what is spent is owed. */
  private async reverse(tx: Queryable, topUp: TopUpRow, share: number, reason: 'refunded' | 'disputed', now: Date): Promise<void> {
    const due = share - Number(topUp.reversed_coins);
    if (due > 0) {
      const balance = (await lockAccounts(tx, [topUp.user_id])).get(topUp.user_id)!;
      const taken = Math.min(balance, due);
      if (taken > 0)
        await post(tx, {
          kind: 'top_up_reversal',
          reason: `top-up ${reason}`,
          reference: `${topUp.provider}:${topUp.provider_reference}:${reason}:${Number(topUp.reversed_coins) + due}`,
          at: now,
          movements: [
            { account: { userId: topUp.user_id }, amount: -taken },
            { account: { system: 'payments' }, amount: taken },
          ],
        });
      if (due > taken)
        await tx.query(
          `INSERT INTO coin_debts (user_id, top_up_id, reason, owed, created_at) VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT (top_up_id) DO UPDATE SET owed = coin_debts.owed + EXCLUDED.owed, reason = EXCLUDED.reason, settled_at = NULL`,
          [topUp.user_id, topUp.id, reason, due - taken, now],
        );
    }
    await tx.query('UPDATE top_ups SET status = $2, reversed_coins = reversed_coins + $3, reversed_at = $4 WHERE id = $1', [topUp.id, reason, Math.max(due, 0), now]);
  }
}
