// The api as a process under a small open-files limit (`ulimit -n` in the shell that starts it):
// it reads its limit, holds exactly the websockets the limit leaves room for beyond the reserve,
// refuses the rest as full, closes incoming sockets past its own cap as they come, and meanwhile
// its engine, its HTTP routes and its database go on with descriptors to spare — nothing fails
// with EMFILE. States are awaited (a close heard, a socket counted out), never a time.
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REALTIME_CLOSE, REALTIME_PATH } from '@matchday/contracts/realtime/protocol';
import pg from 'pg';
import { descriptorBudget } from '../src/domains/realtime/connectionCap';
import { freePort } from './freePort';
import { openRawSocket, type RawSocket } from './rawSocket';
import { TEST_DATABASE_KIND } from './testDatabase';
import { newPhone } from './testApi';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const databaseUrl = process.env.TEST_DATABASE_URL;
// The embedded database keeps its relation files open: it needs a larger limit to leave websockets any room.
const LIMIT = TEST_DATABASE_KIND === 'postgres' ? 256 : 1024;
const budget = descriptorBudget(LIMIT, TEST_DATABASE_KIND);
/** Upgrades past the cap the test makes, a few at a time (the api refuses a bounded number at once). */
const EXTRA = 30;

describe.runIf(process.platform === 'linux' && (TEST_DATABASE_KIND === 'embedded' || !!databaseUrl))(`the api under ulimit -n ${LIMIT} (${TEST_DATABASE_KIND})`, () => {
  const schema = `fds_${crypto.randomBytes(5).toString('hex')}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'matchday-api-fds-'));
  const output: string[] = [];
  let child: ChildProcess;
  let origin: string;
  let url: string;

  beforeAll(async () => {
    let database = '';
    if (TEST_DATABASE_KIND === 'postgres') {
      const admin = new pg.Client({ connectionString: databaseUrl });
      await admin.connect();
      await admin.query(`CREATE SCHEMA ${schema}`);
      await admin.end();
      database = `${databaseUrl}${databaseUrl!.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
    }
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    url = `ws://127.0.0.1:${port}${REALTIME_PATH}`;
    // `ulimit -n` sets the soft and the hard limit: node cannot raise it again as it starts.
    child = spawn('sh', ['-c', `ulimit -n ${LIMIT} && exec "$0" "$@"`, process.execPath, '--import', 'tsx', 'src/server.ts'], {
      cwd: apiDir,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: database,
        MATCHDAY_DATA_DIR: dataDir,
        REDIS_URL: '',
        // The engine plays (its ticks read and write the database every second) on a short calendar.
        MATCHDAY_ENGINE_HISTORY_DAYS: '0',
        MATCHDAY_ENGINE_FUTURE_DAYS: '1',
        MATCHDAY_WS_PER_ADDRESS: '100000',
        MATCHDAY_CODE_ADDRESS_INTERVAL_SECONDS: '0',
        LOG_LEVEL: 'warn',
        // tsx writes its compile cache without waiting, a descriptor per module: with a cold
        // cache (a clean machine), 256 ran out while the modules loaded, unless another test had
        // started the api first. Compiled in memory, the start is the same on every machine.
        TSX_DISABLE_CACHE: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    for (let attempt = 0; ; attempt += 1) {
      const health = await fetch(`${origin}/api/health`).catch(() => undefined);
      if (health?.ok) break;
      if (attempt > 900 || child.exitCode !== null) throw new Error(`the api did not start:\n${output.join('')}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }, 120_000);

  afterAll(async () => {
    child?.kill('SIGKILL');
    if (child && child.exitCode === null) await new Promise((resolve) => child.once('exit', resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (TEST_DATABASE_KIND === 'postgres') {
      const admin = new pg.Client({ connectionString: databaseUrl });
      await admin.connect();
      await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await admin.end();
    }
  });

  /** What the api process holds open now. */
  const openDescriptors = () => fs.readdirSync(`/proc/${child.pid}/fd`).length;

  /** Opens a websocket: taken (the api says who it is) or refused (the close), nothing else. */
  async function tryConnect(): Promise<{ client: RawSocket; outcome: 'accepted' | 'refused' }> {
    const client = await openRawSocket(url);
    const outcome = await Promise.race([
      client.next((message) => message.type === 'authenticated', 10_000).then(() => 'accepted' as const),
      client.closed.then((close) => {
        expect(close).toEqual({ code: REALTIME_CLOSE.serverFull.code, reason: REALTIME_CLOSE.serverFull.reason });
        return 'refused' as const;
      }),
    ]);
    return { client, outcome };
  }

  /** Requests at once that each need the database (a read, and a write through the rate limiter): the pool fills. */
  /** Awaits a state the test cannot be told of, looking again every 20 ms (the test's own timeout bounds it). */
  const until = (check: () => boolean) =>
    vi.waitFor(() => {
      if (!check()) throw new Error('not yet');
    }, { timeout: 50_000, interval: 20 });

  /** The api's sockets on its port whose peer has closed and which it has not closed yet (CLOSE_WAIT). */
  function closesNotSeen(port: number): number {
    const hexPort = `:${port.toString(16).toUpperCase().padStart(4, '0')}`;
    return fs
      .readFileSync('/proc/net/tcp', 'utf8')
      .split('\n')
      .slice(1)
      .filter((line) => {
        const [, local, , state] = line.trim().split(/\s+/);
        return local?.endsWith(hexPort) && state === '08';
      }).length;
  }

  async function busyHttp(count: number): Promise<void> {
    const answers = await Promise.all(
      Array.from({ length: count }, (_, index) =>
        index % 2 === 0
          ? fetch(`${origin}/api/sports/matches?view=live&pageSize=50`, { headers: { lan: 'en_US' } })
          : fetch(`${origin}/api/auth/codes`, { method: 'POST', headers: { 'content-type': 'application/json', lan: 'en_US' }, body: JSON.stringify({ phone: newPhone() }) }),
      ),
    );
    for (const answer of answers) expect(((await answer.json()) as { code: number }).code).toBe(0);
  }

  it('reads the limit it was started with, and leaves websockets what is past the reserve', () => {
    const limits = fs.readFileSync(`/proc/${child.pid}/limits`, 'utf8');
    expect(/^Max open files\s+(\d+)/m.exec(limits)![1]).toBe(String(LIMIT));
    expect(budget.maxConnections).toBeGreaterThan(50);
  });

  it('holds exactly its cap, refuses the rest as full, and its database and HTTP go on with descriptors to spare', async () => {
    const held: RawSocket[] = [];
    for (let start = 0; start < budget.maxConnections; start += 50) {
      const batch = await Promise.all(Array.from({ length: Math.min(50, budget.maxConnections - start) }, tryConnect));
      expect(batch.map((attempt) => attempt.outcome)).toEqual(batch.map(() => 'accepted'));
      held.push(...batch.map((attempt) => attempt.client));
    }
    for (let start = 0; start < EXTRA; start += 10) {
      const batch = await Promise.all(Array.from({ length: 10 }, tryConnect));
      expect(batch.map((attempt) => attempt.outcome)).toEqual(batch.map(() => 'refused'));
    }

    // Full of websockets: the pool opens every connection it needs, the routes answer, the engine
    // ticks. HTTP has the reserve's share for it (less the refusals still closing): 20 at once here.
    await busyHttp(Math.min(40, budget.maxIncoming - budget.maxConnections - 6));
    const health = (await (await fetch(`${origin}/api/health`)).json()) as { code: number; data: { database: string } };
    expect(health).toMatchObject({ code: 0, data: { database: TEST_DATABASE_KIND } });
    const inUse = openDescriptors();
    expect(inUse).toBeLessThan(LIMIT - 20);

    // One closes: one more is taken, and the next is refused again.
    const leaving = held.pop()!;
    leaving.socket.close();
    await leaving.closed;
    // The api answered the close; it counts the socket out as its connection ends.
    let again = await tryConnect();
    while (again.outcome === 'refused') {
      await until(() => closesNotSeen(Number(new URL(origin).port)) === 0);
      again = await tryConnect();
    }
    expect(again.outcome).toBe('accepted');
    held.push(again.client);
    expect((await tryConnect()).outcome).toBe('refused');

    for (const client of held) client.socket.terminate();
    await busyHttp(10);
    expect(output.join('')).not.toMatch(/EMFILE|too many open files/i);
    console.log(`ulimit -n ${LIMIT} (${TEST_DATABASE_KIND}): ${budget.maxConnections} websockets held, ${EXTRA + 1} refused; ${inUse} descriptors open with the pool busy`);
  }, 120_000);

  it('closes incoming sockets past its cap as they come, so a flood of idle connections takes none of its own descriptors', async () => {
    const flood = budget.maxIncoming + 40;
    const port = Number(new URL(origin).port);
    // One keep-alive connection taken before the flood, to ask the api for work during it.
    const kept = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const keptRequest = (index: number) =>
      new Promise<{ code: number }>((resolve, reject) => {
        const body = index % 2 === 0 ? undefined : JSON.stringify({ phone: newPhone() });
        const request = http.request(
          index % 2 === 0 ? `${origin}/api/sports/matches?view=live&pageSize=50` : `${origin}/api/auth/codes`,
          { agent: kept, method: body ? 'POST' : 'GET', headers: { lan: 'en_US', ...(body ? { 'content-type': 'application/json' } : {}) } },
          (response) => {
            let text = '';
            response.on('data', (chunk: Buffer) => (text += chunk.toString()));
            response.on('end', () => resolve(JSON.parse(text) as { code: number }));
          },
        );
        request.on('error', reject);
        request.end(body);
      });
    expect((await keptRequest(0)).code).toBe(0);
    let closedByServer = 0;
    const sockets = await Promise.all(
      Array.from(
        { length: flood },
        () =>
          new Promise<net.Socket>((resolve) => {
            const socket = net.connect({ host: '127.0.0.1', port }, () => resolve(socket));
            socket.on('error', () => resolve(socket));
            socket.on('close', () => (closedByServer += 1));
          }),
      ),
    );
    await until(() => closedByServer >= flood - budget.maxIncoming);
    // The server holds at most its incoming cap (a few of the flood's may still be closing).
    expect(openDescriptors()).toBeLessThan(LIMIT - 20);
    // Its own work goes on meanwhile: its routes and its database answer on a connection it
    // held before the flood, and nothing fails.
    for (let index = 0; index < 10; index += 1) expect((await keptRequest(index)).code).toBe(0);
    expect(output.join('')).not.toMatch(/EMFILE|too many open files/i);
    for (const socket of sockets) socket.destroy();
    kept.destroy();
    // Every close seen by the api before new connections come.
    await until(() => closesNotSeen(port) === 0);
    await busyHttp(10);
  }, 60_000);
});
