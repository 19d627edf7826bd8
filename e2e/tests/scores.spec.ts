// The scores remote as a fan uses it: today's matches, live, without reloading.
import type { Locator, Page } from '@playwright/test';
import { signedInPage } from '../support/accounts';
import { expect, remoteArea, test } from '../support/fixtures';

/** The clock and score texts of the live rows on screen, by match id. */
async function liveTexts(page: Page): Promise<Map<string, string>> {
  const rows = page.locator('[data-testid="match-row"][data-status="live"]');
  const entries = await rows.evaluateAll((elements) =>
    elements.map((element) => [element.getAttribute('data-match-id') ?? '', element.textContent ?? ''] as [string, string]),
  );
  return new Map(entries);
}

/** Opens a row of the list (shown within 20 s) and checks the address is its match's detail; the match's id. */
async function openRow(page: Page, row: Locator, detail: '/pc/detail' | '/m/detail'): Promise<string> {
  await expect(row).toBeVisible({ timeout: 20_000 });
  const id = (await row.getAttribute('data-match-id'))!;
  await row.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`${detail}\\?id=${id}$`));
  return id;
}

test.describe('live scores', () => {
  test("today's list shows live matches changing without a reload", async ({ page }) => {
    await page.goto('/?tab=live');
    const area = await remoteArea(page, 'scores');
    await expect(area.getByTestId('match-row').first()).toBeVisible({ timeout: 20_000 });
    await expect(area.getByTestId('match-group').first()).toBeVisible();
    const before = await liveTexts(page);
    expect(before.size).toBeGreaterThan(0);
    const navigations: string[] = [];
    page.on('framenavigated', (frame) => frame === page.mainFrame() && navigations.push(frame.url()));
    // A basketball clock moves every second, a football minute every sixty: some row changes.
    await expect
      .poll(async () => {
        const now = await liveTexts(page);
        return [...now].some(([id, text]) => before.has(id) && before.get(id) !== text);
      }, { timeout: 90_000, intervals: [1000] })
      .toBe(true);
    expect(navigations).toEqual([]);
  });

  test('a row opens the match detail, on a desktop and on a phone', async ({ page }) => {
    await page.goto('/');
    const area = await remoteArea(page, 'scores');
    const id = await openRow(page, area.getByTestId('match-row').first(), '/pc/detail');
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page).toHaveURL(new RegExp(`/m/detail\\?id=${id}$`));
    await page.goto('/');
    await area.getByTestId('match-row').first().getByRole('link').click();
    await expect(page).toHaveURL(/\/m\/detail\?id=\d+$/);
  });
});

test.describe('kick-off times', () => {
  test('stay on one line on a phone and a desktop', async ({ page }) => {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 844 });
      await page.goto('/?tab=tomorrow');
      const area = await remoteArea(page, 'scores');
      const clocks = area.locator('[data-testid="match-row"][data-status="not_started"] [data-testid="match-clock"]');
      await expect(clocks.first()).toBeVisible({ timeout: 20_000 });
      const heights = await clocks.evaluateAll((elements) => elements.slice(0, 10).map((element) => element.getBoundingClientRect().height));
      // One line of 13 px text; a wrapped "07:30 PM" was two.
      for (const height of heights) expect(height).toBeLessThan(24);
    }
  });
});

test.describe('in Arabic', () => {
  test.use({ language: 'ar' });

  test('the list reads right to left', async ({ page }) => {
    await page.goto('/');
    const area = await remoteArea(page, 'scores');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const row = area.getByTestId('match-row').first();
    await expect(row).toBeVisible({ timeout: 20_000 });
    // The clock column starts at the right edge of a right-to-left row.
    const [rowBox, clockBox] = await Promise.all([row.boundingBox(), row.getByTestId('match-clock').boundingBox()]);
    expect(clockBox!.x + clockBox!.width).toBeGreaterThan(rowBox!.x + rowBox!.width / 2);
  });
});

test.describe('scores in Arabic', () => {
  test.use({ language: 'ar' });

  const centreX = async (locator: Locator) => {
    const box = (await locator.boundingBox())!;
    return box.x + box.width / 2;
  };

  test("each score sits beside its own team, in the list and on the match's page", async ({ page }) => {
    await page.goto('/?tab=live');
    const area = await remoteArea(page, 'scores');
    const row = area.locator('[data-testid="match-row"][data-status="live"]').first();
    await expect(row).toBeVisible({ timeout: 20_000 });
    // Right to left the home team is on the right: so is its score ("0-1" as one number run put it on the left).
    const [homeScore, awayScore] = [row.getByTestId('score').nth(0), row.getByTestId('score').nth(1)];
    expect(await centreX(homeScore)).toBeGreaterThan(await centreX(awayScore));
    const id = await openRow(page, row, '/pc/detail');
    expect(id).not.toBe('');
    const score = area.getByTestId('header-score');
    await expect(score.locator('[data-side="home"]')).toBeVisible();
    expect(await centreX(score.locator('[data-side="home"]'))).toBeGreaterThan(await centreX(score.locator('[data-side="away"]')));
  });
});

test.describe('a match in detail', () => {
  test('a fan opens a live match from the list and walks every tab', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/?tab=live');
    const area = await remoteArea(page, 'scores');
    await openRow(page, area.locator('[data-testid="match-row"][data-status="live"]').first(), '/pc/detail');
    const header = area.getByTestId('match-header');
    await expect(header).toHaveAttribute('data-status', 'live');
    await expect(header.getByTestId('header-clock')).not.toBeEmpty();
    const tabs = area.getByRole('tab');
    const names = await tabs.allTextContents();
    expect(names.length).toBeGreaterThanOrEqual(9);
    for (const name of names) {
      await area.getByRole('tab', { name, exact: true }).click();
      await expect(area.getByRole('tab', { name, exact: true })).toHaveAttribute('aria-selected', 'true');
      const panel = area.getByRole('tabpanel');
      // Each tab settles into its content or a sentence saying there is none, never an error.
      await expect(panel.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
      await expect(panel.getByTestId('error-state')).toHaveCount(0);
    }
    expect(errors).toEqual([]);
  });

  test('the same on a phone through the /m/ pages', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const area = await remoteArea(page, 'scores');
    const id = await openRow(page, area.getByTestId('match-row').first(), '/m/detail');
    await expect(area.getByTestId('match-header')).toBeVisible();
    for (const address of ['/m/detail/s', '/m/detail/s2', '/m/analysis', '/m/battle', '/m/intelligence']) {
      await page.goto(`${address}?id=${id}`);
      await expect(area.getByTestId('match-header')).toBeVisible();
      await expect(area.getByTestId('error-state')).toHaveCount(0);
    }
  });
});

test.describe('favourites', () => {
  test('a visitor who stars a match is asked to log in', async ({ page }) => {
    await page.goto('/');
    const area = await remoteArea(page, 'scores');
    await area.getByTestId('match-row').first().getByTestId('favourite-toggle').click();
    await expect(page.getByTestId('login-prompt')).toBeVisible();
  });

  test('a signed-in fan stars a match and finds it under favourites in another tab', async ({ page, context, request }) => {
    await signedInPage(page, request);
    await page.goto('/');
    const area = await remoteArea(page, 'scores');
    const row = area.getByTestId('match-row').first();
    await expect(row).toBeVisible({ timeout: 20_000 });
    const id = await row.getAttribute('data-match-id');
    const star = area.locator(`[data-testid="match-row"][data-match-id="${id}"]`).first().getByTestId('favourite-toggle');
    await star.click();
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    // The starred match moves to the Favourites group at the top of the list.
    await expect(area.getByTestId('match-group').first()).toHaveText('Favourites');

    const other = await context.newPage();
    await other.goto('/match?tab=favourites');
    const otherArea = await remoteArea(other, 'scores');
    await expect(otherArea.getByTestId('favourite-list').locator(`[data-match-id="${id}"]`)).toBeVisible({ timeout: 15_000 });
  });
});
