// The first paint needs no script: the shell's server sends a static frame (header and menu, the
// consent dialog with its texts, the page's skeleton) in the request's language and colours,
// which the page hydrates, without a mismatch, and then fills in.
import type { ConsoleMessage, Locator, Page } from '@playwright/test';
import { signedInPage } from '../support/accounts';
import { expect, remoteArea, returningVisitor, test } from '../support/fixtures';
import { E2E_SHELL } from '../support/site';

const mainMenu = (page: Page, name: string) => page.getByRole('navigation', { name });

test.describe('before any script runs', () => {
  test.use({ javaScriptEnabled: false, consent: false, language: '' });

  test('a first visit shows the menu, the consent texts and the page skeleton, in zh_CN', async ({ page }) => {
    await page.goto('/match');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(mainMenu(page, '主菜单').getByRole('link', { name: '比赛' })).toHaveAttribute('href', '/match');
    await expect(page.getByRole('dialog', { name: '开始之前' })).toContainText('用户协议');
    await expect(page.getByRole('status').first()).toBeVisible();
    // The menu is made of real links (a returning visitor can use them before any script).
    await expect(mainMenu(page, '主菜单').getByRole('link', { name: '资讯' })).toHaveAttribute('href', '/news');
  });

  test('the language comes from ?lang=, then the cookie; Arabic is laid out right to left', async ({ page, context }) => {
    await page.goto('/?lang=ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await context.addCookies([{ name: 'lang', value: 'en_US', url: E2E_SHELL }]);
    await page.goto('/');
    await expect(page.getByRole('dialog', { name: 'Before you start' })).toBeVisible();
    await expect(mainMenu(page, 'Main menu').getByRole('link', { name: 'Tips', exact: true })).toBeVisible();
  });

  test('a browser that chose dark colours gets the dark frame', async ({ page, context }) => {
    await context.addCookies([{ name: 'theme', value: 'dark', url: E2E_SHELL }]);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe('rgb(15, 20, 24)');
  });
});

/** Holds the shell's first script back (the page is the server's alone) until the returned function is called. */
async function holdShellScripts(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const scriptsArrive = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
    await scriptsArrive;
    await route.continue();
  });
  return release;
}

/** Errors React or the shell report when the frame and the page disagree. */
function hydrationErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    const text = message.text();
    if (message.type() === 'error' && /did not hydrate|hydrat|Minified React error #4(18|19|23|25)/i.test(text)) errors.push(text);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test.describe('hydration', () => {
  test.use({ language: '' });

  for (const [language, theme] of [
    ['zh_CN', 'light'],
    ['en_US', 'dark'],
    ['ar', 'light'],
  ] as const)
    test(`a first visit in ${language}, ${theme}, hydrates as rendered`, async ({ browser }) => {
      const context = await browser.newContext();
      await context.addCookies([
        { name: 'lang', value: language, url: E2E_SHELL },
        { name: 'theme', value: theme, url: E2E_SHELL },
      ]);
      const page = await context.newPage();
      const errors = hydrationErrors(page);
      for (const [path, remote] of [
        ['/', 'scores'],
        ['/login', 'account'],
        ['/no-such-page', null],
      ] as const) {
        await page.goto(path);
        if (remote) await expect(page.locator(`[data-remote-area="${remote}"]`)).toHaveAttribute('data-state', 'mounted');
        else await expect(page.getByTestId('not-found')).toBeVisible();
        await expect(page.getByTestId('consent-dialog')).toBeVisible();
      }
      expect(errors).toEqual([]);
      await context.close();
    });

  test('a returning, signed-in user on a page of theirs hydrates as rendered', async ({ page, context, request }) => {
    await returningVisitor(context, 'en_US');
    await signedInPage(page, request);
    const errors = hydrationErrors(page);
    await page.goto('/user/settings');
    await remoteArea(page, 'account');
    await expect(page.getByTestId('account-badge')).toBeVisible();
    await expect(page.getByTestId('consent-dialog')).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});

test.describe('while scripts load', () => {
  test.use({ consent: false });

  test('the frame shows at once and the page fills in when the scripts arrive', async ({ page }) => {
    let release: () => void = () => undefined;
    const scriptsArrive = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\.js$/, async (route) => {
      await scriptsArrive;
      await route.continue();
    });
    // The deferred scripts hold DOMContentLoaded back; the page is shown long before.
    await page.goto('/match', { waitUntil: 'commit' });
    await expect(mainMenu(page, 'Main menu').getByRole('link', { name: 'Match' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Before you start' })).toBeVisible();
    await expect(page.getByRole('status').first()).toBeVisible();
    release();
    // Live once hydrated: the page behind the dialog becomes inert, and the dialog answers.
    await expect(page.locator('[inert]')).toHaveCount(1);
    await page.getByTestId('consent-accept').click();
    await expect(page.getByRole('dialog', { name: 'Before you start' })).toBeVisible();
    await expect(page.getByRole('dialog').getByRole('alert')).toBeVisible();
    await remoteArea(page, 'scores');
  });

  test('a returning, signed-in visitor is never shown the consent dialog or Log in', async ({ page, context, request }) => {
    await returningVisitor(context, 'en_US');
    await signedInPage(page, request);
    const release = await holdShellScripts(page);
    await page.goto('/', { waitUntil: 'commit' });
    await expect(mainMenu(page, 'Main menu')).toBeVisible();
    await expect(page.getByTestId('consent-dialog')).toBeHidden();
    await expect(page.locator('[data-menu="login"]')).toBeHidden();
    release();
    await expect(page.getByTestId('account-badge')).toBeVisible();
    await expect(page.locator('[data-menu="login"]')).toHaveCount(0);
    await expect(page.getByTestId('consent-dialog')).toHaveCount(0);
  });
});

test.describe("a page's first screen", () => {
  // The home list, and the match centre's schedule of tomorrow (today's may have no match left to play).
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  // `drawn`: what the server's copy and the remote both show (a test id; none: the page's heading).
  const drawnPages: { name: string; path: string; tab: string; drawn: string | null; count: number; remote: string }[] = [
    { name: "home page arrives with the day's matches", path: '/', tab: 'Today', drawn: 'match-row', count: 4, remote: 'scores' },
    { name: "match centre arrives with a day's schedule", path: `/match?date=${tomorrow}`, tab: 'Schedule', drawn: 'match-row', count: 1, remote: 'scores' },
    { name: "match page arrives with the match's scoreboard", path: '/pc/detail?id=', tab: 'Overview', drawn: 'match-header', count: 1, remote: 'scores' },
    { name: "phone's match page arrives with the match's scoreboard", path: '/m/detail?id=', tab: 'Overview', drawn: 'match-header', count: 1, remote: 'scores' },
    // The tipsters and the videos a fresh site has may be none yet: the page (its empty state) is drawn all the same.
    { name: "tipster ranking arrives with the week's ranking", path: '/ranking', tab: 'This week', drawn: null, count: 1, remote: 'tips' },
    { name: 'video page arrives with the latest videos', path: '/video', tab: 'Latest', drawn: null, count: 1, remote: 'news' },
    { name: 'streamer list arrives with who is live', path: '/streamer', tab: 'Live now', drawn: null, count: 1, remote: 'live' },
    { name: 'plans page arrives with the plans on sale', path: '/plan', tab: 'Recommended', drawn: null, count: 1, remote: 'tips' },
  ];
  for (const drawn of drawnPages) {
    test(`a returning fan's ${drawn.name} drawn, then goes live without a flash or a shift`, async ({ page, context, request }) => {
      await context.addCookies([{ name: 'tz', value: 'UTC', url: E2E_SHELL }]);
      // A match page is of the first match today.
      let path = drawn.path;
      if (path.endsWith('id=')) {
        const today = await (await request.get('/api/sports/matches?view=today&tz=UTC&page=1&pageSize=1')).json();
        path += (today as { data: { items: { id: string }[] } }).data.items[0]!.id;
      }
      // Layout shifts, and the moment the server's copy left the page: the swap is judged alone (the
      // live list's own updates afterwards may move rows, as a match goes live).
      await context.addInitScript(() => {
        const record = { shifts: [] as { at: number; value: number }[], swappedAt: Number.POSITIVE_INFINITY };
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
            if (!entry.hadRecentInput) record.shifts.push({ at: entry.startTime, value: entry.value });
        }).observe({ type: 'layout-shift', buffered: true });
        new MutationObserver(() => {
          if (record.swappedAt === Number.POSITIVE_INFINITY && document.readyState !== 'loading' && !document.getElementById('md-first-screen')) record.swappedAt = performance.now();
        }).observe(document, { childList: true, subtree: true });
        (window as unknown as { firstScreenRecord: typeof record }).firstScreenRecord = record;
      });
      const errors = hydrationErrors(page);
      const release = await holdShellScripts(page);
      await page.goto(path, { waitUntil: 'commit' });
      // Before any script: the server's copy of the page, rows and all, and no skeleton.
      const sent = page.locator('#md-first-screen');
      const shown = (scope: Locator) => (drawn.drawn ? scope.getByTestId(drawn.drawn) : scope.getByRole('heading', { level: 1 }));
      await expect(shown(sent).first()).toBeVisible();
      await expect(sent.getByRole('tab', { name: drawn.tab })).toHaveAttribute('aria-selected', 'true');
      // No skeleton (an empty state is a status too, and a page's answer).
      await expect(page.getByRole('main').locator('[role="status"][aria-busy="true"]')).toBeHidden();
      expect(await shown(sent).count()).toBeGreaterThanOrEqual(drawn.count);
      release();
      const area = await remoteArea(page, drawn.remote);
      await expect(sent).toHaveCount(0);
      await expect(shown(area).first()).toBeVisible();
      // The remote drew the same rows in the same places: nothing moved when they changed places.
      const shift = await page.evaluate(() => {
        const { shifts, swappedAt } = (window as unknown as { firstScreenRecord: { shifts: { at: number; value: number }[]; swappedAt: number } }).firstScreenRecord;
        return shifts.filter((entry) => entry.at <= swappedAt + 50).reduce((sum, entry) => sum + entry.value, 0);
      });
      expect(shift).toBeLessThan(0.01);
      // The page answers: another tab.
      await area.getByRole('tab').nth(1).click();
      await expect(page).toHaveURL(/tab=/);
      expect(errors).toEqual([]);
    });
  }

  test("a signed-in fan is never shown the plans a visitor would see: the skeleton, then their own page", async ({ page, context, request }) => {
    await context.addCookies([{ name: 'tz', value: 'UTC', url: E2E_SHELL }]);
    await signedInPage(page, request);
    const errors = hydrationErrors(page);
    const release = await holdShellScripts(page);
    await page.goto('/plan', { waitUntil: 'commit' });
    // The server drew the visitor's page (it has no fan's session); the frame hides it from them.
    await expect(page.locator('#md-first-screen[data-viewer="visitor"] h1')).toBeAttached();
    await expect(page.locator('#md-first-screen')).toBeHidden();
    await expect(page.getByRole('main').locator('[role="status"][aria-busy="true"]').first()).toBeVisible();
    release();
    const area = await remoteArea(page, 'tips');
    await expect(page.locator('#md-first-screen')).toHaveCount(0);
    await expect(area.getByRole('tab', { name: 'Recommended' })).toHaveAttribute('aria-selected', 'true');
    expect(errors).toEqual([]);
  });

  test('the sign-in form arrives drawn but inert, and takes what a fan types once the remote has it', async ({ page, context }) => {
    await context.addCookies([{ name: 'tz', value: 'UTC', url: E2E_SHELL }]);
    const errors = hydrationErrors(page);
    const release = await holdShellScripts(page);
    await page.goto('/login', { waitUntil: 'commit' });
    const sent = page.locator('#md-first-screen');
    await expect(sent.getByRole('heading', { level: 1, name: 'Log in or register' })).toBeVisible();
    // Typing into the server's copy would be lost when the remote takes its place: it is inert.
    await expect(sent.locator('> [inert]')).toHaveCount(1);
    await expect(page.getByRole('main').locator('[role="status"][aria-busy="true"]')).toBeHidden();
    release();
    const area = await remoteArea(page, 'account');
    await expect(sent).toHaveCount(0);
    await area.getByLabel('Phone number').fill('+447700900123');
    await expect(area.getByLabel('Phone number')).toHaveValue('+447700900123');
    expect(errors).toEqual([]);
  });

  test('a first visit has no zone to draw in: the skeleton, then the zone is kept for the next page', async ({ page, context, request }) => {
    const page1 = await request.get('/');
    expect(await page1.text()).not.toContain('data-testid="match-row"');
    await page.goto('/');
    await remoteArea(page, 'scores');
    const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect((await context.cookies()).find((cookie) => cookie.name === 'tz')?.value).toBe(encodeURIComponent(zone));
    const cookie = `tz=${encodeURIComponent(zone)}; lang=en_US`;
    const page2 = await (await request.get('/', { headers: { cookie } })).text();
    expect(page2).toContain('data-testid="match-row"');
    expect(page2).toContain('id="md-first-answers"');
    // The news remote draws its own: the latest articles (or its empty state).
    const news = await (await request.get('/news', { headers: { cookie } })).text();
    expect(news).toMatch(/<div id="md-first-screen"><div data-remote="news"[^>]*data-route="news"/);
    // The tips remote its ranking, remarks and blind box, the news remote its videos, the live remote
    // who is live, the account remote its sign-in form.
    const others = [['/ranking', 'tips', 'ranking'], ['/remark', 'tips', 'remark'], ['/box', 'tips', 'box'], ['/video', 'news', 'video'], ['/streamer', 'live', 'streamer'], ['/login', 'account', 'login']] as const;
    for (const [path, remote, route] of others)
      expect(await (await request.get(path, { headers: { cookie } })).text()).toMatch(new RegExp(`<div id="md-first-screen"( data-viewer="visitor")?>(<div inert="">)?<div data-remote="${remote}"[^>]*data-route="${route}"`));
  });
});

test('the site has an icon and a web app manifest', async ({ request }) => {
  const icon = await request.get('/favicon.ico');
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toBe('image/x-icon');
  const manifest = await request.get('/manifest.webmanifest');
  expect(manifest.headers()['content-type']).toContain('application/manifest+json');
  const body = (await manifest.json()) as { name: string; theme_color: string; icons: { src: string; sizes: string }[] };
  expect(body).toMatchObject({ name: 'Matchday', theme_color: '#0a7c5a' });
  for (const icon of body.icons) expect((await request.get(icon.src)).status(), icon.src).toBe(200);
});
