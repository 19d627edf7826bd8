// Development content: the demo experts' history. Past finished matches get the picks the demo
// experts would have made, published before kick-off, settled at full time, some with a remark,
// once however often it runs, so the ranking, the records and the remarks are there at first start.
import type { CursorPage } from '@matchday/contracts/http/paging';
import type { ExpertRecord, Plan, RankingEntry, Remark } from '@matchday/contracts/tips/contract';
import { DemoExperts } from '../src/domains/dev/demoExperts';
import { DemoHistory } from '../src/domains/dev/demoHistory';
import { createTestApi, type TestApi } from './testApi';
import { createMatch, finishMatch } from './tipsFixtures';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const HOUR = 3600;
const history = (instance: TestApi) =>
  new DemoHistory(
    instance.db,
    instance.clock,
    new DemoExperts(instance.db, instance.clock, instance.services.plans),
    instance.services.plans,
    instance.services.settlement,
    instance.services.remarks,
  );

it('writes the picks demo experts would have made on past matches, settled at full time, with remarks, once', async () => {
  const finished: string[] = [];
  // Three days of past matches in two sports, each finished with a score.
  for (let index = 0; index < 30; index += 1) {
    const sport = index % 3 === 0 ? 'basketball' : 'football';
    const id = await createMatch(api, { sport, startsIn: -(6 + index * 2.4) * HOUR });
    await finishMatch(api, id, sport === 'basketball' ? 101 + (index % 7) : index % 4, sport === 'basketball' ? 99 + (index % 5) : (index + 1) % 3);
    finished.push(id);
  }
  // One still to come and one in progress: no history for those.
  const coming = await createMatch(api, { startsIn: 3 * HOUR });
  const playing = await createMatch(api, { startsIn: -HOUR / 2 });
  await api.db.query("UPDATE matches SET status = 'live' WHERE id = $1", [playing]);

  const written = await history(api).write(api.clock.now());
  expect(written.published).toBeGreaterThan(5);
  expect(written.settled).toBe(written.published);
  expect(written.remarks).toBeGreaterThan(0);
  expect(written.remarks).toBeLessThan(written.published);

  const rows = await api.db.query<{ match_id: string; published_at: Date; purchase_deadline: Date; settled_at: Date; starts_at: Date; result: string }>(
    `SELECT p.match_id::text AS match_id, p.published_at, p.purchase_deadline, p.settled_at, m.starts_at, p.result
     FROM plans p JOIN matches m ON m.id = p.match_id JOIN users u ON u.id = p.expert_id WHERE u.demo`,
  );
  expect(rows).toHaveLength(written.published);
  for (const row of rows) {
    expect(finished).toContain(row.match_id);
    const kickOff = new Date(row.starts_at).getTime();
    // Published one to six hours before kick-off, on sale until it, settled after the match.
    expect(kickOff - new Date(row.published_at).getTime()).toBeGreaterThanOrEqual(HOUR * 1000);
    expect(kickOff - new Date(row.published_at).getTime()).toBeLessThanOrEqual(6 * HOUR * 1000);
    expect(new Date(row.purchase_deadline).getTime()).toBe(kickOff);
    expect(new Date(row.settled_at).getTime()).toBeGreaterThan(kickOff);
    expect(new Date(row.settled_at).getTime()).toBeLessThanOrEqual(api.clock.now().getTime());
    expect(['hit', 'miss', 'void']).toContain(row.result);
  }
  expect(rows.some((row) => row.match_id === coming || row.match_id === playing)).toBe(false);
  // Both outcomes happen: the demo experts are not always right.
  expect(new Set(rows.map((row) => row.result)).size).toBeGreaterThan(1);

  // Once: a second run, or a second process, adds nothing.
  expect(await history(api).write(api.clock.now())).toEqual({ published: 0, settled: 0, remarks: 0 });

  // What a fan sees: the week's ranking, an expert's record, the remarks, the settled plans.
  const ranking = (await api.call<RankingEntry[]>('GET', '/api/experts/ranking?period=week&sort=hitRate')).body.data;
  expect(ranking.length).toBeGreaterThan(0);
  expect(ranking.every((entry) => entry.expert.username.startsWith('Demo expert'))).toBe(true);
  const record = (await api.call<ExpertRecord>('GET', `/api/experts/${ranking[0]!.expert.id}`)).body.data;
  expect(record.picks).toBeGreaterThanOrEqual(3);
  expect(record.lastTen.length).toBeGreaterThan(0);
  const remarks = (await api.call<CursorPage<Remark>>('GET', '/api/remarks?pageSize=50')).body.data;
  expect(remarks.items).toHaveLength(written.remarks);
  for (const remark of remarks.items) {
    expect(remark.text).toMatch(/^Demo content: /);
    expect(remark.plan.result).not.toBe('pending');
    // The remark names the final score of its match.
    expect(remark.text).toContain(`${remark.plan.match.homeScore}–${remark.plan.match.awayScore}`);
  }
  const settled = (await api.call<CursorPage<Plan>>('GET', '/api/plans?status=settled&pageSize=100')).body.data;
  expect(settled.items).toHaveLength(written.published);
});

it('picks on the odds that stood before kick-off, never on the in-play odds that know the result', async () => {
  const kickOff = new Date(api.clock.now().getTime() - 5 * HOUR * 1000);
  const id = await createMatch(api, { startsIn: -5 * HOUR, totalLine: 2.5 });
  await finishMatch(api, id, 0, 3);
  const odds = async (market: string) =>
    (await api.db.query<{ id: string }>('SELECT id::text AS id FROM odds WHERE match_id = $1 AND market = $2', [id, market]))[0]!.id;
  const moved = async (market: string, line: number | null, prices: [number, number | null, number], at: Date) => {
    await api.db.query('UPDATE odds SET line = $2, home_price = $3, draw_price = $4, away_price = $5 WHERE id = $1', [await odds(market), line, ...prices]);
    await api.db.query('INSERT INTO odds_history (odds_id, line, home_price, draw_price, away_price, recorded_at) VALUES ($1, $2, $3, $4, $5, $6)', [
      await odds(market),
      line,
      ...prices,
      at,
    ]);
  };
  // Before kick-off the home side was the favourite; in play, 0–3 down, it no longer was.
  await moved('european', null, [1.6, 3.9, 5.5], new Date(kickOff.getTime() - 2 * HOUR * 1000));
  await moved('total', 2.5, [1.9, null, 1.9], new Date(kickOff.getTime() - 2 * HOUR * 1000));
  await moved('european', null, [41, 21, 1.01], new Date(kickOff.getTime() + HOUR * 1000));
  await moved('total', 3.5, [1.5, null, 2.5], new Date(kickOff.getTime() + HOUR * 1000));

  const [match] = (await api.services.plans.finishedSince(new Date(kickOff.getTime() - HOUR * 1000))).filter((candidate) => candidate.id === id);
  expect(match!.markets.find((offer) => offer.market === 'result')!.prices).toEqual({ home: 1.6, draw: 3.9, away: 5.5 });
  expect(match!.markets.find((offer) => offer.market === 'total')!.line).toBe(2.5);

  // Published as of an instant before kick-off: the plan keeps the line and price of that instant.
  const [expert] = [...(await new DemoExperts(api.db, api.clock, api.services.plans).ensureExperts()).keys()];
  const plan = await api.services.plans.create(
    expert!,
    { matchId: Number(id), market: 'total', pick: 'over', title: 'Past', price: 18, noWinRefund: false, explanation: 'Demo content.', purchaseDeadline: kickOff.toISOString() },
    new Date(kickOff.getTime() - HOUR * 1000),
  );
  const [stored] = await api.db.query<{ line: string; odds: string }>('SELECT line::text AS line, odds::text AS odds FROM plans WHERE id = $1', [plan.id]);
  expect(Number(stored!.line)).toBe(2.5);
  expect(Number(stored!.odds)).toBe(1.9);
  // A pick as of kick-off or later is refused, as for any expert.
  await expect(
    api.services.plans.create(
      expert!,
      { matchId: Number(id), market: 'result', pick: 'away', title: 'Late', price: 18, noWinRefund: false, explanation: 'Demo content.', purchaseDeadline: kickOff.toISOString() },
      new Date(kickOff.getTime() + 60_000),
    ),
  ).rejects.toThrow();
});
