// Match alerts by Web Push: a fan's browsers subscribe, the notifier pushes an alert for each
// event of a followed match to a push service on this machine, which checks the VAPID signature
// and decrypts the message as the browser would (pushService.ts). One alert per fan and event,
// whatever sweeps or processes run; the fan's choices and quiet hours hold; a subscription the
// push service has dropped goes.
import crypto from 'node:crypto';
import { ALERT_PATHS, type AlertPreferences, PUSH_SUBSCRIPTIONS_LIMIT, type PushSubscriptionState, type VapidKey } from '@matchday/contracts/alerts/contract';
import { ACCOUNT_PATHS } from '@matchday/contracts/accounts/contract';
import { FAVOURITES_PATHS } from '@matchday/contracts/favourites/contract';
import { pathTo } from '@matchday/contracts/http/paths';
import { AlertNotifier, ALERT_HOLE_WAIT_MS, nextCursor, type SweepResult } from '../src/domains/alerts/notifier';
import { PUSH_SERVICE_HOSTS, pushSettingsFrom, type PushSettings } from '../src/domains/alerts/pushSettings';
import { alertOf, startPushService, vapidClaims, type PushService, type TestBrowser } from './pushService';
import { createTestApi, type TestApi } from './testApi';
import { createMatch } from './tipsFixtures';
import type { Fixture } from '../src/domains/sports/feeds/apiSports/apiSportsTypes';
import { footballMatch } from '../src/domains/sports/feeds/apiSports/footballMapping';
import { writeFeedMatch } from '../src/domains/sports/feeds/feedWriter';

let api: TestApi;
let push: PushService;
let notifier: AlertNotifier;
let vapidKey: string;
const logged: { details: object; message: string }[] = [];

beforeAll(async () => {
  api = await createTestApi();
  push = await startPushService({ statusFor: (path) => (path.startsWith('/gone/') ? 410 : path.startsWith('/broken/') ? 500 : 201) });
  notifier = new AlertNotifier({ db: api.db, clock: api.clock, alerts: api.services.alerts, log: { info: (details, message) => logged.push({ details, message }) } });
  const answer = await api.call<VapidKey>('GET', ALERT_PATHS.vapidKey);
  expect(answer.body.code).toBe(0);
  vapidKey = answer.body.data.publicKey;
});
afterAll(async () => {
  await push.close();
  await api.close();
});

interface TestMatch {
  id: string;
  home: string;
  away: string;
  homeTeam: string;
  competition: string;
}

async function newMatch(): Promise<TestMatch> {
  const id = await createMatch(api, { startsIn: -60 });
  const [row] = await api.db.query<{ home: string; away: string; home_team: string; competition: string }>(
    `SELECT h.name AS home, a.name AS away, m.home_team_id::text AS home_team, s.competition_id::text AS competition
     FROM matches m JOIN teams h ON h.id = m.home_team_id JOIN teams a ON a.id = m.away_team_id JOIN seasons s ON s.id = m.season_id WHERE m.id = $1`,
    [id],
  );
  return { id, home: row!.home, away: row!.away, homeTeam: row!.home_team, competition: row!.competition };
}

const seqs = new Map<string, number>();
/** A match event as the engine or a feed stores it; its sequence number. */
async function addEvent(
  matchId: string,
  type: string,
  event: { minute?: number; side?: 'home' | 'away'; player?: string; score?: [number, number]; createdAt?: Date; feedKey?: string } = {},
): Promise<number> {
  const seq = (seqs.get(matchId) ?? 0) + 1;
  seqs.set(matchId, seq);
  const [home, away] = event.score ?? [0, 0];
  await api.db.query(
    `INSERT INTO match_events (match_id, seq, type, phase, minute, side, player, home_score, away_score, created_at, feed_key)
     VALUES ($1, $2, $3, 'first_half', $4, $5, $6, $7, $8, $9, $10)`,
    [matchId, seq, type, event.minute ?? 0, event.side ?? null, event.player ?? '', home, away, event.createdAt ?? api.clock.now(), event.feedKey ?? null],
  );
  return seq;
}

async function fan(): Promise<{ token: string; id: string }> {
  const account = await api.signInByCode();
  return { token: account.token, id: account.user.id };
}

const follow = async (token: string, kind: 'match' | 'team' | 'competition', id: string) =>
  expect((await api.call('PUT', pathTo(FAVOURITES_PATHS.item, { kind, id }), { token })).body.code).toBe(0);

async function subscribe(token: string, browser: TestBrowser = push.newBrowser(), lan = 'en_US'): Promise<TestBrowser> {
  const answer = await api.call<PushSubscriptionState>('POST', ALERT_PATHS.subscriptions, { token, lan, body: browser.subscription });
  expect(answer.body).toEqual({ code: 0, data: { endpoint: browser.endpoint, subscribed: true } });
  return browser;
}

const setPreferences = (token: string, preferences: Partial<AlertPreferences>) =>
  api.call<AlertPreferences>('PUT', ALERT_PATHS.preferences, { token, body: { kinds: ['goal', 'red_card', 'kick_off', 'half_time', 'full_time'], ...preferences } });

const sweep = async (): Promise<SweepResult> => (await notifier.sweep())!;

/** "HH:MM" in UTC, `minutes` from the test clock's now. */
const utcClock = (minutes: number) => new Date(api.clock.now().getTime() + minutes * 60_000).toISOString().slice(11, 16);

describe('match alerts by Web Push', () => {
  it('a followed team’s goal reaches the fan’s browser once: signed with the site’s key, encrypted for the browser, linking to the match', async () => {
    const match = await newMatch();
    const { token } = await fan();
    await follow(token, 'team', match.homeTeam);
    const browser = await subscribe(token);
    const before = push.received.length;

    const stored = performance.now();
    const seq = await addEvent(match.id, 'goal', { minute: 23, side: 'home', player: 'Saka', score: [1, 0] });
    const result = await sweep();
    expect(result).toMatchObject({ alerts: 1, pushes: 1, failed: 0 });
    const [message, ...more] = push.messagesOf(browser);
    expect(more).toEqual([]);
    expect(push.received.length - before).toBe(1);
    // What it took on this machine from the goal's row to the push service holding the message
    // (production sweeps every ALERT_SWEEP_MS, which adds up to that much).
    console.log(`alert latency: goal stored → its push at the push service in ${(message!.at - stored).toFixed(1)} ms (one sweep, ${api.db.kind})`);

    expect(alertOf(message!, browser)).toEqual({
      kind: 'goal',
      matchId: match.id,
      title: `Goal! ${match.home} 1–0 ${match.away}`,
      body: "Saka \u206623'\u2069",
      url: `/pc/detail?id=${match.id}`,
      tag: `match:${match.id}:${seq}`,
    });
    const claims = vapidClaims(message!);
    expect(claims.key).toBe(vapidKey);
    expect(claims.aud).toBe(push.origin);
    expect(claims.sub).toBe('mailto:alerts@localhost');
    expect(claims.exp * 1000).toBeGreaterThan(Date.now());
    expect(claims.exp * 1000).toBeLessThanOrEqual(Date.now() + 86_400_000);
    expect(message!.headers).toMatchObject({ 'content-encoding': 'aes128gcm', urgency: 'high', ttl: '1800' });
    expect(logged.at(-1)?.message).toMatch(/^match alerts pushed: 1 \(from the event to the push: \d+ ms at most\)$/);

    // The same sweep again: nothing new.
    expect(await sweep()).toMatchObject({ events: 0, alerts: 0, pushes: 0 });
    expect(push.messagesOf(browser)).toHaveLength(1);
  });

  it('two notifiers at once, and a sweep that reads the same events again, still send each alert once', async () => {
    const match = await newMatch();
    const { token } = await fan();
    await follow(token, 'match', match.id);
    const browser = await subscribe(token);
    const replica = await createTestApi({ replicaOf: { db: api.db, clock: api.clock, sms: api.sms } });
    try {
      const other = new AlertNotifier({ db: replica.db, clock: replica.clock, alerts: replica.services.alerts });
      const [before] = await api.db.query<{ last_event_id: string }>('SELECT last_event_id::text AS last_event_id FROM alert_cursor');
      await addEvent(match.id, 'kick_off');
      await Promise.all([notifier.sweep(), other.sweep(), notifier.sweep(), other.sweep()]);
      expect(push.messagesOf(browser)).toHaveLength(1);
      // The cursor lost: the events are read again, the deliveries already recorded send nothing.
      await api.db.query('UPDATE alert_cursor SET last_event_id = $1', [before!.last_event_id]);
      expect(await other.sweep()).toMatchObject({ alerting: 1, alerts: 0, pushes: 0 });
      expect(push.messagesOf(browser)).toHaveLength(1);
      expect(alertOf(push.messagesOf(browser)[0]!, browser)).toMatchObject({ kind: 'kick_off', title: `Kick-off: ${match.home} – ${match.away}`, body: expect.stringMatching(/^Tips League \d+$/) });
    } finally {
      await replica.close();
    }
  });

  it('every browser of the fan gets it, in the language it subscribed in; one delivery', async () => {
    const match = await newMatch();
    const { token, id } = await fan();
    await follow(token, 'competition', match.competition);
    const english = await subscribe(token);
    const german = await subscribe(token, push.newBrowser(), 'de');
    await addEvent(match.id, 'red_card', { minute: 67, side: 'away', player: '', score: [0, 0] });
    expect(await sweep()).toMatchObject({ alerts: 1, pushes: 2 });
    expect(alertOf(push.messagesOf(english)[0]!, english)).toMatchObject({ title: `Red card · ${match.away}`, body: `${match.away} \u206667'\u2069` });
    expect(alertOf(push.messagesOf(german)[0]!, german)).toMatchObject({ title: `Rote Karte · ${match.away}` });
    expect(await api.db.query('SELECT kind FROM alert_deliveries WHERE user_id = $1', [id])).toEqual([{ kind: 'red_card' }]);
  });

  it('the fan’s choices hold: a kind left out, quiet hours now (in their zone); other fans still get it', async () => {
    const match = await newMatch();
    const noGoals = await fan();
    const quiet = await fan();
    const quietElsewhere = await fan();
    const everyone = [noGoals, quiet, quietElsewhere];
    for (const one of everyone) await follow(one.token, 'team', match.homeTeam);
    const browsers = await Promise.all(everyone.map((one) => subscribe(one.token)));
    expect((await setPreferences(noGoals.token, { kinds: ['red_card', 'full_time'] })).body.code).toBe(0);
    expect((await setPreferences(quiet.token, { mutedFrom: utcClock(-60), mutedTo: utcClock(60), timeZone: 'UTC' })).body.code).toBe(0);
    // The same hours of the clock, read in a zone eight hours ahead: not now there.
    expect((await setPreferences(quietElsewhere.token, { mutedFrom: utcClock(-60), mutedTo: utcClock(60), timeZone: 'Asia/Shanghai' })).body.code).toBe(0);

    await addEvent(match.id, 'goal', { minute: 5, side: 'home', player: 'Saka', score: [1, 0] });
    await addEvent(match.id, 'red_card', { minute: 9, side: 'away', player: 'Rice', score: [1, 0] });
    await sweep();
    const kinds = (browser: TestBrowser) => push.messagesOf(browser).map((message) => alertOf(message, browser).kind);
    expect(kinds(browsers[0]!)).toEqual(['red_card']);
    expect(kinds(browsers[1]!)).toEqual([]);
    expect(kinds(browsers[2]!).sort()).toEqual(['goal', 'red_card']);
  });

  it('a match nobody follows, an event that raises no alert, an event from long ago: nothing', async () => {
    const followed = await newMatch();
    const other = await newMatch();
    const { token } = await fan();
    await follow(token, 'match', followed.id);
    const browser = await subscribe(token);
    await addEvent(other.id, 'goal', { minute: 10, side: 'home', player: 'Kane', score: [1, 0] });
    await addEvent(followed.id, 'yellow_card', { minute: 11, side: 'home', player: 'Rice' });
    await addEvent(followed.id, 'goal', { minute: 3, side: 'away', score: [0, 1], createdAt: new Date(api.clock.now().getTime() - 3600_000) });
    expect(await sweep()).toMatchObject({ events: 3, alerting: 1, alerts: 0, pushes: 0 });
    expect(push.messagesOf(browser)).toEqual([]);
  });

  it('a subscription the push service dropped (410) is deleted; other failures are counted', async () => {
    const match = await newMatch();
    const { token } = await fan();
    await follow(token, 'match', match.id);
    const working = await subscribe(token);
    const gone = await subscribe(token, push.newBrowser('gone'));
    const broken = await subscribe(token, push.newBrowser('broken'));
    await addEvent(match.id, 'full_time', { score: [2, 1] });
    expect(await sweep()).toMatchObject({ alerts: 1, pushes: 1, gone: 1, failed: 1 });
    const rows = await api.db.query<{ endpoint: string; failure_count: number; succeeded: boolean }>(
      'SELECT endpoint, failure_count, last_success_at IS NOT NULL AS succeeded FROM push_subscriptions WHERE endpoint = ANY($1::text[]) ORDER BY failure_count',
      [[working.endpoint, gone.endpoint, broken.endpoint]],
    );
    expect(rows).toEqual([
      { endpoint: working.endpoint, failure_count: 0, succeeded: true },
      { endpoint: broken.endpoint, failure_count: 1, succeeded: false },
    ]);
    expect(alertOf(push.messagesOf(working)[0]!, working)).toMatchObject({ kind: 'full_time', title: `Full-time: ${match.home} 2–1 ${match.away}` });
    expect(logged.at(-1)?.details).toMatchObject({ alerts: { failed: 1, failures: ['answered 500'] } });
  });

  it('a provider’s corrected event is the same alert; a browser signed out gets no more, and goes at the next pruning', async () => {
    const match = await newMatch();
    const { token } = await fan();
    await follow(token, 'match', match.id);
    const browser = await subscribe(token);
    await addEvent(match.id, 'goal', { minute: 30, side: 'home', player: 'Saka', score: [1, 0], feedKey: 'fixture-1:goal-1' });
    await sweep();
    // The provider tells the scorer differently: the feed deletes the event and stores it anew.
    await api.db.query("DELETE FROM match_events WHERE match_id = $1 AND feed_key = 'fixture-1:goal-1'", [match.id]);
    await addEvent(match.id, 'goal', { minute: 30, side: 'home', player: 'Ødegaard', score: [1, 0], feedKey: 'fixture-1:goal-1' });
    await sweep();
    expect(push.messagesOf(browser).map((message) => alertOf(message, browser).body)).toEqual(["Saka \u206630'\u2069"]);

    expect((await api.call('POST', ACCOUNT_PATHS.signOut, { token })).body.code).toBe(0);
    await addEvent(match.id, 'half_time_score', { score: [1, 0] });
    await sweep();
    expect(push.messagesOf(browser)).toHaveLength(1);
    const fresh = new AlertNotifier({ db: api.db, clock: api.clock, alerts: api.services.alerts });
    await fresh.sweep(); // a new process prunes at its first sweep
    expect(await api.db.query('SELECT 1 FROM push_subscriptions WHERE endpoint = $1', [browser.endpoint])).toEqual([]);
  });

  it('a goal VAR takes back is told to the fans who had the goal, and only to them, in their language', async () => {
    // A provider's match, written by the feed as API-Football tells it (no recording of a VAR decision was found: the documentation's words).
    const at = Math.floor(api.clock.now().getTime() / 1000) - 30 * 60;
    const fixture = (events: Fixture['events'], goals: [number, number]): Fixture => ({
      fixture: { id: 990001, referee: null, timezone: 'UTC', date: new Date(at * 1000).toISOString(), timestamp: at, venue: { id: 1, name: 'Anfield', city: 'Liverpool' }, status: { long: 'First Half', short: '1H', elapsed: 30 } },
      league: { id: 39, name: 'Premier League', country: 'England', season: 2025, round: 'Regular Season - 14' },
      teams: { home: { id: 40, name: 'Liverpool', winner: null }, away: { id: 42, name: 'Arsenal', winner: null } },
      goals: { home: goals[0], away: goals[1] },
      score: { halftime: { home: null, away: null }, fulltime: { home: null, away: null }, extratime: { home: null, away: null }, penalty: { home: null, away: null } },
      events,
    });
    const goal = { time: { elapsed: 23, extra: null }, team: { id: 40, name: 'Liverpool' }, player: { id: 306, name: 'M. Salah' }, assist: { id: null, name: null }, type: 'Goal', detail: 'Normal Goal', comments: null };
    const disallowed = { ...goal, time: { elapsed: 25, extra: null }, type: 'Var', detail: 'Goal Disallowed - offside' };
    const written = (await writeFeedMatch(api.db, footballMatch(fixture([], [0, 0])), api.clock.now()))!;
    await sweep(); // its kick-off, before anyone follows it
    const had = await fan();
    await follow(had.token, 'match', written.id);
    const hadBrowser = await subscribe(had.token, push.newBrowser(), 'fr');
    await writeFeedMatch(api.db, footballMatch(fixture([goal], [1, 0])), api.clock.now());
    await sweep();
    expect(push.messagesOf(hadBrowser).map((message) => alertOf(message, hadBrowser).title)).toEqual(['But ! Liverpool 1–0 Arsenal']);
    // A fan who follows the match after the goal never had it.
    const later = await fan();
    await follow(later.token, 'match', written.id);
    const laterBrowser = await subscribe(later.token);

    const cancelled = (await writeFeedMatch(api.db, footballMatch(fixture([disallowed], [0, 0])), api.clock.now()))!;
    expect(cancelled.removedEvents).toHaveLength(1);
    const decision = cancelled.events.find((event) => event.type === 'var_decision')!;
    expect(decision.detail).toMatchObject({ decision: 'goal_cancelled', reason: 'offside', cancels: { seq: cancelled.removedEvents[0] } });
    const result = await sweep();
    expect(result.alerts).toBe(1);
    const [, told] = push.messagesOf(hadBrowser).map((message) => alertOf(message, hadBrowser));
    expect(told).toMatchObject({ kind: 'goal_cancelled', title: 'But annulé (VAR) · Liverpool · Liverpool 0–0 Arsenal', body: "M. Salah \u206625'\u2069" });
    expect(push.messagesOf(laterBrowser)).toEqual([]);
  });
});

describe('the cursor over match events', () => {
  const at = new Date('2026-11-20T12:00:00Z');
  const later = (ms: number) => new Date(at.getTime() + ms);
  it('moves past ids that follow on, waits at a hole for an insert still committing, then passes it', () => {
    expect(nextCursor({ lastEventId: 10, heldSince: null }, [11, 12, 13], at)).toEqual({ lastEventId: 13, heldSince: null });
    expect(nextCursor({ lastEventId: 10, heldSince: null }, [], at)).toEqual({ lastEventId: 10, heldSince: null });
    const held = nextCursor({ lastEventId: 10, heldSince: null }, [11, 13, 14], at);
    expect(held).toEqual({ lastEventId: 11, heldSince: at });
    expect(nextCursor(held, [13, 14], later(1000))).toEqual({ lastEventId: 11, heldSince: at });
    expect(nextCursor(held, [12, 13, 14], later(1000))).toEqual({ lastEventId: 14, heldSince: null });
    expect(nextCursor(held, [13, 14], later(ALERT_HOLE_WAIT_MS))).toEqual({ lastEventId: 14, heldSince: null });
  });
});

describe('alert requests', () => {
  it('the VAPID key is public and the same from every api process', async () => {
    expect(vapidKey).toMatch(/^B[A-Za-z0-9_-]{86}$/);
    const replica = await createTestApi({ replicaOf: { db: api.db, clock: api.clock, sms: api.sms } });
    try {
      expect((await replica.call<VapidKey>('GET', ALERT_PATHS.vapidKey)).body.data.publicKey).toBe(vapidKey);
    } finally {
      await replica.close();
    }
  });

  it('subscribing, choices and unsubscribing need a signed-in fan', async () => {
    const browser = push.newBrowser();
    expect((await api.call('POST', ALERT_PATHS.subscriptions, { body: browser.subscription })).body.code).toBe(3001);
    expect((await api.call('GET', ALERT_PATHS.preferences)).body.code).toBe(3001);
    expect((await api.call('PUT', ALERT_PATHS.preferences, { body: { kinds: [] } })).body.code).toBe(3001);
    expect((await api.call('DELETE', ALERT_PATHS.subscriptions, { body: { endpoint: browser.endpoint } })).body.code).toBe(3001);
  });

  it('refuses a subscription that is not a push service’s, or whose keys are wrong, with its reason', async () => {
    const { token } = await fan();
    const good = push.newBrowser().subscription;
    const refusal = async (body: unknown) => {
      const answer = await api.call('POST', ALERT_PATHS.subscriptions, { token, body });
      expect(answer.status).toBe(400);
      return answer.body.msg;
    };
    expect(await refusal({ ...good, endpoint: 'http://push.example/abc' })).toBe("This browser's push address is not valid");
    expect(await refusal({ ...good, endpoint: 'https://user:secret@push.example/abc' })).toBe("This browser's push address is not valid");
    expect(await refusal({ ...good, keys: { p256dh: good.keys.p256dh.slice(1), auth: good.keys.auth } })).toBe("This browser's push keys are not valid");
    expect(await refusal({ ...good, keys: { p256dh: good.keys.p256dh, auth: 'short' } })).toBe("This browser's push keys are not valid");
    // The right length, but not a point of the curve: nothing could ever be encrypted to it.
    expect(await refusal({ ...good, keys: { p256dh: `B${'A'.repeat(86)}`, auth: good.keys.auth } })).toBe("This browser's push keys are not valid");
    expect(await api.db.query('SELECT 1 FROM push_subscriptions WHERE endpoint = $1', [good.endpoint])).toEqual([]);
  });

  it(`keeps at most ${PUSH_SUBSCRIPTIONS_LIMIT} browsers a fan; one subscribing again still may, and one removed makes room`, async () => {
    const { token } = await fan();
    const browsers: TestBrowser[] = [];
    for (let index = 0; index < PUSH_SUBSCRIPTIONS_LIMIT; index += 1) browsers.push(await subscribe(token));
    const extra = push.newBrowser();
    const refused = await api.call('POST', ALERT_PATHS.subscriptions, { token, body: extra.subscription });
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe(`Alerts can go to at most ${PUSH_SUBSCRIPTIONS_LIMIT} browsers; turn them off on one of them first`);
    expect(refused.body.code).toBe(3000);
    await subscribe(token, browsers[0]);
    const removed = await api.call<PushSubscriptionState>('DELETE', ALERT_PATHS.subscriptions, { token, body: { endpoint: browsers[1]!.endpoint } });
    expect(removed.body.data).toEqual({ endpoint: browsers[1]!.endpoint, subscribed: false });
    await subscribe(token, extra);
  });

  it('keeps the fan’s choices, and refuses wrong ones with their reason', async () => {
    const { token } = await fan();
    expect((await api.call<AlertPreferences>('GET', ALERT_PATHS.preferences, { token })).body.data).toEqual({
      kinds: ['goal', 'red_card', 'kick_off', 'half_time', 'full_time'],
      mutedFrom: null,
      mutedTo: null,
      timeZone: 'UTC',
    });
    const chosen = { kinds: ['full_time', 'goal', 'goal'], mutedFrom: '22:30', mutedTo: '07:00', timeZone: 'Asia/Shanghai' };
    const saved = { ...chosen, kinds: ['goal', 'full_time'] };
    expect((await api.call<AlertPreferences>('PUT', ALERT_PATHS.preferences, { token, body: chosen })).body.data).toEqual(saved);
    expect((await api.call<AlertPreferences>('GET', ALERT_PATHS.preferences, { token })).body.data).toEqual(saved);

    const refusal = async (body: unknown, lan = 'en_US') => {
      const answer = await api.call('PUT', ALERT_PATHS.preferences, { token, body, lan });
      expect(answer.status).toBe(400);
      return answer.body.msg;
    };
    expect(await refusal({ ...chosen, kinds: ['corner'] })).toBe('Choose alerts from goals, red cards, kick-off, half-time and full-time');
    expect(await refusal({ ...chosen, mutedFrom: '25:00' })).toBe('Quiet hours are times such as 22:00');
    expect(await refusal({ ...chosen, mutedTo: '7:00' })).toBe('Quiet hours are times such as 22:00');
    expect(await refusal({ ...chosen, mutedTo: null })).toBe('Give both the start and the end of the quiet hours, or neither');
    expect(await refusal({ ...chosen, timeZone: 'Mars/Olympus' })).toBe('This time zone is not known');
    expect(await refusal({ ...chosen, timeZone: 'Mars/Olympus' }, 'zh_CN')).toBe('无法识别此时区');
    expect((await api.call<AlertPreferences>('GET', ALERT_PATHS.preferences, { token })).body.data).toEqual(saved);
  });

  it('production: only the browsers’ push services over https; without VAPID keys no push at all (404, said in the fan’s language)', async () => {
    const keys = { publicKey: vapidKey, privateKey: 'unused-here', subject: 'https://matchday.example' };
    const production = (vapid: PushSettings['vapid']): PushSettings => ({ vapid, generateKeys: false, subject: 'https://matchday.example', serviceHosts: PUSH_SERVICE_HOSTS, allowLoopback: false });
    const site = await createTestApi({ push: production(keys) });
    const dark = await createTestApi({ push: production(null) });
    try {
      const { token } = await site.signInByCode();
      const browser = push.newBrowser();
      const at = (endpoint: string) => site.call('POST', ALERT_PATHS.subscriptions, { token, body: { ...browser.subscription, endpoint } });
      expect((await at(browser.endpoint)).body.msg).toBe("Alerts cannot be sent to this browser's push service");
      expect((await at('https://localhost/push/1')).body.msg).toBe("Alerts cannot be sent to this browser's push service");
      expect((await at('https://push.example/fcm.googleapis.com')).body.msg).toBe("Alerts cannot be sent to this browser's push service");
      expect((await at('https://fcm.googleapis.com/fcm/send/abc:def')).body.code).toBe(0);
      expect((await at('https://updates.push.services.mozilla.com/wpush/v2/gAAA')).body.code).toBe(0);
      expect((await site.call<VapidKey>('GET', ALERT_PATHS.vapidKey)).body.data.publicKey).toBe(vapidKey);

      const off = await dark.call('GET', ALERT_PATHS.vapidKey, { lan: 'fr' });
      expect(off.status).toBe(404);
      expect(off.body).toEqual({ code: 3000, msg: 'Les alertes site fermé ne sont pas disponibles ici' });
      const { token: darkToken } = await dark.signInByCode();
      expect((await dark.call('POST', ALERT_PATHS.subscriptions, { token: darkToken, body: { ...browser.subscription, endpoint: 'https://fcm.googleapis.com/fcm/send/x' } })).status).toBe(404);
      expect(await new AlertNotifier({ db: dark.db, clock: dark.clock, alerts: dark.services.alerts }).sweep()).toBeNull();
    } finally {
      await site.close();
      await dark.close();
    }
  });

  it('reads its settings: development makes keys, production without them has none, a wrong pair stops the start', () => {
    const pair = { MATCHDAY_VAPID_PUBLIC_KEY: 'BPjU9Pg8yaM7e0XyiWBngB5ojXwIEFbOXZd8QO1_oSJ7nbldPcpKgSK3sYjb1O0HIyCZXqfPZhvzZ1A4ITd_8L0', MATCHDAY_VAPID_PRIVATE_KEY: '' };
    expect(pushSettingsFrom({}, false)).toMatchObject({ vapid: null, generateKeys: true, serviceHosts: null, allowLoopback: true });
    expect(pushSettingsFrom({}, true)).toMatchObject({ vapid: null, generateKeys: false, serviceHosts: PUSH_SERVICE_HOSTS, allowLoopback: false });
    expect(() => pushSettingsFrom(pair, true)).toThrow(/go together/);
    const ecdh = crypto.createECDH('prime256v1');
    ecdh.generateKeys();
    const other = crypto.createECDH('prime256v1');
    other.generateKeys();
    // A private key is 32 bytes; the ECDH object drops a leading zero byte.
    const privateKey = ecdh.getPrivateKey();
    const real = { MATCHDAY_VAPID_PUBLIC_KEY: ecdh.getPublicKey('base64url'), MATCHDAY_VAPID_PRIVATE_KEY: Buffer.concat([Buffer.alloc(32 - privateKey.length), privateKey]).toString('base64url') };
    expect(() => pushSettingsFrom({ ...real, MATCHDAY_VAPID_PUBLIC_KEY: other.getPublicKey('base64url') }, true)).toThrow(/is not the public key/);
    expect(() => pushSettingsFrom({ ...real, MATCHDAY_VAPID_SUBJECT: 'http://matchday.example' }, true)).toThrow(/MATCHDAY_VAPID_SUBJECT/);
    expect(pushSettingsFrom({ ...real, MATCHDAY_PUBLIC_URL: 'https://matchday.example' }, true)).toMatchObject({
      vapid: { publicKey: real.MATCHDAY_VAPID_PUBLIC_KEY, privateKey: real.MATCHDAY_VAPID_PRIVATE_KEY, subject: 'https://matchday.example' },
    });
    expect(pushSettingsFrom({ ...real, MATCHDAY_PUSH_SERVICE_HOSTS: 'push.example.net' }, true).serviceHosts).toEqual(['push.example.net']);
  });
});
