#!/usr/bin/env node
// `npm run test:e2e`: builds the whole site into a fresh folder of its own (never the
// developer's deploy/), then runs the Playwright suite against it in Debian's Chromium.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const deployDir = path.join(root, '.e2e-deploy');
fs.rmSync(deployDir, { recursive: true, force: true });
const env = { ...process.env, MATCHDAY_DEPLOY_DIR: deployDir };

const run = (command, args, cwd = root) => {
  const result = spawnSync(command, args, { cwd, env, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};
run(process.execPath, [path.join(root, 'tools/bin/build-all.mjs')]);
run(path.join(root, 'node_modules/.bin/playwright'), ['test', ...process.argv.slice(2)], path.join(root, 'e2e'));
