// Refunds and reconciliation an operator runs from the console, through Stripe's and Alipay's real
// SDKs against local stand-ins: a double-clicked refund refunds once (the same request key, or two
// keys racing for what is left); the coins follow the provider's word (Stripe's charge.refunded,
// Alipay's own answer); a refund asked for more than is left, or of an unpaid top-up, is refused
// with its reason; held notices are reviewed with a note; reconciliation compares payments, refunds
// and disputes both ways, one process at a time, and keeps its findings.
import crypto from 'node:crypto';
import { type CheckoutStarted, type OpsTopUp, PAYMENT_PATHS, type PaymentNoticeRecord, type ReconciliationReport, type RefundRecord } from '@matchday/contracts/coins/contract';
import type { CursorPage } from '@matchday/contracts/http/paging';
import { AlipayProvider } from '../src/payments/alipayProvider';
import { translate } from '../src/i18n/messages';
import { StripeProvider } from '../src/payments/stripeProvider';
import { alipaySign, localAlipay, localStripe, paidSession, rsaKeys, signedStripeEvent } from './providerServers';
import { createTestApi, type TestApi } from './testApi';

const WEBHOOK_SECRET = 'whsec_test_refunds';
const ALIPAY_APP = '2021000000000003';
const SELLER = '2088000000000003';
const appKeys = rsaKeys();
const alipayKeys = rsaKeys();
let api: TestApi;
let stripeServer: Awaited<ReturnType<typeof localStripe>>;
let alipayServer: Awaited<ReturnType<typeof localAlipay>>;
let staff: { token: string };

beforeAll(async () => {
  [stripeServer, alipayServer] = await Promise.all([localStripe(), localAlipay(alipayKeys.privateKey)]);
  api = await createTestApi({
    payments: [
      new StripeProvider({ secretKey: 'sk_live_refunds', webhookSecret: WEBHOOK_SECRET, apiUrl: stripeServer.url, live: true }),
      new AlipayProvider({ appId: ALIPAY_APP, privateKey: appKeys.privateKey, alipayPublicKey: alipayKeys.publicKey, gateway: alipayServer.url, notifyUrl: 'http://site.test/api/payments/alipay/notify', sellerId: SELLER }),
    ],
  });
  staff = await api.withRoles(['customer_service']);
});
afterAll(async () => {
  await api.close();
  await Promise.all([stripeServer.close(), alipayServer.close()]);
});

const text = (key: string, values: Record<string, string> = {}) => translate(key, 'en_US', values);
const path = (template: string, params: Record<string, string>) => Object.entries(params).reduce((built, [name, value]) => built.replace(`:${name}`, encodeURIComponent(value)), template);
const balance = async (token: string) => (await api.call<{ balance: number }>('GET', '/api/coins/balance', { token })).body.data.balance;
const start = (token: string, body: object) => api.call<CheckoutStarted>('POST', PAYMENT_PATHS.topUps, { token, body, headers: { 'idempotency-key': crypto.randomUUID() } });
const sendStripe = (event: { payload: string; signature: string }) =>
  api.app.inject({ method: 'POST', url: PAYMENT_PATHS.stripeWebhook, payload: event.payload, headers: { 'content-type': 'application/json', 'stripe-signature': event.signature } });
const refund = (topUpId: string, body: object, key: string = crypto.randomUUID(), token = staff.token) =>
  api.call<RefundRecord>('POST', path(PAYMENT_PATHS.opsRefunds, { topUpId }), { token, body, headers: { 'idempotency-key': key } });
const lookUp = async (topUpId: string) => (await api.call<OpsTopUp>('GET', path(PAYMENT_PATHS.opsTopUp, { topUpId }), { token: staff.token })).body.data;

/** A fan's Stripe top-up of package 1 (60 coins, 6.00), paid: Stripe's session marked paid and its event sent. */
async function paidStripeTopUp() {
  const fan = await api.signInByCode();
  const started = (await start(fan.token, { packageId: 1, provider: 'stripe' })).body.data;
  const sessionId = new URL(started.redirectUrl!).pathname.split('/').at(-1)!;
  const session = paidSession(stripeServer.sessions.get(sessionId)!);
  stripeServer.sessions.set(sessionId, session);
  expect((await sendStripe(signedStripeEvent('checkout.session.completed', session, WEBHOOK_SECRET, undefined, true))).statusCode).toBe(200);
  expect(await balance(fan.token)).toBe(160);
  return { fan, topUpId: started.topUp.id, session };
}

/** A fan's Alipay top-up of package 3 (680 + 20 coins, 68.00 CNY), paid: the trade known to Alipay and its signed notice sent. */
async function paidAlipayTopUp() {
  const fan = await api.signInByCode();
  const started = (await start(fan.token, { packageId: 3, provider: 'alipay' })).body.data;
  const tradeNumber = `matchday${started.topUp.id}`;
  alipayServer.trades.set(tradeNumber, { total: 6800, refunded: 0 });
  const params = {
    app_id: ALIPAY_APP,
    seller_id: SELLER,
    notify_id: crypto.randomUUID(),
    notify_time: '2026-12-07 20:00:00',
    notify_type: 'trade_status_sync',
    out_trade_no: tradeNumber,
    trade_no: `T${tradeNumber}`,
    trade_status: 'TRADE_SUCCESS',
    total_amount: '68.00',
    charset: 'utf-8',
  };
  const form = new URLSearchParams({ ...params, sign_type: 'RSA2', sign: alipaySign(params, alipayKeys.privateKey) }).toString();
  const answer = await api.app.inject({ method: 'POST', url: PAYMENT_PATHS.alipayNotify, payload: form, headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' } });
  expect(answer.body).toBe('success');
  expect(await balance(fan.token)).toBe(800);
  return { fan, topUpId: started.topUp.id, tradeNumber };
}

describe('refunds from the console', () => {
  it('refunds a Stripe payment once under a double click and a retry; the coins go when Stripe says charge.refunded', async () => {
    const { fan, topUpId, session } = await paidStripeTopUp();
    expect(await lookUp(topUpId)).toMatchObject({ status: 'paid', refundable: 600, refunds: [], username: expect.any(String) });
    // The operator's two clicks race with two keys, and the first is retried (its answer lost) with its own key.
    const key = crypto.randomUUID();
    const answers = await Promise.all([refund(topUpId, { reason: 'Charged twice by mistake' }, key), refund(topUpId, { reason: 'Charged twice by mistake' }), refund(topUpId, { reason: 'Charged twice by mistake' }, key)]);
    const done = answers.filter((answer) => answer.body.code === 0);
    const refused = answers.filter((answer) => answer.body.code !== 0);
    expect(new Set(done.map((answer) => answer.body.data.id)).size).toBe(1);
    expect(refused.map((answer) => answer.body.msg)).toEqual(refused.map(() => text('api.payments.refundNothingLeft')));
    expect(done[0]!.body.data).toMatchObject({ amount: 600, status: 'succeeded' });
    expect(stripeServer.refunds.filter((made) => made.payment_intent === session.payment_intent)).toHaveLength(1);
    // Stripe's word that the money went back takes the coins (the 100 sign-up coins stay).
    expect(await balance(fan.token)).toBe(160);
    await sendStripe(signedStripeEvent('charge.refunded', { id: 'ch_1', object: 'charge', payment_intent: session.payment_intent, amount: 600, amount_refunded: 600 }, WEBHOOK_SECRET, undefined, true));
    expect(await balance(fan.token)).toBe(100);
    expect(await lookUp(topUpId)).toMatchObject({ status: 'refunded', refundable: 0, reversedCoins: 60, refunds: [expect.objectContaining({ status: 'succeeded', reason: 'Charged twice by mistake' })] });
    const [audited] = await api.db.query<{ count: number }>("SELECT count(*)::int AS count FROM ops_audit WHERE action = 'refund_top_up' AND details->>'topUpId' = $1", [topUpId]);
    expect(audited!.count).toBe(1);
  });

  it('refunds part of an Alipay payment by alipay.trade.refund, once per request number, and its coins go at Alipay\'s answer', async () => {
    const { fan, topUpId, tradeNumber } = await paidAlipayTopUp();
    const key = crypto.randomUUID();
    const [first, again] = await Promise.all([refund(topUpId, { amount: 3400, reason: 'Half of the package unused' }, key), refund(topUpId, { amount: 3400, reason: 'Half of the package unused' }, key)]);
    expect(first.body.data).toEqual(again.body.data);
    expect(first.body.data).toMatchObject({ amount: 3400, currency: 'CNY', status: 'succeeded' });
    expect(alipayServer.trades.get(tradeNumber)).toEqual({ total: 6800, refunded: 3400 });
    // Half the price: half the 700 coins taken back at once.
    expect(await balance(fan.token)).toBe(800 - 350);
    expect(await lookUp(topUpId)).toMatchObject({ refundable: 3400, reversedCoins: 350 });
    // The request went as Alipay documents it: method alipay.trade.refund, our refund's request number, the amount in yuan.
    const asked = alipayServer.requests.filter((request) => request.path.includes('alipay.trade.refund')).map((request) => JSON.parse(new URLSearchParams(request.body).get('biz_content')!));
    expect(asked.at(-1)).toMatchObject({ out_trade_no: tradeNumber, refund_amount: '34.00', out_request_no: `refund${first.body.data.id}` });
    // The rest, then nothing more.
    expect((await refund(topUpId, { reason: 'The rest, on appeal' })).body.data).toMatchObject({ amount: 3400, status: 'succeeded' });
    expect(await balance(fan.token)).toBe(100);
    const more = await refund(topUpId, { amount: 1, reason: 'One more' });
    expect(more.status).toBe(409);
    expect(more.body.msg).toBe(text('api.payments.refundNothingLeft'));
  });

  it('refuses an amount above what is left, a top-up never paid, a bad reason, and a fan', async () => {
    const { fan, topUpId } = await paidStripeTopUp();
    const tooMuch = await refund(topUpId, { amount: 601, reason: 'Too much' });
    expect([tooMuch.status, tooMuch.body.msg]).toEqual([400, text('api.payments.refundAmountInvalid')]);
    const noReason = await refund(topUpId, { reason: ' ' });
    expect([noReason.status, noReason.body.msg]).toEqual([400, text('api.payments.refundReasonRequired')]);
    const unpaid = (await start(fan.token, { packageId: 1, provider: 'stripe' })).body.data.topUp.id;
    const notPaid = await refund(unpaid, { reason: 'Never paid' });
    expect([notPaid.status, notPaid.body.msg]).toEqual([409, text('api.payments.notRefundable')]);
    expect((await refund(topUpId, { reason: 'Myself' }, crypto.randomUUID(), fan.token)).status).toBe(403);
    expect((await refund('999999999', { reason: 'Nobody' })).status).toBe(404);
    // Nothing was asked of Stripe, nothing taken.
    expect(await balance(fan.token)).toBe(160);
    expect(await lookUp(topUpId)).toMatchObject({ refundable: 600, refunds: [] });
  });

  it('keeps a refund the provider refused as failed, with its reason, and gives its amount back to refund', async () => {
    const { topUpId, tradeNumber } = await paidAlipayTopUp();
    // Alipay knows the trade no more (refunded at Alipay's own console in full, say).
    alipayServer.trades.set(tradeNumber, { total: 6800, refunded: 6800 });
    const answer = await refund(topUpId, { amount: 100, reason: 'Goodwill' });
    expect(answer.body.data).toMatchObject({ status: 'failed', why: '退款金额超限' });
    expect(await lookUp(topUpId)).toMatchObject({ refundable: 6800 });
  });
});

describe('held notices', () => {
  it('lists the notices held for an operator and takes each review once, with its note', async () => {
    const lost = signedStripeEvent('charge.refunded', { id: 'ch_lost', object: 'charge', payment_intent: 'pi_another_product', amount: 900, amount_refunded: 900 }, WEBHOOK_SECRET, undefined, true);
    expect((await sendStripe(lost)).statusCode).toBe(200);
    const held = (await api.call<CursorPage<PaymentNoticeRecord>>('GET', `${PAYMENT_PATHS.opsNotices}?pageSize=50`, { token: staff.token })).body.data.items;
    expect(held.find((notice) => notice.eventId === lost.id)).toMatchObject({ provider: 'stripe', kind: 'refunded', outcome: 'held', paymentId: 'pi_another_product', reviewedAt: null });
    const reviewPath = path(PAYMENT_PATHS.opsNoticeReview, { provider: 'stripe', eventId: lost.id });
    const empty = await api.call('POST', reviewPath, { token: staff.token, body: { note: '' } });
    expect([empty.status, empty.body.msg]).toEqual([400, text('api.payments.reviewNoteRequired')]);
    const reviewed = await api.call<PaymentNoticeRecord>('POST', reviewPath, { token: staff.token, body: { note: 'Refund of the shop, not Matchday coins' } });
    expect(reviewed.body.data).toMatchObject({ outcome: 'reviewed', reviewNote: 'Refund of the shop, not Matchday coins', reviewedAt: expect.any(String) });
    expect((await api.call('POST', reviewPath, { token: staff.token, body: { note: 'Again' } })).status).toBe(404);
    const stillHeld = (await api.call<CursorPage<PaymentNoticeRecord>>('GET', `${PAYMENT_PATHS.opsNotices}?pageSize=50`, { token: staff.token })).body.data.items;
    expect(stillHeld.map((notice) => notice.eventId)).not.toContain(lost.id);
    const all = (await api.call<CursorPage<PaymentNoticeRecord>>('GET', `${PAYMENT_PATHS.opsNotices}?outcome=all&pageSize=100`, { token: staff.token })).body.data.items;
    expect(all.map((notice) => notice.eventId)).toContain(lost.id);
  });
});

describe('reconciliation', () => {
  it('finds a refund made at Stripe that took no coins here, and a dispute won there still taken here; one run at a time; kept for the console', async () => {
    const refundedThere = await paidStripeTopUp();
    stripeServer.refunds.push({ id: 're_dashboard', object: 'refund', amount: 600, currency: 'usd', payment_intent: refundedThere.session.payment_intent, status: 'succeeded', created: Math.floor(Date.now() / 1000) });
    const disputed = await paidStripeTopUp();
    const dispute = { id: 'dp_reconcile', object: 'dispute', payment_intent: disputed.session.payment_intent, amount: 600, status: 'needs_response' };
    await sendStripe(signedStripeEvent('charge.dispute.created', dispute, WEBHOOK_SECRET, undefined, true));
    // Won at Stripe, but its closing event never reached Matchday.
    stripeServer.disputes.push({ ...dispute, status: 'won', created: Math.floor(Date.now() / 1000) });

    const [report, other] = await Promise.all([
      api.call<ReconciliationReport>('POST', PAYMENT_PATHS.opsReconciliation, { token: staff.token }),
      api.call<ReconciliationReport>('POST', PAYMENT_PATHS.opsReconciliation, { token: staff.token }),
    ]);
    // Two operators asking at once: one runs, the other is told it is running.
    const ran = [report, other].filter((answer) => answer.body.code === 0);
    expect(ran.length).toBeGreaterThanOrEqual(1);
    const findings = ran[0]!.body.data.findings;
    expect(findings).toContainEqual(expect.objectContaining({ topUpId: refundedThere.topUpId, problem: 'refunded there, not taken back here' }));
    expect(findings).toContainEqual(expect.objectContaining({ topUpId: disputed.topUpId, problem: 'dispute won there, still taken back here' }));
    expect(ran[0]!.body.data.run).toMatchObject({ finishedAt: expect.any(String), error: null });
    const kept = (await api.call<ReconciliationReport>('GET', PAYMENT_PATHS.opsReconciliation, { token: staff.token })).body.data;
    expect(kept.findings).toEqual(ran.at(-1)!.body.data.findings);
  });
});
