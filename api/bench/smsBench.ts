// `npm run bench:sms`: what a slow SMS provider costs the site. The api as production runs it
// (PostgreSQL, its pool of 10 connections, the codes sent through Twilio's SDK) listens on a port;
// a stand-in answers as Twilio's Messages API does, after BENCH_SMS_DELAY_MS (8 s). BENCH_SMS_FANS
// (12) fans ask for a code at once while two readers keep asking for ordinary pages (the live
// match list, /api/health). Printed, once with the database's rate limiter and once with
// Redis's (when a Redis answers): how long the codes took, and the reads' p50/p99/max while the
// codes were in flight — the goal is codes in about the provider's time and reads under 100 ms
// p99 throughout. The load average is printed beside: run it on a quiet machine.
import { DirectoryStore } from '@matchday/storage/directoryStore';
import { ACCOUNT_PATHS } from '@matchday/contracts/accounts/contract';
import { HEALTH_PATHS } from '@matchday/contracts/health/contract';
import { SPORTS_PATHS } from '@matchday/contracts/sports/contract';
import { Redis } from 'ioredis';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../src/app';
import { systemClock } from '../src/clock';
import { createEmbeddedDatabase, createPostgresDatabase, type Database } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { DatabaseRateLimiter, type RateLimiter } from '../src/limits/rateLimiter';
import { RATE_LIMITS, rateLimitRules } from '../src/limits/rateLimits';
import { RedisRateLimiter } from '../src/limits/redisRateLimiter';
import { RoutedSmsSender, smsSettingsFrom } from '../src/sms/smsRouting';
import { localTwilio } from '../test/providerServers';
import { insertMatch } from '../test/tipsFixtures';
import { createBenchSchema, findPostgres, findRedis } from './benchDatabase';

const DELAY_MS = Number(process.env.BENCH_SMS_DELAY_MS ?? 8000);
const FANS = Number(process.env.BENCH_SMS_FANS ?? 12);
const READERS = 2;
const LIVE_MATCHES = 20;

const percentile = (values: number[], p: number) => (values.length === 0 ? NaN : [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))]!);
const ms = (value: number) => `${value < 100 ? value.toFixed(1) : Math.round(value)} ms`;
const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

async function run(label: string, db: Database, limiter: (db: Database) => RateLimiter): Promise<void> {
  await migrate(db);
  const now = new Date();
  for (let index = 0; index < LIVE_MATCHES; index += 1) await insertMatch(db, now, { startsIn: -30 * 60 });
  // Kicked off half an hour ago: live, in the first half, a goal in.
  await db.query("UPDATE matches SET status = 'live', phase = 'first_half', clock_seconds = 1800, home_score = 1");
  const twilio = await localTwilio();
  twilio.delay(DELAY_MS);
  const settings = smsSettingsFrom({
    MATCHDAY_SMS_COUNTRIES: 'GB',
    TWILIO_ACCOUNT_SID: 'AC0123456789abcdef0123456789abcdef',
    TWILIO_AUTH_TOKEN: 'bench-auth-token',
    TWILIO_FROM: '+15005550006',
    TWILIO_API_URL: twilio.url,
  });
  const store = new DirectoryStore(fs.mkdtempSync(path.join(os.tmpdir(), 'matchday-bench-store-')));
  const { app } = await buildApp({
    db,
    clock: systemClock,
    codeSecret: 'bench-code-secret',
    sms: new RoutedSmsSender(settings, {}, () => undefined),
    payments: [],
    store,
    logger: false,
    rateLimiter: limiter(db),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

  // Readers: the live list and the health check, one after another, from the start to the end.
  const reads: { at: number; took: number; ok: boolean }[] = [];
  let reading = true;
  let listed = 0;
  const reader = async (which: number) => {
    for (let index = which; reading; index += 1) {
      const url = index % 2 === 0 ? `${base}${HEALTH_PATHS.health}` : `${base}${SPORTS_PATHS.matches}?view=live&tz=UTC&pageSize=50`;
      const started = performance.now();
      const answer = await fetch(url).catch(() => null);
      const body = (await answer?.json().catch(() => null)) as { data?: { items?: unknown[] } | unknown[] } | null;
      if (index % 2 === 1) listed = Math.max(listed, Array.isArray(body?.data) ? body.data.length : (body?.data?.items?.length ?? 0));
      reads.push({ at: started, took: performance.now() - started, ok: answer?.ok ?? false });
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };
  const readers = Array.from({ length: READERS }, (_, which) => reader(which));
  await new Promise((resolve) => setTimeout(resolve, 1000));

  const codesFrom = performance.now();
  const codes = await Promise.all(
    Array.from({ length: FANS }, async (_, fan) => {
      const started = performance.now();
      const answer = await fetch(`${base}${ACCOUNT_PATHS.codes}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ phone: `+44740012${String(3000 + fan).padStart(4, '0')}` }),
      });
      const body = (await answer.json()) as { code: number };
      return { took: performance.now() - started, sent: answer.ok && body.code === 0 };
    }),
  );
  const codesUntil = performance.now();
  await new Promise((resolve) => setTimeout(resolve, 500));
  reading = false;
  await Promise.all(readers);
  await app.close();
  await twilio.close();

  const during = reads.filter((read) => read.at >= codesFrom && read.at <= codesUntil);
  const tookCodes = codes.map((code) => code.took);
  const tookReads = during.map((read) => read.took);
  console.log(`${label}; the live list showing ${listed} matches`);
  console.log(`  ${FANS} codes at once, the provider answering after ${DELAY_MS / 1000} s: ${codes.filter((code) => code.sent).length} sent; first ${ms(Math.min(...tookCodes))}, last ${ms(Math.max(...tookCodes))}`);
  console.log(
    `  ${during.length} reads meanwhile (live list, health): p50 ${ms(percentile(tookReads, 50))}  p99 ${ms(percentile(tookReads, 99))}  max ${ms(Math.max(...tookReads))}; failed ${during.filter((read) => !read.ok).length}`,
  );
}

console.log(`load average before: ${load()}`);
const postgres = await findPostgres();
const redisUrl = await findRedis();
const rules = rateLimitRules(RATE_LIMITS);
const limiters: [string, (db: Database) => RateLimiter][] = [['database limiter', (db) => new DatabaseRateLimiter(db, rules)]];
let redis: Redis | null = null;
if (redisUrl) {
  redis = new Redis(redisUrl);
  await redis.flushdb();
  limiters.push(['Redis limiter', () => new RedisRateLimiter(redis!, rules)]);
} else console.log('(no Redis answered: the Redis limiter is not measured)');
for (const [name, limiter] of limiters) {
  if (postgres) {
    const { schema, drop } = await createBenchSchema(postgres);
    const db = createPostgresDatabase({ connectionString: postgres, schema });
    try {
      await run(`PostgreSQL (pool of 10), ${name}`, db, limiter);
    } finally {
      await db.close();
      await drop();
    }
  } else {
    console.log('(no PostgreSQL answered: the embedded database instead)');
    const db = createEmbeddedDatabase();
    await run(`embedded database, ${name}`, db, limiter);
    await db.close();
  }
  await redis?.flushdb();
}
redis?.disconnect();
console.log(`load average after: ${load()}`);
