// `npm run ship -w mfe-<name>`: a feature team's release of one remote, touching no other app —
// its types checked, its own tests run, its immutable version built into the CDN folder (where the
// release command finds it: `npm run release -- versions <remote>`), and the way to try it on a
// share of visitors printed.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { packageName, type RemoteId } from '@matchday/contracts/routes/routeTable';
import { appDir, repoRoot } from '../config/paths';
import { buildRemote } from './remoteBuild';

/** What a team does next with a version it shipped. */
export function nextSteps(remote: RemoteId, version: string, environment: string, status: 'built' | 'unchanged' = 'built'): string[] {
  return [
    status === 'built' ? `${packageName(remote)} ${version} is built and published; nothing else was touched.` : `${packageName(remote)} ${version} was already published from these sources.`,
    'Try it on a share of visitors, watched by their browsers (rolled back by itself if it does worse than the stable version):',
    `  npm run release -- canary ${remote} ${version} --percent 10 --env ${environment}`,
    `then, when /ops?tab=releases shows it healthy:  npm run release -- promote ${remote} --env ${environment}`,
    `or take it back:                                npm run release -- stop-canary ${remote} --env ${environment}`,
  ];
}

function step(label: string, command: string, args: string[], cwd: string): void {
  console.log(`ship: ${label}`);
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${label} failed; nothing was published`);
}

export async function ship(remote: RemoteId, environment: string): Promise<void> {
  const dir = appDir(packageName(remote));
  const bin = (name: string) => path.join(repoRoot, 'node_modules/.bin', name);
  step('types', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit'], dir);
  step('tests', bin('vitest'), ['run', '--root', dir], repoRoot);
  const built = await buildRemote(remote);
  for (const line of nextSteps(remote, built.version, environment, built.status)) console.log(line);
}
