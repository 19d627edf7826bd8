// The language: chosen from ?lang=, then the lang cookie, then zh_CN; sent as the lan header;
// Arabic lays the page out right to left.
import type { Page } from '@playwright/test';
import { signedInPage } from '../support/accounts';
import { expect, remoteArea, test } from '../support/fixtures';

async function chooseLanguage(page: Page, name: string) {
  await page.getByTestId('language-switcher').click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  await menu.getByRole('menuitem', { name }).click();
  await expect(menu).toBeHidden();
}

test.describe('language', () => {
  test.use({ language: '' });

  test('a first visit is in zh_CN', async ({ page }) => {
    await page.goto('/');
    await remoteArea(page, 'scores');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page.getByRole('navigation', { name: '主菜单' }).getByRole('link', { name: '首页' })).toBeVisible();
  });

  test('switching language sets the cookie, the lan header and the direction of the page', async ({ page, context, request }) => {
    // Signed in, the shell asks the api for the account at start: that request shows the header.
    await signedInPage(page, request);
    const lanHeaders: string[] = [];
    // The api's reads (not the crests, which are images the page asks for like any picture).
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/') && ['fetch', 'xhr'].includes(request.resourceType())) lanHeaders.push(request.headers()['lan'] ?? '');
    });
    await page.goto('/?lang=en_US');
    await remoteArea(page, 'scores');
    // The account, the day's matches, the favourites: every request says the page's language.
    await expect.poll(() => lanHeaders.length).toBeGreaterThan(0);
    expect(new Set(lanHeaders)).toEqual(new Set(['en_US']));

    await chooseLanguage(page, 'العربية');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('النتائج المباشرة');

    const cookie = (await context.cookies()).find((entry) => entry.name === 'lang');
    expect(cookie?.value).toBe('ar');
    expect(cookie?.secure).toBe(false);
    const days = (cookie!.expires * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThan(366);

    // The cookie now decides, and requests carry it.
    await page.goto('/match');
    await remoteArea(page, 'scores');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect.poll(() => lanHeaders.at(-1)).toBe('ar');

    await chooseLanguage(page, 'Deutsch');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Spiel/);
  });

  test('?lang= wins over the cookie and is remembered', async ({ page, context }) => {
    await context.addCookies([{ name: 'lang', value: 'fr', url: 'http://localhost:9080' }]);
    await page.goto('/news?lang=ru');
    await remoteArea(page, 'news');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    expect((await context.cookies()).find((entry) => entry.name === 'lang')?.value).toBe('ru');
  });
});
