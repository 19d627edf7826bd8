// The main-thread guard of `npm test`: how much script a first visit to `/`, `/match` and `/news`
// runs, counted, not timed. V8 counts every call of every function of the page's scripts (precise
// coverage with call counts, through the DevTools protocol) from the first byte until the page
// has settled; the median of three visits is held to a budget. A count does not move with the
// machine or its load: the same build and data make the same calls, on a fast machine or a busy
// one (±5 % between visits here, where script time moved 3× between sessions' machines and
// failed unchanged code). It catches the kind of regression that took `/` from Lighthouse 95 to
// 70 (a list drawn whole, several times the work) and leaves timings to `npm run bench:lighthouse`.
import { chromium, type Browser } from 'playwright-core';
import type { RemoteId } from '@matchday/contracts/routes/routeTable';
import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from '../browser/chromium';
import type { BenchSite } from './benchSite';
import { median } from './liveStats';

const VISITS = 3;
/** How long the page is watched for more calls once its network is idle, per look. */
const SETTLE_WINDOW_MS = 500;
const MAX_WINDOWS = 20;

/**
 * The api the guard visits: its engine steps once a minute instead of every second, so a visit
 * counts the page's own work, not however many live updates its length let in.
 */
export const GUARD_API_ENV = { MATCHDAY_ENGINE_TICK_MS: '60000' };

export interface GuardedPage {
  path: string;
  owner: RemoteId;
  /** Function calls allowed on a first visit, median of the visits. */
  budgetCalls: number;
}

/**
 * Budgets about 1.4 times what each page called when they were set (`/` 248–263 thousand,
 * `/match` 333–350 thousand, `/news` 230–254 thousand, at full speed and at 4× CPU slowdown
 * alike, engine stepping once a minute), so a feature that adds work fits and a page doing half
 * as much again does not. Like the byte budgets they go down as pages get lighter, never up to let
 * a change in.
 */
export const GUARDED_PAGES: GuardedPage[] = [
  { path: '/', owner: 'scores', budgetCalls: 360_000 },
  { path: '/match', owner: 'scores', budgetCalls: 480_000 },
  { path: '/news', owner: 'news', budgetCalls: 350_000 },
];

export interface MainThreadMeasure {
  page: GuardedPage;
  /** Function calls of each visit. */
  calls: number[];
  /** Script time of each visit, in ms (with call counting on: for information, not judged). */
  scriptMs: number[];
}

/** The part of a precise-coverage answer the guard reads. */
export interface ScriptCoverage {
  url: string;
  functions: { ranges: { count: number }[] }[];
}

/**
 * Calls of the page's own scripts (served over http): a function's first range counts its calls.
 * Scripts the browser or DevTools evaluate (no address) are not the page's.
 */
export function countCalls(scripts: readonly ScriptCoverage[]): number {
  let calls = 0;
  for (const script of scripts) if (/^https?:/.test(script.url)) for (const fn of script.functions) calls += fn.ranges[0]?.count ?? 0;
  return calls;
}

/** Settled: the last two looks each added under 1 % of the visit's calls (a timer, a heartbeat). */
export function isSettled(windows: readonly number[], total: number): boolean {
  return windows.length >= 3 && windows.slice(-2).every((calls) => calls < total / 100);
}

async function visit(browser: Browser, site: BenchSite, page: GuardedPage): Promise<{ calls: number; scriptMs: number }> {
  // A phone's viewport, so the page draws what a phone draws.
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  try {
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.startPreciseCoverage', { callCount: true, detailed: false });
    await tab.goto(`${site.shellOrigin}${page.path}`);
    await tab.waitForSelector(`[data-remote-area="${page.owner}"][data-state="mounted"]`, { timeout: 30_000 });
    await tab.waitForLoadState('networkidle');
    // Each look takes the counts since the last one: watched until nothing much is added.
    const windows: number[] = [];
    let calls = 0;
    while (windows.length < MAX_WINDOWS) {
      const { result } = await cdp.send('Profiler.takePreciseCoverage');
      const added = countCalls(result);
      calls += added;
      windows.push(added);
      if (isSettled(windows, calls)) break;
      await tab.waitForTimeout(SETTLE_WINDOW_MS);
    }
    const { metrics } = await cdp.send('Performance.getMetrics');
    const scriptMs = (metrics.find((entry) => entry.name === 'ScriptDuration')?.value ?? Number.NaN) * 1000;
    return { calls, scriptMs };
  } finally {
    await context.close();
  }
}

/** `site` should run its api with GUARD_API_ENV. */
export async function measureMainThread(site: BenchSite, pages: GuardedPage[] = GUARDED_PAGES): Promise<MainThreadMeasure[]> {
  const browser = await chromium.launch({ executablePath: TEST_CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const results: MainThreadMeasure[] = [];
  try {
    for (const page of pages) {
      const visits = [];
      for (let run = 0; run < VISITS; run += 1) visits.push(await visit(browser, site, page));
      results.push({ page, calls: visits.map((one) => one.calls), scriptMs: visits.map((one) => one.scriptMs) });
    }
  } finally {
    await browser.close();
  }
  return results;
}

export const isWithinCallBudget = (result: MainThreadMeasure): boolean => median(result.calls) <= result.page.budgetCalls;

export function formatMainThreadReport(results: MainThreadMeasure[]): string[] {
  const count = (value: number) => Math.round(value).toLocaleString('en-US');
  const lines = [`script of a first visit, counted: function calls until the page settles, median of ${VISITS} (script time beside it, not judged):`];
  for (const result of results)
    lines.push(
      `${result.page.path.padEnd(8)} calls ${count(median(result.calls)).padStart(9)} (${result.calls.map(count).join(', ')})  budget ${count(result.page.budgetCalls).padStart(9)}  ${isWithinCallBudget(result) ? 'ok' : 'OVER'}  script ${Math.round(median(result.scriptMs))} ms`,
    );
  return lines;
}
