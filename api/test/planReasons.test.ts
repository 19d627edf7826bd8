// A plan keeps what the match's own data said when it was published — each team's form before
// kick-off, their earlier meetings, the pick's price move from its opening, the players out, the
// chance the price stands for — shown, like the explanation, only to whoever unlocked it.
import type { Plan } from '@matchday/contracts/tips/contract';
import { createTestApi, type TestApi } from './testApi';
import { createMatch, publishPlan } from './tipsFixtures';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const HOUR = 3_600_000;

it("keeps the match's data at publication with the plan, for its buyers and its expert only", async () => {
  const matchId = await createMatch(api, { startsIn: 6 * 3600 });
  const [match] = await api.db.query<{ home: string; away: string; season: string }>(
    'SELECT home_team_id::text AS home, away_team_id::text AS away, season_id::text AS season FROM matches WHERE id = $1',
    [matchId],
  );
  const other = (await api.db.query<{ id: string }>("INSERT INTO teams (sport, discipline, name, short_name) VALUES ('football', 'football', 'Reasons Other', 'RO') RETURNING id::text AS id"))[0]!.id;
  let serial = 0;
  /** A finished match `daysAgo`, won by `winner` (null: a draw). */
  const past = async (home: string, away: string, daysAgo: number, winner: string | null) =>
    api.db.query(
      `INSERT INTO matches (season_id, sport, discipline, home_team_id, away_team_id, starts_at, status, home_score, away_score, winner_team_id, external_ref)
       VALUES ($1, 'football', 'football', $2, $3, $4, 'finished', $5, $6, $7, $8)`,
      [match!.season, home, away, new Date(api.clock.now().getTime() - daysAgo * 24 * HOUR), winner === home ? 2 : 1, winner === away ? 2 : 1, winner, `test:reasons:${(serial += 1)}`],
    );
  // The home side: won 4 of its last 5 (an older loss does not count); the away side (the meetings below
  // among its last matches): 2 wins, a draw and a loss.
  for (const [index, winner] of ['home', 'home', 'home', null, 'home', 'other'].entries()) await past(match!.home, other, index + 1, winner === 'home' ? match!.home : winner === 'other' ? other : null);
  await past(match!.away, other, 2, match!.away);
  await past(other, match!.away, 3, null);
  // Two earlier meetings: one each.
  await past(match!.home, match!.away, 20, match!.home);
  await past(match!.away, match!.home, 40, match!.away);
  // The home price opened at 2.4 and is 2.1 now.
  const [european] = await api.db.query<{ id: string }>("SELECT id::text AS id FROM odds WHERE match_id = $1 AND market = 'european'", [matchId]);
  await api.db.query('INSERT INTO odds_history (odds_id, line, home_price, draw_price, away_price, recorded_at) VALUES ($1, NULL, 2.4, 3.2, 3.0, $2)', [
    european!.id,
    new Date(api.clock.now().getTime() - 24 * HOUR),
  ]);
  // Two away players out.
  for (const name of ['Out One', 'Out Two']) {
    const [player] = await api.db.query<{ id: string }>("INSERT INTO players (team_id, name, position) VALUES ($1, $2, 'forward') RETURNING id::text AS id", [match!.away, name]);
    await api.db.query("INSERT INTO injuries (team_id, player_id, reason, status, reported_at) VALUES ($1, $2, 'knee', 'out', $3)", [match!.away, player!.id, api.clock.now()]);
  }

  const expert = await api.withRoles(['user', 'expert']);
  const published = await publishPlan(api, expert.token, matchId, { market: 'result', pick: 'home' });
  expect(published.body.code).toBe(0);
  expect(published.body.data.reasons).toEqual([
    { kind: 'form', side: 'home', wins: 4, draws: 1, losses: 0 },
    { kind: 'form', side: 'away', wins: 2, draws: 1, losses: 1 },
    { kind: 'headToHead', homeWins: 1, draws: 0, awayWins: 1 },
    { kind: 'oddsMove', from: 2.4, to: 2.1 },
    { kind: 'injuries', side: 'away', count: 2 },
    { kind: 'price', odds: 2.1, impliedPercent: 48 },
  ]);
  // A fan who has not bought it sees none of it.
  const visitor = (await api.call<Plan>('GET', `/api/plans/${published.body.data.id}`)).body.data;
  expect(visitor.reasons).toBeNull();
  expect(visitor.explanation).toBeNull();
});
