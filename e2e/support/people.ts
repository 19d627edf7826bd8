// Other people's browsers in a test: a page signed in as someone else, and customer service's
// console (the run's one staff session).
import type { Browser, Page } from '@playwright/test';
import { staffToken } from './accounts';
import { remoteArea, returningVisitor } from './fixtures';

/** A page of its own (another person's browser, by default a desktop's), signed in with `token`. */
export async function personWith(browser: Browser, token: string, viewport = { width: 1280, height: 720 }): Promise<Page> {
  const context = await browser.newContext({ viewport, ...(viewport.width < 600 ? { isMobile: true, hasTouch: true } : {}) });
  await returningVisitor(context);
  await context.addInitScript((value) => localStorage.setItem('token', value), token);
  return context.newPage();
}

/** Customer service's console (`/ops?tab=<tab>`) in a browser of its own, signed in as the e2e staff account. */
export async function staffConsole(browser: Browser, tab: string) {
  const page = await personWith(browser, staffToken());
  await page.goto(`/ops?tab=${tab}`);
  return { page, area: await remoteArea(page, 'channel') };
}
