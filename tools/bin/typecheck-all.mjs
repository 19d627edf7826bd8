#!/usr/bin/env node
// Type-checks every workspace. Workspaces whose tsconfig differs from the base only in `types`
// and `lib` are checked together, one program per `lib` (the browser's with DOM, Node's
// without): each workspace's own program re-read the same 1,400 library declarations (MUI's
// types are most of them) and re-checked the contracts it imports, so thirteen programs took
// 75 s where two take about 20. A file keeps the options it had: the same `lib`, and the union of
// the group's `types` (test globals and matchers only). A workspace with any other option is
// checked alone. Each workspace's tsconfig stays its editor's and its own `npm run typecheck`.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const workDir = path.join(root, '.cache/typecheck');
const workspaces = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).workspaces.filter((workspace) =>
  fs.existsSync(path.join(root, workspace, 'tsconfig.json')),
);

/** The programs to run: a group per `lib`, and each workspace that cannot join one. */
function programs() {
  const groups = new Map();
  const alone = [];
  for (const workspace of workspaces) {
    const config = JSON.parse(fs.readFileSync(path.join(root, workspace, 'tsconfig.json'), 'utf8'));
    const options = config.compilerOptions ?? {};
    const joinable = config.extends === '../tsconfig.base.json' && Object.keys(config).every((key) => ['extends', 'compilerOptions', 'include'].includes(key)) && Object.keys(options).every((key) => ['types', 'lib'].includes(key));
    if (!joinable) {
      alone.push({ name: workspace, config: path.join(root, workspace, 'tsconfig.json') });
      continue;
    }
    const lib = options.lib ? JSON.stringify(options.lib) : 'base';
    const group = groups.get(lib) ?? { lib: options.lib, types: new Set(), include: new Set(), members: [] };
    for (const type of options.types ?? []) group.types.add(type);
    for (const pattern of config.include ?? []) group.include.add(path.relative(workDir, path.join(root, workspace, pattern)));
    group.members.push(workspace);
    groups.set(lib, group);
  }
  fs.mkdirSync(workDir, { recursive: true });
  const grouped = [...groups.values()].map((group, index) => {
    const config = path.join(workDir, `tsconfig.${index}.json`);
    const compilerOptions = { types: [...group.types], ...(group.lib ? { lib: group.lib } : {}) };
    fs.writeFileSync(config, JSON.stringify({ extends: path.relative(workDir, path.join(root, 'tsconfig.base.json')), compilerOptions, include: [...group.include] }, null, 2));
    return { name: group.members.join(', '), config };
  });
  return [...grouped, ...alone];
}

const check = ({ name, config }) =>
  new Promise((resolve) => {
    const child = spawn(path.join(root, 'node_modules/.bin/tsc'), ['-p', config, '--noEmit'], { cwd: root });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      if (output) process.stdout.write(output);
      console.log(`typecheck ${name}: ${code === 0 ? 'ok' : 'FAILED'}`);
      resolve(code === 0);
    });
  });

const queue = programs();
let failed = false;
await Promise.all(
  Array.from({ length: Math.min(os.availableParallelism(), queue.length) }, async () => {
    for (let program = queue.shift(); program; program = queue.shift()) if (!(await check(program))) failed = true;
  }),
);
process.exitCode = failed ? 1 : 0;
