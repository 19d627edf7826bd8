// The api's tests run on the embedded database always, and again on a PostgreSQL server when
// TEST_DATABASE_URL names one (CI sets it to the server on its machine). Each project's global
// setup migrates one database the test files copy (test/testDatabase.ts).
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

const root = path.dirname(fileURLToPath(import.meta.url));

const project = (kind: 'embedded' | 'postgres') =>
  defineProject({
    root,
    test: {
      name: `api (${kind})`,
      environment: 'node',
      globals: true,
      include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
      // The release console's files: a folder of the tests' own (no release in it unless a test
      // makes one), never the developer's deploy/.
      env: { MATCHDAY_TEST_DB: kind, MATCHDAY_DEPLOY_DIR: path.join(os.tmpdir(), `matchday-api-tests-deploy-${process.pid}`) },
      globalSetup: [path.join(root, `test/globalSetup.${kind}.ts`)],
      testTimeout: 60_000,
      hookTimeout: 120_000,
    },
  });

export const apiProjects = [project('embedded'), ...(process.env.TEST_DATABASE_URL ? [project('postgres')] : [])];
