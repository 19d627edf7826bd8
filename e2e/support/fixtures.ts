// Pages as a returning visitor who has accepted the user agreement and privacy policy, in
// English unless a test picks another language.
import { test as base, expect, type Page } from '@playwright/test';

export const test = base.extend<{ consent: boolean; language: string }>({
  consent: [true, { option: true }],
  language: ['en_US', { option: true }],
  page: async ({ page, consent, language, context }, use) => {
    if (consent)
      await page.addInitScript(() =>
        localStorage.setItem('matchday:consent', JSON.stringify({ version: 1, acceptedAt: new Date().toISOString() })),
      );
    if (language) await context.addCookies([{ name: 'lang', value: language, url: 'http://localhost:9080' }]);
    await use(page);
  },
});

export { expect };

/** Waits until the remote owning the page is mounted and its page is shown; returns its area. */
export async function remoteArea(page: Page, remote: string) {
  const area = page.locator(`[data-remote-area="${remote}"]`);
  await expect(area).toHaveAttribute('data-state', 'mounted', { timeout: 15_000 });
  await expect(area.getByRole('heading', { level: 1 })).toBeVisible();
  return area;
}
