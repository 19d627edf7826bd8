// Runs every server of an environment, each app in its own process, and records their
// process ids in `deploy/run/<env>.json` so one can be stopped or restarted on its own.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_IDS } from '@matchday/contracts/routes/routeTable';
import { loadEnvironment, portOf, type Environment } from '../config/environments';
import { apiDataDir, repoRoot, runFile } from '../config/paths';

export const SITE_APPS = ['api', 'ingest', 'shell', ...REMOTE_IDS] as const;
export type SiteApp = (typeof SITE_APPS)[number];

/**
 * The api trusts the ingest by a shared secret: one per run of the site unless the operator
 * sets MATCHDAY_INGEST_SECRET (a restarted api or ingest then needs it set too).
 */
const ingestSecret = process.env.MATCHDAY_INGEST_SECRET ?? randomBytes(24).toString('base64url');

/** How to start one app: the api and the ingest are services; the others are static servers. */
function commandFor(environment: string, app: SiteApp): { args: string[]; env: NodeJS.ProcessEnv } {
  if (app !== 'api' && app !== 'ingest')
    return { args: [path.join(repoRoot, 'tools/src/serve/serveApp.ts'), '--env', environment, '--app', app], env: process.env };
  const settings = loadEnvironment(environment);
  const rtmp = new URL(settings.ingest?.rtmp ?? 'rtmp://127.0.0.1:1935/live');
  if (app === 'ingest')
    return {
      args: [path.join(repoRoot, 'ingest/src/server.ts')],
      env: {
        ...process.env,
        MATCHDAY_INGEST_SECRET: ingestSecret,
        MATCHDAY_INGEST_API: settings.api,
        MATCHDAY_INGEST_RTMP_PORT: rtmp.port || '1935',
        MATCHDAY_INGEST_HTTP_PORT: String(portOf(settings.ingest?.hls ?? 'http://localhost:8087')),
        MATCHDAY_INGEST_DIR: path.join(apiDataDir(environment), 'ingest'),
        // The object store: one folder the ingest writes recordings to and the api trims.
        MATCHDAY_STORAGE_DIR: process.env.MATCHDAY_STORAGE_DIR ?? path.join(apiDataDir(environment), 'storage'),
        // The demo streamer's generated push (development content, on unless the environment says no).
        MATCHDAY_DEMO_PUSH: !settings.production && settings.demoStream !== false && process.env.MATCHDAY_DEMO_CONTENT !== 'off' ? 'on' : 'off',
        // The generated loop the demo streamer's past lives play (development content, without a push too).
        MATCHDAY_DEMO_LOOP: !settings.production && process.env.MATCHDAY_DEMO_CONTENT !== 'off' ? 'on' : 'off',
      },
    };
  return {
    args: [path.join(repoRoot, 'api/src/server.ts')],
    env: {
      ...process.env,
      PORT: String(portOf(settings.api)),
      MATCHDAY_DATA_DIR: process.env.MATCHDAY_DATA_DIR ?? apiDataDir(environment),
      MATCHDAY_ENV: environment,
      // Requests arrive through the shell's origin, whose proxy (on this machine) sets the client address.
      MATCHDAY_TRUSTED_PROXIES: 'loopback',
      MATCHDAY_SITE_ORIGINS: settings.shell,
      // Payment providers send fans back to the shell's pages.
      MATCHDAY_PUBLIC_URL: settings.shell,
      MATCHDAY_INGEST_SECRET: ingestSecret,
      MATCHDAY_STORAGE_DIR: process.env.MATCHDAY_STORAGE_DIR ?? path.join(apiDataDir(environment), 'storage'),
      MATCHDAY_RTMP_ADDRESS: settings.ingest?.rtmp ?? 'rtmp://127.0.0.1:1935/live',
      ...settings.apiEnv,
    },
  };
}

/** Starts one app's server process. */
export function spawnApp(environment: string, app: SiteApp, options: { detached?: boolean } = {}): ChildProcess {
  const { args, env } = commandFor(environment, app);
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    cwd: repoRoot,
    env,
    stdio: options.detached ? 'ignore' : ['ignore', 'inherit', 'inherit'],
    detached: options.detached ?? false,
  });
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
