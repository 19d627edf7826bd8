// `npm run build`: the shell, then every remote into its immutable version folder.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { REMOTE_IDS } from '@matchday/shared/routes/routeTable';
import { appDir, repoRoot } from '../config/paths';
import { buildRemote } from './remoteBuild';
import { writeShellFrames } from './shellFrames';

/** The shell's browser build and its static frames (one per language and colour mode). */
export async function buildShell(): Promise<void> {
  console.log('building shell');
  execFileSync(path.join(repoRoot, 'node_modules/.bin/rspack'), ['build', '--mode', 'production'], {
    cwd: appDir('shell'),
    stdio: 'inherit',
  });
  const frames = writeShellFrames();
  console.log(`wrote ${frames.length} static frames of the shell`);
}

export async function buildAll(): Promise<void> {
  await buildShell();
  for (const remote of REMOTE_IDS) await buildRemote(remote);
}
