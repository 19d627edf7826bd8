// Pages as a returning visitor who has accepted the user agreement and privacy policy, in
// English unless a test picks another language.
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { E2E_SHELL } from './site';

/** A browser that has accepted the agreement before, and reads the site in `language`. */
export async function returningVisitor(context: BrowserContext, language = 'en_US', consent = true): Promise<void> {
  if (consent)
    await context.addInitScript(() =>
      localStorage.setItem('matchday:consent', JSON.stringify({ version: 1, acceptedAt: new Date().toISOString() })),
    );
  if (language) await context.addCookies([{ name: 'lang', value: language, url: E2E_SHELL }]);
}

export const test = base.extend<{ consent: boolean; language: string }>({
  consent: [true, { option: true }],
  language: ['en_US', { option: true }],
  page: async ({ page, consent, language, context }, use) => {
    await returningVisitor(context, language, consent);
    // Every page runs under the shell's Content-Security-Policy: anything it blocks fails the test.
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await use(page);
    expect(violations, 'Content-Security-Policy violations').toEqual([]);
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
