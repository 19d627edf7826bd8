// Money that never stalls or strands, through the providers' real SDKs against local stand-ins:
// an Alipay notice with a `%` in its body and an encoded passback_params credits the coins (the
// fan paid); one signed with RSA (SHA-1) or for another seller is refused; a Stripe test-mode
// event at a live site is no payment; a dispute won gives back what it took; a refund that
// matches no top-up is answered as received and held for an operator, never sent again for days;
// and a checkout is opened with no transaction held, exactly once under a retry.
import crypto from 'node:crypto';
import { type CheckoutStarted, PAYMENT_PATHS } from '@matchday/contracts/coins/contract';
import { AlipayProvider } from '../src/payments/alipayProvider';
import { StripeProvider } from '../src/payments/stripeProvider';
import { alipaySign, localStripe, paidSession, rsaKeys, signedStripeEvent } from './providerServers';
import { createTestApi, type TestApi } from './testApi';
import { newPlan } from './tipsFixtures';

const WEBHOOK_SECRET = 'whsec_test_notices';
const ALIPAY_APP = '2021000000000002';
const SELLER = '2088000000000001';
const app = rsaKeys();
const alipay = rsaKeys();
let api: TestApi;
let stripeServer: Awaited<ReturnType<typeof localStripe>>;

beforeAll(async () => {
  stripeServer = await localStripe();
  api = await createTestApi({
    payments: [
      // A live site: only live events are money.
      new StripeProvider({ secretKey: 'sk_live_notices', webhookSecret: WEBHOOK_SECRET, apiUrl: stripeServer.url, live: true }),
      new AlipayProvider({ appId: ALIPAY_APP, privateKey: app.privateKey, alipayPublicKey: alipay.publicKey, gateway: 'http://alipay.test/gateway.do', notifyUrl: 'http://site.test/api/payments/alipay/notify', sellerId: SELLER }),
    ],
  });
});
afterAll(async () => {
  await api.close();
  await stripeServer.close();
});

const balance = async (token: string) => (await api.call<{ balance: number }>('GET', '/api/coins/balance', { token })).body.data.balance;
const start = (token: string, body: object, key: string = crypto.randomUUID()) => api.call<CheckoutStarted>('POST', PAYMENT_PATHS.topUps, { token, body, headers: { 'idempotency-key': key } });
const live = (type: string, object: Record<string, unknown>) => signedStripeEvent(type, object, WEBHOOK_SECRET, undefined, true);
const sendStripe = (event: { payload: string; signature: string }) =>
  api.app.inject({ method: 'POST', url: PAYMENT_PATHS.stripeWebhook, payload: event.payload, headers: { 'content-type': 'application/json', 'stripe-signature': event.signature } });
const outcomeOf = async (eventId: string) => (await api.db.query<{ outcome: string; why: string | null }>('SELECT outcome, why FROM payment_events WHERE event_id = $1', [eventId]))[0];

/** Alipay's notification as it posts it: a form, each value percent-encoded once. */
const notify = (params: Record<string, string>) =>
  api.app.inject({
    method: 'POST',
    url: PAYMENT_PATHS.alipayNotify,
    payload: new URLSearchParams(params).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
  });
const signed = (params: Record<string, string>, signType = 'RSA2') => ({ ...params, sign_type: signType, sign: alipaySign(params, alipay.privateKey) });

async function alipayTopUp() {
  const fan = await api.signInByCode();
  const started = (await start(fan.token, { packageId: 3, provider: 'alipay' })).body.data;
  const params = {
    app_id: ALIPAY_APP,
    seller_id: SELLER,
    notify_id: crypto.randomUUID(),
    notify_time: '2026-12-07 20:00:00',
    notify_type: 'trade_status_sync',
    out_trade_no: `matchday${started.topUp.id}`,
    trade_no: `2026120722001${started.topUp.id}`,
    trade_status: 'TRADE_SUCCESS',
    total_amount: '68.00',
    charset: 'utf-8',
  };
  return { fan, params };
}

describe('Alipay notifications, as Alipay sends them', () => {
  it('credits a payment whose notice carries a % (a body of "100% 进球", an encoded passback_params): the fan paid and gets the coins', async () => {
    const { fan, params } = await alipayTopUp();
    const withPercent = { ...params, body: '680 coins · 100% 进球 · 5%off', passback_params: encodeURIComponent('topUp=1&note=50%') };
    const answers = await Promise.all([notify(signed(withPercent)), notify(signed(withPercent))]);
    expect(answers.map((answer) => answer.body)).toEqual(['success', 'success']);
    expect(await balance(fan.token)).toBe(100 + 680 + 20);
  });

  it('refuses a notice signed with RSA (SHA-1), or for another seller, whatever it says', async () => {
    const { fan, params } = await alipayTopUp();
    const sha1 = { ...params, sign_type: 'RSA', sign: crypto.createSign('RSA-SHA1').update(Object.keys(params).sort().map((key) => `${key}=${params[key as keyof typeof params]}`).join('&')).sign(alipay.privateKey, 'base64') };
    expect((await notify(sha1)).body).toBe('fail');
    expect((await notify(signed({ ...params, seller_id: '2088999999999999', notify_id: crypto.randomUUID() }))).body).toBe('fail');
    expect(await balance(fan.token)).toBe(100);
    expect((await notify(signed(params))).body).toBe('success');
    expect(await balance(fan.token)).toBe(800);
  });
});

describe('Stripe notifications at a live site', () => {
  async function paidStripe() {
    const fan = await api.signInByCode();
    const started = await start(fan.token, { packageId: 1, provider: 'stripe' });
    const sessionId = new URL(started.body.data.redirectUrl!).pathname.split('/').at(-1)!;
    const session = stripeServer.sessions.get(sessionId)!;
    return { fan, session, sessionId };
  }

  it('takes a test-mode event for no payment: answered, nothing credited', async () => {
    const { fan, session } = await paidStripe();
    const test = signedStripeEvent('checkout.session.completed', paidSession(session), WEBHOOK_SECRET);
    expect((await sendStripe(test)).statusCode).toBe(200);
    expect(await balance(fan.token)).toBe(100);
    expect(await outcomeOf(test.id)).toMatchObject({ outcome: 'unchanged', why: expect.stringContaining('test-mode event at a live site') });
    await sendStripe(live('checkout.session.completed', paidSession(session)));
    expect(await balance(fan.token)).toBe(160);
  });

  it('gives back what a dispute took when the merchant wins it, a debt left by spent coins forgiven', async () => {
    const { fan, session } = await paidStripe();
    await sendStripe(live('checkout.session.completed', paidSession(session)));
    expect(await balance(fan.token)).toBe(160);
    // Most of it is spent before the dispute: two plans (the first at the first-order discount).
    const expert = await api.withRoles(['expert']);
    for (const price of [150, 80]) {
      const plan = await newPlan(api, expert.token, { price });
      expect((await api.call('POST', '/api/plans/purchases', { token: fan.token, body: { planId: Number(plan.id) }, headers: { 'idempotency-key': crypto.randomUUID() } })).body.code).toBe(0);
    }
    const left = await balance(fan.token);
    expect(left).toBeLessThan(60);
    const dispute = { id: 'dp_1', object: 'dispute', payment_intent: `pi_${session.id}`, amount: 600, status: 'needs_response' };
    const opened = live('charge.dispute.created', dispute);
    await sendStripe(opened);
    expect(await outcomeOf(opened.id)).toMatchObject({ outcome: 'applied' });
    // The top-up's 60 coins: what is left taken, the rest owed.
    expect(await balance(fan.token)).toBe(0);
    const [owed] = await api.db.query<{ owed: number }>('SELECT owed FROM coin_debts d JOIN top_ups t ON t.id = d.top_up_id WHERE t.provider_session_id = $1', [session.id]);
    expect(Number(owed!.owed)).toBe(60 - left);
    // Lost as a warning, then won: the coins come back, the debt is forgiven, the top-up is paid again.
    await sendStripe(live('charge.dispute.closed', { ...dispute, status: 'warning_closed' }));
    expect(await balance(fan.token)).toBe(0);
    const won = live('charge.dispute.closed', { ...dispute, status: 'won' });
    await sendStripe(won);
    expect(await balance(fan.token)).toBe(left);
    const [debt] = await api.db.query<{ owed: number }>("SELECT owed FROM coin_debts d JOIN top_ups t ON t.id = d.top_up_id WHERE t.provider_session_id = $1", [session.id]);
    expect(Number(debt!.owed)).toBe(0);
    // Stripe's funds_reinstated for the same dispute changes nothing more.
    await sendStripe(live('charge.dispute.funds_reinstated', { ...dispute, status: 'won' }));
    expect(await balance(fan.token)).toBe(left);
    const history = (await api.call<{ items: { kind: string }[] }>('GET', '/api/coins/history', { token: fan.token })).body.data.items.map((entry) => entry.kind);
    expect(history).toContain('top_up_restored');
  });

  it('answers a refund that matches no top-up (another product on the account) as received, holds it for an operator, and takes it only once', async () => {
    const refund = live('charge.refunded', { id: 'ch_other', object: 'charge', payment_intent: 'pi_another_product', amount: 5000, amount_refunded: 5000 });
    for (let retry = 0; retry < 3; retry += 1) expect((await sendStripe(refund)).statusCode).toBe(200);
    expect(await outcomeOf(refund.id)).toMatchObject({ outcome: 'held', why: expect.stringContaining('credited no top-up') });
    const held = await api.db.query("SELECT count(*)::int AS count FROM payment_events WHERE event_id = $1 AND outcome = 'held'", [refund.id]);
    expect(held).toEqual([{ count: 1 }]);
  });
});

describe('opening a checkout', () => {
  it('holds no transaction while the provider answers, and a retry of the same request opens no second checkout', async () => {
    const fan = await api.signInByCode();
    const release = stripeServer.hold();
    const key = crypto.randomUUID();
    const first = start(fan.token, { packageId: 1, provider: 'stripe' }, key);
    await vi.waitFor(() => expect(stripeServer.waiting).toBe(1));
    // The site answers others meanwhile, and the same request retried (its answer was lost) waits on Stripe too.
    expect((await api.call('GET', '/api/health')).status).toBe(200);
    const retry = start(fan.token, { packageId: 1, provider: 'stripe' }, key);
    await vi.waitFor(() => expect(stripeServer.waiting).toBe(2));
    release();
    const [a, b] = await Promise.all([first, retry]);
    expect(a.body.data.topUp.id).toBe(b.body.data.topUp.id);
    expect(a.body.data.redirectUrl).toBe(b.body.data.redirectUrl);
    // Both asked Stripe under one idempotency key: one session.
    const keys = stripeServer.requests.slice(-2).map((request) => request.headers['idempotency-key']);
    expect(new Set(keys).size).toBe(1);
    const [count] = await api.db.query<{ count: number }>('SELECT count(*)::int AS count FROM top_ups WHERE checkout_key = $1', [key]);
    expect(count!.count).toBe(1);
  });
});
