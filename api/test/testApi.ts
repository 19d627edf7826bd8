// The api on a fresh database, driven through HTTP (fastify's inject), with a clock the test
// moves and the development SMS inbox to read codes from. A second api "process" (replica) can
// share the first one's database, clock and inbox.
import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { type CheckoutStarted, PAYMENT_PATHS } from '@matchday/contracts/coins/contract';
import type { Role, SignInResponse } from '@matchday/contracts/accounts/contract';
import { validatePhone } from '@matchday/contracts/validation/phone';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DirectoryStore } from '@matchday/storage/directoryStore';
import type { ObjectStore } from '@matchday/storage/objectStore';
import { buildApp, type AppDependencies } from '../src/app';
import { MovableClock } from '../src/clock';
import type { Database } from '../src/db/database';
import type { Broker } from '../src/domains/realtime/broker';
import { DevelopmentPaymentProvider, type PaymentProvider } from '../src/payments/paymentProvider';
import { DevelopmentSmsSender, type SmsSender } from '../src/sms/smsSender';
import { DatabaseRateLimiter } from '../src/limits/rateLimiter';
import { RATE_LIMITS, rateLimitRules, type RateLimitOverrides } from '../src/limits/rateLimits';
import { createTestDatabase } from './testDatabase';

const TEST_START = Date.parse('2026-11-20T12:00:00Z');

/** A clock that stands still at a fixed instant until the test moves it (development's clock, from a fixed start). */
export class TestClock extends MovableClock {
  constructor() {
    super(() => TEST_START);
  }
}

let phoneCounter = 0;
/** A valid, unused mainland-China mobile number in E.164. */
export function newPhone(): string {
  phoneCounter += 1;
  const random = crypto.getRandomValues(new Uint32Array(1))[0]! % 1000;
  return `+86139${String(random).padStart(3, '0')}${String(phoneCounter % 100000).padStart(5, '0')}`;
}

let addressCounter = 0;
/** A distinct client address, so per-address limits do not tie tests together. */
export function newAddress(): string {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
  address?: string;
  lan?: string;
}

/**
 * Another api process's view of the same database: the same data, but its own domain events, as
 * each process announces (to its broker) only what it committed itself.
 */
function replicaDatabase(db: Database): Database {
  const events = new EventEmitter();
  return { ...db, events, transaction: (work) => db.transaction((tx) => work({ ...tx, events })), close: async () => undefined };
}

/** The ingest servers' shared secret in tests. */
export const TEST_INGEST_SECRET = 'test-ingest-secret';

export interface TestApiOptions {
  broker?: Broker;
  /** The object store (a fresh temporary directory by default). */
  store?: ObjectStore;
  trustedProxies?: string[];
  siteOrigins?: string[];
  staffPhones?: string[];
  /** Sends the codes instead of the development inbox (signInByCode then reads no code). */
  smsSender?: SmsSender;
  /** Twilio's auth token, for its delivery callbacks. */
  twilioAuthToken?: string;
  alibabaReceiptToken?: string;
  /** Changes to the rate limits' table. */
  rateLimits?: RateLimitOverrides;
  /** Collects the api's log lines (silent unless given). */
  logLines?: string[];
  /** Who takes money (the development provider unless given). */
  payments?: PaymentProvider[];
  /** Websockets per address, per session and in the process (the process's limit leaves room for many unless given). */
  realtimeCaps?: AppDependencies['realtimeCaps'];
  /** Web Push settings (development's, keys kept in the database, unless given). */
  push?: AppDependencies['push'];
  /** Runs as a second process of this api: same database, clock and SMS inbox. */
  replicaOf?: { db: Database; clock: TestClock; sms: DevelopmentSmsSender; store?: ObjectStore };
}

export async function createTestApi(options: TestApiOptions = {}) {
  const db = options.replicaOf ? replicaDatabase(options.replicaOf.db) : await createTestDatabase();
  const clock = options.replicaOf?.clock ?? new TestClock();
  const sms = options.replicaOf?.sms ?? new DevelopmentSmsSender();
  // A replica shares its first process's store, as api processes of one site do.
  const shared = options.store ?? options.replicaOf?.store;
  const storeDirectory = shared ? null : fs.mkdtempSync(path.join(os.tmpdir(), 'matchday-api-store-'));
  const store = shared ?? new DirectoryStore(storeDirectory!);
  const { app, services, broker, realtime, routes } = await buildApp({
    db,
    clock,
    codeSecret: 'test-code-secret',
    sms: options.smsSender ?? sms,
    twilioAuthToken: options.twilioAuthToken,
    alibabaReceiptToken: options.alibabaReceiptToken,
    ...(options.rateLimits ? { rateLimiter: new DatabaseRateLimiter(db, rateLimitRules(RATE_LIMITS, options.rateLimits)) } : {}),
    payments: options.payments ?? [new DevelopmentPaymentProvider()],
    publicUrl: 'http://site.test',
    broker: options.broker,
    trustedProxies: options.trustedProxies,
    realtimeCaps: options.realtimeCaps,
    siteOrigins: options.siteOrigins,
    staffPhones: options.staffPhones,
    push: options.push,
    ingest: { pushAddress: 'rtmp://localhost:1935/live', secret: TEST_INGEST_SECRET },
    store,
    listCacheMs: 0, // the clock is the test's; answers must follow it
    logger: options.logLines ? { level: 'info', stream: { write: (line: string) => void options.logLines!.push(line) } } : false,
  });
  await app.ready();

  async function call<T = unknown>(method: string, url: string, options: CallOptions = {}) {
    const response = await app.inject({
      method: method as 'GET',
      url,
      remoteAddress: options.address ?? newAddress(),
      headers: {
        ...(options.token ? { token: options.token } : {}),
        ...(options.lan ? { lan: options.lan } : { lan: 'en_US' }),
        ...options.headers,
      },
      ...(options.body !== undefined ? { payload: options.body as object } : {}),
    });
    const body = response.headers['content-type']?.toString().includes('json') ? response.json() : response.body;
    return { status: response.statusCode, body: body as { code: number; data: T; msg?: string }, raw: response };
  }

  /** Sends a code and signs in with it; a new phone registers. */
  async function signInByCode(phone = newPhone(), extra: { inviteCode?: string } = {}): Promise<SignInResponse & { phone: string }> {
    const sent = await call('POST', '/api/auth/codes', { body: { phone } });
    if (sent.body.code !== 0) throw new Error(`code not sent: ${JSON.stringify(sent.body)}`);
    const stored = validatePhone(phone);
    const e164 = stored.ok ? stored.value : phone;
    const signedIn = await call<SignInResponse>('POST', '/api/auth/sign-in', { body: { phone, code: sms.latestCode(e164), ...extra } });
    if (signedIn.body.code !== 0) throw new Error(`sign-in failed: ${JSON.stringify(signedIn.body)}`);
    return { ...signedIn.body.data, phone: e164 };
  }

  async function withRoles(roles: Role[]) {
    const account = await signInByCode();
    await services.ops.setRoles(account.user.id, roles, account.user.id);
    return account;
  }

  /** A package of exactly this many coins (made once per size), for tests that need a balance. */
  const packages = new Map<number, Promise<string>>();
  function packageOf(coins: number): Promise<string> {
    if (!packages.has(coins))
      packages.set(
        coins,
        db
          .query<{ id: string }>(
            "INSERT INTO coin_packages (coins, price, currency, position, created_at, updated_at) VALUES ($1::bigint, $1::bigint * 10, 'CNY', 900, $2, $2) RETURNING id::text AS id",
            [coins, clock.now()],
          )
          .then(([row]) => row!.id),
      );
    return packages.get(coins)!;
  }

  /** Buys `coins` coins with the development provider (paid at once), as a fan's top-up. */
  async function topUp(token: string, coins: number, idempotencyKey: string = randomUUID()) {
    const packageId = Number(await packageOf(coins));
    return call<CheckoutStarted>('POST', PAYMENT_PATHS.topUps, { token, body: { packageId, provider: 'development' }, headers: { 'idempotency-key': idempotencyKey } });
  }

  return {
    app,
    db,
    clock,
    sms,
    store,
    services,
    broker,
    realtime,
    routes,
    call,
    signInByCode,
    withRoles,
    packageOf,
    topUp,
    async close() {
      await app.close();
      await db.close();
      if (storeDirectory) fs.rmSync(storeDirectory, { recursive: true, force: true });
    },
  };
}

export type TestApi = Awaited<ReturnType<typeof createTestApi>>;
