// Real fixtures in the live calendar: the 2022 World Cup imported to be replayed from "now",
// played by the engine in (sped-up) real time with its real goals at their real minutes, ends
// with the real tables and the real winners. And the import command, as an operator runs it.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { BracketRound, MatchEvent, MatchSummary, StandingsTable } from '@matchday/contracts/sports/contract';
import { pathTo } from '@matchday/contracts/http/paths';
import { SPORTS_PATHS } from '@matchday/contracts/sports/contract';
import { LiveEngine } from '../src/domains/sports/engine/engine';
import { importSeason } from '../src/domains/sports/import/importSeason';
import { REAL_GROUPS, REAL_KNOCKOUTS, worldCup } from './fixtures/worldCup2022';
import { createTestApi, type TestApi } from './testApi';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
let api: TestApi;
let engine: LiveEngine;
let competitionId: string;

beforeAll(async () => {
  api = await createTestApi();
  engine = new LiveEngine({ db: api.db, clock: api.clock, publish: (channel, data) => void api.broker.publish(channel, data), catalog: [] });
  competitionId = (await importSeason(api.db, worldCup(), { replayFrom: api.clock.now() })).competitionId;
}, 120_000);
afterAll(() => api.close());

const get = async <T>(path: string) => (await api.call<T>('GET', path)).body.data;

describe('replaying the 2022 World Cup', () => {
  it('starts as fixtures from now, with opening odds', async () => {
    const schedule = await get<{ items: MatchSummary[]; next: string | null }>(`${pathTo(SPORTS_PATHS.schedule, { id: competitionId })}?pageSize=100`);
    expect(schedule.items).toHaveLength(64);
    expect(schedule.next).toBeNull();
    expect(schedule.items.every((match) => match.status === 'not_started')).toBe(true);
    expect(schedule.items[0]).toMatchObject({ startsAt: api.clock.now().toISOString(), home: { name: 'Qatar' }, away: { name: 'Ecuador' } });
    await engine.plan(api.clock.now());
    const odds = await get<{ market: string }[]>(pathTo(SPORTS_PATHS.odds, { id: schedule.items[0]!.id }));
    expect(odds.map((line) => line.market)).toContain('european');
  });

  it('plays the opener with its real goals at their real minutes', async () => {
    api.clock.advance(60);
    await engine.tick();
    const [opener] = (await get<{ items: MatchSummary[] }>(`${pathTo(SPORTS_PATHS.schedule, { id: competitionId })}?pageSize=1`)).items;
    expect(opener!.status).toBe('live');
    api.clock.advance(3 * 3600);
    await engine.tick();
    const events = await get<MatchEvent[]>(`${pathTo(SPORTS_PATHS.events, { id: opener!.id })}?types=goal,penalty,own_goal`);
    expect(events.map((event) => [event.player, event.minute, event.type])).toEqual([
      ['Enner Valencia', 16, 'penalty'],
      ['Enner Valencia', 31, 'goal'],
    ]);
    const detail = await get<{ match: MatchSummary }>(pathTo(SPORTS_PATHS.match, { id: opener!.id }));
    expect(detail.match).toMatchObject({ status: 'finished', homeScore: 0, awayScore: 2, winner: 'away' });
  });

  it('ends with the real group tables and the real knockout winners', async () => {
    for (let day = 0; day < 30; day += 1) {
      api.clock.advance(86400);
      await engine.tick();
    }
    const tables = await get<StandingsTable[]>(pathTo(SPORTS_PATHS.standings, { id: competitionId }));
    for (const table of tables) expect(table.rows.map((row) => [row.team.name, row.points, row.difference]), table.group).toEqual(REAL_GROUPS[table.group]);
    const bracket = await get<BracketRound[]>(pathTo(SPORTS_PATHS.bracket, { id: competitionId }));
    const winner = (match: MatchSummary) => (match.winner === 'home' ? match.home.name : match.winner === 'away' ? match.away.name : null);
    expect(bracket.flatMap((round) => round.matches).map((match) => [match.home.name, match.away.name, winner(match)])).toEqual(REAL_KNOCKOUTS);
    const final = bracket.at(-1)!.matches[0]!;
    expect(final).toMatchObject({ homeScore: 3, awayScore: 3, penalties: { home: 4, away: 2 } });
  }, 300_000);
});

describe('the import command', () => {
  it('loads a season into the api’s database and says what it loaded', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'matchday-import-'));
    try {
      const args = ['--import', 'tsx', 'src/domains/sports/import/cli.ts', 'data/openfootball/worldcup-2022.json', '--groups', 'data/openfootball/worldcup-2022.groups.json', '--time-zone', 'Asia/Qatar'];
      const env = { ...process.env, DATABASE_URL: '', MATCHDAY_DATA_DIR: dataDir };
      const { stdout } = await promisify(execFile)(process.execPath, args, { cwd: apiDir, env });
      expect(stdout).toMatch(/World Cup 2022 \(groups_knockout\): 32 teams, 64 matches, 64 with results, 172 goals/);
      expect(stdout).toContain('matches: 64 created, 0 updated, 0 unchanged');
      expect(stdout).toContain('states: 64 finished, 0 result unknown, 0 to be played');
      expect(stdout).toContain('tables break ties by the fifa rules');
      expect(stdout).toContain('warnings: 3\n    - data/openfootball/worldcup-2022.json: Japan–Spain (2022-12-01): half-time 0-0 given');
      // Again: nothing to do, and the report says so.
      const again = await promisify(execFile)(process.execPath, [...args, '--tie-breakers', 'fifa'], { cwd: apiDir, env });
      expect(again.stdout).toContain('matches: 0 created, 0 updated, 64 unchanged');
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);

  it('keeps a stored result the file no longer gives unless --allow-removals, and lists it', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'matchday-import-'));
    const edited = path.join(dataDir, 'worldcup-2022.json');
    const file = JSON.parse(fs.readFileSync(path.join(apiDir, 'data/openfootball/worldcup-2022.json'), 'utf8')) as { matches: { score?: unknown }[] };
    delete file.matches[63]!.score; // the final
    fs.writeFileSync(edited, JSON.stringify(file));
    try {
      const run = (season: string, ...more: string[]) =>
        promisify(execFile)(
          process.execPath,
          ['--import', 'tsx', 'src/domains/sports/import/cli.ts', season, '--groups', 'data/openfootball/worldcup-2022.groups.json', '--time-zone', 'Asia/Qatar', ...more],
          { cwd: apiDir, env: { ...process.env, DATABASE_URL: '', MATCHDAY_DATA_DIR: path.join(dataDir, 'db') } },
        );
      await run('data/openfootball/worldcup-2022.json');
      const kept = await run(edited);
      expect(kept.stdout).toContain('matches: 0 created, 0 updated, 63 unchanged, 1 kept');
      expect(kept.stdout).toContain('states: 64 finished, 0 result unknown, 0 to be played');
      expect(kept.stdout).toContain(
        'results the file no longer gives: 1, kept as stored with their events (give --allow-removals to remove them)\n' +
          '    - Argentina–France (2022-12-18): 3-3, 4-2 on penalties, 10 events',
      );
      const removed = await run(edited, '--allow-removals');
      expect(removed.stdout).toContain('matches: 0 created, 1 updated, 63 unchanged, 0 kept');
      expect(removed.stdout).toContain('results removed (--allow-removals): 1, with their events\n    - Argentina–France (2022-12-18): 3-3, 4-2 on penalties, 10 events');
      expect(removed.stdout).toContain('states: 63 finished, 1 result unknown, 0 to be played');
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);

  it('refuses a file that is not openfootball JSON, and says why', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'matchday-import-'));
    const file = path.join(dataDir, 'broken.json');
    fs.writeFileSync(file, JSON.stringify({ name: 'Nothing 2024', matches: [] }));
    try {
      const run = promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/domains/sports/import/cli.ts', file], {
        cwd: apiDir,
        env: { ...process.env, DATABASE_URL: '', MATCHDAY_DATA_DIR: dataDir },
      });
      await expect(run).rejects.toMatchObject({ stderr: expect.stringContaining('Nothing 2024: no matches') });
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  it('refuses a file cut short, naming the file, its line and column, before opening the database', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'matchday-import-'));
    const file = path.join(dataDir, 'cut.json');
    const text = fs.readFileSync(path.join(apiDir, 'data/openfootball/worldcup-2022.json'), 'utf8');
    const cut = text.slice(0, 5000);
    fs.writeFileSync(file, cut);
    const lines = cut.split('\n');
    try {
      const run = promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/domains/sports/import/cli.ts', file], {
        cwd: apiDir,
        env: { ...process.env, DATABASE_URL: '', MATCHDAY_DATA_DIR: path.join(dataDir, 'db') },
      });
      await expect(run).rejects.toMatchObject({
        code: 1,
        stderr: expect.stringContaining(`import refused: ${file}: not valid JSON at line ${lines.length}, column ${lines.at(-1)!.length + 1}`),
      });
      expect(fs.existsSync(path.join(dataDir, 'db'))).toBe(false);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
