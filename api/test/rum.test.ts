// Field data through the api: beacons from fans' browsers stored and rolled up per minute, remote
// and version (counts scaled by the sample rate), malformed ones dropped and counted, a flood from
// one address refused, and the figures the console and the canary judge read.
import { RUM_LIMITS, RUM_PATHS, type RumBeacon, type RumEvent, type RumFiguresResponse } from '@matchday/contracts/rum/contract';
import { bucketOf, bucketValue, BUCKET_GROWTH } from '../src/domains/rum/histogram';
import { createTestApi, newAddress, type TestApi } from './testApi';

let api: TestApi;
let operator: { token: string };
beforeAll(async () => {
  api = await createTestApi();
  operator = await api.withRoles(['user', 'operator']);
});
afterAll(() => api.close());

const event = (overrides: Partial<RumEvent> = {}): RumEvent => ({ kind: 'view', remote: 'news', version: '1.6.0', route: 'news', ...overrides });
const beacon = (events: RumEvent[], overrides: Partial<RumBeacon> = {}): RumBeacon => ({ release: 7, device: 'phone', language: 'en_US', sampleRate: 1, events, ...overrides });
/** As `sendBeacon` sends a string: text/plain. */
const send = (body: unknown, address = newAddress()) =>
  api.call('POST', RUM_PATHS.beacon, { body: typeof body === 'string' ? body : JSON.stringify(body), headers: { 'content-type': 'text/plain;charset=UTF-8' }, address });
const figures = async (query = 'minutes=60') => {
  const answer = await api.call<RumFiguresResponse>('GET', `${RUM_PATHS.figures}?${query}`, { token: operator.token });
  expect(answer.status).toBe(200);
  return answer.body.data;
};
const versionOf = (answer: RumFiguresResponse, remote: string, version: string) => answer.versions.find((entry) => entry.remote === remote && entry.version === version);
const countOf = async (sql: string) => (await api.db.query<{ count: number }>(sql))[0]!.count;

describe('beacons', () => {
  it('are stored raw and rolled up, their counts scaled by the page sample rate, nothing of the sender kept', async () => {
    const stored = await send(beacon([event(), event({ kind: 'crash' }), event({ kind: 'vital', metric: 'LCP', value: 1800 })]));
    expect(stored.status).toBe(200);
    expect(stored.body).toEqual({ code: 0, data: null });
    // A 10% sample counts each view ten times; sent as application/json this time.
    const sampled = await api.call('POST', RUM_PATHS.beacon, { body: beacon([event(), event({ kind: 'fallback' }), event({ kind: 'chunk' })], { sampleRate: 0.1 }) });
    expect(sampled.status).toBe(200);
    const news = versionOf(await figures(), 'news', '1.6.0')!;
    expect(news).toMatchObject({ views: 11, crashes: 1, errors: 0, fallbacks: 10, chunkFailures: 10, samples: 6, lcpSamples: 1, inpSamples: 0, inpP75: null });
    expect(news.errorRate).toBeCloseTo(1 / 11);
    expect(news.fallbackRate).toBeCloseTo(10 / 11);
    expect(await countOf("SELECT count(*)::int AS count FROM rum_events WHERE remote = 'news'")).toBe(6);
    const columns = await api.db.query<{ column_name: string }>("SELECT column_name FROM information_schema.columns WHERE table_name = 'rum_events'");
    expect(columns.map((column) => column.column_name).filter((name) => /address|ip|token|user|session/.test(name))).toEqual([]);
  });

  it("keep an error's message without the query of any address in it", async () => {
    const message = 'ChunkLoadError: https://cdn.example/news/1.6.0/a.js?token=secret failed at /news?id=5';
    expect((await send(beacon([event({ kind: 'error', route: 'article', message })]))).status).toBe(200);
    const [row] = await api.db.query<{ message: string }>("SELECT message FROM rum_events WHERE route = 'article'");
    expect(row!.message).toBe('ChunkLoadError: https://cdn.example/news/1.6.0/a.js failed at /news');
  });

  it('count no browser notice as an error (an older page sent them): the rate the canary judge reads stays the site’s', async () => {
    const version = '9.9.1';
    const notices = ['ResizeObserver loop completed with undelivered notifications.', 'AbortError: signal is aborted without reason', 'canceled'];
    const sent = await send(beacon([event({ remote: 'scores', version }), ...notices.map((message) => event({ kind: 'error', remote: 'scores', version, message })), event({ kind: 'error', remote: 'scores', version, message: 'Cannot read properties of undefined' })]));
    expect(sent.status).toBe(200);
    expect(versionOf(await figures(), 'scores', version)).toMatchObject({ views: 1, errors: 1, errorRate: 1 });
    expect(await countOf(`SELECT count(*)::int AS count FROM rum_events WHERE version = '${version}' AND kind = 'error'`)).toBe(1);
  });

  it('name each version’s most reported error messages, most first, as the console shows them', async () => {
    const version = '9.9.2';
    const error = (message: string) => event({ kind: 'error', remote: 'tips', version, message });
    const messages = ['a', 'b', 'b', 'c', 'c', 'c', 'd', 'e', 'f'].map((letter) => error(`failure ${letter}`));
    expect((await send(beacon([event({ remote: 'tips', version }), ...messages]))).status).toBe(200);
    // Another version's errors are its own.
    expect((await send(beacon([error('failure c')].map((one) => ({ ...one, version: '9.9.3' }))))).status).toBe(200);
    const tips = versionOf(await figures('minutes=5&remote=tips'), 'tips', version)!;
    expect(tips.topErrors).toEqual([
      { message: 'failure c', reports: 3 },
      { message: 'failure b', reports: 2 },
      { message: 'failure a', reports: 1 },
      { message: 'failure d', reports: 1 },
      { message: 'failure e', reports: 1 },
    ]);
    expect(versionOf(await figures(), 'tips', '9.9.3')!.topErrors).toEqual([{ message: 'failure c', reports: 1 }]);
  });

  it('that are malformed are dropped with a translated refusal and counted', async () => {
    const before = (await figures()).dropped.malformed;
    const malformed: [string, unknown][] = [
      ['bad JSON', '{not json'],
      ['an empty body', ''],
      ['an unknown key', { ...beacon([event()]), token: 'abc' }],
      ['a vital without its value', beacon([event({ kind: 'vital', metric: 'LCP' })])],
      ['too many events', beacon(Array.from({ length: RUM_LIMITS.eventsPerBeacon + 1 }, () => event()))],
      ['a route with a query string', beacon([event({ route: 'news?id=5' })])],
      ['an unknown remote', beacon([event({ remote: 'nowhere' as never })])],
      ['a number on a view', beacon([event({ metric: 'LCP', value: 5 })])],
      ['a vital past two minutes', beacon([event({ kind: 'vital', metric: 'LCP', value: 120_001 })])],
      ['a CLS past its bound', beacon([event({ kind: 'vital', metric: 'CLS', value: 101 })])],
      ['a sample rate of 0', beacon([event()], { sampleRate: 0 })],
      ['no events', beacon([])],
      ['a NUL in a message', beacon([event({ kind: 'error', message: 'a\u0000b' })])],
      ['not an object', '[1, 2]'],
    ];
    for (const [what, body] of malformed) {
      const answer = await send(body);
      expect(answer.status, what).toBe(400);
      expect(answer.body.code, what).toBe(3000);
      expect(answer.body.msg, what).toMatch(/ is not valid$|not valid JSON/);
    }
    // A body past the limit is refused before it is read, and counted all the same.
    const tooLarge = await send(JSON.stringify(beacon([event()])).padEnd(RUM_LIMITS.beaconBytes + 1, ' '));
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.code).toBe(3000);
    expect((await figures()).dropped.malformed).toBe(before + malformed.length + 1);
    expect(await countOf("SELECT count(*)::int AS count FROM rum_events WHERE remote = 'nowhere' OR route LIKE 'news?%'")).toBe(0);
  });

  it('past the limit from one address are refused and counted as a flood, and taken again the next minute', async () => {
    const address = newAddress();
    for (let index = 0; index < RUM_LIMITS.beaconsPerAddressPerMinute; index += 1) expect((await send(beacon([event({ remote: 'tips', route: 'tips' })]), address)).status).toBe(200);
    const refused = await send(beacon([event({ remote: 'tips', route: 'tips' })]), address);
    expect(refused.status).toBe(429);
    expect(refused.body.msg).toMatch(/^Too many performance reports from this network; more are accepted in \d+ s$/);
    // Another address is not held back.
    expect((await send(beacon([event({ remote: 'tips', route: 'tips' })]))).status).toBe(200);
    expect((await figures()).dropped.flooded).toBe(1);
    expect(versionOf(await figures(), 'tips', '1.6.0')!.views).toBe(RUM_LIMITS.beaconsPerAddressPerMinute + 1);
    api.clock.advance(61);
    expect((await send(beacon([event({ remote: 'tips', route: 'tips' })]), address)).status).toBe(200);
  });
});

describe('the figures', () => {
  it('give p75 LCP and INP to within a bucket, and a point per minute with data, oldest first', async () => {
    const live = (overrides: Partial<RumEvent> = {}) => event({ remote: 'live', version: '2.0.0', route: 'streamer', ...overrides });
    // 100 LCPs of 1000, 1010, … 1990 ms, shuffled: the 75th, the true p75, is 1740 ms.
    const lcps = Array.from({ length: 100 }, (_, index) => live({ kind: 'vital', metric: 'LCP', value: 1000 + ((index * 37) % 100) * 10 }));
    for (const half of [lcps.slice(0, 50), lcps.slice(50)]) expect((await send(beacon(half))).status).toBe(200);
    await send(beacon([live(), live({ kind: 'vital', metric: 'INP', value: 96 })]));
    const firstMinute = new Date(Math.floor(api.clock.now().getTime() / 60_000) * 60_000);
    api.clock.advance(60);
    await send(beacon([live(), live({ kind: 'error', message: 'boom' }), live({ kind: 'vital', metric: 'LCP', value: 400 })], { sampleRate: 0.5 }));
    const answer = await figures('minutes=15&remote=live');
    expect(answer.versions.map((entry) => entry.remote)).toEqual(['live']);
    const figures2 = versionOf(answer, 'live', '2.0.0')!;
    expect(Math.abs(figures2.lcpP75! - 1740) / 1740).toBeLessThan(BUCKET_GROWTH - 1);
    expect(Math.abs(figures2.inpP75! - 96) / 96).toBeLessThan(BUCKET_GROWTH - 1);
    expect(figures2).toMatchObject({ views: 3, errors: 2, lcpSamples: 101, inpSamples: 1, samples: 105 });
    expect(figures2.errorRate).toBeCloseTo(2 / 3);
    expect(figures2.series.map(({ minute, views, errors }) => [minute, views, errors])).toEqual([
      [firstMinute.toISOString(), 1, 0],
      [new Date(firstMinute.getTime() + 60_000).toISOString(), 2, 2],
    ]);
    expect(Math.abs(figures2.series[1]!.lcpP75! - 400) / 400).toBeLessThan(BUCKET_GROWTH - 1);
    // The span ends now: four minutes on, a 5-minute span holds the second minute, not the first.
    api.clock.advance(4 * 60);
    expect(versionOf(await figures('minutes=5&remote=live'), 'live', '2.0.0')!.series).toHaveLength(1);
    expect(versionOf(await figures('minutes=5&remote=live'), 'live', '2.0.0')!.lcpSamples).toBe(1);
  });

  it('are given to the canary judge per version over the same minutes', async () => {
    const since = api.clock.now();
    await send(beacon([event({ remote: 'scores', version: '3.1.0', route: 'home' }), event({ remote: 'scores', version: '3.1.0', route: 'home', kind: 'crash' })]));
    await send(beacon([event({ remote: 'scores', version: '3.0.0', route: 'home' }), event({ remote: 'scores', version: '3.0.9', route: 'home' })]));
    const judged = await api.services.rum.figuresFor('scores', ['3.1.0', '3.0.0', '2.9.0'], since, api.clock.now());
    expect(judged.map((entry) => [entry.version, entry.views, entry.errorRate])).toEqual([
      ['3.0.0', 1, 0],
      ['3.1.0', 1, 1],
    ]);
  });

  it("give the judge each version's LCP and INP histograms, which the console's figures leave out", async () => {
    const since = api.clock.now();
    const vital = (metric: 'LCP' | 'INP', value: number) => event({ remote: 'tips', version: '4.0.0', route: 'plan', kind: 'vital', metric, value });
    await send(beacon([event({ remote: 'tips', version: '4.0.0', route: 'plan' }), vital('LCP', 1000), vital('LCP', 1010), vital('LCP', 3000), vital('INP', 80)]));
    const [judged] = await api.services.rum.figuresFor('tips', ['4.0.0'], since, api.clock.now());
    expect(judged!.lcpBuckets).toEqual(
      [
        { bucket: bucketOf('LCP', 1000), samples: 2 },
        { bucket: bucketOf('LCP', 3000), samples: 1 },
      ].sort((a, b) => a.bucket - b.bucket),
    );
    expect(judged!.inpBuckets).toEqual([{ bucket: bucketOf('INP', 80), samples: 1 }]);
    expect(versionOf(await figures('minutes=5&remote=tips'), 'tips', '4.0.0')).not.toHaveProperty('lcpBuckets');
  });

  it('are for operators and customer service only, over a span they choose within bounds', async () => {
    expect((await api.call('GET', RUM_PATHS.figures)).status).toBe(401);
    const fan = await api.signInByCode();
    expect((await api.call('GET', RUM_PATHS.figures, { token: fan.token })).status).toBe(403);
    const support = await api.withRoles(['user', 'customer_service']);
    const read = await api.call<RumFiguresResponse>('GET', RUM_PATHS.figures, { token: support.token });
    expect(read.status).toBe(200);
    expect(new Date(read.body.data.to).getTime() - new Date(read.body.data.from).getTime()).toBeLessThan(60 * 60_000);
    const tooShort = await api.call('GET', `${RUM_PATHS.figures}?minutes=2`, { token: operator.token });
    expect([tooShort.status, tooShort.body.msg]).toEqual([400, 'Choose a span of 5 to 1440 minutes']);
    const unknown = await api.call('GET', `${RUM_PATHS.figures}?remote=nowhere`, { token: operator.token, lan: 'de' });
    expect([unknown.status, unknown.body.msg]).toEqual([400, 'Dieses Remote gibt es nicht']);
  });

  it('keep raw events for their retention; the roll-ups stay', async () => {
    api.clock.advance(RUM_LIMITS.rawRetentionHours * 3600 - 10 * 60);
    expect(await api.services.rum.prune()).toBe(0);
    api.clock.advance(20 * 60);
    expect(await api.services.rum.prune()).toBeGreaterThan(0);
    expect(await countOf('SELECT count(*)::int AS count FROM rum_events')).toBe(0);
    expect(await countOf('SELECT count(*)::int AS count FROM rum_minutes')).toBeGreaterThan(0);
    expect(await countOf('SELECT count(*)::int AS count FROM rum_vital_minutes')).toBeGreaterThan(0);
    // The roll-ups go after their own retention.
    api.clock.advance(RUM_LIMITS.rollupRetentionDays * 86_400);
    expect(await api.services.rum.prune()).toBeGreaterThan(0);
    expect(await countOf('SELECT count(*)::int AS count FROM rum_minutes')).toBe(0);
    expect(await countOf('SELECT count(*)::int AS count FROM rum_vital_minutes')).toBe(0);
  });
});

describe('the histogram', () => {
  it('puts every value within a bucket of the middle it answers for it', () => {
    for (const value of [0, 1, 7, 96, 250, 1740, 2500, 4000, 119_999]) expect(Math.abs(bucketValue('LCP', bucketOf('LCP', value)) - value)).toBeLessThanOrEqual((value + 1) * (BUCKET_GROWTH - 1));
    for (const cls of [0, 0.01, 0.1, 0.25, 1, 100]) expect(Math.abs(bucketValue('CLS', bucketOf('CLS', cls)) - cls)).toBeLessThanOrEqual((cls + 0.001) * (BUCKET_GROWTH - 1));
    expect(bucketOf('LCP', 120_000)).toBeLessThan(32_767); // a smallint
  });
});
