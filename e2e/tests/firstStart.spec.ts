// A living first start: with no settings, a newcomer's pages from the menu are not empty — the
// demo streamer's replays of past days play (across the turns of their generated recording), and
// the demo experts' ranking and remarks are there, all named as demo content.
import type { Page } from '@playwright/test';
import { expect, remoteArea, test } from '../support/fixtures';

const currentTime = (page: Page) => page.locator('[data-testid="video-player"] video').evaluate((video: HTMLVideoElement) => video.currentTime);

for (const [width, device] of [
  [1280, 'desktop'],
  [390, 'phone'],
] as const) {
  test(`a fresh start shows replays, a ranking and remarks on a ${device}`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });

    // Replays of the demo streamer's past lives, each with its still.
    await page.goto('/video');
    let area = await remoteArea(page, 'news');
    const replay = area.getByTestId('video-card').filter({ hasText: 'Demo live:' }).first();
    // The ingest makes its loop at start, the api writes the past lives within seconds of it.
    await expect(async () => {
      await page.reload();
      area = await remoteArea(page, 'news');
      await expect(area.getByTestId('video-card').filter({ hasText: 'Demo live:' }).first()).toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: 60_000 });
    await expect.poll(() => replay.locator('img').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth), { timeout: 20_000 }).toBeGreaterThan(0);
    await page.screenshot({ path: `test-results/screens/first-start-${device}-video.png` });
    await replay.click();
    await expect(area.getByTestId('video-player')).toHaveAttribute('data-state', 'playing', { timeout: 30_000 });
    // It plays on across a turn of the loop (a discontinuity, 24 s in).
    await page.locator('[data-testid="video-player"] video').evaluate((video: HTMLVideoElement) => {
      video.currentTime = 21;
    });
    await expect.poll(() => currentTime(page), { timeout: 30_000 }).toBeGreaterThan(26);

    // The demo experts' ranking (their picks on the engine's past days, written as it plays them).
    await page.goto('/ranking');
    await expect(async () => {
      await page.reload();
      area = await remoteArea(page, 'tips');
      await expect(area.getByTestId('ranking-row').filter({ hasText: 'Demo expert' }).first()).toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: 60_000 });
    await page.screenshot({ path: `test-results/screens/first-start-${device}-ranking.png` });

    // Their remarks on settled picks.
    await page.goto('/remark');
    area = await remoteArea(page, 'tips');
    await expect(area.getByTestId('remark').filter({ hasText: 'Demo content:' }).first()).toBeVisible({ timeout: 20_000 });
    await page.screenshot({ path: `test-results/screens/first-start-${device}-remark.png` });
  });
}
