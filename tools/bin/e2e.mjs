#!/usr/bin/env node
// `npm run test:e2e`: builds the whole site into a fresh folder of its own (never the
// developer's deploy/), then runs the Playwright suite against it in Debian's Chromium.
// `--build-only` stops after the build; `--no-build` runs the suite on the last build (`npm test`
// times the two apart). Other arguments go to Playwright.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const deployDir = path.join(root, '.e2e-deploy');
const args = process.argv.slice(2);
const buildOnly = args.includes('--build-only');
const noBuild = args.includes('--no-build');
const playwrightArgs = args.filter((arg) => arg !== '--build-only' && arg !== '--no-build');
const env = { ...process.env, MATCHDAY_DEPLOY_DIR: deployDir };

const run = (command, commandArgs, cwd = root) => {
  const result = spawnSync(command, commandArgs, { cwd, env, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};
if (!noBuild) {
  fs.rmSync(deployDir, { recursive: true, force: true });
  run(process.execPath, [path.join(root, 'tools/bin/build-all.mjs')]);
}
if (!buildOnly) run(path.join(root, 'node_modules/.bin/playwright'), ['test', ...playwrightArgs], path.join(root, 'e2e'));
