// The composed site, built and served as in production (each remote on its own origin), in
// Debian's Chromium. Tests run one at a time: some stop servers or change the release.
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tools/src/browser/chromium';
import { E2E_SHELL } from './support/site';

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: './test-results',
  globalSetup: './support/globalSetup.ts',
  globalTeardown: './support/globalTeardown.ts',
  use: {
    baseURL: E2E_SHELL,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
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
