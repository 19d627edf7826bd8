// Every route of the specification lands in the app that owns it, loaded at run time.
import { ROUTES } from '@matchday/contracts/routes/routeTable';
import { signedInPage } from '../support/accounts';
import { expect, remoteArea, test } from '../support/fixtures';

const remoteRoutes = ROUTES.filter((route) => route.owner !== 'shell');

test.describe('routes', () => {
  for (const route of remoteRoutes) {
    const address = route.path.replace(/\/\*$/, '');
    test(`${address} lands in mfe-${route.owner}`, async ({ page, request }) => {
      // A /m/ page with a /pc/ twin is only kept on a phone-width screen.
      if (route.twin && route.path.startsWith('/m/')) await page.setViewportSize({ width: 390, height: 844 });
      if (route.requiresLogin) await signedInPage(page, request);
      await page.goto(`${address}?id=1`);
      if (route.requiredRoles) {
        // A signed-in user without the role is told so; the api refuses them too.
        await expect(page.getByTestId('not-authorised')).toHaveText('Not authorised to access this page');
        return;
      }
      const area = await remoteArea(page, route.owner);
      await expect(area.locator(`[data-remote="${route.owner}"]`)).toHaveAttribute('data-route', route.id);
      await expect(area.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
    });
  }

  test('/download is the shell’s own page', async ({ page }) => {
    await page.goto('/download');
    await expect(page.getByTestId('download-page')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Download the Matchday app');
    await expect(page).toHaveTitle('Download the app - Matchday');
  });

  test('the header menu moves between remotes without reloading the page', async ({ page }) => {
    await page.goto('/');
    await remoteArea(page, 'scores');
    await page.evaluate(() => ((window as { stillHere?: boolean }).stillHere = true));
    for (const [label, remote, path] of [
      ['Match', 'scores', '/match'],
      ['Streamer', 'live', '/streamer'],
      ['News', 'news', '/news'],
      ['Video', 'news', '/video'],
      ['Tips', 'tips', '/plan'],
      ['Box', 'tips', '/box'],
      ['Tipster', 'tips', '/ranking'],
    ] as const) {
      await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await remoteArea(page, remote);
    }
    await page.getByRole('link', { name: 'Log in/Register' }).click();
    await remoteArea(page, 'account');
    expect(await page.evaluate(() => (window as { stillHere?: boolean }).stillHere)).toBe(true);
  });

  test('a tab is kept in the address, and the back button returns to the previous one', async ({ page }) => {
    await page.goto('/');
    const area = await remoteArea(page, 'scores');
    await area.getByRole('tab', { name: 'Live', exact: true }).click();
    await expect(page).toHaveURL(/\?tab=live$/);
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Match', exact: true }).click();
    await expect(page).toHaveURL(/\/match$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/\?tab=live$/);
    await expect(area.getByRole('tab', { name: 'Live', exact: true })).toHaveAttribute('aria-selected', 'true');
  });

  test('a visitor opening a page that needs login is asked to log in, and comes back after', async ({ page }) => {
    await page.goto('/user/orders');
    await expect(page.getByTestId('login-required')).toBeVisible();
    const prompt = page.getByTestId('login-prompt');
    await expect(prompt).toBeVisible();
    await prompt.getByRole('button', { name: 'Log in/Register' }).click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fuser%2Forders$/);
    await remoteArea(page, 'account');
  });

  test('a phone is sent from /pc/ pages to their /m/ twins and back, keeping the query', async ({ browser }) => {
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await phone.addInitScript(() => localStorage.setItem('matchday:consent', JSON.stringify({ version: 1, acceptedAt: 'x' })));
    const page = await phone.newPage();
    await page.goto('/pc/detail?id=42&tab=odds');
    await expect(page).toHaveURL(/\/m\/detail\?id=42&tab=odds$/);
    await page.goto('/pc/live?id=7');
    await expect(page).toHaveURL(/\/m\/live\?id=7$/);
    await phone.close();

    const desktop = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await desktop.addInitScript(() => localStorage.setItem('matchday:consent', JSON.stringify({ version: 1, acceptedAt: 'x' })));
    const wide = await desktop.newPage();
    await wide.goto('/m/detail?id=42');
    await expect(wide).toHaveURL(/\/pc\/detail\?id=42$/);
    await desktop.close();
  });
});

test.describe('404', () => {
  for (const address of ['/no-such-page', '/exponent/components', '/pc/detail/components/written']) {
    test(`${address} shows "This page could not be found" with a link home`, async ({ page }) => {
      const response = await page.goto(address);
      expect(response?.status()).toBe(404);
      await expect(page.getByTestId('not-found')).toContainText('This page could not be found');
      await expect(page.getByRole('banner')).toBeVisible();
      await page.getByRole('link', { name: 'Back to home' }).click();
      await expect(page).toHaveURL(/\/$/);
      await remoteArea(page, 'scores');
    });
  }
});
