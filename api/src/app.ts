// The api as a fastify application: one plugin per domain under /api, every answer in the
// envelope, every refusal translated from the `lan` header, every fault logged and hidden.
import type { Redis } from 'ioredis';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Clock } from './clock';
import type { Database } from './db/database';
import { accountsRoutes } from './domains/accounts/routes';
import { DEVELOPMENT_PUSH, type PushSettings } from './domains/alerts/pushSettings';
import { alertsRoutes } from './domains/alerts/routes';
import { AlertsService } from './domains/alerts/service';
import { AccountsService } from './domains/accounts/service';
import { coinsRoutes } from './domains/coins/routes';
import { commentsRoutes } from './domains/comments/routes';
import { CommentsService } from './domains/comments/service';
import { CoinPackagesService } from './domains/coins/packages';
import { moneyOpsRoutes } from './domains/coins/moneyOpsRoutes';
import { MoneyOpsService } from './domains/coins/moneyOps';
import { paymentRoutes } from './domains/coins/paymentRoutes';
import { RefundsService } from './domains/coins/refunds';
import { smsRoutes } from './domains/accounts/smsRoutes';
import { CoinsService } from './domains/coins/service';
import { TopUpsService } from './domains/coins/topUps';
import { DemoStreamer, demoStreamerRoutes } from './domains/dev/demoStreamer';
import { releasesRoutes } from './domains/releases/routes';
import { rumRoutes } from './domains/rum/routes';
import { RumService } from './domains/rum/service';
import { ReleasesService } from './domains/releases/service';
import { devRoutes } from './domains/dev/routes';
import { favouritesRoutes } from './domains/favourites/routes';
import { FavouritesService } from './domains/favourites/service';
import { feedbackRoutes } from './domains/feedback/routes';
import { FeedbackService } from './domains/feedback/service';
import { healthRoutes } from './domains/health/routes';
import { ChatService } from './domains/lives/chat';
import { ProgrammesService } from './domains/lives/programmes';
import { livesRoutes } from './domains/lives/routes';
import { LivesService } from './domains/lives/service';
import { crestsRoutes } from './domains/crests/routes';
import { ProviderImages } from './domains/crests/providerImages';
import { CrestsService } from './domains/crests/service';
import { mediaRoutes } from './domains/media/routes';
import { MediaService } from './domains/media/service';
import type { ObjectStore } from '@matchday/storage/objectStore';
import { isUnavailable, UNAVAILABLE_RETRY_AFTER_SECONDS } from './http/unavailable';
import { moderationRoutes } from './domains/moderation/routes';
import { newsRoutes } from './domains/news/routes';
import { NewsService } from './domains/news/service';
import { ModerationService } from './domains/moderation/service';
import { opsRoutes } from './domains/ops/routes';
import { OpsService } from './domains/ops/service';
import { expertsRoutes } from './domains/experts/routes';
import { RemarksService } from './domains/experts/remarks';
import { ExpertsService } from './domains/experts/service';
import { BlindBoxService } from './domains/plans/blindBox';
import { plansRoutes } from './domains/plans/routes';
import { attachRealtime } from './domains/realtime/attachRealtime';
import { searchRoutes } from './domains/search/routes';
import { SearchService } from './domains/search/service';
import { MemoryBroker, type Broker, type Publish, type Redact } from './domains/realtime/broker';
import type { RealtimeCaps } from './domains/realtime/connectionCap';
import type { RealtimeServer } from './domains/realtime/realtimeServer';
import { SharedViewerCounts } from './domains/realtime/viewerCounts';
import { sportsRoutes } from './domains/sports/routes';
import { SportsReadService } from './domains/sports/service';
import { PlansService } from './domains/plans/service';
import { SettlementService } from './domains/plans/settlement';
import { streamersRoutes } from './domains/streamers/routes';
import { VideosService } from './domains/videos/service';
import { videosRoutes } from './domains/videos/routes';
import { StreamersService } from './domains/streamers/service';
import { channels } from '@matchday/contracts/realtime/protocol';
import { Refusal } from './http/envelope';
import { bodyErrorMessage, clientErrorHandler, frameworkErrors, refuseWhileClosing, rejectUncleanUrls } from './http/hardening';
import { registerSecurityHeaders } from './http/securityHeaders';
import type { Inputs } from './http/route';
import { languageOf, translate } from './i18n/messages';
import { DatabaseRateLimiter, type RateLimiter } from './limits/rateLimiter';
import type { PaymentProvider } from './payments/paymentProvider';
import { DevelopmentSmsSender, type SmsSender } from './sms/smsSender';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
  }
}

export interface AppDependencies {
  db: Database;
  clock: Clock;
  codeSecret: string;
  sms: SmsSender | null;
  /** Who takes money for top-ups (none: the shop is closed). */
  payments: readonly PaymentProvider[];
  /** Twilio's auth token, to check its delivery callbacks (none: they are refused). */
  twilioAuthToken?: string;
  /** The secret Alibaba Cloud's SMS delivery receipts carry (ALIBABA_SMS_RECEIPT_TOKEN). */
  alibabaReceiptToken?: string;
  /** Where the operators hear of trouble (a code not sent, codes near their ceiling); the app's log unless given. */
  notices?: (message: string, details: Record<string, unknown>) => void;
  /** The site's public origin: providers send fans back to it (and notify the api behind it). */
  publicUrl?: string;
  /** Proxies whose X-Forwarded-For is believed (proxy-addr terms: addresses, CIDRs, `loopback`); none when unset. */
  trustedProxies?: string[];
  /** Browser origins allowed to call the api (CORS); same-origin only when unset. */
  siteOrigins?: string[];
  /** Where the rate limits count (their rules, with this deployment's overrides); the database and the table as it is unless given. */
  rateLimiter?: RateLimiter;
  /** Phones given the customer-service role when they sign in by code (the operators' first staff). */
  staffPhones?: string[];
  /** Websocket connections one address, one session and the process may hold (see connectionCap.ts); its defaults unless given. */
  realtimeCaps?: Partial<RealtimeCaps>;
  /** Where realtime messages are numbered and shared; memory (one process) unless given (Redis). */
  broker?: Broker;
  /** Where uploaded images are kept (a directory or S3: @matchday/storage). */
  store: ObjectStore;
  /** The Redis the api processes share: a room's viewers are summed there; counted on this process unless given. */
  redis?: Redis;
  /** The RTMP address streamers push to; the ingest servers' shared secret (none: no ingest). */
  ingest?: { pushAddress: string; secret?: string };
  /** Development content (demo streamer); never in production. */
  demoContent?: boolean;
  /** Web Push for match alerts (VAPID keys, push services); development's (keys made and kept in the database) unless given. */
  push?: PushSettings;
  /** The environment whose releases the console reads and changes (MATCHDAY_ENV; `local` unless given). */
  environment?: string;
  /** How long a match list answer is reused (ms); tests that move the clock use 0. */
  listCacheMs?: number;
  /** false for silence; otherwise pino options (level, and a stream in tests). */
  logger?: false | { level: string; stream?: { write: (line: string) => void } };
}

export interface Services {
  accounts: AccountsService;
  coins: CoinsService;
  topUps: TopUpsService;
  coinPackages: CoinPackagesService;
  refunds: RefundsService;
  moneyOps: MoneyOpsService;
  plans: PlansService;
  settlement: SettlementService;
  blindBox: BlindBoxService;
  experts: ExpertsService;
  remarks: RemarksService;
  streamers: StreamersService;
  lives: LivesService;
  programmes: ProgrammesService;
  chat: ChatService;
  moderation: ModerationService;
  news: NewsService;
  media: MediaService;
  crests: CrestsService;
  comments: CommentsService;
  ops: OpsService;
  sports: SportsReadService;
  feedback: FeedbackService;
  favourites: FavouritesService;
  videos: VideosService;
  search: SearchService;
  alerts: AlertsService;
  releases: ReleasesService;
  rum: RumService;
}

/** A route of the api and what it declares it reads (the fuzz tests drive every one). */
export interface RouteEntry {
  method: string;
  url: string;
  inputs: Inputs;
  /** Runs a guard (authentication, roles) before the handler. */
  guarded: boolean;
}

/** How the services reach the realtime side: publishing, and a room's viewers (on every process when they share Redis). */
export interface RealtimeLinks {
  publish: Publish;
  /** Takes kept messages out of replays (a deleted chat message). */
  redact: Redact;
  viewers: (roomId: string) => Promise<number>;
}

export function createServices(deps: AppDependencies, realtime: RealtimeLinks = { publish: () => undefined, redact: async () => 0, viewers: async () => 0 }): Services {
  const limiter = deps.rateLimiter ?? new DatabaseRateLimiter(deps.db);
  const accounts = new AccountsService(deps.db, deps.clock, deps.sms, deps.codeSecret, limiter, deps.staffPhones, deps.notices);
  const plans = new PlansService(deps.db, deps.clock);
  const sports = new SportsReadService(deps.db, deps.clock, deps.listCacheMs);
  const videos = new VideosService(deps.db, deps.ingest?.secret);
  const lives = new LivesService(deps.db, deps.clock, {
    pushAddress: deps.ingest?.pushAddress ?? '',
    viewers: realtime.viewers,
    publish: realtime.publish,
    onLiveEnded: (tx, liveId) => videos.keepReplays(tx, liveId),
  });
  const moderation = new ModerationService(deps.db, deps.clock, accounts, { endLive: (userId, tx) => lives.end(userId, 'banned', tx) });
  const topUps = new TopUpsService(deps.db, deps.clock, deps.payments, deps.publicUrl ?? 'http://localhost:8080');
  return {
    lives,
    programmes: new ProgrammesService(deps.db, deps.clock, realtime.viewers),
    moderation,
    chat: new ChatService(deps.db, deps.clock, moderation, realtime.publish, realtime.redact, limiter),
    accounts,
    coins: new CoinsService(deps.db, deps.clock),
    topUps,
    coinPackages: new CoinPackagesService(deps.db, deps.clock),
    refunds: new RefundsService(deps.db, deps.clock, topUps),
    moneyOps: new MoneyOpsService(deps.db, deps.clock, deps.payments),
    plans,
    settlement: new SettlementService(deps.db, deps.clock),
    blindBox: new BlindBoxService(deps.db, deps.clock, (planId, viewerId) => plans.get(planId, viewerId)),
    experts: new ExpertsService(deps.db, deps.clock),
    remarks: new RemarksService(deps.db, deps.clock),
    streamers: new StreamersService(deps.db, deps.clock),
    ops: new OpsService(deps.db, accounts, deps.clock),
    sports,
    news: new NewsService(deps.db, deps.clock, sports),
    media: new MediaService(deps.db, deps.clock, deps.store),
    crests: new CrestsService(deps.db, new ProviderImages(deps.store, deps.clock), accounts),
    comments: new CommentsService(deps.db, deps.clock, moderation, limiter),
    feedback: new FeedbackService(deps.db, deps.clock, limiter),
    favourites: new FavouritesService(deps.db, deps.clock),
    videos,
    search: new SearchService(deps.db, deps.clock, limiter),
    alerts: new AlertsService(deps.db, deps.clock, deps.push ?? DEVELOPMENT_PUSH),
    releases: new ReleasesService(deps.db, deps.clock, deps.environment ?? 'local'),
    rum: new RumService(deps.db, deps.clock, limiter),
  };
}

export async function buildApp(
  deps: AppDependencies,
): Promise<{ app: FastifyInstance; services: Services; broker: Broker; realtime: RealtimeServer; routes: RouteEntry[] }> {
  const app = Fastify({
    logger:
      deps.logger === false
        ? false
        : {
            level: 'info',
            ...deps.logger,
            // Tokens and cookies never reach the log (passwords and codes are never logged at all).
            redact: ['req.headers.token', 'req.headers.authorization', 'req.headers.cookie'],
          },
    trustProxy: deps.trustedProxies && deps.trustedProxies.length > 0 ? deps.trustedProxies : false,
    bodyLimit: 64 * 1024,
    frameworkErrors,
    clientErrorHandler,
    // Answered in the envelope instead (refuseWhileClosing).
    return503OnClosing: false,
  });
  rejectUncleanUrls(app);
  refuseWhileClosing(app);
  // Requests are JSON (or a file upload): a body in any other type is refused, not half-read.
  app.removeContentTypeParser('text/plain');
  const routes: RouteEntry[] = [];
  app.addHook('onRoute', (options) => {
    for (const method of [options.method].flat()) {
      if (method === 'HEAD') continue; // fastify's own twin of every GET
      routes.push({ method, url: options.url, inputs: options.config?.inputs ?? {}, guarded: Boolean(options.preHandler) });
    }
  });
  app.decorate('db', deps.db);
  app.decorateRequest('user', null);
  await app.register(multipart);
  const broker = deps.broker ?? new MemoryBroker();
  let realtime: RealtimeServer | null = null;
  let viewerCounts: SharedViewerCounts | null = null;
  const services = createServices({ notices: (message, details) => app.log.warn(details, message), ...deps }, {
    publish: (channel, data) => void broker.publish(channel, data).catch((error: unknown) => app.log.error({ err: error }, 'realtime publish failed')),
    redact: (channel, test, replacement) => broker.redact(channel, test, replacement),
    viewers: async (roomId) => {
      const channel = channels.chat(roomId);
      if (!viewerCounts) return realtime?.viewerCount(channel) ?? 0;
      return viewerCounts.count(channel).catch((error: unknown) => {
        // Redis away: this process's viewers are better than no answer.
        app.log.warn({ err: error }, 'counting viewers in Redis failed');
        return realtime?.viewerCount(channel) ?? 0;
      });
    },
  });
  realtime = attachRealtime(app, {
    broker,
    db: deps.db,
    accounts: services.accounts,
    clock: deps.clock,
    secret: deps.codeSecret,
    trustedProxies: deps.trustedProxies,
    caps: deps.realtimeCaps,
    onViewersChanged: (channel) => viewerCounts?.changed(channel),
  });
  if (deps.redis) {
    const counts = (viewerCounts = new SharedViewerCounts(deps.redis, realtime, { log: app.log }));
    // After the realtime server's own preClose (its sockets closing): this process's viewers leave the count at once.
    app.addHook('preClose', () => counts.close());
  }

  app.setErrorHandler((error, request, reply) => {
    const language = languageOf(request.headers.lan);
    if (error instanceof Refusal)
      return reply.status(error.status).send({ code: error.code, msg: translate(error.messageKey, language, error.values) });
    // fastify's own refusals: malformed JSON, wrong content type, body too large.
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500)
      return reply.status(status).send({ code: 3000, msg: translate(bodyErrorMessage(error as { code?: string; statusCode?: number }), language) });
    if (isUnavailable(error)) {
      request.log.warn({ err: error }, 'request failed: a service the api needs is away');
      return reply
        .status(503)
        .header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS))
        .send({ code: -1, msg: translate('api.unavailable', language) });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ code: -1, msg: translate('errors.systemException', language) });
  });
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({ code: 3000, msg: translate('api.notFound', languageOf(request.headers.lan)) }),
  );

  // After the error handler: the CORS preflight route must answer its refusals in the envelope too.
  await registerSecurityHeaders(app, deps.siteOrigins ?? []);
  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(accountsRoutes, services);
      await api.register(coinsRoutes, services);
      await api.register(paymentRoutes, services);
      await api.register(moneyOpsRoutes, services);
      await api.register(smsRoutes, { ...services, twilioAuthToken: deps.twilioAuthToken, alibabaReceiptToken: deps.alibabaReceiptToken, publicUrl: deps.publicUrl ?? 'http://localhost:8080' });
      await api.register(plansRoutes, services);
      await api.register(expertsRoutes, services);
      await api.register(streamersRoutes, services);
      await api.register(opsRoutes, services);
      await api.register(livesRoutes, { ...services, ingestSecret: deps.ingest?.secret });
      await api.register(moderationRoutes, services);
      await api.register(newsRoutes, services);
      await api.register(mediaRoutes, services);
      await api.register(commentsRoutes, services);
      await api.register(videosRoutes, services);
      await api.register(sportsRoutes, services);
      await api.register(crestsRoutes, services);
      await api.register(feedbackRoutes, services);
      await api.register(favouritesRoutes, services);
      await api.register(searchRoutes, services);
      await api.register(alertsRoutes, services);
      await api.register(releasesRoutes, services);
      await api.register(rumRoutes, services);
      if (deps.sms instanceof DevelopmentSmsSender) await api.register(devRoutes, { sms: deps.sms, clock: deps.clock });
      if (deps.sms instanceof DevelopmentSmsSender && deps.demoContent)
        await api.register(demoStreamerRoutes, { demo: new DemoStreamer(deps.db, deps.clock, services.lives), ingestSecret: deps.ingest?.secret });
    },
    { prefix: '/api' },
  );
  return { app, services, broker, realtime: realtime!, routes };
}
