// Stripe: a Checkout Session per top-up (Stripe's hosted page), credited on the signed webhook
// `checkout.session.completed` (paid) or `…async_payment_succeeded`, checked by the SDK on the
// raw body; a live key takes only live events (`livemode`), a test key only test ones. Refunds
// and disputes arrive as `charge.refunded` and `charge.dispute.created`; a dispute closed `won`
// (`charge.dispute.closed`, or `charge.dispute.funds_reinstated`) gives back what it took.
// Operators refund through the Refunds API, once per request (its idempotency key).
// Tests point the SDK at a local server answering as Stripe's API does (STRIPE_API_URL).
import Stripe from 'stripe';
import {
  NotificationRefused,
  type CheckoutRequest,
  type CheckoutSession,
  type PaymentNotice,
  type PaymentProvider,
  type ProviderPayment,
  type ProviderReversal,
  type RefundOutcome,
  type RefundRequest,
} from './paymentProvider';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** Another address for Stripe's API (tests, stripe-mock); Stripe's own when unset. */
  apiUrl?: string;
  /** A live key: only live events are money (production refuses a test key). */
  live?: boolean;
}

/** The Stripe checkout page's languages that Matchday's locales map to. */
const CHECKOUT_LOCALES: Record<string, string> = { en_US: 'en', zh_CN: 'zh', zh_tw: 'zh-TW', de: 'de', es: 'es', fr: 'fr', pt: 'pt', ru: 'ru' };

export class StripeProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  readonly currencies = 'any' as const;
  private readonly stripe: Stripe;

  constructor(private readonly settings: StripeSettings) {
    const api = settings.apiUrl ? new URL(settings.apiUrl) : null;
    this.stripe = new Stripe(settings.secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      ...(api ? { host: api.hostname, port: Number(api.port || (api.protocol === 'https:' ? 443 : 80)), protocol: api.protocol === 'http:' ? 'http' : 'https' } : {}),
    });
  }

  async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
    const session = await this.stripe.checkout.sessions.create(
      {
        mode: 'payment',
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: request.currency.toLowerCase(),
              unit_amount: request.price,
              product_data: { name: `${request.coins + request.bonusCoins} Matchday coins` },
            },
          },
        ],
        client_reference_id: request.topUpId,
        metadata: { topUpId: request.topUpId, userId: request.userId },
        payment_intent_data: { metadata: { topUpId: request.topUpId } },
        success_url: request.returnUrl,
        cancel_url: request.returnUrl,
        expires_at: Math.floor(request.expiresAt.getTime() / 1000),
        ...(CHECKOUT_LOCALES[request.language] ? { locale: CHECKOUT_LOCALES[request.language] as Stripe.Checkout.SessionCreateParams.Locale } : {}),
      },
      // A retry of the same top-up (a lost answer) opens no second session.
      { idempotencyKey: `matchday-top-up-${request.topUpId}` },
    );
    if (!session.url) throw new Error(`Stripe gave checkout session ${session.id} no address`);
    return { sessionId: session.id, redirectUrl: session.url };
  }

  async readNotification(body: Buffer, headers: Record<string, string | string[] | undefined>): Promise<PaymentNotice[]> {
    const signature = headers['stripe-signature'];
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(body, typeof signature === 'string' ? signature : '', this.settings.webhookSecret);
    } catch (error) {
      throw new NotificationRefused(`Stripe signature: ${(error as Error).message}`);
    }
    // A test-mode event at a live site (or the other way round) is no payment: answered, and nothing done.
    if (event.livemode !== (this.settings.live ?? false)) return [{ type: 'ignored', eventId: event.id, what: `${event.livemode ? 'a live' : 'a test-mode'} event at a ${this.settings.live ? 'live' : 'test'} site` }];
    return [noticeOf(event)];
  }

  async refund(request: RefundRequest): Promise<RefundOutcome> {
    try {
      const refund = await this.stripe.refunds.create(
        { payment_intent: request.paymentId, amount: request.amount, reason: 'requested_by_customer', metadata: { matchdayRefund: request.requestId } },
        { idempotencyKey: `matchday-refund-${request.requestId}` },
      );
      if (refund.status === 'failed' || refund.status === 'canceled') return { status: 'failed', why: refund.failure_reason ?? refund.status };
      return { status: refund.status === 'succeeded' ? 'succeeded' : 'pending', refundId: refund.id, refunded: refund.amount };
    } catch (error) {
      const stripeError = error as { type?: string; code?: string; message?: string };
      // Refused for a reason the operator must hear (already refunded, a charge disputed): not an outage.
      if (stripeError.type === 'StripeInvalidRequestError') return { status: 'failed', why: stripeError.code ?? stripeError.message ?? 'refused' };
      throw error;
    }
  }

  async listReversals(since: Date): Promise<ProviderReversal[]> {
    const reversals: ProviderReversal[] = [];
    const created = { gte: Math.floor(since.getTime() / 1000) };
    for await (const refund of this.stripe.refunds.list({ created, limit: 100 })) {
      const paymentId = paymentIntentId(refund.payment_intent);
      if (paymentId) reversals.push({ kind: 'refund', id: refund.id, paymentId, amount: refund.amount, undone: refund.status === 'failed' || refund.status === 'canceled' });
    }
    for await (const dispute of this.stripe.disputes.list({ created, limit: 100 })) {
      const paymentId = paymentIntentId(dispute.payment_intent);
      if (paymentId) reversals.push({ kind: 'dispute', id: dispute.id, paymentId, amount: dispute.amount, undone: dispute.status === 'won' });
    }
    return reversals;
  }

  async listPayments(since: Date): Promise<ProviderPayment[]> {
    const payments: ProviderPayment[] = [];
    for await (const session of this.stripe.checkout.sessions.list({ created: { gte: Math.floor(since.getTime() / 1000) }, limit: 100 }))
      payments.push({
        sessionId: session.id,
        paymentId: paymentIntentId(session.payment_intent),
        paid: session.payment_status === 'paid',
        amount: session.amount_total ?? 0,
        currency: (session.currency ?? '').toUpperCase(),
        createdAt: new Date(session.created * 1000),
      });
    return payments;
  }
}

const paymentIntentId = (intent: string | Stripe.PaymentIntent | null | undefined) => (typeof intent === 'string' ? intent : (intent?.id ?? null));

function noticeOf(event: Stripe.Event): PaymentNotice {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object;
      // Completed but not yet paid (a bank debit): the async events follow.
      if (session.payment_status !== 'paid') return { type: 'ignored', eventId: event.id, what: `${event.type} (${session.payment_status})` };
      return {
        type: 'paid',
        eventId: event.id,
        sessionId: session.id,
        paymentId: paymentIntentId(session.payment_intent) ?? session.id,
        amount: session.amount_total ?? -1,
        currency: (session.currency ?? '').toUpperCase(),
      };
    }
    case 'checkout.session.async_payment_failed':
      return { type: 'failed', eventId: event.id, sessionId: event.data.object.id };
    case 'checkout.session.expired':
      return { type: 'expired', eventId: event.id, sessionId: event.data.object.id };
    case 'charge.refunded': {
      const charge = event.data.object;
      const paymentId = paymentIntentId(charge.payment_intent);
      if (!paymentId) return { type: 'ignored', eventId: event.id, what: 'a refund of a charge without a payment intent' };
      return { type: 'refunded', eventId: event.id, paymentId, refunded: charge.amount_refunded, amount: charge.amount };
    }
    case 'charge.dispute.created': {
      const paymentId = paymentIntentId(event.data.object.payment_intent);
      if (!paymentId) return { type: 'ignored', eventId: event.id, what: 'a dispute without a payment intent' };
      return { type: 'disputed', eventId: event.id, paymentId };
    }
    case 'charge.dispute.closed':
    case 'charge.dispute.funds_reinstated': {
      const dispute = event.data.object;
      const paymentId = paymentIntentId(dispute.payment_intent);
      if (!paymentId) return { type: 'ignored', eventId: event.id, what: 'a dispute without a payment intent' };
      // Closed lost (or as a warning): what it took stays taken.
      if (event.type === 'charge.dispute.closed' && dispute.status !== 'won') return { type: 'ignored', eventId: event.id, what: `a dispute closed ${dispute.status}` };
      return { type: 'dispute_won', eventId: event.id, paymentId };
    }
    default:
      return { type: 'ignored', eventId: event.id, what: event.type };
  }
}
