// Imports that keep the data true, on the real 2022 World Cup: a file naming a team the
// tournament does not have, a score with a side missing, a file cut short, or one that breaks
// half-way through the writing changes nothing; importing again (unchanged, a fixture moved to another day, another time
// zone) updates the same matches in place and touches nothing that did not change; a half-time
// score the goal minutes contradict is reported and the goals win.
import type { MatchEvent, MatchSummary } from '@matchday/contracts/sports/contract';
import { pathTo } from '@matchday/contracts/http/paths';
import { SPORTS_PATHS } from '@matchday/contracts/sports/contract';
import { importSeason } from '../src/domains/sports/import/importSeason';
import { fingerprint, load, WORLD_CUP_FILE, worldCupAs, worldCupText } from './fixtures/importFiles';
import { worldCup } from './fixtures/worldCup2022';
import { createTestApi, type TestApi } from './testApi';

let api: TestApi;

beforeAll(async () => {
  api = await createTestApi();
  await load(api.db, api.clock.now(), { file: worldCupAs('World Cup 2022'), groups: true });
}, 120_000);
afterAll(() => api.close());

const get = async <T>(path: string) => (await api.call<T>('GET', path)).body.data;
const matchesOf = (competition: string) =>
  api.db.query<{ id: string; home: string; away: string; starts_at: Date; version: number; round_name: string }>(
    `SELECT m.id::text AS id, ht.name AS home, at.name AS away, m.starts_at, m.version, m.round_name FROM matches m
     JOIN seasons s ON s.id = m.season_id JOIN competitions c ON c.id = s.competition_id
     JOIN teams ht ON ht.id = m.home_team_id JOIN teams at ON at.id = m.away_team_id
     WHERE c.name = $1 ORDER BY m.id`,
    [competition],
  );

describe('a file the import refuses changes nothing', () => {
  it('a knockout match naming an unknown team: refused with the team’s name', async () => {
    const before = await fingerprint(api.db);
    const secondFinal = { round: 'Final', date: '2022-12-18', time: '18:00', team1: 'Argentina', team2: 'Atlantis', score: { ft: [1, 0] } };
    const file = worldCupAs('World Cup 2022', (matches) => matches.push(secondFinal));
    await expect(load(api.db, api.clock.now(), { file, groups: true })).rejects.toThrow(
      /^worldcup-2022\.json: unknown team "Atlantis" \(Final on 2022-12-18\): no group of the tournament lists it/,
    );
    expect(await fingerprint(api.db)).toBe(before);
    expect(await api.db.query("SELECT id FROM teams WHERE name = 'Atlantis'")).toEqual([]);
    expect((await matchesOf('World Cup')).filter((match) => match.round_name === 'Final')).toHaveLength(1);
  });

  it('a group match naming an unknown team: refused with the team’s name', async () => {
    const before = await fingerprint(api.db);
    const file = worldCupAs('World Cup 2022', (matches) => {
      matches[5]!.team2 = 'Qatarr'; // Netherlands–Qatar
    });
    await expect(load(api.db, api.clock.now(), { file, groups: true })).rejects.toThrow(/: unknown team "Qatarr" \(Group A on 2022-11-29\)/);
    expect(await fingerprint(api.db)).toBe(before);
  });

  it('a score with a side missing: refused with the match’s place, teams and date', async () => {
    const before = await fingerprint(api.db);
    const file = worldCupAs('World Cup 2022', (matches) => {
      matches[63]!.score = { ...matches[63]!.score, ft: [2, null] as unknown as number[] }; // the final
    });
    await expect(load(api.db, api.clock.now(), { file, groups: true })).rejects.toThrow(
      `${WORLD_CUP_FILE}: match 64 has a score "ft" of [2,null], not a pair of whole numbers (Argentina–France on 2022-12-18)`,
    );
    expect(await fingerprint(api.db)).toBe(before);
  });

  it('a season whose matches name a team it does not list: refused before writing', async () => {
    const before = await fingerprint(api.db);
    const season = worldCup();
    season.matches.push({ ...season.matches.at(-1)!, key: 'Final:Argentina:Atlantis', away: 'Atlantis' });
    await expect(importSeason(api.db, season, { now: api.clock.now() })).rejects.toThrow('World Cup 2022: unknown team(s) "Atlantis"; nothing was imported');
    expect(await fingerprint(api.db)).toBe(before);
  });

  it('a failure half-way through the writing: all of it rolled back', async () => {
    const before = await fingerprint(api.db);
    const season = { ...worldCup(), competition: 'Rolled Back Cup' };
    // The database refuses a team playing itself, after 64 matches of a new competition were written.
    season.matches.push({ ...season.matches.at(-1)!, key: 'Final:France:France', home: 'France', away: 'France' });
    await expect(importSeason(api.db, season, { now: api.clock.now() })).rejects.toThrow(/violates check constraint/);
    expect(await fingerprint(api.db)).toBe(before);
    expect(await api.db.query("SELECT id FROM competitions WHERE name = 'Rolled Back Cup'")).toEqual([]);
  });

  it('a file cut short: refused with its name, and the line and column where it ends', async () => {
    const before = await fingerprint(api.db);
    const text = worldCupText();
    const cut = text.slice(0, Math.floor(text.length * 0.6));
    const lines = cut.split('\n');
    await expect(load(api.db, api.clock.now(), { file: cut, groups: true })).rejects.toThrow(
      `${WORLD_CUP_FILE}: not valid JSON at line ${lines.length}, column ${lines.at(-1)!.length + 1} (the file ends there: is it cut short?)`,
    );
    // A comma missing in the middle: the place where the parser stopped.
    const broken = text.replace('"ground": "Al Bayt Stadium, Al Khor"},', '"ground": "Al Bayt Stadium, Al Khor"}');
    const line = text.split('\n').findIndex((entry) => entry.includes('"ground": "Al Bayt Stadium, Al Khor"},')) + 2;
    await expect(load(api.db, api.clock.now(), { file: broken, groups: true })).rejects.toThrow(new RegExp(`^${WORLD_CUP_FILE}: not valid JSON at line ${line}, column \\d+: `));
    expect(await fingerprint(api.db)).toBe(before);
  });
});

describe('importing again', () => {
  const competition = 'Again Cup';
  const file = (edit?: Parameters<typeof worldCupAs>[1]) => worldCupAs(`${competition} 2022`, edit);
  const versions = async () => (await matchesOf(competition)).map((match) => [match.id, match.version, match.starts_at.toISOString()]);

  beforeAll(async () => {
    const report = await load(api.db, api.clock.now(), { file: file(), groups: true });
    expect(report).toMatchObject({ matches: 64, created: 64, updated: 0, unchanged: 0 });
  });

  it('an unchanged file changes nothing, versions included', async () => {
    const before = await versions();
    const tables = await fingerprint(api.db);
    const report = await load(api.db, api.clock.now(), { file: file(), groups: true });
    expect(report).toMatchObject({ matches: 64, created: 0, updated: 0, unchanged: 64, newTeams: 0 });
    expect(await versions()).toEqual(before);
    expect(await fingerprint(api.db)).toBe(tables);
  });

  it('a fixture moved to another day is the same match, updated', async () => {
    const [opener] = await matchesOf(competition);
    expect(opener).toMatchObject({ home: 'Qatar', away: 'Ecuador' });
    const report = await load(api.db, api.clock.now(), {
      file: file((matches) => {
        matches[0]!.date = '2022-11-19';
      }),
      groups: true,
    });
    expect(report).toMatchObject({ created: 0, updated: 1, unchanged: 63 });
    const after = await matchesOf(competition);
    expect(after).toHaveLength(64);
    expect(after[0]).toMatchObject({ id: opener!.id, version: opener!.version + 1 });
    expect(after[0]!.starts_at.toISOString()).toBe('2022-11-19T16:00:00.000Z');
    const detail = await get<{ match: MatchSummary }>(pathTo(SPORTS_PATHS.match, { id: opener!.id }));
    expect(detail.match).toMatchObject({ startsAt: '2022-11-19T16:00:00.000Z', status: 'finished', homeScore: 0, awayScore: 2, version: opener!.version + 1 });
  });

  it('another time zone moves the kick-offs of the same matches, and adds none', async () => {
    const ids = (await matchesOf(competition)).map((match) => match.id);
    const report = await load(api.db, api.clock.now(), { file: file(), groups: true, timeZone: 'UTC' });
    expect(report).toMatchObject({ created: 0, updated: 64, unchanged: 0 });
    const after = await matchesOf(competition);
    expect(after.map((match) => match.id)).toEqual(ids);
    expect(after[0]!.starts_at.toISOString()).toBe('2022-11-20T19:00:00.000Z');
    expect(await load(api.db, api.clock.now(), { file: file(), groups: true, timeZone: 'UTC' })).toMatchObject({ created: 0, updated: 0, unchanged: 64 });
    const [{ count } = { count: 0 }] = await api.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM matches m JOIN seasons s ON s.id = m.season_id JOIN competitions c ON c.id = s.competition_id WHERE c.name = $1`,
      [competition],
    );
    expect(count).toBe(64);
  });
});

describe('a half-time score the goal minutes contradict', () => {
  it('is reported, and the goals win', async () => {
    const report = await load(api.db, api.clock.now(), { file: worldCupAs('Half Cup 2022'), groups: true });
    expect(report.warnings).toEqual([
      `${WORLD_CUP_FILE}: Japan–Spain (2022-12-01): half-time 0-0 given, but the goal minutes make it 0-1; the goals are kept`,
      `${WORLD_CUP_FILE}: Serbia–Switzerland (2022-12-02): half-time 2-1 given, but the goal minutes make it 2-2; the goals are kept`,
      `${WORLD_CUP_FILE}: Netherlands–Argentina (2022-12-09): half-time 1-0 given, but the goal minutes make it 0-1; the goals are kept`,
    ]);
    const japanSpain = (await matchesOf('Half Cup')).find((match) => match.home === 'Japan' && match.away === 'Spain')!;
    const detail = await get<{ match: MatchSummary }>(pathTo(SPORTS_PATHS.match, { id: japanSpain.id }));
    expect(detail.match.periodScores).toEqual([
      { period: '1H', home: 0, away: 1 },
      { period: '2H', home: 2, away: 0 },
    ]);
    const events = await get<MatchEvent[]>(`${pathTo(SPORTS_PATHS.events, { id: japanSpain.id })}?types=half_time_score`);
    expect(events.map((event) => event.detail)).toEqual([{ home: 0, away: 1 }]);
  });
});
