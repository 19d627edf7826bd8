// Simulated visitors for the canary stories: each is a browser context of its own with a fixed
// canary seed (the `md_canary` cookie the shell's server would have given it), the privacy policy
// accepted and English chosen, so which visitors a canary reaches is known in advance — by the
// same bucket function the shell's server uses — and the same on every run.
import crypto from 'node:crypto';
import type { Browser, BrowserContext, Request } from '@playwright/test';
import { BOOT_DATA_ELEMENT_ID } from '../../shared/src/config/runtimeConfig';
import type { ReleaseManifest } from '@matchday/contracts/releases/manifest';
import type { RemoteId } from '@matchday/contracts/routes/routeTable';
import { CANARY_COOKIE, canaryBucket } from '../../tools/src/release/canary';
import { expect } from './fixtures';
import { E2E_SHELL } from './site';

export interface Visitor {
  seed: string;
  /** Whether the visitor's bucket falls in a canary of `percent` for the remote. */
  inCanary: boolean;
}

/** `count` visitors from a fixed sequence of seeds named by `label`. */
export function visitors(label: string, count: number, remote: RemoteId, percent: number): Visitor[] {
  return Array.from({ length: count }, (_, index) => {
    const seed = crypto.createHash('sha256').update(`${label}:${index}`).digest('hex').slice(0, 16);
    return { seed, inCanary: canaryBucket(seed, remote) < percent };
  });
}

export async function visitorContext(browser: Browser, visitor: Visitor): Promise<BrowserContext> {
  const context = await browser.newContext();
  await context.addCookies([
    { name: 'lang', value: 'en_US', url: E2E_SHELL },
    { name: CANARY_COOKIE, value: visitor.seed, url: E2E_SHELL, httpOnly: true, sameSite: 'Lax' },
  ]);
  await context.addInitScript(() => localStorage.setItem('matchday:consent', JSON.stringify({ version: 1, acceptedAt: new Date().toISOString() })));
  return context;
}

export interface PageVisit {
  path: string;
  /** The remote's version in this visitor's release. */
  version: string;
  /** How the remote's area ended: `mounted`, `crashed` (its error page) or `unavailable`. */
  state: string;
  /** When the page's beacon carrying its view left the browser (ms since the epoch). */
  beaconAt: number;
}

const isViewBeacon = (request: Request) => new URL(request.url()).pathname === '/api/rum' && /"kind":"view"/.test(request.postData() ?? '');

/**
 * The visitor opens each page in turn and leaves it once field data has started (0.3 s after the
 * shell is up on this site, 3 s by default): leaving sends what the page gathered. The leaving is the page's own `pagehide`
 * event, raised in the page before the next navigation, so the beacon leaves while the page is
 * still there for the test to see it (one sent as a page unloads is sent, but not reported to
 * Playwright).
 */
export async function visit(context: BrowserContext, remote: RemoteId, paths: string[]): Promise<PageVisit[]> {
  const tab = await context.newPage();
  const visits: PageVisit[] = [];
  try {
    for (const path of paths) {
      await tab.goto(path);
      const area = tab.locator(`[data-remote-area="${remote}"]`);
      await expect(area).toHaveAttribute('data-state', /^(mounted|crashed|unavailable)$/, { timeout: 15_000 });
      const state = (await area.getAttribute('data-state'))!;
      // The release this page was served with (in the page itself): a fresh /release.json could
      // already be the one after a rollback.
      const release = (await tab.evaluate((id) => JSON.parse(document.getElementById(id)?.textContent ?? '{}').release, BOOT_DATA_ELEMENT_ID)) as ReleaseManifest;
      await expect.poll(() => tab.evaluate(() => document.documentElement.dataset.fieldData), { timeout: 15_000 }).toBe('on');
      // The beacon is awaited as a state (seen leaving), not within a fixed time: a loaded machine
      // may take longer to send it than a quiet one.
      let beaconAt: number | null = null;
      const onRequest = (request: Request) => {
        if (isViewBeacon(request)) beaconAt ??= Date.now();
      };
      tab.on('request', onRequest);
      try {
        await tab.evaluate(() => dispatchEvent(new PageTransitionEvent('pagehide', { persisted: false })));
        await expect.poll(() => beaconAt, { message: `the view beacon of ${path} leaves when the page is left`, timeout: 45_000 }).not.toBeNull();
      } finally {
        tab.off('request', onRequest);
      }
      visits.push({ path, version: release.remotes[remote].version, state, beaconAt: beaconAt! });
    }
  } finally {
    await tab.close();
  }
  return visits;
}

/** Runs `work` for each item, `concurrency` at a time, until `stop()` says so. */
export async function eachAtOnce<T>(items: T[], concurrency: number, work: (item: T) => Promise<void>, stop: () => boolean = () => false): Promise<void> {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let item = queue.shift(); item !== undefined && !stop(); item = queue.shift()) await work(item);
    }),
  );
}
