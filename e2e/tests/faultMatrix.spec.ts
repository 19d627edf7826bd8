// The remote fault matrix: every remote that is down (connections refused), hung (requests never
// answered) or throwing at mount. In each case the header and menu work, the remote's area shows
// its fallback within 5 s of the navigation, and the next navigation after the fault is gone
// brings the remote back without a page reload. The 18 timings are printed and written to
// test-results/fault-matrix.json.
//
// Throwing at mount: the remote's exposed module chunk is rewritten so that its `mount` throws
// while a switch on the page is on, and released as a build with that bug would be: a copy of the
// build with the chunk's digest replaced where the build vouches for it (its manifest), made
// current with the release command, which computes the release's digests. (Rewriting the chunk on
// its way, with page.route, is what the digests refuse; re-signing the release inside the page
// would need the page itself served by Playwright, which Chromium then treats as public and
// refuses its requests to the remotes on loopback.) The switch is what lets the remote recover
// without a reload: a module, once run, stays in the remote's module cache.
import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page, Request } from '@playwright/test';
import { REMOTE_FALLBACK_AFTER_MS } from '../../shared/src/constants';
import { REMOTE_IDS, type RemoteId } from '../../shared/src/routes/routeTable';
import { signedInPage } from '../support/accounts';
import { expect, remoteArea, test } from '../support/fixtures';
import {
  areaTimes,
  buildWithThrowingMount,
  currentRelease,
  hangRemote,
  markDocument,
  navigateAndTime,
  refuseRemote,
  sameDocument,
  slowRemote,
} from '../support/remoteFaults';
import { E2E_REMOTES, release } from '../support/site';

test.describe.configure({ mode: 'serial' });

const FALLBACK_WITHIN_MS = 5_000;
const MOUNT_FAULT = '__matchdayMountFault';

/** A page each remote owns, and the next navigation (another of its pages, or the same with a query). */
const PAGES: Record<RemoteId, [string, string]> = {
  scores: ['/match', '/valorant'],
  live: ['/streamer', '/streamer?after=fault'],
  tips: ['/plan', '/ranking'],
  news: ['/news', '/video'],
  account: ['/login', '/feedback'],
  channel: ['/channel', '/channel?after=fault'],
};

type Fault = 'down' | 'hung' | 'throws at mount';

interface Cell {
  remote: string;
  fault: Fault;
  /** What the area showed: the fallback, or the error page of a remote that crashed. */
  shown: 'fallback' | 'error page';
  shownAfterMs: number;
  recoveredAfterMs: number;
}

const cells: Cell[] = [];

/** The page is live (hydrated) at /download, a page of the shell's own, with no remote loaded. */
async function startAtDownload(page: Page) {
  await page.goto('/download');
  await expect(page.getByRole('heading', { level: 1, name: 'Download the Matchday app' })).toBeVisible();
  await markDocument(page);
}

/**
 * Navigates to the remote's page under a fault, checks the fallback (in time), the rest of the
 * page, and the recovery after `clear()`; records the timings.
 */
async function runCell(page: Page, remote: RemoteId, fault: Fault, clear: () => Promise<void>): Promise<void> {
  const [first, next] = PAGES[remote];
  const state = fault === 'throws at mount' ? 'crashed' : 'unavailable';
  await navigateAndTime(page, first, remote);
  const area = page.locator(`[data-remote-area="${remote}"]`);
  await expect(area).toHaveAttribute('data-state', state, { timeout: FALLBACK_WITHIN_MS + 1_000 });
  await expect(area.getByTestId(state === 'crashed' ? 'remote-error-page' : 'remote-fallback')).toBeVisible();
  const shownAfterMs = (await areaTimes(page))[state]!;
  expect(shownAfterMs, `mfe-${remote} ${fault}: fallback after ${shownAfterMs} ms`).toBeLessThan(FALLBACK_WITHIN_MS);

  // The rest of the page works: the header and its menu take us to another page.
  await expect(page.getByRole('banner')).toBeVisible();
  await page.locator('[data-menu="download"]').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Download the Matchday app' })).toBeVisible();

  await clear();
  await navigateAndTime(page, next, remote);
  await remoteArea(page, remote);
  expect(await sameDocument(page), `mfe-${remote} ${fault}: recovered without a reload`).toBe(true);
  cells.push({ remote: `mfe-${remote}`, fault, shown: state === 'crashed' ? 'error page' : 'fallback', shownAfterMs, recoveredAfterMs: (await areaTimes(page)).mounted! });
}

async function down(page: Page, remote: RemoteId) {
  await startAtDownload(page);
  const fault = await refuseRemote(page, remote);
  await runCell(page, remote, 'down', fault.stop);
}

async function hung(page: Page, remote: RemoteId) {
  await startAtDownload(page);
  const fault = await hangRemote(page, remote);
  await runCell(page, remote, 'hung', async () => {
    expect(fault.held(), 'requests were held unanswered').toBeGreaterThan(0);
    await fault.stop();
  });
}

async function throwsAtMount(page: Page, request: APIRequestContext, remote: RemoteId) {
  const released = (await currentRelease(request)).remotes[remote].version;
  const version = `${released.replace(/-.*$/, '')}-e2e.mountfault`;
  const build = buildWithThrowingMount(remote, released, version, MOUNT_FAULT);
  let served = 0;
  const exposeUrl = `${E2E_REMOTES[remote]}/${version}/${build.exposeFile}`;
  const count = (sent: Request) => void (sent.url() === exposeUrl && (served += 1));
  try {
    expect(build.mounts, `the mount of mfe-${remote} was found in ${build.exposeFile} and rewritten`).toBe(1);
    expect(build.manifestVouched, 'the manifest vouched for the chunk, and now for the rewritten one').toBe(true);
    release('use', remote, version, '--note', `fault matrix: mfe-${remote} throws at mount`);
    page.on('request', count);
    await startAtDownload(page);
    await page.evaluate(({ name, remote }) => ((window as unknown as Record<string, string>)[name] = remote), { name: MOUNT_FAULT, remote });
    await runCell(page, remote, 'throws at mount', async () => {
      expect(served, 'the rewritten chunk was loaded').toBeGreaterThan(0);
      const thrown = await page.evaluate(() => (self as unknown as { __mountFaultsThrown?: number }).__mountFaultsThrown);
      expect(thrown, 'the rewritten mount threw').toBeGreaterThan(0);
      await page.evaluate((name) => delete (window as unknown as Record<string, string>)[name], MOUNT_FAULT);
    });
  } finally {
    page.off('request', count);
    if ((await currentRelease(request)).remotes[remote].version !== released)
      release('use', remote, released, '--note', `fault matrix: mfe-${remote} back to ${released}`);
    build.remove();
  }
}

for (const remote of REMOTE_IDS) {
  test(`mfe-${remote}: down, hung and throwing at mount each show its fallback within 5 s, and it comes back without a reload`, async ({ page, request }) => {
    // The channel's pages are for signed-in users.
    if (remote === 'channel') await signedInPage(page, request);
    await throwsAtMount(page, request, remote);
    await down(page, remote);
    await hung(page, remote);
  });
}

// Beyond the matrix: the 5 s hold for the whole load and mount, whichever step is slow, and a
// slow network is not a broken remote.
test('a remote whose manifest is slow and whose entry then hangs shows its fallback within 5 s', async ({ page }) => {
  await startAtDownload(page);
  // Before, each request had 5 s of its own: 3 s for the manifest and 5 s for the entry made 8.
  const fault = await slowRemote(page, 'news', 3_000, (url) => !url.endsWith('mf-manifest.json'));
  await navigateAndTime(page, '/news', 'news');
  const area = page.locator('[data-remote-area="news"]');
  await expect(area).toHaveAttribute('data-state', 'unavailable', { timeout: FALLBACK_WITHIN_MS + 1_000 });
  expect((await areaTimes(page)).unavailable).toBeLessThan(FALLBACK_WITHIN_MS);
  expect(fault.held(), 'the entry was asked for and never answered').toBeGreaterThan(0);
  await fault.stop();
});

test('a remote on a slow network that still arrives replaces its fallback, with no navigation', async ({ page }) => {
  await startAtDownload(page);
  // Every file 1.5 s late: manifest, then entry and first chunks, then the page's chunks.
  const slow = await slowRemote(page, 'tips', 1_500);
  await navigateAndTime(page, '/plan', 'tips');
  await remoteArea(page, 'tips');
  const times = await areaTimes(page);
  console.log(`slow network: fallback after ${times.unavailable} ms, mfe-tips on the page after ${times.mounted} ms`);
  expect(times.mounted, 'the remote arrived, late').toBeGreaterThan(3_000);
  if (times.mounted! > REMOTE_FALLBACK_AFTER_MS) expect(times.unavailable, 'the fallback showed while it was on its way').toBeLessThan(times.mounted!);
  expect(await sameDocument(page)).toBe(true);
  await slow.stop();
});

test.afterAll(() => {
  if (cells.length === 0) return; // only the tests beyond the matrix ran
  const header = ['remote', 'fault', 'shown', 'shown after (ms)', 'recovered after (ms)'];
  const rows = cells.map((cell) => [cell.remote, cell.fault, cell.shown, String(cell.shownAfterMs), String(cell.recoveredAfterMs)]);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (row: string[]) => `| ${row.map((value, column) => value.padEnd(widths[column]!)).join(' | ')} |`;
  console.log(['', line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n'));
  const file = path.join(test.info().project.outputDir, 'fault-matrix.json');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify({ fallbackWithinMs: FALLBACK_WITHIN_MS, cells }, null, 2)}\n`);
});
