// `npm run bench:bundle`: the JavaScript a first visit downloads, for `/` and one page of each
// remote, measured in Chromium against the built site served as in production (every remote
// from its own origin, gzip on, a real api). Each page is a fresh browser profile: nothing
// cached, no consent given yet. Every downloaded file is read back through its source map, so
// its bytes are attributed to libraries and a library file that a page downloads twice (from
// two containers, or in two chunks of one) is found. Bytes are deterministic for a build, so
// `npm test` runs this check: a page over its budget or a library loaded twice fails it.
import path from 'node:path';
import type { RemoteId } from '@matchday/contracts/routes/routeTable';
import { chromium, type Browser } from 'playwright-core';
import { UNSHARED_LIBRARIES } from '../../rspack/sharedModules.mjs';
import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from '../browser/chromium';
import { remoteBuildDir, shellDistDir } from '../config/paths';
import { signUpThroughSite, startBenchSite, type BenchSite } from './benchSite';
import { packageOfModule, readFileModules, type FileModules } from './sourceMaps';

const KB = 1024;

export interface BenchPage {
  label: string;
  path: string;
  owner: RemoteId | 'shell';
  budgetGzipBytes: number;
  signedIn?: boolean;
}

/**
 * First pages and their budgets (docs/architecture.md, "A first visit"): `/` at most 250 KB gzip
 * and any other first page 300 KB, the goals themselves. Limits only go down.
 */
export const BENCH_PAGES: BenchPage[] = [
  { label: '/ (home, scores)', path: '/', owner: 'scores', budgetGzipBytes: 250 * KB },
  { label: 'scores /match', path: '/match', owner: 'scores', budgetGzipBytes: 300 * KB },
  { label: 'live /streamer', path: '/streamer', owner: 'live', budgetGzipBytes: 300 * KB },
  { label: 'tips /plan', path: '/plan', owner: 'tips', budgetGzipBytes: 300 * KB },
  { label: 'tips /box', path: '/box', owner: 'tips', budgetGzipBytes: 300 * KB },
  { label: 'tips /ranking', path: '/ranking', owner: 'tips', budgetGzipBytes: 300 * KB },
  { label: 'tips /remark', path: '/remark', owner: 'tips', budgetGzipBytes: 300 * KB },
  { label: 'news /video', path: '/video', owner: 'news', budgetGzipBytes: 300 * KB },
  { label: 'news /news', path: '/news', owner: 'news', budgetGzipBytes: 300 * KB },
  { label: 'account /login', path: '/login', owner: 'account', budgetGzipBytes: 300 * KB },
  { label: 'channel /channel', path: '/channel', owner: 'channel', budgetGzipBytes: 300 * KB, signedIn: true },
  { label: 'account /user', path: '/user', owner: 'account', budgetGzipBytes: 300 * KB, signedIn: true },
];

/**
 * Field data (shell/src/features/rum with the web-vitals library) loads 3 s after the shell is up.
 * Every first visit downloads it, so it counts in the page's bytes like any other file: the bench
 * waits for it, and a page where it never loaded fails (its bytes would be missing from the sum).
 */
const FIELD_DATA_MODULE = /web-vitals|features\/rum\/fieldData/;
export const carriesFieldData = (file: Pick<LoadedFile, 'modules'>): boolean => [...file.modules.bytesByModule.keys()].some((module) => FIELD_DATA_MODULE.test(module));

export interface LoadedFile {
  url: string;
  gzipBytes: number;
  rawBytes: number;
  /** The container the file belongs to: `shell` or a remote. */
  container: RemoteId | 'shell';
  modules: FileModules;
}

export interface PageMeasure {
  page: BenchPage;
  files: LoadedFile[];
  rawBytes: number;
  gzipBytes: number;
  /** Gzip bytes per library (and `application` for the apps' own code and runtime). */
  gzipByPackage: Map<string, number>;
  /** Library files the page downloads more than once, with the files that carry them. */
  duplicates: Map<string, string[]>;
  /** Of `gzipBytes`, the field-data files (downloaded 3 s after the shell is up); 0 when they never loaded. */
  fieldDataGzipBytes: number;
}

/** Where a downloaded file lives in the builds the bench serves. */
function localFile(site: BenchSite, url: string): { file: string; container: RemoteId | 'shell' } {
  const address = new URL(url);
  const name = path.basename(address.pathname);
  for (const [remote, origin] of Object.entries(site.origins) as [RemoteId, string][])
    if (address.origin === new URL(origin).origin) return { file: path.join(remoteBuildDir(remote, site.versions[remote]), name), container: remote };
  return { file: path.join(shellDistDir(), name), container: 'shell' };
}

/**
 * Module Federation's glue between a container and the shared runtime core: every container's
 * entry carries its own (it holds that container's module registry), while the runtime core
 * itself is one copy, provided by the shell.
 */
export const PER_CONTAINER_LIBRARIES = ['@module-federation/webpack-bundler-runtime', '@module-federation/runtime', '@module-federation/error-codes'];

/**
 * Library files carried by more than one of the page's files, leaving out the per-container glue
 * and the libraries each app bundles for itself on purpose (icons: see sharedModules.mjs).
 */
export function findDuplicates(files: Pick<LoadedFile, 'url' | 'modules'>[]): Map<string, string[]> {
  const carriers = new Map<string, string[]>();
  for (const file of files)
    for (const module of file.modules.modules) {
      const library = packageOfModule(module);
      if (library && !PER_CONTAINER_LIBRARIES.includes(library) && !UNSHARED_LIBRARIES.includes(library)) carriers.set(module, [...(carriers.get(module) ?? []), file.url]);
    }
  return new Map([...carriers].filter(([, urls]) => urls.length > 1));
}

/** A file's gzip bytes shared out among the libraries in it, in proportion to their raw bytes. */
export function gzipByPackage(files: Pick<LoadedFile, 'gzipBytes' | 'modules'>[]): Map<string, number> {
  const totals = new Map<string, number>();
  for (const file of files) {
    const raw = [...file.modules.bytesByModule.values()].reduce((sum, bytes) => sum + bytes, 0) || 1;
    for (const [module, bytes] of file.modules.bytesByModule) {
      const library = packageOfModule(module) ?? 'application';
      totals.set(library, (totals.get(library) ?? 0) + (file.gzipBytes * bytes) / raw);
    }
  }
  return totals;
}

type SeenFile = { url: string; wire: number; raw: number };

/** The script files one visit to a page downloads, each with its wire and raw bytes. */
async function visitPage(browser: Browser, site: BenchSite, page: BenchPage): Promise<SeenFile[]> {
  const context = await browser.newContext();
  try {
    // Pages that need login are visited by a user who has just signed up.
    if (page.signedIn) {
      const token = await signUpThroughSite(site.shellOrigin);
      await context.addInitScript((value) => localStorage.setItem('token', value), token);
    }
    const tab = await context.newPage();
    const seen: Promise<SeenFile | Error>[] = [];
    tab.on('response', (response) => {
      if (!new URL(response.url()).pathname.endsWith('.js') || response.status() >= 300) return;
      // Settled to a value or an Error, never left rejected: a file still arriving when the
      // context closes must not crash the run with an unhandled rejection.
      seen.push(
        response
          .body()
          .then(async (body) => ({ url: response.url(), wire: (await response.request().sizes()).responseBodySize, raw: body.length }))
          .catch((error: unknown) => (error instanceof Error ? error : new Error(String(error)))),
      );
    });
    await tab.goto(`${site.shellOrigin}${page.path}`);
    if (page.owner !== 'shell') await tab.waitForSelector(`[data-remote-area="${page.owner}"][data-state="mounted"]`, { timeout: 15000 });
    await tab.waitForLoadState('networkidle');
    // Field data starts 3 s after the shell is up: wait for it, and for what it downloads.
    await tab.waitForFunction(() => document.documentElement.dataset.fieldData !== undefined, undefined, { timeout: 15000 });
    await tab.waitForLoadState('networkidle');
    // A file asked for while earlier ones were read belongs to the page too: read until none is new.
    let settled: (SeenFile | Error)[] = [];
    while (settled.length < seen.length) settled = await Promise.all(seen.slice());
    const failed = settled.find((file): file is Error => file instanceof Error);
    if (failed) throw new Error(`${page.path}: a file of the page could not be read: ${failed.message}`);
    return settled as SeenFile[];
  } finally {
    await context.close();
  }
}

export async function measureBundles(pages: BenchPage[] = BENCH_PAGES): Promise<PageMeasure[]> {
  const site = await startBenchSite({ api: true });
  const browser = await chromium.launch({ executablePath: TEST_CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const results: PageMeasure[] = [];
  try {
    for (const page of pages) {
      // One more visit when a body could not be read (the browser dropped it): bytes are only
      // counted from a visit where every file was read.
      const seen = await visitPage(browser, site, page).catch(() => visitPage(browser, site, page));
      const files: LoadedFile[] = seen.map((file) => {
        const { file: local, container } = localFile(site, file.url);
        return { url: file.url, gzipBytes: file.wire, rawBytes: file.raw, container, modules: readFileModules(local, `${container}:${path.basename(local)}`) };
      });
      results.push({
        page,
        files: files.sort((a, b) => b.gzipBytes - a.gzipBytes),
        rawBytes: files.reduce((sum, file) => sum + file.rawBytes, 0),
        gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0),
        gzipByPackage: gzipByPackage(files),
        duplicates: findDuplicates(files),
        fieldDataGzipBytes: files.filter(carriesFieldData).reduce((sum, file) => sum + file.gzipBytes, 0),
      });
    }
  } finally {
    await browser.close();
    await site.close();
  }
  return results;
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

export const isWithinBudget = (result: PageMeasure) =>
  result.gzipBytes <= result.page.budgetGzipBytes && result.duplicates.size === 0 && result.fieldDataGzipBytes > 0;

export function formatBundleReport(results: PageMeasure[], options: { libraries?: number } = {}): string[] {
  const lines = ['page                 files   bytes       gzip      budget    loaded twice   verdict'];
  for (const result of results)
    lines.push(
      `${result.page.label.padEnd(20)} ${String(result.files.length).padStart(5)}  ${kb(result.rawBytes).padStart(10)}  ${kb(result.gzipBytes).padStart(9)}  ` +
        `${kb(result.page.budgetGzipBytes).padStart(8)}  ${String(result.duplicates.size).padStart(8)}        ${isWithinBudget(result) ? 'ok' : 'OVER'}`,
    );
  lines.push(
    `of which field data (loaded 3 s after the shell is up): ${results.map((result) => `${result.page.path} ${kb(result.fieldDataGzipBytes)}`).join(', ')} (0 means it never loaded: a failure)`,
  );
  for (const result of results)
    for (const [module, urls] of result.duplicates)
      lines.push(`${result.page.label}: ${module} is downloaded ${urls.length} times (${urls.map((url) => new URL(url).pathname).join(', ')})`);
  const shown = options.libraries ?? 12;
  for (const result of results.slice(0, 1)) {
    lines.push(`where the bytes of ${result.page.label} go (gzip):`);
    for (const [library, bytes] of [...result.gzipByPackage].sort((a, b) => b[1] - a[1]).slice(0, shown))
      lines.push(`  ${kb(bytes).padStart(9)}  ${library}`);
  }
  return lines;
}
