// The shell talks to the api through its own origin: a returning user's session is restored
// from their stored token, and the header shows their balance and avatar.
import { signUp, signedInPage } from '../support/accounts';
import { E2E_SHELL } from '../support/site';
import { expect, remoteArea, test } from '../support/fixtures';

test('the api answers through the shell’s origin', async ({ request }) => {
  const health = await request.get(`${E2E_SHELL}/api/health`);
  expect(await health.json()).toMatchObject({ code: 0, data: { status: 'ok', database: 'embedded' } });
});

test('a returning user sees their balance and avatar in the header', async ({ page, request }) => {
  await signedInPage(page, request);
  await page.goto('/');
  await remoteArea(page, 'scores');
  await expect(page.getByTestId('coin-balance')).toHaveText('100');
  await expect(page.getByRole('link', { name: 'My account' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in/Register' })).toHaveCount(0);
});

test('a token the api no longer accepts returns the page to a visitor', async ({ page, request }) => {
  const account = await signUp(request);
  await request.post(`${E2E_SHELL}/api/auth/sign-out`, { headers: { token: account.token } });
  await page.addInitScript((token) => {
    if (!sessionStorage.getItem('planted')) {
      localStorage.setItem('token', token);
      sessionStorage.setItem('planted', '1');
    }
  }, account.token);
  await page.goto('/');
  // 3001: the stored token is removed and the page reloaded, as a visitor. (The server's frame
  // shows a visitor's header before that too: the token's removal is the state awaited, read
  // again while the page reloads.)
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token')).catch(() => 'the page is reloading'), { timeout: 15_000 }).toBeNull();
  await expect(page.getByRole('link', { name: 'Log in/Register' })).toBeVisible();
});

test('a session ended elsewhere returns the open page to a visitor without a reload', async ({ page, request }) => {
  const account = await signedInPage(page, request);
  await page.goto('/');
  await remoteArea(page, 'scores');
  await expect(page.getByTestId('coin-balance')).toHaveText('100');
  await page.evaluate(() => ((window as unknown as { e2eMarker: number }).e2eMarker = 1));
  // Signed out on another device: the realtime server ends the session on this page's connection.
  await request.post(`${E2E_SHELL}/api/auth/sign-out`, { headers: { token: account.token } });
  await expect(page.getByRole('link', { name: 'Log in/Register' })).toBeVisible({ timeout: 2000 });
  await expect(page.getByTestId('coin-balance')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  expect(await page.evaluate(() => (window as unknown as { e2eMarker?: number }).e2eMarker)).toBe(1);
});
