// A fresh, migrated database for each test file, copied from one migrated once per run (the
// migrations are run once, not once per file): embedded, from a snapshot of a migrated PGlite
// data directory kept on disk; with MATCHDAY_TEST_DB=postgres, a database of its own on the
// server named by TEST_DATABASE_URL, made with `CREATE DATABASE … TEMPLATE` from a migrated
// template. `globalSetup.ts` makes both before the test files start; a test file alone (an
// editor's run of one file) makes what is missing itself.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createEmbeddedDatabase, createPostgresDatabase, type Database } from '../src/db/database';
import { migrate, migrationsDigest } from '../src/db/migrate';

export const TEST_DATABASE_KIND = process.env.MATCHDAY_TEST_DB === 'postgres' ? 'postgres' : 'embedded';

/** Test databases of a run are named after it, so the run's teardown drops its own and no other run's. */
export const TEST_RUN_ID = (process.env.MATCHDAY_TEST_RUN_ID ??= `${Math.floor(Date.now() / 1000).toString(36)}${crypto.randomBytes(3).toString('hex')}`);
const TEST_DATABASE_PREFIX = 'matchday_t_';
const TEMPLATE_PREFIX = 'matchday_tpl_';
/** Any number; held while a template is made, so two runs starting together make it once. */
const TEMPLATE_LOCK = 7_242_017;

export const embeddedSnapshotFile = () => path.join(os.tmpdir(), `matchday-pglite-${migrationsDigest()}.tar`);

/** A migrated embedded database's data directory on disk, made once per set of migrations. */
export async function ensureEmbeddedSnapshot(): Promise<string> {
  const file = embeddedSnapshotFile();
  if (fs.existsSync(file)) return file;
  const db = createEmbeddedDatabase();
  await migrate(db);
  await db.exec('CHECKPOINT');
  const dump = (await (db as unknown as { dump: () => Promise<Blob> }).dump()) as Blob;
  await db.close();
  const scratch = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(scratch, Buffer.from(await dump.arrayBuffer()));
  fs.renameSync(scratch, file); // atomic: parallel test files never read half a snapshot
  return file;
}

const serverUrl = (database?: string): string => {
  const connectionString = process.env.TEST_DATABASE_URL;
  if (!connectionString) throw new Error('MATCHDAY_TEST_DB=postgres needs TEST_DATABASE_URL');
  if (!database) return connectionString;
  const url = new URL(connectionString);
  url.pathname = `/${database}`;
  return url.toString();
};

async function withAdmin<T>(work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: serverUrl() });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

export const postgresTemplateName = () => `${TEMPLATE_PREFIX}${migrationsDigest()}`;

/** A migrated template database on the server, made once per set of migrations (and kept for the next run). */
export async function ensurePostgresTemplate(): Promise<string> {
  const template = postgresTemplateName();
  await withAdmin(async (admin) => {
    await admin.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    try {
      const existing = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
      if (existing.rowCount) return;
      // Built under another name and renamed when complete: a crash never leaves half a template.
      const building = `${template}_building`;
      await admin.query(`DROP DATABASE IF EXISTS ${building}`);
      await admin.query(`CREATE DATABASE ${building}`);
      const db = createPostgresDatabase({ connectionString: serverUrl(building), max: 2 });
      await migrate(db);
      await db.close();
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${template}`);
      await admin.query(`ALTER DATABASE ${template} IS_TEMPLATE true`);
      // Templates of older migrations go (one still copied by another run stays: DROP refuses it).
      const stale = await admin.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE $1 AND datname <> $2', [`${TEMPLATE_PREFIX}%`, template]);
      for (const { datname } of stale.rows) {
        await admin.query(`ALTER DATABASE ${datname} IS_TEMPLATE false`).catch(() => undefined);
        await admin.query(`DROP DATABASE ${datname}`).catch(() => undefined);
      }
    } finally {
      await admin.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
    }
  });
  return template;
}

/** Drops this run's test databases, and those of runs that ended without dropping theirs (over a day old). */
export async function dropTestDatabases(runId: string): Promise<number> {
  return withAdmin(async (admin) => {
    const { rows } = await admin.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE $1', [`${TEST_DATABASE_PREFIX}%`]);
    const dayAgo = Math.floor(Date.now() / 1000) - 86_400;
    const ours = rows
      .map((row) => row.datname)
      .filter((name) => {
        const run = name.slice(TEST_DATABASE_PREFIX.length).split('_')[0]!;
        return run === runId || parseInt(run.slice(0, -6), 36) < dayAgo;
      });
    for (const name of ours) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    return ours.length;
  });
}

export async function createTestDatabase(): Promise<Database> {
  if (TEST_DATABASE_KIND === 'embedded') {
    const db = createEmbeddedDatabase({ loadDataDir: new Blob([fs.readFileSync(await ensureEmbeddedSnapshot())]) });
    await migrate(db); // nothing to do unless the snapshot is older than the migrations
    return db;
  }
  const template = await ensurePostgresTemplate();
  const name = `${TEST_DATABASE_PREFIX}${TEST_RUN_ID}_${crypto.randomBytes(4).toString('hex')}`;
  await withAdmin((admin) => admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  const db = createPostgresDatabase({ connectionString: serverUrl(name), max: 20 });
  await migrate(db);
  // Dropped by the run's teardown (a drop waits for a checkpoint: once per run, not per file).
  return db;
}
