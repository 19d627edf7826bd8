// The coin ledger: balanced and append-only, never below zero, every movement with a reason and
// a reference, each coin-moving request applied once per idempotency key, concurrent purchases
// never overspending; top-ups, grants, invitations, purchases, refunds, history and orders.
import type { Plan } from '@matchday/contracts/tips/contract';
import type { InvitationRecord } from '@matchday/contracts/accounts/contract';
import type { CoinHistoryEntry, Order } from '@matchday/contracts/coins/contract';
import type { CursorPage } from '@matchday/contracts/http/paging';
import type { PurchaseResponse } from '@matchday/contracts/tips/contract';
import { balanceOf, lockAccounts } from '../src/domains/coins/ledger';
import { INVITATION_REWARD_COINS, SIGNUP_BONUS_COINS } from '../src/policy';
import { expectKeysetPaging, readAll, type PagedList } from './keysetPaging';
import { createTestApi, type TestApi } from './testApi';
import { newPlan as publish, setPlanSettings } from './tipsFixtures';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
  // Whole prices here; the first-order discount is tested with the tips (tips.test.ts).
  await setPlanSettings(api, { firstOrderDiscountPercent: 0 });
});
afterAll(() => api.close());

let keys = 0;
const key = () => `test-key-${Date.now()}-${++keys}`;

const topUp = (token: string, coins: number, idempotencyKey = key()) => api.topUp(token, coins, idempotencyKey);
const purchase = (token: string, planId: number, idempotencyKey = key()) =>
  api.call<PurchaseResponse>('POST', '/api/plans/purchases', { token, body: { planId }, headers: { 'idempotency-key': idempotencyKey } });
const balance = async (token: string) => (await api.call<{ balance: number }>('GET', '/api/coins/balance', { token })).body.data.balance;

let expert: Awaited<ReturnType<TestApi['withRoles']>>;
async function newPlan(price: number, extra: { noWinRefund?: boolean } = {}): Promise<Plan> {
  expert ??= await api.withRoles(['expert']);
  return publish(api, expert.token, { price, ...extra });
}

/** Sum of entries per account equals the kept balance; every transaction sums to zero. */
async function ledgerIsConsistent(): Promise<void> {
  const unbalanced = await api.db.query('SELECT transaction_id FROM ledger_entries GROUP BY transaction_id HAVING sum(amount) <> 0');
  expect(unbalanced).toEqual([]);
  const drift = await api.db.query(
    `SELECT a.id FROM coin_accounts a LEFT JOIN ledger_entries e ON e.account_id = a.id
     WHERE a.user_id IS NOT NULL GROUP BY a.id, a.balance HAVING a.balance <> coalesce(sum(e.amount), 0)`,
  );
  expect(drift).toEqual([]);
  const negative = await api.db.query('SELECT id FROM coin_accounts WHERE user_id IS NOT NULL AND balance < 0');
  expect(negative).toEqual([]);
}

afterEach(ledgerIsConsistent);

describe('ledger', () => {
  it('records the sign-up bonus as a movement with a reason and a reference', async () => {
    const account = await api.signInByCode();
    const history = await api.call<CursorPage<CoinHistoryEntry>>('GET', '/api/coins/history', { token: account.token });
    expect(history.body.data.items).toEqual([
      expect.objectContaining({ kind: 'signup_bonus', amount: SIGNUP_BONUS_COINS, balanceAfter: SIGNUP_BONUS_COINS, reason: 'sign-up bonus', reference: `user:${account.user.id}` }),
    ]);
  });

  it('is append-only, and refuses a negative user balance and an unbalanced transaction', async () => {
    await expect(api.db.query('UPDATE ledger_entries SET amount = amount + 1')).rejects.toThrow(/append-only/);
    await expect(api.db.query('DELETE FROM ledger_transactions')).rejects.toThrow(/append-only/);
    const account = await api.signInByCode();
    await expect(api.db.query('UPDATE coin_accounts SET balance = -1 WHERE user_id = $1', [account.user.id])).rejects.toThrow(/check/i);
    await expect(
      api.db.transaction(async (tx) => {
        const [transaction] = await tx.query<{ id: string }>(
          "INSERT INTO ledger_transactions (kind, reason, reference, created_at) VALUES ('manual_grant', 'x', 'x', now()) RETURNING id",
        );
        const [account] = await tx.query<{ id: string }>("SELECT id FROM coin_accounts WHERE system_name = 'issuance'");
        await tx.query('INSERT INTO ledger_entries (transaction_id, account_id, amount, created_at) VALUES ($1, $2, 5, now())', [transaction!.id, account!.id]);
      }),
    ).rejects.toThrow(/not balanced/);
  });

  it('locks accounts for other domains until their transaction ends, creating a missing one', async () => {
    const [user] = await api.db.query<{ id: string }>('INSERT INTO users (username, invite_code, created_at) VALUES ($1, $2, $3) RETURNING id::text AS id', [
      'No coin account yet',
      `LOCK${crypto.randomUUID().slice(0, 8)}`,
      api.clock.now(),
    ]);
    const userId = user!.id;
    expect(await api.db.transaction((tx) => lockAccounts(tx, [userId]))).toEqual(new Map([[userId, 0]]));
    // The account exists now: a second transaction waits on the first's lock, not on its insert.
    const order: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let firstLocked!: () => void;
    const locked = new Promise<void>((resolve) => (firstLocked = resolve));
    const first = api.db.transaction(async (tx) => {
      await lockAccounts(tx, [userId]);
      firstLocked();
      await held;
      order.push('first committed');
    });
    await locked;
    let secondConnection!: (pid: number) => void;
    const secondPid = new Promise<number>((resolve) => (secondConnection = resolve));
    const second = api.db.transaction(async (tx) => {
      const [me] = await tx.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      secondConnection(me!.pid);
      await lockAccounts(tx, [userId]);
      order.push('second locked');
    });
    // PostgreSQL: the second waits on the first's row lock (seen by the server). The embedded
    // database has one connection: the second transaction starts only after the first ends.
    if (api.db.kind === 'postgres') {
      const pid = await secondPid;
      await vi.waitFor(
        async () =>
          expect((await api.db.query<{ waiting: boolean }>("SELECT wait_event_type = 'Lock' AS waiting FROM pg_stat_activity WHERE pid = $1", [pid]))[0]?.waiting).toBe(true),
        { timeout: 30_000, interval: 10 },
      );
    }
    release();
    await Promise.all([first, second]);
    expect(order).toEqual(['first committed', 'second locked']);
    expect(await balanceOf(api.db, userId)).toBe(0);
  });
});

describe('top-up', () => {
  it('goes through the payment provider and adds coins', async () => {
    const account = await api.signInByCode();
    const response = await topUp(account.token, 300);
    expect(response.body.data).toMatchObject({ topUp: { coins: 300, status: 'paid', provider: 'development' }, redirectUrl: null, balance: 400 });
    expect(await balance(account.token)).toBe(400);
  });

  it('needs an idempotency key', async () => {
    const account = await api.signInByCode();
    const response = await api.call('POST', '/api/coins/top-ups', { token: account.token, body: { packageId: Number(await api.packageOf(10)), provider: 'development' } });
    expect(response.body).toEqual({ code: 3000, msg: 'This request needs an Idempotency-Key header' });
    expect(await balance(account.token)).toBe(100);
  });

  it('with the same key and body is applied once, and answers as the first time', async () => {
    const account = await api.signInByCode();
    const idempotencyKey = key();
    const first = await topUp(account.token, 50, idempotencyKey);
    const second = await topUp(account.token, 50, idempotencyKey);
    expect(second.body).toEqual(first.body);
    expect(await balance(account.token)).toBe(150);
  });

  it('with the same key and another body is refused', async () => {
    const account = await api.signInByCode();
    const idempotencyKey = key();
    await topUp(account.token, 50, idempotencyKey);
    const other = await topUp(account.token, 5000, idempotencyKey);
    expect(other.status).toBe(422);
    expect(other.body.msg).toBe('This Idempotency-Key was already used for a different request');
    expect(await balance(account.token)).toBe(150);
  });

  it('refuses a package that is not on sale, or none', async () => {
    const account = await api.signInByCode();
    for (const packageId of [0, -5, 1.5, 999_999, '10']) {
      const refused = await api.call('POST', '/api/coins/top-ups', { token: account.token, body: { packageId, provider: 'development' }, headers: { 'idempotency-key': key() } });
      expect(refused.body.msg).toBe('This coin package is not on sale');
    }
    expect(await balance(account.token)).toBe(100);
  });
});

describe('purchases', () => {
  it('unlock a plan for its price; the explanation shows only once unlocked', async () => {
    const plan = await newPlan(30);
    const account = await api.signInByCode();
    const before = await api.call<Plan>('GET', `/api/plans/${plan.id}`, { token: account.token });
    expect(before.body.data).toMatchObject({ unlocked: false, explanation: null, price: 30 });
    const bought = await purchase(account.token, Number(plan.id));
    expect(bought.body.data).toMatchObject({ planId: plan.id, price: 30, balance: 70 });
    const after = await api.call<Plan>('GET', `/api/plans/${plan.id}`, { token: account.token });
    expect(after.body.data).toMatchObject({ unlocked: true, explanation: expect.stringContaining('press') });
    expect((await purchase(account.token, Number(plan.id))).body.msg).toBe('You have already unlocked this plan');
    expect(await balance(account.token)).toBe(70);
  });

  it('are refused with "Insufficient gold balance" and move nothing', async () => {
    const plan = await newPlan(101);
    const account = await api.signInByCode();
    const response = await purchase(account.token, Number(plan.id));
    expect(response.status).toBe(402);
    expect(response.body).toEqual({ code: 3000, msg: 'Insufficient gold balance' });
    expect(await balance(account.token)).toBe(100);
    const orders = await api.call<CursorPage<Order>>('GET', '/api/coins/orders', { token: account.token });
    expect(orders.body.data.items).toEqual([]);
  });

  it('are translated from the lan header', async () => {
    const plan = await newPlan(500);
    const account = await api.signInByCode();
    const response = await api.call('POST', '/api/plans/purchases', {
      token: account.token,
      body: { planId: Number(plan.id) },
      headers: { 'idempotency-key': key() },
      lan: 'zh_CN',
    });
    expect(response.body.msg).toBe('金币余额不足');
  });

  it('a retried purchase with the same key moves coins once', async () => {
    const plan = await newPlan(40);
    const account = await api.signInByCode();
    const idempotencyKey = key();
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => purchase(account.token, Number(plan.id), idempotencyKey)));
    for (const answer of answers) expect(answer.body).toEqual(answers[0]!.body);
    expect(answers[0]!.body.data.balance).toBe(60);
    expect(await balance(account.token)).toBe(60);
    const history = await api.call<CursorPage<CoinHistoryEntry>>('GET', '/api/coins/history', { token: account.token });
    expect(history.body.data.items.filter((entry) => entry.kind === 'purchase')).toHaveLength(1);
  });

  it('200 concurrent purchases on one account never overspend', async () => {
    const account = await api.signInByCode();
    await topUp(account.token, 900); // 1000 coins: enough for 100 of 200 plans at 10 coins
    const plans = await Promise.all(Array.from({ length: 200 }, () => newPlan(10)));
    const answers = await Promise.all(plans.map((plan) => purchase(account.token, Number(plan.id))));
    const bought = answers.filter((answer) => answer.body.code === 0);
    const refused = answers.filter((answer) => answer.body.code !== 0);
    expect(bought).toHaveLength(100);
    expect(refused.every((answer) => answer.body.msg === 'Insufficient gold balance')).toBe(true);
    expect(await balance(account.token)).toBe(0);
    expect(await readAll(ordersOf(account.token))).toHaveLength(101); // 100 plans and the top-up
  });

  it('of the expert’s own plan, of a closed plan or of an unknown plan are refused', async () => {
    const plan = await newPlan(10);
    expect((await purchase(expert.token, Number(plan.id))).body.msg).toBe('You cannot buy your own plan');
    const account = await api.signInByCode();
    expect((await purchase(account.token, 987654321)).body.msg).toBe('This plan does not exist');
    const closing = await newPlan(10);
    api.clock.advance(2 * 3600 + 1);
    expect((await purchase(account.token, Number(closing.id))).body.msg).toBe('This plan can no longer be bought');
  });
});

describe('grants and invitations', () => {
  it('customer service grants coins with a reason, once per key', async () => {
    const customerService = await api.withRoles(['customer_service']);
    const user = await api.signInByCode();
    const idempotencyKey = key();
    const grant = () =>
      api.call('POST', '/api/ops/coins/grants', {
        token: customerService.token,
        body: { userId: Number(user.user.id), amount: 40, reason: 'compensation for a stream outage' },
        headers: { 'idempotency-key': idempotencyKey },
      });
    expect((await grant()).body).toEqual({ code: 0, data: { balance: 140 } });
    expect((await grant()).body).toEqual({ code: 0, data: { balance: 140 } });
    expect(await balance(user.token)).toBe(140);
    const history = await api.call<CursorPage<CoinHistoryEntry>>('GET', '/api/coins/history', { token: user.token });
    expect(history.body.data.items[0]).toMatchObject({ kind: 'manual_grant', reason: 'compensation for a stream outage', amount: 40 });
  });

  it('an invitation rewards both sides once', async () => {
    const inviter = await api.signInByCode();
    const invitee = await api.signInByCode(undefined, { inviteCode: inviter.user.inviteCode });
    expect(invitee.balance).toBe(SIGNUP_BONUS_COINS + INVITATION_REWARD_COINS);
    expect(await balance(inviter.token)).toBe(SIGNUP_BONUS_COINS + INVITATION_REWARD_COINS);
    const record = await api.call<InvitationRecord>('GET', '/api/users/me/invitations', { token: inviter.token });
    expect(record.body.data).toMatchObject({ inviteCode: inviter.user.inviteCode, invitees: [expect.objectContaining({ username: invitee.user.username, reward: INVITATION_REWARD_COINS })] });
    // Signing in again with the code gives nothing more.
    api.clock.advance(61);
    await api.signInByCode(invitee.phone, { inviteCode: inviter.user.inviteCode });
    expect(await balance(inviter.token)).toBe(SIGNUP_BONUS_COINS + INVITATION_REWARD_COINS);
    expect(await balance(invitee.token)).toBe(SIGNUP_BONUS_COINS + INVITATION_REWARD_COINS);
  });

  it('an unknown invite code does not stop registration', async () => {
    const invitee = await api.signInByCode(undefined, { inviteCode: 'ZZZZZZZZ' });
    expect(invitee).toMatchObject({ registered: true, balance: SIGNUP_BONUS_COINS });
  });
});

const historyOf = (token: string, path = '/api/coins/history'): PagedList<CoinHistoryEntry> => ({
  read: (cursor, pageSize) => api.call<CursorPage<CoinHistoryEntry>>('GET', `${path}?pageSize=${pageSize}${cursor ? `&cursor=${cursor}` : ''}`, { token }),
  key: (entry) => entry.id,
});
function ordersOf(token: string): PagedList<Order> {
  return {
    read: (cursor, pageSize) => api.call<CursorPage<Order>>('GET', `/api/coins/orders?pageSize=${pageSize}${cursor ? `&cursor=${cursor}` : ''}`, { token }),
    key: (order) => order.id,
  };
}

describe('history and orders', () => {
  it('are paged newest first, by keyset', async () => {
    const account = await api.signInByCode();
    for (let index = 0; index < 5; index += 1) await topUp(account.token, 10 + index);
    const history = historyOf(account.token);
    const first = await history.read(null, 2);
    expect(first.body.data.items.map((entry) => entry.amount)).toEqual([14, 13]);
    const second = await history.read(first.body.data.next, 2);
    const last = await history.read(second.body.data.next, 2);
    expect(last.body.data.items.map((entry) => entry.kind)).toEqual(['top_up', 'signup_bonus']);
    expect(last.body.data.next).toBeNull();
    expect(await readAll(history, 2)).toHaveLength(6);
    const orders = await ordersOf(account.token).read(null, 3);
    expect(orders.body.data.items.map((order) => order.amount)).toEqual([14, 13, 12]);
    expect(await readAll(ordersOf(account.token))).toHaveLength(5);
    expect((await api.call('GET', '/api/coins/history?pageSize=1000', { token: account.token })).body.code).toBe(3000);
  });

  it('show every movement and order once when new ones arrive between two pages', async () => {
    const account = await api.signInByCode();
    await topUp(account.token, 1000);
    const plans = await Promise.all(Array.from({ length: 8 }, () => newPlan(10)));
    for (const [index, plan] of plans.entries()) {
      await purchase(account.token, Number(plan.id));
      if (index % 2 === 0) await topUp(account.token, 5 + index);
      api.clock.advance(1);
    }
    const more = async () => {
      for (let index = 0; index < 3; index += 1) {
        await topUp(account.token, 50 + index);
        await purchase(account.token, Number((await newPlan(10)).id));
      }
    };
    await expectKeysetPaging(historyOf(account.token), { pageSize: 4, between: more });
    const orders = ordersOf(account.token);
    await expectKeysetPaging(orders, { pageSize: 4, between: more, foreignCursor: (await historyOf(account.token).read(null, 1)).body.data.next! });
    // Another member's cursor only says where to go on from: it shows nothing of theirs.
    const other = await api.signInByCode();
    const mine = await orders.read(null, 2);
    const theirs = await ordersOf(other.token).read(mine.body.data.next, 2);
    expect(theirs.body.data).toEqual({ items: [], next: null });
  });
});
