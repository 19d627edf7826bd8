// `npm run bench:ws`: how many websocket clients the api holds while the live engine plays
// every live match, how many messages a second reach them, and how late (p50/p99, from the
// moment the api published to the moment a client read it) — side by side with a bare `ws`
// broadcast server sending the same channels at the same rates and sizes, in the same run —
// and what each client costs the server in memory and CPU, with a projection from them of how
// many clients one process would hold were its open-files limit no object.
//
// The api runs as its own process on a fresh database, seeded with BENCH_WS_LIVE matches that
// kicked off minutes ago (so the load does not depend on the hour). Clients, BENCH_WS_CLIENTS of
// them, each follow a sport's score list and one live match, as a page of the scores remote
// does. One api process holds the websockets its open-files limit leaves room for
// (connectionCap.ts; BENCH_WS_MAX_PER_PROCESS sets it): asked for more, the bench spreads the
// clients over as many processes sharing PostgreSQL and Redis (BENCH_REDIS_URL), as replicas
// do; where it cannot (the embedded database is one process's, or no Redis answers) the clients
// past the cap are refused and counted. The bench's own process holds every client, so it
// measures at most as many as its own limit allows, and says so.
import { fork, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { channels, REALTIME_CLOSE, REALTIME_PATH } from '@matchday/contracts/realtime/protocol';
import { createEmbeddedDatabase, createPostgresDatabase, type Database } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { ConnectionCap, descriptorBudget, readOpenFileLimit } from '../src/domains/realtime/connectionCap';
import { CATALOG } from '../src/domains/sports/catalog/catalog';
import type { PlannedFixture } from '../src/domains/sports/engine/calendar';
import { seededRandom } from '../src/domains/sports/engine/random';
import { insertFixtures, syncCatalog } from '../src/domains/sports/engine/store';
import { connectBenchClient, type BenchSocket } from './benchClient';
import { processStats, stopProcess as stop } from './benchProcesses';
import { histogramPercentile } from './latencyHistogram';
import { createBenchSchema, findPostgres, findRedis, urlWithSchema } from './benchDatabase';

const CLIENTS_ASKED = Number(process.env.BENCH_WS_CLIENTS ?? 10_000);
const LIVE = Number(process.env.BENCH_WS_LIVE ?? 60);
const WARMUP_SECONDS = Number(process.env.BENCH_WS_WARMUP ?? 10);
const MEASURE_SECONDS = Number(process.env.BENCH_WS_SECONDS ?? 30);
/** How long the servers run with no client, for their own CPU and memory before any client's. */
const IDLE_SECONDS = Number(process.env.BENCH_WS_IDLE_SECONDS ?? 5);
/** Websockets per api process (MATCHDAY_WS_MAX_CONNECTIONS); the api's own cap from its limit unless set. */
const MAX_PER_PROCESS = process.env.BENCH_WS_MAX_PER_PROCESS ? Number(process.env.BENCH_WS_MAX_PER_PROCESS) : undefined;
/** The projection's budgets for one process: its event loop is one thread, kept below a full core. */
const PROJECTION_CPU_PERCENT = 80;
const PROJECTION_MEMORY_MB = Number(process.env.BENCH_WS_MEMORY_MB ?? 4096);
const CONNECT_BATCH = 200;
const GOAL_CLIENTS = 19_000;
const API_PORTS_FROM = 9600;
const BARE_PORT = 9591;
/**
 * Descriptors the bench keeps for itself (tsx, seeding the database, the pipes of the processes
 * it starts); its clients get the rest of its open-files limit.
 */
const BENCH_OWN_DESCRIPTORS = 256;
const benchLimit = readOpenFileLimit();
const CLIENTS = Math.min(CLIENTS_ASKED, Math.max(0, benchLimit - BENCH_OWN_DESCRIPTORS));
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
  /** Server processes measured together (the api's replicas). */
  processes: number;
  clientsHeld: number;
  /** Closed by the server as full (`REALTIME_CLOSE.serverFull`) on connecting. */
  refused: number;
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
  /** The servers with no client: their CPU (engine, broker, timers) and memory before any client. */
  idleCpuPercent: number;
  idleRssMb: number;
  /** The bench's own process, where the clients live: near 100 % it would be what limits. */
  clientCpuPercent: number;
  /** Per channel: messages published a second and their average size, for the baseline. */
  plan: { channel: string; perSecond: number; bytes: number }[];
}

/** CPU seconds and memory of the server processes, summed. */
function serversStats(pids: number[]): { cpuSeconds: number; rssMb: number } {
  const stats = pids.map(processStats);
  return { cpuSeconds: stats.reduce((sum, stat) => sum + stat.cpuSeconds, 0), rssMb: stats.reduce((sum, stat) => sum + stat.rssMb, 0) };
}

/**
 * Lets the servers settle (WARMUP_SECONDS) and measures them alone for IDLE_SECONDS, connects
 * the clients (spread over the servers' ports in turn, `batch` at a time), lets them settle,
 * then measures delivery for MEASURE_SECONDS.
 */
async function measure(servers: { port: number; pid: number }[], pathname: string, follows: Follow[], batch = CONNECT_BATCH): Promise<Measurement> {
  const pids = servers.map((server) => server.pid);
  await sleep(WARMUP_SECONDS * 1000);
  const idleBefore = serversStats(pids);
  const idleStarted = Date.now();
  await sleep(IDLE_SECONDS * 1000);
  const idleAfter = serversStats(pids);
  const idleCpuPercent = (100 * (idleAfter.cpuSeconds - idleBefore.cpuSeconds)) / ((Date.now() - idleStarted) / 1000);
  const latencies = new Uint32Array(60_001); // a bucket per millisecond
  let measuring = false;
  let delivered = 0;
  let disconnects = 0;
  let connectFailures = 0;
  let refused = 0;
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
  for (let start = 0; start < CLIENTS; start += batch) {
    await Promise.all(
      Array.from({ length: Math.min(batch, CLIENTS - start) }, (_, offset) => {
        const follow = follows[(start + offset) % follows.length]!;
        return new Promise<void>((resolve) => {
          let opened = false;
          let full = false;
          connectBenchClient({
            port: servers[(start + offset) % servers.length]!.port,
            path: pathname,
            onOpen: (socket) => {
              opened = true;
              socket.send(JSON.stringify({ type: 'subscribe', channel: channels.scores(follow.sport) }));
              socket.send(JSON.stringify({ type: 'subscribe', channel: channels.match(follow.matchId) }));
              sockets.push(socket);
              resolve();
            },
            onText: onMessage,
            onServerClose: (code) => {
              if (code !== REALTIME_CLOSE.serverFull.code) return;
              full = true;
              refused += 1;
            },
            // A socket that fails closes too (after its error): counted here once, however it failed,
            // including one the api cut without a word while it was refusing as many as it holds at once.
            onClose: () => {
              if (!opened) {
                connectFailures += 1;
                resolve();
              } else if (!full) disconnects += 1;
            },
            onError: () => undefined,
          });
        });
      }),
    );
  }
  await sleep(WARMUP_SECONDS * 1000);
  const before = serversStats(pids);
  const clientBefore = process.cpuUsage();
  measuring = true;
  const started = Date.now();
  await sleep(MEASURE_SECONDS * 1000);
  measuring = false;
  const seconds = (Date.now() - started) / 1000;
  const after = serversStats(pids);
  const clientCpu = process.cpuUsage(clientBefore);
  const clientsHeld = sockets.filter((socket) => socket.open).length;
  const disconnectedWhileMeasuring = disconnects;
  for (const socket of sockets) socket.close();

  const percentile = (p: number) => histogramPercentile(latencies, delivered, p);
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
    processes: servers.length,
    clientsHeld,
    refused,
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
    idleCpuPercent,
    idleRssMb: idleAfter.rssMb,
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

/** How many api processes hold the clients, and why no more. */
interface ApiPlan {
  processes: number;
  /** The cap each process was planned with (the processes' own limit decides it: checked once they run). */
  perProcess: number;
  redisUrl: string | null;
  note?: string;
}

function planApis(kind: 'postgres' | 'embedded', redisUrl: string | null): ApiPlan {
  // The api processes inherit the bench's limit (and node raises theirs to the hard limit, as it did the bench's).
  const perProcess = MAX_PER_PROCESS ?? descriptorBudget(benchLimit, kind).maxConnections;
  const wanted = perProcess > 0 ? Math.ceil(CLIENTS / perProcess) : 1;
  if (wanted <= 1) return { processes: 1, perProcess, redisUrl: null };
  if (kind === 'embedded')
    return { processes: 1, perProcess, redisUrl: null, note: `the embedded database is one process's: ${CLIENTS - perProcess} clients past its cap are refused` };
  if (!redisUrl)
    return { processes: 1, perProcess, redisUrl: null, note: `no Redis answered (set BENCH_REDIS_URL) to share channels between processes: ${CLIENTS - perProcess} clients past one process's cap are refused` };
  return { processes: wanted, perProcess, redisUrl };
}

/** The api processes on a fresh database, its live engine playing (in one of them), measured with the clients. */
async function benchApi(
  kind: 'postgres' | 'embedded',
  postgres: string | null,
  redisUrl: string | null,
  dataDir: string,
): Promise<{ result: Measurement; live: number; follows: Follow[]; caps: number[] }> {
  const schema = kind === 'postgres' ? await createBenchSchema(postgres!) : null;
  const db = schema ? createPostgresDatabase({ connectionString: postgres!, schema: schema.schema }) : createEmbeddedDatabase({ dataDir });
  const follows = await seed(db);
  await db.close();
  const plan = planApis(kind, redisUrl);
  if (plan.note) console.log(`api (${kind}): ${plan.note}`);
  const apis = Array.from({ length: plan.processes }, (_, index) =>
    spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: apiDir,
      env: {
        ...process.env,
        PORT: String(API_PORTS_FROM + index),
        HOST: '127.0.0.1',
        DATABASE_URL: schema ? urlWithSchema(postgres!, schema.schema) : '',
        REDIS_URL: plan.redisUrl ?? '',
        MATCHDAY_DATA_DIR: dataDir,
        MATCHDAY_ENGINE_HISTORY_DAYS: '0',
        MATCHDAY_ENGINE_FUTURE_DAYS: '1',
        LOG_LEVEL: 'warn',
        // Every bench client comes from this machine's one address.
        MATCHDAY_WS_PER_ADDRESS: String(CLIENTS + 100),
        ...(MAX_PER_PROCESS === undefined ? {} : { MATCHDAY_WS_MAX_CONNECTIONS: String(MAX_PER_PROCESS) }),
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    }),
  );
  try {
    const live = await waitForLive(`http://127.0.0.1:${API_PORTS_FROM}`, LIVE);
    for (let index = 1; index < apis.length; index += 1) await waitForLive(`http://127.0.0.1:${API_PORTS_FROM + index}`, LIVE);
    // Each process's cap, from the limit it really has (what its connectionCap derived).
    const caps = apis.map(
      (api) =>
        MAX_PER_PROCESS ??
        descriptorBudget(
          readOpenFileLimit({
            procLimits: () => fs.readFileSync(`/proc/${api.pid}/limits`, 'utf8'),
            shell: () => String(benchLimit),
          }),
          kind,
        ).maxConnections,
    );
    const servers = apis.map((api, index) => ({ port: API_PORTS_FROM + index, pid: api.pid! }));
    // Half of what a full process refuses at once with its close code (it cuts the rest without a
    // word), leaving room for the refusals of the batch before whose closes are still under way.
    const batch = Math.min(CONNECT_BATCH, Math.floor(new ConnectionCap(Math.min(...caps)).maxRefusing / 2));
    return { result: await measure(servers, REALTIME_PATH, follows, batch), live, follows, caps };
  } finally {
    await Promise.all(apis.map(stop));
    await schema?.drop();
  }
}

/** Per client, and one process's clients were descriptors no limit: a projection from what was measured. */
function perClient(result: Measurement) {
  const clients = Math.max(1, result.clientsHeld);
  const memoryKb = (1024 * Math.max(0, result.serverRssMb - result.idleRssMb)) / clients;
  const cpuPercent = Math.max(0, result.serverCpuPercent - result.idleCpuPercent) / clients;
  // One process's share of what the servers spent with no client (replicas each run the same timers).
  const idleCpu = result.idleCpuPercent / result.processes;
  const idleMb = result.idleRssMb / result.processes;
  const byCpu = cpuPercent > 0 ? Math.max(0, PROJECTION_CPU_PERCENT - idleCpu) / cpuPercent : Infinity;
  const byMemory = memoryKb > 0 ? (1024 * Math.max(0, PROJECTION_MEMORY_MB - idleMb)) / memoryKb : Infinity;
  return { memoryKb, cpuPerThousand: 1000 * cpuPercent, byCpu, byMemory, projected: Math.min(byCpu, byMemory) };
}

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'matchday-bench-ws-'));
try {
  console.log(
    `bench:ws — ${CLIENTS} clients, ${LIVE} seeded live matches, ${WARMUP_SECONDS}s warm-up then ${IDLE_SECONDS}s measured with no client, ${WARMUP_SECONDS}s warm-up then ${MEASURE_SECONDS}s measured with the clients, ${os.cpus().length} cores`,
  );
  if (CLIENTS < CLIENTS_ASKED)
    console.log(
      `asked for ${CLIENTS_ASKED} clients: this bench holds all of them in its own process, whose open-files limit (${benchLimit}) allows ${CLIENTS}; more needs clients on more processes or machines`,
    );
  const [postgres, redisUrl] = await Promise.all([findPostgres(), findRedis()]);
  const columns: { label: string; result: Measurement }[] = [];
  let plan: { follows: Follow[]; measured: Measurement } | null = null;
  for (const kind of postgres ? (['postgres', 'embedded'] as const) : (['embedded'] as const)) {
    const run = await benchApi(kind, postgres, redisUrl, path.join(workDir, kind));
    console.log(`api (${kind}): ${run.caps.length} process${run.caps.length > 1 ? 'es (sharing Redis)' : ''}, each holding at most ${run.caps.join(', ')} websockets; the engine was playing ${run.live} live matches`);
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
    columns.push({ label: 'bare ws', result: await measure([{ port: BARE_PORT, pid: bare.pid! }], '/', plan!.follows) });
  } finally {
    await stop(bare);
  }

  const rows: [string, (result: Measurement) => number, number][] = [
    ['server processes', (result) => result.processes, 0],
    ['clients held', (result) => result.clientsHeld, 0],
    ['refused (server full)', (result) => result.refused, 0],
    ['connect failures', (result) => result.connectFailures, 0],
    ['disconnects while measuring', (result) => result.disconnects, 0],
    ['messages published / s', (result) => result.publishedPerSecond, 1],
    ['messages delivered / s', (result) => result.deliveredPerSecond, 0],
    ['delivery p50 (ms)', (result) => result.p50, 0],
    ['delivery p99 (ms)', (result) => result.p99, 0],
    ['delivery max (ms)', (result) => result.max, 0],
    ['server CPU (% of a core)', (result) => result.serverCpuPercent, 0],
    ['  of which with no client', (result) => result.idleCpuPercent, 0],
    ['server memory (RSS MB)', (result) => result.serverRssMb, 0],
    ['  of which with no client', (result) => result.idleRssMb, 0],
    ['memory per client (KB)', (result) => perClient(result).memoryKb, 1],
    ['CPU per 1,000 clients (%)', (result) => perClient(result).cpuPerThousand, 2],
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
  console.log(
    `PROJECTION, not measured: clients one process would hold were its open-files limit raised, at this run's message rate, ` +
      `from the memory and CPU per client above (budget ${PROJECTION_MEMORY_MB} MB, BENCH_WS_MEMORY_MB, and ${PROJECTION_CPU_PERCENT} % of a core):`,
  );
  const whole = (value: number) => (Number.isFinite(value) ? Math.round(value).toLocaleString('en') : 'unbounded');
  for (const column of columns) {
    const { byCpu, byMemory, projected } = perClient(column.result);
    const bound = byCpu <= byMemory ? 'CPU' : 'memory';
    console.log(`  ${column.label}: about ${whole(projected)} (${bound}-bound; by CPU ${whole(byCpu)}, by memory ${whole(byMemory)})`);
  }
  if (CLIENTS < 2000) console.log('  (a run of few clients gives a rough projection: their CPU is close to the noise of the servers\' own)');
  // The issue's goal: 19,000 clients on one api process, delivery p99 within 200 ms and no later than a bare ws server's.
  for (const column of apis) {
    const onOne = column.result.processes === 1 && column.result.clientsHeld >= GOAL_CLIENTS;
    const met = onOne && column.result.p99 <= 200 && column.result.p99 <= baseline.p99;
    const tried = CLIENTS >= GOAL_CLIENTS ? (met ? 'met' : 'NOT met') : `not tried with ${CLIENTS} clients`;
    console.log(`${column.label}: goal (${GOAL_CLIENTS.toLocaleString('en')} clients on one process, p99 <= 200 ms and <= bare ws's ${baseline.p99} ms): ${tried}`);
  }
} finally {
  fs.rmSync(workDir, { recursive: true, force: true });
}
