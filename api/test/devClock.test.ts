// Development's movable clock: the end-to-end tests move the api's time forward instead of
// waiting it out (a comment rate limit's minute here); it never goes back, and bad moves are
// refused like any bad input.
import { MovableClock } from '../src/clock';
import { restoreClockOffset } from '../src/domains/dev/devClock';
import { RATE_LIMITS } from '../src/limits/rateLimits';
import { createTestApi, type TestApi } from './testApi';

let api: TestApi;
let articleId: string;
beforeAll(async () => {
  api = await createTestApi();
  const { createMatch } = await import('./tipsFixtures');
  const matchId = await createMatch(api);
  const [article] = await api.db.query<{ id: string }>(
    "INSERT INTO articles (kind, sport, match_id, facts, published_at) VALUES ('match_report', 'football', $1, '{}', $2) RETURNING id::text AS id",
    [matchId, api.clock.now()],
  );
  articleId = article!.id;
});
afterAll(() => api.close());

const readClock = async () => (await api.call<{ now: string; offsetSeconds: number }>('GET', '/api/dev/clock')).body.data;

describe('the movable clock', () => {
  it('adds its offset to its base and only moves forward', () => {
    const clock = new MovableClock(() => 1_000_000);
    expect(clock.now().getTime()).toBe(1_000_000);
    clock.advance(61);
    expect(clock.now().getTime()).toBe(1_061_000);
    expect(clock.offsetSeconds).toBe(61);
    expect(() => clock.advance(0)).toThrow(RangeError);
    expect(() => clock.advance(-5)).toThrow(RangeError);
    expect(clock.offsetSeconds).toBe(61);
  });

  it('follows the system time by default', () => {
    const before = Date.now();
    const now = new MovableClock().now().getTime();
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(Date.now());
  });
});

describe('POST /api/dev/clock', () => {
  it('lifts a rate limit once its minute has passed on the api clock', async () => {
    const fan = await api.signInByCode();
    const post = (text: string) => api.call('POST', '/api/comments', { token: fan.token, body: { target: 'article', targetId: articleId, text } });
    for (let index = 0; index < RATE_LIMITS.commentsPerMember.max; index += 1) expect((await post(`comment ${index}`)).body.code).toBe(0);
    const refused = await post('one too many');
    expect(refused.body.code).toBe(3000);
    expect(refused.body.msg).toBe('You are commenting too fast; wait a minute');

    const before = await readClock();
    const moved = await api.call<{ now: string; offsetSeconds: number }>('POST', '/api/dev/clock', { body: { seconds: RATE_LIMITS.commentsPerMember.windowMs / 1000 + 1 } });
    expect(moved.body.code).toBe(0);
    expect(Date.parse(moved.body.data.now) - Date.parse(before.now)).toBe(RATE_LIMITS.commentsPerMember.windowMs + 1000);
    expect(moved.body.data.offsetSeconds).toBe(before.offsetSeconds + RATE_LIMITS.commentsPerMember.windowMs / 1000 + 1);
    expect((await post('one too many')).body.code).toBe(0);
  });

  it('refuses a move back, a zero move, more than a day and anything that is not a whole number of seconds, and does not move', async () => {
    const before = await readClock();
    for (const seconds of [0, -60, 86_401, 1.5, '60', null]) {
      const answer = await api.call('POST', '/api/dev/clock', { body: { seconds } });
      expect(answer.body.code, `seconds: ${JSON.stringify(seconds)}`).toBe(3000);
    }
    expect(await readClock()).toEqual(before);
  });

  it('is kept for the next start: an api started again on the same data goes on at the moved time, never back', async () => {
    const { offsetSeconds } = (await api.call<{ offsetSeconds: number }>('POST', '/api/dev/clock', { body: { seconds: 600 } })).body.data;
    const restarted = new MovableClock(() => 1_000_000);
    await restoreClockOffset(api.db, restarted);
    expect(restarted.offsetSeconds).toBe(offsetSeconds);
    // One already further on stays where it is.
    const ahead = new MovableClock(() => 1_000_000);
    ahead.advance(offsetSeconds + 60);
    await restoreClockOffset(api.db, ahead);
    expect(ahead.offsetSeconds).toBe(offsetSeconds + 60);
  });
});
