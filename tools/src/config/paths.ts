// Where builds, releases and run files live. `MATCHDAY_DEPLOY_DIR` moves them (tests use a
// temporary folder); by default they sit in `deploy/` at the top of the repository.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { packageName, type RemoteId } from '@matchday/contracts/routes/routeTable';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export function deployDir(): string {
  return path.resolve(process.env.MATCHDAY_DEPLOY_DIR ?? path.join(repoRoot, 'deploy'));
}

/** All immutable builds of a remote, one folder per version. */
export function remoteCdnDir(remote: RemoteId): string {
  return path.join(deployDir(), 'cdn', packageName(remote));
}

export function remoteBuildDir(remote: RemoteId, version: string): string {
  return path.join(remoteCdnDir(remote), version);
}

export function releasesDir(environment: string): string {
  return path.join(deployDir(), 'releases', environment);
}

export function runFile(environment: string): string {
  return path.join(deployDir(), 'run', `${environment}.json`);
}

export function appDir(app: string): string {
  return path.join(repoRoot, app);
}

export const shellDistDir = (): string => path.join(repoRoot, 'shell', 'dist');

/**
 * The embedded database of an environment's api (when no DATABASE_URL is given): `.data/<env>`,
 * kept apart from builds so `npm run clean` never deletes accounts; a run with its own deploy
 * folder (the e2e suite) keeps its data there, thrown away with it.
 */
export function apiDataDir(environment: string): string {
  return process.env.MATCHDAY_DEPLOY_DIR ? path.join(deployDir(), 'data', environment) : path.join(repoRoot, '.data', environment);
}
