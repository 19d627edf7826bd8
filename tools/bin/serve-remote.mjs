#!/usr/bin/env node
// `npm run serve -w mfe-<name>`: this remote's builds on its own origin (MATCHDAY_ENV, default local).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const remote = process.argv[2] ?? path.basename(process.cwd()).replace(/^mfe-/, '');
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const result = spawnSync(
  process.execPath,
  ['--import', 'tsx', path.join(root, 'tools/src/serve/serveApp.ts'), '--env', process.env.MATCHDAY_ENV ?? 'local', '--app', remote],
  { stdio: 'inherit', cwd: root },
);
process.exitCode = result.status ?? 1;
