// The api's configuration, from the environment. Development defaults work with no settings
// at all; production refuses to start without what production needs.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CODE_DAILY_PER_ADDRESS, CODE_INTERVAL_SECONDS } from './policy';

export interface ApiConfig {
  host: string;
  port: number;
  production: boolean;
  databaseUrl?: string;
  dataDir: string;
  /** Keys the HMAC of verification codes; a leak of the table must not reveal codes. */
  codeSecret: string;
  /** Development SMS sender and payment provider (log + inbox, instant top-up); off in production. */
  developmentServices: boolean;
  /** Behind a proxy, take the client address from X-Forwarded-For. */
  trustProxy: boolean;
  logLevel: string;
  /** Codes per client address: one a minute and a daily cap (the specification); tests relax them. */
  codeAddressLimits: { intervalSeconds: number; dailyCap: number };
}

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const production = env.NODE_ENV === 'production' || env.MATCHDAY_ENV === 'production';
  const codeSecret = env.MATCHDAY_CODE_SECRET ?? (production ? '' : 'development-only-code-secret');
  if (production && codeSecret.length < 32) throw new Error('MATCHDAY_CODE_SECRET (32+ characters) is required in production');
  if (production && !env.DATABASE_URL) throw new Error('DATABASE_URL is required in production');
  return {
    host: env.HOST ?? '0.0.0.0',
    port: Number(env.PORT ?? env.MATCHDAY_API_PORT ?? 8090),
    production,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.MATCHDAY_DATA_DIR ?? path.join(repoRoot, '.data', 'db'),
    codeSecret,
    developmentServices: !production,
    trustProxy: env.MATCHDAY_TRUST_PROXY === '1',
    logLevel: env.LOG_LEVEL ?? 'info',
    codeAddressLimits: {
      intervalSeconds: Number(env.MATCHDAY_CODE_ADDRESS_INTERVAL_SECONDS ?? CODE_INTERVAL_SECONDS),
      dailyCap: Number(env.MATCHDAY_CODE_ADDRESS_DAILY_CAP ?? CODE_DAILY_PER_ADDRESS),
    },
  };
}
