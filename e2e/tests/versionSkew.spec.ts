// Version skew: remotes and the shell are deployed apart, so for a while a fan's page mixes
// releases. Today's shell with a remote built from the previous release's sources (its shared
// code included), and today's remotes in the previous release's shell, both still work: the
// shared modules are singletons whose versions satisfy each side's range (Module Federation's
// `requiredVersion`), and what one side provides the other can still use. Both are built here
// from git (e2e/support/skew.ts). They change the release or serve another shell, so they run alone.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { currentRelease } from '../support/remoteFaults';
import { PREVIOUS_RELEASE, buildRemoteFrom, previousReleaseTree, servePreviousShell } from '../support/skew';
import { ENVIRONMENT, release, repoRoot } from '../support/site';

test.describe.configure({ mode: 'default' });

/** Pages of every remote a fan reaches without signing in, and the remote drawing each. */
const PAGES: [string, string][] = [
  ['/', 'scores'],
  ['/match', 'scores'],
  ['/streamer', 'live'],
  ['/ranking', 'tips'],
  ['/news', 'news'],
  ['/video', 'news'],
  ['/login', 'account'],
];

/** Loads each page in `origin`, fresh, and expects its remote drawn with its heading and no uncaught error. */
async function expectPagesWork(page: Page, origin: string, pages: [string, string][]) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  for (const [path, remote] of pages) {
    await page.goto(`${origin}${path}`);
    const area = page.locator(`[data-remote-area="${remote}"]`);
    await expect(area, `${path} in ${origin}`).toHaveAttribute('data-state', 'mounted', { timeout: 20_000 });
    await expect(area.getByRole('heading', { level: 1 })).toBeVisible();
  }
  expect(errors).toEqual([]);
}

test("today's shell runs a remote built from the previous release's sources", async ({ page, request, baseURL }) => {
  test.setTimeout(240_000);
  const stable = (await currentRelease(request)).remotes.news.version;
  const version = `${stable.replace(/-.*$/, '')}-skew.${PREVIOUS_RELEASE.slice(0, 7)}`;
  buildRemoteFrom(previousReleaseTree(), 'news', version);
  try {
    release('use', 'news', version, '--note', `version skew: mfe-news from ${PREVIOUS_RELEASE.slice(0, 7)}`);
    await expectPagesWork(
      page,
      baseURL!,
      PAGES.filter(([, remote]) => remote === 'news'),
    );
    await expect(page.locator('[data-remote-area="news"]')).toHaveAttribute('data-version', version);
  } finally {
    release('use', 'news', stable, '--note', `version skew: mfe-news back to ${stable}`);
  }
});

/** The shell build's main script in a checkout. */
const mainScriptOf = (root: string) => fs.readdirSync(path.join(root, 'shell/dist')).find((name) => /^main\.[0-9a-f]+\.js$/.test(name));

test("today's remotes run in the previous release's shell", async ({ page }) => {
  test.setTimeout(240_000);
  const origin = 'http://localhost:9180';
  const tree = previousReleaseTree();
  const shell = await servePreviousShell(tree, ENVIRONMENT, origin);
  try {
    // The page runs the previous shell's code, not today's.
    const previousMain = mainScriptOf(tree);
    expect(previousMain).toBeDefined();
    expect(previousMain).not.toBe(mainScriptOf(repoRoot));
    const scripts: string[] = [];
    page.on('request', (sent) => void (sent.resourceType() === 'script' && scripts.push(new URL(sent.url()).pathname)));
    await page.context().addCookies([{ name: 'lang', value: 'en_US', url: origin }]);
    await expectPagesWork(page, origin, PAGES);
    expect(scripts).toContain(`/${previousMain}`);
  } finally {
    await shell.stop();
  }
});
