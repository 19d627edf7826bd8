// A release vouches for its remotes' files with SHA-384 digests: the shell runs a remote only
// when what the CDN serves is what was released. A tampered manifest, entry or first chunk shows
// the remote's fallback, as a remote that is down does, with the remote named in the console (a
// tampered page chunk, loaded once the remote is on the page, its error page); the rest of the
// page goes on, and the remote runs again once its files are right, without a reload.
import type { Page } from '@playwright/test';
import { expect, remoteArea, test } from '../support/fixtures';
import {
  currentRelease,
  markDocument,
  navigateAndTime,
  remoteFiles,
  sameDocument,
  serveChanged,
  sri,
} from '../support/remoteFaults';
import { LAST_CHUNK_RELOAD_KEY } from '../../shell/src/lib/chunkReload';
import { E2E_REMOTES } from '../support/site';

function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

const tamperedRan = (page: Page) => page.evaluate(() => (window as unknown as { __tampered?: string }).__tampered);

/** Tampered files of `remote` show its fallback; the rest of the page works; right files run again. */
async function expectRefused(page: Page, remote: string, path: string, nextPath: string, errors: string[], message: RegExp) {
  await navigateAndTime(page, path, remote);
  const area = page.locator(`[data-remote-area="${remote}"]`);
  await expect(area).toHaveAttribute('data-state', 'unavailable', { timeout: 5_000 });
  await expect(area.getByTestId('remote-fallback')).toContainText('This section could not be loaded');
  await expect.poll(() => errors.find((text) => message.test(text)), { message: `console error naming mfe-${remote}` }).toBeTruthy();
  expect(await tamperedRan(page), 'the tampered code never ran').toBeUndefined();
  // The rest of the page: the header, and another remote's page.
  await expect(page.getByRole('banner')).toBeVisible();
  await page.locator('[data-menu="download"]').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Download the Matchday app' })).toBeVisible();
  return async (stop: () => Promise<void>) => {
    await stop();
    await navigateAndTime(page, nextPath, remote);
    await remoteArea(page, remote);
    expect(await sameDocument(page), 'recovered without a reload').toBe(true);
  };
}

test('every release vouches for its remotes, and the browser checks the scripts it runs', async ({ page, request }) => {
  const release = await currentRelease(request);
  for (const [remote, entry] of Object.entries(release.remotes)) {
    const files = await remoteFiles(request, remote);
    expect(entry.integrity, remote).toEqual({ manifest: sri(files.manifest), entry: sri(files.entry) });
    // The manifest vouches for every chunk, whichever runtime loads it.
    const assetIntegrity: Record<string, string> = JSON.parse(files.manifest.toString('utf8')).assetIntegrity;
    expect(assetIntegrity[files.exposeUrl.split('/').pop()!]).toBe(sri(files.expose));
    for (const [file, digest] of Object.entries(assetIntegrity))
      expect(sri(Buffer.from(await (await request.get(new URL(file, files.manifestUrl).href)).body())), file).toBe(digest);
  }
  const modes = new Map<string, string>();
  page.on('request', async (sent) => {
    if (sent.url().startsWith(E2E_REMOTES.news!)) modes.set(sent.url(), (await sent.allHeaders())['sec-fetch-mode'] ?? '');
  });
  await page.goto('/news');
  await remoteArea(page, 'news');
  const files = await remoteFiles(request, 'news');
  // Scripts with `integrity` are fetched in CORS mode (crossorigin), which the CDN answers: the
  // entry and first chunks the shell loads, and the page's chunks the remote loads itself.
  const scripts = [...modes.keys()].filter((url) => url.endsWith('.js'));
  expect(scripts).toEqual(expect.arrayContaining([files.entryUrl, files.exposeUrl]));
  expect(scripts.length).toBeGreaterThan(3);
  for (const url of scripts) expect(modes.get(url), url).toBe('cors');
});

test('a remote whose manifest was tampered with is not run, and runs again once it is right', async ({ page, request }) => {
  const files = await remoteFiles(request, 'news');
  const errors = consoleErrors(page);
  await page.goto('/download');
  await markDocument(page);
  const tampered = await serveChanged(page, files.manifestUrl, (body) => body.toString('utf8').replace('"name"', '"name" '));
  const recover = await expectRefused(page, 'news', '/news', '/video', errors, /mfe-news: .*mf-manifest\.json does not match the digest of the release/);
  expect(tampered.served()).toBeGreaterThan(0);
  await recover(tampered.stop);
});

test('a remote whose entry script was tampered with is not run, and runs again once it is right', async ({ page, request }) => {
  const files = await remoteFiles(request, 'tips');
  const errors = consoleErrors(page);
  await page.goto('/download');
  await markDocument(page);
  const tampered = await serveChanged(page, files.entryUrl, (body) => `${body.toString('utf8')};self.__tampered="tips";`);
  const recover = await expectRefused(page, 'tips', '/plan', '/ranking', errors, /mfe-tips: .*remoteEntry\.js does not match its digest/);
  expect(tampered.served()).toBeGreaterThan(0);
  await recover(tampered.stop);
});

test('a remote whose chunk was tampered with is not run, and runs again once it is right', async ({ page, request }) => {
  const files = await remoteFiles(request, 'live');
  const errors = consoleErrors(page);
  await page.goto('/download');
  await markDocument(page);
  const tampered = await serveChanged(page, files.exposeUrl, (body) => `self.__tampered="live";${body.toString('utf8')}`);
  const recover = await expectRefused(page, 'live', '/streamer', '/streamer?after=tampering', errors, /mfe-live: .*__federation_expose_app\.[0-9a-f]+\.js does not match its digest/);
  expect(tampered.served()).toBeGreaterThan(0);
  await recover(tampered.stop);
});

test('a chunk the remote loads itself that was tampered with is not run: its area shows the error page, and recovers', async ({ page, request }) => {
  const files = await remoteFiles(request, 'news');
  const pageChunks = new Set<string>(JSON.parse(files.manifest.toString('utf8')).exposes[0].assets.js.async);
  const errors = consoleErrors(page);
  await page.goto('/download');
  await markDocument(page);
  // A failed chunk reloads the page at most once a minute (a new deployment replaced it); here
  // the refusal itself is what we look at, so the page behaves as just after such a reload.
  await page.evaluate((key) => sessionStorage.setItem(key, String(Date.now())), LAST_CHUNK_RELOAD_KEY);
  const tampered = await serveChanged(
    page,
    (url) => url.origin === E2E_REMOTES.news && pageChunks.has(url.pathname.split('/').pop()!),
    (body) => `self.__tampered="news";${body.toString('utf8')}`,
  );
  await navigateAndTime(page, '/news', 'news');
  const area = page.locator('[data-remote-area="news"]');
  await expect(area).toHaveAttribute('data-state', 'crashed');
  await expect(area.getByTestId('remote-error-page')).toBeVisible();
  expect(tampered.served()).toBeGreaterThan(0);
  await expect.poll(() => errors.find((text) => /mfe-news: .*\.js does not match its digest/.test(text))).toBeTruthy();
  expect(await tamperedRan(page), 'the tampered code never ran').toBeUndefined();
  await tampered.stop();
  await navigateAndTime(page, '/video', 'news');
  await remoteArea(page, 'news');
  expect(await sameDocument(page), 'recovered without a reload').toBe(true);
});
