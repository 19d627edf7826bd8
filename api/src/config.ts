// The api's configuration, from the environment. Development defaults work with no settings
// at all; production refuses to start without what production needs.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { validatePhone } from '@matchday/contracts/validation/phone';
import { storageSettingsFrom, type StorageSettings } from '@matchday/storage/storageSettings';
import { pushProblems, pushSettingsFrom, type PushSettings } from './domains/alerts/pushSettings';
import { RATE_LIMITS, type RateLimitOverrides } from './limits/rateLimits';
import { paymentProblems, paymentSettingsFrom, type PaymentSettings } from './payments/paymentSettings';
import { smsProblems, smsSettingsFrom, type SmsSettings } from './sms/smsRouting';
import { CONNECTION_CAPS, descriptorBudget, readOpenFileLimit, type RealtimeCaps } from './domains/realtime/connectionCap';
import { feedPlanFrom, sportsFed, type FeedPlan } from './domains/sports/feeds/feedChoice';
import { feedProblems } from './domains/sports/feeds/feedSources';

export interface ApiConfig {
  host: string;
  port: number;
  production: boolean;
  /** The environment the api serves (MATCHDAY_ENV): whose releases its console reads and changes. */
  environment: string;
  databaseUrl?: string;
  dataDir: string;
  /** Keys the HMAC of verification codes; a leak of the table must not reveal codes. */
  codeSecret: string;
  /** Development SMS sender and payment provider (log + inbox, instant top-up); off in production. */
  developmentServices: boolean;
  /** The RTMP address streamers push to, and the ingest servers' shared secret (none: pushes are refused). */
  ingest: { pushAddress: string; secret?: string };
  /** Demo content named as such (demo experts' plans); off in production, and with MATCHDAY_DEMO_CONTENT=off. */
  demoContent: boolean;
  /**
   * Proxies whose X-Forwarded-For is believed (addresses, CIDR ranges or `loopback`); a client
   * elsewhere cannot pick its own address by writing the header.
   */
  trustedProxies: string[];
  /** Origins of the site allowed to call the api from a browser (CORS); none besides same-origin when empty. */
  siteOrigins: string[];
  logLevel: string;
  /**
   * Changes to the rate limits (limits/rateLimits.ts): the codes per client address, a ceiling in
   * a short window and a daily cap, which the end-to-end tests relax (they all share one address).
   */
  rateLimits: RateLimitOverrides;
  /** MATCHDAY_STAFF_PHONES: phones that get the customer-service role on signing in (the first staff). */
  staffPhones: string[];
  /** Several api processes share realtime channels through this Redis; memory when unset. */
  redisUrl?: string;
  /** SMS providers, their routes and the countries served (sms/smsRouting.ts). */
  sms: SmsSettings;
  /** Payment providers configured (payments/paymentSettings.ts). */
  payments: PaymentSettings;
  /** The site's public origin (MATCHDAY_PUBLIC_URL): providers send fans back to it and notify the api behind it. */
  publicUrl: string;
  /**
   * Websocket connections per client address, per session and in the whole process
   * (MATCHDAY_WS_PER_ADDRESS, MATCHDAY_WS_PER_SESSION, MATCHDAY_WS_MAX_CONNECTIONS). The process's
   * default is its open-files limit less a reserve for the database, Redis, files and HTTP
   * (connectionCap.ts, descriptorBudget): past its descriptors the api's own work would fail.
   */
  realtimeCaps: RealtimeCaps;
  /** Where each sport's matches come from (MATCHDAY_FEED, feeds/feedChoice.ts): the engine, a provider, both, or none. */
  feed: FeedPlan;
  /** MATCHDAY_DEMO_SITE=on: a production site that says it is a demo may run the engine. */
  demoSite: boolean;
  engine: { speed: number; historyDays: number; futureDays: number; tickMs: number };
  /** Where recordings, stills and uploaded images are kept (@matchday/storage: a directory by default, S3 by settings). */
  storage: StorageSettings;
  /** MATCHDAY_RECORDING_RETENTION_DAYS: recordings are trimmed to their videos (or purged) this long after they end. */
  recordingRetentionDays: number;
  /** Catalogue keys the engine plays (all when unset), for demos and small machines. */
  engineCompetitions?: string[];
  /**
   * Web Push for match alerts (domains/alerts/pushSettings.ts): MATCHDAY_VAPID_PUBLIC_KEY,
   * MATCHDAY_VAPID_PRIVATE_KEY, MATCHDAY_VAPID_SUBJECT, MATCHDAY_PUSH_SERVICE_HOSTS. Development
   * without keys makes a pair and keeps it in the database; production without keys has no push.
   */
  push: PushSettings;
}

const numberFrom = (value: string | undefined, fallback: number, name: string, min: number, max: number): number => {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed < min || parsed > max) throw new Error(`${name} must be a number from ${min} to ${max}`);
  return parsed;
};

/** A comma-separated setting; undefined when unset, so a default applies. */
const listFrom = (value: string | undefined): string[] | undefined =>
  value === undefined ? undefined : value.split(',').map((item) => item.trim()).filter(Boolean);

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const production = env.NODE_ENV === 'production' || env.MATCHDAY_ENV === 'production';
  const codeSecret = env.MATCHDAY_CODE_SECRET ?? (production ? '' : 'development-only-code-secret');
  const feed = feedPlanFrom(env.MATCHDAY_FEED);
  const demoSite = env.MATCHDAY_DEMO_SITE === 'on';
  if (!production && feed.problems.length > 0) throw new Error(feed.problems.join('\n'));
  if (production) {
    const engineSports = sportsFed(feed.plan, 'engine');
    // Everything a production api lacks, in one message.
    const problems = [
      ...feed.problems,
      ...feedProblems(feed.plan, env),
      ...(engineSports.length > 0 && !demoSite
        ? [`MATCHDAY_FEED: the engine invents matches (${engineSports.join(', ')}); give each sport a provider (e.g. football:api-sports,basketball:api-sports,esports:pandascore), or set MATCHDAY_DEMO_SITE=on for a demo site`]
        : []),
      ...(codeSecret.length < 32 ? ['MATCHDAY_CODE_SECRET (32+ characters) is required'] : []),
      ...(!env.DATABASE_URL ? ['DATABASE_URL is required'] : []),
      ...paymentProblems(env),
      ...smsProblems(env),
      ...pushProblems(env),
    ];
    if (problems.length > 0) throw new Error(`the api cannot start in production:\n- ${problems.join('\n- ')}`);
  }
  const dataDir = env.MATCHDAY_DATA_DIR ?? path.join(repoRoot, '.data', 'db');
  return {
    // Loopback unless told otherwise: the site's proxy (or a load balancer) is the way in.
    host: env.HOST ?? '127.0.0.1',
    environment: env.MATCHDAY_ENV ?? (production ? 'production' : 'local'),
    port: Number(env.PORT ?? env.MATCHDAY_API_PORT ?? 8090),
    production,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    storage: storageSettingsFrom(env, path.join(dataDir, 'storage')),
    recordingRetentionDays: numberFrom(env.MATCHDAY_RECORDING_RETENTION_DAYS, 7, 'MATCHDAY_RECORDING_RETENTION_DAYS', 0.01, 3650),
    codeSecret,
    developmentServices: !production,
    payments: paymentSettingsFrom(env),
    sms: smsSettingsFrom(env),
    publicUrl: env.MATCHDAY_PUBLIC_URL ?? 'http://localhost:8080',
    demoContent: !production && env.MATCHDAY_DEMO_CONTENT !== 'off',
    ingest: { pushAddress: env.MATCHDAY_RTMP_ADDRESS ?? 'rtmp://127.0.0.1:1935/live', secret: env.MATCHDAY_INGEST_SECRET || undefined },
    trustedProxies: listFrom(env.MATCHDAY_TRUSTED_PROXIES) ?? ['loopback'],
    siteOrigins: (listFrom(env.MATCHDAY_SITE_ORIGINS) ?? []).map((origin) => {
      const url = new URL(origin);
      if (url.origin !== origin.replace(/\/$/, '')) throw new Error(`MATCHDAY_SITE_ORIGINS: ${origin} is not an origin`);
      return url.origin;
    }),
    logLevel: env.LOG_LEVEL ?? 'info',
    rateLimits: {
      // The variable keeps its name from when this rule was one code a minute: it sets the short window (0: off).
      codeBurstPerAddress: {
        windowMs:
          numberFrom(env.MATCHDAY_CODE_ADDRESS_INTERVAL_SECONDS, RATE_LIMITS.codeBurstPerAddress.windowMs / 1000, 'MATCHDAY_CODE_ADDRESS_INTERVAL_SECONDS', 0, 86400) * 1000,
      },
      codesPerAddressPerDay: { max: numberFrom(env.MATCHDAY_CODE_ADDRESS_DAILY_CAP, RATE_LIMITS.codesPerAddressPerDay.max, 'MATCHDAY_CODE_ADDRESS_DAILY_CAP', 1, 1_000_000_000) },
      codesSiteWidePerHour: { max: numberFrom(env.MATCHDAY_SMS_HOURLY_CAP, RATE_LIMITS.codesSiteWidePerHour.max, 'MATCHDAY_SMS_HOURLY_CAP', 1, 1_000_000_000) },
      // Field-data beacons a minute from one address: raise it where many fans share one (a carrier's NAT; the e2e browsers on loopback).
      rumBeaconsPerAddress: { max: numberFrom(env.MATCHDAY_RUM_BEACONS_PER_ADDRESS, RATE_LIMITS.rumBeaconsPerAddress.max, 'MATCHDAY_RUM_BEACONS_PER_ADDRESS', 1, 1_000_000_000) },
    },
    staffPhones: (listFrom(env.MATCHDAY_STAFF_PHONES) ?? []).map((phone) => {
      const checked = validatePhone(phone);
      if (!checked.ok) throw new Error(`MATCHDAY_STAFF_PHONES: ${phone} is not a phone number`);
      return checked.value;
    }),
    redisUrl: env.REDIS_URL || undefined,
    realtimeCaps: {
      perAddress: numberFrom(env.MATCHDAY_WS_PER_ADDRESS, CONNECTION_CAPS.perAddress, 'MATCHDAY_WS_PER_ADDRESS', 1, 10_000_000),
      perSession: numberFrom(env.MATCHDAY_WS_PER_SESSION, CONNECTION_CAPS.perSession, 'MATCHDAY_WS_PER_SESSION', 1, 1000),
      perProcess: Math.floor(
        numberFrom(
          env.MATCHDAY_WS_MAX_CONNECTIONS,
          descriptorBudget(readOpenFileLimit(), env.DATABASE_URL ? 'postgres' : 'embedded').maxConnections,
          'MATCHDAY_WS_MAX_CONNECTIONS',
          0,
          10_000_000,
        ),
      ),
    },
    feed: feed.plan,
    push: pushSettingsFrom(env, production),
    demoSite,
    engineCompetitions: env.MATCHDAY_ENGINE_COMPETITIONS ? env.MATCHDAY_ENGINE_COMPETITIONS.split(',').map((key) => key.trim()).filter(Boolean) : undefined,
    engine: {
      speed: numberFrom(env.MATCHDAY_ENGINE_SPEED, 1, 'MATCHDAY_ENGINE_SPEED', 0.1, 600),
      historyDays: numberFrom(env.MATCHDAY_ENGINE_HISTORY_DAYS, 3, 'MATCHDAY_ENGINE_HISTORY_DAYS', 0, 30),
      futureDays: numberFrom(env.MATCHDAY_ENGINE_FUTURE_DAYS, 7, 'MATCHDAY_ENGINE_FUTURE_DAYS', 1, 30),
      tickMs: numberFrom(env.MATCHDAY_ENGINE_TICK_MS, 1000, 'MATCHDAY_ENGINE_TICK_MS', 100, 60_000),
    },
  };
}
