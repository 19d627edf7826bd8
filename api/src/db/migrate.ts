// Versioned migrations (`migrations/NNN_name.sql`), applied in order at start, each in its own
// transaction, recorded in schema_migrations. An advisory lock lets several api processes start
// at once against one server without applying a migration twice.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './database';

export const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../migrations');
const LOCK_ID = 7_242_001;

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export function readMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return fs
    .readdirSync(dir)
    .filter((file) => /^\d{3}_[\w-]+\.sql$/.test(file))
    .sort()
    .map((file) => ({ version: Number(file.slice(0, 3)), name: file.slice(4, -4), sql: fs.readFileSync(path.join(dir, file), 'utf8') }));
}

/** Changes when any migration changes; names test snapshots of a migrated database. */
export function migrationsDigest(migrations = readMigrations()): string {
  const hash = crypto.createHash('sha256');
  for (const migration of migrations) hash.update(`${migration.version}:${migration.sql}`);
  return hash.digest('hex').slice(0, 16);
}

export async function migrate(db: Database, migrations = readMigrations()): Promise<number[]> {
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [LOCK_ID]);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`);
  });
  const applied: number[] = [];
  for (const migration of migrations) {
    const ran = await db.transaction(async (tx) => {
      // Held until commit: a second process waits here, then sees the migration done.
      await tx.query('SELECT pg_advisory_xact_lock($1)', [LOCK_ID]);
      const done = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [migration.version]);
      if (done.length > 0) return false;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [migration.version, migration.name]);
      return true;
    });
    if (ran) applied.push(migration.version);
  }
  return applied;
}
