#!/usr/bin/env node
// `npm run ship -w mfe-<name> [-- --env <name>]`: types, tests and an immutable build of one remote, then how to canary it.
import path from 'node:path';
import { register } from 'tsx/esm/api';

register();
const { ship } = await import('../src/build/ship.ts');
const remote = path.basename(process.cwd()).replace(/^mfe-/, '');
const envAt = process.argv.indexOf('--env');
const environment = envAt > 0 ? process.argv[envAt + 1] : (process.env.MATCHDAY_ENV ?? 'local');
try {
  await ship(remote, environment);
} catch (error) {
  console.error(`ship refused: ${error.message}`);
  process.exitCode = 1;
}
