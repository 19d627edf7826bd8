// `npm run build`: the shell (with its static frames) and every remote into its immutable version
// folder. Builds run two at a time on a machine of two cores or more: a build has long
// single-threaded stretches (start-up, plugins, minifying one chunk) that another build fills.
import { execFile } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { REMOTE_IDS } from '@matchday/shared/routes/routeTable';
import { appDir, repoRoot } from '../config/paths';
import { buildRemote } from './remoteBuild';
import { writeShellFrames } from './shellFrames';

const run = promisify(execFile);

/** The shell's browser build and its static frames (one per language and colour mode). */
export async function buildShell(log: (line: string) => void = console.log): Promise<void> {
  log('building shell');
  await run(path.join(repoRoot, 'node_modules/.bin/rspack'), ['build', '--mode', 'production'], { cwd: appDir('shell'), maxBuffer: 64 * 1024 * 1024 }).catch(
    (error: Error & { stdout?: string; stderr?: string }) => {
      // rspack writes a failed build's errors to its output: show them with the failure.
      throw new Error(`the shell's build failed\n${error.stdout ?? ''}${error.stderr ?? ''}`);
    },
  );
  const frames = writeShellFrames();
  log(`built shell; wrote ${frames.length} static frames`);
}

/** How many builds run at once (MATCHDAY_BUILD_CONCURRENCY overrides). */
export const buildConcurrency = (): number => Math.max(1, Number(process.env.MATCHDAY_BUILD_CONCURRENCY ?? Math.min(2, os.availableParallelism())));

export async function buildAll(): Promise<void> {
  const started = Date.now();
  const jobs: (() => Promise<unknown>)[] = [() => buildShell(), ...REMOTE_IDS.map((remote) => () => buildRemote(remote))];
  await Promise.all(
    Array.from({ length: buildConcurrency() }, async () => {
      for (let job = jobs.shift(); job; job = jobs.shift()) await job();
    }),
  );
  console.log(`built the shell and ${REMOTE_IDS.length} remotes in ${((Date.now() - started) / 1000).toFixed(1)} s, ${buildConcurrency()} at a time`);
}
