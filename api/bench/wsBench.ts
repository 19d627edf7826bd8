// `npm run bench:ws`: how many websocket clients one api process holds while the live engine
// plays every live match, how many messages a second reach them, and how late (p50/p99, from
// the moment the api published to the moment a client read it) — side by side with a bare `ws`
// broadcast server sending the same channels at the same rates and sizes, in the same run.
//
// The api runs as its own process on a fresh embedded database, seeded with BENCH_WS_LIVE
// matches that kicked off minutes ago (so the load does not depend on the hour). Clients,
// BENCH_WS_CLIENTS of them, each follow a sport's score list and one live match, as a page of
// the scores remote does.
import { fork, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REALTIME_PATH, channels } from '@matchday/shared/realtime/protocol';
import { createEmbeddedDatabase, createPostgresDatabase, type Database } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { CATALOG } from '../src/domains/sports/catalog/catalog';
import type { PlannedFixture } from '../src/domains/sports/engine/calendar';
import { seededRandom } from '../src/domains/sports/engine/random';
import { insertFixtures, syncCatalog } from '../src/domains/sports/engine/store';
import { connectBenchClient, type BenchSocket } from './benchClient';
import { createBenchSchema, findPostgres, urlWithSchema } from './benchDatabase';

const CLIENTS = Number(process.env.BENCH_WS_CLIENTS ?? 10_000);
const LIVE = Number(process.env.BENCH_WS_LIVE ?? 60);
const WARMUP_SECONDS = Number(process.env.BENCH_WS_WARMUP ?? 10);
const MEASURE_SECONDS = Number(process.env.BENCH_WS_SECONDS ?? 30);
const CONNECT_BATCH = 200;
const API_PORT = 9590;
const BARE_PORT = 9591;
const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Follow {
  sport: 'football' | 'basketball' | 'esports';
  matchId: string;
}

/** A fresh database with the catalogue and LIVE matches that kicked off in the last half hour. */
async function seed(db: Database): Promise<Follow[]> {
  await migrate(db);
  const now = new Date();
  await syncCatalog(db, now);
  const random = seededRandom('bench');
  const leagues = CATALOG.filter((competition) => competition.format === 'league');
  const shuffled = new Map(leagues.map((competition) => [competition.key, random.shuffle(competition.teams)]));
  const fixtures: PlannedFixture[] = [];
  for (let index = 0; fixtures.length < LIVE && index < LIVE * 10; index += 1) {
    const competition = leagues[index % leagues.length]!;
    const pair = Math.floor(index / leagues.length);
    const teams = shuffled.get(competition.key)!;
    if (2 * pair + 1 >= teams.length) continue; // every team of this league is playing already
    fixtures.push({
      externalRef: `bench:${competition.key}:${pair}:${now.toISOString()}`,
      competitionKey: competition.key,
      home: teams[2 * pair]!.name,
      away: teams[2 * pair + 1]!.name,
      startsAt: new Date(now.getTime() - random.integer(1, 30) * 60_000),
      round: 'Bench',
      knockout: false,
      bestOf: competition.bestOf ?? null,
    });
  }
  await insertFixtures(db, fixtures);
  const rows = await db.query<{ id: string; sport: Follow['sport'] }>("SELECT id::text AS id, sport FROM matches WHERE external_ref LIKE 'bench:%'");
  return rows.map((row) => ({ sport: row.sport, matchId: row.id }));
}

interface Measurement {
  clientsHeld: number;
  connectFailures: number;
  disconnects: number;
  delivered: number;
  deliveredPerSecond: number;
  publishedPerSecond: number;
  p50: number;
  p99: number;
  max: number;
  serverCpuPercent: number;
  serverRssMb: number;
  /** The bench's own process, where the clients live: near 100 % it would be what limits. */
  clientCpuPercent: number;
  /** Per channel: messages published a second and their average size, for the baseline. */
  plan: { channel: string; perSecond: number; bytes: number }[];
}

function processStats(pid: number): { cpuSeconds: number; rssMb: number } {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  const ticks = Number(stat[11]) + Number(stat[12]);
  const rss = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return { cpuSeconds: ticks / 100, rssMb: Number(rss ?? 0) / 1024 };
}

/** Connects the clients, lets them settle, then measures delivery for MEASURE_SECONDS. */
async function measure(port: number, pathname: string, follows: Follow[], serverPid: number): Promise<Measurement> {
  const latencies = new Uint32Array(60_001); // a bucket per millisecond
  let measuring = false;
  let delivered = 0;
  let disconnects = 0;
  let connectFailures = 0;
  const channelStats = new Map<string, { first: number; last: number; bytes: number; count: number }>();

  // Only the head (channel, number) and the tail (sent at) of a message are read: the client
  // side must not be what is measured.
  const onMessage = (buffer: Buffer) => {
    if (!measuring) return;
    const head = buffer.subarray(0, 96).toString('latin1');
    if (!head.startsWith('{"type":"message"')) return;
    const received = Date.now();
    const tail = buffer.subarray(buffer.length - 24).toString('latin1');
    const sentAt = Number(tail.slice(tail.lastIndexOf(':') + 1, -1));
    latencies[Math.min(60_000, Math.max(0, received - sentAt))]! += 1;
    delivered += 1;
    const channelStart = head.indexOf('"channel":"') + 11;
    const channel = head.slice(channelStart, head.indexOf('"', channelStart));
    const seqStart = head.indexOf('"seq":', channelStart) + 6;
    const seq = Number(head.slice(seqStart, head.indexOf(',', seqStart)));
    const stats = channelStats.get(channel);
    if (!stats) channelStats.set(channel, { first: seq, last: seq, bytes: buffer.length, count: 1 });
    else {
      stats.last = Math.max(stats.last, seq);
      stats.bytes += buffer.length;
      stats.count += 1;
    }
  };

  const sockets: BenchSocket[] = [];
  for (let start = 0; start < CLIENTS; start += CONNECT_BATCH) {
    await Promise.all(
      Array.from({ length: Math.min(CONNECT_BATCH, CLIENTS - start) }, (_, offset) => {
        const follow = follows[(start + offset) % follows.length]!;
        return new Promise<void>((resolve) => {
          let opened = false;
          connectBenchClient({
            port,
            path: pathname,
            onOpen: (socket) => {
              opened = true;
              socket.send(JSON.stringify({ type: 'subscribe', channel: channels.scores(follow.sport) }));
              socket.send(JSON.stringify({ type: 'subscribe', channel: channels.match(follow.matchId) }));
              sockets.push(socket);
              resolve();
            },
            onText: onMessage,
            onClose: () => {
              if (opened) disconnects += 1;
            },
            onError: () => {
              if (opened) return;
              connectFailures += 1;
              resolve();
            },
          });
        });
      }),
    );
  }
  await sleep(WARMUP_SECONDS * 1000);
  const before = processStats(serverPid);
  const clientBefore = process.cpuUsage();
  measuring = true;
  const started = Date.now();
  await sleep(MEASURE_SECONDS * 1000);
  measuring = false;
  const seconds = (Date.now() - started) / 1000;
  const after = processStats(serverPid);
  const clientCpu = process.cpuUsage(clientBefore);
  const clientsHeld = sockets.filter((socket) => socket.open).length;
  const disconnectedWhileMeasuring = disconnects;
  for (const socket of sockets) socket.close();

  const percentile = (p: number) => {
    const wanted = Math.ceil((p / 100) * delivered);
    let seen = 0;
    for (let ms = 0; ms < latencies.length; ms += 1) {
      seen += latencies[ms]!;
      if (seen >= wanted) return ms;
    }
    return latencies.length - 1;
  };
  let max = 0;
  for (let ms = latencies.length - 1; ms >= 0; ms -= 1)
    if (latencies[ms]! > 0) {
      max = ms;
      break;
    }
  const plan = [...channelStats].map(([channel, stats]) => ({
    channel,
    perSecond: (stats.last - stats.first + 1) / seconds,
    bytes: Math.round(stats.bytes / stats.count),
  }));
  return {
    clientsHeld,
    connectFailures,
    disconnects: disconnectedWhileMeasuring,
    delivered,
    deliveredPerSecond: delivered / seconds,
    publishedPerSecond: plan.reduce((sum, entry) => sum + entry.perSecond, 0),
    p50: percentile(50),
    p99: percentile(99),
    max,
    serverCpuPercent: (100 * (after.cpuSeconds - before.cpuSeconds)) / seconds,
    serverRssMb: after.rssMb,
    clientCpuPercent: (clientCpu.user + clientCpu.system) / 10_000 / seconds,
    plan,
  };
}

async function waitForLive(origin: string, wanted: number): Promise<number> {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    const answer = (await fetch(`${origin}/api/sports/matches?view=live&pageSize=200`)
      .then((response) => response.json())
      .catch(() => null)) as { data?: { total: number } } | null;
    if ((answer?.data?.total ?? 0) >= wanted) return answer!.data!.total;
    await sleep(500);
  }
  throw new Error('the engine did not start the seeded matches');
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
  });
}

/** One api process on a fresh database, its live engine playing, measured with the clients. */
async function benchApi(kind: 'postgres' | 'embedded', postgres: string | null, dataDir: string): Promise<{ result: Measurement; live: number; follows: Follow[] }> {
  const schema = kind === 'postgres' ? await createBenchSchema(postgres!) : null;
  const db = schema ? createPostgresDatabase({ connectionString: postgres!, schema: schema.schema }) : createEmbeddedDatabase({ dataDir });
  const follows = await seed(db);
  await db.close();
  const api = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      PORT: String(API_PORT),
      HOST: '127.0.0.1',
      DATABASE_URL: schema ? urlWithSchema(postgres!, schema.schema) : '',
      REDIS_URL: '',
      MATCHDAY_DATA_DIR: dataDir,
      MATCHDAY_ENGINE_HISTORY_DAYS: '0',
      MATCHDAY_ENGINE_FUTURE_DAYS: '1',
      LOG_LEVEL: 'warn',
      // Every bench client comes from this machine's one address.
      MATCHDAY_WS_PER_ADDRESS: String(CLIENTS + 100),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    const live = await waitForLive(`http://127.0.0.1:${API_PORT}`, LIVE);
    return { result: await measure(API_PORT, REALTIME_PATH, follows, api.pid!), live, follows };
  } finally {
    await stop(api);
    await schema?.drop();
  }
}

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'matchday-bench-ws-'));
try {
  console.log(`bench:ws — ${CLIENTS} clients, ${LIVE} seeded live matches, ${WARMUP_SECONDS}s warm-up, ${MEASURE_SECONDS}s measured, ${os.cpus().length} cores`);
  const postgres = await findPostgres();
  const columns: { label: string; result: Measurement }[] = [];
  let plan: { follows: Follow[]; measured: Measurement } | null = null;
  for (const kind of postgres ? (['postgres', 'embedded'] as const) : (['embedded'] as const)) {
    const run = await benchApi(kind, postgres, path.join(workDir, kind));
    console.log(`api (${kind}): the engine was playing ${run.live} live matches`);
    columns.push({ label: `api ${kind === 'postgres' ? 'pg' : 'embedded'}`, result: run.result });
    plan ??= { follows: run.follows, measured: run.result };
  }
  if (!postgres) console.log('api (postgres) not measured: no PostgreSQL server answered (set BENCH_DATABASE_URL)');

  // The baseline sends what the first api run sent: the same channels, rates and sizes.
  const planFile = path.join(workDir, 'plan.json');
  fs.writeFileSync(planFile, JSON.stringify(plan!.measured.plan));
  const bare = fork(path.join(apiDir, 'bench/bareBroadcastServer.ts'), [String(BARE_PORT), planFile], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  try {
    await new Promise<void>((resolve) => bare.once('message', () => resolve()));
    columns.push({ label: 'bare ws', result: await measure(BARE_PORT, '/', plan!.follows, bare.pid!) });
  } finally {
    await stop(bare);
  }

  const rows: [string, (result: Measurement) => number, number][] = [
    ['clients held', (result) => result.clientsHeld, 0],
    ['connect failures', (result) => result.connectFailures, 0],
    ['disconnects while measuring', (result) => result.disconnects, 0],
    ['messages published / s', (result) => result.publishedPerSecond, 1],
    ['messages delivered / s', (result) => result.deliveredPerSecond, 0],
    ['delivery p50 (ms)', (result) => result.p50, 0],
    ['delivery p99 (ms)', (result) => result.p99, 0],
    ['delivery max (ms)', (result) => result.max, 0],
    ['server CPU (% of a core)', (result) => result.serverCpuPercent, 0],
    ['server memory (RSS MB)', (result) => result.serverRssMb, 0],
    ['client CPU (% of a core)', (result) => result.clientCpuPercent, 0],
  ];
  const baseline = columns.at(-1)!.result;
  const apis = columns.slice(0, -1);
  console.log(`${'metric'.padEnd(30)}${columns.map((column) => column.label.padStart(13)).join('')}${apis.map((column) => `${column.label.replace('api ', '')}/bare`.padStart(15)).join('')}`);
  for (const [label, pick, digits] of rows) {
    const ratio = (value: number) => (pick(baseline) === 0 ? (value === 0 ? '—' : '∞') : (value / pick(baseline)).toFixed(2));
    console.log(
      `${label.padEnd(30)}${columns.map((column) => pick(column.result).toFixed(digits).padStart(13)).join('')}${apis.map((column) => ratio(pick(column.result)).padStart(15)).join('')}`,
    );
  }
  for (const column of apis) {
    const met = column.result.clientsHeld >= 10_000 && column.result.p99 < 200;
    console.log(`${column.label}: target (10,000 clients, p99 under 200 ms) ${met ? 'met' : 'NOT met'}`);
  }
} finally {
  fs.rmSync(workDir, { recursive: true, force: true });
}
