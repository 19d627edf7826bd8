// The e2e environment's site: its addresses, the release command, and its server processes,
// which a test may stop, freeze or start again one at a time.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ENVIRONMENT = 'e2e';
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const environments = JSON.parse(fs.readFileSync(path.join(repoRoot, 'tools/environments.json'), 'utf8'));
export const E2E_SHELL: string = environments[ENVIRONMENT].shell;
export const E2E_REMOTES: Record<string, string> = environments[ENVIRONMENT].remotes;
/** The e2e api's first customer-service account (`MATCHDAY_STAFF_PHONES` of the e2e environment). */
export const E2E_STAFF_PHONE: string = environments[ENVIRONMENT].apiEnv.MATCHDAY_STAFF_PHONES.split(',')[0];

const deployDir = () => process.env.MATCHDAY_DEPLOY_DIR ?? path.join(repoRoot, 'deploy');

/** Runs the operators' release command against the e2e environment. */
export function release(...args: string[]): string {
  return execFileSync(process.execPath, [path.join(repoRoot, 'tools/bin/release.mjs'), ...args, '--env', ENVIRONMENT], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
}

function runFile(): { pids: Record<string, number> } {
  return JSON.parse(fs.readFileSync(path.join(deployDir(), 'run', `${ENVIRONMENT}.json`), 'utf8'));
}

/** Sends a signal to one app's server process: SIGKILL stops it, SIGSTOP freezes it (it hangs). */
export function signalApp(app: string, signal: NodeJS.Signals): void {
  process.kill(runFile().pids[app]!, signal);
}

async function waitForServer(origin: string, up: boolean): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const answering = await fetch(origin, { signal: AbortSignal.timeout(500) }).then(
      () => true,
      () => false,
    );
    if (answering === up) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${origin} did not ${up ? 'start' : 'stop'}`);
}

/** Starts one remote's server again, as an operator would, and records its new process id. */
export async function restartRemote(remote: string): Promise<void> {
  const { spawnApp, writeRunFile, readRunFile } = await import('../../tools/src/serve/site');
  const child = spawnApp(ENVIRONMENT, remote as never, { detached: true });
  const run = readRunFile(ENVIRONMENT)!;
  writeRunFile(ENVIRONMENT, { ...run.pids, [remote]: child.pid ?? 0 });
  await waitForServer(E2E_REMOTES[remote]!, true);
}

export async function stopRemote(remote: string): Promise<void> {
  signalApp(remote, 'SIGKILL');
  await waitForServer(E2E_REMOTES[remote]!, false);
}

/** Builds one remote alone at a given version, the way a feature team deploys it. */
export function buildRemoteVersion(remote: string, version: string): string {
  return execFileSync('npm', ['run', 'build', '-w', `mfe-${remote}`], {
    cwd: repoRoot,
    encoding: 'utf8',
    env: { ...process.env, BUILD_VERSION: version },
  });
}

export function removeRemoteVersion(remote: string, version: string): void {
  fs.rmSync(path.join(deployDir(), 'cdn', `mfe-${remote}`, version), { recursive: true, force: true });
}

export function shellBuildStamp(): string {
  const file = path.join(repoRoot, 'shell/dist/index.html');
  return `${fs.statSync(file).mtimeMs}:${fs.readFileSync(file, 'utf8').length}`;
}

/**
 * The e2e api's time: its development clock, moved forward by the tests and kept across its
 * restarts (and so across runs on one checkout), is ahead of this machine's.
 */
export async function apiNow(): Promise<number> {
  const answer = await fetch(`${E2E_SHELL}/api/dev/clock`, { signal: AbortSignal.timeout(10_000) });
  return Date.parse(((await answer.json()) as { data: { now: string } }).data.now);
}

/**
 * Moves the e2e api's clock forward (development only): a test waits for a state, never for a
 * duration, so a rate limit's minute or a match's minutes are moved through instead of waited.
 */
export async function moveApiClock(seconds: number): Promise<void> {
  const answer = await fetch(`${E2E_SHELL}/api/dev/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ seconds }),
    signal: AbortSignal.timeout(10_000),
  });
  const body = (await answer.json()) as { code: number; msg?: string };
  if (body.code !== 0) throw new Error(`the api clock did not move: ${body.msg ?? answer.status}`);
}
