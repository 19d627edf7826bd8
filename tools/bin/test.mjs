#!/usr/bin/env node
// `npm test`: every check the project has, in stages, each timed. All stages run even when one
// fails (a stage that needs a failed one is skipped), and the end of the run prints each stage's
// result and duration and the total, so anyone sees the suite drift. Goal: 15 minutes on the
// 2-core machine (docs/testing.md).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const node = (script, ...args) => [process.execPath, path.join(root, script), ...args];
const e2eDeploy = path.join(root, '.e2e-deploy');

/**
 * The stages in order; `needs` names a stage whose failure makes this one pointless. `budgetS` is
 * the stage's share of the 15 minutes `.ci/run` has (about a minute of it is the install): a stage
 * over its budget is named at the end — a signal that the suite grows faster than the product,
 * not a failure (machines differ). docs/testing.md keeps the table.
 */
const STAGES = [
  { name: 'lint', command: [bin('eslint'), '.'], budgetS: 30 },
  { name: 'typecheck', command: node('tools/bin/typecheck-all.mjs'), budgetS: 75 },
  { name: 'unit and api', command: [bin('vitest'), 'run'], budgetS: 300 },
  { name: 'e2e build', command: node('tools/bin/e2e.mjs', '--build-only'), budgetS: 45 },
  { name: 'e2e', command: node('tools/bin/e2e.mjs', '--no-build'), needs: 'e2e build', budgetS: 360 },
  { name: 'byte budgets', command: node('tools/bin/test-bundle.mjs'), needs: 'e2e build', env: { MATCHDAY_DEPLOY_DIR: e2eDeploy }, budgetS: 90 },
];

const only = process.argv.slice(2);
const unknown = only.filter((name) => !STAGES.some((stage) => stage.name === name));
if (unknown.length > 0) {
  console.error(`no such stage: ${unknown.join(', ')} (stages: ${STAGES.map((stage) => stage.name).join(', ')})`);
  process.exit(2);
}

const clock = (ms) => {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

function run(stage) {
  return new Promise((resolve) => {
    const child = spawn(stage.command[0], stage.command.slice(1), { cwd: root, stdio: 'inherit', env: { ...process.env, ...stage.env } });
    child.on('exit', (code, signal) => resolve(code === 0 ? 'passed' : `FAILED (${signal ?? `exit ${code}`})`));
    child.on('error', (error) => resolve(`FAILED (${error.message})`));
  });
}

const results = [];
const started = Date.now();
for (const stage of STAGES) {
  if (only.length > 0 && !only.includes(stage.name)) continue;
  const needed = results.find((result) => result.name === stage.needs);
  if (needed && needed.result !== 'passed') {
    results.push({ name: stage.name, result: `skipped (${stage.needs} failed)`, ms: 0 });
    continue;
  }
  console.log(`\n=== ${stage.name} ===`);
  const at = Date.now();
  const result = await run(stage);
  results.push({ name: stage.name, result, ms: Date.now() - at, budgetMs: stage.budgetS * 1000 });
  console.log(`=== ${stage.name}: ${result} in ${clock(Date.now() - at)} ===`);
}

const total = Date.now() - started;
const width = Math.max(...results.map((result) => result.name.length));
const lines = [
  '',
  `npm test on ${os.availableParallelism()} cores, Node ${process.versions.node}, load average before the end ${os.loadavg().map((value) => value.toFixed(2)).join(' ')}:`,
  ...results.map((result) => `  ${result.name.padEnd(width)}  ${clock(result.ms).padStart(6)}  ${result.result}${result.budgetMs ? `  (budget ${clock(result.budgetMs)})` : ''}`),
  `  ${'total'.padEnd(width)}  ${clock(total).padStart(6)}  (goal 15:00, install included)`,
];
const over = results.filter((result) => result.budgetMs && result.ms > result.budgetMs);
if (over.length > 0) lines.push(`over budget (a signal, not a failure): ${over.map((result) => `${result.name} by ${clock(result.ms - result.budgetMs)}`).join(', ')}`);
console.log(lines.join('\n'));
fs.mkdirSync(path.join(root, '.cache'), { recursive: true });
fs.writeFileSync(path.join(root, '.cache/test-times.json'), JSON.stringify({ at: new Date().toISOString(), totalMs: total, stages: results }, null, 2));
process.exitCode = results.every((result) => result.result === 'passed') ? 0 : 1;
