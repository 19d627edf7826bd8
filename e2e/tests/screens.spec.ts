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

// The home page, a match, a plan's list and the ranking right to left (Arabic) and in Chinese,
// on both sizes, for people to look at beside the English ones.
const WORLD_PAGES: [string, string][] = [
  ['/', 'scores'],
  ['/pc/detail?id=1', 'scores'],
  ['/plan', 'tips'],
  ['/ranking', 'tips'],
];
for (const language of ['ar', 'zh_CN']) {
  test.describe(`screens in ${language}`, () => {
    test.use({ language });
    for (const [width, device] of [
      [1280, 'desktop'],
      [390, 'phone'],
    ] as const) {
      test(`the home page, a match, plans and the ranking on a ${device}`, async ({ page }) => {
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        await page.setViewportSize({ width, height: 844 });
        for (const [address, remote] of WORLD_PAGES) {
          await page.goto(address);
          await remoteArea(page, remote);
          await page.screenshot({ path: `test-results/screens/${language}-${device}${address.replace(/[/?=&]/g, '_')}.png` });
        }
        expect(errors).toEqual([]);
      });
    }
  });
}
