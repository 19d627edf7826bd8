// The api speaks PostgreSQL everywhere: to a real server when DATABASE_URL is set, otherwise
// to an embedded PostgreSQL (PGlite) whose data lives in a folder and survives restarts.
// Domains see one small interface, so their SQL runs unchanged on both.
import crypto from 'node:crypto';
import { EventEmitter } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';

export interface QueryOptions {
  /**
   * A statement of a hot path (every request's session lookup, a purchase): parsed and planned
   * once per connection where the database keeps prepared statements (PostgreSQL), each time
   * elsewhere (the embedded database).
   */
  prepared?: boolean;
}

export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[], options?: QueryOptions): Promise<T[]>;
  /** Several statements, no parameters (migrations). */
  exec(sql: string): Promise<void>;
  /**
   * Runs `callback` once the surrounding transaction has committed (never if it rolls back);
   * outside a transaction, at once. For announcing what the transaction changed.
   */
  afterCommit?(callback: () => void): void;
  /**
   * Runs `callback` when the surrounding transaction rolls back (each attempt of a retried one),
   * before `transaction()` settles; never if it commits. For undoing what the transaction did
   * outside the database (events counted in Redis).
   */
  afterRollback?(callback: () => unknown): void;
  /** Domain events of this database (committed changes), e.g. `balance` (userId, balance). */
  readonly events?: EventEmitter;
}

/** Gives a transaction's queries an after-commit and an after-rollback list, run by `commit()` and `rollback()`. */
function withOutcomeHooks(target: Queryable): { tx: Queryable; commit: () => void; rollback: () => Promise<void> } {
  const committed: (() => void)[] = [];
  const rolledBack: (() => unknown)[] = [];
  return {
    tx: { ...target, afterCommit: (callback) => committed.push(callback), afterRollback: (callback) => rolledBack.push(callback) },
    commit: () => {
      for (const callback of committed) {
        try {
          callback();
        } catch (error) {
          console.error('after-commit callback failed', error);
        }
      }
    },
    // Awaited, so whoever sees the transaction fail sees what it did elsewhere undone; a failing
    // callback is logged and the transaction's own error stands.
    rollback: async () => {
      for (const callback of rolledBack) {
        try {
          await callback();
        } catch (error) {
          console.error('after-rollback callback failed', error);
        }
      }
    },
  };
}

export interface Database extends Queryable {
  readonly kind: 'embedded' | 'postgres';
  readonly events: EventEmitter;
  /**
   * Runs `work` in one transaction: all of it is written, or none of it. Transactions that
   * lose a serialisation race or a deadlock are run again.
   */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

const RETRYABLE = new Set(['40001', '40P01']); // serialization_failure, deadlock_detected

/** Prepared statements are named after their text, so one name never stands for two statements. */
const preparedNames = new Map<string, string>();
function preparedName(sql: string): string {
  let name = preparedNames.get(sql);
  if (!name) preparedNames.set(sql, (name = `matchday_${crypto.createHash('sha256').update(sql).digest('hex').slice(0, 24)}`));
  return name;
}

/**
 * The embedded database is one process's: a second process opening the same folder would
 * corrupt it. A pid file claims the folder; a claim by a process that is gone is taken over.
 */
function claimDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'matchday.pid');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(fs.readFileSync(file, 'utf8'));
      if (owner && isAlive(owner))
        throw new Error(`the embedded database in ${dataDir} is in use by process ${owner}; stop it first (several processes need DATABASE_URL)`);
      fs.rmSync(file, { force: true });
    }
  }
  throw new Error(`cannot claim ${dataDir}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** How long the embedded database may run statements before the process answers what waits (ms). */
const EMBEDDED_SLICE_MS = 10;

/**
 * PGlite runs each statement synchronously on this thread and resolves its promise at once, so a
 * loop of awaited statements (the engine catching up on a first start, the match reports) is one
 * chain of microtasks: no request, timer or socket was served until it ended — 19 s on a fresh
 * start. Before a statement, once a slice has been used, this lets the event loop turn once.
 */
function letInputThrough(sliceMs = EMBEDDED_SLICE_MS): () => Promise<void> {
  let sliceStart = performance.now();
  return async () => {
    if (performance.now() - sliceStart < sliceMs) return;
    await new Promise((resolve) => setImmediate(resolve));
    sliceStart = performance.now();
  };
}

export function createEmbeddedDatabase(options: { dataDir?: string; loadDataDir?: Blob } = {}): Database {
  const release = options.dataDir ? claimDataDir(options.dataDir) : () => undefined;
  // The extensions the migrations create (027: pg_trgm for the site search) must be loaded with
  // every database, a copy of a migrated one (the tests' snapshots) included.
  const db = new PGlite({ dataDir: options.dataDir, loadDataDir: options.loadDataDir, extensions: { pg_trgm } });
  const events = new EventEmitter();
  const breathe = letInputThrough();
  const wrap = (target: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    events,
    async query<T>(sql: string, params: unknown[] = []) {
      await breathe();
      return (await target.query<T>(sql, params)).rows;
    },
    async exec(sql: string) {
      await breathe();
      await target.exec(sql);
    },
  });
  return {
    kind: 'embedded',
    events,
    ...wrap(db),
    // PGlite has one connection: a transaction holds it, so transactions never interleave.
    async transaction(work) {
      const attempt: { hooks?: ReturnType<typeof withOutcomeHooks> } = {};
      const result = await db
        .transaction((inner) => {
          attempt.hooks = withOutcomeHooks(wrap(inner));
          return work(attempt.hooks.tx);
        })
        .catch(async (error: unknown) => {
          await attempt.hooks?.rollback();
          throw error;
        });
      attempt.hooks?.commit();
      return result;
    },
    close: async () => {
      await db.close();
      release();
    },
    // Test helper: snapshot of the data directory.
    ...({ dump: () => db.dumpDataDir('none') } as object),
  };
}

/** Connections an api process's pool opens at most (the realtime cap keeps descriptors for them). */
export const POSTGRES_POOL_SIZE = 10;

export function createPostgresDatabase(options: { connectionString: string; schema?: string; max?: number }): Database {
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.max ?? POSTGRES_POOL_SIZE,
    // A schema per test suite keeps suites apart on one server.
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  });
  // An idle connection the server closed (a restart, a failover) is dropped from the pool, not a
  // crash: the next query opens a new one, so the api recovers by itself when the server is back.
  pool.on('error', () => undefined);
  // bigint columns (coins) come back as numbers; balances stay far below 2^53.
  pg.types.setTypeParser(20, (value) => Number(value));
  const events = new EventEmitter();
  const wrap = (client: pg.Pool | pg.PoolClient): Queryable => ({
    events,
    async query<T>(sql: string, params: unknown[] = [], options: QueryOptions = {}) {
      const result = options.prepared ? await client.query({ name: preparedName(sql), text: sql, values: params }) : await client.query(sql, params);
      return result.rows as T[];
    },
    async exec(sql: string) {
      await client.query(sql);
    },
  });
  return {
    kind: 'postgres',
    events,
    ...wrap(pool),
    async transaction(work) {
      for (let attempt = 1; ; attempt += 1) {
        const client = await pool.connect();
        let broken: Error | undefined;
        // The server going away mid-transaction is an 'error' on this client; the query in flight
        // fails with it too, which is what the caller hears (unheard, the event would end the process).
        const onError = (error: Error) => (broken = error);
        client.on('error', onError);
        const scoped = withOutcomeHooks(wrap(client));
        try {
          await client.query('BEGIN');
          const result = await work(scoped.tx);
          await client.query('COMMIT');
          scoped.commit();
          return result;
        } catch (error) {
          // A connection that cannot even roll back is gone (the server went away): it is not reused.
          await client.query('ROLLBACK').catch((rollbackError: Error) => (broken = rollbackError));
          await scoped.rollback();
          if (attempt < 5 && RETRYABLE.has((error as { code?: string }).code ?? '')) continue;
          throw error;
        } finally {
          client.off('error', onError);
          client.release(broken);
        }
      }
    },
    close: () => pool.end(),
  };
}

/**
 * One statement that is a transaction of its own (a database function doing a request's work),
 * run again when it loses a serialisation race or a deadlock, as `transaction()` runs its work:
 * a statement that failed changed nothing.
 */
export async function statementWithRetries<T>(db: Queryable, sql: string, params: unknown[], options?: QueryOptions): Promise<T[]> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.query<T>(sql, params, options);
    } catch (error) {
      if (attempt < 5 && RETRYABLE.has((error as { code?: string }).code ?? '')) continue;
      throw error;
    }
  }
}

/** Embedded unless DATABASE_URL names a server. */
export function createDatabase(env: { DATABASE_URL?: string; MATCHDAY_DATA_DIR?: string }, dataDir: string): Database {
  if (env.DATABASE_URL) return createPostgresDatabase({ connectionString: env.DATABASE_URL });
  return createEmbeddedDatabase({ dataDir: env.MATCHDAY_DATA_DIR ?? dataDir });
}
