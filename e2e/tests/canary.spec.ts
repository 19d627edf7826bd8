// Canary releases end to end. An operator canaries a version of mfe-news at 30 % from the release
// console; the test's own browsers are the visitors (fixed seeds, so who gets the canary is known);
// field data reaches the api and the canary judge, which rolls a bad version back by itself, and a
// visitor who had the canary then gets the stable version. A healthy canary is promoted from the
// console. Changing the release is seen by every page, so these run alone (playwright.config.ts).
import type { APIRequestContext, Page } from '@playwright/test';
import type { ReleasesResponse } from '@matchday/contracts/releases/contract';
import type { RumFiguresResponse } from '@matchday/contracts/rum/contract';
import { eachAtOnce, visit, visitorContext, visitors, type PageVisit } from '../support/canaryVisitors';
import { expect, remoteArea, test } from '../support/fixtures';
import { newOperator, operatorPage } from '../support/operators';
import { buildWithThrowingMount, currentRelease } from '../support/remoteFaults';
import { E2E_SHELL, release } from '../support/site';

test.describe.configure({ mode: 'default' });

const PERCENT = 30;
/** The news remote's two pages: the bad build throws on one of them, so on half its mounts. */
const PAGES = ['/news', '/video'];

const headers = (token: string) => ({ token, lan: 'en_US' });

async function releasesOf(request: APIRequestContext, token: string): Promise<ReleasesResponse> {
  return ((await (await request.get(`${E2E_SHELL}/api/ops/releases`, { headers: headers(token) })).json()) as { data: ReleasesResponse }).data;
}

async function newsFigures(request: APIRequestContext, token: string): Promise<RumFiguresResponse> {
  return ((await (await request.get(`${E2E_SHELL}/api/ops/rum?minutes=15&remote=news`, { headers: headers(token) })).json()) as { data: RumFiguresResponse }).data;
}

/** The operator's console, the news row's action `kind` done through its dialog. */
async function consoleAction(page: Page, kind: 'canary' | 'promote', fields: { version?: string; percent?: string } = {}) {
  const releaseConsole = await remoteArea(page, 'channel');
  await releaseConsole.locator('[data-testid="release-remote-row"][data-remote="news"]').getByTestId(`release-action-${kind}`).click();
  const dialog = page.getByTestId('release-change-dialog');
  if (fields.version !== undefined) await dialog.getByTestId('release-change-version').fill(fields.version);
  if (fields.percent !== undefined) await dialog.getByTestId('release-change-percent').fill(fields.percent);
  if (kind === 'canary') await dialog.getByTestId('release-change-continue').click();
  await expect(dialog.getByTestId('release-change-question')).toBeVisible();
  await dialog.getByTestId('release-change-confirm').click();
  await expect(dialog).toBeHidden();
}

/**
 * An operator, and a build of mfe-news as `<stable>-e2e.<label>` whose mount throws when `when` is
 * true, canaried at PERCENT from the console by that operator. `cleanUp` puts news back on its
 * stable version, whatever the test left running, and removes the build.
 */
async function canaryOfNews(page: Page, request: APIRequestContext, label: string, when: string) {
  const operator = await newOperator(request);
  const stable = (await currentRelease(request)).remotes.news.version;
  const version = `${stable.replace(/-.*$/, '')}-e2e.${label}`;
  const build = buildWithThrowingMount('news', stable, version, when);
  const cleanUp = async () => {
    const now = await releasesOf(request, operator.token);
    if (now.canaries.some((canary) => canary.remote === 'news')) release('stop-canary', 'news', '--note', 'canary story: cleaning up');
    if ((await currentRelease(request)).remotes.news.version !== stable) release('use', 'news', stable, '--note', `canary story: news back to ${stable}`);
    build.remove();
  };
  try {
    expect(build.mounts, 'the mount was found and rewritten').toBe(1);
    await operatorPage(page, operator);
    await page.goto('/ops?tab=releases');
    await consoleAction(page, 'canary', { version, percent: String(PERCENT) });
  } catch (error) {
    await cleanUp();
    throw error;
  }
  return { operator, stable, version, cleanUp };
}

test('a canary of mfe-news that throws on half its mounts is rolled back by itself, and its visitors get the stable version', async ({ browser, page, request }) => {
  test.setTimeout(240_000);
  // The operator starts the canary from the console.
  const { operator, stable, version, cleanUp } = await canaryOfNews(page, request, 'canary', "location.pathname==='/news'");
  try {
    await expect(page.locator('[data-testid="release-remote-row"][data-remote="news"] [data-testid="release-canary"]')).toContainText(version);
    const started = (await releasesOf(request, operator.token)).canaries.find((canary) => canary.remote === 'news');
    expect(started).toMatchObject({ version, percent: PERCENT });

    // Watch for the rollback while visitors come (every 200 ms).
    let rolledBackAt: number | null = null;
    const watching = (async () => {
      while (rolledBackAt === null) {
        if (!(await releasesOf(request, operator.token)).canaries.some((canary) => canary.remote === 'news')) rolledBackAt = Date.now();
        else await new Promise((resolve) => setTimeout(resolve, 200));
      }
    })();

    // Visitors read the news and watch a video, three at a time, until the canary is gone.
    const crowd = visitors('canary-story', 30, 'news', PERCENT);
    const seen: (PageVisit & { inCanary: boolean; seed: string })[] = [];
    const deadline = Date.now() + 150_000;
    await eachAtOnce(
      crowd,
      4,
      async (visitor) => {
        const context = await visitorContext(browser, visitor);
        try {
          for (const pageVisit of await visit(context, 'news', PAGES)) seen.push({ ...pageVisit, ...visitor });
        } finally {
          await context.close();
        }
      },
      () => rolledBackAt !== null || Date.now() > deadline,
    );
    await expect.poll(() => rolledBackAt, { timeout: 25_000, message: 'the judge rolls the canary back within 25 s of the last beacon' }).not.toBeNull();
    await watching;

    // Each visitor got its bucket's version; the canary threw on /news only.
    // (A canary visitor's page loaded after the rollback has the stable version.)
    for (const entry of seen)
      if (entry.inCanary) expect([version, stable], `visitor ${entry.seed} on ${entry.path}`).toContain(entry.version);
      else expect(entry.version, `visitor ${entry.seed} on ${entry.path}`).toBe(stable);
    const canaryVisits = seen.filter((entry) => entry.version === version);
    const badBeacons = canaryVisits.filter((entry) => entry.state === 'crashed');
    expect(badBeacons.length).toBeGreaterThan(0);
    expect(canaryVisits.filter((entry) => entry.path === '/video').every((entry) => entry.state === 'mounted')).toBe(true);
    expect(seen.filter((entry) => entry.version === stable).every((entry) => entry.state === 'mounted')).toBe(true);
    const firstBadBeaconAt = Math.min(...badBeacons.map((entry) => entry.beaconAt));

    // The history says why, with the figures; the release no longer has the canary.
    const after = await releasesOf(request, operator.token);
    const note = after.history[0]!.note ?? '';
    const judged = new RegExp(`canary news ${version.replace(/\./g, '\\.')} rolled back automatically: error rate \\d+\\.\\d% against \\d+\\.\\d% \\(z = \\d+\\.\\d\\d, (\\d+) and \\d+ views\\)`).exec(note);
    expect(judged, note).not.toBeNull();
    // The beacon that gave the judge its evidence: the canary's view it counted last.
    const canaryBeacons = canaryVisits.map((entry) => entry.beaconAt).sort((a, b) => a - b);
    const evidenceAt = canaryBeacons[Math.min(Number(judged![1]), canaryBeacons.length) - 1]!;
    expect(rolledBackAt! - evidenceAt, 'rolled back at a sweep soon after the evidence sufficed (every 2 s on this site)').toBeLessThan(10_000);
    expect(after.current!.remotes.news.version).toBe(stable);
    const figures = (await newsFigures(request, operator.token)).versions;
    const canaryFigures = figures.find((entry) => entry.version === version)!;
    const stableFigures = figures.find((entry) => entry.version === stable)!;
    console.log(
      `canary story: ${seen.length} page views by ${new Set(seen.map((entry) => entry.seed)).size} visitors; ` +
        `${canaryVisits.length} on the canary (${badBeacons.length} error pages); ` +
        `first bad beacon -> rollback ${((rolledBackAt! - firstBadBeaconAt) / 1000).toFixed(1)} s, the canary's last judged view -> rollback ${((rolledBackAt! - evidenceAt) / 1000).toFixed(1)} s; ` +
        `console figures: canary ${canaryFigures.views} views, error rate ${((canaryFigures.errorRate ?? 0) * 100).toFixed(1)}%; ` +
        `stable ${stableFigures.views} views, error rate ${((stableFigures.errorRate ?? 0) * 100).toFixed(1)}%; note: ${note}`,
    );
    expect(canaryFigures.crashes).toBeGreaterThan(0);

    // A visitor who had the canary now gets the stable version, and its page works.
    const returning = crowd.find((visitor) => visitor.inCanary)!;
    const context = await visitorContext(browser, returning);
    try {
      const [again] = await visit(context, 'news', ['/news']);
      expect(again).toMatchObject({ version: stable, state: 'mounted' });
    } finally {
      await context.close();
    }

    // The console shows the rollback and the canary's figures.
    await page.reload();
    const releaseConsole = await remoteArea(page, 'channel');
    await expect(releaseConsole.getByTestId('release-history-note').first()).toContainText('rolled back automatically');
    await expect(releaseConsole.locator('[data-testid="release-remote-row"][data-remote="news"] [data-testid="release-canary"]')).not.toContainText(version);
    await expect(releaseConsole.locator(`[data-testid="field-data-row"][data-remote="news"][data-version="${version}"]`)).toBeVisible({ timeout: 40_000 });
    await page.screenshot({ path: 'test-results/screens/canary-rolled-back.png', fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: 'test-results/screens/canary-rolled-back-phone.png', fullPage: true });
  } finally {
    await cleanUp();
  }
});

test('a healthy canary is promoted from the console, and every visitor then gets it', async ({ browser, page, request }) => {
  test.setTimeout(180_000);
  // The same build under another version: its mount never throws.
  const { operator, stable, version, cleanUp } = await canaryOfNews(page, request, 'healthy', 'false');
  try {

    // Enough visitors on both versions for the judge to weigh them (MATCHDAY_CANARY_MIN_VIEWS).
    const crowd = visitors('healthy-canary-story', 12, 'news', PERCENT);
    expect(crowd.filter((visitor) => visitor.inCanary).length).toBeGreaterThanOrEqual(3);
    const seen: PageVisit[] = [];
    await eachAtOnce(crowd, 4, async (visitor) => {
      const context = await visitorContext(browser, visitor);
      try {
        const visits = await visit(context, 'news', PAGES);
        for (const pageVisit of visits) expect(pageVisit.version).toBe(visitor.inCanary ? version : stable);
        seen.push(...visits);
      } finally {
        await context.close();
      }
    });
    expect(seen.every((entry) => entry.state === 'mounted')).toBe(true);
    await expect
      .poll(async () => (await newsFigures(request, operator.token)).versions.find((entry) => entry.version === version)?.views ?? 0, { timeout: 15_000 })
      .toBeGreaterThanOrEqual(5);
    // Still running: the judge found nothing against it.
    expect((await releasesOf(request, operator.token)).canaries.find((canary) => canary.remote === 'news')?.version).toBe(version);

    // The operator promotes it; a visitor outside the canary's slice now gets it too.
    await page.reload();
    await consoleAction(page, 'promote');
    await expect(page.locator('[data-testid="release-remote-row"][data-remote="news"] td').first()).toContainText(version);
    const after = await releasesOf(request, operator.token);
    expect(after.current!.remotes.news.version).toBe(version);
    expect(after.canaries.some((canary) => canary.remote === 'news')).toBe(false);
    expect(after.history[0]!.note).toContain(`promote mfe-news ${version}`);
    const outsider = crowd.find((visitor) => !visitor.inCanary)!;
    const context = await visitorContext(browser, outsider);
    try {
      const [again] = await visit(context, 'news', ['/news']);
      expect(again).toMatchObject({ version, state: 'mounted' });
    } finally {
      await context.close();
    }
    await page.screenshot({ path: 'test-results/screens/canary-promoted.png', fullPage: true });
  } finally {
    await cleanUp();
  }
});
