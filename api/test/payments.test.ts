// Coins for money through the providers' real SDKs, against local servers answering as Stripe's
// and Alipay's documentation says: a checkout opened for a package, the coins credited once on
// the provider's signed word however many copies arrive and in whatever order, forged, unknown
// and wrong-amount notifications changing nothing, a refund of coins partly spent leaving a debt
// that stops purchases until a top-up repays it, and customer service's packages audited.
import crypto from 'node:crypto';
import type { AuditEntry } from '@matchday/contracts/lives/contract';
import { type CheckoutStarted, type CoinDebt, type CoinPackage, type CoinShop, PAYMENT_PATHS, type TopUp } from '@matchday/contracts/coins/contract';
import type { CursorPage } from '@matchday/contracts/http/paging';
import { AlipayProvider } from '../src/payments/alipayProvider';
import { reconcile } from '../src/payments/reconcile';
import { DevelopmentPaymentProvider } from '../src/payments/paymentProvider';
import { StripeProvider } from '../src/payments/stripeProvider';
import { alipaySign, localStripe, paidSession, rsaKeys, signedStripeEvent } from './providerServers';
import { createTestApi, type TestApi } from './testApi';
import { newPlan } from './tipsFixtures';

const WEBHOOK_SECRET = 'whsec_test_matchday';
const ALIPAY_APP = '2021000000000001';
const app = rsaKeys();
const alipay = rsaKeys();

const STRIPE_KEY = 'sk_test_matchday_secret_value';
const logLines: string[] = [];
let api: TestApi;
let stripeServer: Awaited<ReturnType<typeof localStripe>>;
let customerService: Awaited<ReturnType<TestApi['withRoles']>>;

beforeAll(async () => {
  stripeServer = await localStripe();
  api = await createTestApi({
    payments: [
      new StripeProvider({ secretKey: STRIPE_KEY, webhookSecret: WEBHOOK_SECRET, apiUrl: stripeServer.url }),
      new AlipayProvider({ appId: ALIPAY_APP, privateKey: app.privateKey, alipayPublicKey: alipay.publicKey, gateway: 'http://alipay.test/gateway.do', notifyUrl: 'http://site.test/api/payments/alipay/notify' }),
      new DevelopmentPaymentProvider(),
    ],
    logLines,
  });
  customerService = await api.withRoles(['customer_service']);
});
afterAll(async () => {
  await api.close();
  await stripeServer.close();
});

const balance = async (token: string) => (await api.call<{ balance: number }>('GET', '/api/coins/balance', { token })).body.data.balance;
const start = (token: string, body: object) => api.call<CheckoutStarted>('POST', PAYMENT_PATHS.topUps, { token, body, headers: { 'idempotency-key': crypto.randomUUID() } });
const topUpOf = async (token: string, id: string) => (await api.call<TopUp>('GET', `/api/coins/top-ups/${id}`, { token })).body.data;

const stripeEvent = (type: string, object: Record<string, unknown>) => signedStripeEvent(type, object, WEBHOOK_SECRET);
const sendStripe = (event: { payload: string; signature: string }) =>
  api.app.inject({ method: 'POST', url: PAYMENT_PATHS.stripeWebhook, payload: event.payload, headers: { 'content-type': 'application/json', 'stripe-signature': event.signature } });

/** A fan with a Stripe checkout open for the 60-coin package (¥6.00). */
async function stripeCheckout() {
  const fan = await api.signInByCode();
  const started = await start(fan.token, { packageId: 1, provider: 'stripe' });
  expect(started.body.code).toBe(0);
  const sessionId = new URL(started.body.data.redirectUrl!).pathname.split('/').at(-1)!;
  return { fan, topUp: started.body.data.topUp, sessionId, session: stripeServer.sessions.get(sessionId)! };
}

describe('the shop', () => {
  it('offers the packages on sale with the providers that take each', async () => {
    const shop = (await api.call<CoinShop>('GET', PAYMENT_PATHS.shop)).body.data;
    expect(shop.closed).toBe(false);
    expect(shop.packages.slice(0, 4).map((item) => [item.coins, item.bonusCoins, item.price, item.currency])).toEqual([
      [60, 0, 600, 'CNY'],
      [300, 0, 3000, 'CNY'],
      [680, 20, 6800, 'CNY'],
      [1280, 60, 12800, 'CNY'],
    ]);
    expect(shop.packages[0]!.providers).toEqual(['stripe', 'alipay', 'development']);
  });

  it('is changed by customer service only, each change in the audit log', async () => {
    const fan = await api.signInByCode();
    const body = { coins: 100, bonusCoins: 5, price: 999, currency: 'usd', active: true, position: 5 };
    expect((await api.call('POST', PAYMENT_PATHS.opsPackages, { token: fan.token, body })).status).toBe(403);
    const created = await api.call<CoinPackage>('POST', PAYMENT_PATHS.opsPackages, { token: customerService.token, body });
    expect(created.body.data).toMatchObject({ coins: 100, bonusCoins: 5, price: 999, currency: 'USD', active: true });
    const refused = await api.call('PUT', `/api/ops/coin-packages/${created.body.data.id}`, { token: customerService.token, body: { ...body, currency: 'dollars' } });
    expect(refused.body.msg).toBe('The currency must be a three-letter ISO 4217 code, such as CNY or USD');
    expect((await api.call('PUT', `/api/ops/coin-packages/${created.body.data.id}`, { token: customerService.token, body: { ...body, active: false } })).body.code).toBe(0);
    const shop = (await api.call<CoinShop>('GET', PAYMENT_PATHS.shop)).body.data;
    expect(shop.packages.some((item) => item.id === created.body.data.id)).toBe(false);
    const log = (await api.call<CursorPage<AuditEntry>>('GET', '/api/ops/audit?pageSize=10', { token: customerService.token })).body.data.items;
    expect(log.filter((entry) => entry.details.packageId === created.body.data.id).map((entry) => entry.action)).toEqual(['coins.package_update', 'coins.package_create']);
    // Alipay takes CNY only: a USD package is for Stripe.
    const usd = await api.call<CoinPackage>('POST', PAYMENT_PATHS.opsPackages, { token: customerService.token, body: { ...body, position: 6 } });
    const offered = (await api.call<CoinShop>('GET', PAYMENT_PATHS.shop)).body.data.packages.find((item) => item.id === usd.body.data.id)!;
    expect(offered.providers).toEqual(['stripe', 'development']);
    expect((await start(fan.token, { packageId: Number(usd.body.data.id), provider: 'alipay' })).body.msg).toBe('This way of paying is not available for this package');
  });
});

describe('Stripe', () => {
  it('opens a Checkout Session for the package, through the SDK, once per top-up', async () => {
    const { topUp, session } = await stripeCheckout();
    expect(topUp).toMatchObject({ status: 'pending', coins: 60, price: 600, currency: 'CNY', provider: 'stripe' });
    const request = stripeServer.requests.find((one) => one.body.includes(`client_reference_id=${topUp.id}`))!;
    const form = new URLSearchParams(request.body);
    expect(request.headers.authorization).toBe(`Bearer ${STRIPE_KEY}`);
    expect(request.headers['idempotency-key']).toBe(`matchday-top-up-${topUp.id}`);
    expect(Object.fromEntries(form)).toMatchObject({
      mode: 'payment',
      'line_items[0][price_data][currency]': 'cny',
      'line_items[0][price_data][unit_amount]': '600',
      'metadata[topUpId]': topUp.id,
      success_url: `http://site.test/user/coins?topUp=${topUp.id}`,
    });
    expect(session.amount_total).toBe(600);
    console.log(`Stripe SDK request: ${request.method} ${request.path}\n${decodeURIComponent(request.body).replace(/&/g, '\n')}`);
  });

  it('credits once under five concurrent copies of its webhook, and later events out of order change nothing', async () => {
    const { fan, topUp, session } = await stripeCheckout();
    const completed = stripeEvent('checkout.session.completed', paidSession(session));
    const answers = await Promise.all(Array.from({ length: 5 }, () => sendStripe(completed)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    // A second event saying the same (async success), and the session's expiry arriving late.
    expect((await sendStripe(stripeEvent('checkout.session.async_payment_succeeded', paidSession(session)))).statusCode).toBe(200);
    expect((await sendStripe(stripeEvent('checkout.session.expired', { ...session, status: 'expired' }))).statusCode).toBe(200);
    expect(await balance(fan.token)).toBe(160);
    expect(await topUpOf(fan.token, topUp.id)).toMatchObject({ status: 'paid', paidAt: expect.any(String) });
    const ledger = await api.db.query<{ kind: string; amount: number }>(
      `SELECT t.kind, e.amount::int AS amount FROM ledger_entries e JOIN ledger_transactions t ON t.id = e.transaction_id
       JOIN coin_accounts a ON a.id = e.account_id WHERE a.user_id = $1 ORDER BY e.id`,
      [fan.user.id],
    );
    expect(ledger).toEqual([
      { kind: 'signup_bonus', amount: 100 },
      { kind: 'top_up', amount: 60 },
    ]);
    console.log(`ledger of the fan after five concurrent webhooks and two late events: ${JSON.stringify(ledger)}`);
  });

  it('takes an expiry before payment, and still credits a payment that lands after it', async () => {
    const { fan, topUp, session } = await stripeCheckout();
    await sendStripe(stripeEvent('checkout.session.expired', { ...session, status: 'expired' }));
    expect((await topUpOf(fan.token, topUp.id)).status).toBe('expired');
    await sendStripe(stripeEvent('checkout.session.completed', paidSession(session)));
    expect((await topUpOf(fan.token, topUp.id)).status).toBe('paid');
    expect(await balance(fan.token)).toBe(160);
  });

  it('holds a refund that arrives before its payment (answered as received), and applies it when the payment is credited', async () => {
    const { fan, session } = await stripeCheckout();
    const refund = stripeEvent('charge.refunded', { id: `ch_${session.id}`, object: 'charge', payment_intent: `pi_${session.id}`, amount: 600, amount_refunded: 600 });
    // Its payment is not credited yet: kept and held, answered 2xx so Stripe does not send it for three days.
    expect((await sendStripe(refund)).statusCode).toBe(200);
    const [held] = await api.db.query<{ outcome: string }>('SELECT outcome FROM payment_events WHERE event_id = $1', [refund.id]);
    expect(held?.outcome).toBe('held');
    // The payment comes: credited, and the held refund applied with it.
    await sendStripe(stripeEvent('checkout.session.completed', paidSession(session)));
    expect(await balance(fan.token)).toBe(100);
    const [applied] = await api.db.query<{ outcome: string }>('SELECT outcome FROM payment_events WHERE event_id = $1', [refund.id]);
    expect(applied?.outcome).toBe('applied');
    // A copy of the refund changes nothing.
    expect((await sendStripe(refund)).statusCode).toBe(200);
    expect(await balance(fan.token)).toBe(100);
  });

  it('lapses a checkout nobody paid once its time is over', async () => {
    const { fan, topUp } = await stripeCheckout();
    api.clock.advance(59 * 60);
    await api.services.topUps.expireCheckouts();
    expect((await topUpOf(fan.token, topUp.id)).status).toBe('pending');
    api.clock.advance(2 * 60);
    await api.services.topUps.expireCheckouts();
    expect((await topUpOf(fan.token, topUp.id)).status).toBe('expired');
  });

  it('changes nothing for a bad signature, an unknown session or a wrong amount', async () => {
    const { fan, topUp, session } = await stripeCheckout();
    const forged = stripeEvent('checkout.session.completed', paidSession(session));
    expect((await sendStripe({ payload: forged.payload, signature: forged.signature.replace(/v1=\w{8}/, 'v1=00000000') })).statusCode).toBe(400);
    expect((await sendStripe({ payload: forged.payload.replace('"amount_total":600', '"amount_total":6'), signature: forged.signature })).statusCode).toBe(400);
    expect((await sendStripe(stripeEvent('checkout.session.completed', paidSession(session, { id: 'cs_test_unknown' })))).statusCode).toBe(200);
    expect((await sendStripe(stripeEvent('checkout.session.completed', paidSession(session, { amount_total: 6 })))).statusCode).toBe(200);
    expect((await sendStripe(stripeEvent('checkout.session.completed', paidSession(session, { currency: 'usd' })))).statusCode).toBe(200);
    expect(await balance(fan.token)).toBe(100);
    expect((await topUpOf(fan.token, topUp.id)).status).toBe('pending');
  });

  it('takes back on a refund what is unspent; the rest is owed, purchases wait, and the next top-up repays it', async () => {
    const { fan, session } = await stripeCheckout();
    await sendStripe(stripeEvent('checkout.session.completed', paidSession(session)));
    expect(await balance(fan.token)).toBe(160);
    // Most of the 160 coins are spent on two plans (the first at the first-order discount).
    const expert = await api.withRoles(['expert']);
    const buy = async (price: number) => {
      const plan = await newPlan(api, expert.token, { price });
      return api.call('POST', '/api/plans/purchases', { token: fan.token, body: { planId: Number(plan.id) }, headers: { 'idempotency-key': crypto.randomUUID() } });
    };
    expect((await buy(150)).body.code).toBe(0);
    expect((await buy(80)).body.code).toBe(0);
    const left = await balance(fan.token);
    expect(left).toBeLessThan(60);

    await sendStripe(stripeEvent('charge.refunded', { id: 'ch_1', object: 'charge', payment_intent: `pi_${session.id}`, amount: 600, amount_refunded: 600 }));
    expect(await balance(fan.token)).toBe(0);
    const debts = (await api.call<CursorPage<CoinDebt>>('GET', PAYMENT_PATHS.opsDebts, { token: customerService.token })).body.data.items;
    expect(debts.find((debt) => debt.userId === fan.user.id)).toMatchObject({ owed: 60 - left, reason: 'refunded' });
    const refused = await buy(1);
    expect(refused.body.msg).toBe('You owe coins after a refund or dispute; top up to repay them before buying');
    // The same refund told again changes nothing.
    await sendStripe(stripeEvent('charge.refunded', { id: 'ch_1', object: 'charge', payment_intent: `pi_${session.id}`, amount: 600, amount_refunded: 600 }));
    expect(await balance(fan.token)).toBe(0);

    await api.topUp(fan.token, 300);
    expect(await balance(fan.token)).toBe(300 - (60 - left));
    expect((await api.call<CursorPage<CoinDebt>>('GET', PAYMENT_PATHS.opsDebts, { token: customerService.token })).body.data.items.some((debt) => debt.userId === fan.user.id)).toBe(false);
    const [{ negative }] = (await api.db.query<{ negative: number }>('SELECT count(*)::int AS negative FROM coin_accounts WHERE user_id IS NOT NULL AND balance < 0')) as [{ negative: number }];
    expect(negative).toBe(0);
  });
});

describe('Alipay', () => {
  const notify = (params: Record<string, string>) =>
    api.app.inject({
      method: 'POST',
      url: PAYMENT_PATHS.alipayNotify,
      payload: new URLSearchParams(params).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
    });
  const signed = (params: Record<string, string>) => ({ ...params, sign_type: 'RSA2', sign: alipaySign(params, alipay.privateKey) });

  it('sends a desktop to page pay and a phone to wap pay, signed by the SDK', async () => {
    const fan = await api.signInByCode();
    for (const [device, method] of [
      ['desktop', 'alipay.trade.page.pay'],
      ['phone', 'alipay.trade.wap.pay'],
    ] as const) {
      const started = (await start(fan.token, { packageId: 3, provider: 'alipay', device })).body.data;
      const address = new URL(started.redirectUrl!);
      expect(`${address.origin}${address.pathname}`).toBe('http://alipay.test/gateway.do');
      expect(address.searchParams.get('method')).toBe(method);
      expect(address.searchParams.get('app_id')).toBe(ALIPAY_APP);
      expect(address.searchParams.get('notify_url')).toBe('http://site.test/api/payments/alipay/notify');
      expect(JSON.parse(address.searchParams.get('biz_content')!)).toMatchObject({ out_trade_no: `matchday${started.topUp.id}`, total_amount: '68.00' });
      expect(address.searchParams.get('sign')).toMatch(/^[A-Za-z0-9+/=]{100,}$/);
      if (device === 'desktop') console.log(`Alipay SDK page pay address: ${address.origin}${address.pathname}?method=${method}&biz_content=${address.searchParams.get('biz_content')}…`);
    }
  });

  it('credits once on a verified notification, answering success; a forged one gets fail and changes nothing', async () => {
    const fan = await api.signInByCode();
    const started = (await start(fan.token, { packageId: 3, provider: 'alipay' })).body.data;
    const params = {
      app_id: ALIPAY_APP,
      notify_id: crypto.randomUUID(),
      notify_time: '2026-11-26 20:00:00',
      notify_type: 'trade_status_sync',
      out_trade_no: `matchday${started.topUp.id}`,
      trade_no: `2026112622001${started.topUp.id}`,
      trade_status: 'TRADE_SUCCESS',
      total_amount: '68.00',
      charset: 'utf-8',
    };
    const forged = { ...signed(params), total_amount: '0.01' };
    const refused = await notify(forged);
    expect(refused.body).toBe('fail');
    expect(await balance(fan.token)).toBe(100);
    const answers = await Promise.all(Array.from({ length: 3 }, () => notify(signed(params))));
    expect(answers.map((answer) => answer.body)).toEqual(['success', 'success', 'success']);
    expect(await balance(fan.token)).toBe(800);
    // Another app's notification, signed by Alipay all the same, is not ours.
    expect((await notify(signed({ ...params, app_id: '2021000000000999', notify_id: crypto.randomUUID() }))).body).toBe('fail');
    expect(await balance(fan.token)).toBe(800);
  });
});

describe('secrets', () => {
  it('never reach the log, though every kind of notification was logged above', () => {
    const log = logLines.join('');
    expect(log).toContain('payment notification');
    for (const secret of [STRIPE_KEY, WEBHOOK_SECRET, app.privateKey.split('\n')[1]!, alipay.privateKey.split('\n')[1]!]) expect(log).not.toContain(secret);
  });
});

describe('reconciliation', () => {
  it('finds a payment the provider took whose notification never came, and nothing else', async () => {
    // The test's clock stands still: a second later, the earlier tests' top-ups are before `since`.
    const since = api.clock.advance(1);
    const credited = await stripeCheckout();
    await sendStripe(stripeEvent('checkout.session.completed', paidSession(credited.session)));
    const missing = await stripeCheckout();
    // Paid at Stripe; the webhook never arrives.
    stripeServer.sessions.set(missing.sessionId, paidSession(missing.session));
    stripeServer.sessions.set(credited.sessionId, paidSession(credited.session));
    const stripe = api.services.topUps.provider('stripe')!;
    const mismatches = await reconcile(api.db, [stripe], since);
    expect(mismatches).toEqual([{ provider: 'stripe', sessionId: missing.sessionId, topUpId: missing.topUp.id, problem: 'paid but not credited', detail: 'top-up is pending' }]);
  });
});
