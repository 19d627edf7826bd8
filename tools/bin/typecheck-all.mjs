#!/usr/bin/env node
// Type-checks every workspace with its own tsconfig, one per core at a time (each `tsc` is a
// single thread); a workspace's output is printed whole when it is done.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const workspaces = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).workspaces.filter((workspace) =>
  fs.existsSync(path.join(root, workspace, 'tsconfig.json')),
);

const check = (workspace) =>
  new Promise((resolve) => {
    const child = spawn(path.join(root, 'node_modules/.bin/tsc'), ['-p', path.join(workspace, 'tsconfig.json'), '--noEmit'], { cwd: root });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      if (output) process.stdout.write(output);
      console.log(`typecheck ${workspace}: ${code === 0 ? 'ok' : 'FAILED'}`);
      resolve(code === 0);
    });
  });

const queue = [...workspaces];
let failed = false;
await Promise.all(
  Array.from({ length: Math.min(os.availableParallelism(), queue.length) }, async () => {
    for (let workspace = queue.shift(); workspace; workspace = queue.shift()) if (!(await check(workspace))) failed = true;
  }),
);
process.exitCode = failed ? 1 : 0;
