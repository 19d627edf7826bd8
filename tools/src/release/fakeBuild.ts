// For tests of releases: a build folder as `npm run build -w mfe-<name>` leaves it — its federation
// manifest (with the digests of its first chunk), its remote entry and that chunk — in the deploy
// folder MATCHDAY_DEPLOY_DIR names.
import fs from 'node:fs';
import path from 'node:path';
import { federationName, type RemoteId } from '@matchday/contracts/routes/routeTable';
import { sriOf } from '../build/buildIntegrity';
import { remoteBuildDir } from '../config/paths';

export function fakeBuild(remote: RemoteId, version: string, name = federationName(remote)): void {
  const dir = remoteBuildDir(remote, version);
  fs.mkdirSync(dir, { recursive: true });
  const chunk = `/* ${remote} ${version} app */`;
  fs.writeFileSync(path.join(dir, 'app.0123456789.js'), chunk);
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), `/* ${remote} ${version} entry */`);
  fs.writeFileSync(
    path.join(dir, 'mf-manifest.json'),
    JSON.stringify({
      name,
      metaData: { buildInfo: { buildVersion: version }, remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [{ name: 'app', assets: { js: { sync: ['app.0123456789.js'] } } }],
      shared: [],
      assetIntegrity: { 'app.0123456789.js': sriOf(chunk) },
    }),
  );
}
