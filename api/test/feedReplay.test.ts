// A match API-Football really sent, replayed end to end: FC Basel 1–2 FC Sion (Swiss Super
// League, 2026-09-03, recorded at 90' with its 17 events: api/test/fixtures/feeds/recorded,
// placar-futebol) served by the local stand-in minute by minute as the provider would have told
// it (its recorded events up to that minute, the score they make), then at full time. Through
// the real feed, writer, notifier and report: the timeline and its running score, each goal
// alerted once to a fan following the match (a VAR decision that took back a goal never listed
// alerts nobody), and the match report from the provider's facts.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ALERT_PATHS, type PushSubscriptionState } from '@matchday/contracts/alerts/contract';
import { FAVOURITES_PATHS } from '@matchday/contracts/favourites/contract';
import { pathTo } from '@matchday/contracts/http/paths';
import { AlertNotifier } from '../src/domains/alerts/notifier';
import { ApiSportsSource } from '../src/domains/sports/feeds/apiSports/apiSportsSource';
import { FeedRunner } from '../src/domains/sports/feeds/feedRunner';
import { localApiSports, type LocalApiSports } from './feeds/localApiSports';
import { alertOf, startPushService, type PushService } from './pushService';
import { createTestApi, type TestApi } from './testApi';

const RECORDED = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'fixtures/feeds/recorded/api-football/live-all-2026-09-03-placar-futebol-var-fixtures.json');
const basel = (JSON.parse(fs.readFileSync(RECORDED, 'utf8')) as { fixture: { id: number } }[]).find((fixture) => fixture.fixture.id === 1555381)!;

let api: TestApi;
let server: LocalApiSports;
let push: PushService;

beforeAll(async () => {
  api = await createTestApi();
  server = await localApiSports();
  push = await startPushService();
});
afterAll(async () => {
  await server.close();
  await push.close();
  await api.close();
});

describe('a recorded match replayed through the feed', () => {
  it('FC Basel 1-2 FC Sion: timeline and running score, one alert per goal to a follower, the report', async () => {
    server.startsAt(new Date(api.clock.now().getTime() + 2 * 60_000));
    server.replay(basel as unknown as Record<string, unknown>, 0);
    const source = new ApiSportsSource(
      'football',
      { key: 'test-api-sports-key', baseUrl: server.url, leagues: [{ id: 207, season: '2026' }], perMinute: 300, perDay: 7500, livePollSeconds: 15, todayPollMinutes: 10 },
      api.db,
      api.clock,
    );
    const runner = new FeedRunner({ db: api.db, clock: api.clock, publish: () => undefined, sources: [source] });
    const notifier = new AlertNotifier({ db: api.db, clock: api.clock, alerts: api.services.alerts });
    await runner.tick();
    const [match] = await api.db.query<{ id: string }>("SELECT m.id::text AS id FROM matches m JOIN provider_refs r ON r.kind = 'match' AND r.local_id = m.id WHERE r.provider_id = 'football:1555381'");
    expect(match).toBeDefined();

    // A fan follows the match before kick-off, on one browser.
    const fan = await api.signInByCode();
    expect((await api.call('PUT', pathTo(FAVOURITES_PATHS.item, { kind: 'match', id: match!.id }), { token: fan.token })).body.code).toBe(0);
    const browser = push.newBrowser();
    expect((await api.call<PushSubscriptionState>('POST', ALERT_PATHS.subscriptions, { token: fan.token, lan: 'en_US', body: browser.subscription })).body.code).toBe(0);

    // Minute by minute, the break, full time: a live round, then the notifier's sweep.
    api.clock.advance(2 * 60);
    for (const at of [...Array.from({ length: 45 }, (_, minute) => minute + 1), 'HT' as const, ...Array.from({ length: 45 }, (_, minute) => minute + 46), 'FT' as const]) {
      server.replay(basel as unknown as Record<string, unknown>, at);
      api.clock.advance(at === 'HT' ? 15 * 60 : 60);
      await runner.tick();
      await notifier.sweep();
    }
    await runner.stop();

    const events = await api.db.query<{ type: string; minute: number; stoppage: number; side: string | null; player: string; home_score: number; away_score: number }>(
      'SELECT type, minute, stoppage, side, player, home_score, away_score FROM match_events WHERE match_id = $1 ORDER BY seq',
      [match!.id],
    );
    const goals = events.filter((event) => event.type === 'goal').map((event) => [event.minute, event.side, event.player, `${event.home_score}-${event.away_score}`]);
    expect(goals).toEqual([
      [40, 'home', 'Žan Celar', '1-0'],
      [76, 'away', 'Winsley Boteli Mokango', '1-1'],
      [79, 'away', 'Winsley Boteli Mokango', '1-2'],
    ]);
    expect(events.find((event) => event.type === 'var_decision')).toMatchObject({ minute: 45, stoppage: 2, side: 'home', player: 'Žan Celar' });
    expect(events.filter((event) => event.type === 'yellow_card')).toHaveLength(4);
    expect(events.map((event) => event.type)).toEqual(expect.arrayContaining(['kick_off', 'half_time_score', 'full_time']));
    const [row] = await api.db.query<{ status: string; home_score: number; away_score: number; winner: string }>(
      'SELECT m.status, m.home_score, m.away_score, t.name AS winner FROM matches m JOIN teams t ON t.id = m.winner_team_id WHERE m.id = $1',
      [match!.id],
    );
    expect(row).toEqual({ status: 'finished', home_score: 1, away_score: 2, winner: 'FC Sion' });

    // One alert per goal (and kick-off, half time, full time), none for the VAR decision: no fan had its goal.
    const alerts = push.received.filter((message) => message.endpoint === browser.endpoint).map((message) => alertOf(message, browser));
    expect(alerts.map((alert) => alert.title)).toEqual([
      'Kick-off: FC Basel 1893 – FC Sion',
      'Goal! FC Basel 1893 1–0 FC Sion',
      'Half-time: FC Basel 1893 1–0 FC Sion',
      'Goal! FC Basel 1893 1–1 FC Sion',
      'Goal! FC Basel 1893 1–2 FC Sion',
      'Full-time: FC Basel 1893 1–2 FC Sion',
    ]);

    // The report, from the provider's facts.
    expect(await api.services.news.publishDueReports()).toBeGreaterThanOrEqual(1);
    const [report] = await api.db.query<{ facts: unknown }>("SELECT facts FROM articles WHERE kind = 'match_report' AND match_id = $1", [match!.id]);
    const facts = JSON.stringify(report?.facts);
    expect(facts).toContain('Winsley Boteli Mokango');
    expect(facts).toContain('Žan Celar');
  });
});
