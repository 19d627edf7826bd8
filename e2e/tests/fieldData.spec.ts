// Field data from a fan's browser to the operators' console: a page reports its view and its
// vitals with sendBeacon once it has been up a while (within 5 s, or when it is left), the api
// rolls them up per remote and version, and an operator reads them in /ops?tab=releases.
import type { RumFiguresResponse } from '@matchday/contracts/rum/contract';
import { expect, remoteArea, test } from '../support/fixtures';
import { newOperator, operatorPage } from '../support/operators';
import { E2E_SHELL } from '../support/site';

test("a fan's page reports its view and vitals, and an operator reads them in the release console", async ({ browser, page, request }) => {
  test.setTimeout(90_000);
  const operator = await newOperator(request);
  const figures = async () =>
    ((await (await request.get(`${E2E_SHELL}/api/ops/rum?minutes=15&remote=news`, { headers: { token: operator.token, lan: 'en_US' } })).json()) as { data: RumFiguresResponse }).data;

  // A fan reads the news; field data starts 3 s after the page's load, and leaves when the page does.
  const fan = await browser.newContext();
  await fan.addCookies([{ name: 'lang', value: 'en_US', url: E2E_SHELL }]);
  await fan.addInitScript(() => localStorage.setItem('matchday:consent', JSON.stringify({ version: 1, acceptedAt: new Date().toISOString() })));
  const tab = await fan.newPage();
  const beacons: string[] = [];
  tab.on('request', (sent) => void (new URL(sent.url()).pathname === '/api/rum' && beacons.push(sent.postData() ?? '')));
  await tab.goto('/news');
  const news = await remoteArea(tab, 'news');
  const version = await tab.locator('[data-remote-area="news"]').getAttribute('data-version');
  // This version's views so far (field data starts 3 s after the page is up: none of this page's yet).
  const before = (await figures()).versions.find((entry) => entry.version === version)?.views ?? 0;
  await expect(news.getByRole('heading').first()).toBeVisible();
  await expect.poll(() => tab.evaluate(() => document.documentElement.dataset.fieldData), { timeout: 15_000 }).toBe('on');
  await tab.mouse.click(10, 300); // an interaction: the LCP is final, and an INP is measured
  // What it gathered leaves within 5 s while the page stays (and when the page is left).
  const events = () => beacons.flatMap((body) => (JSON.parse(body) as { events: { kind: string; remote: string; version: string; route: string; metric?: string }[] }).events);
  await expect.poll(() => events().some((event) => event.metric === 'LCP'), { timeout: 12_000 }).toBe(true);
  expect(events()).toContainEqual(expect.objectContaining({ kind: 'view', remote: 'news', version, route: 'news' }));
  expect(events()).toContainEqual(expect.objectContaining({ kind: 'vital', metric: 'LCP', remote: 'news', version, route: 'news' }));
  // No address, token or phone in what leaves.
  expect(beacons.join('')).not.toMatch(/token|phone|\?/);
  await fan.close();

  await expect.poll(async () => (await figures()).versions.find((entry) => entry.version === version)?.views ?? 0, { timeout: 15_000 }).toBeGreaterThan(before);
  const row = (await figures()).versions.find((entry) => entry.version === version)!;
  expect(row.lcpSamples).toBeGreaterThan(0);

  // The operator's console shows the version's row.
  await operatorPage(page, operator);
  await page.goto('/ops?tab=releases');
  const console = await remoteArea(page, 'channel');
  await expect(console.getByTestId('field-data').locator(`[data-testid="field-data-row"][data-remote="news"][data-version="${version}"]`)).toBeVisible({ timeout: 15_000 });
  await page.screenshot({ path: 'test-results/screens/release-console-field-data.png', fullPage: true });
});

test('a fan scrolling the live list on a phone reports no error: the browser’s ResizeObserver notices are not errors', async ({ browser }) => {
  test.setTimeout(60_000);
  const fan = await browser.newContext({ viewport: { width: 390, height: 740 }, isMobile: true, hasTouch: true });
  await fan.addCookies([{ name: 'lang', value: 'en_US', url: E2E_SHELL }]);
  await fan.addInitScript(() => {
    localStorage.setItem('matchday:consent', JSON.stringify({ version: 1, acceptedAt: new Date().toISOString() }));
    // What the browser reported as errors on the page, notices included.
    const seen: string[] = [];
    (window as unknown as { reportedErrors: string[] }).reportedErrors = seen;
    addEventListener('error', (event) => seen.push(event.message));
  });
  const tab = await fan.newPage();
  const beacons: string[] = [];
  tab.on('request', (sent) => void (new URL(sent.url()).pathname === '/api/rum' && beacons.push(sent.postData() ?? '')));
  await tab.goto('/');
  const scores = await remoteArea(tab, 'scores');
  await expect(scores.getByTestId('match-row').first()).toBeVisible();
  await expect.poll(() => tab.evaluate(() => document.documentElement.dataset.fieldData), { timeout: 15_000 }).toBe('on');
  // Down the list and back, as a thumb does, each step once the page has drawn it.
  for (let step = 0; step < 12; step += 1) {
    await tab.mouse.wheel(0, step < 6 ? 600 : -600);
    await tab.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  }
  const notices = await tab.evaluate(() => (window as unknown as { reportedErrors: string[] }).reportedErrors.filter((message) => /ResizeObserver loop/.test(message)).length);
  // The fan switches to another app: the page is hidden, and what it gathered leaves at once, its
  // layout shift with it (final only then).
  await tab.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  });
  const events = () => beacons.flatMap((body) => (JSON.parse(body) as { events: { kind: string; remote: string; metric?: string; message?: string }[] }).events);
  await expect.poll(() => events().some((event) => event.metric === 'CLS'), { timeout: 10_000 }).toBe(true);
  expect(events()).toContainEqual(expect.objectContaining({ kind: 'view', remote: 'scores' }));
  expect(events().filter((event) => event.kind === 'error')).toEqual([]);
  test.info().annotations.push({ type: 'ResizeObserver notices while scrolling', description: String(notices) });
  await fan.close();
});
