// A league table moves with the matches in progress: they count at their score now, the table is
// marked live, the teams playing are marked with how many places the live scores move them.
import { pathTo } from '@matchday/contracts/http/paths';
import { SPORTS_PATHS } from '@matchday/contracts/sports/contract';
import type { StandingsTable } from '@matchday/contracts/sports/contract';
import { createTestApi, type TestApi } from './testApi';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

it('counts the matches in progress at their score now, and says who moved', async () => {
  const one = async (sql: string, params: unknown[]) => (await api.db.query<{ id: string }>(`${sql} RETURNING id::text AS id`, params))[0]!.id;
  const competition = await one("INSERT INTO competitions (sport, discipline, name, short_name, format) VALUES ('football', 'football', 'Live League', 'LL', 'league')", []);
  const season = await one("INSERT INTO seasons (competition_id, name) VALUES ($1, '2026')", [competition]);
  const team = (name: string) => one("INSERT INTO teams (sport, discipline, name, short_name) VALUES ('football', 'football', $1, $2)", [name, name.slice(0, 3)]);
  const [a, b, c] = [await team('Alder'), await team('Birch'), await team('Cedar')];
  let serial = 0;
  const match = (home: string, away: string, status: string, homeScore: number, awayScore: number) =>
    one(
      `INSERT INTO matches (season_id, sport, discipline, home_team_id, away_team_id, starts_at, status, home_score, away_score, external_ref)
       VALUES ($1, 'football', 'football', $2, $3, $4, $5, $6, $7, $8)`,
      [season, home, away, api.clock.now(), status, homeScore, awayScore, `test:live-table:${(serial += 1)}`],
    );
  await match(a, b, 'finished', 1, 0);
  await match(c, b, 'finished', 1, 1);
  const read = async () => (await api.call<StandingsTable[]>('GET', pathTo(SPORTS_PATHS.standings, { id: competition }))).body.data[0]!;

  // Before kick-off of the third match: Alder 3, Cedar 1 (level goal difference with Birch, more goals), Birch 1.
  const third = await match(a, c, 'not_started', 0, 0);
  let table = await read();
  expect(table.live).toBe(false);
  expect(table.rows.map((row) => [row.team.name, row.points, row.live, row.change])).toEqual([
    ['Alder', 3, false, 0],
    ['Cedar', 1, false, 0],
    ['Birch', 1, false, 0],
  ]);

  // Cedar leads at Alder 2–0 in play: Cedar would top the table.
  await api.db.query("UPDATE matches SET status = 'live', home_score = 0, away_score = 2 WHERE id = $1", [third]);
  table = await read();
  expect(table.live).toBe(true);
  expect(table.rows.map((row) => [row.team.name, row.played, row.points, row.live, row.change])).toEqual([
    ['Cedar', 2, 4, true, 1],
    ['Alder', 2, 3, true, -1],
    ['Birch', 2, 1, false, 0],
  ]);

  // Over: the table is the finished one again, no longer live.
  await api.db.query("UPDATE matches SET status = 'finished' WHERE id = $1", [third]);
  table = await read();
  expect(table.live).toBe(false);
  expect(table.rows.map((row) => [row.team.name, row.points, row.change])).toEqual([
    ['Cedar', 4, 0],
    ['Alder', 3, 0],
    ['Birch', 1, 0],
  ]);
});
