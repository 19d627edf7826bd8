// The API-Sports feed end to end against a local server answering as API-Football and
// API-Basketball document, from recorded payloads: a Champions League tie read live (a goal, a
// goal cancelled by VAR, cards, extra time, a shoot-out), its pre-match odds and injuries, a plan
// on it settled from the provider's final, the match report written from its events, the
// provider's correction after the match; an NBA game with overtime; a 429 and an outage; a whole
// match day within a small daily quota.
import type { MatchUpdate } from '@matchday/contracts/sports/contract';
import type { Plan } from '@matchday/contracts/tips/contract';
import { ApiSportsSource, type ApiSportsSettings } from '../src/domains/sports/feeds/apiSports/apiSportsSource';
import { FeedRunner } from '../src/domains/sports/feeds/feedRunner';
import { localApiSports, type LocalApiSports } from './feeds/localApiSports';
import { createTestApi, type TestApi } from './testApi';
import { publishPlan } from './tipsFixtures';

let api: TestApi;
let server: LocalApiSports;
const published: { channel: string; data: unknown }[] = [];

const settings = (overrides: Partial<ApiSportsSettings> = {}): ApiSportsSettings => ({
  key: 'test-api-sports-key',
  baseUrl: server.url,
  leagues: [{ id: 2, season: '2025' }],
  perMinute: 300,
  perDay: 7500,
  livePollSeconds: 15,
  todayPollMinutes: 10,
  ...overrides,
});

function runnerFor(sport: 'football' | 'basketball', overrides: Partial<ApiSportsSettings> = {}) {
  const source = new ApiSportsSource(sport, settings(sport === 'basketball' ? { leagues: [{ id: 12, season: '2025-2026' }], ...overrides } : overrides), api.db, api.clock);
  return { source, runner: new FeedRunner({ db: api.db, clock: api.clock, publish: (channel, data) => published.push({ channel, data }), sources: [source], delayAfterMs: 45_000 }) };
}

const matchOf = async (providerId: string) =>
  (
    await api.db.query<{ id: string; status: string; phase: string; home_score: number; away_score: number; penalty_home: number | null; penalty_away: number | null; version: number }>(
      `SELECT m.id::text AS id, m.status, m.phase, m.home_score, m.away_score, m.penalty_home, m.penalty_away, m.version
       FROM matches m JOIN provider_refs r ON r.kind = 'match' AND r.local_id = m.id WHERE r.provider = 'api-sports' AND r.provider_id = $1`,
      [providerId],
    )
  )[0];
const eventsOf = async (id: string) =>
  api.db.query<{ seq: number; type: string; player: string; side: string | null; home_score: number; away_score: number }>(
    'SELECT seq, type, player, side, home_score, away_score FROM match_events WHERE match_id = $1 ORDER BY seq',
    [id],
  );

beforeAll(async () => {
  api = await createTestApi();
  server = await localApiSports();
});
afterAll(async () => {
  await server.close();
  await api.close();
});

describe('API-Football', () => {
  it('plays a knockout tie from the provider: fixtures, odds and injuries ahead, live reads, VAR, extra time, a shoot-out; a plan settles from its final', async () => {
    const kickOff = new Date(api.clock.now().getTime() + 30 * 60_000);
    server.goTo(0);
    server.startsAt(kickOff);
    const { runner, source } = runnerFor('football');
    await runner.tick();
    const fixture = (await matchOf('football:1208021'))!;
    expect(fixture).toMatchObject({ status: 'not_started', phase: 'scheduled' });
    const odds = await api.db.query<{ market: string; home_price: string; draw_price: string | null; away_price: string }>(
      'SELECT market, home_price, draw_price, away_price FROM odds WHERE match_id = $1 ORDER BY market',
      [fixture.id],
    );
    expect(odds.map((line) => [line.market, Number(line.home_price), line.draw_price === null ? null : Number(line.draw_price), Number(line.away_price)])).toEqual([
      ['european', 2.45, 3.4, 2.9],
      ['handicap', 1.95, null, 1.9],
      ['total', 1.85, null, 1.95],
    ]);
    const injuries = await api.db.query<{ name: string; reason: string; status: string }>(
      'SELECT p.name, i.reason, i.status FROM injuries i JOIN players p ON p.id = i.player_id JOIN teams t ON t.id = i.team_id WHERE t.name IN ($1, $2) ORDER BY p.name',
      ['Arsenal', 'Real Madrid'],
    );
    expect(injuries).toEqual([
      { name: 'B. White', reason: 'Knee Injury', status: 'out' },
      { name: 'D. Alaba', reason: 'Muscle Injury', status: 'doubtful' },
    ]);

    // An expert's plan before kick-off: the home side to win.
    const expert = await api.withRoles(['expert']);
    const plan = (await publishPlan(api, expert.token, fixture.id, { market: 'result', pick: 'home' })).body.data as Plan;
    expect(plan.id).toBeTruthy();

    // Nothing live is read before the match can be in play.
    const liveReads = () => server.log.filter((line) => line.startsWith('/fixtures?live=')).length;
    api.clock.advance(10 * 60);
    await runner.tick();
    expect(liveReads()).toBe(0);

    // Kick-off, then each read of the timeline, fifteen seconds apart.
    api.clock.advance(20 * 60);
    const seen: MatchUpdate[] = [];
    for (let index = 1; index < 11; index += 1) {
      server.goTo(index);
      published.length = 0;
      await runner.tick();
      seen.push(...published.filter((message) => message.channel === `match:${fixture.id}`).map((message) => message.data as MatchUpdate));
      api.clock.advance(15);
    }
    const final = (await matchOf('football:1208021'))!;
    expect(final).toMatchObject({ status: 'finished', phase: 'full_time', home_score: 1, away_score: 1, penalty_home: 3, penalty_away: 4 });
    const events = await eventsOf(fixture.id);
    expect(events.filter((event) => ['goal', 'penalty', 'own_goal'].includes(event.type)).map((event) => [event.type, event.player, event.home_score, event.away_score])).toEqual([
      ['goal', 'B. Saka', 1, 0],
      ['penalty', 'K. Mbappé', 1, 1],
    ]);
    expect(events.map((event) => event.type)).toEqual(
      expect.arrayContaining(['kick_off', 'var_decision', 'yellow_card', 'second_yellow', 'substitution', 'half_time_score', 'penalty_shootout', 'full_time']),
    );
    expect(events.filter((event) => event.type === 'penalty_shootout')).toHaveLength(8);
    // The goal VAR cancelled was shown, then taken back: its removal was announced.
    const vini = seen.flatMap((update) => update.events).find((event) => event.player === 'Vinícius Júnior' && event.type === 'goal')!;
    expect(vini).toBeDefined();
    expect(seen.some((update) => update.removedEvents?.includes(vini.seq))).toBe(true);
    expect(events.some((event) => event.seq === vini.seq)).toBe(false);
    // Line-ups and statistics came with the final read.
    const lineups = await api.call<{ home: { formation: string; starters: unknown[] } }>('GET', `/api/sports/matches/${fixture.id}/lineups`);
    expect(lineups.body.data.home.formation).toBe('4-3-3');
    expect(lineups.body.data.home.starters).toHaveLength(11);

    // The plan settles from the provider's final (level after 90 minutes: the home pick missed), and the report is written from its events.
    await api.services.settlement.settleDue();
    const settled = await api.call<Plan>('GET', `/api/plans/${plan.id}`);
    expect(settled.body.data.result).toBe('miss');
    expect(await api.services.news.publishDueReports()).toBeGreaterThanOrEqual(1);
    const [report] = await api.db.query<{ facts: unknown }>("SELECT facts FROM articles WHERE kind = 'match_report' AND match_id = $1", [fixture.id]);
    expect(JSON.stringify(report?.facts)).toContain('Saka');

    // The same final again changes nothing.
    const before = (await matchOf('football:1208021'))!.version;
    api.clock.advance(30 * 60);
    await runner.tick();
    expect((await matchOf('football:1208021'))!.version).toBe(before);

    // An hour after the end the provider is asked again, and its correction (the first goal's scorer) is taken and announced.
    server.correct();
    api.clock.advance(31 * 60);
    published.length = 0;
    await runner.tick();
    const corrected = published.filter((message) => message.channel === `match:${fixture.id}`).map((message) => message.data as MatchUpdate);
    expect(corrected).toHaveLength(1);
    expect(corrected[0]!.removedEvents).toHaveLength(1);
    expect(corrected[0]!.events.map((event) => [event.type, event.player])).toEqual([['goal', 'M. Ødegaard']]);
    expect(source.use().byPath).toMatchObject({ fixtures: expect.any(Number), odds: 1, injuries: 1 });
    await runner.stop();
  });
});

describe('API-Basketball', () => {
  it('plays an NBA game that goes to overtime from its quarter scores, inventing no basket', async () => {
    server.goTo(0, 'basketball');
    server.startsAt(new Date(api.clock.now().getTime() + 5 * 60_000));
    const { runner } = runnerFor('basketball');
    await runner.tick();
    api.clock.advance(5 * 60);
    for (let index = 1; index < 10; index += 1) {
      server.goTo(index, 'basketball');
      await runner.tick();
      if (index === 8) expect((await matchOf('basketball:414120'))!).toMatchObject({ status: 'live', phase: 'overtime' });
      api.clock.advance(15);
    }
    const game = (await matchOf('basketball:414120'))!;
    expect(game).toMatchObject({ status: 'finished', home_score: 118, away_score: 121 });
    const [row] = await api.db.query<{ period_scores: { period: string }[] }>('SELECT period_scores FROM matches WHERE id = $1', [game.id]);
    expect(row!.period_scores.map((period) => period.period)).toEqual(['Q1', 'Q2', 'Q3', 'Q4', 'OT1']);
    const types = (await eventsOf(game.id)).map((event) => event.type);
    expect(types).toEqual(['kick_off', 'quarter_end', 'quarter_end', 'quarter_end', 'quarter_end', 'overtime', 'quarter_end', 'full_time']);
    await runner.stop();
  });
});

describe("the plan's quota", () => {
  it('stops at a 429 until the wait is over, backs off while the provider fails, and shows live matches as delayed through an outage, clearing it after', async () => {
    server.goTo(3);
    server.startsAt(new Date(api.clock.now().getTime() - 30 * 60_000));
    const { runner, source } = runnerFor('football', { livePollSeconds: 5 });
    await runner.tick();
    const match = (await matchOf('football:1208021'))!;
    expect(match.status).toBe('live');

    server.limits(0, 100_000);
    const sent = () => [...server.requests.values()].reduce((sum, count) => sum + count, 0);
    api.clock.advance(6);
    await runner.tick();
    expect(source.use().pausedUntil).not.toBeNull();
    const afterRefusal = sent();
    for (let second = 0; second < 50; second += 10) {
      api.clock.advance(10);
      await runner.tick();
    }
    expect(sent()).toBe(afterRefusal); // paused for the minute the provider asked
    server.limits(1000, 100_000);

    server.outage(true);
    const beforeOutage = sent();
    for (let second = 0; second < 120; second += 6) {
      api.clock.advance(6);
      await runner.tick();
    }
    const delayedNow = async () => (await api.db.query<{ delayed: boolean }>('SELECT delayed_since IS NOT NULL AS delayed FROM matches WHERE id = $1', [match.id]))[0]!.delayed;
    expect(await delayedNow()).toBe(true);
    // Two minutes of 503s: asked again after 5, 10, 20, 40 s, not every round.
    expect(sent() - beforeOutage).toBeLessThanOrEqual(6);
    expect(source.use().failures).toBeGreaterThan(2);
    const summary = await api.call<{ delayed?: boolean }>('GET', `/api/sports/matches/${match.id}`);
    expect(JSON.stringify(summary.body.data)).toContain('"delayed":true');
    server.outage(false);
    for (let step = 0; step < 60 && (await delayedNow()); step += 1) {
      api.clock.advance(6);
      await runner.tick();
    }
    const [back] = await api.db.query<{ delayed: boolean; status: string }>('SELECT delayed_since IS NOT NULL AS delayed, status FROM matches WHERE id = $1', [match.id]);
    expect(back).toEqual({ delayed: false, status: 'live' });
    expect(source.use().failures).toBe(0);
    await runner.stop();
  });

  it("takes the plan's limits from the provider's own headers, and keeps its lease through a slow round (another process cannot take it mid-round)", async () => {
    await api.db.query("DELETE FROM feed_usage WHERE provider = 'api-sports:football'");
    await api.db.query("DELETE FROM feed_leases WHERE provider = 'api-sports:football'");
    server.goTo(0);
    server.startsAt(new Date(api.clock.now().getTime() + 20 * 60_000));
    server.limits(10, 100); // a free key, whatever the settings say
    // The provider answers slowly: six seconds of the api's clock a request; halfway, another process tries to take the feed.
    let requests = 0;
    const other = new FeedRunner({ db: api.db, clock: api.clock, publish: () => undefined, sources: [] });
    const tookMidRound: boolean[] = [];
    const slow: typeof fetch = async (input, init) => {
      requests += 1;
      api.clock.advance(6);
      if (requests === 4) tookMidRound.push(await other.lead('api-sports:football'));
      return fetch(input, init);
    };
    const source = new ApiSportsSource('football', settings({ perDay: 7500, perMinute: 300 }), api.db, api.clock, slow);
    const runner = new FeedRunner({ db: api.db, clock: api.clock, publish: () => undefined, sources: [source] });
    await runner.tick();
    expect(requests, JSON.stringify(source.use())).toBeGreaterThanOrEqual(4);
    expect(tookMidRound).toEqual([false]);
    expect(source.use()).toMatchObject({ perDay: 100, perMinute: 10, limitsFrom: 'provider' });
    await runner.stop();
    server.limits(1000, 100_000);
  });

  it('plays a whole match day within a 100-request daily plan, reading live only while a match can be in play', async () => {
    await api.db.query("DELETE FROM feed_usage WHERE provider = 'api-sports:football'");
    const dayStart = new Date(api.clock.now());
    dayStart.setUTCHours(0, 0, 0, 0);
    const kickOff = new Date(dayStart.getTime() + 19 * 3_600_000);
    const startOffset = dayStart.getTime() + 24 * 3_600_000 + 60_000 - api.clock.now().getTime();
    api.clock.advance(startOffset / 1000); // just after the next midnight: a fresh day
    server.goTo(0);
    server.startsAt(new Date(kickOff.getTime() + 24 * 3_600_000));
    const { runner, source } = runnerFor('football', { perDay: 100, perMinute: 10 });
    server.limits(1000, 100); // the provider's day starts with ours (its minute is real time: not tested here)
    const requestsBefore = server.log.length;
    const timeline = 11;
    const end = api.clock.now().getTime() + 23 * 3_600_000;
    const matchStart = kickOff.getTime() + 24 * 3_600_000;
    while (api.clock.now().getTime() < end) {
      const now = api.clock.now().getTime();
      // The provider's timeline moves on through the match, a read's worth each twelve minutes.
      if (now >= matchStart) server.goTo(Math.min(timeline - 1, 1 + Math.floor((now - matchStart) / (12 * 60_000))));
      await runner.tick();
      api.clock.advance(now >= matchStart - 10 * 60_000 && now < matchStart + 3 * 3_600_000 ? 30 : 300);
    }
    const use = source.use();
    const made = server.log.length - requestsBefore;
    expect(made).toBeLessThanOrEqual(100);
    expect(use.requests).toBe(made);
    const final = (await matchOf('football:1208021'))!;
    expect(final.status).toBe('finished');
    // One match in play: each live round reads it by id (score, events, statistics, line-ups and players at once).
    const liveReads = server.log.slice(requestsBefore).filter((line) => line.startsWith('/fixtures?live=') || line.startsWith('/fixtures?id='));
    expect(liveReads.length).toBeGreaterThan(5);
    console.log(`a match day on a 100-request plan: ${made} requests (${JSON.stringify(use.byPath)}), ${liveReads.length} live reads`);
    await runner.stop();
  });
});
