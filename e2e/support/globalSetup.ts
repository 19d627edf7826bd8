// A fresh release history for the e2e environment: every remote on, at its package version.
// Versions built by earlier test runs are removed.
import fs from 'node:fs';
import path from 'node:path';
import { ENVIRONMENT, release, repoRoot } from './site';

export default function globalSetup(): void {
  const deploy = process.env.MATCHDAY_DEPLOY_DIR ?? path.join(repoRoot, 'deploy');
  fs.rmSync(path.join(deploy, 'releases', ENVIRONMENT), { recursive: true, force: true });
  const cdn = path.join(deploy, 'cdn');
  if (fs.existsSync(cdn))
    for (const remote of fs.readdirSync(cdn))
      for (const version of fs.readdirSync(path.join(cdn, remote)))
        if (version.includes('-e2e.')) fs.rmSync(path.join(cdn, remote, version), { recursive: true, force: true });
  release('init', '--note', 'e2e start');
}
