// Top-ups are paid on a provider's checkout page; the provider's signed word (a webhook, an
// asynchronous notification) is what credits coins, never the fan's return to the site. Each
// provider here turns a top-up into a checkout, reads its notifications into notices the coins
// domain applies exactly once, and lists its payments for reconciliation. The development
// provider completes every top-up at once (development and tests; never in production).
import type { CheckoutDevice, PaymentProviderName } from '@matchday/contracts/coins/contract';

export interface CheckoutRequest {
  topUpId: string;
  userId: string;
  coins: number;
  bonusCoins: number;
  /** Minor units. */
  price: number;
  currency: string;
  device: CheckoutDevice;
  /** Where the fan comes back to, paid or not. */
  returnUrl: string;
  /** The checkout lapses at this time. */
  expiresAt: Date;
  /** The fan's language (the checkout page's). */
  language: string;
}

export interface CheckoutSession {
  /** The provider's id for the checkout (Stripe's session, Alipay's out_trade_no). */
  sessionId: string;
  /** The page the fan pays on; null when paid at once (development). */
  redirectUrl: string | null;
  /** The development provider: paid already, as this payment id. */
  paidAs?: string;
}

/** What a verified notification says about one top-up. */
export type PaymentNotice =
  | { type: 'paid'; eventId: string; sessionId: string; paymentId: string; amount: number; currency: string }
  | { type: 'failed' | 'expired'; eventId: string; sessionId: string }
  /** Money given back: `refunded` of `amount` so far (minor units), or a dispute opened. */
  | { type: 'refunded'; eventId: string; paymentId: string; refunded: number; amount: number }
  | { type: 'disputed'; eventId: string; paymentId: string }
  /** A dispute closed in the merchant's favour (the money came back): what it took is given back. */
  | { type: 'dispute_won'; eventId: string; paymentId: string }
  /** Verified, but about nothing a top-up cares for. */
  | { type: 'ignored'; eventId: string; what: string };

/** A notification whose signature (or sender) did not verify: nothing is applied. */
export class NotificationRefused extends Error {}

/** A payment as the provider knows it (reconciliation). */
export interface ProviderPayment {
  sessionId: string;
  paymentId: string | null;
  paid: boolean;
  amount: number;
  currency: string;
  createdAt: Date;
}

/** A refund asked of the provider by an operator (exactly once: `requestId` names it at the provider). */
export interface RefundRequest {
  requestId: string;
  /** The provider's payment (Stripe's payment intent, Alipay's trade number) and our session (Alipay's out_trade_no). */
  paymentId: string;
  sessionId: string;
  /** Minor units. */
  amount: number;
  currency: string;
  reason: string;
}

/** What the provider said of a refund: done (the money is on its way back), pending, or refused with why. */
export type RefundOutcome = { status: 'succeeded' | 'pending'; refundId: string; refunded: number } | { status: 'failed'; why: string };

/** A refund or dispute as the provider knows it (reconciliation). */
export interface ProviderReversal {
  kind: 'refund' | 'dispute';
  paymentId: string;
  /** Minor units taken back (a refund's amount; a dispute's, while it stands). */
  amount: number;
  /** A dispute the merchant won, or a refund that failed: nothing stays taken. */
  undone: boolean;
  id: string;
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Currencies it takes (ISO 4217), or every one. */
  readonly currencies: readonly string[] | 'any';
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /**
   * Verifies a notification (the raw body as received, and its headers) and reads it.
   * Throws NotificationRefused when it does not verify.
   */
  readNotification(body: Buffer, headers: Record<string, string | string[] | undefined>): Promise<PaymentNotice[]>;
  /** The provider's payments created since a time, or of these sessions (a provider without a list). */
  listPayments(since: Date, sessions: readonly string[]): Promise<ProviderPayment[]>;
  /** Gives money back for a paid top-up; the same request id twice refunds once. */
  refund?(request: RefundRequest): Promise<RefundOutcome>;
  /** Refunds and disputes since a time, or of these payments (a provider without a list). */
  listReversals?(since: Date, payments: readonly { paymentId: string; sessionId: string }[]): Promise<ProviderReversal[]>;
}

export const takesCurrency = (provider: PaymentProvider, currency: string) => provider.currencies === 'any' || provider.currencies.includes(currency);

export class DevelopmentPaymentProvider implements PaymentProvider {
  readonly name = 'development' as const;
  readonly currencies = 'any' as const;

  async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
    return { sessionId: `dev-${request.topUpId}`, redirectUrl: null, paidAs: `dev-payment-${request.topUpId}` };
  }

  async readNotification(): Promise<PaymentNotice[]> {
    throw new NotificationRefused('the development provider sends no notifications');
  }

  async listPayments(): Promise<ProviderPayment[]> {
    return [];
  }
}
