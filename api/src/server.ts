// Starts the api: configuration, database (migrated), the application, a housekeeping timer,
// and a graceful shutdown that finishes requests in flight before closing the database.
import fs from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { VIEWER_SAMPLE_SECONDS } from '@matchday/contracts/lives/contract';
import { Redis } from 'ioredis';
import { buildApp } from './app';
import { MovableClock, systemClock, type Clock } from './clock';
import { restoreClockOffset } from './domains/dev/devClock';
import { loadConfig } from './config';
import { createDatabase } from './db/database';
import { AlertNotifier, ALERT_SWEEP_MS } from './domains/alerts/notifier';
import { CanaryWatch, canaryPolicy, canaryWatchMs } from './domains/releases/canaryWatch';
import { migrate } from './db/migrate';
import type { ChannelName } from '@matchday/contracts/realtime/protocol';
import { MemoryBroker, type Broker, type Publish } from './domains/realtime/broker';
import { descriptorBudget, readOpenFileLimit } from './domains/realtime/connectionCap';
import { RedisBroker } from './domains/realtime/redisBroker';
import { DemoEditor } from './domains/dev/demoEditor';
import { DemoExperts } from './domains/dev/demoExperts';
import { DemoHistory } from './domains/dev/demoHistory';
import { DemoReplays } from './domains/dev/demoReplays';
import { DemoStreamer } from './domains/dev/demoStreamer';
import { CATALOG } from './domains/sports/catalog/catalog';
import { LiveEngine, type SportsFeed } from './domains/sports/engine/engine';
import { sportsFed } from './domains/sports/feeds/feedChoice';
import { FeedRunner } from './domains/sports/feeds/feedRunner';
import { feedSources } from './domains/sports/feeds/feedSources';
import { DatabaseRateLimiter } from './limits/rateLimiter';
import { RATE_LIMITS, rateLimitRules } from './limits/rateLimits';
import { RedisRateLimiter } from './limits/redisRateLimiter';
import { paymentProviders } from './payments/paymentSettings';
import { DevelopmentSmsSender } from './sms/smsSender';
import { RoutedSmsSender } from './sms/smsRouting';
import { StorageRetention } from './storage/retention';
import { isUnavailable } from './http/unavailable';
import { createObjectStore, describeStorage } from '@matchday/storage/storageSettings';

const config = loadConfig();
const engineSports = sportsFed(config.feed, 'engine');
const unknownCompetitions = (config.engineCompetitions ?? []).filter((key) => !CATALOG.some((competition) => competition.key === key));
if (unknownCompetitions.length > 0) throw new Error(`MATCHDAY_ENGINE_COMPETITIONS: no such competition ${unknownCompetitions.join(', ')}`);
if (!config.databaseUrl) fs.mkdirSync(config.dataDir, { recursive: true });
const db = createDatabase({ DATABASE_URL: config.databaseUrl }, config.dataDir);

/**
 * Runs a start-up step again while something it needs is away (the database restarting as the
 * api starts): the process waits for it instead of exiting.
 */
async function whenReachable<T>(step: string, run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      if (!isUnavailable(error) || attempt >= 60) throw error;
      console.warn(`[api] ${step}: ${error instanceof Error ? error.message : String(error)}; trying again in 2 s`);
      await new Promise((resolve) => setTimeout(resolve, 2000));
    }
  }
}

await whenReachable('migrating the database', () => migrate(db));

// Development's clock can be moved forward (`POST /api/dev/clock`, for the end-to-end tests);
// production's is the system's.
const clock: Clock = config.developmentServices ? new MovableClock() : systemClock;
if (clock instanceof MovableClock) await restoreClockOffset(db, clock);

const broker: Broker = config.redisUrl ? new RedisBroker(config.redisUrl) : new MemoryBroker();
const store = createObjectStore(config.storage);
// The counters every process shares (rate limits, a room's viewers) live in Redis when there is one.
const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 3 }) : null;
// Redis away is not a crash: ioredis reconnects by itself; requests needing it meanwhile are 503s.
redis?.on('error', () => undefined);
const rules = rateLimitRules(RATE_LIMITS, config.rateLimits);
const rateLimiter = redis ? new RedisRateLimiter(redis, rules) : new DatabaseRateLimiter(db, rules);

let log: (message: string) => void = () => undefined;
// Development keeps its instant inbox; production sends through the providers configured for each country.
const routed = new RoutedSmsSender(config.sms, {}, (message) => log(message));
const sms = config.developmentServices ? new DevelopmentSmsSender((message) => log(message)) : routed.configured ? routed : null;
const { app, services, realtime } = await buildApp({
  db,
  clock,
  codeSecret: config.codeSecret,
  sms,
  payments: paymentProviders(config.payments, { development: config.developmentServices, publicUrl: config.publicUrl }),
  publicUrl: config.publicUrl,
  twilioAuthToken: config.sms.twilio?.authToken,
  alibabaReceiptToken: config.sms.alibabaReceiptToken,
  trustedProxies: config.trustedProxies,
  realtimeCaps: config.realtimeCaps,
  siteOrigins: config.siteOrigins,
  rateLimiter,
  staffPhones: config.staffPhones,
  ingest: config.ingest,
  store,
  demoContent: config.demoContent && engineSports.length > 0,
  environment: config.environment,
  push: config.push,
  broker,
  redis: redis ?? undefined,
  logger: { level: config.logLevel },
});
log = (message) => app.log.info(message);
if (!sms) app.log.warn('no SMS provider configured: verification codes cannot be sent');
// The websockets' share of the process's open files (connectionCap.ts); more is the operator's call.
const descriptors = descriptorBudget(readOpenFileLimit(), db.kind);
if (realtime.capacity.maxConnections > descriptors.maxConnections)
  app.log.warn(
    { openFileLimit: descriptors.openFileLimit, reserve: descriptors.reserve, maxConnections: realtime.capacity.maxConnections },
    'MATCHDAY_WS_MAX_CONNECTIONS cuts into the reserve of open files: at that many websockets the database, Redis or files may fail with EMFILE',
  );
// Past this many incoming sockets (websockets, HTTP, refusals) the server closes a new one as it
// comes, so a flood of clients never takes the descriptors of the process's own work.
app.server.maxConnections = Math.max(descriptors.maxIncoming, realtime.capacity.maxConnections + descriptors.maxIncoming - descriptors.maxConnections);

// Cancelled accounts whose cooling-off period is over are deleted, rate-limit events no rule
// counts any more are forgotten, and recordings past their retention trimmed (storage/retention.ts),
// at start and every hour.
const retention = new StorageRetention(db, clock, store, { recordingDays: config.recordingRetentionDays });
const housekeeping = async () => {
  const deleted = await services.accounts.deleteExpiredCancellations().catch((error: unknown) => {
    app.log.error({ err: error }, 'housekeeping failed');
    return 0;
  });
  if (deleted > 0) app.log.info({ deleted }, 'deleted accounts past their cooling-off period');
  await rateLimiter.prune(clock.now()).catch((error: unknown) => app.log.error({ err: error }, 'pruning rate-limit events failed'));
  // Not awaited: an object store that is away must not hold the api's start back.
  void retention
    .sweep()
    .then((swept) => swept.bytesFreed > 0 && app.log.info({ ...swept }, 'storage retention freed space'))
    .catch((error: unknown) => app.log.error({ err: error }, 'storage retention failed'));
};
await housekeeping();
const timer = setInterval(housekeeping, 60 * 60 * 1000);
timer.unref();

// The process answers as soon as it listens, while it still starts its engine and jobs (seconds on
// a fresh embedded database): a signal in that time is kept and honoured once it has started,
// rather than killing it mid-request with the signal's default action.
let started = false;
let pendingSignal: string | null = null;
const onSignal = (signal: string) => {
  if (started) void shutdown(signal);
  else pendingSignal ??= signal;
};
process.on('SIGTERM', () => onSignal('SIGTERM'));
process.on('SIGINT', () => onSignal('SIGINT'));
await app.listen({ host: config.host, port: config.port });
app.log.info(
  {
    database: db.kind,
    realtime: config.redisUrl ? 'redis' : 'memory',
    websockets: { max: realtime.capacity.maxConnections, openFileLimit: descriptors.openFileLimit },
    storage: describeStorage(config.storage),
    production: config.production,
  },
  'api ready',
);

// The live engine plays the sports MATCHDAY_FEED gives it, in one process at a time (a lease in
// the database); every process runs one so another takes over when the player stops. Providers'
// feeds run the same way for their sports, one lease per provider.
const publish: Publish<ChannelName<'scores' | 'match'>> = (channel, data) =>
  void broker.publish(channel, data).catch((error: unknown) => app.log.error({ err: error }, 'realtime publish failed'));
const engineCatalog = CATALOG.filter(
  (competition) => engineSports.includes(competition.sport) && (!config.engineCompetitions || config.engineCompetitions.includes(competition.key)),
);
const feed: SportsFeed | null =
  engineSports.length > 0 ? new LiveEngine({ db, clock, publish, ...config.engine, catalog: engineCatalog, log: app.log }) : null;
await whenReachable('starting the engine', async () => feed?.start());
const sources = feedSources(config.feed, process.env, db, clock, (message) => app.log.warn(message));
const providerFeeds: SportsFeed | null = sources.length > 0 ? new FeedRunner({ db, clock, publish, sources, log: app.log }) : null;
await whenReachable("starting the providers' feeds", async () => providerFeeds?.start());

// Plans settle themselves once their match is over, played here or imported. Every process
// sweeps; settlement is exactly once however many run it at the same moment.
const settle = () => void services.settlement.settleDue().catch((error: unknown) => app.log.error({ err: error }, 'plan settlement failed'));
const settlementTimer = setInterval(settle, 5000);
settlementTimer.unref();

// Development content: demo experts publish on the engine's upcoming matches, and what they would
// have picked on its past days as those are played at a first start (never in production).
const demoExperts = config.demoContent && feed ? new DemoExperts(db, clock, services.plans) : null;
const demoHistory = demoExperts ? new DemoHistory(db, clock, demoExperts, services.plans, services.settlement, services.remarks) : null;
const startedAt = clock.now();
const writeHistory = () =>
  void demoHistory
    ?.write(startedAt)
    .then((history) => history.published > 0 && app.log.info({ history }, "demo experts' history written"))
    .catch((error: unknown) => app.log.error({ err: error }, 'demo history failed'));
const publishDemo = () =>
  void demoExperts
    ?.publish()
    .then((published) => published > 0 && app.log.info({ published }, 'demo experts published plans'))
    .then(writeHistory)
    .catch((error: unknown) => app.log.error({ err: error }, 'demo experts failed'));
const demoTimer = demoExperts ? setInterval(publishDemo, 60_000) : null;
demoTimer?.unref();
publishDemo();
// The engine plays its past days in its first ticks: their history follows closely at first.
const historyTimer = demoHistory ? setInterval(writeHistory, 10_000) : null;
historyTimer?.unref();
setTimeout(() => historyTimer && clearInterval(historyTimer), 3 * 60_000).unref();

// The demo editor's articles about the engine's matches, written once (never in production).
const demoEditor = config.demoContent && feed ? new DemoEditor(db, clock, services.news, services.media) : null;
void demoEditor
  ?.publish()
  .then((articles) => articles.length > 0 && app.log.info({ articles: articles.length }, 'the demo editor published articles'))
  .catch((error: unknown) => app.log.error({ err: error }, 'demo editor failed'));

// The demo streamer goes live on a match in progress whenever the ingest's demo push is on, and
// has lives on past days' matches, with their replays, once the ingest's demo loop is there.
const demoStreamer = config.demoContent && feed ? new DemoStreamer(db, clock, services.lives) : null;
const demoReplays = demoStreamer ? new DemoReplays(db, clock, store, services.videos, demoStreamer) : null;
const keepDemoLive = () =>
  void demoStreamer
    ?.keepLive()
    .then((title) => title && app.log.info({ title }, 'the demo streamer went live'))
    .then(() => demoReplays?.write(startedAt))
    .then((replays) => replays && app.log.info({ replays }, "the demo streamer's past lives written"))
    .catch((error: unknown) => app.log.error({ err: error }, 'demo streamer failed'));
const demoLiveTimer = demoStreamer ? setInterval(keepDemoLive, 10_000) : null;
demoLiveTimer?.unref();

// The viewers of every live are counted for the streamers' data boards.
const sampleViewers = () => void services.programmes.sampleViewers().catch((error: unknown) => app.log.error({ err: error }, 'counting viewers failed'));
const viewerTimer = setInterval(sampleViewers, VIEWER_SAMPLE_SECONDS * 1000);
viewerTimer.unref();

// Matches that finished get their report within seconds (every process sweeps; one report each).
const writeReports = () =>
  void services.news
    .publishDueReports()
    .then((written) => written > 0 && app.log.info({ written }, 'match reports published'))
    .catch((error: unknown) => app.log.error({ err: error }, 'match reports failed'));
const reportTimer = setInterval(writeReports, 5000);
reportTimer.unref();

// Match alerts by Web Push: every process sweeps the new match events each second, one at a time
// (a lease); each fan gets one alert per event (domains/alerts/notifier.ts). Off without VAPID keys in production.
if (!services.alerts.pushOn) app.log.warn('no VAPID keys (MATCHDAY_VAPID_PUBLIC_KEY, MATCHDAY_VAPID_PRIVATE_KEY): match alerts reach open tabs only');
const alertNotifier = new AlertNotifier({ db, clock, alerts: services.alerts, log: app.log });
const sendAlerts = () => void alertNotifier.sweep().catch((error: unknown) => app.log.error({ err: error }, 'match alerts failed'));
const alertTimer = services.alerts.pushOn ? setInterval(sendAlerts, ALERT_SWEEP_MS) : null;
alertTimer?.unref();

// Canaries judged on field data (domains/releases/canaryWatch.ts), one process at a time: a
// canary worse than its stable version is rolled back by itself, its figures in the release's
// note and the audit log. Raw field data past a day, and its roll-ups past 90 days, are pruned with the same timer.
const canaryWatch = new CanaryWatch({
  db,
  clock,
  releases: services.releases,
  figuresFor: (remote, versions, since, until) => services.rum.figuresFor(remote, versions, since, until),
  policy: canaryPolicy(process.env),
  log: (message, details) => app.log.warn(details, message),
});
let lastPrune = 0;
const judgeCanaries = () => {
  void canaryWatch.sweep().catch((error: unknown) => app.log.error({ err: error }, 'judging canaries failed'));
  if (Date.now() - lastPrune < 3_600_000) return;
  lastPrune = Date.now();
  void services.rum.prune().catch((error: unknown) => app.log.error({ err: error }, 'pruning field data failed'));
};
const canaryTimer = setInterval(judgeCanaries, canaryWatchMs(process.env));
canaryTimer.unref();

// Timed bans that are over are lifted; checkouts nobody paid lapse (the fan's top-up says so).
const liftBans = () => {
  void services.moderation.liftExpiredBans().catch((error: unknown) => app.log.error({ err: error }, 'lifting bans failed'));
  void services.topUps.expireCheckouts().catch((error: unknown) => app.log.error({ err: error }, 'expiring checkouts failed'));
};
const banTimer = setInterval(liftBans, 60_000);
banTimer.unref();

// The providers' books against ours every six hours, one process at a time; what differs is kept
// for the console (customer service's money page) and said in the log.
const reconcileMoney = () =>
  void services.moneyOps
    .reconcile()
    .then((report) => report && report.findings.length > 0 && app.log.warn({ findings: report.findings.length }, 'reconciliation found differences: see the console'))
    .catch((error: unknown) => app.log.error({ err: error }, 'reconciliation failed'));
const reconcileTimer = config.developmentServices ? null : setInterval(reconcileMoney, 6 * 60 * 60_000);
reconcileTimer?.unref();

// How this process fares, once a minute in its log (event-loop delay, memory): what an operator
// watches, and what the soak bench (tools/src/cluster/soak.ts) reads.
const loopDelay = monitorEventLoopDelay({ resolution: 10 });
loopDelay.enable();
let refusedBefore = 0;
const vitals = setInterval(() => {
  const { refused } = realtime.capacity;
  app.log.info(
    {
      vitals: {
        eventLoopP99Ms: Number((loopDelay.percentile(99) / 1e6).toFixed(1)),
        eventLoopMaxMs: Number((loopDelay.max / 1e6).toFixed(1)),
        rssMb: Math.round(process.memoryUsage().rss / 1e6),
        sockets: realtime.connectionCount,
        // Upgrades refused in the last minute because the process was full (connectionCap.ts).
        socketsRefused: refused - refusedBefore,
      },
    },
    'vitals',
  );
  refusedBefore = refused;
  loopDelay.reset();
}, 60_000);
vitals.unref();

let closing = false;
const shutdown = async (signal: string) => {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down: finishing requests in flight');
  clearInterval(timer);
  clearInterval(settlementTimer);
  if (demoTimer) clearInterval(demoTimer);
  if (historyTimer) clearInterval(historyTimer);
  if (demoLiveTimer) clearInterval(demoLiveTimer);
  clearInterval(banTimer);
  if (reconcileTimer) clearInterval(reconcileTimer);
  clearInterval(viewerTimer);
  clearInterval(reportTimer);
  if (alertTimer) clearInterval(alertTimer);
  clearInterval(canaryTimer);
  await feed?.stop();
  await providerFeeds?.stop();
  await app.close();
  await broker.close();
  await redis?.quit();
  await db.close();
  process.exit(0);
};
started = true;
if (pendingSignal) void shutdown(pendingSignal);
