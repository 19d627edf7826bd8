// Faults of one remote: its files changed on their way (tampering), its origin refusing
// connections or hanging (in the browser's network layer), or a build of it whose mount throws.
// Also client-side navigation and a clock on a remote's area, so a test can time its fallback.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page, Route } from '@playwright/test';
import { parseReleaseManifest, type ReleaseManifest, remoteEntryPath } from '@matchday/contracts/releases/manifest';
import { E2E_REMOTES, E2E_SHELL, repoRoot } from './site';

export const sri = (bytes: Buffer | string) => `sha384-${crypto.createHash('sha384').update(bytes).digest('base64')}`;

export async function currentRelease(request: APIRequestContext): Promise<ReleaseManifest> {
  return parseReleaseManifest(await (await request.get(`${E2E_SHELL}/release.json`)).json());
}

export interface RemoteFiles {
  manifestUrl: string;
  entryUrl: string;
  /** The chunk of the remote's `./app` module. */
  exposeUrl: string;
  /** A chunk the shell loads beside the entry that is not the exposed module's own. */
  firstChunkUrl: string | undefined;
  manifest: Buffer;
  entry: Buffer;
  expose: Buffer;
}

/** The released files of a remote, as its CDN serves them. */
export async function remoteFiles(request: APIRequestContext, remote: string): Promise<RemoteFiles> {
  const { manifestUrl } = (await currentRelease(request)).remotes[remote as keyof ReleaseManifest['remotes']];
  const get = async (url: string) => Buffer.from(await (await request.get(url)).body());
  const manifest = await get(manifestUrl);
  const parsed = JSON.parse(manifest.toString('utf8'));
  const sync: string[] = parsed.exposes.find((expose: { name: string }) => expose.name === 'app').assets.js.sync;
  const exposeFile = sync.find((file) => file.startsWith('__federation_expose_app'))!;
  const entryUrl = new URL(remoteEntryPath(parsed), manifestUrl).href;
  const exposeUrl = new URL(exposeFile, manifestUrl).href;
  const other = sync.find((file) => file !== exposeFile);
  return {
    manifestUrl,
    entryUrl,
    exposeUrl,
    firstChunkUrl: other && new URL(other, manifestUrl).href,
    manifest,
    entry: await get(entryUrl),
    expose: await get(exposeUrl),
  };
}

/**
 * Headers of a fetched answer fit to go with other bytes: other bytes are another version of the
 * file, which the browser must not keep under the original's validators (a 304 would then bring
 * the changed bytes back after the fault is gone).
 */
function headersFor(headers: Record<string, string>): Record<string, string> {
  const { 'content-encoding': _encoding, 'content-length': _length, etag: _etag, 'last-modified': _modified, ...rest } = headers;
  return { ...rest, 'cache-control': 'no-store' };
}

/** Serves `url` with its bytes changed on the way; counts how often it was served. */
export async function serveChanged(page: Page, url: string | ((url: URL) => boolean), change: (body: Buffer) => Buffer | string) {
  let served = 0;
  const handler = async (route: Route) => {
    // The whole file, whatever the browser has cached.
    const { 'if-none-match': _tag, 'if-modified-since': _since, ...headers } = route.request().headers();
    const response = await route.fetch({ headers });
    served += 1;
    await route.fulfill({ status: response.status(), headers: headersFor(response.headers()), body: change(await response.body()) });
  };
  await page.route(url, handler);
  return { served: () => served, stop: () => page.unroute(url, handler) };
}

/** A mount fault switched on from the page: while `self[switchName]` names the remote. */
export const whileSwitchedOn = (switchName: string, remote: string) => `self.${switchName}===${JSON.stringify(remote)}`;

/**
 * A copy of a remote's build, as version `to`, whose `mount` throws whenever `when` (a script
 * expression evaluated at each mount) is true. The chunk's digest changes, so the copy is signed
 * as a build signs itself: its manifest's digest of the chunk is replaced (the release command
 * then computes the release's digests from these files). Says what it rewrote, for the test to
 * check.
 */
export function buildWithThrowingMount(remote: string, from: string, to: string, when: string) {
  const cdn = path.join(process.env.MATCHDAY_DEPLOY_DIR ?? path.join(repoRoot, 'deploy'), 'cdn', `mfe-${remote}`);
  const dir = path.join(cdn, to);
  const remove = () => fs.rmSync(dir, { recursive: true, force: true });
  remove();
  fs.cpSync(path.join(cdn, from), dir, { recursive: true });
  const file = (name: string) => path.join(dir, name);
  const manifest = JSON.parse(fs.readFileSync(file('mf-manifest.json'), 'utf8'));
  const exposeFile: string = manifest.exposes[0].assets.js.sync.find((name: string) => name.startsWith('__federation_expose_app'));
  const original = fs.readFileSync(file(exposeFile), 'utf8');
  let mounts = 0;
  const chunk = original.replace(/mount:([A-Za-z_$][\w$]*)=>\(/g, (_match, props: string) => {
    mounts += 1;
    const thrower = `(()=>{self.__mountFaultsThrown=(self.__mountFaultsThrown||0)+1;throw new Error("fault matrix: mfe-${remote} throws at mount")})()`;
    return `mount:${props}=>((${when})&&${thrower},`;
  });
  fs.writeFileSync(file(exposeFile), chunk);
  const manifestVouched = manifest.assetIntegrity[exposeFile] === sri(original);
  manifest.assetIntegrity[exposeFile] = sri(chunk);
  manifest.metaData.buildInfo.buildVersion = to;
  fs.writeFileSync(file('mf-manifest.json'), JSON.stringify(manifest, null, 2));
  // The build's gzipped copies are of the files before the change: never to be sent.
  for (const name of [exposeFile, 'mf-manifest.json']) fs.rmSync(`${file(name)}.gz`, { force: true });
  return { exposeFile, mounts, manifestVouched, remove };
}

/** Every request to a remote's origin is refused, as by a server that is down. */
export async function refuseRemote(page: Page, remote: string) {
  const pattern = `${E2E_REMOTES[remote]}/**`;
  const handler = (route: Route) => route.abort('connectionrefused');
  await page.route(pattern, handler);
  return { stop: () => page.unroute(pattern, handler) };
}

/** Every request to a remote's origin is held unanswered, as by a hung server, until `stop()` wakes it. */
export const hangRemote = (page: Page, remote: string) => slowRemote(page, remote, 0, () => true);

/**
 * A slow remote: every request to its origin is answered `delayMs` late, and those `hang` picks
 * are never answered at all (until `stop()`).
 */
export async function slowRemote(page: Page, remote: string, delayMs: number, hang: (url: string) => boolean = () => false) {
  const pattern = `${E2E_REMOTES[remote]}/**`;
  const held: Route[] = [];
  const handler = async (route: Route) => {
    if (hang(route.request().url())) return void held.push(route);
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    await route.continue().catch(() => undefined); // the page may have given up on it
  };
  await page.route(pattern, handler);
  return {
    held: () => held.length,
    stop: async () => {
      await page.unroute(pattern, handler);
      // The server answers again; requests the page already gave up on are gone.
      await Promise.all(held.map((route) => route.continue().catch(() => undefined)));
    },
  };
}

/**
 * Navigates inside the page, as a link of the site does (no reload), and starts a clock on the
 * remote's area: `areaTimes` then says when it showed which state, in ms after the navigation.
 */
export async function navigateAndTime(page: Page, path: string, remote: string): Promise<void> {
  // The shell's router listens once the static frame is hydrated (its pages render then); a
  // navigation before that would change the address and nothing else.
  await page.locator('[data-testid="download-page"], [data-remote-area]').first().waitFor();
  await page.evaluate(
    ({ path, remote }) => {
      const clock = window as unknown as { __areaClock?: { observer: MutationObserver; start: number; times: Record<string, number> } };
      clock.__areaClock?.observer.disconnect();
      const start = performance.now();
      const times: Record<string, number> = {};
      const observer = new MutationObserver(() => {
        const state = document.querySelector(`[data-remote-area="${remote}"]`)?.getAttribute('data-state');
        if (state && state !== 'loading' && !(state in times)) times[state] = Math.round(performance.now() - start);
      });
      observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-state'] });
      clock.__areaClock = { observer, start, times };
      history.pushState(null, '', path);
      dispatchEvent(new PopStateEvent('popstate'));
    },
    { path, remote },
  );
}

export async function areaTimes(page: Page): Promise<Record<string, number>> {
  return page.evaluate(() => ({ ...(window as unknown as { __areaClock?: { times: Record<string, number> } }).__areaClock?.times }));
}

/** A mark on the document: still there after a navigation means the page was not reloaded. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as { __sameDocument?: boolean }).__sameDocument = true));
}

export async function sameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);
}
