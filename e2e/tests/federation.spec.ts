// Operators switch remotes on and off and release them one at a time; a remote that is down
// or hangs shows a fallback in its own area while the rest of the site works.
import type { Page } from '@playwright/test';
import { expect, remoteArea, test } from '../support/fixtures';
import {
  buildRemoteVersion,
  release,
  removeRemoteVersion,
  restartRemote,
  shellBuildStamp,
  signalApp,
  stopRemote,
} from '../support/site';

test.describe.configure({ mode: 'default' }); // in order, in one worker; a failure does not skip the rest

const menu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

test('a disabled remote disappears from the menu and its pages say it is temporarily unavailable', async ({ page }) => {
  release('disable', 'tips');
  try {
    await page.goto('/');
    await remoteArea(page, 'scores');
    await expect(menu(page).getByRole('link', { name: 'News' })).toBeVisible();
    for (const label of ['Tips', 'Box', 'Tipster']) await expect(menu(page).getByRole('link', { name: label, exact: true })).toHaveCount(0);
    await page.goto('/plan');
    await expect(page.getByTestId('remote-disabled')).toContainText('Temporarily unavailable');
    await menu(page).getByRole('link', { name: 'Streamer' }).click();
    await remoteArea(page, 'live');
  } finally {
    release('enable', 'tips');
  }
  await page.goto('/plan');
  await remoteArea(page, 'tips');
  await expect(menu(page).getByRole('link', { name: 'Tips', exact: true })).toBeVisible();
});

test('a remote whose server is down shows its fallback while the rest works, and comes back without a reload', async ({ page }) => {
  await stopRemote('news');
  try {
    await page.goto('/match');
    await remoteArea(page, 'scores');
    await page.evaluate(() => ((window as { stillHere?: boolean }).stillHere = true));
    await menu(page).getByRole('link', { name: 'News' }).click();
    await expect(page.getByTestId('remote-fallback')).toContainText('This section could not be loaded', { timeout: 7_000 });
    await expect(page.getByRole('banner')).toBeVisible();
    await menu(page).getByRole('link', { name: 'Streamer' }).click();
    await remoteArea(page, 'live');
  } finally {
    await restartRemote('news');
  }
  await menu(page).getByRole('link', { name: 'Video' }).click();
  await remoteArea(page, 'news');
  expect(await page.evaluate(() => (window as { stillHere?: boolean }).stillHere)).toBe(true);
});

test('a remote whose server hangs is given up within 5 seconds', async ({ page }) => {
  await page.goto('/match');
  await remoteArea(page, 'scores');
  signalApp('news', 'SIGSTOP');
  try {
    const started = Date.now();
    await menu(page).getByRole('link', { name: 'News' }).click();
    await expect(page.getByTestId('remote-fallback')).toBeVisible({ timeout: 8_000 });
    expect(Date.now() - started).toBeLessThan(7_000);
    await menu(page).getByRole('link', { name: 'Home' }).click();
    await remoteArea(page, 'scores');
  } finally {
    signalApp('news', 'SIGCONT');
  }
  await menu(page).getByRole('link', { name: 'Video' }).click();
  await remoteArea(page, 'news');
});

test('a remote rebuilt and released alone shows its new version, with no rebuild of the shell', async ({ page }) => {
  const version = `1.0.1-e2e.${Date.now()}`;
  const shellBefore = shellBuildStamp();
  await page.goto('/news');
  const before = await remoteArea(page, 'news');
  const oldVersion = await before.getAttribute('data-version');
  expect(oldVersion).not.toBe(version);

  buildRemoteVersion('news', version);
  try {
    // A developer can try the build from the browser before it is released.
    await page.goto(`/news?mf-override=news=http://localhost:9084/${version}/mf-manifest.json`);
    await expect(await remoteArea(page, 'news')).toHaveAttribute('data-version', version);
    await expect(page.getByTestId('override-banner')).toContainText(version);
    await page.goto('/news?mf-override=clear');
    await expect(await remoteArea(page, 'news')).toHaveAttribute('data-version', oldVersion!);

    release('use', 'news', version);
    await page.goto('/news');
    await expect(await remoteArea(page, 'news')).toHaveAttribute('data-version', version);
    await page.goto('/match');
    await remoteArea(page, 'scores');
    expect(shellBuildStamp()).toBe(shellBefore);

    release('rollback');
    await page.goto('/video');
    await expect(await remoteArea(page, 'news')).toHaveAttribute('data-version', oldVersion!);
  } finally {
    removeRemoteVersion('news', version);
  }
});

test('the release command refuses a version that was never built', async () => {
  expect(() => release('use', 'news', '9.9.9')).toThrow(/no mf-manifest.json/);
});
