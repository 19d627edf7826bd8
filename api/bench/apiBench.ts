// `npm run bench:api`: requests per second and p50/p99 latency of sign-in (by password and by
// code) and of purchases, over HTTP on loopback, and the time to settle a missed no-win-refund
// plan with 10,000 buyers (BENCH_SETTLEMENT_BUYERS), against the embedded database and against
// PostgreSQL (BENCH_DATABASE_URL, else TEST_DATABASE_URL, else the local server), in one run.
// BENCH_ONLY=purchase measures purchases alone (the sign-ins only prepare the buyers), and
// BENCH_DATABASES=embedded or postgres one database: for profiling one path (node --cpu-prof).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DirectoryStore } from '@matchday/storage/directoryStore';
import crypto from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { buildApp, type Services } from '../src/app';
import { systemClock } from '../src/clock';
import { createEmbeddedDatabase, createPostgresDatabase, type Database } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { balancesOf, ensureUserAccounts, postMany } from '../src/domains/coins/ledger';
import { DatabaseRateLimiter } from '../src/limits/rateLimiter';
import { RATE_LIMITS, rateLimitRules } from '../src/limits/rateLimits';
import { DevelopmentPaymentProvider } from '../src/payments/paymentProvider';
import { DevelopmentSmsSender } from '../src/sms/smsSender';
import { insertMatch } from '../test/tipsFixtures';
import { createBenchSchema, findPostgres } from './benchDatabase';

const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const SIGN_INS = Number(process.env.BENCH_SIGN_INS ?? 320);
const USERS = 20;
const PLANS_PER_USER = 100; // each user buys every plan once: 2,000 purchases
const SETTLEMENT_BUYERS = Number(process.env.BENCH_SETTLEMENT_BUYERS ?? 10_000);
const ONLY_PURCHASES = process.env.BENCH_ONLY === 'purchase';
const DATABASES = (process.env.BENCH_DATABASES ?? 'embedded,postgres').split(',');

interface Result {
  database: string;
  operation: string;
  requests: number;
  failures: number;
  perSecond: number;
  p50: number;
  p99: number;
  /** This process's CPU per request (the api and the bench's client together), ms: steadier than req/s on a busy machine. */
  cpuMs: number;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/** Runs `total` requests with CONCURRENCY in flight; `request(i)` resolves true on success. */
async function load(database: string, operation: string, total: number, request: (index: number) => Promise<boolean>): Promise<Result> {
  const latencies: number[] = [];
  let next = 0;
  let failures = 0;
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < total) {
        const index = next++;
        const begin = performance.now();
        const ok = await request(index).catch(() => false);
        latencies.push(performance.now() - begin);
        if (!ok) failures += 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  latencies.sort((a, b) => a - b);
  return {
    database,
    operation,
    requests: total,
    failures,
    perSecond: total / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    cpuMs: (cpu.user + cpu.system) / 1000 / total,
  };
}

async function benchDatabase(label: string, db: Database): Promise<Result[]> {
  await migrate(db);
  const sms = new DevelopmentSmsSender();
  const { app, services } = await buildApp({
    store: new DirectoryStore(fs.mkdtempSync(path.join(os.tmpdir(), 'matchday-bench-store-'))),
    db,
    clock: systemClock,
    codeSecret: 'bench-secret',
    sms,
    payments: [new DevelopmentPaymentProvider()],
    logger: false,
    // One address sends every code here; the per-address limits would stop the preparation.
    rateLimiter: new DatabaseRateLimiter(db, rateLimitRules(RATE_LIMITS, { codeBurstPerAddress: { windowMs: 0 }, codesPerAddressPerDay: { max: Number.MAX_SAFE_INTEGER } })),
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api`;
  const post = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
    const response = await fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', lan: 'en_US', ...headers }, body: JSON.stringify(body) });
    return (await response.json()) as { code: number; data: Record<string, unknown> };
  };
  const run = crypto.randomInt(1000, 9999);
  const phone = (index: number) => `+86135${run}${String(index).padStart(4, '0')}`;

  // Accounts with a password, and codes waiting for a code sign-in.
  const accounts: { phone: string; token: string; id: string }[] = [];
  const signIns = ONLY_PURCHASES ? USERS + 1 : SIGN_INS;
  for (let index = 0; index < signIns; index += 1) {
    await post('/auth/codes', { phone: phone(index) });
    const signedIn = await post('/auth/sign-in', { phone: phone(index), code: sms.latestCode(phone(index)) });
    const token = signedIn.data.token as string;
    accounts.push({ phone: phone(index), token, id: (signedIn.data.user as { id: string }).id });
    await services.accounts.setPassword((signedIn.data.user as { id: string }).id, 'matchday2026');
  }
  const results: Result[] = [];
  if (!ONLY_PURCHASES) {
    results.push(
      await load(label, 'sign-in (password)', SIGN_INS, async (index) => (await post('/auth/sign-in', { phone: accounts[index]!.phone, password: 'matchday2026' })).code === 0),
    );
    for (let index = 0; index < SIGN_INS; index += 1) await post('/auth/codes', { phone: `+86136${run}${String(index).padStart(4, '0')}` });
    results.push(
      await load(label, 'sign-in (code)', SIGN_INS, async (index) => {
        const number = `+86136${run}${String(index).padStart(4, '0')}`;
        return (await post('/auth/sign-in', { phone: number, code: sms.latestCode(number) })).code === 0;
      }),
    );
  }

  // An expert's plans at one coin each; every buyer has 100 coins (the sign-up bonus).
  const [expert] = accounts;
  await services.ops.setRoles(expert!.id, ['expert'], expert!.id);
  const match = await insertMatch(db, new Date(), { startsIn: 86400 + 60 });
  const deadline = new Date(Date.now() + 86400_000).toISOString();
  const plans: string[] = [];
  for (let index = 0; index < PLANS_PER_USER; index += 1)
    plans.push(
      (
        await services.plans.create(expert!.id, {
          matchId: Number(match),
          market: 'result',
          pick: 'home',
          title: `bench ${index}`,
          price: 1,
          noWinRefund: false,
          explanation: 'x',
          purchaseDeadline: deadline,
        })
      ).id,
    );
  const buyers = accounts.slice(1, USERS + 1);
  results.push(
    await load(label, 'purchase', buyers.length * plans.length, async (index) => {
      const buyer = buyers[index % buyers.length]!;
      const plan = plans[Math.floor(index / buyers.length)]!;
      const answer = await post('/coins/purchases', { planId: Number(plan) }, { token: buyer.token, 'idempotency-key': `bench-${run}-${index}` });
      return answer.code === 0;
    }),
  );
  if (!ONLY_PURCHASES) results.push(await settleForManyBuyers(label, db, services));
  await app.close();
  return results;
}

/**
 * A missed no-win-refund plan with SETTLEMENT_BUYERS buyers: the time to settle it (grade, and
 * refund every buyer in the ledger), and a check that each buyer got their coins back once.
 */
async function settleForManyBuyers(label: string, db: Database, services: Services): Promise<Result> {
  const now = new Date();
  const [expert] = await db.query<{ id: string }>("SELECT id::text AS id FROM users WHERE 'expert' = ANY(roles) LIMIT 1");
  const match = await insertMatch(db, now, { startsIn: 3600 + 60 });
  const plan = await services.plans.create(expert!.id, {
    matchId: Number(match),
    market: 'result',
    pick: 'home',
    title: 'bench settlement',
    price: 10,
    noWinRefund: true,
    explanation: 'x',
    purchaseDeadline: new Date(now.getTime() + 3600_000).toISOString(),
  });
  const buyers = (
    await db.query<{ id: string }>(
      `INSERT INTO users (username, invite_code, created_at)
       SELECT 'bench buyer ' || n, 'B' || lpad(n::text, 7, '0') || substr(md5(random()::text), 1, 4), $1 FROM generate_series(1, $2::int) AS n RETURNING id::text AS id`,
      [now, SETTLEMENT_BUYERS],
    )
  ).map((row) => row.id);
  await ensureUserAccounts(db, buyers);
  await db.transaction(async (tx) => {
    const entry = (userId: string, kind: 'manual_grant' | 'purchase', amount: number, system: 'issuance' | 'revenue') => ({
      kind,
      reason: 'bench',
      reference: `bench:${userId}`,
      at: now,
      movements: [
        { account: { system }, amount: -amount },
        { account: { userId }, amount },
      ],
    });
    await postMany(tx, buyers.map((userId) => entry(userId, 'manual_grant', 10, 'issuance')));
    const { transactionIds } = await postMany(tx, buyers.map((userId) => entry(userId, 'purchase', -10, 'revenue')));
    await tx.query(
      'INSERT INTO plan_purchases (plan_id, user_id, price, list_price, ledger_transaction_id, created_at) SELECT $1, u, 10, 10, t, $4 FROM unnest($2::bigint[], $3::bigint[]) AS x(u, t)',
      [plan.id, buyers, transactionIds, now],
    );
  });
  await db.query("UPDATE matches SET status = 'finished', home_score = 0, away_score = 1 WHERE id = $1", [match]);
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  await services.settlement.settleDue();
  const elapsed = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  const [check] = await db.query<{ refunded: number }>(
    'SELECT count(*) FILTER (WHERE pp.refund_transaction_id IS NOT NULL)::int AS refunded FROM plan_purchases pp WHERE pp.plan_id = $1',
    [plan.id],
  );
  const wrong = [...(await balancesOf(db, buyers)).values()].filter((balance) => balance !== 10).length;
  const failures = SETTLEMENT_BUYERS - Number(check!.refunded) + wrong;
  return { database: label, operation: `settle, ${SETTLEMENT_BUYERS} buyers`, requests: 1, failures, perSecond: 1000 / elapsed, p50: elapsed, p99: elapsed, cpuMs: (cpu.user + cpu.system) / 1000 };
}

const loadAtStart = os.loadavg();
const results: Result[] = [];
if (DATABASES.includes('embedded')) {
  const embedded = createEmbeddedDatabase();
  results.push(...(await benchDatabase('embedded', embedded)));
  await embedded.close();
}

const url = DATABASES.includes('postgres') ? await findPostgres() : null;
if (url) {
  const { schema, drop } = await createBenchSchema(url);
  const db = createPostgresDatabase({ connectionString: url, schema, max: 20 });
  try {
    results.push(...(await benchDatabase('postgres', db)));
  } finally {
    await db.close();
    await drop();
  }
}

console.log(`api over HTTP on loopback, ${CONCURRENCY} requests in flight, one api process (${process.version})`);
const loads = (loads: number[]) => loads.map((load) => load.toFixed(2)).join(' ');
console.log(`load average ${loads(loadAtStart)} at the start, ${loads(os.loadavg())} at the end (other work on this machine moves req/s, cpu ms per request less)`);
console.log('database   operation            requests  failed    req/s    p50 ms    p99 ms    cpu ms');
for (const result of results)
  console.log(
    `${result.database.padEnd(10)} ${result.operation.padEnd(20)} ${String(result.requests).padStart(8)}  ${String(result.failures).padStart(6)}  ${result.perSecond.toFixed(0).padStart(7)}  ${result.p50.toFixed(1).padStart(8)}  ${result.p99.toFixed(1).padStart(8)}  ${result.cpuMs.toFixed(2).padStart(8)}`,
  );
if (!url && DATABASES.includes('postgres')) console.log('postgres   not measured: no PostgreSQL server answered (set BENCH_DATABASE_URL)');
