// `npm run bench:bundle`: the JavaScript a first visit downloads, for `/` and one page of each
// remote, measured in Chromium against the built site served as in production (every remote
// from its own origin, gzip on). Each page is a fresh browser profile: nothing cached, no
// consent given yet. Files are classed with the containers' mf-manifest.json: shared
// libraries, the federation runtime (entry files), and application code.
import fs from 'node:fs';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { parseReleaseManifest } from '@matchday/shared/release/releaseManifest';
import { REMOTE_IDS, type RemoteId } from '@matchday/shared/routes/routeTable';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../browser/chromium';
import { sourceVersion, type FederationManifest } from '../build/remoteBuild';
import { remoteBuildDir, shellDistDir } from '../config/paths';
import { createRemoteServer, createShellServer } from '../serve/appServers';

export const BENCH_PAGES: { label: string; path: string; owner: RemoteId | 'shell'; signedIn?: boolean }[] = [
  { label: '/ (home, scores)', path: '/', owner: 'scores' },
  { label: 'scores /match', path: '/match', owner: 'scores' },
  { label: 'live /streamer', path: '/streamer', owner: 'live' },
  { label: 'tips /plan', path: '/plan', owner: 'tips' },
  { label: 'news /news', path: '/news', owner: 'news' },
  { label: 'account /login', path: '/login', owner: 'account' },
  { label: 'channel /channel', path: '/channel', owner: 'channel', signedIn: true },
];

export const HOME_BUDGET_GZIP_BYTES = 300 * 1024;

type Kind = 'shared' | 'runtime' | 'app';

interface ManifestWithShared extends FederationManifest {
  shared: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
}

function listen(server: http.Server): Promise<string> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://localhost:${(server.address() as AddressInfo).port}`)));
}

function readManifest(dir: string): ManifestWithShared {
  return JSON.parse(fs.readFileSync(path.join(dir, 'mf-manifest.json'), 'utf8')) as ManifestWithShared;
}

/** File name to the shared library it carries, from every container's manifest. */
function sharedFiles(dirs: string[]): Map<string, string> {
  const files = new Map<string, string>();
  for (const dir of dirs)
    for (const shared of readManifest(dir).shared)
      for (const file of [...shared.assets.js.sync, ...shared.assets.js.async])
        files.set(path.basename(file), files.has(path.basename(file)) ? `${files.get(path.basename(file))}, ${shared.name}` : shared.name);
  return files;
}

function classify(url: string, shared: Map<string, string>): Kind {
  const file = path.basename(new URL(url).pathname);
  if (shared.has(file)) return 'shared';
  if (file === 'remoteEntry.js' || /^main\.[0-9a-f]+\.js$/.test(file)) return 'runtime';
  return 'app';
}

export interface PageMeasure {
  label: string;
  /** Every file: address, gzip bytes, kind and, for shared chunks, the libraries in them. */
  detail: { url: string; gzipBytes: number; kind: Kind; libraries?: string }[];
  files: number;
  bytes: number;
  gzipBytes: number;
  byKind: Record<Kind, number>;
}

export async function measureBundles(): Promise<PageMeasure[]> {
  const versions = Object.fromEntries(REMOTE_IDS.map((remote) => [remote, sourceVersion(remote)])) as Record<RemoteId, string>;
  const buildDirs = REMOTE_IDS.map((remote) => remoteBuildDir(remote, versions[remote]));
  for (const dir of [shellDistDir(), ...buildDirs])
    if (!fs.existsSync(path.join(dir, 'mf-manifest.json'))) throw new Error(`${dir} is not built; run "npm run build" first`);
  const shared = sharedFiles([shellDistDir(), ...buildDirs]);

  const servers: http.Server[] = [];
  const origins = {} as Record<RemoteId, string>;
  for (const remote of REMOTE_IDS) {
    const server = createRemoteServer(remote);
    servers.push(server);
    origins[remote] = await listen(server);
  }
  const release = parseReleaseManifest({
    environment: 'bench',
    release: 1,
    createdAt: new Date().toISOString(),
    note: 'bench',
    remotes: Object.fromEntries(
      REMOTE_IDS.map((remote) => [remote, { enabled: true, version: versions[remote], manifestUrl: `${origins[remote]}/${versions[remote]}/mf-manifest.json` }]),
    ),
  });
  const environment = { name: 'bench', production: true, shell: '', api: '', remotes: origins };
  const shellServer = createShellServer(environment, { readRelease: () => release });
  servers.push(shellServer);
  const shellOrigin = await listen(shellServer);

  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const results: PageMeasure[] = [];
  try {
    for (const page of BENCH_PAGES) {
      const context = await browser.newContext();
      // A signed-in visit for pages that need login; the token is not checked by these pages yet.
      if (page.signedIn) await context.addInitScript(() => localStorage.setItem('token', 'bench-visitor'));
      const tab = await context.newPage();
      const seen: Promise<{ url: string; wire: number; raw: number }>[] = [];
      tab.on('response', (response) => {
        if (!new URL(response.url()).pathname.endsWith('.js')) return;
        seen.push(
          response.body().then(async (body) => {
            const sizes = await response.request().sizes();
            return { url: response.url(), wire: sizes.responseBodySize, raw: body.length };
          }),
        );
      });
      await tab.goto(`${shellOrigin}${page.path}`);
      if (page.owner !== 'shell')
        await tab.waitForSelector(`[data-remote-area="${page.owner}"][data-state="mounted"]`, { timeout: 15000 });
      await tab.waitForLoadState('networkidle');
      const files = await Promise.all(seen);
      const byKind: Record<Kind, number> = { shared: 0, runtime: 0, app: 0 };
      for (const file of files) byKind[classify(file.url, shared)] += file.wire;
      results.push({
        label: page.label,
        detail: files
          .map((file) => ({
            url: file.url,
            gzipBytes: file.wire,
            kind: classify(file.url, shared),
            libraries: shared.get(path.basename(new URL(file.url).pathname)),
          }))
          .sort((a, b) => b.gzipBytes - a.gzipBytes),
        files: files.length,
        bytes: files.reduce((sum, file) => sum + file.raw, 0),
        gzipBytes: files.reduce((sum, file) => sum + file.wire, 0),
        byKind,
      });
      await context.close();
    }
  } finally {
    await browser.close();
    for (const server of servers) server.close();
  }
  return results;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function formatBundleReport(results: PageMeasure[]): string[] {
  const lines = [
    'page                 files   bytes      gzip       shared libs (share)   federation runtime   app code',
  ];
  for (const result of results) {
    const share = result.gzipBytes > 0 ? Math.round((100 * result.byKind.shared) / result.gzipBytes) : 0;
    lines.push(
      `${result.label.padEnd(20)} ${String(result.files).padStart(5)}   ${kb(result.bytes).padStart(9)}  ${kb(result.gzipBytes).padStart(9)}  ` +
        `${kb(result.byKind.shared).padStart(9)} (${String(share).padStart(2)} %)      ${kb(result.byKind.runtime).padStart(9)}        ${kb(result.byKind.app).padStart(9)}`,
    );
  }
  const home = results[0]!;
  lines.push(
    `budget for /: ${kb(HOME_BUDGET_GZIP_BYTES)} gzip; measured ${kb(home.gzipBytes)}: ${home.gzipBytes <= HOME_BUDGET_GZIP_BYTES ? 'within budget' : 'OVER BUDGET'}`,
  );
  return lines;
}
