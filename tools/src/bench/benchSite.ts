// The built site served as in production for the benchmarks: every remote from its own origin
// (gzip, CDN caching), the shell's origin with a release pointing at the built versions, and,
// when asked, a real api on a throw-away embedded database behind the shell's `/api`.
// Run as a script it serves until stopped and prints its addresses as one JSON line, so a
// benchmark can keep the servers out of the process that drives the browser.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import type http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ACCOUNT_PATHS } from '@matchday/contracts/accounts/contract';
import { DEV_PATHS } from '@matchday/contracts/dev/contract';
import { parseReleaseManifest, type ReleaseManifest } from '@matchday/contracts/releases/manifest';
import { REMOTE_IDS, type RemoteId } from '@matchday/contracts/routes/routeTable';
import { sourceVersion } from '../build/remoteBuild';
import { remoteBuildDir, repoRoot, shellDistDir } from '../config/paths';
import { createRemoteServer, createShellServer } from '../serve/appServers';

export interface BenchSite {
  shellOrigin: string;
  origins: Record<RemoteId, string>;
  versions: Record<RemoteId, string>;
  /** Build folders of the shell and each remote, as served. */
  buildDirs: string[];
  close(): Promise<void>;
}

function listen(server: http.Server): Promise<string> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://localhost:${(server.address() as AddressInfo).port}`)));
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function waitForApi(origin: string, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`the bench api stopped (exit ${child.exitCode})`);
    const up = await fetch(`${origin}/api/health`, { signal: AbortSignal.timeout(1000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the bench api did not start within 60 s');
}

/** CPU seconds a process has used (Linux's /proc), or null where that cannot be read. */
function cpuSeconds(pid: number): number | null {
  try {
    // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th, in ticks of 1/100 s.
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

/**
 * Waits until the api has done its starting work: a fresh api answers at once but goes on for
 * tens of seconds planning its calendar and catching up on the matches played since (CPU the
 * browser being measured would share on a small machine). Quiet: under a quarter of a core over
 * two seconds. Gives up after two minutes, saying so.
 */
async function waitForQuietProcess(pid: number, windowMs = 2000, busyShare = 0.25, timeoutMs = 120_000): Promise<void> {
  const started = Date.now();
  let before = cpuSeconds(pid);
  while (before !== null && Date.now() - started < timeoutMs) {
    await new Promise((resolve) => setTimeout(resolve, windowMs));
    const now = cpuSeconds(pid);
    if (now === null) return;
    if (now - before < (busyShare * windowMs) / 1000) {
      console.error(`bench api: settled ${((Date.now() - started) / 1000).toFixed(1)} s after it answered`);
      return;
    }
    before = now;
  }
  if (before !== null) console.error(`bench api: still busy after ${timeoutMs / 1000} s; measuring anyway`);
}

/** A real api process on a fresh embedded database, playing a short calendar; `env` adds to its environment. */
async function startApi(env: Record<string, string> = {}): Promise<{ origin: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'matchday-bench-api-'));
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'api/src/server.ts')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      MATCHDAY_DATA_DIR: dataDir,
      MATCHDAY_ENGINE_HISTORY_DAYS: '1',
      MATCHDAY_ENGINE_FUTURE_DAYS: '1',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // The api must not outlive the benchmark, however it ends.
  const killChild = () => child.kill('SIGKILL');
  process.once('exit', killChild);
  const origin = `http://127.0.0.1:${port}`;
  await waitForApi(origin, child);
  if (child.pid !== undefined) await waitForQuietProcess(child.pid);
  return {
    origin,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => {
          process.off('exit', killChild);
          fs.rmSync(dataDir, { recursive: true, force: true });
          resolve();
        });
        if (child.exitCode !== null) child.emit('exit');
        else child.kill('SIGTERM');
      }),
  };
}

/** `apiEnv`: more environment for the api (e.g. `MATCHDAY_ENGINE_SPEED`, see api/src/config.ts). */
export async function startBenchSite(options: { api?: boolean; apiEnv?: Record<string, string> } = {}): Promise<BenchSite> {
  const versions = Object.fromEntries(REMOTE_IDS.map((remote) => [remote, sourceVersion(remote)])) as Record<RemoteId, string>;
  const buildDirs = [shellDistDir(), ...REMOTE_IDS.map((remote) => remoteBuildDir(remote, versions[remote]))];
  for (const dir of buildDirs)
    if (!fs.existsSync(path.join(dir, 'mf-manifest.json'))) throw new Error(`${dir} is not built; run "npm run build" first`);

  const servers: http.Server[] = [];
  const origins = {} as Record<RemoteId, string>;
  for (const remote of REMOTE_IDS) {
    const server = createRemoteServer(remote);
    servers.push(server);
    origins[remote] = await listen(server);
  }
  const release: ReleaseManifest = parseReleaseManifest({
    environment: 'bench',
    release: 1,
    createdAt: new Date().toISOString(),
    note: 'bench',
    remotes: Object.fromEntries(
      REMOTE_IDS.map((remote) => [remote, { enabled: true, version: versions[remote], manifestUrl: `${origins[remote]}/${versions[remote]}/mf-manifest.json` }]),
    ),
  });
  const api = options.api ? await startApi(options.apiEnv) : null;
  const environment = { name: 'bench', production: true, shell: '', api: api?.origin ?? '', remotes: origins };
  const shellServer = createShellServer(environment, { readRelease: () => release });
  servers.push(shellServer);
  const shellOrigin = await listen(shellServer);
  return {
    shellOrigin,
    origins,
    versions,
    buildDirs,
    close: async () => {
      for (const server of servers) server.closeAllConnections();
      await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
      await api?.stop();
    },
  };
}

interface Envelope<T> {
  code: number;
  data: T;
  msg?: string;
}

async function apiCall<T>(origin: string, pathname: string, body?: unknown): Promise<T> {
  const response = await fetch(`${origin}${pathname}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await response.json()) as Envelope<T>;
  if (envelope.code !== 0) throw new Error(`${pathname}: ${envelope.msg ?? envelope.code}`);
  return envelope.data;
}

/** Signs a new phone up through the site's origin with the development SMS inbox; its token. */
export async function signUpThroughSite(shellOrigin: string, phone = `+86139${String(Date.now()).slice(-8)}`): Promise<string> {
  await apiCall(shellOrigin, ACCOUNT_PATHS.codes, { phone });
  const inbox = await apiCall<{ messages: { code: string }[] }>(shellOrigin, `${DEV_PATHS.devSms}?phone=${encodeURIComponent(phone)}`);
  const code = inbox.messages[0]?.code;
  if (!code) throw new Error(`no code was sent to ${phone}`);
  return (await apiCall<{ token: string }>(shellOrigin, ACCOUNT_PATHS.signIn, { phone, code })).token;
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  const site = await startBenchSite({ api: process.argv.includes('--api') });
  console.log(JSON.stringify({ shellOrigin: site.shellOrigin, origins: site.origins }));
  const stop = () => void site.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
