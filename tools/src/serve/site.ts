// Runs every server of an environment, each app in its own process, and records their
// process ids in `deploy/run/<env>.json` so one can be stopped or restarted on its own.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_IDS } from '@matchday/shared/routes/routeTable';
import { loadEnvironment, type Environment } from '../config/environments';
import { repoRoot, runFile } from '../config/paths';

export const SITE_APPS = ['shell', ...REMOTE_IDS] as const;
export type SiteApp = (typeof SITE_APPS)[number];

/** Starts one app's server process. */
export function spawnApp(environment: string, app: SiteApp, options: { detached?: boolean } = {}): ChildProcess {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(repoRoot, 'tools/src/serve/serveApp.ts'), '--env', environment, '--app', app],
    { cwd: repoRoot, stdio: options.detached ? 'ignore' : ['ignore', 'inherit', 'inherit'], detached: options.detached ?? false },
  );
  if (options.detached) child.unref();
  return child;
}

export function writeRunFile(environment: string, pids: Record<string, number>): void {
  const file = runFile(environment);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify({ environment, pids }, null, 2));
}

export function readRunFile(environment: string): { environment: string; pids: Record<string, number> } | null {
  try {
    return JSON.parse(fs.readFileSync(runFile(environment), 'utf8'));
  } catch {
    return null;
  }
}

export function runSite(environment: Environment): Promise<void> {
  const children = new Map<string, ChildProcess>();
  for (const app of SITE_APPS) children.set(app, spawnApp(environment.name, app));
  writeRunFile(environment.name, Object.fromEntries([...children].map(([app, child]) => [app, child.pid ?? 0])));
  for (const [app, child] of children)
    child.on('exit', (code, signal) => {
      children.delete(app);
      if (!stopping) console.warn(`[site] ${app} stopped (${signal ?? `exit ${code}`}); the rest keeps serving`);
    });

  let stopping = false;
  return new Promise((resolve) => {
    const stop = () => {
      if (stopping) return;
      stopping = true;
      for (const child of children.values()) child.kill('SIGTERM');
      fs.rmSync(runFile(environment.name), { force: true });
      setTimeout(resolve, 300);
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
    console.log(`[site] ${environment.name}: ${environment.shell} (remotes on their own origins)`);
  });
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  const index = process.argv.indexOf('--env');
  await runSite(loadEnvironment(index >= 0 ? process.argv[index + 1]! : 'local'));
  process.exit(0);
}
