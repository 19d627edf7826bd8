// A fresh release history for the e2e environment: every remote on, at its package version.
// Versions built by earlier test runs are removed.
import fs from 'node:fs';
import path from 'node:path';
import { E2E_SHELL, ENVIRONMENT, release, repoRoot } from './site';

/**
 * The api answers health checks before its engine has planned the calendar (a few seconds of
 * writes on a fresh database); tests about matches start once today's matches are there.
 */
async function waitForMatches(): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    const total = await fetch(`${E2E_SHELL}/api/sports/matches?view=today&tz=UTC&pageSize=1`, { signal: AbortSignal.timeout(5000) })
      .then((response) => response.json() as Promise<{ data?: { total?: number } }>)
      .then((answer) => answer.data?.total ?? 0, () => 0);
    if (total > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error('the e2e api has planned no match for today after 90 s');
}

export default async function globalSetup(): Promise<void> {
  const deploy = process.env.MATCHDAY_DEPLOY_DIR ?? path.join(repoRoot, 'deploy');
  fs.rmSync(path.join(deploy, 'releases', ENVIRONMENT), { recursive: true, force: true });
  const cdn = path.join(deploy, 'cdn');
  if (fs.existsSync(cdn))
    for (const remote of fs.readdirSync(cdn))
      for (const version of fs.readdirSync(path.join(cdn, remote)))
        if (version.includes('-e2e.')) fs.rmSync(path.join(cdn, remote, version), { recursive: true, force: true });
  release('init', '--note', 'e2e start');
  await waitForMatches();
}
