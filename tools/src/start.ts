// `npm start`: builds whatever is missing, makes a first release if the environment has none,
// and serves the composed site (http://localhost:8080 locally), each remote on its own origin.
import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_IDS } from '@matchday/shared/routes/routeTable';
import { buildShell } from './build/buildAll';
import { buildRemote, sourceVersion } from './build/remoteBuild';
import { loadEnvironment } from './config/environments';
import { remoteBuildDir, shellDistDir } from './config/paths';
import { ReleaseStore } from './release/releaseStore';
import { runSite } from './serve/site';

const environment = loadEnvironment(process.env.MATCHDAY_ENV ?? 'local');

if (!fs.existsSync(path.join(shellDistDir(), 'index.html'))) await buildShell();
for (const remote of REMOTE_IDS)
  if (!fs.existsSync(remoteBuildDir(remote, sourceVersion(remote)))) await buildRemote(remote);

const releases = new ReleaseStore(environment);
if (!releases.current()) {
  const versions = Object.fromEntries(REMOTE_IDS.map((remote) => [remote, sourceVersion(remote)]));
  const first = releases.init(versions as Parameters<ReleaseStore['init']>[0]);
  console.log(`${environment.name}: created release #${first.release}`);
}

await runSite(environment);
process.exit(0);
