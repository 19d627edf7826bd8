// Expert tips on the ledger: a pick is published on an upcoming match and locked at kick-off;
// fans buy it (a first purchase discounted once); it settles itself when the match finishes, and
// every buyer of a missed no-win-refund plan is refunded exactly once — run twice, in two
// processes at once, or after a crash half-way.
import type { Plan } from '@matchday/contracts/tips/contract';
import type { CursorPage } from '@matchday/contracts/http/paging';
import type { PurchaseResponse } from '@matchday/contracts/tips/contract';
import { expectKeysetPaging, readAll, type PagedList } from './keysetPaging';
import { createTestApi, type TestApi } from './testApi';
import { createMatch, finishMatch, newPlan, publishPlan, setPlanSettings } from './tipsFixtures';

let api: TestApi;
let expert: Awaited<ReturnType<TestApi['withRoles']>>;
beforeAll(async () => {
  api = await createTestApi();
  expert = await api.withRoles(['expert']);
});
afterAll(() => api.close());

let keys = 0;
const purchase = (token: string, planId: string, key = `tips-purchase-${++keys}`) =>
  api.call<PurchaseResponse>('POST', '/api/plans/purchases', { token, body: { planId: Number(planId) }, headers: { 'idempotency-key': key } });
const balance = async (token: string) => (await api.call<{ balance: number }>('GET', '/api/coins/balance', { token })).body.data.balance;
const planAs = async (planId: string, token?: string) => (await api.call<Plan>('GET', `/api/plans/${planId}`, { token })).body.data;

/** A buyer who has already had their first-order discount, so prices are whole. */
async function regularBuyer() {
  const buyer = await api.signInByCode();
  await api.db.query('INSERT INTO plan_purchases (plan_id, user_id, price, first_order, created_at) VALUES ((SELECT min(id) FROM plans), $1, 1, true, $2)', [
    buyer.user.id,
    new Date(api.clock.now().getTime() - 86400_000),
  ]);
  return buyer;
}

async function ledgerIsConsistent(): Promise<void> {
  expect(await api.db.query('SELECT transaction_id FROM ledger_entries GROUP BY transaction_id HAVING sum(amount) <> 0')).toEqual([]);
  const drift = await api.db.query(
    `SELECT a.id FROM coin_accounts a LEFT JOIN ledger_entries e ON e.account_id = a.id
     WHERE a.user_id IS NOT NULL GROUP BY a.id, a.balance HAVING a.balance <> coalesce(sum(e.amount), 0)`,
  );
  expect(drift).toEqual([]);
}
afterEach(ledgerIsConsistent);

describe('publishing', () => {
  it('an expert publishes a pick on an upcoming match with the bookmaker’s line and price of the moment', async () => {
    await newPlan(api, expert.token); // one plan exists before any buyer (regularBuyer)
    const match = await createMatch(api, { handicapLine: -1.5 });
    const answer = await publishPlan(api, expert.token, match, { market: 'handicap', pick: 'away', price: 30 });
    expect(answer.body.code).toBe(0);
    expect(answer.body.data).toMatchObject({ market: 'handicap', selection: { pick: 'away', line: -1.5, odds: 1.9, mapNumber: null }, unlocked: true, sales: 0 });
    expect(answer.body.data.match).toMatchObject({ id: match, status: 'not_started' });
  });

  it('cannot publish after kick-off, with a deadline after kick-off, outside the price bounds, or in a market the match lacks', async () => {
    const soon = await createMatch(api, { startsIn: 600 });
    const late = new Date(api.clock.now().getTime() + 601_000);
    expect((await publishPlan(api, expert.token, soon, { deadline: late })).body.msg).toBe('The purchase deadline must be in the future and no later than kick-off');
    await setPlanSettings(api, { minPrice: 5, maxPrice: 50 });
    expect((await publishPlan(api, expert.token, soon, { price: 51 })).body.msg).toBe('The price must be from 5 to 50 coins');
    await setPlanSettings(api, { minPrice: 0, maxPrice: 588 });
    expect((await publishPlan(api, expert.token, soon, { market: 'map_winner' })).body.msg).toBe('This market is not offered on this match');
    expect((await publishPlan(api, expert.token, soon, { market: 'total', pick: 'home' })).body.msg).toBe('This pick does not belong to the market');
    const lol = await createMatch(api, { sport: 'esports', discipline: 'lol', bestOf: 3 });
    expect((await publishPlan(api, expert.token, lol, { market: 'rounds_over', pick: 'over', mapNumber: 1 })).body.msg).toBe('This market is not offered on this match');
    expect((await publishPlan(api, expert.token, lol, { market: 'map_winner', pick: 'home', mapNumber: 4 })).body.msg).toBe('Choose a map from 1 to 3');
    api.clock.advance(600);
    expect((await publishPlan(api, expert.token, soon)).body.msg).toBe('This match has already kicked off; picks are locked');
  });

  it('a pick cannot be changed once published: there is no way to write it, and the database refuses a pick after kick-off', async () => {
    const plan = await newPlan(api, expert.token);
    expect((await api.call('PATCH', `/api/plans/${plan.id}`, { token: expert.token, body: { pick: 'away' } })).status).toBe(404);
    await expect(api.db.query("UPDATE plans SET published_at = kickoff_at + interval '1 minute' WHERE id = $1", [plan.id])).rejects.toThrow(/plans_locked_before_kickoff/);
  });

  it('only experts publish; a fan is not authorised', async () => {
    const fan = await api.signInByCode();
    expect((await publishPlan(api, fan.token, await createMatch(api))).body.msg).toBe('Not authorised to access this page');
  });
});

describe('listing', () => {
  it('filters by sport, refund privilege, price, market and status', async () => {
    const lister = await api.withRoles(['expert']);
    const ids = async (query: string) =>
      (await api.call<CursorPage<Plan>>('GET', `/api/plans?expertId=${lister.user.id}&${query}`)).body.data.items.map((plan) => plan.title).sort();
    await newPlan(api, lister.token, { title: 'football refund 10', price: 10, noWinRefund: true });
    await newPlan(api, lister.token, { title: 'basketball total 40', price: 40, match: await createMatch(api, { sport: 'basketball' }), market: 'total', pick: 'under' });
    const settled = await newPlan(api, lister.token, { title: 'settled', price: 5 });
    await finishMatch(api, settled.match.id, 1, 0);
    await api.services.settlement.settleDue();
    expect(await ids('')).toEqual(['basketball total 40', 'football refund 10']);
    expect(await ids('sport=basketball')).toEqual(['basketball total 40']);
    expect(await ids('refund=true')).toEqual(['football refund 10']);
    expect(await ids('maxPrice=20')).toEqual(['football refund 10']);
    expect(await ids('market=total')).toEqual(['basketball total 40']);
    expect(await ids('status=settled')).toEqual(['settled']);
    expect(await ids('status=all&sort=price')).toHaveLength(3);
  });

  it('pages every order by keyset; "recommended" on the hit rates of the reading’s first page', async () => {
    const match = await createMatch(api, { startsIn: 6 * 3600 });
    const [strong, middling, fresh] = [await api.withRoles(['expert']), await api.withRoles(['expert']), await api.withRoles(['expert'])] as const;
    const pick = async (who: typeof strong, won: boolean) => {
      const plan = await newPlan(api, who.token, { pick: 'home' });
      await finishMatch(api, plan.match.id, won ? 1 : 0, won ? 0 : 1);
    };
    // Records: strong 2 of 3, middling 1 of 2, fresh none yet (a pick of theirs settles while a fan reads).
    for (const won of [true, true, false]) await pick(strong, won);
    for (const won of [true, false]) await pick(middling, won);
    const freshPick = await newPlan(api, fresh.token, { pick: 'home' });
    await api.services.settlement.settleDue();
    api.clock.advance(120);
    const now = api.clock.now().getTime();
    const onMatch = (who: typeof strong, index: number) =>
      newPlan(api, who.token, { match, price: 10 + (index % 3) * 10, deadline: new Date(now + (1 + (index % 2)) * 3600_000), title: `${who.user.id}:${index}` });
    for (let index = 0; index < 5; index += 1) for (const who of [strong, middling, fresh]) await onMatch(who, index);
    const plans = (sort: string): PagedList<Plan> => ({
      read: (cursor, pageSize) => api.call<CursorPage<Plan>>('GET', `/api/plans?matchId=${match}&sort=${sort}&pageSize=${pageSize}${cursor ? `&cursor=${cursor}` : ''}`),
      key: (plan) => plan.id,
    });
    const experts = async (sort: string) => (await readAll(plans(sort))).map((plan) => plan.expert.id);
    expect(await experts('recommended')).toEqual([...Array(5).fill(strong.user.id), ...Array(5).fill(middling.user.id), ...Array(5).fill(fresh.user.id)]);
    const byPrice = (await readAll(plans('price'))).map((plan) => plan.price);
    expect(byPrice).toEqual([...byPrice].sort((a, b) => a - b));

    let added = 0;
    const more = async () => {
      for (const who of [fresh, middling, strong]) await onMatch(who, (added += 1));
    };
    await expectKeysetPaging(plans('newest'), { pageSize: 4, between: more });
    await expectKeysetPaging(plans('price'), { pageSize: 4, between: more, foreignCursor: (await plans('newest').read(null, 1)).body.data.next! });
    await expectKeysetPaging(plans('recommended'), {
      pageSize: 4,
      between: async () => {
        // Fresh's pick hits: their rate goes from none to all, mid-reading, and new plans arrive.
        await finishMatch(api, freshPick.match.id, 1, 0);
        await api.services.settlement.settleDue();
        await more();
      },
    });
    // A new reading, once the settlement is a minute old, has fresh first.
    api.clock.advance(61);
    expect((await experts('recommended'))[0]).toBe(fresh.user.id);
  });
});

describe('buying', () => {
  it('shows everything but the pick and explanation until unlocked; settled picks are public', async () => {
    const plan = await newPlan(api, expert.token, { price: 20 });
    const visitor = await planAs(plan.id);
    expect(visitor).toMatchObject({ unlocked: false, selection: null, explanation: null, price: 20 });
    const buyer = await regularBuyer();
    expect((await purchase(buyer.token, plan.id)).body.data).toMatchObject({ price: 20, balance: 80 });
    expect(await planAs(plan.id, buyer.token)).toMatchObject({ unlocked: true, selection: { pick: 'home' }, explanation: expect.stringContaining('press') });
    await finishMatch(api, plan.match.id, 2, 0);
    await api.services.settlement.settleDue();
    expect(await planAs(plan.id)).toMatchObject({ result: 'hit', selection: { pick: 'home' }, explanation: null });
  });

  it('gives the first-order discount on a user’s first purchase only, shown before paying, once even when two race', async () => {
    const first = await newPlan(api, expert.token, { price: 25 });
    const second = await newPlan(api, expert.token, { price: 25 });
    const fan = await api.signInByCode();
    expect((await planAs(first.id, fan.token)).priceForViewer).toBe(12); // 50 %, rounded in the fan's favour
    const answers = await Promise.all([purchase(fan.token, first.id), purchase(fan.token, second.id)]);
    expect(answers.map((answer) => answer.body.data.price).sort()).toEqual([12, 25]);
    expect(await balance(fan.token)).toBe(100 - 37);
    const third = await newPlan(api, expert.token, { price: 25 });
    expect((await planAs(third.id, fan.token)).priceForViewer).toBe(25);
  });

  it('a first purchase the discount makes free still uses the discount up', async () => {
    const match = await createMatch(api);
    const [one, two] = [await newPlan(api, expert.token, { match, price: 1 }), await newPlan(api, expert.token, { match, price: 1 })];
    const fan = await api.signInByCode();
    expect((await purchase(fan.token, one.id)).body.data).toMatchObject({ price: 0, balance: 100 });
    expect((await purchase(fan.token, two.id)).body.data).toMatchObject({ price: 1, balance: 99 });
  });

  it('refuses a purchase the balance cannot cover with “Insufficient gold balance”, charging nothing', async () => {
    const plan = await newPlan(api, expert.token, { price: 500 });
    const fan = await regularBuyer();
    const refused = await purchase(fan.token, plan.id);
    expect(refused.status).toBe(402);
    expect(refused.body.msg).toBe('Insufficient gold balance');
    expect(await balance(fan.token)).toBe(100);
  });

  it('200 concurrent purchases with distinct keys on one account never overspend', async () => {
    const fan = await regularBuyer();
    const match = await createMatch(api);
    const plans = await Promise.all(Array.from({ length: 200 }, () => newPlan(api, expert.token, { match, price: 1 })));
    const answers = await Promise.all(plans.map((plan) => purchase(fan.token, plan.id)));
    expect(answers.filter((answer) => answer.body.code === 0)).toHaveLength(100);
    expect(answers.filter((answer) => answer.body.msg === 'Insufficient gold balance')).toHaveLength(100);
    expect(await balance(fan.token)).toBe(0);
  });

  it('a retried purchase with the same key is charged once', async () => {
    const plan = await newPlan(api, expert.token, { price: 30 });
    const fan = await regularBuyer();
    const answers = await Promise.all([1, 2, 3].map(() => purchase(fan.token, plan.id, 'same-key-tips')));
    expect(answers.map((answer) => answer.body.data.balance)).toEqual([70, 70, 70]);
    expect(await balance(fan.token)).toBe(70);
  });
});

describe('settlement', () => {
  async function soldPlan(noWinRefund: boolean, buyers = 3) {
    const plan = await newPlan(api, expert.token, { price: 10, noWinRefund, pick: 'home' });
    const fans = await Promise.all(Array.from({ length: buyers }, () => regularBuyer()));
    for (const fan of fans) expect((await purchase(fan.token, plan.id)).body.code).toBe(0);
    return { plan, fans };
  }
  const refunds = (planId: string) =>
    api.db.query(`SELECT t.id FROM ledger_transactions t JOIN plan_purchases pp ON t.reference = 'plan-purchase:' || pp.id WHERE pp.plan_id = $1`, [planId]);

  it('settles itself when the match finishes: a missed no-win-refund plan refunds every buyer', async () => {
    const { plan, fans } = await soldPlan(true);
    expect(await api.services.settlement.settleDue()).toBe(0); // not finished yet
    await finishMatch(api, plan.match.id, 0, 1);
    await api.services.settlement.settleDue();
    expect(await planAs(plan.id)).toMatchObject({ result: 'miss' });
    for (const fan of fans) expect(await balance(fan.token)).toBe(100);
    const orders = await api.call<CursorPage<{ refunded: boolean }>>('GET', '/api/coins/orders', { token: fans[0]!.token });
    expect(orders.body.data.items[0]).toMatchObject({ refunded: true });
  });

  it('refunds each buyer exactly once when settlement runs twice and in two processes at once', async () => {
    const { plan, fans } = await soldPlan(true, 5);
    await finishMatch(api, plan.match.id, 0, 0);
    const replica = await createTestApi({ replicaOf: { db: api.db, clock: api.clock, sms: api.sms } });
    try {
      await Promise.all([api.services.settlement.settleDue(), replica.services.settlement.settleDue(), api.services.settlement.settleDue()]);
      await api.services.settlement.settleDue();
    } finally {
      await replica.close();
    }
    expect(await refunds(plan.id)).toHaveLength(5);
    for (const fan of fans) expect(await balance(fan.token)).toBe(100);
  });

  it('after a crash half-way nothing is half-done, and the next run refunds once', async () => {
    const { plan, fans } = await soldPlan(true, 2);
    await finishMatch(api, plan.match.id, 0, 2);
    // The refunds' last step fails, as if the process died there.
    await api.db.query(`CREATE FUNCTION crash_once() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'crash'; END $$`);
    await api.db.query('CREATE TRIGGER crash_refunds BEFORE UPDATE ON plan_purchases FOR EACH ROW EXECUTE FUNCTION crash_once()');
    await expect(api.services.settlement.settleDue()).rejects.toThrow(/crash/);
    expect(await planAs(plan.id)).toMatchObject({ result: 'pending' });
    expect(await refunds(plan.id)).toHaveLength(0);
    await api.db.query('DROP TRIGGER crash_refunds ON plan_purchases');
    await api.db.query('DROP FUNCTION crash_once()');
    await api.services.settlement.settleDue();
    expect(await refunds(plan.id)).toHaveLength(2);
    for (const fan of fans) expect(await balance(fan.token)).toBe(100);
  });

  it('keeps the coins of a plan without the privilege that misses, and of one that hits', async () => {
    const missed = await soldPlan(false, 1);
    const hit = await soldPlan(true, 1);
    await finishMatch(api, missed.plan.match.id, 0, 3);
    await finishMatch(api, hit.plan.match.id, 3, 0);
    await api.services.settlement.settleDue();
    expect(await balance(missed.fans[0]!.token)).toBe(90);
    expect(await balance(hit.fans[0]!.token)).toBe(90);
    expect(await planAs(hit.plan.id)).toMatchObject({ result: 'hit' });
  });

  it('customer service voids a plan (match abandoned) with a full refund, once', async () => {
    const customerService = await api.withRoles(['customer_service']);
    const { plan, fans } = await soldPlan(false, 2);
    const voided = await api.call('POST', `/api/ops/plans/${plan.id}/void`, { token: customerService.token, body: { reason: 'match abandoned' } });
    expect(voided.body).toEqual({ code: 0, data: { result: 'void', refunded: 2 } });
    const again = await api.call('POST', `/api/ops/plans/${plan.id}/void`, { token: customerService.token, body: { reason: 'match abandoned' } });
    expect(again.body.msg).toBe('This plan has already been settled');
    for (const fan of fans) expect(await balance(fan.token)).toBe(100);
    await finishMatch(api, plan.match.id, 0, 1);
    await api.services.settlement.settleDue();
    expect(await refunds(plan.id)).toHaveLength(2);
  });

  it('grades esports map markets from the maps played', async () => {
    const match = await createMatch(api, { sport: 'esports', discipline: 'valorant', bestOf: 3 });
    const over = await newPlan(api, expert.token, { match, market: 'rounds_over', pick: 'over', mapNumber: 1 });
    const map2 = await newPlan(api, expert.token, { match, market: 'map_winner', pick: 'away', mapNumber: 2 });
    const map3 = await newPlan(api, expert.token, { match, market: 'map_winner', pick: 'home', mapNumber: 3 });
    await finishMatch(api, match, 2, 0, [
      { homeScore: 15, awayScore: 13 },
      { homeScore: 13, awayScore: 7 },
    ]);
    await api.services.settlement.settleDue();
    expect((await planAs(over.id)).result).toBe('hit');
    expect((await planAs(map2.id)).result).toBe('miss');
    expect((await planAs(map3.id)).result).toBe('void');
  });
});
