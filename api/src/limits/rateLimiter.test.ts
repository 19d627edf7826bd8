// The rate limiter on its own, on the test database and, when TEST_REDIS_URL names a server, in
// Redis (each test on its own key prefix): the limit and one over, a window sliding with the test
// clock, keys and counters apart, takes that count all or nothing and roll back with the caller,
// narrowed windows, failures counted only when recorded, concurrent takes of one key (and, in
// Redis, of two processes), pruning, and the table itself.
import crypto from 'node:crypto';
import { Redis } from 'ioredis';
import { TestClock } from '../../test/testApi';
import { createTestDatabase } from '../../test/testDatabase';
import type { Database } from '../db/database';
import { Refusal } from '../http/envelope';
import { hasMessage } from '../i18n/messages';
import { DatabaseRateLimiter, type RateCheck, type RateLimiter } from './rateLimiter';
import { RATE_LIMITS, rateLimitRules } from './rateLimits';
import { RedisRateLimiter } from './redisRateLimiter';

const rules = rateLimitRules({
  burst: { counts: 'chatMessageOfMemberInLive', keyedBy: 'a test key', windowMs: 10_000, max: 3, refusal: 'api.lives.tooFast' },
  slow: { counts: 'chatMessageOfMemberInLive', keyedBy: 'a test key', windowMs: 60_000, max: 1, refusal: 'api.lives.slowMode' },
  daily: { counts: 'codeToPhone', keyedBy: 'a test key', windowMs: 86_400_000, max: 2, refusal: 'api.codeDailyLimit' },
});
type TestRule = keyof typeof rules;

const redisUrl = process.env.TEST_REDIS_URL;
/** Every Redis key of this file's run starts with this (deleted at the end). */
const runPrefix = `matchday-test:rate:${crypto.randomUUID()}:`;

let db: Database;
let redis: Redis | undefined;
const clock = new TestClock();
beforeAll(async () => {
  db = await createTestDatabase();
  if (redisUrl) redis = new Redis(redisUrl);
});
afterAll(async () => {
  if (redis) {
    const keys = await redis.keys(`${runPrefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.quit();
  }
  await db.close();
});

const newKey = () => `key-${crypto.randomUUID()}`;
const counters = [...new Set(Object.values(rules).map((rule) => rule.counts))];

/** A limiter of the kind under test, and how many events it keeps under a key (all counters). */
interface Backend {
  limiter: RateLimiter<TestRule>;
  eventsOf: (key: string) => Promise<number>;
}

const backends: { name: string; make: () => Backend }[] = [
  {
    name: 'in the database',
    make: () => ({
      limiter: new DatabaseRateLimiter(db, rules),
      eventsOf: async (key) => Number((await db.query<{ count: number }>('SELECT count(*)::int AS count FROM rate_limit_events WHERE key = $1', [key]))[0]!.count),
    }),
  },
  ...(redisUrl
    ? [
        {
          name: 'in Redis',
          make: (): Backend => {
            const limiter = new RedisRateLimiter(redis!, rules, `${runPrefix}${crypto.randomUUID()}:`);
            return { limiter, eventsOf: async (key) => (await Promise.all(counters.map((counter) => redis!.zcard(limiter.setOf(counter, key))))).reduce((a, b) => a + b, 0) };
          },
        },
      ]
    : []),
];

/** The refusal a call ends with (message key, status, values), or null when it passes. */
async function outcome(call: Promise<unknown>): Promise<{ messageKey: string; status: number; values: Record<string, unknown> } | null> {
  try {
    await call;
    return null;
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    return { messageKey: error.messageKey, status: error.status, values: error.values };
  }
}

describe.each(backends)('the rate limiter $name', ({ make }) => {
  let limiter: RateLimiter<TestRule>;
  let eventsOf: Backend['eventsOf'];
  beforeEach(() => {
    ({ limiter, eventsOf } = make());
  });
  const take = (checks: RateCheck<TestRule>[], at = clock.now()) => db.transaction((tx) => limiter.take(tx, checks, at));

  it('lets the maximum through within the window and refuses the next, with the wait until one more is allowed', async () => {
    const key = newKey();
    for (let index = 0; index < 3; index += 1) {
      expect(await outcome(take([{ rule: 'burst', key }]))).toBeNull();
      clock.advance(2);
    }
    // Events at 0, 2 and 4 s, now 6 s: the first leaves the window at 10 s.
    expect(await outcome(take([{ rule: 'burst', key }]))).toEqual({ messageKey: 'api.lives.tooFast', status: 429, values: { seconds: 4, minutes: 1 } });
    expect(await eventsOf(key)).toBe(3);
  });

  it('slides with the clock: an event stops counting the moment it is a window old', async () => {
    const key = newKey();
    const start = clock.now().getTime();
    for (let index = 0; index < 3; index += 1) {
      expect(await outcome(take([{ rule: 'burst', key }]))).toBeNull();
      clock.advance(1);
    }
    clock.advance(7);
    expect(clock.now().getTime() - start).toBe(10_000);
    // A millisecond before the first is 10 s old, all three count; at 10 s exactly, the first no longer does.
    expect((await outcome(take([{ rule: 'burst', key }], new Date(start + 9_999))))?.values).toEqual({ seconds: 1, minutes: 1 });
    expect(await outcome(take([{ rule: 'burst', key }]))).toBeNull();
    expect(await outcome(take([{ rule: 'burst', key }]))).not.toBeNull();
    clock.advance(1); // the second leaves too
    expect(await outcome(take([{ rule: 'burst', key }]))).toBeNull();
  });

  it('keeps keys apart, and counters apart under one key', async () => {
    const full = newKey();
    for (let index = 0; index < 3; index += 1) await take([{ rule: 'burst', key: full }]);
    expect(await outcome(take([{ rule: 'burst', key: full }]))).not.toBeNull();
    expect(await outcome(take([{ rule: 'burst', key: newKey() }]))).toBeNull();
    expect(await outcome(take([{ rule: 'daily', key: full }]))).toBeNull();
  });

  it('counts one event per counter and key however many rules check it; a refusal by any rule counts nothing', async () => {
    const key = newKey();
    expect(await outcome(take([{ rule: 'slow', key }, { rule: 'burst', key }]))).toBeNull();
    expect(await eventsOf(key)).toBe(1);
    // Refused by the first full rule in the order given, and nothing counted for the others.
    const refused = await outcome(take([{ rule: 'slow', key }, { rule: 'daily', key }, { rule: 'burst', key }]));
    expect(refused).toEqual({ messageKey: 'api.lives.slowMode', status: 429, values: { seconds: 60, minutes: 1 } });
    expect(await eventsOf(key)).toBe(1);
    // The burst rule still has two places, and the daily rule both of its own.
    expect(await outcome(take([{ rule: 'burst', key }, { rule: 'daily', key }]))).toBeNull();
    expect(await outcome(take([{ rule: 'burst', key }, { rule: 'daily', key }]))).toBeNull();
    expect((await outcome(take([{ rule: 'burst', key }])))?.messageKey).toBe('api.lives.tooFast');
    expect((await outcome(take([{ rule: 'daily', key }])))?.messageKey).toBe('api.codeDailyLimit');
  });

  it('counts nothing when the caller’s transaction rolls back', async () => {
    const key = newKey();
    await expect(
      db.transaction(async (tx) => {
        await limiter.take(tx, [{ rule: 'burst', key }], clock.now());
        throw new Error('the guarded write failed');
      }),
    ).rejects.toThrow('the guarded write failed');
    expect(await eventsOf(key)).toBe(0);
    for (let index = 0; index < 3; index += 1) expect(await outcome(take([{ rule: 'burst', key }]))).toBeNull();
  });

  it('check refuses without counting; record counts without refusing (limits on failures)', async () => {
    const key = newKey();
    for (let index = 0; index < 5; index += 1) expect(await outcome(limiter.check(db, [{ rule: 'burst', key }], clock.now()))).toBeNull();
    expect(await eventsOf(key)).toBe(0);
    for (let index = 0; index < 3; index += 1) await limiter.record(db, [{ rule: 'burst', key }], clock.now());
    expect((await outcome(limiter.check(db, [{ rule: 'burst', key }], clock.now())))?.messageKey).toBe('api.lives.tooFast');
    await limiter.record(db, [{ rule: 'burst', key }], clock.now());
    expect(await eventsOf(key)).toBe(4);
  });

  it('lets a check narrow a rule’s window (a room’s slow mode), never widen it', async () => {
    const key = newKey();
    expect(await outcome(take([{ rule: 'slow', key, windowMs: 5000 }]))).toBeNull();
    clock.advance(4);
    expect(await outcome(take([{ rule: 'slow', key, windowMs: 5000 }]))).toEqual({ messageKey: 'api.lives.slowMode', status: 429, values: { seconds: 1, minutes: 1 } });
    clock.advance(1);
    expect(await outcome(take([{ rule: 'slow', key, windowMs: 5000 }]))).toBeNull();
    await expect(take([{ rule: 'slow', key, windowMs: 60_001 }])).rejects.toThrow('a check may narrow the window, not widen it');
  });

  it('lets exactly the maximum through when takes of one key race', async () => {
    const key = newKey();
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, () =>
        db.transaction(async (tx) => {
          await limiter.take(tx, [{ rule: 'burst', key }], clock.now());
          await tx.query('SELECT pg_sleep(0.02)'); // the guarded write, taking its time
        }),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(3);
    for (const result of results) if (result.status === 'rejected') expect(result.reason).toBeInstanceOf(Refusal);
    expect(await eventsOf(key)).toBe(3);
  });

});

describe('the rate limiter in the database', () => {
  const limiter = () => new DatabaseRateLimiter(db, rules);
  const take = (checks: RateCheck<TestRule>[], at = clock.now()) => db.transaction((tx) => limiter().take(tx, checks, at));
  const eventsOf = async (key: string) =>
    Number((await db.query<{ count: number }>('SELECT count(*)::int AS count FROM rate_limit_events WHERE key = $1', [key]))[0]!.count);

  it('prunes what no rule can count any more, and keeps the rest', async () => {
    await db.query('DELETE FROM rate_limit_events');
    const [chat, codes] = [newKey(), newKey()];
    await take([{ rule: 'burst', key: chat }, { rule: 'daily', key: codes }]);
    await db.query("INSERT INTO rate_limit_events (counter, key, at) VALUES ('aRetiredCounter', 'x', $1)", [clock.now()]);
    clock.advance(59);
    expect(await limiter().prune(clock.now())).toBe(1); // the retired counter's; the chat event is within the slow rule's minute
    clock.advance(1);
    expect(await limiter().prune(clock.now())).toBe(1);
    expect([await eventsOf(chat), await eventsOf(codes)]).toEqual([0, 1]);
    clock.advance(86_400);
    expect(await limiter().prune(clock.now())).toBe(1);
    expect(await eventsOf(codes)).toBe(0);
  });
});

describe.runIf(!!redisUrl)('the rate limiter in Redis', () => {
  it('lets exactly one of two processes (two connections) racing for a key’s last place through', async () => {
    const prefix = `${runPrefix}${crypto.randomUUID()}:`;
    const second = new Redis(redisUrl!);
    try {
      const processes = [new RedisRateLimiter(redis!, rules, prefix), new RedisRateLimiter(second, rules, prefix)];
      for (let round = 0; round < 20; round += 1) {
        const key = newKey();
        for (let index = 0; index < 2; index += 1) await processes[index % 2]!.take(db, [{ rule: 'burst', key }], clock.now());
        const results = await Promise.allSettled(processes.map((limiter) => limiter.take(db, [{ rule: 'slow', key: `${key}:other` }, { rule: 'burst', key }], clock.now())));
        expect(results.filter((result) => result.status === 'fulfilled'), `round ${round}`).toHaveLength(1);
        const refused = results.find((result) => result.status === 'rejected')!;
        expect(refused.reason).toBeInstanceOf(Refusal);
        expect(await redis!.zcard(processes[0]!.setOf('chatMessageOfMemberInLive', key))).toBe(3);
      }
    } finally {
      second.quit();
    }
  });

  it('keeps only what the counter’s longest rule can count, in a set that expires once idle', async () => {
    const limiter = new RedisRateLimiter(redis!, rules, `${runPrefix}${crypto.randomUUID()}:`);
    const key = newKey();
    const set = limiter.setOf('chatMessageOfMemberInLive', key);
    await limiter.take(db, [{ rule: 'burst', key }], clock.now());
    clock.advance(30);
    await limiter.take(db, [{ rule: 'burst', key }], clock.now());
    expect(await redis!.zcard(set)).toBe(2);
    clock.advance(30); // the first is a minute old: the slow rule, the longest on this counter, no longer counts it
    await limiter.take(db, [{ rule: 'burst', key }], clock.now());
    expect(await redis!.zcard(set)).toBe(2);
    const ttl = await redis!.pttl(set);
    expect(ttl).toBeGreaterThan(50_000);
    expect(ttl).toBeLessThanOrEqual(60_000);
    expect(await limiter.prune()).toBe(0);
  });
});

describe('the table of rate limits', () => {
  it('refuses with a translated message, within the windows the limiter can keep', () => {
    for (const [name, rule] of Object.entries(RATE_LIMITS)) {
      expect(hasMessage(rule.refusal), `${name}: ${rule.refusal}`).toBe(true);
      expect(rule.max, name).toBeGreaterThanOrEqual(1);
      expect(rule.windowMs, name).toBeGreaterThan(0);
    }
    expect(rateLimitRules(RATE_LIMITS)).toEqual(RATE_LIMITS);
  });

  it('takes a deployment’s overrides of a window or a maximum, and refuses ones that cannot work', () => {
    const relaxed = rateLimitRules(RATE_LIMITS, { codeBurstPerAddress: { windowMs: 0 }, codesPerAddressPerDay: { max: 100_000 } });
    expect(relaxed.codeBurstPerAddress).toEqual({ ...RATE_LIMITS.codeBurstPerAddress, windowMs: 0 });
    expect(relaxed.codesPerAddressPerDay.max).toBe(100_000);
    expect(relaxed.codesPerPhonePerDay).toBe(RATE_LIMITS.codesPerPhonePerDay);
    expect(() => rateLimitRules(RATE_LIMITS, { codesPerAddressPerDay: { max: 0 } })).toThrow('the maximum must be a whole number, 1 or more');
    expect(() => rateLimitRules(RATE_LIMITS, { codeBurstPerAddress: { windowMs: Number.NaN } })).toThrow('the window must be a whole number');
    expect(() => rateLimitRules(RATE_LIMITS, { noSuchRule: { max: 1 } } as never)).toThrow('rate limit noSuchRule: no such rule');
  });

  it('a rule whose window is 0 (relaxed) never refuses', async () => {
    const relaxed = new DatabaseRateLimiter(db, rateLimitRules(RATE_LIMITS, { codeBurstPerAddress: { windowMs: 0 } }));
    const key = newKey();
    for (let index = 0; index < 3; index += 1)
      expect(await outcome(db.transaction((tx) => relaxed.take(tx, [{ rule: 'codeBurstPerAddress', key }], clock.now())))).toBeNull();
  });
});
