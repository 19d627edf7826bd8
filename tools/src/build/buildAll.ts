// `npm run build`: the shell (with its static frames) and every remote into its immutable version
// folder. Builds run two at a time on a machine of two cores or more: a build has long
// single-threaded stretches (start-up, plugins, minifying one chunk) that another build fills.
import os from 'node:os';
import { REMOTE_IDS } from '@matchday/contracts/routes/routeTable';
import { appDir, shellDistDir } from '../config/paths';
import { precompressDir } from './precompress';
import { buildRemote } from './remoteBuild';
import { rspackBuild } from './rspackBuild';
import { writeShellFrames } from './shellFrames';

/** The shell's browser build and its static frames (one per language and colour mode). */
export async function buildShell(log: (line: string) => void = console.log): Promise<void> {
  log('building shell');
  await rspackBuild(appDir('shell'), process.env, "the shell's build");
  const frames = writeShellFrames();
  const compressed = await precompressDir(shellDistDir());
  log(`built shell; wrote ${frames.length} static frames; gzipped ${compressed.files} files`);
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
