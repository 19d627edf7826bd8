// Becoming an expert (a bound phone, review by customer service, a failed applicant may try again
// later), records and the ranking computed from settled picks, follows, the blind box, remarks.
import type { BlindBoxOpening, ExpertApplication, ExpertRecord, ExpertStatus, RankingEntry, Remark } from '@matchday/contracts/tips/contract';
import type { CursorPage } from '@matchday/contracts/http/paging';
import { expectKeysetPaging, readAll, type PagedList } from './keysetPaging';
import { createTestApi, type TestApi } from './testApi';
import { createMatch, finishMatch, newPlan, publishPlan } from './tipsFixtures';

let api: TestApi;
let customerService: Awaited<ReturnType<TestApi['withRoles']>>;
beforeAll(async () => {
  api = await createTestApi();
  customerService = await api.withRoles(['customer_service']);
});
afterAll(() => api.close());

const APPLICATION = { intro: 'Ten seasons of Serie A and the Bundesliga', sports: ['football'], specialities: 'Asian handicap' };
const apply = (token: string) => api.call<ExpertStatus>('POST', '/api/experts/application', { token, body: APPLICATION });
const review = (id: string, decision: 'approve' | 'fail', reason = '') =>
  api.call<ExpertApplication>('POST', `/api/ops/expert-applications/${id}`, { token: customerService.token, body: { decision, reason } });

describe('applying', () => {
  it('a user applies, is failed with a reason, may apply again a day later, is approved and publishes', async () => {
    const user = await api.signInByCode();
    expect((await api.call<ExpertStatus>('GET', '/api/experts/application', { token: user.token })).body.data).toEqual({ status: 'not_applied', application: null });
    const applied = await apply(user.token);
    expect(applied.body.data).toMatchObject({ status: 'pending', application: { intro: APPLICATION.intro, sports: ['football'] } });
    expect((await apply(user.token)).body.msg).toBe('Your application is under review; please wait for customer service');
    expect((await publishPlan(api, user.token, await createMatch(api))).body.msg).toBe('Not authorised to access this page');

    const queue = await api.call<CursorPage<ExpertApplication>>('GET', '/api/ops/expert-applications?status=pending', { token: customerService.token });
    const mine = queue.body.data.items.find((application) => application.userId === user.user.id)!;
    expect((await review(mine.id, 'fail')).body.msg).toBe('Please give a reason');
    expect((await review(mine.id, 'fail', 'Too few published analyses')).body.data).toMatchObject({ status: 'failed', reason: 'Too few published analyses' });
    expect((await review(mine.id, 'approve')).body.msg).toBe('This application has already been reviewed');
    expect((await api.call<ExpertStatus>('GET', '/api/experts/application', { token: user.token })).body.data).toMatchObject({
      status: 'failed',
      application: { reason: 'Too few published analyses' },
    });
    expect((await apply(user.token)).body.msg).toBe('Application failed; you can apply again in 24 hours');

    api.clock.advance(24 * 3600);
    const again = await apply(user.token);
    expect(again.body.data.status).toBe('pending');
    expect((await review(again.body.data.application!.id, 'approve')).body.data.status).toBe('approved');
    expect((await api.call<ExpertStatus>('GET', '/api/experts/application', { token: user.token })).body.data.status).toBe('approved');
    expect((await publishPlan(api, user.token, await createMatch(api))).body.code).toBe(0);
    expect((await apply(user.token)).body.msg).toBe('You are already an expert');
  });

  it('needs a bound phone and a complete form', async () => {
    const user = await api.signInByCode();
    await api.db.query('UPDATE users SET phone = NULL WHERE id = $1', [user.user.id]);
    expect((await apply(user.token)).body.msg).toBe('No phone bound');
    const other = await api.signInByCode();
    const short = await api.call('POST', '/api/experts/application', { token: other.token, body: { ...APPLICATION, intro: 'short' } });
    expect(short.body.msg).toBe('The introduction must be 10 to 500 characters');
    const none = await api.call('POST', '/api/experts/application', { token: other.token, body: { ...APPLICATION, sports: [] } });
    expect(none.body.msg).toBe('Choose at least one sport');
  });
});

describe('records', () => {
  it('are computed from settled picks only: hit rate, return at the published odds, streaks, last ten; the ranking needs enough picks', async () => {
    const expert = await api.withRoles(['expert']);
    const fewPicks = await api.withRoles(['expert']);
    // Picks on home wins at 2.10: hit, hit, miss, hit (newest last), one void, one still pending.
    for (const [home, away] of [
      [1, 0],
      [2, 1],
      [0, 1],
      [3, 0],
    ]) {
      const plan = await newPlan(api, expert.token, { market: 'result', pick: 'home' });
      await finishMatch(api, plan.match.id, home!, away!);
      await api.services.settlement.settleDue();
      api.clock.advance(60);
    }
    const voided = await newPlan(api, expert.token, { market: 'total', pick: 'over' });
    await api.call('POST', `/api/ops/plans/${voided.id}/void`, { token: customerService.token, body: { reason: 'match abandoned' } });
    await newPlan(api, expert.token);
    const lone = await newPlan(api, fewPicks.token);
    await finishMatch(api, lone.match.id, 1, 0);
    await api.services.settlement.settleDue();

    const record = (await api.call<ExpertRecord>('GET', `/api/experts/${expert.user.id}`)).body.data;
    expect(record).toMatchObject({ picks: 4, hitRate: 0.75, currentStreak: 1, bestStreak: 2, lastTen: ['void', 'hit', 'miss', 'hit', 'hit'] });
    expect(record.return).toBeCloseTo(3 * 1.1 - 1);
    const ranking = (await api.call<RankingEntry[]>('GET', '/api/experts/ranking?period=week&sort=hitRate')).body.data;
    expect(ranking.find((entry) => entry.expert.id === expert.user.id)).toMatchObject({ picks: 4, hits: 3, hitRate: 0.75 });
    expect(ranking.some((entry) => entry.expert.id === fewPicks.user.id)).toBe(false);
    api.clock.advance(8 * 24 * 3600);
    expect((await api.call<RankingEntry[]>('GET', '/api/experts/ranking?period=week')).body.data.some((entry) => entry.expert.id === expert.user.id)).toBe(false);
    expect((await api.call<RankingEntry[]>('GET', '/api/experts/ranking?period=month')).body.data.some((entry) => entry.expert.id === expert.user.id)).toBe(true);
  });

  it('fans follow and unfollow an expert; nobody follows themselves', async () => {
    const expert = await api.withRoles(['expert']);
    const fan = await api.signInByCode();
    expect((await api.call('PUT', `/api/experts/${expert.user.id}/follow`, { token: fan.token })).body.data).toEqual({ following: true, followers: 1 });
    expect((await api.call('PUT', `/api/experts/${expert.user.id}/follow`, { token: fan.token })).body.data).toEqual({ following: true, followers: 1 });
    expect((await api.call<ExpertRecord>('GET', `/api/experts/${expert.user.id}`, { token: fan.token })).body.data).toMatchObject({ following: true, followers: 1 });
    expect((await api.call('DELETE', `/api/experts/${expert.user.id}/follow`, { token: fan.token })).body.data).toEqual({ following: false, followers: 0 });
    expect((await api.call('PUT', `/api/experts/${expert.user.id}/follow`, { token: expert.token })).body.msg).toBe('You cannot follow yourself');
    expect((await api.call('PUT', `/api/experts/${fan.user.id}/follow`, { token: expert.token })).body.msg).toBe('This expert does not exist');
  });
});

describe('the blind box', () => {
  it('charges the fixed price for a random plan on sale the fan does not own; nothing on sale charges nothing', async () => {
    // Close every plan on sale so far.
    api.clock.advance(30 * 24 * 3600);
    const fan = await api.signInByCode();
    const open = (key: string) => api.call<BlindBoxOpening>('POST', '/api/plans/blind-box', { token: fan.token, headers: { 'idempotency-key': key } });
    const empty = await open('box-key-empty');
    expect(empty.status).toBe(409);
    expect(empty.body.msg).toBe('No plan is on sale for you right now; nothing was charged');
    expect((await api.call<{ balance: number }>('GET', '/api/coins/balance', { token: fan.token })).body.data.balance).toBe(100);

    const expert = await api.withRoles(['expert']);
    const plan = await newPlan(api, expert.token, { price: 200 });
    expect((await api.call('GET', '/api/plans/blind-box', { token: fan.token })).body.data).toEqual({ price: 18, available: 1 });
    const opened = await open('box-key-one');
    expect(opened.body.data).toMatchObject({ price: 18, balance: 82, plan: { id: plan.id, unlocked: true, explanation: expect.any(String) } });
    expect((await open('box-key-one')).body.data.balance).toBe(82);
    expect((await open('box-key-two')).status).toBe(409);
    expect((await api.call('GET', '/api/plans/blind-box', { token: expert.token })).body.data).toMatchObject({ available: 0 });
  });
});

describe('remarks', () => {
  it('an expert reviews their own plan once it is settled, once; everyone reads it', async () => {
    const expert = await api.withRoles(['expert']);
    const plan = await newPlan(api, expert.token);
    const remark = (token: string, text = 'The press won it, as expected.') => api.call<Remark>('POST', '/api/remarks', { token, body: { planId: Number(plan.id), text } });
    expect((await remark(expert.token)).body.msg).toBe('You can review a plan once it is settled');
    await finishMatch(api, plan.match.id, 2, 0);
    await api.services.settlement.settleDue();
    expect((await remark(expert.token)).body.data).toMatchObject({ text: 'The press won it, as expected.', plan: { id: plan.id, result: 'hit', selection: { pick: 'home' } } });
    expect((await remark(expert.token)).body.msg).toBe('You have already reviewed this plan');
    const mine = await api.call<CursorPage<{ id: string; remarked: boolean }>>('GET', '/api/users/me/plans', { token: expert.token });
    expect(mine.body.data.items.find((item) => item.id === plan.id)?.remarked).toBe(true);
    const other = await api.withRoles(['expert']);
    expect((await remark(other.token)).body.msg).toBe('This plan does not exist');
    const list = await api.call<CursorPage<Remark>>('GET', '/api/remarks');
    expect(list.body.data.items[0]).toMatchObject({ text: 'The press won it, as expected.', expert: { id: expert.user.id } });
  });
});

describe('paged by keyset', () => {
  // Earlier tests moved the clock days on: a fresh session for customer service.
  beforeAll(async () => {
    customerService = await api.withRoles(['customer_service']);
  });
  const paged = <T extends { id: string }>(path: string, token?: string): PagedList<T> => ({
    read: (cursor, pageSize) => api.call<CursorPage<T>>('GET', `${path}${path.includes('?') ? '&' : '?'}pageSize=${pageSize}${cursor ? `&cursor=${cursor}` : ''}`, { token }),
    key: (item) => item.id,
  });
  const applicant = async () => {
    const user = await api.signInByCode();
    return (await apply(user.token)).body.data.application!;
  };

  it('the queue of applications: pending ones first, newest first; one status at a time as the console reads it', async () => {
    const applications = [];
    for (let index = 0; index < 9; index += 1) applications.push(await applicant());
    for (const application of applications.slice(0, 3)) await review(application.id, 'fail', 'Not enough published analyses');
    const all = await readAll(paged<ExpertApplication>('/api/ops/expert-applications', customerService.token));
    const firstDecided = all.findIndex((application) => application.status !== 'pending');
    expect(all.slice(firstDecided).every((application) => application.status !== 'pending')).toBe(true);
    expect(all.slice(0, firstDecided).map((application) => Number(application.id))).toEqual(
      all.slice(0, firstDecided).map((application) => Number(application.id)).sort((a, b) => b - a),
    );
    await expectKeysetPaging(paged<ExpertApplication>('/api/ops/expert-applications', customerService.token), {
      pageSize: 3,
      between: async () => void (await applicant()),
    });
    const pending = paged<ExpertApplication>('/api/ops/expert-applications?status=pending', customerService.token);
    const pendingNow = await readAll(pending);
    await expectKeysetPaging(pending, {
      pageSize: 2,
      between: async () => {
        await applicant();
        // Reviewed while the list is read: it leaves the pending ones, and nothing else moves.
        const reviewed = pendingNow.at(-2)!;
        await review(reviewed.id, 'approve');
        return [reviewed.id];
      },
    });
    expect((await api.call('GET', '/api/ops/expert-applications?cursor=abc', { token: customerService.token })).body.msg).toBe(
      'This place in the list is not valid any more: load the list again',
    );
  });

  it('remarks newest first, and an expert’s own plans newest first', async () => {
    const expert = await api.withRoles(['expert']);
    for (let index = 0; index < 7; index += 1) {
      const plan = await newPlan(api, expert.token);
      await finishMatch(api, plan.match.id, 1, 0);
      await api.services.settlement.settleDue();
      expect((await api.call('POST', '/api/remarks', { token: expert.token, body: { planId: Number(plan.id), text: `Remark ${index}` } })).body.code).toBe(0);
    }
    const remarks = paged<Remark>('/api/remarks');
    expect((await remarks.read(null, 7)).body.data.items.map((remark) => remark.text)).toEqual([6, 5, 4, 3, 2, 1, 0].map((index) => `Remark ${index}`));
    await expectKeysetPaging(remarks, {
      pageSize: 3,
      between: async () => {
        const plan = await newPlan(api, expert.token);
        await finishMatch(api, plan.match.id, 0, 1);
        await api.services.settlement.settleDue();
        await api.call('POST', '/api/remarks', { token: expert.token, body: { planId: Number(plan.id), text: 'Written while read' } });
      },
    });
    await expectKeysetPaging(paged<{ id: string }>('/api/users/me/plans', expert.token), {
      pageSize: 2,
      between: () => newPlan(api, expert.token).then(() => undefined),
      foreignCursor: (await remarks.read(null, 1)).body.data.next!,
    });
  });
});

describe('the first staff', () => {
  it('a phone the operators named (MATCHDAY_STAFF_PHONES) gets the customer-service role on signing in; others do not', async () => {
    const staff = await createTestApi({ staffPhones: ['+8613700000777'] });
    try {
      const named = await staff.signInByCode('+8613700000777');
      expect(named.user.roles).toEqual(['user', 'customer_service']);
      expect((await staff.call('GET', '/api/ops/expert-applications', { token: named.token })).body.code).toBe(0);
      const other = await staff.signInByCode();
      expect(other.user.roles).toEqual(['user']);
    } finally {
      await staff.close();
    }
  });
});
