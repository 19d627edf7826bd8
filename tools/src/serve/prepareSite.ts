// What `npm start` and `npm run start:cluster` do before serving: build whatever is missing, and
// make a first release if the environment has none (or say when the one served is not the sources').
import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_IDS } from '@matchday/contracts/routes/routeTable';
import { buildShell } from '../build/buildAll';
import { buildRemote, sourceVersion } from '../build/remoteBuild';
import type { Environment } from '../config/environments';
import { remoteBuildDir, shellDistDir } from '../config/paths';
import { ReleaseStore } from '../release/releaseStore';

export async function prepareSite(environment: Environment): Promise<void> {
  // A shell built before it had static frames is built again.
  if (!fs.existsSync(path.join(shellDistDir(), 'frames'))) await buildShell();
  for (const remote of REMOTE_IDS)
    if (!fs.existsSync(remoteBuildDir(remote, sourceVersion(remote)))) await buildRemote(remote);

  const releases = new ReleaseStore(environment);
  const current = releases.current();
  if (!current) {
    const versions = Object.fromEntries(REMOTE_IDS.map((remote) => [remote, sourceVersion(remote)]));
    const first = releases.init(versions as Parameters<ReleaseStore['init']>[0]);
    console.log(`${environment.name}: created release #${first.release}`);
    return;
  }
  // Releases are the operators' to change; say when the one being served is not the sources'.
  for (const remote of REMOTE_IDS)
    if (current.remotes[remote].version !== sourceVersion(remote))
      console.log(
        `${environment.name}: release #${current.release} serves mfe-${remote} ${current.remotes[remote].version}; the sources are ` +
          `${sourceVersion(remote)} (npm run release -- use ${remote} ${sourceVersion(remote)} --env ${environment.name})`,
      );
}
