// Coins for money: the coin packages on sale, a top-up paid through a provider's checkout, and
// what customer service manages (packages, accounts that owe coins after a refund or dispute).
// Written once for the site and the api; request schemas are in ./paymentSchemas.
import type { CursorPage } from '@matchday/shared/api/types';

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
} as const;

export type TopUpPage = CursorPage<TopUp>;

/**
 * Where a provider sends the fan back after paying or giving up (the site's origin in front):
 * the coins page, which follows the top-up until it is paid, failed or expired.
 */
export const topUpReturnPath = (topUpId: string) => `/user/coins?topUp=${encodeURIComponent(topUpId)}`;
