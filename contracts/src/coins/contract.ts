// Coins for money: the coin packages on sale, a top-up paid through a provider's checkout, and
// what customer service manages (packages, accounts that owe coins after a refund or dispute).
// Written once for the site and the api; request schemas are in ./paymentSchemas.
import type { CursorPage } from '@matchday/contracts/http/paging';

/** Who takes the money. `development` completes at once (development and tests; never in production). */
export const PAYMENT_PROVIDERS = ['stripe', 'alipay', 'development'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** Where the fan pays: Alipay has a page for each (page pay on a desktop, wap pay on a phone). */
export const CHECKOUT_DEVICES = ['desktop', 'phone'] as const;
export type CheckoutDevice = (typeof CHECKOUT_DEVICES)[number];

/**
 * A package of coins for sale. Prices are integers in the currency's minor unit (cents, fen),
 * never floats; the currency is ISO 4217 in capitals. Packages are data: customer service
 * changes them in the console, never code.
 */
export interface CoinPackage {
  id: string;
  coins: number;
  /** Coins given on top (0 for none). */
  bonusCoins: number;
  /** Minor units. */
  price: number;
  currency: string;
  /** Off sale: kept for the top-ups that bought it, not offered. */
  active: boolean;
  /** Order on the shelf, lowest first. */
  position: number;
}

/** What the top-up dialog offers: packages on sale, and the providers that may take each (Alipay takes CNY only). */
export interface CoinShop {
  packages: (CoinPackage & { providers: PaymentProviderName[] })[];
  /** Top-ups are off on this deployment (no provider configured, or turned off by its operators). */
  closed: boolean;
}

/**
 * A top-up's life: `pending` until the provider says it is paid (`paid`, coins credited), or that
 * it failed (`failed`), or its checkout lapsed (`expired`); a paid one may later be `refunded` or
 * `disputed` (coins taken back, the rest owed).
 */
export const TOP_UP_STATUSES = ['pending', 'paid', 'failed', 'expired', 'refunded', 'disputed'] as const;
export type TopUpStatus = (typeof TOP_UP_STATUSES)[number];

export interface TopUp {
  id: string;
  packageId: string;
  coins: number;
  bonusCoins: number;
  /** What was (or is to be) paid, minor units. */
  price: number;
  currency: string;
  provider: PaymentProviderName;
  status: TopUpStatus;
  createdAt: string;
  paidAt: string | null;
  /** A pending checkout lapses at this time. */
  expiresAt: string | null;
}

/** The answer to starting a top-up: where to send the fan, or (development) already paid. */
export interface CheckoutStarted {
  topUp: TopUp;
  /** The provider's page to pay on; null when already paid (development). */
  redirectUrl: string | null;
  /** The balance after the credit, when already paid. */
  balance: number | null;
}

/** An account that owes coins: a refund or a dispute took back more than was left unspent. */
export interface CoinDebt {
  userId: string;
  username: string;
  /** Coins still owed; new purchases are refused until it is 0. */
  owed: number;
  /** The top-up whose refund or dispute made the debt. */
  topUpId: string;
  reason: 'refunded' | 'disputed';
  createdAt: string;
}

/** What became of a provider's notification: applied, changed nothing (why), held for an operator, or reviewed by one. */
export const NOTICE_OUTCOMES = ['applied', 'unchanged', 'held', 'reviewed'] as const;
export type NoticeOutcomeName = (typeof NOTICE_OUTCOMES)[number];

/** A provider's notification as kept (customer service reviews the held ones). */
export interface PaymentNoticeRecord {
  provider: PaymentProviderName;
  eventId: string;
  /** paid, failed, expired, refunded, disputed, dispute_won, ignored. */
  kind: string;
  outcome: NoticeOutcomeName;
  why: string | null;
  paymentId: string | null;
  topUpId: string | null;
  receivedAt: string;
  reviewedAt: string | null;
  reviewNote: string | null;
}

export const REFUND_STATUSES = ['requested', 'pending', 'succeeded', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** A refund customer service asked the provider for (the coins follow the provider's word). */
export interface RefundRecord {
  id: string;
  /** Minor units. */
  amount: number;
  currency: string;
  reason: string;
  status: RefundStatus;
  /** Why the provider refused it. */
  why: string | null;
  requestedAt: string;
  settledAt: string | null;
}

/** A top-up as customer service looks it up: whose, what was taken back, its refunds, what may still be refunded. */
export interface OpsTopUp extends TopUp {
  userId: string;
  username: string;
  /** Coins taken back or owed by refunds and disputes so far. */
  reversedCoins: number;
  refunds: RefundRecord[];
  /** Minor units that may still be refunded (0 when nothing may: not paid, disputed, or all refunded). */
  refundable: number;
}

/** A difference between a provider's books and Matchday's. */
export interface ReconciliationFinding {
  provider: PaymentProviderName;
  sessionId: string;
  topUpId: string | null;
  problem:
    | 'paid but not credited'
    | 'credited but not paid'
    | 'amount differs'
    | 'unknown to Matchday'
    | 'refunded there, not taken back here'
    | 'taken back here, not refunded there'
    | 'disputed there, not taken back here'
    | 'dispute won there, still taken back here';
  detail: string;
}

/** The last reconciliation (scheduled, or asked for), with what it found; null before the first. */
export interface ReconciliationReport {
  run: { startedAt: string; finishedAt: string | null; since: string; checked: number; error: string | null } | null;
  findings: ReconciliationFinding[];
}

export const PAYMENT_PATHS = {
  /** GET the packages on sale and who takes each (public). */
  shop: '/api/coins/packages',
  /** POST starts a top-up of a package (signed in, idempotent); GET lists the user's own (all states). */
  topUps: '/api/coins/top-ups',
  /** GET one of the user's top-ups (the return page follows it until it is paid or not). */
  topUp: '/api/coins/top-ups/:topUpId',
  /** Stripe's webhook (signed, raw body). */
  stripeWebhook: '/api/payments/stripe/webhook',
  /** Alipay's asynchronous notification (RSA2-signed form). */
  alipayNotify: '/api/payments/alipay/notify',
  /** Customer service: GET every package, POST a new one. */
  opsPackages: '/api/ops/coin-packages',
  /** Customer service: PUT changes a package (price, coins, bonus, on sale, position). */
  opsPackage: '/api/ops/coin-packages/:packageId',
  /** Customer service: GET accounts owing coins, largest first. */
  opsDebts: '/api/ops/coin-debts',
  /** Customer service: GET the providers' notifications (`?outcome=held` for those awaiting review), newest first. */
  opsNotices: '/api/ops/payment-notices',
  /** Customer service: POST a held notification as reviewed, with a note. */
  opsNoticeReview: '/api/ops/payment-notices/:provider/:eventId/review',
  /** Customer service: GET a top-up with its refunds and what may still be refunded. */
  opsTopUp: '/api/ops/top-ups/:topUpId',
  /** Customer service: POST a refund of a paid top-up (idempotent: a double click refunds once). */
  opsRefunds: '/api/ops/top-ups/:topUpId/refunds',
  /** Customer service: GET the last reconciliation and its findings; POST runs one now. */
  opsReconciliation: '/api/ops/reconciliation',
} as const;

export type TopUpPage = CursorPage<TopUp>;

/**
 * Where a provider sends the fan back after paying or giving up (the site's origin in front):
 * the coins page, which follows the top-up until it is paid, failed or expired.
 */
export const topUpReturnPath = (topUpId: string) => `/user/coins?topUp=${encodeURIComponent(topUpId)}`;

/** A user's coins: balance, history, orders; operators' grants. */
export const COIN_PATHS = {
  balance: '/api/coins/balance',
  coinHistory: '/api/coins/history',
  orders: '/api/coins/orders',
  grants: '/api/ops/coins/grants',
} as const;

export type LedgerKind = 'signup_bonus' | 'invitation_reward' | 'top_up' | 'purchase' | 'refund' | 'manual_grant' | 'top_up_reversal' | 'debt_repayment' | 'top_up_restored';

export interface CoinHistoryEntry {
  id: string;
  kind: LedgerKind;
  reason: string;
  reference: string;
  /** Positive in, negative out. */
  amount: number;
  balanceAfter: number;
  createdAt: string;
}

export interface Order {
  id: string;
  type: 'plan' | 'top_up';
  title: string;
  /** Coins spent (plan) or received (top-up). */
  amount: number;
  refunded: boolean;
  createdAt: string;
}

/** The signed-in user's coins (`GET /api/coins/balance`, and a grant's answer). */
export interface CoinBalance {
  balance: number;
}
