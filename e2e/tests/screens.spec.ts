// Screenshots of the composed site on a desktop and a phone, for people to look at
// (written to e2e/test-results/screens). Each page must render without errors.
import { expect, remoteArea, test } from '../support/fixtures';

const PAGES: [string, string][] = [
  ['/', 'scores'],
  ['/match?tab=calendar', 'scores'],
  ['/pc/detail?id=1', 'scores'],
  ['/streamer', 'live'],
  ['/plan', 'tips'],
  ['/news', 'news'],
  ['/login', 'account'],
  ['/feedback', 'account'],
  ['/invite?code=ABCD2345', 'account'],
];

for (const [width, device] of [
  [1280, 'desktop'],
  [390, 'phone'],
] as const) {
  test(`screens on a ${device}`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.setViewportSize({ width, height: 844 });
    for (const [address, remote] of PAGES) {
      await page.goto(address);
      await remoteArea(page, remote);
      await page.screenshot({ path: `test-results/screens/${device}${address.replace(/[/?=&]/g, '_')}.png` });
    }
    await page.goto('/download');
    await expect(page.getByTestId('download-page')).toBeVisible();
    await page.screenshot({ path: `test-results/screens/${device}_download.png` });
    expect(errors).toEqual([]);
  });
}
