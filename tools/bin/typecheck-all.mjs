#!/usr/bin/env node
// Type-checks every workspace with its own tsconfig.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const workspaces = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).workspaces;
let failed = false;
for (const workspace of workspaces) {
  if (!fs.existsSync(path.join(root, workspace, 'tsconfig.json'))) continue;
  const result = spawnSync(path.join(root, 'node_modules/.bin/tsc'), ['-p', path.join(workspace, 'tsconfig.json'), '--noEmit'], {
    cwd: root,
    stdio: 'inherit',
  });
  console.log(`typecheck ${workspace}: ${result.status === 0 ? 'ok' : 'FAILED'}`);
  if (result.status !== 0) failed = true;
}
process.exitCode = failed ? 1 : 0;
