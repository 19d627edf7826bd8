// A fresh, migrated database for each test file: embedded (from a migrated snapshot kept on disk,
// so each file starts in about a second) or, with MATCHDAY_TEST_DB=postgres, a schema of its
// own on the server named by TEST_DATABASE_URL, dropped afterwards.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createEmbeddedDatabase, createPostgresDatabase, type Database } from '../src/db/database';
import { migrate, migrationsDigest } from '../src/db/migrate';

export const TEST_DATABASE_KIND = process.env.MATCHDAY_TEST_DB === 'postgres' ? 'postgres' : 'embedded';

async function embeddedSnapshot(): Promise<Blob> {
  const file = path.join(os.tmpdir(), `matchday-pglite-${migrationsDigest()}.tar`);
  if (!fs.existsSync(file)) {
    const db = createEmbeddedDatabase();
    await migrate(db);
    const dump = (await (db as unknown as { dump: () => Promise<Blob> }).dump()) as Blob;
    await db.close();
    const scratch = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(scratch, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(scratch, file); // atomic: parallel test files never read half a snapshot
  }
  return new Blob([fs.readFileSync(file)]);
}

export async function createTestDatabase(): Promise<Database> {
  if (TEST_DATABASE_KIND === 'embedded') {
    const db = createEmbeddedDatabase({ loadDataDir: await embeddedSnapshot() });
    await migrate(db); // nothing to do unless the snapshot is older than the migrations
    return db;
  }
  const connectionString = process.env.TEST_DATABASE_URL;
  if (!connectionString) throw new Error('MATCHDAY_TEST_DB=postgres needs TEST_DATABASE_URL');
  const schema = `test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const db = createPostgresDatabase({ connectionString, schema, max: 20 });
  await migrate(db);
  return {
    ...db,
    async close() {
      await db.close();
      const cleanup = new pg.Client({ connectionString });
      await cleanup.connect();
      await cleanup.query(`DROP SCHEMA ${schema} CASCADE`);
      await cleanup.end();
    },
  };
}
