// `npm run build`: the shell, then every remote into its immutable version folder.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { REMOTE_IDS } from '@matchday/shared/routes/routeTable';
import { appDir, repoRoot } from '../config/paths';
import { buildRemote } from './remoteBuild';

export function buildShell(): void {
  console.log('building shell');
  execFileSync(path.join(repoRoot, 'node_modules/.bin/rspack'), ['build', '--mode', 'production'], {
    cwd: appDir('shell'),
    stdio: 'inherit',
  });
}

export async function buildAll(): Promise<void> {
  buildShell();
  for (const remote of REMOTE_IDS) await buildRemote(remote);
}
