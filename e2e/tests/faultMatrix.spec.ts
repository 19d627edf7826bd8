// The remote fault matrix, network faults: every remote that is down (connections refused) or
// hung (requests never answered) on one page's network — faults of that page only, so these run
// beside the other tests. What each cell checks is in ../support/faultMatrix.ts; a remote whose
// release throws at mount is mountFaults.spec.ts.
import { REMOTE_FALLBACK_AFTER_MS } from '@matchday/contracts/constants';
import { REMOTE_IDS } from '@matchday/contracts/routes/routeTable';
import { signedInPage } from '../support/accounts';
import { FALLBACK_WITHIN_MS, faultMatrix, startAtDownload } from '../support/faultMatrix';
import { expect, remoteArea, test } from '../support/fixtures';
import { areaTimes, hangRemote, navigateAndTime, refuseRemote, sameDocument, slowRemote } from '../support/remoteFaults';

test.describe.configure({ mode: 'default' }); // in order, in one worker; a failure does not skip the rest

const { runCell } = faultMatrix('network');

for (const remote of REMOTE_IDS) {
  test(`mfe-${remote}: down and hung each show its fallback within 5 s, and it comes back without a reload`, async ({ page, request }) => {
    // The channel's pages are for signed-in users.
    if (remote === 'channel') await signedInPage(page, request);
    await startAtDownload(page);
    const refused = await refuseRemote(page, remote);
    await runCell(page, remote, 'down', refused.stop);

    await startAtDownload(page);
    const hung = await hangRemote(page, remote);
    await runCell(page, remote, 'hung', async () => {
      expect(hung.held(), 'requests were held unanswered').toBeGreaterThan(0);
      await hung.stop();
    });
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
