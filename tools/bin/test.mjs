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
 * The stages in order; `needs` names a stage whose failure makes this one pointless; `beside`
 * names a stage this one runs next to, started with it: the byte budgets wait on their pages'
 * servers more than they compute (a core and a half idle), and count bytes and function calls,
 * the same on a loaded machine, so they run beside the e2e tests (which leave a fifth of the
 * cores idle in the headless shell) instead of adding a minute and a half after them; beside the
 * unit tests, which leave less, they slowed them by a minute. A stage beside another prints its
 * output whole when it ends. `budgetS` is the stage's share of the 15 minutes `.ci/run` has
 * (about a minute of it is the install; a stage beside another is not on the total's path): a
 * stage over its budget is named at the end — a signal that the suite grows faster than the
 * product, not a failure (machines differ). docs/testing.md keeps the table.
 */
const STAGES = [
  { name: 'lint', command: [bin('eslint'), '.'], budgetS: 20 },
  { name: 'typecheck', command: node('tools/bin/typecheck-all.mjs'), budgetS: 40 },
  { name: 'e2e build', command: node('tools/bin/e2e.mjs', '--build-only'), budgetS: 45 },
  { name: 'unit and api', command: [bin('vitest'), 'run'], budgetS: 360 },
  { name: 'byte budgets', command: node('tools/bin/test-bundle.mjs'), needs: 'e2e build', beside: 'e2e', env: { MATCHDAY_DEPLOY_DIR: e2eDeploy }, budgetS: 180 },
  { name: 'e2e', command: node('tools/bin/e2e.mjs', '--no-build'), needs: 'e2e build', budgetS: 420 },
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

/** Runs a stage; its output goes straight through, or, for a stage beside another, whole at its end. */
function run(stage, { buffered }) {
  return new Promise((resolve) => {
    const child = spawn(stage.command[0], stage.command.slice(1), { cwd: root, stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: { ...process.env, ...stage.env } });
    const output = [];
    if (buffered) for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => output.push(chunk));
    let ended = false; // an error may be followed by a close
    const done = (result) => {
      if (ended) return;
      ended = true;
      if (buffered) process.stdout.write(`\n=== ${stage.name} (ran beside ${stage.beside}) ===\n${Buffer.concat(output).toString()}`);
      resolve(result);
    };
    child.on('close', (code, signal) => done(code === 0 ? 'passed' : `FAILED (${signal ?? `exit ${code}`})`));
    child.on('error', (error) => done(`FAILED (${error.message})`));
  });
}

const results = [];
const started = Date.now();
const chosen = STAGES.filter((stage) => only.length === 0 || only.includes(stage.name));
const skippedFor = (stage) => {
  const needed = results.find((result) => result.name === stage.needs);
  return needed && needed.result !== 'passed' ? `skipped (${stage.needs} failed)` : null;
};
const timed = async (stage, options) => {
  const at = Date.now();
  const result = await run(stage, options);
  results.push({ name: stage.name, result, ms: Date.now() - at, budgetMs: stage.budgetS * 1000, beside: options.buffered ? stage.beside : undefined });
  console.log(`=== ${stage.name}: ${result} in ${clock(Date.now() - at)} ===`);
};
for (const stage of chosen) {
  if (stage.beside && chosen.some((other) => other.name === stage.beside)) continue; // started with it
  const companions = chosen.filter((other) => other.beside === stage.name);
  const running = [];
  for (const companion of companions) {
    const skipped = skippedFor(companion);
    if (skipped) results.push({ name: companion.name, result: skipped, ms: 0 });
    else {
      console.log(`\n=== ${companion.name} (beside ${stage.name}: its output follows when it ends) ===`);
      running.push(timed(companion, { buffered: true }));
    }
  }
  const skipped = skippedFor(stage);
  if (skipped) results.push({ name: stage.name, result: skipped, ms: 0 });
  else {
    console.log(`\n=== ${stage.name} ===`);
    running.unshift(timed(stage, { buffered: false }));
  }
  await Promise.all(running);
}

const total = Date.now() - started;
results.sort((a, b) => STAGES.findIndex((stage) => stage.name === a.name) - STAGES.findIndex((stage) => stage.name === b.name));
const width = Math.max(...results.map((result) => result.name.length));
const lines = [
  '',
  `npm test on ${os.availableParallelism()} cores, Node ${process.versions.node}, load average before the end ${os.loadavg().map((value) => value.toFixed(2)).join(' ')}:`,
  ...results.map((result) => `  ${result.name.padEnd(width)}  ${clock(result.ms).padStart(6)}  ${result.result}${result.budgetMs ? `  (budget ${clock(result.budgetMs)})` : ''}${result.beside ? `  beside ${result.beside}` : ''}`),
  `  ${'total'.padEnd(width)}  ${clock(total).padStart(6)}  (goal 15:00, install included)`,
];
const over = results.filter((result) => result.budgetMs && result.ms > result.budgetMs);
if (over.length > 0) lines.push(`over budget (a signal, not a failure): ${over.map((result) => `${result.name} by ${clock(result.ms - result.budgetMs)}`).join(', ')}`);
console.log(lines.join('\n'));
fs.mkdirSync(path.join(root, '.cache'), { recursive: true });
fs.writeFileSync(path.join(root, '.cache/test-times.json'), JSON.stringify({ at: new Date().toISOString(), totalMs: total, stages: results }, null, 2));
process.exitCode = results.every((result) => result.result === 'passed') ? 0 : 1;
