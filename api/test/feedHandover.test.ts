// A PandaScore feed handed from one api process to another mid-game (a restart, or the lease
// taken over by another replica), against the local stand-in: the game's state is kept in the
// database, so the process that takes over asks PandaScore for the events it missed (`recover`)
// as soon as its sockets open, keeps the firsts and the rounds as they were (the same rows, no
// event deleted and added again), and the process that lost the lease closes its sockets and
// writes nothing more.
import type { Database } from '../src/db/database';
import { FeedRunner } from '../src/domains/sports/feeds/feedRunner';
import { PandaScoreSource } from '../src/domains/sports/feeds/pandascore/pandascoreSource';
import { localPandaScore, type LocalPandaScore } from './feeds/localPandaScore';
import { TestClock } from './testApi';
import { createTestDatabase } from './testDatabase';

let db: Database;
let clock: TestClock;
let server: LocalPandaScore;
const runners: FeedRunner[] = [];

beforeAll(async () => {
  db = await createTestDatabase();
  clock = new TestClock();
  server = await localPandaScore();
});
afterAll(async () => {
  await Promise.all(runners.map((runner) => runner.stop()));
  await server.close();
  await db.close();
});

function process(logged: string[] = []) {
  const source = new PandaScoreSource(
    { token: 'test-pandascore-token', baseUrl: server.url, liveUrl: server.url.replace('http', 'ws'), videogames: ['cs2'], perHour: 1000 },
    db,
    clock,
    undefined,
    (line) => logged.push(line),
  );
  const runner = new FeedRunner({ db, clock, publish: () => undefined, sources: [source], delayAfterMs: 45_000 });
  runners.push(runner);
  return { source, runner, logged };
}

// Real sockets and a real database: waited for by state, up to a deadline only a failure reaches.
const until = async (check: () => Promise<boolean> | boolean, what: string) => {
  const deadline = Date.now() + 30_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

const rows = async () =>
  db.query<{ id: string; type: string; feed_key: string; side: string | null }>(
    `SELECT e.id::text AS id, e.type, e.feed_key, e.side FROM match_events e JOIN provider_refs r ON r.kind = 'match' AND r.local_id = e.match_id
     WHERE r.provider = 'pandascore' AND r.provider_id = '1122334' ORDER BY e.seq`,
  );
const firstToFive = async () =>
  (await db.query<{ team: string | null }>(
    `SELECT t.name AS team FROM esports_maps e JOIN provider_refs r ON r.kind = 'match' AND r.local_id = e.match_id AND r.provider = 'pandascore' AND r.provider_id = '1122334'
     LEFT JOIN teams t ON t.id = e.first_to_five_team_id WHERE e.map_number = 1`,
  ))[0]?.team;

describe('a PandaScore feed handed over mid-game', () => {
  it('goes on from the kept state in the process that takes the lease: recover asked, firsts and rounds kept, the old process’s sockets closed', async () => {
    server.goTo('cs2', 1);
    server.startsAt(new Date(clock.now().getTime() - 5 * 60_000));
    const first = process();
    await first.runner.tick();
    await until(() => first.source.liveClients.some((client) => client.open), 'the first process’s sockets');
    await until(() => (server.connections.get('/matches/1122334') ?? 0) === 1 && (server.connections.get('/matches/1122334/events') ?? 0) === 1, 'both sockets');
    server.push('cs2', 8);
    await until(async () => (await rows()).filter((row) => row.type === 'round_won').length === 8, 'eight rounds');
    // The recording's eight kills, from the events socket.
    await until(async () => (await rows()).filter((row) => row.type === 'kill').length === 8, 'eight kills');
    await until(async () => (await firstToFive()) !== undefined && (await firstToFive()) !== null, 'first to five');
    await first.source.settled();
    const before = await rows();
    const firstToFiveBefore = await firstToFive();
    const [kept] = await db.query<{ game_id: string }>("SELECT game_id::text AS game_id FROM feed_live_games WHERE provider = 'pandascore' AND match_provider_id = '1122334'");
    expect(kept?.game_id).toBe('7001');

    // The first process stalls (no round for longer than its lease); a second one takes the feed over.
    const recovers = server.recovers.length;
    clock.advance(20);
    const second = process();
    await second.runner.tick();
    await until(() => second.source.liveClients.some((client) => client.open), 'the second process’s sockets');
    // Its events socket asks for the game's past events at once: it knew the game from the kept state.
    await until(() => server.recovers.length > recovers, 'a recover from the second process');
    expect(server.recovers.at(-1)).toEqual({ type: 'recover', payload: { game_id: 7001 } });

    // The first process wakes: it no longer leads, closes its sockets and writes nothing.
    await first.runner.tick();
    expect(first.source.liveClients).toHaveLength(0);

    // Play goes on: rounds nine to fourteen through the second process.
    server.push('cs2', 6);
    await until(async () => (await rows()).filter((row) => row.type === 'round_won').length === 14, 'fourteen rounds');
    await second.source.settled();
    const after = await rows();
    // Every event stored before the handover is the same row (no delete-and-insert), none twice.
    for (const row of before) expect(after.find((each) => each.feed_key === row.feed_key)?.id).toBe(row.id);
    expect(new Set(after.map((row) => row.feed_key)).size).toBe(after.length);
    expect(after.filter((row) => row.type === 'first_to_five')).toHaveLength(1);
    expect(await firstToFive()).toBe(firstToFiveBefore);
    // The recover answered every kill again: none was added twice.
    expect(after.filter((row) => row.type === 'kill')).toHaveLength(8);
  });
});
