// Once per run, before the PostgreSQL project's files start: the migrated template every file's
// database is copied from; after the run, this run's test databases are dropped (a drop waits
// for a checkpoint, so once per run rather than once per file).
import { dropTestDatabases, ensurePostgresTemplate, TEST_RUN_ID } from './testDatabase';

export default async function setup(): Promise<() => Promise<void>> {
  await ensurePostgresTemplate();
  return async () => {
    await dropTestDatabases(TEST_RUN_ID);
  };
}
