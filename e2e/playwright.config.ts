// The composed site, built and served as in production (each remote on its own origin), in
// Debian's Chromium. Two projects: the fan's site, a test per core at a time; then, whatever its
// result (a teardown project always runs), the operators' and the clock's tests one at a time,
// alone (they stop servers, change the release or move the api's clock,
// which would disturb a test beside them).
import os from 'node:os';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from '../tools/src/browser/chromium';
import { E2E_SHELL } from './support/site';

/** Tests that change what every other test relies on; they run after the others, one at a time. */
const ALONE = /(mountFaults|federation|editor|alertsGoal|canary|versionSkew)\.spec\.ts$/;

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  // A browser per core (at most four): the servers are one prebuilt site all workers share.
  workers: Number(process.env.E2E_WORKERS ?? Math.min(4, os.availableParallelism())),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: './test-results/report.json' }]],
  outputDir: './test-results',
  globalSetup: './support/globalSetup.ts',
  globalTeardown: './support/globalTeardown.ts',
  use: {
    baseURL: E2E_SHELL,
    launchOptions: { executablePath: TEST_CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: false },
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'site', testIgnore: ALONE, teardown: 'alone' },
    { name: 'alone', testMatch: ALONE, workers: 1, fullyParallel: false },
  ],
  webServer: {
    command: 'node --import tsx tools/src/serve/site.ts --env e2e',
    cwd: '..',
    // Ready when the api answers through the shell's origin (it migrates its database first).
    url: `${E2E_SHELL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
