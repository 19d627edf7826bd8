// Where benchmarks find PostgreSQL: BENCH_DATABASE_URL, else TEST_DATABASE_URL, else the local
// server; null when none answers. Each run gets a schema of its own, dropped afterwards. And
// the Redis that api processes of one run share.
import crypto from 'node:crypto';
import { Redis } from 'ioredis';
import pg from 'pg';

export async function findPostgres(): Promise<string | null> {
  const candidates = [process.env.BENCH_DATABASE_URL, process.env.TEST_DATABASE_URL, 'postgres://root@127.0.0.1:5432/test'].filter(Boolean) as string[];
  for (const url of candidates) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
    try {
      await client.connect();
      await client.end();
      return url;
    } catch {
      await client.end().catch(() => undefined);
    }
  }
  return null;
}

export async function createBenchSchema(url: string): Promise<{ schema: string; drop: () => Promise<void> }> {
  const schema = `bench_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  return {
    schema,
    async drop() {
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`DROP SCHEMA ${schema} CASCADE`);
      await cleanup.end();
    },
  };
}

/** The same server with its search path set to the schema (for a process given only a URL). */
export function urlWithSchema(url: string, schema: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
}

/**
 * Redis for api processes that share the load: BENCH_REDIS_URL, else database 12 of the test or
 * local server (the bench's own, so its channels and numbers meet no one else's); null when none answers.
 */
export async function findRedis(): Promise<string | null> {
  const local = new URL(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379');
  local.pathname = '/12';
  const url = process.env.BENCH_REDIS_URL ?? local.toString();
  const redis = new Redis(url, { lazyConnect: true, connectTimeout: 2000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    await redis.ping();
    return url;
  } catch {
    return null;
  } finally {
    redis.disconnect();
  }
}
