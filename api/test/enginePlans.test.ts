// Plans on matches the live engine plays: an expert picks both sides of a coming basketball
// match, the match is played by the engine (development "play now": the whole match at one
// tick), and the plans settle by themselves: one hit, one missed and refunded to its buyer.
import type { Plan } from '@matchday/contracts/tips/contract';
import { CATALOG } from '../src/domains/sports/catalog/catalog';
import { LiveEngine } from '../src/domains/sports/engine/engine';
import { createTestApi, type TestApi } from './testApi';
import { publishPlan } from './tipsFixtures';

let api: TestApi;
let engine: LiveEngine;
beforeAll(async () => {
  api = await createTestApi();
  engine = new LiveEngine({
    db: api.db,
    clock: api.clock,
    publish: () => undefined,
    catalog: CATALOG.filter((competition) => competition.key === 'basketball-nba'),
    historyDays: 0,
    futureDays: 1,
  });
  await engine.start();
  await engine.stop(); // driven by hand
  await engine.plan(api.clock.now());
  await engine.tick();
}, 120_000);
afterAll(() => api.close());

it('settles plans on a match the engine played, refunding the missed side’s buyer once', async () => {
  const [match] = await api.db.query<{ id: string }>(
    "SELECT id::text AS id FROM matches WHERE source = 'engine' AND status = 'not_started' AND starts_at > $1 ORDER BY starts_at LIMIT 1",
    [api.clock.now()],
  );
  const expert = await api.withRoles(['expert']);
  const plans: Plan[] = [];
  for (const pick of ['home', 'away']) {
    const answer = await publishPlan(api, expert.token, match!.id, { market: 'winner', pick, price: 40, noWinRefund: true });
    expect(answer.body.code).toBe(0);
    plans.push(answer.body.data);
  }
  const fan = await api.signInByCode();
  for (const plan of plans)
    expect((await api.call('POST', '/api/plans/purchases', { token: fan.token, body: { planId: Number(plan.id) }, headers: { 'idempotency-key': `engine-${plan.id}` } })).body.code).toBe(0);
  const paid = 100 - 20 - 40; // the first purchase at the first-order discount

  expect((await api.call('POST', `/api/dev/matches/${match!.id}/play-now`)).body.code).toBe(0);
  expect((await api.call('POST', `/api/dev/matches/${match!.id}/play-now`)).body.msg).toBe('This match has already kicked off; picks are locked');
  await engine.tick();
  const [played] = await api.db.query<{ status: string }>('SELECT status FROM matches WHERE id = $1', [match!.id]);
  expect(played!.status).toBe('finished');
  await api.services.settlement.settleDue();
  await api.services.settlement.settleDue();

  const results = await Promise.all(plans.map(async (plan) => (await api.call<Plan>('GET', `/api/plans/${plan.id}`)).body.data.result));
  expect([...results].sort()).toEqual(['hit', 'miss']);
  // The missed plan's price comes back once: 20 for the first (discounted) purchase, 40 for the second.
  const refund = results[0] === 'miss' ? 20 : 40;
  expect((await api.call<{ balance: number }>('GET', '/api/coins/balance', { token: fan.token })).body.data.balance).toBe(paid + refund);
});

it('kicks off only a coming match: one whose kick-off has passed is the engine’s to play, not a second kick-off', async () => {
  const coming = await api.db.query<{ id: string }>(
    "SELECT id::text AS id FROM matches WHERE source = 'engine' AND status = 'not_started' AND starts_at > $1 ORDER BY starts_at LIMIT 2",
    [api.clock.now()],
  );
  expect((await api.call('POST', `/api/dev/matches/${coming[0]!.id}/kick-off`)).body.code).toBe(0);
  // Due but not yet played (a fresh api's engine catching up holds such a match in its tick): refused, and left as it was.
  const due = coming[1]!.id;
  await api.db.query('UPDATE matches SET starts_at = $2 WHERE id = $1', [due, new Date(api.clock.now().getTime() - 60_000)]);
  const [before] = await api.db.query<{ version: number }>('SELECT version FROM matches WHERE id = $1', [due]);
  expect((await api.call('POST', `/api/dev/matches/${due}/kick-off`)).body).toMatchObject({ code: 3000, msg: 'This match has already kicked off; picks are locked' });
  expect(await api.db.query('SELECT version FROM matches WHERE id = $1', [due])).toEqual([before]);
  await engine.tick();
  const played = await api.db.query<{ id: string; status: string }>('SELECT id::text AS id, status FROM matches WHERE id = ANY($1::bigint[]) ORDER BY id', [[coming[0]!.id, due]]);
  expect(played.map((row) => row.status)).toEqual(['live', 'live']);
});
