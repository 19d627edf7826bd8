// Several api processes behind one address share realtime channels through Redis: numbers are
// given once for all of them, a message published by one reaches clients of every other, a
// client resumes on any process, and a room's viewers are counted over all of them. Runs with a Redis server (TEST_REDIS_URL) and PostgreSQL
// (the processes share one database); CI has both.
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Live, LiveRoom, StreamerChannel } from '@matchday/contracts/lives/contract';
import type { SignInResponse } from '@matchday/contracts/accounts/contract';
import { channels, REALTIME_PATH, type ServerMessage } from '@matchday/contracts/realtime/protocol';
import { matchSummary } from '@matchday/contracts/testing/sportsFixtures';
import pg from 'pg';
import WebSocket from 'ws';
import type { RealtimeMessage } from '../src/domains/realtime/broker';
import { RedisBroker } from '../src/domains/realtime/redisBroker';
import { createPostgresDatabase, type Database } from '../src/db/database';
import { newPhone } from './testApi';
import { freePort } from './freePort';
import { TEST_DATABASE_KIND } from './testDatabase';
import { insertMatch } from './tipsFixtures';

const redisUrl = process.env.TEST_REDIS_URL;
const databaseUrl = process.env.TEST_DATABASE_URL;
const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function waitFor(condition: () => boolean, ms = 30_000): Promise<void> {
  const until = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe.runIf(!!redisUrl)('realtime brokers sharing one Redis', () => {
  let brokers: RedisBroker[];
  beforeAll(async () => {
    brokers = [new RedisBroker(redisUrl!), new RedisBroker(redisUrl!)];
    await Promise.all(brokers.map((broker) => broker.whenReady()));
  });
  afterAll(async () => {
    await Promise.all(brokers.map((broker) => broker.close()));
  });

  it('number a channel once for all processes and hand every message to each, in order', async () => {
    const channel = channels.match(crypto.randomUUID());
    const seen: RealtimeMessage[][] = [[], []];
    brokers.forEach((broker, index) => broker.subscribe((message) => message.channel === channel && seen[index]!.push(message)));
    // Both publish at once, interleaved.
    await Promise.all(Array.from({ length: 40 }, (_, index) => brokers[index % 2]!.publish(channel, { match: matchSummary({ id: 'm1', version: index }), events: [] })));
    await waitFor(() => seen.every((messages) => messages.length === 40));
    for (const messages of seen) expect(messages.map((message) => message.seq)).toEqual(Array.from({ length: 40 }, (_, index) => index + 1));
    const history = await brokers[1]!.history(channel, 35);
    expect(history.messages.map((message) => message.seq)).toEqual([36, 37, 38, 39, 40]);
    expect(await brokers[0]!.lastSeq(channel)).toBe(40);
  });

  it('take a redacted message out of every replay, whichever process replays it', async () => {
    const channel = channels.chat(crypto.randomUUID().slice(0, 8));
    const said = (id: string, text: string) => ({ type: 'message' as const, message: { id, roomId: 'r', userId: 'u', username: 'fan', text, sentAt: new Date(0).toISOString(), staff: false } });
    await brokers[0]!.publish(channel, said('1', 'kept'));
    await brokers[1]!.publish(channel, said('2', 'taken back'));
    await brokers[0]!.publish(channel, said('3', 'kept too'));
    const deleted = { type: 'deleted' as const, messageId: '2' };
    // A publish racing the redaction shifts the list: the element is still found by its value.
    const [replaced] = await Promise.all([
      brokers[1]!.redact(channel, (event) => event.type === 'message' && event.message.id === '2', deleted),
      brokers[0]!.publish(channel, said('4', 'later')),
    ]);
    expect(replaced).toBe(1);
    for (const broker of brokers) {
      const history = await broker.history(channel, 0);
      expect(history.messages.map((message) => message.seq)).toEqual([1, 2, 3, 4]);
      expect(JSON.stringify(history.messages)).not.toContain('taken back');
      expect(history.messages[1]!.data).toEqual(deleted);
    }
  });
});


// Once per run (the postgres project), with two real api processes.
describe.runIf(!!redisUrl && !!databaseUrl && TEST_DATABASE_KIND === 'postgres')('two api processes', () => {
  const schema = `scale_${crypto.randomBytes(5).toString('hex')}`;
  const processes: ChildProcess[] = [];
  const origins: string[] = [];
  const ingestSecret = crypto.randomBytes(12).toString('hex');
  /** The processes' database, for what no route sets up (roles, a match in progress). */
  let schemaDb: Database;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    await admin.end();
    const separator = databaseUrl!.includes('?') ? '&' : '?';
    const schemaUrl = `${databaseUrl}${separator}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
    for (let index = 0; index < 2; index += 1) {
      const port = await freePort();
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
        cwd: apiDir,
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATABASE_URL: schemaUrl,
          REDIS_URL: redisUrl,
          MATCHDAY_FEED: 'none',
          LOG_LEVEL: 'warn',
          MATCHDAY_INGEST_SECRET: ingestSecret,
          // Codes are counted in the shared Redis, across runs: this address's burst limit is off.
          MATCHDAY_CODE_ADDRESS_INTERVAL_SECONDS: '0',
        },
        stdio: 'inherit',
      });
      processes.push(child);
      origins.push(`http://127.0.0.1:${port}`);
    }
    for (const origin of origins)
      for (let attempt = 0; ; attempt += 1) {
        const health = await fetch(`${origin}/api/health`).catch(() => undefined);
        if (health?.ok) break;
        if (attempt > 300) throw new Error(`${origin} did not start`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    schemaDb = createPostgresDatabase({ connectionString: databaseUrl!, schema, max: 2 });
    // Rooms and viewers are keyed by user ids in the shared Redis: ids of this run's own, not 1, 2, 3 again.
    await schemaDb.query("SELECT setval(pg_get_serial_sequence('users', 'id'), $1)", [1_000_000 + crypto.randomInt(1_000_000_000)]);
  }, 120_000);

  afterAll(async () => {
    await schemaDb?.close();
    for (const child of processes) child.kill('SIGTERM');
    await Promise.all(processes.map((child) => new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve)))));
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`DROP SCHEMA ${schema} CASCADE`);
    await admin.end();
  });

  const post = async (origin: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
    (await (await fetch(`${origin}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', lan: 'en_US', ...headers }, body: JSON.stringify(body) })).json()) as {
      code: number;
      data: unknown;
    };

  const get = async <T>(origin: string, path: string, token?: string) =>
    ((await (await fetch(`${origin}${path}`, { headers: { lan: 'en_US', ...(token ? { token } : {}) } })).json()) as { code: number; data: T }).data;

  async function signUp(origin: string): Promise<SignInResponse> {
    const phone = newPhone();
    expect((await post(origin, '/api/auth/codes', { phone })).code).toBe(0);
    const inbox = (await (await fetch(`${origin}/api/dev/sms?phone=${encodeURIComponent(phone)}`)).json()) as { data: { messages: { code: string }[] } };
    const signedIn = await post(origin, '/api/auth/sign-in', { phone, code: inbox.data.messages[0]!.code });
    return signedIn.data as SignInResponse;
  }

  function listen(origin: string, token: string, channel: string, since?: number) {
    const socket = new WebSocket(`${origin.replace('http', 'ws')}${REALTIME_PATH}`);
    const received: ServerMessage[] = [];
    socket.on('message', (raw) => received.push(JSON.parse(raw.toString()) as ServerMessage));
    socket.on('open', () => {
      socket.send(JSON.stringify({ type: 'auth', token }));
      socket.send(JSON.stringify({ type: 'subscribe', channel, ...(since === undefined ? {} : { since }) }));
    });
    return { socket, received, messages: () => received.filter((message): message is Extract<ServerMessage, { type: 'message' }> => message.type === 'message') };
  }

  it('a balance change made through one process reaches the user’s tabs on the other, and a tab resumes on either', async () => {
    const [first, second] = origins as [string, string];
    const account = await signUp(first);
    const channel = channels.user(account.user.id);
    const onSecond = listen(second, account.token, channel);
    await waitFor(() => onSecond.received.some((message) => message.type === 'subscribed'));

    // The packages on sale from the start: 1 is 60 coins, 2 is 300.
    const topUp = (packageId: number) => post(first, '/api/coins/top-ups', { packageId, provider: 'development' }, { token: account.token, 'idempotency-key': crypto.randomUUID() });
    expect((await topUp(1)).code).toBe(0);
    await waitFor(() => onSecond.messages().length === 1);
    const firstSeq = onSecond.messages()[0]!.seq;
    expect(onSecond.messages()[0]!.data).toMatchObject({ type: 'balance' });

    // The tab drops; two more top-ups happen through the first process; it comes back on the first.
    onSecond.socket.terminate();
    await topUp(1);
    await topUp(2);
    const resumed = listen(first, account.token, channel, firstSeq);
    await waitFor(() => resumed.messages().length === 2);
    expect(resumed.messages().map((message) => message.seq)).toEqual([firstSeq + 1, firstSeq + 2]);
    const balances = resumed.messages().map((message) => (message.data as { balance: number }).balance);
    expect(balances[1]! - balances[0]!).toBe(300);
    resumed.socket.close();
  }, 60_000);

  it('count a room’s viewers over both processes: one on each is 2 on both, the same user on both is 1', async () => {
    const [first, second] = origins as [string, string];
    const streamer = await signUp(first);
    await schemaDb.query("UPDATE users SET roles = '{user,streamer}' WHERE id = $1", [streamer.user.id]);
    const liveCode = (await get<StreamerChannel>(first, '/api/channel', streamer.token)).liveCode;
    expect((await post(second, '/api/ingest/publish', { liveCode }, { 'x-ingest-secret': ingestSecret })).code).toBe(0);
    const match = await insertMatch(schemaDb, new Date(), { startsIn: -600 });
    await schemaDb.query("UPDATE matches SET status = 'live' WHERE id = $1", [match]);
    expect((await post(first, '/api/channel/live', { matchId: Number(match), title: 'Two processes' }, { token: streamer.token })).code).toBe(0);
    const roomId = streamer.user.id;
    const chat = channels.chat(roomId);

    // Each process answers the site's figure, in the room and in the list of lives: the same one
    // (NaN while they differ: the two reads are moments apart, and the figure may move between).
    const viewersOn = async (origin: string) => {
      const room = (await get<LiveRoom>(origin, `/api/rooms/${roomId}`)).live!.viewers;
      const listed = (await get<Live[]>(origin, '/api/lives')).find((live) => live.roomId === roomId)!.viewers;
      return listed === room ? room : Number.NaN;
    };
    /** Both processes' figures once they agree on `expected` (another process's change arrives within moments). */
    const viewersOnBoth = async (expected: number) => {
      const until = Date.now() + 30_000;
      for (;;) {
        const figures = [await viewersOn(first), await viewersOn(second)];
        if (figures.every((figure) => figure === expected) || Date.now() > until) return figures;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    const subscribedTo = (client: ReturnType<typeof listen>) => waitFor(() => client.received.some((message) => message.type === 'subscribed'));

    const [fan, other] = [await signUp(first), await signUp(second)];
    const fanOnFirst = listen(first, fan.token, chat);
    const otherOnSecond = listen(second, other.token, chat);
    await Promise.all([subscribedTo(fanOnFirst), subscribedTo(otherOnSecond)]);
    expect(await viewersOnBoth(2)).toEqual([2, 2]);

    // The other fan leaves; the first fan opens a second tab, on the other process: one person.
    otherOnSecond.socket.close();
    const fanOnSecond = listen(second, fan.token, chat);
    await subscribedTo(fanOnSecond);
    expect(await viewersOnBoth(1)).toEqual([1, 1]);
    fanOnFirst.socket.close();
    fanOnSecond.socket.close();
    expect(await viewersOnBoth(0)).toEqual([0, 0]);
  }, 60_000);
});
