// A purchase is one statement in the database (plan_purchase, migration 024): what a request that
// moves coins must still guarantee there. A refusal leaves nothing behind, not even its key; a
// key names one request; duplicates racing each other move coins once; the buyer hears of their
// new balance once it is committed; settlement waits for a purchase in flight and refunds it,
// and a purchase arriving after settlement is refused.
import type { PurchaseResponse } from '@matchday/contracts/tips/contract';
import { createTestApi, type TestApi } from './testApi';
import { TEST_DATABASE_KIND } from './testDatabase';
import { newPlan, setPlanSettings } from './tipsFixtures';

let api: TestApi;
let expert: Awaited<ReturnType<TestApi['withRoles']>>;
beforeAll(async () => {
  api = await createTestApi();
  expert = await api.withRoles(['expert']);
  // Whole prices, but where a test sets a discount.
  await setPlanSettings(api, { firstOrderDiscountPercent: 0 });
});
afterAll(() => api.close());

let keys = 0;
const purchase = (token: string, planId: string, key = `purchases-test-${++keys}`) =>
  api.call<PurchaseResponse>('POST', '/api/plans/purchases', { token, body: { planId: Number(planId) }, headers: { 'idempotency-key': key } });
const balance = async (token: string) => (await api.call<{ balance: number }>('GET', '/api/coins/balance', { token })).body.data.balance;
const purchasesOf = (planId: string) => api.db.query<{ user_id: string; refunded: boolean }>(
  'SELECT user_id::text AS user_id, refund_transaction_id IS NOT NULL AS refunded FROM plan_purchases WHERE plan_id = $1',
  [planId],
);

async function ledgerIsConsistent(): Promise<void> {
  expect(await api.db.query('SELECT transaction_id FROM ledger_entries GROUP BY transaction_id HAVING sum(amount) <> 0')).toEqual([]);
  const drift = await api.db.query(
    `SELECT a.id FROM coin_accounts a LEFT JOIN ledger_entries e ON e.account_id = a.id
     WHERE a.user_id IS NOT NULL GROUP BY a.id, a.balance HAVING a.balance <> coalesce(sum(e.amount), 0) OR a.balance < 0`,
  );
  expect(drift).toEqual([]);
}
afterEach(ledgerIsConsistent);

describe('a purchase’s Idempotency-Key', () => {
  it('is not spent by a refusal: the same key buys once the balance covers the price', async () => {
    const plan = await newPlan(api, expert.token, { price: 150 });
    const fan = await api.signInByCode();
    const refused = await purchase(fan.token, plan.id, 'purchases-test-refused-first');
    expect(refused.status).toBe(402);
    expect(refused.body).toEqual({ code: 3000, msg: 'Insufficient gold balance' });
    expect(await api.db.query('SELECT 1 FROM idempotency_keys WHERE key = $1', ['purchases-test-refused-first'])).toEqual([]);
    await api.topUp(fan.token, 60);
    expect((await purchase(fan.token, plan.id, 'purchases-test-refused-first')).body.data).toMatchObject({ price: 150, balance: 10 });
  });

  it('names one request: the same key for another plan is refused and moves nothing', async () => {
    const [first, second] = [await newPlan(api, expert.token, { price: 10 }), await newPlan(api, expert.token, { price: 10 })];
    const fan = await api.signInByCode();
    expect((await purchase(fan.token, first.id, 'purchases-test-one-request')).body.code).toBe(0);
    const reused = await purchase(fan.token, second.id, 'purchases-test-one-request');
    expect(reused.status).toBe(422);
    expect(reused.body.code).toBe(3000);
    expect(await balance(fan.token)).toBe(90);
    expect(await purchasesOf(second.id)).toEqual([]);
  });

  it('is served at its former address too (remotes built before the move), one charge for a key across both', async () => {
    const plan = await newPlan(api, expert.token, { price: 10 });
    const fan = await api.signInByCode();
    const headers = { 'idempotency-key': 'purchases-test-former-address' };
    const before = await api.call<PurchaseResponse>('POST', '/api/coins/purchases', { token: fan.token, body: { planId: Number(plan.id) }, headers });
    expect(before.body.code).toBe(0);
    const retried = await purchase(fan.token, plan.id, 'purchases-test-former-address');
    expect(retried.body.data.orderId).toBe(before.body.data.orderId);
    expect(await balance(fan.token)).toBe(90);
    expect(await purchasesOf(plan.id)).toHaveLength(1);
  });

  it('under concurrent duplicates and other keys for the same plan: one charge, one order, the same answer for the key', async () => {
    const plan = await newPlan(api, expert.token, { price: 25 });
    const fan = await api.signInByCode();
    const answers = await Promise.all([
      ...Array.from({ length: 6 }, () => purchase(fan.token, plan.id, 'purchases-test-duplicates')),
      ...Array.from({ length: 4 }, () => purchase(fan.token, plan.id)),
    ]);
    const bought = answers.filter((answer) => answer.body.code === 0);
    // The key's answers are the first's; another key that came second finds the plan unlocked.
    expect(new Set(bought.map((answer) => answer.body.data.orderId)).size).toBe(1);
    expect(answers.filter((answer) => answer.body.code !== 0).every((answer) => answer.body.msg === 'You have already unlocked this plan')).toBe(true);
    expect(await purchasesOf(plan.id)).toHaveLength(1);
    expect(await balance(fan.token)).toBe(75);
  });
});

it('gives the first-order discount once when ten first purchases race', async () => {
  await setPlanSettings(api, { firstOrderDiscountPercent: 50 });
  try {
    const plans = await Promise.all(Array.from({ length: 10 }, () => newPlan(api, expert.token, { price: 8 })));
    const fan = await api.signInByCode();
    const answers = await Promise.all(plans.map((plan) => purchase(fan.token, plan.id)));
    expect(answers.map((answer) => answer.body.data.price).sort((a, b) => a - b)).toEqual([4, 8, 8, 8, 8, 8, 8, 8, 8, 8]);
    expect(await balance(fan.token)).toBe(100 - 4 - 9 * 8);
  } finally {
    await setPlanSettings(api, { firstOrderDiscountPercent: 0 });
  }
});

it('announces the buyer’s new balance once the purchase has committed; a replayed answer or a refusal announces nothing', async () => {
  const plan = await newPlan(api, expert.token, { price: 30 });
  const dear = await newPlan(api, expert.token, { price: 500 });
  const fan = await api.signInByCode();
  const heard: [string, number][] = [];
  const listener = (userId: string, value: number) => heard.push([userId, value]);
  api.db.events.on('balance', listener);
  try {
    await purchase(fan.token, plan.id, 'purchases-test-announced');
    await purchase(fan.token, plan.id, 'purchases-test-announced');
    await purchase(fan.token, dear.id);
  } finally {
    api.db.events.off('balance', listener);
  }
  expect(heard).toEqual([[fan.user.id, 70]]);
});

describe('settlement and purchases', () => {
  it('a purchase racing a void is either refunded once or refused as closed', async () => {
    const plan = await newPlan(api, expert.token, { price: 10 });
    const fans = await Promise.all(Array.from({ length: 8 }, () => api.signInByCode()));
    const [answers, voided] = await Promise.all([
      Promise.all(fans.map((fan) => purchase(fan.token, plan.id))),
      api.services.settlement.voidPlan(plan.id, 'match abandoned', expert.user.id),
    ]);
    const bought = answers.filter((answer) => answer.body.code === 0);
    expect(answers.filter((answer) => answer.body.code !== 0).every((answer) => answer.body.msg === 'This plan can no longer be bought')).toBe(true);
    expect(voided).toEqual({ result: 'void', refunded: bought.length });
    expect((await purchasesOf(plan.id)).every((row) => row.refunded)).toBe(true);
    for (const fan of fans) expect(await balance(fan.token)).toBe(100);
  });

  // The embedded database has one connection: nothing is ever in flight beside something else.
  it.runIf(TEST_DATABASE_KIND === 'postgres')('settlement waits for a purchase in flight, then refunds it', async () => {
    const plan = await newPlan(api, expert.token, { price: 10 });
    const fan = await api.signInByCode();
    // The purchase stops just before recording the order (its coins moved, the plan share-locked)
    // until the test opens the gate.
    const GATE = 7_242_099;
    await api.db.exec(`CREATE FUNCTION purchase_gate() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM pg_advisory_xact_lock(${GATE}); RETURN NEW; END $$;
      CREATE TRIGGER purchase_gate BEFORE INSERT ON plan_purchases FOR EACH ROW EXECUTE FUNCTION purchase_gate()`);
    const waitingOn = async (waitEventType: string, query: string) => {
      for (let attempt = 0; attempt < 200; attempt += 1) {
        const [found] = await api.db.query(
          'SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = $1 AND query LIKE $2',
          [waitEventType, `${query}%`],
        );
        if (found) return;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      throw new Error(`nothing waits on ${waitEventType}: ${query}`);
    };
    try {
      let bought!: Promise<Awaited<ReturnType<typeof purchase>>>;
      let voided!: ReturnType<typeof api.services.settlement.voidPlan>;
      await api.db.transaction(async (tx) => {
        await tx.query('SELECT pg_advisory_xact_lock($1)', [GATE]);
        bought = purchase(fan.token, plan.id);
        await waitingOn('Lock', 'SELECT response, moved FROM plan_purchase');
        voided = api.services.settlement.voidPlan(plan.id, 'match abandoned', expert.user.id);
        await waitingOn('Lock', 'UPDATE plans SET result');
      });
      expect((await bought).body.data).toMatchObject({ price: 10, balance: 90 });
      expect(await voided).toEqual({ result: 'void', refunded: 1 });
      expect(await purchasesOf(plan.id)).toEqual([{ user_id: fan.user.id, refunded: true }]);
      expect(await balance(fan.token)).toBe(100);
    } finally {
      await api.db.exec('DROP TRIGGER purchase_gate ON plan_purchases; DROP FUNCTION purchase_gate()');
    }
  });
});
