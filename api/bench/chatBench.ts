// `npm run bench:chat`: chat fan-out in one live room on one api process. BENCH_CHAT_MEMBERS
// (5,000) members follow `chat:<room>` over websockets; BENCH_CHAT_SPEAKERS signed-in members
// post messages through the http api within the rate limit (a message each 2.5 s), the way fans
// do; every member's receipt of every message is timed from the moment the api published it
// (p50/p99), and from the moment the speaker's request left (end to end, sampled on the members).
// The api runs as its own process on a fresh embedded database without the engine, so the chat
// is all it does.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LIVE_PATHS } from '@matchday/shared/api/lives';
import { pathTo } from '@matchday/shared/api/paths';
import { REALTIME_PATH, channels } from '@matchday/shared/realtime/protocol';
import { createEmbeddedDatabase } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { insertMatch } from '../test/tipsFixtures';
import { connectBenchClient, type BenchSocket } from './benchClient';

const MEMBERS = Number(process.env.BENCH_CHAT_MEMBERS ?? 5000);
const SPEAKERS = Number(process.env.BENCH_CHAT_SPEAKERS ?? 20);
const SECONDS = Number(process.env.BENCH_CHAT_SECONDS ?? 30);
const PORT = 9592;
const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const origin = `http://127.0.0.1:${PORT}`;

// A room with a live: a streamer (with a channel) on a match in progress, written before the api starts.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'matchday-bench-chat-'));
const db = createEmbeddedDatabase({ dataDir });
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

const api = spawn(process.execPath, ['--import', 'tsx', path.join(apiDir, 'src/server.ts')], {
  cwd: apiDir,
  env: {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(PORT),
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
});
process.once('exit', () => api.kill('SIGKILL'));
for (let attempt = 0; ; attempt += 1) {
  if (await fetch(`${origin}/api/health`).then((response) => response.ok, () => false)) break;
  if (attempt > 600) throw new Error('the bench api did not start');
  await sleep(100);
}

const call = async <T>(method: string, url: string, body?: unknown, token?: string): Promise<T> => {
  const response = await fetch(`${origin}${url}`, {
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

// The members.
const publishLatency: number[] = [];
const endToEnd: number[] = [];
const sentAtByText = new Map<string, number>();
let measuring = false;
let delivered = 0;
const sockets: BenchSocket[] = [];
const onText = (buffer: Buffer) => {
  if (!measuring) return;
  const text = buffer.toString('utf8');
  if (!text.startsWith('{"type":"message"')) return;
  const received = Date.now();
  const sentAt = Number(/"sentAt":(\d+)/.exec(text.slice(-40))?.[1]);
  delivered += 1;
  publishLatency.push(received - sentAt);
  if (delivered % 50 === 0) {
    const marker = /bench-(\d+)/.exec(text)?.[0];
    const requested = marker ? sentAtByText.get(marker) : undefined;
    if (requested) endToEnd.push(received - requested);
  }
};
for (let start = 0; start < MEMBERS; start += 250) {
  await Promise.all(
    Array.from({ length: Math.min(250, MEMBERS - start) }, () =>
      new Promise<void>((resolve) => {
        connectBenchClient({
          port: PORT,
          path: REALTIME_PATH,
          onOpen: (socket) => {
            socket.send(JSON.stringify({ type: 'subscribe', channel: channels.chat(roomId) }));
            sockets.push(socket);
            resolve();
          },
          onText,
          onClose: () => undefined,
          onError: () => resolve(),
        });
      }),
    ),
  );
}
await sleep(2000);

// The speakers: one message each 2.5 s (within the five-in-ten-seconds limit), spread out.
measuring = true;
const started = Date.now();
let sent = 0;
let refused = 0;
const speaking = tokens.map(async (token, index) => {
  await sleep((index * 2500) / tokens.length);
  while (Date.now() - started < SECONDS * 1000) {
    const marker = `bench-${(sent += 1)}`;
    sentAtByText.set(marker, Date.now());
    await call('POST', pathTo(LIVE_PATHS.chat, { roomId }), { text: `Goal chance ${marker}` }, token).catch(() => (refused += 1));
    await sleep(2500);
  }
});
await Promise.all(speaking);
await sleep(2000);
measuring = false;
const seconds = (Date.now() - started) / 1000;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};
const held = sockets.filter((socket) => socket.open).length;
console.log(`chat fan-out: ${held} of ${MEMBERS} members in one room on one api process, ${SPEAKERS} speakers, ${seconds.toFixed(0)} s`);
console.log(`  messages sent ${sent} (${refused} refused), deliveries ${delivered} (${(delivered / seconds).toFixed(0)}/s; expected ${(sent - refused) * held})`);
console.log(`  publish -> member: p50 ${percentile(publishLatency, 50)} ms, p99 ${percentile(publishLatency, 99)} ms, max ${publishLatency.reduce((a, b) => Math.max(a, b), 0)} ms`);
console.log(`  speaker's request -> member (sampled): p50 ${percentile(endToEnd, 50)} ms, p99 ${percentile(endToEnd, 99)} ms`);
for (const socket of sockets) socket.close();
api.kill('SIGTERM');
await sleep(500);
fs.rmSync(dataDir, { recursive: true, force: true });
process.exit(0);
