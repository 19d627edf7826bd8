// `npm run bench:chat`: chat fan-out in one live room. BENCH_CHAT_MEMBERS (5,000) members
// follow `chat:<room>` over websockets; BENCH_CHAT_SPEAKERS signed-in members post messages
// through the http api within the rate limit (a message each 2.5 s), the way fans do; every
// member's receipt of every message is counted and timed from the moment the api published it
// (p50/p99), and from the moment the speaker's request left (end to end, sampled).
//
// The api runs without the engine, so the chat is all it does. A room larger than one process
// holds (its open-files limit less its reserve, connectionCap.ts) is spread over as many api
// processes on PostgreSQL sharing Redis, as replicas are in production, with speakers posting
// to each in turn; the members are held by processes of their own (chatMembers.ts), as many as
// their limits need. Without PostgreSQL and Redis the room is one embedded process's, and the
// members past its cap are refused and said so.
import { fork, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LIVE_PATHS } from '@matchday/contracts/lives/contract';
import { pathTo } from '@matchday/contracts/http/paths';
import { channels } from '@matchday/contracts/realtime/protocol';
import { createEmbeddedDatabase, createPostgresDatabase } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { descriptorBudget, readOpenFileLimit } from '../src/domains/realtime/connectionCap';
import { insertMatch } from '../test/tipsFixtures';
import type { MembersMessage, MembersTask } from './chatMembers';
import { createBenchSchema, findPostgres, findRedis, urlWithSchema } from './benchDatabase';
import { processStats, stopProcess } from './benchProcesses';
import { histogramPercentile } from './latencyHistogram';

const MEMBERS = Number(process.env.BENCH_CHAT_MEMBERS ?? 5000);
const SPEAKERS = Number(process.env.BENCH_CHAT_SPEAKERS ?? 20);
const SECONDS = Number(process.env.BENCH_CHAT_SECONDS ?? 30);
const PORTS_FROM = 9592;
/** Descriptors a members process keeps for itself (tsx, its pipe to the bench); its members get the rest. */
const MEMBERS_OWN_DESCRIPTORS = 256;
const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// The processes: members' holders and api processes inherit this process's limit (raised to the hard one).
const limit = readOpenFileLimit();
const MEMBERS_PER_PROCESS = Math.max(1, limit - MEMBERS_OWN_DESCRIPTORS);
const [postgres, redisUrl] = await Promise.all([findPostgres(), findRedis()]);
const kind = postgres ? 'postgres' : 'embedded';
const perApi = descriptorBudget(limit, kind).maxConnections;
const wantedApis = Math.max(1, Math.ceil(MEMBERS / perApi));
const apiCount = kind === 'postgres' && redisUrl ? wantedApis : 1;
const note =
  wantedApis > apiCount
    ? `${MEMBERS - perApi} members past one process's cap (${perApi}) are refused: ${kind === 'embedded' ? 'no PostgreSQL answered (BENCH_DATABASE_URL)' : 'no Redis answered (BENCH_REDIS_URL)'} to spread the room`
    : null;
const ports = Array.from({ length: apiCount }, (_, index) => PORTS_FROM + index);

// A room with a live: a streamer (with a channel) on a match in progress, written before the api starts.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'matchday-bench-chat-'));
const schema = postgres ? await createBenchSchema(postgres) : null;
const db = schema ? createPostgresDatabase({ connectionString: postgres!, schema: schema.schema }) : createEmbeddedDatabase({ dataDir });
await migrate(db);
const now = new Date();
const matchId = await insertMatch(db, now, { startsIn: -600 });
await db.query("UPDATE matches SET status = 'live' WHERE id = $1", [matchId]);
const [streamer] = await db.query<{ id: string }>(
  "INSERT INTO users (username, roles, invite_code, created_at) VALUES ('Bench streamer', '{user,streamer}', 'BENCHSTR', $1) RETURNING id::text AS id",
  [now],
);
const roomId = streamer!.id;
await db.query("INSERT INTO streamer_channels (user_id, live_code, stream_id, created_at) VALUES ($1, 'live_bench', 'benchstream', $2)", [roomId, now]);
await db.query("INSERT INTO lives (streamer_id, match_id, title, started_at) VALUES ($1, $2, 'Bench live', $3)", [roomId, matchId, now]);
await db.close();

const apis = ports.map((port) =>
  spawn(process.execPath, ['--import', 'tsx', path.join(apiDir, 'src/server.ts')], {
    cwd: apiDir,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: schema ? urlWithSchema(postgres!, schema.schema) : '',
      REDIS_URL: apiCount > 1 ? redisUrl! : '',
      MATCHDAY_DATA_DIR: dataDir,
      MATCHDAY_FEED: 'none',
      MATCHDAY_DEMO_CONTENT: 'off',
      MATCHDAY_CODE_ADDRESS_INTERVAL_SECONDS: '0',
      MATCHDAY_CODE_ADDRESS_DAILY_CAP: '100000',
      // Every member connects from this machine's one address.
      MATCHDAY_WS_PER_ADDRESS: String(MEMBERS + 100),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  }),
);
process.once('exit', () => apis.forEach((api) => api.kill('SIGKILL')));
for (const port of ports)
  for (let attempt = 0; ; attempt += 1) {
    if (await fetch(`http://127.0.0.1:${port}/api/health`).then((response) => response.ok, () => false)) break;
    if (attempt > 600) throw new Error('the bench api did not start');
    await sleep(100);
  }

const call = async <T>(method: string, url: string, body?: unknown, token?: string, port = PORTS_FROM): Promise<T> => {
  const response = await fetch(`http://127.0.0.1:${port}${url}`, {
    method,
    headers: { 'Content-Type': 'application/json', lan: 'en_US', ...(token ? { token } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json()) as { code: number; data: T; msg?: string };
  if (answer.code !== 0) throw new Error(`${method} ${url}: ${answer.msg}`);
  return answer.data;
};
const tokens: string[] = [];
for (let index = 0; index < SPEAKERS; index += 1) {
  const phone = `+8613${String(600000000 + index).padStart(9, '0')}`;
  await call('POST', '/api/auth/codes', { phone });
  const { messages } = await call<{ messages: { code: string }[] }>('GET', `/api/dev/sms?phone=${encodeURIComponent(phone)}`);
  tokens.push((await call<{ token: string }>('POST', '/api/auth/sign-in', { phone, code: messages[0]!.code })).token);
}

// The members, held by processes of their own (a process holds no more sockets than its limit).
const MEMBER_PROCESSES = Math.ceil(MEMBERS / MEMBERS_PER_PROCESS);
const membersEach = Math.ceil(MEMBERS / MEMBER_PROCESSES);
const holders = Array.from({ length: MEMBER_PROCESSES }, () =>
  fork(path.join(apiDir, 'bench/chatMembers.ts'), [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] }),
);
process.once('exit', () => holders.forEach((holder) => holder.kill('SIGKILL')));
const reply = <T extends MembersMessage['type']>(holder: ChildProcess, type: T) =>
  new Promise<Extract<MembersMessage, { type: T }>>((resolve) => {
    const listen = (message: MembersMessage) => {
      if (message.type !== type) return;
      holder.off('message', listen);
      resolve(message as Extract<MembersMessage, { type: T }>);
    };
    holder.on('message', listen);
  });
const ready = await Promise.all(
  holders.map((holder, index) => {
    const firstMember = index * membersEach;
    const task: MembersTask = { ports, members: Math.min(membersEach, MEMBERS - firstMember), firstMember, channel: channels.chat(roomId) };
    const answer = reply(holder, 'ready');
    holder.send({ type: 'start', task });
    return answer;
  }),
);
const held = ready.reduce((sum, answer) => sum + answer.held, 0);
await sleep(2000);
for (const holder of holders) holder.send({ type: 'measure' });
await sleep(500);

// The speakers: one message each 2.5 s (within the five-in-ten-seconds limit), spread out.
const sentAtByText = new Map<string, number>();
const cpuSeconds = (children: ChildProcess[]) => children.reduce((sum, child) => sum + processStats(child.pid!).cpuSeconds, 0);
const cpuBefore = { apis: cpuSeconds(apis), members: cpuSeconds(holders) };
const started = Date.now();
let sent = 0;
let refused = 0;
const speaking = tokens.map(async (token, index) => {
  await sleep((index * 2500) / tokens.length);
  while (Date.now() - started < SECONDS * 1000) {
    const marker = `bench-${(sent += 1)}`;
    sentAtByText.set(marker, Date.now());
    await call('POST', pathTo(LIVE_PATHS.chat, { roomId }), { text: `Goal chance ${marker}` }, token, ports[index % ports.length]).catch(() => (refused += 1));
    await sleep(2500);
  }
});
await Promise.all(speaking);
await sleep(2000);
const seconds = (Date.now() - started) / 1000;
const cpuPercent = {
  apis: (100 * (cpuSeconds(apis) - cpuBefore.apis)) / seconds,
  members: (100 * (cpuSeconds(holders) - cpuBefore.members)) / seconds,
};
const reports = await Promise.all(
  holders.map((holder) => {
    const answer = reply(holder, 'report');
    holder.send({ type: 'report' });
    return answer;
  }),
);

const histogram = new Array<number>(reports[0]!.histogram.length).fill(0);
for (const report of reports) report.histogram.forEach((count, ms) => (histogram[ms]! += count));
const delivered = reports.reduce((sum, report) => sum + report.delivered, 0);
const heldAtEnd = reports.reduce((sum, report) => sum + report.held, 0);
const endToEnd = reports.flatMap((report) => report.samples.flatMap(([marker, received]) => (sentAtByText.has(marker) ? [received - sentAtByText.get(marker)!] : [])));
const fromHistogram = (p: number) => histogramPercentile(histogram, delivered, p);
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};
const expected = (sent - refused) * held;
const p99 = fromHistogram(99);
console.log(
  `chat fan-out: ${held} of ${MEMBERS} members in one room (${ports.length} api process${ports.length > 1 ? 'es sharing Redis' : ''} on ${kind}, ` +
    `${MEMBER_PROCESSES} member process${MEMBER_PROCESSES > 1 ? 'es' : ''}), ${SPEAKERS} speakers, ${seconds.toFixed(0)} s, ${os.cpus().length} cores, load average ${os.loadavg().map((value) => value.toFixed(2)).join(' ')}`,
);
if (note) console.log(`  ${note}`);
console.log(`  messages sent ${sent} (${refused} refused), deliveries ${delivered} of ${expected} expected (${(delivered / seconds).toFixed(0)}/s), members still held at the end ${heldAtEnd}`);
console.log(`  publish -> member: p50 ${fromHistogram(50)} ms, p99 ${p99} ms, max ${histogram.findLastIndex((count) => count > 0)} ms`);
console.log(`  speaker's request -> member (sampled): p50 ${percentile(endToEnd, 50)} ms, p99 ${percentile(endToEnd, 99)} ms`);
// On a small machine the members' processes share the cores with the api's: their CPU says how much.
console.log(`  CPU while measuring (% of a core): api processes ${cpuPercent.apis.toFixed(0)}, member processes ${cpuPercent.members.toFixed(0)}, of ${os.cpus().length * 100}`);
const met = held >= 20_000 && delivered === expected && p99 <= 250;
console.log(`  goal (20,000 members, 20 speakers, every delivery made, p99 <= 250 ms): ${met ? 'met' : MEMBERS < 20_000 ? `not tried with ${MEMBERS} members` : 'NOT met'}`);
await Promise.all([...apis, ...holders].map(stopProcess));
await schema?.drop();
fs.rmSync(dataDir, { recursive: true, force: true });
process.exit(0);
