// Alipay, for mainland China: page pay on a desktop, wap pay on a phone (the SDK signs the
// address the fan is sent to). Coins are credited on the asynchronous notification, read as
// Alipay's documentation says: its form decoded once (a `%` in a `body` or an encoded
// `passback_params` is text, not an escape), verified with the SDK's `checkNotifySignV2` over
// those values, RSA2 only (a notice that names RSA, SHA-1, is refused whatever it says), and
// checked against the app id, the seller and our trade numbers; the amount against the top-up's.
// The api answers `success` once the notice is kept (anything else makes Alipay send again).
// Refunds go through `alipay.trade.refund`, made exactly once by their request number.
// Alipay takes CNY. Tests point the SDK at a local gateway (ALIPAY_GATEWAY) and sign with a test key pair.
import { AlipaySdk } from 'alipay-sdk';
import {
  NotificationRefused,
  type CheckoutRequest,
  type CheckoutSession,
  type PaymentNotice,
  type PaymentProvider,
  type ProviderPayment,
  type RefundOutcome,
  type RefundRequest,
} from './paymentProvider';

export interface AlipaySettings {
  appId: string;
  /** The app's private key (PKCS#8 or PKCS#1 PEM, or the bare base64 Alipay's console gives). */
  privateKey: string;
  /** Alipay's public key, for its signatures. */
  alipayPublicKey: string;
  /** Another gateway (tests, the sandbox); Alipay's own when unset. */
  gateway?: string;
  /** Where Alipay posts its notifications (the api's public address of the notify route). */
  notifyUrl: string;
  /** The merchant's partner id (2088…): a notification for another seller is refused. Required in production. */
  sellerId?: string;
}

/** Alipay's trade number for a top-up: letters and digits, up to 64. */
export const alipayTradeNumber = (topUpId: string) => `matchday${topUpId}`;

/** Yuan as Alipay writes them ("68.00") to fen, exactly (no floating point). */
export function fenOf(yuan: string): number {
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(yuan.trim());
  if (!match) return -1;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

const yuanOf = (fen: number) => `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;

/** Alipay's times are Beijing time, "yyyy-MM-dd HH:mm:ss". */
function beijingTime(at: Date): string {
  const shifted = new Date(at.getTime() + 8 * 3600_000);
  return shifted.toISOString().slice(0, 19).replace('T', ' ');
}

export class AlipayProvider implements PaymentProvider {
  readonly name = 'alipay' as const;
  readonly currencies = ['CNY'] as const;
  private readonly sdk: AlipaySdk;

  constructor(private readonly settings: AlipaySettings) {
    this.sdk = new AlipaySdk({
      appId: settings.appId,
      privateKey: settings.privateKey,
      alipayPublicKey: settings.alipayPublicKey,
      signType: 'RSA2',
      keyType: settings.privateKey.includes('BEGIN RSA PRIVATE KEY') ? 'PKCS1' : 'PKCS8',
      ...(settings.gateway ? { gateway: settings.gateway } : {}),
    });
  }

  async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
    if (request.currency !== 'CNY') throw new Error('Alipay takes CNY only');
    const phone = request.device === 'phone';
    const tradeNumber = alipayTradeNumber(request.topUpId);
    const redirectUrl = this.sdk.pageExecute(phone ? 'alipay.trade.wap.pay' : 'alipay.trade.page.pay', 'GET', {
      bizContent: {
        out_trade_no: tradeNumber,
        total_amount: yuanOf(request.price),
        subject: `${request.coins + request.bonusCoins} Matchday coins`,
        product_code: phone ? 'QUICK_WAP_WAY' : 'FAST_INSTANT_TRADE_PAY',
        time_expire: beijingTime(request.expiresAt),
      },
      returnUrl: request.returnUrl,
      notifyUrl: this.settings.notifyUrl,
    });
    return { sessionId: tradeNumber, redirectUrl };
  }

  async readNotification(body: Buffer): Promise<PaymentNotice[]> {
    // Decoded once, as every form is: the values Alipay signed.
    const form = Object.fromEntries(new URLSearchParams(body.toString('utf8')));
    if (form.sign_type && form.sign_type !== 'RSA2') throw new NotificationRefused(`Alipay notification signed with ${form.sign_type}, not RSA2`);
    let verified = false;
    try {
      // V2: the values as they are; the first reading decoded them again, and a `%` made it throw.
      verified = this.sdk.checkNotifySignV2({ ...form, sign_type: 'RSA2' });
    } catch {
      verified = false;
    }
    if (!verified) throw new NotificationRefused('Alipay signature');
    if (form.app_id !== this.settings.appId) throw new NotificationRefused(`Alipay notification for another app (${form.app_id})`);
    if (this.settings.sellerId && form.seller_id !== this.settings.sellerId) throw new NotificationRefused(`Alipay notification for another seller (${form.seller_id})`);
    const eventId = form.notify_id ?? `${form.trade_no}:${form.trade_status}:${form.gmt_refund ?? ''}`;
    const sessionId = form.out_trade_no ?? '';
    const paymentId = form.trade_no ?? '';
    // A refund is told with the refund's amount so far (refund_fee) on the trade.
    if (form.refund_fee && form.gmt_refund) return [{ type: 'refunded', eventId, paymentId, refunded: fenOf(form.refund_fee), amount: fenOf(form.total_amount ?? '') }];
    switch (form.trade_status) {
      case 'TRADE_SUCCESS':
      case 'TRADE_FINISHED':
        return [{ type: 'paid', eventId, sessionId, paymentId, amount: fenOf(form.total_amount ?? ''), currency: 'CNY' }];
      case 'TRADE_CLOSED':
        return [{ type: 'expired', eventId, sessionId }];
      default:
        return [{ type: 'ignored', eventId, what: `trade status ${form.trade_status}` }];
    }
  }

  /**
   * `alipay.trade.refund`, its request number our refund's id: asked again with the same number,
   * Alipay refunds once. Its answer is the trade's refunded total so far (`refund_fee`).
   */
  async refund(request: RefundRequest): Promise<RefundOutcome> {
    const answer = (await this.sdk.exec(
      'alipay.trade.refund',
      { bizContent: { out_trade_no: request.sessionId, refund_amount: yuanOf(request.amount), out_request_no: `refund${request.requestId}`, refund_reason: request.reason.slice(0, 256) } },
      { validateSign: true },
    )) as Record<string, string | undefined>;
    if (answer.code !== '10000') return { status: 'failed', why: answer.subMsg ?? answer.subCode ?? answer.msg ?? `Alipay ${answer.code}` };
    return { status: 'succeeded', refundId: `refund${request.requestId}`, refunded: fenOf(answer.refundFee ?? '') };
  }

  /** Alipay has no list of trades by time: each known trade is asked for (alipay.trade.query). */
  async listPayments(_since: Date, sessions: readonly string[]): Promise<ProviderPayment[]> {
    const payments: ProviderPayment[] = [];
    for (const sessionId of sessions) {
      const answer = (await this.sdk.exec('alipay.trade.query', { bizContent: { out_trade_no: sessionId } }, { validateSign: true })) as Record<string, string | undefined>;
      if (answer.code !== '10000') continue; // unknown to Alipay: never paid
      payments.push({
        sessionId,
        paymentId: answer.tradeNo ?? null,
        // A trade refunded in full is closed, yet was paid (it has a payment time).
        paid: answer.tradeStatus === 'TRADE_SUCCESS' || answer.tradeStatus === 'TRADE_FINISHED' || (answer.tradeStatus === 'TRADE_CLOSED' && Boolean(answer.sendPayDate)),
        amount: fenOf(answer.totalAmount ?? ''),
        currency: 'CNY',
        createdAt: new Date(0),
      });
    }
    return payments;
  }
}
