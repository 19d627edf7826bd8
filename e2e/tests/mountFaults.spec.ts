// The remote fault matrix, a remote that throws at mount: its exposed module chunk is rewritten
// so that its `mount` throws while a switch on the page is on, and released as a build with that
// bug would be: a copy of the build with the chunk's digest replaced where the build vouches for
// it (its manifest), made current with the release command, which computes the release's
// digests. (Rewriting the chunk on its way, with page.route, is what the digests refuse;
// re-signing the release inside the page would need the page itself served by Playwright, which
// Chromium then treats as public and refuses its requests to the remotes on loopback.) The
// switch is what lets the remote recover without a reload: a module, once run, stays in the
// remote's module cache. A release change is seen by every page, so these run alone.
import type { Request } from '@playwright/test';
import { REMOTE_IDS } from '@matchday/contracts/routes/routeTable';
import { signedInPage } from '../support/accounts';
import { faultMatrix, startAtDownload } from '../support/faultMatrix';
import { expect, test } from '../support/fixtures';
import { buildWithThrowingMount, currentRelease, whileSwitchedOn } from '../support/remoteFaults';
import { E2E_REMOTES, release } from '../support/site';

test.describe.configure({ mode: 'default' }); // in order, in one worker; a failure does not skip the rest

const MOUNT_FAULT = '__matchdayMountFault';
const { runCell } = faultMatrix('mount');

for (const remote of REMOTE_IDS) {
  test(`mfe-${remote}: throwing at mount shows its error page within 5 s, and it comes back without a reload`, async ({ page, request }) => {
    // The channel's pages are for signed-in users.
    if (remote === 'channel') await signedInPage(page, request);
    const released = (await currentRelease(request)).remotes[remote].version;
    const version = `${released.replace(/-.*$/, '')}-e2e.mountfault`;
    const build = buildWithThrowingMount(remote, released, version, whileSwitchedOn(MOUNT_FAULT, remote));
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
  });
}
