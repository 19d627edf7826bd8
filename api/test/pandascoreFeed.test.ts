// The PandaScore feed end to end against a local server answering as PandaScore documents, from
// recorded payloads: a Counter-Strike best-of-three from upcoming to its 2-1 final, its first map
// round by round over the live websockets (rounds, first to five and ten, kills), a dropped
// connection recovered without a duplicate, the end closing the sockets; a League of Legends
// game's objectives from its frames; a 429 and an outage.
import type { MatchUpdate } from '@matchday/contracts/sports/contract';
import type { Database } from '../src/db/database';
import { FeedRunner } from '../src/domains/sports/feeds/feedRunner';
import { PandaScoreSource } from '../src/domains/sports/feeds/pandascore/pandascoreSource';
import { localPandaScore, type LocalPandaScore } from './feeds/localPandaScore';
import { TestClock } from './testApi';
import { createTestDatabase } from './testDatabase';

let db: Database;
let clock: TestClock;
let server: LocalPandaScore;
const published: { channel: string; data: unknown }[] = [];

beforeAll(async () => {
  db = await createTestDatabase();
  clock = new TestClock();
  server = await localPandaScore();
});
afterAll(async () => {
  await server.close();
  await db.close();
});
// A test that failed half-way leaves no feed connected to the next one's server.
const running: FeedRunner[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((runner) => runner.stop()));
});

function feed(videogames: ('cs2' | 'lol')[] = ['cs2', 'lol']) {
  const source = new PandaScoreSource(
    { token: 'test-pandascore-token', baseUrl: server.url, liveUrl: server.url.replace('http', 'ws'), videogames, perHour: 1000 },
    db,
    clock,
  );
  const runner = new FeedRunner({ db, clock, publish: (channel, data) => published.push({ channel, data }), sources: [source], delayAfterMs: 45_000 });
  running.push(runner);
  return { source, runner };
}

const matchOf = async (providerId: string) =>
  (
    await db.query<{ id: string; status: string; phase: string; home_score: number; away_score: number; winner: string | null; best_of: number | null }>(
      `SELECT m.id::text AS id, m.status, m.phase, m.home_score, m.away_score, w.name AS winner, m.best_of FROM matches m
       JOIN provider_refs r ON r.kind = 'match' AND r.local_id = m.id AND r.provider = 'pandascore' LEFT JOIN teams w ON w.id = m.winner_team_id
       WHERE r.provider_id = $1`,
      [providerId],
    )
  )[0];
const eventTypes = async (id: string) => (await db.query<{ type: string }>('SELECT type FROM match_events WHERE match_id = $1 ORDER BY seq', [id])).map((row) => row.type);
// Real sockets and a real database: what arrives is waited for (every 20 ms), up to a deadline
// that only a failure reaches (30 s; a busy machine's embedded database is slow).
const until = async (check: () => Promise<boolean>, what: string | (() => string)) => {
  const deadline = Date.now() + 30_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${typeof what === 'string' ? what : what()}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe('PandaScore', () => {
  it('follows a Counter-Strike series from upcoming to its final, its first map round by round over the websockets, reconnecting without a duplicate', async () => {
    server.goTo('cs2', 0);
    server.goTo('lol', 0);
    server.startsAt(new Date(clock.now().getTime() + 10 * 60_000));
    const { source, runner } = feed(['cs2']);
    await runner.tick();
    const upcoming = (await matchOf('1122334'))!;
    expect(upcoming).toMatchObject({ status: 'not_started', best_of: 3 });
    const [competition] = await db.query<{ name: string; discipline: string }>(
      'SELECT c.name, c.discipline FROM matches m JOIN seasons s ON s.id = m.season_id JOIN competitions c ON c.id = s.competition_id WHERE m.id = $1',
      [upcoming.id],
    );
    expect(competition).toEqual({ name: 'BLAST Premier', discipline: 'cs2' });

    // The first map starts: the running list has it, `/lives` names its sockets, the client connects.
    server.goTo('cs2', 1);
    clock.advance(10 * 60);
    await runner.tick();
    expect((await matchOf('1122334'))!).toMatchObject({ status: 'live', phase: 'map_1' });
    await until(async () => source.liveClients.length === 1 && source.liveClients[0]!.open, 'the live sockets');
    await until(async () => (server.connections.get('/matches/1122334/events') ?? 0) === 1, 'the events socket');

    // Ten rounds and their kills, pushed as PandaScore sends them.
    published.length = 0;
    server.push('cs2', 10);
    await until(async () => (await eventTypes(upcoming.id)).filter((type) => type === 'round_won').length === 10, 'ten rounds');
    const [map] = await db.query<{ home_score: number; away_score: number; first_to_five: string | null }>(
      'SELECT home_score, away_score, first_to_five_team_id::text AS first_to_five FROM esports_maps WHERE match_id = $1 AND map_number = 1',
      [upcoming.id],
    );
    expect([map!.home_score, map!.away_score]).toEqual([7, 3]);
    expect(map!.first_to_five).not.toBeNull();
    expect(published.some((message) => message.channel === `match:${upcoming.id}` && (message.data as MatchUpdate).events.some((event) => event.type === 'round_won'))).toBe(true);
    const kills = async () => (await eventTypes(upcoming.id)).filter((type) => type === 'kill').length;
    await until(async () => (await kills()) === 8, 'eight kills');

    // The connection drops: the client reconnects, asks for the game's past events, and adds none twice.
    // (The first connection may have asked too, if the game was known when it opened.)
    const recoversBefore = server.recovers.length;
    server.drop();
    // Both sockets back (each reconnects on its own timer: what is pushed before the frames socket is back is lost, as at PandaScore).
    await until(
      async () => (server.connections.get('/matches/1122334/events') ?? 0) === 2 && (server.connections.get('/matches/1122334') ?? 0) === 2 && server.recovers.length === recoversBefore + 1,
      () => `the reconnection (connections: ${JSON.stringify([...server.connections])}, recovers: ${server.recovers.length})`,
    );
    expect(server.recovers.at(-1)).toEqual({ type: 'recover', payload: { game_id: 7001 } });
    server.push('cs2', 12);
    await until(async () => (await eventTypes(upcoming.id)).filter((type) => type === 'round_won').length === 22, 'the whole map');
    expect(await kills()).toBe(8);
    const types = await eventTypes(upcoming.id);
    expect(types.filter((type) => type === 'first_to_five')).toHaveLength(1);
    expect(types.filter((type) => type === 'first_to_ten')).toHaveLength(1);

    // The series goes on and ends 2-1; the sockets close with 1000 and stay closed.
    for (const index of [2, 3, 4]) {
      server.goTo('cs2', index);
      clock.advance(60);
      await runner.tick();
    }
    const final = (await matchOf('1122334'))!;
    expect(final).toMatchObject({ status: 'finished', phase: 'full_time', home_score: 2, away_score: 1, winner: 'Team Vitality' });
    const finalTypes = await eventTypes(final.id);
    expect(finalTypes.filter((type) => type === 'map_won')).toHaveLength(3);
    expect(finalTypes.at(-1)).toBe('full_time');
    expect(finalTypes.filter((type) => type === 'round_won')).toHaveLength(22); // kept from the sockets
    server.closeWith(1000);
    await until(async () => source.liveClients.length === 0, 'the sockets to end');
    await runner.stop();
  });

  it("takes a League of Legends game's objectives from its frames: first blood, tower, dragon, the Baron, the win", async () => {
    server.goTo('lol', 1);
    server.startsAt(new Date(clock.now().getTime() - 5 * 60_000));
    const { source, runner } = feed(['lol']);
    await runner.tick();
    await until(async () => source.liveClients.some((client) => client.open), 'the live sockets');
    await until(async () => (server.connections.get('/matches/2233445') ?? 0) >= 1 && (server.connections.get('/matches/2233445/events') ?? 0) >= 1, 'both sockets');
    server.push('lol', 6);
    const match = (await matchOf('2233445'))!;
    await until(async () => (await eventTypes(match.id)).includes('baron'), 'the Baron');
    const lastFrame = async () => (await db.query<{ kills: number }>('SELECT home_kills AS kills FROM esports_maps WHERE match_id = $1', [match.id]))[0]?.kills === 17;
    await until(lastFrame, 'the last frame');
    const [map] = await db.query<{ home_kills: number; away_kills: number; first_blood: string; baron: string }>(
      `SELECT home_kills, away_kills, fb.name AS first_blood, b.name AS baron FROM esports_maps e
       JOIN teams fb ON fb.id = e.first_blood_team_id JOIN teams b ON b.id = e.baron_team_id WHERE e.match_id = $1`,
      [match.id],
    );
    expect(map).toEqual({ home_kills: 17, away_kills: 8, first_blood: 'T1', baron: 'T1' });
    expect(await eventTypes(match.id)).toEqual(['kick_off', 'map_start', 'first_blood', 'first_tower', 'first_dragon', 'baron']);
    server.goTo('lol', 2);
    clock.advance(60);
    await runner.tick();
    expect((await matchOf('2233445'))!).toMatchObject({ status: 'finished', home_score: 1, away_score: 0, winner: 'T1' });
    await runner.stop();
  });

  it('waits out a 429, backs off while PandaScore fails, and marks running series delayed through an outage', async () => {
    server.goTo('cs2', 2);
    const { source, runner } = feed(['cs2']);
    server.refuse(1);
    clock.advance(30);
    await runner.tick();
    expect(source.use().pausedUntil).not.toBeNull();
    const before = server.requests.get('/matches/running') ?? 0;
    for (let step = 0; step < 5; step += 1) {
      clock.advance(20);
      await runner.tick();
    }
    expect(server.requests.get('/matches/running') ?? 0).toBe(before); // PandaScore asked for two minutes
    clock.advance(30);
    await runner.tick();
    expect((await matchOf('1122334'))!.status).toBe('live');
    server.outage(true);
    const sentBefore = [...server.requests.values()].reduce((sum, count) => sum + count, 0);
    for (let step = 0; step < 30; step += 1) {
      clock.advance(10);
      await runner.tick();
    }
    const delayedNow = async () =>
      (await db.query<{ delayed: boolean }>("SELECT delayed_since IS NOT NULL AS delayed FROM matches WHERE external_ref = 'pandascore:1122334'"))[0]!.delayed;
    expect(await delayedNow()).toBe(true);
    // Five minutes of failures: asked again after 5, 10, 20, 40, 80 s… not every round.
    expect([...server.requests.values()].reduce((sum, count) => sum + count, 0) - sentBefore).toBeLessThanOrEqual(7);
    expect(source.use().failures).toBeGreaterThan(2);
    server.outage(false);
    // Back within its backoff (at most five minutes), then no longer delayed.
    for (let step = 0; step < 40 && (await delayedNow()); step += 1) {
      clock.advance(10);
      await runner.tick();
    }
    expect(await delayedNow()).toBe(false);
    expect(source.use().failures).toBe(0);
    await runner.stop();
  });
});
