// `npm run test:chaos`: faults tried for real on the cluster (cluster.ts, with its own PostgreSQL
// and Redis so they can be stopped), while 500 fans follow live matches on websockets, speakers
// chat in the demo streamer's room, buyers top up and buy with Idempotency-Keys, and a streamer's
// tool pushes through the edge, reconnecting as OBS does. For each fault: the time to recover
// and the counts checked. Exit code 1 when a check fails.
import { signedClipPath } from '@matchday/contracts/videos/contract';
import { parseRecording, recordingKeys } from '@matchday/storage/recordings';
import pg from 'pg';
import { Cluster, clusterStore, LOAD_RUN_API_ENV, type ClusterProcess } from './cluster';
import { CLUSTER_EDGE, CLUSTER_PORTS } from './clusterLayout';
import { call } from './accounts';
import { FanCrowd } from './fans';
import { StreamerTool } from './streamerTool';
import { ChatTraffic, CoinTraffic } from './traffic';

const FANS = Number(process.env.CHAOS_FANS ?? 500);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const results: { fault: string; recoveredMs: number | null; checks: string[]; ok: boolean }[] = [];

async function until(what: string, test: () => Promise<boolean> | boolean, timeoutMs = 60_000, everyMs = 100): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (await Promise.resolve(test()).catch(() => false)) return Date.now() - started;
    if (Date.now() - started > timeoutMs) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    await sleep(everyMs);
  }
}

const cluster = new Cluster({
  ownServices: true,
  fresh: true,
  demoPush: false,
  apiEnv: { ...LOAD_RUN_API_ENV, LOG_LEVEL: 'warn' },
});
const store = clusterStore();

let streamer: StreamerTool | null = null;
let exitCode = 0;
// Interrupted: the cluster's processes go with this one.
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => void cluster.stop().finally(() => process.exit(130)));
try {
  console.log('starting the cluster (own PostgreSQL and Redis, fresh)…');
  await cluster.start();
  const db = new pg.Pool({ connectionString: cluster.postgres!.url, max: 2 });
  db.on('error', () => undefined);

  // The streamer: the demo streamer's live code, pushed through the edge's RTMP balancer.
  const liveCode = (await (await fetch(`${CLUSTER_EDGE}/api/dev/demo-streamer`, { headers: { 'x-ingest-secret': cluster.ingestSecret } })).json()).data.liveCode as string;
  streamer = new StreamerTool(`rtmp://127.0.0.1:${CLUSTER_PORTS.rtmp}/live/${liveCode}`);
  streamer.start();
  let room = '';
  let playback = '';
  await until(
    'the demo live room',
    async () => {
      const lives = await call<{ roomId: string; playbackUrl: string; pushing: boolean }[]>(CLUSTER_EDGE, 'GET', '/api/lives');
      const live = lives.data?.find((candidate) => candidate.pushing);
      if (!live) return false;
      [room, playback] = [live.roomId, live.playbackUrl];
      return (await fetch(`${CLUSTER_EDGE}${playback}`)).ok;
    },
    120_000,
    1000,
  );
  const matches = await call<{ items: { id: string }[] }>(CLUSTER_EDGE, 'GET', '/api/sports/matches?view=live&sport=football');
  const liveMatch = matches.data?.items?.[0]?.id;
  const fans = new FanCrowd(CLUSTER_EDGE, FANS, (index) => [['scores:football', 'scores:basketball', 'scores:esports'][index % 3]!, ...(liveMatch ? [`match:${liveMatch}`] : [])]);
  await fans.start();
  const chat = new ChatTraffic(CLUSTER_EDGE, room, 3);
  const coins = new CoinTraffic(CLUSTER_EDGE, 4);
  await Promise.all([chat.start(), coins.start()]);
  await until('every fan following', () => fans.settled === FANS, 60_000);
  console.log(`load on: ${FANS} fans, 3 speakers in room ${room}, 4 buyers; warming up`);
  await sleep(15_000);

  const record = (fault: string, recoveredMs: number | null, checks: string[], ok: boolean) => {
    results.push({ fault, recoveredMs, checks, ok });
    console.log(`${ok ? 'ok  ' : 'FAIL'} ${fault}: ${recoveredMs === null ? '—' : `${(recoveredMs / 1000).toFixed(1)} s`}  ${checks.join('; ')}`);
  };
  const leader = async () => (await db.query<{ leader: string | null }>('SELECT leader FROM engine_state WHERE id = 1')).rows[0]?.leader ?? null;

  // 1. kill -9 the api process that plays the engine (its id is in its log).
  {
    const before = { ...fans.counts, resumeMs: [...fans.counts.resumeMs] };
    const engineBefore = await leader();
    const { readFileSync } = await import('node:fs');
    const victim: ClusterProcess = engineBefore && readFileSync(`${cluster.logDir}/api-2.log`, 'utf8').includes(engineBefore) ? 'api-2' : 'api-1';
    const sentBefore = chat.counts.sent;
    await cluster.kill(victim);
    // From the kill: first the fans on it notice their socket closed, then all follow again.
    const resumed = await until('fans resumed', () => fans.counts.reconnects > before.reconnects && fans.settled === FANS, 60_000);
    const leaseMoved = await until('engine lease', async () => { const now = await leader(); return now !== null && now !== engineBefore; }, 30_000, 250).catch(() => null);
    await until('chat goes on', () => chat.counts.sent > sentBefore + 3, 30_000);
    const reconnects = fans.counts.reconnects - before.reconnects;
    const slowest = Math.max(0, ...fans.counts.resumeMs.slice(before.resumeMs.length));
    record(`kill -9 ${victim} (the engine's player)`, resumed, [
      `${reconnects} sockets reconnected, all ${FANS} following again (slowest resume ${(slowest / 1000).toFixed(1)} s)`,
      `duplicates ${fans.counts.duplicates}, gaps asked ${fans.counts.gapsAsked}, resyncs ${fans.counts.resyncs - before.resyncs}`,
      `engine lease ${leaseMoved === null ? 'did not move' : `moved to the other process in ${(leaseMoved / 1000).toFixed(1)} s (lease 10 s)`}`,
    ], fans.counts.duplicates === 0 && leaseMoved !== null);
    await cluster.startProcess(victim);
    await cluster.waitHealthy(CLUSTER_PORTS.apis[victim === 'api-1' ? 0 : 1]);
  }

  // 2. restart PostgreSQL.
  {
    await cluster.postgres!.stop();
    const during = await call(CLUSTER_EDGE, 'GET', '/api/coins/packages').catch(() => null);
    const answer = await fetch(`${CLUSTER_EDGE}/api/coins/packages`).catch(() => null);
    await sleep(3000);
    await cluster.postgres!.start();
    const recovered = await until('the api answers from the database again', async () => (await call(CLUSTER_EDGE, 'GET', '/api/coins/packages')).code === 0, 60_000, 200);
    record('restart PostgreSQL (3 s down)', recovered, [
      `while down: ${during?.status ?? 'no answer'} ${answer?.headers.get('retry-after') ? `Retry-After ${answer.headers.get('retry-after')}` : ''} code ${during?.code}`,
      // Nothing half-written: every buyer's balance against its answered requests is checked at the end
      // (and the database itself refuses an unbalanced ledger transaction).
      `recovered ${(recovered / 1000).toFixed(1)} s after the database returned`,
    ], during?.status === 503 && !!answer?.headers.get('retry-after'));
  }

  // 3. stop Redis.
  {
    const resyncsBefore = fans.counts.resyncs;
    const messagesBefore = fans.counts.messages;
    await cluster.redis!.stop();
    await sleep(5000);
    const backAt = Date.now();
    await cluster.redis!.start();
    const flowing = await until('messages flow again', () => fans.counts.messages > messagesBefore + FANS, 60_000, 200);
    await until('fans following again', () => fans.settled === FANS, 60_000).catch((error: Error) => {
      throw new Error(`${error.message}: ${fans.unsettled()}`);
    });
    record('stop Redis (5 s)', Date.now() - backAt, [`messages flow again ${(flowing / 1000).toFixed(1)} s after Redis is back`, `resyncs ${fans.counts.resyncs - resyncsBefore}`, `duplicates ${fans.counts.duplicates}`], fans.counts.duplicates === 0);
  }

  // 4. kill -9 the ingest carrying the push.
  {
    const carrier: ClusterProcess = (await fetch(`http://127.0.0.1:${CLUSTER_PORTS.ingestHls[0]}${playback}`)).ok ? 'ingest-1' : 'ingest-2';
    const segmentsBefore = await (await fetch(`${CLUSTER_EDGE}${playback}`)).text();
    const killedAt = Date.now();
    await cluster.kill(carrier);
    const playing = await until(
      'the room plays again',
      async () => {
        const answer = await fetch(`${CLUSTER_EDGE}${playback}`);
        if (!answer.ok) return false;
        const text = await answer.text();
        const segment = text.split('\n').find((line) => line.endsWith('.ts'));
        return !!segment && !segmentsBefore.includes(segment.split('-')[0]!);
      },
      60_000,
      250,
    );
    const sinceKill = Date.now() - killedAt;
    record(`kill -9 ${carrier} (carrying the push)`, sinceKill, [`the streamer's tool reconnected ${streamer.reconnects} time(s); the room plays from the other ingest ${(sinceKill / 1000).toFixed(1)} s after the kill (goal 10 s; first new playlist seen ${(playing / 1000).toFixed(1)} s after the process was gone)`], sinceKill <= 10_000);
    await cluster.startProcess(carrier);
  }

  // 5. the object store down while the push records.
  {
    const [recording] = (await db.query<{ id: string }>('SELECT id FROM recordings WHERE ended_at IS NULL ORDER BY started_at DESC LIMIT 1')).rows;
    await cluster.stopStore();
    const downAt = Date.now();
    await sleep(15_000);
    await cluster.startStore();
    const backAt = Date.now();
    let continuous = false;
    const caughtUp = await until(
      'the recording caught up',
      async () => {
        const text = await store.get(recordingKeys.playlist(recording!.id));
        if (!text) return false;
        const segments = parseRecording(text.toString()).segments;
        const last = segments.at(-1);
        if (!last || last.startMs < backAt) return false;
        const numbers = segments.map((segment) => Number(segment.name.match(/\d+/)![0]));
        continuous = numbers.every((number, index) => index === 0 || number === numbers[index - 1]! + 1) && segments.some((segment) => segment.startMs > downAt && segment.startMs < backAt);
        return true;
      },
      90_000,
      1000,
    );
    const clip = await signedClipPath(cluster.ingestSecret, recording!.id, downAt, backAt);
    const playlist = await (await fetch(`${CLUSTER_EDGE}${clip}`)).text();
    const uris = playlist.split('\n').filter((line) => line.startsWith('r-'));
    const fetched = await Promise.all(uris.map(async (uri) => (await fetch(`${CLUSTER_EDGE}/hls/rec/${recording!.id}/${uri}`)).status));
    record('object store down 15 s', caughtUp, [
      `recording uploaded through the outage in ${(caughtUp / 1000).toFixed(1)} s after the store returned, segments continuous: ${continuous}`,
      `a clip of the outage plays: ${uris.length} segments, ${fetched.filter((status) => status === 200).length} served`,
    ], continuous && uris.length > 0 && fetched.every((status) => status === 200));
  }

  // The end: stop the load and check what it did.
  const [fanCounts, chatCounts, coinCounts] = [fans.stop(), await chat.stop(), await coins.stop()];
  const checks = [
    `fans: ${fanCounts.messages} messages, ${fanCounts.duplicates} duplicates, ${fanCounts.lost} lost, ${fanCounts.resyncs} resyncs, ${fanCounts.reconnects} reconnects`,
    `chat: ${chatCounts.sent} accepted, ${chatCounts.heard} heard live, ${chatCounts.lost} lost, ${chatCounts.unanswered} with no answer (not counted as accepted)`,
    `coins: ${coinCounts.topUps} top-ups, ${coinCounts.purchases} purchases, ${coinCounts.retries} retries with the same key, ${coinCounts.ledgerMismatches} balances off`,
  ];
  record('whole run', null, checks, fanCounts.duplicates === 0 && fanCounts.lost === 0 && chatCounts.lost === 0 && coinCounts.ledgerMismatches === 0);
  await db.end();
} catch (error) {
  console.error(`chaos run failed: ${error instanceof Error ? error.stack : String(error)}`);
  exitCode = 1;
} finally {
  streamer?.stop();
  await cluster.stop().catch(() => undefined);
  store.close();
}
console.log(`load average ${(await import('node:os')).loadavg().map((value) => value.toFixed(2)).join(' ')}`);
if (results.some((result) => !result.ok)) exitCode = 1;
process.exit(exitCode);
