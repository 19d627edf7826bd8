// One production build with rspack's command line. A build counts as failed when rspack exits
// non-zero or prints an error: a multi-compiler build (the shell with its frame) once printed
// its main compiler's error and still exited 0, and the stale bundle of the last build was then
// served and measured as if it were the new one.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { repoRoot } from '../config/paths';

const run = promisify(execFile);

/** Whether rspack's output reports a compile error (its summary or any error block). */
export const reportsCompileError = (output: string): boolean => /^ERROR in |compiled with \d+ errors?/m.test(output);

export async function rspackBuild(cwd: string, env: NodeJS.ProcessEnv, label: string): Promise<void> {
  const output = await run(path.join(repoRoot, 'node_modules/.bin/rspack'), ['build', '--mode', 'production'], { cwd, env, maxBuffer: 64 * 1024 * 1024 }).then(
    ({ stdout, stderr }) => `${stdout}${stderr}`,
    (error: Error & { stdout?: string; stderr?: string }) => {
      throw new Error(`${label} failed\n${error.stdout ?? ''}${error.stderr ?? ''}`);
    },
  );
  if (reportsCompileError(output)) throw new Error(`${label} reported errors\n${output}`);
}
