// Every route of the api, driven by property-based requests: values generated from the route's
// own declared schemas (often valid, near every limit) mixed with raw garbage, in any content
// type, with any token and language. Whatever comes in, the answer is the envelope with a
// translated message, never a fault, and a refused request changes nothing in the database.
// MATCHDAY_FUZZ_RUNS sets the requests per route (20 by default; CI keeps the default).
import { createECDH } from 'node:crypto';
import type { RouteEntry } from '../src/app';
import { codeSchema, codeSignInSchema, passwordSchema, phoneSchema } from '@matchday/contracts/accounts/schemas';
import { encodeCursor } from '@matchday/contracts/http/paging';
import { TIPS_PATHS } from '@matchday/contracts/tips/contract';
import { ROLES } from '@matchday/contracts/accounts/contract';
import { LOCALES } from '@matchday/contracts/i18n/locales';
import fc from 'fast-check';
import type { z } from 'zod';
import { KEYSET_ORDERS } from '../src/db/keyset';
import { CATALOG } from '../src/domains/sports/catalog/catalog';
import { LiveEngine } from '../src/domains/sports/engine/engine';
import { createTestApi, newAddress, newPhone } from './testApi';
import { PAYMENT_PATHS } from '@matchday/contracts/coins/contract';
import { ACCOUNT_PATHS } from '@matchday/contracts/accounts/contract';
import { picture, pngDeclaring } from './testImages';
import { createMatch, newPlan } from './tipsFixtures';
import { anyJson, pathParameter, queryFor, requestValuesFor, type Hints } from './zodArbitrary';

const RUNS = Number(process.env.MATCHDAY_FUZZ_RUNS ?? 20);

/** Where providers post their notifications (payments, SMS delivery reports; see faultOf). */
const PROVIDER_NOTIFICATIONS = new Set<string>([PAYMENT_PATHS.stripeWebhook, PAYMENT_PATHS.alipayNotify, ACCOUNT_PATHS.twilioStatus, ACCOUNT_PATHS.alibabaReceipts]);

/** Tables a refused request may still write to, by design: code attempts, field-data beacons dropped (counted for operators). */
const WRITTEN_ON_REFUSAL = new Set(['verification_codes', 'rum_dropped']);
/**
 * Rows of a table a refused request may still write, by design: counted password failures, and
 * beacons counted against the flood limit before they are read (a flood of garbage is a flood);
 * the rest of the table must not change.
 */
const ROWS_WRITTEN_ON_REFUSAL: Record<string, string> = { rate_limit_events: "counter NOT LIKE 'passwordFailure%' AND counter <> 'rumBeaconFromAddress'" };

const api = await createTestApi();
const tally = new Map<string, { requests: number; accepted: number; faults: number }>();
let tables: string[] = [];
const known: Record<'match' | 'competition' | 'team' | 'plan' | 'user', string[]> = { match: [], competition: [], team: [], plan: [], user: [] };
let tokens: { member: string; staff: string };
/** Codes sent to new phones before the run: a sign-in may register one of them. */
const pendingSignIns: { phone: string; code: string }[] = [];
let hints: Hints = {};

/** Key values of every kind a cursor carries, at and past their limits. */
const cursorValue = fc.oneof(
  fc.constantFrom('1', '0', '-1', '9223372036854775807', '9223372036854775808', '-9223372036854775808', '1795176000123000', '253402300799999999', '-62135596800000000'),
  fc.constantFrom('0.5', '1e299', '1e300', 'NaN', 'true', 'false', 'plan-1', 'top-up-2', '', "'", '\u0000'),
  fc.bigInt({ min: -(2n ** 64n), max: 2n ** 64n }).map(String),
  fc.string({ maxLength: 40 }),
);

/**
 * Every row a request writes, logged by a trigger on each watched table (installed in beforeAll):
 * reading the log's newest id is one cheap statement, where counting every table's rows per
 * request made the database the run's bottleneck (a hundred-table query twice per request).
 */
const WRITE_LOG = 'fuzz_row_writes';

async function watchWrites(): Promise<void> {
  await api.db.query(`CREATE TABLE ${WRITE_LOG} (id bigserial PRIMARY KEY, table_name text NOT NULL, op text NOT NULL)`);
  await api.db.query(
    `CREATE FUNCTION ${WRITE_LOG}_add() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN INSERT INTO ${WRITE_LOG} (table_name, op) VALUES (TG_TABLE_NAME, TG_OP); RETURN NULL; END $$`,
  );
  for (const table of tables) {
    const exempt = ROWS_WRITTEN_ON_REFUSAL[table];
    const triggers = exempt
      ? [
          // A row's exemption is read from the row as it is after an insert or update, as it was before a delete.
          `AFTER INSERT OR UPDATE ON ${table} FOR EACH ROW WHEN (${exempt.replace(/\bcounter\b/g, 'NEW.counter')})`,
          `AFTER DELETE ON ${table} FOR EACH ROW WHEN (${exempt.replace(/\bcounter\b/g, 'OLD.counter')})`,
        ]
      : [`AFTER INSERT OR UPDATE OR DELETE ON ${table} FOR EACH ROW`];
    triggers.push(`AFTER TRUNCATE ON ${table} FOR EACH STATEMENT`);
    for (const [index, timing] of triggers.entries()) await api.db.query(`CREATE TRIGGER ${WRITE_LOG}_${index} ${timing} EXECUTE FUNCTION ${WRITE_LOG}_add()`);
  }
}

/** Where the write log stands: the id of the newest row written to a watched table. */
async function fingerprint(): Promise<string> {
  const [row] = await api.db.query<{ newest: string }>(`SELECT coalesce(max(id), 0)::text AS newest FROM ${WRITE_LOG}`);
  return row!.newest;
}

/** The writes between two fingerprints, as `table: operations`. */
async function changedTables(before: string, after: string): Promise<string> {
  const rows = await api.db.query<{ table_name: string; ops: string }>(
    `SELECT table_name, string_agg(op, ' ' ORDER BY id) AS ops FROM ${WRITE_LOG} WHERE id > $1 AND id <= $2 GROUP BY table_name ORDER BY table_name`,
    [before, after],
  );
  return rows.map((row) => `${row.table_name}: ${row.ops}`).join(', ');
}

/** Signed-in tokens for the run; renewed when a fuzzed request signed one out or froze its user. */
async function signedIn(roles: (typeof ROLES)[number][]): Promise<string> {
  const account = await api.withRoles(roles);
  known.user.push(account.user.id);
  return account.token;
}
async function stillValid(token: string): Promise<boolean> {
  const user = await api.services.accounts.authenticate(token);
  return Boolean(user && !user.banned && user.status === 'active');
}

beforeAll(async () => {
  const engine = new LiveEngine({
    db: api.db,
    clock: api.clock,
    publish: () => undefined,
    catalog: CATALOG.filter((competition) => ['football-epl', 'basketball-nba', 'cs2-pro'].includes(competition.key)),
    historyDays: 1,
    futureDays: 0,
  });
  await engine.start();
  await engine.stop(); // driven by hand: one plan and one tick give finished, live and coming matches
  await engine.plan(api.clock.now());
  await engine.tick();
  const ids = (sql: string) => api.db.query<{ id: string }>(sql).then((rows) => rows.map((row) => row.id));
  known.match = await ids('SELECT id::text AS id FROM matches ORDER BY id LIMIT 8');
  known.competition = await ids('SELECT id::text AS id FROM competitions ORDER BY id LIMIT 8');
  known.team = await ids('SELECT id::text AS id FROM teams ORDER BY id LIMIT 8');
  tokens = { member: await signedIn(['user']), staff: await signedIn([...ROLES]) };
  const coming = await createMatch(api);
  for (const title of ['Fuzz pick one', 'Fuzz pick two']) known.plan.push((await newPlan(api, tokens.staff, { match: coming, title, price: 10 })).id);
  await api.call('POST', TIPS_PATHS.application, { token: tokens.member, body: { intro: 'Fuzzing the expert queue', sports: ['football'], specialities: 'totals' } });
  const applications = await ids('SELECT id::text AS id FROM expert_applications ORDER BY id');
  for (let index = 0; index < 6; index += 1) {
    const phone = newPhone();
    await api.call('POST', '/api/auth/codes', { body: { phone } });
    pendingSignIns.push({ phone, code: api.sms.latestCode(phone)! });
  }
  // Values the generator could not find alone: real phones and codes, ids of things that exist.
  hints = {
    schemas: new Map<z.ZodType, fc.Arbitrary<unknown>>([
      [phoneSchema, fc.oneof(fc.constantFrom(...pendingSignIns.map((entry) => entry.phone)), fc.constant(null).map(() => newPhone()))],
      [codeSchema, fc.oneof(fc.constantFrom(...pendingSignIns.map((entry) => entry.code)), fc.stringMatching(/^\d{6}$/))],
      [passwordSchema, fc.stringMatching(/^[a-z]{6,10}\d{2,4}$/)],
      [codeSignInSchema, fc.constantFrom(...pendingSignIns)],
    ]),
    fields: {
      planId: fc.constantFrom(...known.plan.map(Number)),
      matchId: fc.constantFrom(Number(coming), ...known.match.map(Number)),
      applicationId: fc.constantFrom(...applications.map(Number)),
      expertId: fc.constantFrom(...known.user.map(Number)),
      userId: fc.constantFrom(...known.user.map(Number)),
      purchaseDeadline: fc.integer({ min: 1, max: 30 }).map((days) => new Date(api.clock.now().getTime() + days * 86_400_000).toISOString()),
      from: fc.constantFrom('2026-11-19', '2026-11-20'),
      to: fc.constantFrom('2026-11-20', '2026-11-21'),
      tz: fc.constantFrom('UTC', 'Asia/Shanghai', 'America/New_York'),
      timeZone: fc.constantFrom('UTC', 'Asia/Shanghai', 'America/New_York'),
      q: fc.constantFrom('Arsenal', 'Lakers', 'a'),
      // A browser's push subscription: a push service's address, and a key that is a point of P-256 (a pattern cannot make one).
      endpoint: fc.tuple(fc.constantFrom('https://fcm.googleapis.com/fcm/send/', 'http://127.0.0.1:9/push/'), fc.uuid()).map(([base, id]) => base + id),
      p256dh: fc.uint8Array({ minLength: 32, maxLength: 32 }).map((secret) => {
        const ecdh = createECDH('prime256v1');
        try {
          ecdh.setPrivateKey(secret);
        } catch {
          ecdh.generateKeys(); // past the curve's order (a chance in 2^32)
        }
        return ecdh.getPublicKey('base64url');
      }),
      // Cursors as the api writes them, for any list, with keys of every kind and at every limit.
      cursor: fc
        .record({
          list: fc.constantFrom(...KEYSET_ORDERS.keys()),
          keys: fc.array(cursorValue, { minLength: 1, maxLength: 4 }),
          pins: fc.array(cursorValue, { maxLength: 1 }),
        })
        .map(encodeCursor),
    },
  };
  tables = (
    await api.db.query<{ name: string }>("SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY 1")
  )
    .map((row) => row.name)
    .filter((name) => !WRITTEN_ON_REFUSAL.has(name) && name !== 'schema_migrations');
  await watchWrites();
}, 300_000);

afterAll(async () => {
  const line = (route: string, { requests, accepted, faults }: { requests: number; accepted: number; faults: number }) =>
    `${route.padEnd(52)} ${String(requests).padStart(8)} ${String(accepted).padStart(8)} ${String(faults).padStart(6)}`;
  const total = { requests: 0, accepted: 0, faults: 0 };
  for (const entry of tally.values()) for (const key of ['requests', 'accepted', 'faults'] as const) total[key] += entry[key];
  console.log([`fuzz: ${'route'.padEnd(46)} requests accepted faults`, ...[...tally].map(([route, counts]) => line(route, counts)), line('all routes', total)].join('\n'));
  // Whatever was accepted, the ledger still balances.
  expect(await api.db.query('SELECT transaction_id FROM ledger_entries GROUP BY transaction_id HAVING sum(amount) <> 0')).toEqual([]);
  await api.close();
});

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=fuzz',
  'application/octet-stream',
  'application/json; charset=latin-7',
  '',
];

interface Body {
  contentType?: string;
  payload?: string | Buffer;
}

const json = (value: unknown): Body => {
  const text = JSON.stringify(value);
  return text === undefined ? {} : { contentType: 'application/json', payload: text };
};

/** A whole picture, a PNG cut after its header, and a decompression bomb (a tiny file declaring 30000×30000 pixels). */
const PNG = await picture('png', 4, 3);
const CUT_PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const PNG_BOMB = pngDeclaring(30_000, 30_000);
function multipart(part: { name: string; type: string; bytes: Buffer }): Body {
  const head = `--fuzz\r\nContent-Disposition: form-data; name="${part.name}"; filename="a"\r\nContent-Type: ${part.type}\r\n\r\n`;
  return { contentType: 'multipart/form-data; boundary=fuzz', payload: Buffer.concat([Buffer.from(head), part.bytes, Buffer.from('\r\n--fuzz--\r\n')]) };
}

function bodiesFor(route: RouteEntry): fc.Arbitrary<Body> {
  const declared = route.inputs.body;
  const schemas = declared ? ('variants' in declared ? [...declared.variants] : [declared]) : [];
  const own = schemas.length > 0 ? fc.oneof(...schemas.map((schema) => requestValuesFor(schema, hints))) : fc.dictionary(fc.string({ maxLength: 8 }), anyJson, { maxKeys: 3 });
  const uploads = route.inputs.upload
    ? [
        fc.constant(multipart({ name: 'file', type: 'image/png', bytes: PNG })),
        fc.constant(multipart({ name: 'file', type: 'image/png', bytes: PNG_BOMB })),
        fc
          .record({
            name: fc.constantFrom('file', 'avatar', ''),
            type: fc.constantFrom('image/png', 'image/jpeg', 'text/html', 'image/svg+xml', ''),
            bytes: fc.oneof(fc.constantFrom(PNG, CUT_PNG, PNG_BOMB), fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes))),
          })
          .map(multipart),
      ]
    : [];
  return fc.oneof(
    { weight: 6, arbitrary: own.map(json) },
    { weight: 1, arbitrary: anyJson.map(json) },
    { weight: 1, arbitrary: fc.record({ contentType: fc.constantFrom(...CONTENT_TYPES), payload: fc.string({ unit: 'binary', maxLength: 300 }) }) },
    { weight: 1, arbitrary: fc.constant<Body>({}) },
    ...uploads.map((arbitrary) => ({ weight: 4, arbitrary })),
  );
}

function idsFor(url: string, name: string): string[] {
  if (name === 'planId') return known.plan;
  if (name === 'userId') return known.user;
  if (url.includes('/matches/')) return known.match;
  if (url.includes('/competitions/')) return known.competition;
  if (url.includes('/teams/')) return known.team;
  return [];
}

const requestFor = (route: RouteEntry) =>
  fc.record({
    params: fc.record(
      Object.fromEntries(
        [...route.url.matchAll(/:(\w+)/g)].map(([, name]) => {
          const ids = idsFor(route.url, name!);
          return [name!, ids.length > 0 ? fc.oneof(fc.constantFrom(...ids), pathParameter) : pathParameter];
        }),
      ),
    ),
    query: queryFor(route.inputs.query, hints),
    body: bodiesFor(route),
    auth: fc.constantFrom('none', 'member', 'staff', 'garbage'),
    idempotencyKey: fc.option(fc.oneof(fc.uuid(), fc.string({ maxLength: 200 })), { nil: undefined }),
    lan: fc.constantFrom<string>(...LOCALES, 'xx', ''),
    /** For a wildcard route (CORS preflights): any address, the api's or not. */
    anyPath: fc.oneof(fc.constantFrom(...api.routes.map((entry) => entry.url.replace(/:\w+/g, '1'))), pathParameter.map((segment) => `/api/${segment}`)),
    origin: fc.option(fc.constantFrom('http://localhost:8080', 'https://evil.example', 'null'), { nil: undefined }),
  });

/** Why an answer is a fault, or null when it is a proper answer. */
function faultOf(response: Awaited<ReturnType<typeof api.app.inject>>, lan: string, method: string, path: string): string | null {
  if (response.statusCode >= 500) return `status ${response.statusCode}`;
  // A CORS preflight is answered by the protocol: a status and headers, no body.
  if (method === 'OPTIONS' && response.statusCode === 204 && response.body === '') return null;
  const type = String(response.headers['content-type'] ?? '');
  // A provider's notification is answered in the provider's own terms (Stripe and Twilio: a
  // status; Alipay: the text `success` or `fail`; Alibaba Cloud's receipts: its {code, msg}), not in the envelope; a forged one changes nothing (checked below).
  if (PROVIDER_NOTIFICATIONS.has(path)) return null;
  if (!type.includes('application/json')) {
    // Only avatar images and "not modified" answers leave the envelope.
    return (response.statusCode === 200 && type.startsWith('image/')) || response.statusCode === 304 ? null : `${response.statusCode} as ${type || 'no type'}`;
  }
  const body = response.json() as { code?: unknown; msg?: unknown };
  if (response.statusCode < 300) return body.code === 0 ? null : `status ${response.statusCode} with code ${String(body.code)}`;
  if (body.code !== 3000 && body.code !== 3001) return `status ${response.statusCode} with code ${String(body.code)}`;
  if (typeof body.msg !== 'string' || body.msg === '') return 'refusal without a message';
  if (/^(api|errors)\.\w+/.test(body.msg)) return `untranslated message ${body.msg} (${lan})`;
  return null;
}

describe.each(api.routes.map((route) => [`${route.method} ${route.url}`, route] as const))('%s', (name, route) => {
  it('answers every generated and garbage request in the envelope, and a refusal changes nothing', async () => {
    const counts = { requests: 0, accepted: 0, faults: 0 };
    tally.set(name, counts);
    const mutating = route.method !== 'GET';
    await fc.assert(
      fc.asyncProperty(requestFor(route), async (request) => {
        if (request.auth === 'member' && !(await stillValid(tokens.member))) tokens.member = await signedIn(['user']);
        if (request.auth === 'staff' && !(await stillValid(tokens.staff))) tokens.staff = await signedIn([...ROLES]);
        const token = request.auth === 'none' ? undefined : request.auth === 'garbage' ? 'not-a-token' : tokens[request.auth];
        const path = route.url.replace(/:(\w+)/g, (_whole, param: string) => request.params[param] ?? '1').replace('*', request.anyPath);
        const url = path + (request.query ? `?${request.query}` : '');
        const before = mutating ? await fingerprint() : '';
        const response = await api.app.inject({
          method: route.method as 'GET',
          url,
          remoteAddress: newAddress(), // per-address limits are tested on their own
          headers: {
            lan: request.lan,
            ...(token ? { token } : {}),
            ...(request.idempotencyKey !== undefined ? { 'idempotency-key': request.idempotencyKey } : {}),
            ...(request.body.contentType !== undefined ? { 'content-type': request.body.contentType } : {}),
            ...(request.origin ? { origin: request.origin, 'access-control-request-method': 'POST' } : {}),
          },
          ...(request.body.payload !== undefined ? { payload: request.body.payload } : {}),
        });
        counts.requests += 1;
        if (response.statusCode < 300) counts.accepted += 1;
        let fault = faultOf(response, request.lan, route.method, route.url);
        const after = mutating && response.statusCode >= 400 ? await fingerprint() : before;
        if (!fault && after !== before) fault = `refused with ${response.statusCode} but the database changed: ${await changedTables(before, after)}`;
        if (!fault && PROVIDER_NOTIFICATIONS.has(route.url) && (await fingerprint()) !== before) fault = 'a notification nobody signed changed the database';
        if (fault) {
          counts.faults += 1;
          throw new Error(`${route.method} ${url}: ${fault}\n${response.body.slice(0, 300)}`);
        }
      }),
      { numRuns: RUNS },
    );
    expect(counts.faults).toBe(0);
  });
});
