// The api's tests run on PostgreSQL, production's database, when TEST_DATABASE_URL names a server
// (CI sets it to the one on its machine); on the embedded database (PGlite) run those whose SQL
// or behaviour differs there — migrations and functions, locks and concurrency, JSON, keyset
// paging, full-text, the embedded database's own folder — rather than every test twice. Without
// a PostgreSQL server every test runs on the embedded database. Each project's global setup
// migrates one database the test files copy (test/testDatabase.ts).
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

const root = path.dirname(fileURLToPath(import.meta.url));
const ALL = ['test/**/*.test.ts', 'src/**/*.test.ts'];

/** The tests run on the embedded database too when PostgreSQL is there, with why. */
export const EMBEDDED_TOO: Record<string, string> = {
  'src/db/database.test.ts': 'the database layer itself: transactions, retries, after-commit hooks',
  'src/db/jobLeases.test.ts': 'leases are row locks and timestamps',
  'src/limits/rateLimiter.test.ts': 'the database limiter counts under concurrency',
  'test/server.test.ts': 'the api process on its embedded database',
  'test/service.test.ts': 'the embedded database keeps its data in a folder across a restart',
  'test/realtimeDescriptorLimit.test.ts': 'the open-files budget differs by database (connections, the data folder)',
  'test/coins.test.ts': 'the ledger: database functions, locks, the balance CHECK',
  'test/purchases.test.ts': 'a purchase is one PL/pgSQL statement under locks',
  'test/tips.test.ts': 'settlement: row locks, batched refunds through the ledger function',
  'test/paymentNotices.test.ts': 'idempotency functions, held notices (JSON)',
  'test/ledgerOwnership.test.ts': 'reads the migrations as the database would run them',
  'test/keyset.test.ts': 'keyset paging compares row values',
  'test/search.test.ts': 'full-text: pg_trgm similarity',
  'test/sports.test.ts': 'match lists: window counts, lateral joins, days in the viewer’s time zone, in SQL',
  'test/feedWriter.test.ts': 'the facts writer: JSON feed facts, upserts, identity',
  'test/feedHandover.test.ts': 'a feed lease handed over: locks and fencing',
  'test/demoConcurrency.test.ts': 'two writers at once: conflicts and locks',
};

const project = (kind: 'embedded' | 'postgres', include: string[]) =>
  defineProject({
    root,
    test: {
      name: `api (${kind})`,
      environment: 'node',
      globals: true,
      include,
      // The release console's files: a folder of the tests' own (no release in it unless a test
      // makes one), never the developer's deploy/.
      env: { MATCHDAY_TEST_DB: kind, MATCHDAY_DEPLOY_DIR: path.join(os.tmpdir(), `matchday-api-tests-deploy-${process.pid}`) },
      globalSetup: [path.join(root, `test/globalSetup.${kind}.ts`)],
      testTimeout: 60_000,
      hookTimeout: 120_000,
    },
  });

/**
 * The site's own clients (the browser runtime) against a listening api, on the database the api's
 * tests use first: kept in e2e/clientApi so the api's package depends on the contracts alone.
 */
const clientApiProject = () => {
  const kind = process.env.TEST_DATABASE_URL ? 'postgres' : 'embedded';
  return defineProject({
    root: path.join(root, '../e2e'),
    test: {
      name: 'site client against the api',
      environment: 'node',
      globals: true,
      include: ['clientApi/**/*.test.ts'],
      env: { MATCHDAY_TEST_DB: kind, MATCHDAY_DEPLOY_DIR: path.join(os.tmpdir(), `matchday-client-tests-deploy-${process.pid}`) },
      globalSetup: [path.join(root, `test/globalSetup.${kind}.ts`)],
      testTimeout: 60_000,
      hookTimeout: 120_000,
    },
  });
};

export const apiProjects = process.env.TEST_DATABASE_URL ? [project('postgres', ALL), project('embedded', Object.keys(EMBEDDED_TOO))] : [project('embedded', ALL)];
export const clientAgainstApiProjects = [clientApiProject()];
