// Where benchmarks find PostgreSQL: BENCH_DATABASE_URL, else TEST_DATABASE_URL, else the local
// server; null when none answers. Each run gets a schema of its own, dropped afterwards.
import crypto from 'node:crypto';
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
