// The main-thread guard of `npm test`: the script time of a first visit to `/`, `/match` and
// `/news` on a phone-like CPU (Chromium's 4× CPU throttling), read from the renderer's own
// counters (CDP Performance metrics in thread time: the CPU the page's scripts used, which a
// busy machine stretches far less than wall time), median of three visits, against a budget
// with room for noise. Lighthouse's scores swing with the load; this does not decide a score, it
// catches the kind of regression that took `/` from Lighthouse 95 to 70 (script time several
// times over) and leaves the figures to `npm run bench:lighthouse`.
import { chromium, type Browser } from 'playwright-core';
import type { RemoteId } from '@matchday/shared/routes/routeTable';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../browser/chromium';
import type { BenchSite } from './benchSite';

/** How much slower than this machine's core the guard's phone is (Lighthouse's mobile preset). */
export const CPU_SLOWDOWN = 4;
const VISITS = 3;

export interface GuardedPage {
  path: string;
  owner: RemoteId;
  /** Script time allowed on a first visit at CPU_SLOWDOWN, median of the visits. */
  budgetMs: number;
}

/**
 * Budgets: about twice what each page took when they were set (485–549, 569–751 and 558–641 ms, on this
 * 2-core machine at load averages of 5 to 8; at 1× the home page took 123 ms), so a loaded CI
 * machine passes and a regression like 95 → 70 (about 2 s more blocking at 4×) does not.
 * Like the byte budgets they go down as pages get lighter, never up to let a change in.
 */
export const GUARDED_PAGES: GuardedPage[] = [
  { path: '/', owner: 'scores', budgetMs: 1000 },
  { path: '/match', owner: 'scores', budgetMs: 1300 },
  { path: '/news', owner: 'news', budgetMs: 1300 },
];

export interface MainThreadMeasure {
  page: GuardedPage;
  /** Script time of each visit, in ms. */
  scriptMs: number[];
  /** All main-thread task time of each visit, in ms. */
  taskMs: number[];
}

export const medianOf = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

async function visit(browser: Browser, site: BenchSite, page: GuardedPage): Promise<{ scriptMs: number; taskMs: number }> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  try {
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await tab.goto(`${site.shellOrigin}${page.path}`);
    await tab.waitForSelector(`[data-remote-area="${page.owner}"][data-state="mounted"]`, { timeout: 30_000 });
    await tab.waitForLoadState('networkidle');
    const { metrics } = await cdp.send('Performance.getMetrics');
    const metric = (name: string) => (metrics.find((entry) => entry.name === name)?.value ?? Number.NaN) * 1000;
    return { scriptMs: metric('ScriptDuration'), taskMs: metric('TaskDuration') };
  } finally {
    await context.close();
  }
}

export async function measureMainThread(site: BenchSite, pages: GuardedPage[] = GUARDED_PAGES): Promise<MainThreadMeasure[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const results: MainThreadMeasure[] = [];
  try {
    for (const page of pages) {
      const runs: { scriptMs: number; taskMs: number }[] = [];
      for (let run = 0; run < VISITS; run += 1) runs.push(await visit(browser, site, page));
      results.push({ page, scriptMs: runs.map((run) => run.scriptMs), taskMs: runs.map((run) => run.taskMs) });
    }
  } finally {
    await browser.close();
  }
  return results;
}

export const isWithinScriptBudget = (result: MainThreadMeasure): boolean => medianOf(result.scriptMs) <= result.page.budgetMs;

export function formatMainThreadReport(results: MainThreadMeasure[]): string[] {
  const ms = (value: number) => `${Math.round(value)} ms`;
  const lines = [`main thread of a first visit at ${CPU_SLOWDOWN}× CPU slowdown, median of ${VISITS} (script / all tasks):`];
  for (const result of results)
    lines.push(
      `${result.page.path.padEnd(8)} script ${ms(medianOf(result.scriptMs)).padStart(8)} (${result.scriptMs.map(ms).join(', ')})  tasks ${ms(medianOf(result.taskMs)).padStart(8)}  budget ${ms(result.page.budgetMs).padStart(8)}  ${isWithinScriptBudget(result) ? 'ok' : 'OVER'}`,
    );
  return lines;
}
