// A provider's feed never takes the api down: whatever PandaScore's sockets or API-Football's
// answers carry — not JSON, an unknown frame kind (Dota 2's, once read as League of Legends',
// threw in the socket's listener and ended the process), a field of the wrong type, a socket
// closing mid-frame, an answer cut short, a list that is not one — is dropped with its reason,
// the api goes on answering, and the feed resumes with the next good answer.
import { FeedRunner } from '../src/domains/sports/feeds/feedRunner';
import { ApiSportsSource } from '../src/domains/sports/feeds/apiSports/apiSportsSource';
import { PandaScoreSource } from '../src/domains/sports/feeds/pandascore/pandascoreSource';
import { localApiSports, type LocalApiSports } from './feeds/localApiSports';
import { localPandaScore, type LocalPandaScore } from './feeds/localPandaScore';
import { createTestApi, type TestApi } from './testApi';

let api: TestApi;
let panda: LocalPandaScore;
let sports: LocalApiSports;
const runners: FeedRunner[] = [];

beforeAll(async () => {
  api = await createTestApi();
  panda = await localPandaScore();
  sports = await localApiSports();
});
afterAll(async () => {
  await Promise.all(runners.map((runner) => runner.stop()));
  await panda.close();
  await sports.close();
  await api.close();
});

const until = async (check: () => Promise<boolean> | boolean, what: string) => {
  const deadline = Date.now() + 30_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

/** The api answers its health check and a list of matches. */
async function apiAnswers(): Promise<void> {
  const health = await api.call('GET', '/api/health');
  expect(health.status).toBe(200);
  const list = await api.call('GET', '/api/sports/matches?sport=esports');
  expect(list.status).toBe(200);
}

describe('a feed never takes the api down', () => {
  it('PandaScore: garbage, an unknown frame kind, wrong types and a socket cut mid-frame are dropped; the api answers; the feed resumes', async () => {
    panda.goTo('cs2', 1);
    panda.startsAt(new Date(api.clock.now().getTime() - 5 * 60_000));
    const logged: string[] = [];
    const source = new PandaScoreSource(
      { token: 'test-pandascore-token', baseUrl: panda.url, liveUrl: panda.url.replace('http', 'ws'), videogames: ['cs2'], perHour: 1000 },
      api.db,
      api.clock,
      undefined,
      (line) => logged.push(line),
    );
    const runner = new FeedRunner({ db: api.db, clock: api.clock, publish: () => undefined, sources: [source] });
    runners.push(runner);
    await runner.tick();
    await until(() => (panda.connections.get('/matches/1122334') ?? 0) === 1 && (panda.connections.get('/matches/1122334/events') ?? 0) === 1, 'both sockets');
    const rounds = async () =>
      Number(
        (
          await api.db.query<{ count: number }>(
            `SELECT count(*)::int AS count FROM match_events e JOIN provider_refs r ON r.kind = 'match' AND r.local_id = e.match_id AND r.provider = 'pandascore' AND r.provider_id = '1122334' WHERE e.type = 'round_won'`,
          )
        )[0]!.count,
      );
    panda.push('cs2', 2);
    await until(async () => (await rounds()) === 2, 'two rounds');

    const garbage = [
      'not json {',
      JSON.stringify({ type: 'mystery', payload: 1 }),
      // A Dota 2 frame for this series (radiant and dire): read, not thrown at.
      JSON.stringify({ game: { id: 7001 }, radiant: { id: 3455, score: 'x' }, dire: { id: 3216, score: 1 }, current_timestamp: 60 }),
      // A Valorant-like frame: a kind not read.
      JSON.stringify({ game: { id: 7001 }, attackers: { id: 3455 }, defenders: { id: 3216 } }),
      // Counter-Strike with fields of the wrong type.
      JSON.stringify({ game: { id: 7001 }, counter_terrorists: { id: 3455, round_score: 'seven' }, terrorists: { id: 3216, round_score: null }, round: 'x' }),
      JSON.stringify([null, 7, 'x', { game: 'none' }]),
      JSON.stringify({ game: { id: 7001 }, blue: null, red: [] }),
    ];
    for (const text of garbage) panda.sendRaw('cs2', text);
    panda.sendRaw('cs2', '{"id":', 'events');
    panda.sendRaw('cs2', JSON.stringify({ id: 'x', game: { id: 7001 }, payload: { killer: 'nobody' } }), 'events');
    await until(() => logged.filter((line) => /not read|not JSON|dropped/.test(line)).length >= 5, 'the garbage said and dropped');
    await apiAnswers();

    // A message cut off by the connection closing: the client reconnects.
    panda.cutMidFrame('cs2');
    await until(() => (panda.connections.get('/matches/1122334') ?? 0) === 2, 'the frames socket back');
    await apiAnswers();

    // The feed resumes with the next good frames.
    panda.push('cs2', 3);
    await until(async () => (await rounds()) === 5, 'five rounds');
    // Each reason said once for the series, not once a frame.
    const kindNotRead = logged.filter((line) => line.includes('a frame of a kind not read'));
    expect(kindNotRead).toHaveLength(1);
    await runner.stop();
  });

  it('API-Football: an answer that is not JSON, cut short, not a list, or with a fixture of the wrong shape is dropped; the api answers; the feed resumes', async () => {
    sports.goTo(3);
    sports.startsAt(new Date(api.clock.now().getTime() - 30 * 60_000));
    const source = new ApiSportsSource(
      'football',
      { key: 'test-api-sports-key', baseUrl: sports.url, leagues: [{ id: 2, season: '2025' }], perMinute: 300, perDay: 7500, livePollSeconds: 15, todayPollMinutes: 10 },
      api.db,
      api.clock,
    );
    const runner = new FeedRunner({ db: api.db, clock: api.clock, publish: () => undefined, sources: [source] });
    runners.push(runner);
    await runner.tick();
    const version = async () =>
      (
        await api.db.query<{ version: number; status: string }>(
          `SELECT m.version, m.status FROM matches m JOIN provider_refs r ON r.kind = 'match' AND r.local_id = m.id AND r.provider = 'api-sports' AND r.provider_id = 'football:1208021'`,
        )
      )[0];
    expect((await version())?.status).toBe('live');
    const good = (await version())!.version;

    sports.serveRaw([
      { body: '<html>502 Bad Gateway</html>' },
      { body: '{"get":"fixtures","errors":[],"response":[{"fixture":' },
      { body: JSON.stringify({ get: 'fixtures', errors: [], results: 1, response: 'none' }) },
      { body: JSON.stringify({ get: 'fixtures', errors: [], results: 1, response: [{ fixture: { id: 'x', status: 7 }, teams: null, goals: 'two' }, null, 3] }) },
      { body: JSON.stringify({ get: 'fixtures', errors: { bug: 'Something went wrong' }, results: 0, response: [] }) },
    ]);
    for (let round = 0; round < 5; round += 1) {
      api.clock.advance(60);
      await runner.tick();
      await apiAnswers();
    }
    expect(source.use().problem).toBeTruthy();

    // The next good answers: the match moves on.
    sports.goTo(4);
    for (let round = 0; round < 10 && (await version())!.version === good; round += 1) {
      api.clock.advance(60);
      await runner.tick();
    }
    expect((await version())!.version).toBeGreaterThan(good);
    await apiAnswers();
    await runner.stop();
  });
});
