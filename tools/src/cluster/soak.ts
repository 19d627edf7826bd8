// `npm run bench:soak`: the cluster under steady load for SOAK_MINUTES (24 by default), with the
// engine at SOAK_ENGINE_SPEED (1 by default: the engine's speed plays each match faster but does
// not move its calendar, so at 60 few matches are live at once and the fans hear little), 1,000 fans on websockets, chat, purchases and the demo stream.
// Every minute: each process's memory, the api processes' event-loop delay (from their own
// once-a-minute "vitals" log line), messages, and the object store's size; at the end a summary
// next to the goals (memory growth after warm-up ≤ 10 %, event-loop p99 ≤ 50 ms, no error in any
// log, no lost or repeated message, storage within its bound) and the load average.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { usageByPrefix } from '@matchday/storage/objectStore';
import { call } from './accounts';
import { Cluster, CLUSTER_PROCESSES, clusterStore, LOAD_RUN_API_ENV, type ClusterProcess } from './cluster';
import { CLUSTER_EDGE } from './clusterLayout';
import { FanCrowd } from './fans';
import { ChatTraffic, CoinTraffic } from './traffic';

const MINUTES = Number(process.env.SOAK_MINUTES ?? 24);
const FANS = Number(process.env.SOAK_FANS ?? 1000);
const WARM_UP_MINUTES = Math.min(3, Math.max(1, Math.floor(MINUTES / 4)));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resident memory of a process and its children (an ingest's ffmpeg), in MB. */
function rssMb(pid: number | undefined): number {
  if (!pid) return 0;
  const read = (id: number): number => {
    try {
      const status = fs.readFileSync(`/proc/${id}/status`, 'utf8');
      const own = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
      const children = fs.readFileSync(`/proc/${id}/task/${id}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
      return own + children.reduce((sum, child) => sum + read(child), 0);
    } catch {
      return 0;
    }
  };
  return Math.round(read(pid));
}

/** The api's last "vitals" line (event-loop delay this minute). */
function vitals(logFile: string): { eventLoopP99Ms: number; eventLoopMaxMs: number } | null {
  try {
    const lines = fs.readFileSync(logFile, 'utf8').trim().split('\n').reverse();
    for (const line of lines) if (line.includes('"vitals"')) return JSON.parse(line).vitals;
  } catch {
    // not written yet
  }
  return null;
}

const cluster = new Cluster({
  ownServices: true,
  fresh: true,
  apiEnv: { ...LOAD_RUN_API_ENV, MATCHDAY_ENGINE_SPEED: process.env.SOAK_ENGINE_SPEED ?? '1', LOG_LEVEL: 'info' },
});
const store = clusterStore();
let exitCode = 0;
// Interrupted: the cluster's processes go with this one.
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => void cluster.stop().finally(() => process.exit(130)));
// The logs are appended to across runs: only what this run writes is read.
const logOffsets = new Map(CLUSTER_PROCESSES.map((name) => {
  const file = path.join(cluster.logDir, `${name}.log`);
  return [name, fs.existsSync(file) ? fs.statSync(file).size : 0];
}));
try {
  await cluster.start();
  let room = '';
  for (let attempt = 0; attempt < 180 && !room; attempt += 1) {
    room = (await call<{ roomId: string; pushing: boolean }[]>(CLUSTER_EDGE, 'GET', '/api/lives')).data?.find((live) => live.pushing)?.roomId ?? '';
    if (!room) await sleep(1000);
  }
  const fans = new FanCrowd(CLUSTER_EDGE, FANS, (index) => [['scores:football', 'scores:basketball', 'scores:esports'][index % 3]!]);
  await fans.start();
  const chat = room ? new ChatTraffic(CLUSTER_EDGE, room, 3) : null;
  const coins = new CoinTraffic(CLUSTER_EDGE, 4);
  await Promise.all([chat?.start(), coins.start()]);
  console.log(`soak: ${MINUTES} min (engine speed ${process.env.SOAK_ENGINE_SPEED ?? '1'}), ${FANS} fans, chat ${room ? `in room ${room}` : 'not run (no live room)'}, 4 buyers, demo push; load average before ${os.loadavg()[0]!.toFixed(2)}`);
  console.log('min  ' + CLUSTER_PROCESSES.map((name) => `${name} MB`.padStart(12)).join('') + '   api p99 ms   messages  store MB');
  const samples: { minute: number; rss: Record<string, number>; p99: number[]; storeMb: number }[] = [];
  for (let minute = 1; minute <= MINUTES; minute += 1) {
    await sleep(60_000);
    const rss = Object.fromEntries(CLUSTER_PROCESSES.map((name) => [name, rssMb(cluster.pid(name))])) as Record<ClusterProcess, number>;
    const p99 = (['api-1', 'api-2'] as const).map((name) => vitals(path.join(cluster.logDir, `${name}.log`))?.eventLoopP99Ms ?? Number.NaN);
    const storeMb = ((usageByPrefix(await store.list('').catch(() => [])).get('rec')?.bytes ?? 0) / 1e6);
    samples.push({ minute, rss, p99, storeMb });
    console.log(
      `${String(minute).padStart(3)}  ${CLUSTER_PROCESSES.map((name) => String(rss[name]).padStart(12)).join('')}   ${p99.map((value) => value.toFixed(1)).join('/').padStart(10)}  ${String(fans.counts.messages).padStart(9)}  ${storeMb.toFixed(1).padStart(8)}`,
    );
  }
  const fanCounts = fans.stop();
  const [chatCounts, coinCounts] = [await chat?.stop(), await coins.stop()];
  const warm = samples.find((sample) => sample.minute === WARM_UP_MINUTES)!;
  const last = samples.at(-1)!;
  const growth = Object.fromEntries(
    (['api-1', 'api-2', 'ingest-1', 'ingest-2', 'shell'] as const).map((name) => [name, warm.rss[name] ? (100 * (last.rss[name]! - warm.rss[name]!)) / warm.rss[name]! : 0]),
  );
  const worstP99 = Math.max(...samples.slice(WARM_UP_MINUTES - 1).flatMap((sample) => sample.p99.filter(Number.isFinite)));
  const errors = CLUSTER_PROCESSES.flatMap((name) => {
    const file = path.join(cluster.logDir, `${name}.log`);
    const text = fs.existsSync(file) ? fs.readFileSync(file).subarray(logOffsets.get(name) ?? 0).toString('utf8') : '';
    return text.split('\n').filter((line) => /"level":(50|60)|\[error\]|\[emerg\]|\[crit\]/.test(line)).map((line) => `${name}: ${line.slice(0, 200)}`);
  });
  // The demo push records ~390 MB an hour; within the retention nothing may be trimmed yet, so
  // the bound is what the push can have written in the run (and not more).
  const storeBound = (390 * MINUTES) / 60 * 1.25;
  console.log('\nsummary (goals in brackets)');
  console.log(`  memory growth after minute ${WARM_UP_MINUTES}: ${Object.entries(growth).map(([name, value]) => `${name} ${value.toFixed(1)} %`).join(', ')} [≤ 10 %]`);
  console.log(`  api event-loop delay p99, worst minute after warm-up: ${worstP99.toFixed(1)} ms [≤ 50 ms]`);
  console.log(`  errors in the logs: ${errors.length} [0]${errors.length ? `\n    ${errors.slice(0, 5).join('\n    ')}` : ''}`);
  console.log(`  fans: ${fanCounts.messages} messages, ${fanCounts.duplicates} duplicates, ${fanCounts.lost} lost, ${fanCounts.resyncs} resyncs [0 lost, 0 repeated]`);
  console.log(`  chat: ${chatCounts ? `${chatCounts.sent} accepted, ${chatCounts.lost} lost` : 'not run'}; coins: ${coinCounts.topUps} top-ups, ${coinCounts.purchases} purchases, ${coinCounts.ledgerMismatches} balances off`);
  console.log(`  object store: ${last.storeMb.toFixed(1)} MB of recordings [≤ ${storeBound.toFixed(0)} MB for ${MINUTES} min of push]`);
  console.log(`  load average: ${os.loadavg().map((value) => value.toFixed(2)).join(' ')}`);
  const ok =
    Object.values(growth).every((value) => value <= 10) && worstP99 <= 50 && errors.length === 0 && fanCounts.duplicates === 0 && fanCounts.lost === 0 && (chatCounts?.lost ?? 0) === 0 && coinCounts.ledgerMismatches === 0 && last.storeMb <= storeBound;
  console.log(ok ? 'soak: every goal met' : 'soak: a goal was missed (above)');
} catch (error) {
  console.error(`soak failed: ${error instanceof Error ? error.stack : String(error)}`);
  exitCode = 1;
} finally {
  await cluster.stop().catch(() => undefined);
  store.close();
}
process.exit(exitCode);
