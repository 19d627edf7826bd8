// `npm run bench:lighthouse`: Lighthouse's performance audit of the built site, served as in
// production with a real api, in Debian's Chromium. Every page a fan reaches (lighthousePages.ts)
// is measured with the mobile and the desktop preset, as a first visit (the consent dialog up)
// and as a returning fan's (consent given), several runs each with a fresh browser profile; the
// median and spread of each metric are printed with the machine's load. Lighthouse's timings
// depend on how busy the machine is: a page the machine is too busy for is said to be so, not
// measured, and the timings stay out of `npm test` (its guard reads script time from a trace).
import { fork, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CONSENT_STORAGE_KEY, consentRecord } from '@matchday/shared/stores/consentRecord';
import { TOKEN_STORAGE_KEY } from '@matchday/shared/stores/sessionStore';
import { serializeTimeZoneCookie } from '@matchday/shared/firstScreen/timeZoneCookie';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../browser/chromium';
import { repoRoot } from '../config/paths';
import { signUpThroughSite } from './benchSite';
import { discoverPages, type LighthousePage } from './lighthousePages';
import { busyShare } from './machineLoad';
import { ensureBusy, followUpdates, liveMatches, type Moment } from './busyMoment';

export const PRESETS = ['mobile', 'desktop'] as const;
type Preset = (typeof PRESETS)[number];
/** A first visit sees the consent dialog; a returning fan has accepted it. */
export const VISITS = ['first', 'returning'] as const;
type Visit = (typeof VISITS)[number];

/** The goals of the performance issue, per metric, for the verdict column. */
export const GOALS = { mobileScore: 90, desktopScore: 98, lcpMs: 2500, tbtMs: 200, cls: 0.1 };

export interface RunMeasure {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsGzipBytes: number;
  lcpElement: string;
  /** The host's BenchmarkIndex as Lighthouse measured it in this run. */
  benchmarkIndex: number;
  /** Main-thread task time Lighthouse observed (unthrottled, `diagnostics`' totalTaskTime): it travels between machines better than TBT. */
  taskMs: number;
  /** Long tasks (over 50 ms, as simulated) Lighthouse lists. */
  longTasks: number;
  /** The browser's version, from its user agent. */
  chromium: string;
  /** The three scripts with the most main-thread time (`bootup-time`): where it goes. */
  heaviestScripts: string[];
  /** Updates a follower of the live channels received during the run (set by the bench). */
  updates?: number;
}

/** Starts the bench site in its own process so serving never competes with Lighthouse's work. */
async function startSiteProcess(): Promise<{ shellOrigin: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'tools/src/bench/benchSite.ts'), '--api'], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = readline.createInterface({ input: child.stdout! });
  for await (const line of lines)
    if (line.startsWith('{')) {
      lines.close();
      return { shellOrigin: (JSON.parse(line) as { shellOrigin: string }).shellOrigin, child };
    }
  throw new Error('the bench site did not start');
}

function numeric(lhr: { audits: Record<string, { numericValue?: number }> }, audit: string): number {
  return lhr.audits[audit]?.numericValue ?? Number.NaN;
}

interface NetworkItem {
  resourceType?: string;
  transferSize?: number;
}

/**
 * Puts `items` in the local storage of `url`'s origin, in the browser Lighthouse will drive; a
 * returning fan's browser also has the cookies the shell wrote on the last visit (the time zone).
 */
async function seedVisitor(port: number, url: string, items: Record<string, string>, returning: boolean): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const context = browser.contexts()[0] ?? (await browser.newContext());
  const tab = await context.newPage();
  // An api answer on the site's origin: no page of the site runs, so the visit stays a first load.
  await tab.goto(new URL('/api/health', url).href);
  await tab.evaluate((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, items);
  if (returning) {
    const zone = await tab.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
    await tab.evaluate((cookie) => {
      document.cookie = cookie;
    }, serializeTimeZoneCookie(zone));
  }
  await tab.close();
}

export interface MeasureTask {
  url: string;
  preset: Preset;
  reportDir: string | null;
  label: string;
  storage: Record<string, string>;
  returning: boolean;
}

export async function measureOnce({ url, preset, reportDir, label, storage, returning }: MeasureTask): Promise<RunMeasure> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  try {
    const seeded = Object.keys(storage).length > 0 || returning;
    if (seeded) await seedVisitor(chrome.port, url, storage, returning);
    // Lighthouse clears the origin's storage first unless told not to: a seeded visit keeps it.
    const flags = {
      port: chrome.port,
      output: 'json' as const,
      logLevel: 'error' as const,
      onlyCategories: ['performance'],
      disableStorageReset: seeded,
    };
    const result = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    if (reportDir) fs.writeFileSync(path.join(reportDir, `${label}.json`), JSON.stringify(lhr));
    const requests = ((lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? []) as NetworkItem[];
    const lcpItems = (lhr.audits['lcp-breakdown-insight']?.details as { items?: { type?: string; nodeLabel?: string; snippet?: string }[] } | undefined)?.items ?? [];
    const lcpNode = lcpItems.find((item) => item.type === 'node');
    const diagnostics = ((lhr.audits['diagnostics']?.details as { items?: { totalTaskTime?: number }[] } | undefined)?.items ?? [])[0];
    const longTasks = ((lhr.audits['long-tasks']?.details as { items?: unknown[] } | undefined)?.items ?? []).length;
    const bootup = ((lhr.audits['bootup-time']?.details as { items?: { url?: string; total?: number; scripting?: number }[] } | undefined)?.items ?? [])
      .slice()
      .sort((a, b) => (b.total ?? 0) - (a.total ?? 0))
      .slice(0, 3)
      .map((item) => `${(item.url ?? '').replace(/^https?:\/\/[^/]+/, '')} ${Math.round(item.total ?? 0)} ms`);
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      fcpMs: numeric(lhr, 'first-contentful-paint'),
      lcpMs: numeric(lhr, 'largest-contentful-paint'),
      tbtMs: numeric(lhr, 'total-blocking-time'),
      cls: numeric(lhr, 'cumulative-layout-shift'),
      jsGzipBytes: requests.filter((item) => item.resourceType === 'Script').reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
      lcpElement: lcpNode ? `${lcpNode.snippet ?? ''} ${lcpNode.nodeLabel ?? ''}`.trim() : '',
      benchmarkIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
      taskMs: diagnostics?.totalTaskTime ?? Number.NaN,
      longTasks,
      chromium: /Chrome\/([\d.]+)/.exec(lhr.environment?.hostUserAgent ?? '')?.[1] ?? 'unknown',
      heaviestScripts: bootup,
    };
  } finally {
    chrome.kill();
  }
}

/** One run in a process of its own (lighthouseRun.ts): Lighthouse keeps memory from run to run. */
function measureInChild(task: MeasureTask): Promise<RunMeasure> {
  return new Promise((resolve, reject) => {
    const child = fork(path.join(repoRoot, 'tools/src/bench/lighthouseRun.ts'), [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    let answered = false;
    child.once('message', (answer: { run?: RunMeasure; error?: string }) => {
      answered = true;
      if (answer.run) resolve(answer.run);
      else reject(new Error(answer.error ?? 'the Lighthouse run failed'));
    });
    child.once('exit', (code) => {
      if (!answered) reject(new Error(`the Lighthouse run's process ended (exit ${code}) without an answer`));
    });
    child.send(task);
  });
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

export interface PageSummary {
  page: string;
  preset: Preset;
  visit: Visit;
  runs: RunMeasure[];
  /** Set when the machine was too busy to measure: the share of its CPU spent by others then. */
  busyShare?: number;
  /** Why the page could not be measured (Lighthouse failed twice). */
  failure?: string;
  /** Matches live when the page's runs began (the busy moment). */
  live?: number;
}

const spread = (runs: RunMeasure[], pick: (run: RunMeasure) => number, format: (value: number) => string) => {
  const values = runs.map(pick);
  return `${format(median(values))} (${format(Math.min(...values))}–${format(Math.max(...values))})`;
};

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const millis = (ms: number) => `${Math.round(ms)} ms`;

export function verdict(summary: PageSummary): string {
  if (summary.busyShare !== undefined || summary.failure || summary.runs.length === 0) return 'not measured';
  const score = median(summary.runs.map((run) => run.score));
  const misses: string[] = [];
  if (score < (summary.preset === 'mobile' ? GOALS.mobileScore : GOALS.desktopScore)) misses.push('score');
  if (summary.preset === 'mobile') {
    if (median(summary.runs.map((run) => run.lcpMs)) > GOALS.lcpMs) misses.push('LCP');
    if (median(summary.runs.map((run) => run.tbtMs)) > GOALS.tbtMs) misses.push('TBT');
  }
  if (median(summary.runs.map((run) => run.cls)) > GOALS.cls) misses.push('CLS');
  return misses.length ? `misses ${misses.join(', ')}` : 'meets goals';
}

export function formatLighthouseReport(summaries: PageSummary[]): string[] {
  const width = Math.max(9, ...summaries.map((summary) => summary.page.length));
  const lines = [
    `${'page'.padEnd(width)} preset   visit      score          FCP                       LCP                       TBT                      CLS     JS gzip   task time            long tasks  live  updates  verdict`,
  ];
  for (const summary of summaries) {
    const { runs } = summary;
    const head = [summary.page.padEnd(width), summary.preset.padEnd(8), summary.visit.padEnd(10)];
    if (summary.busyShare !== undefined) {
      lines.push([...head, `machine busy (${Math.round(summary.busyShare * 100)} % of its ${os.cpus().length} cores spent by other work): not measured`].join(' '));
      continue;
    }
    if (summary.failure) {
      lines.push([...head, `failed: ${summary.failure.slice(0, 160)}`].join(' '));
      continue;
    }
    lines.push(
      [
        ...head,
        spread(runs, (run) => run.score, String).padEnd(14),
        spread(runs, (run) => run.fcpMs, seconds).padEnd(25),
        spread(runs, (run) => run.lcpMs, seconds).padEnd(25),
        spread(runs, (run) => run.tbtMs, millis).padEnd(24),
        median(runs.map((run) => run.cls)).toFixed(3).padEnd(7),
        `${(median(runs.map((run) => run.jsGzipBytes)) / 1024).toFixed(1)} KB`.padEnd(9),
        spread(runs, (run) => run.taskMs, millis).padEnd(20),
        String(median(runs.map((run) => run.longTasks))).padEnd(11),
        String(summary.live ?? '–').padEnd(5),
        (runs.every((run) => run.updates !== undefined) ? String(median(runs.map((run) => run.updates!))) : '–').padEnd(8),
        verdict(summary),
      ].join(' '),
    );
  }
  return lines;
}

/**
 * The machine counts as busy when, between two runs, more than this share of its CPU time is
 * spent (by anything: another build, a test, the bench site's own api beyond its engine's ticks).
 * The 1-minute load average cannot say it: it still counts the bench's own last run for a minute,
 * so a bench that waited on it spent most of its time waiting for itself.
 */
export const BUSY_CPU_SHARE = 0.35;

/** Waits (at most `maxMs`) for the machine to calm down; its CPU share if it did not. */
async function settle(maxMs = 60_000): Promise<number | undefined> {
  const started = Date.now();
  let share = await busyShare();
  while (share > BUSY_CPU_SHARE && Date.now() - started < maxMs) share = await busyShare();
  return share > BUSY_CPU_SHARE ? share : undefined;
}

export interface LighthouseOptions {
  runs: number;
  /** Paths to measure; every page a fan reaches (asked of the api) when empty. */
  pages: string[];
  presets: Preset[];
  visits: Visit[];
  reportDir: string | null;
  /** A running site to measure (e.g. `npm start`'s, which has a live room and replays) instead of the bench site. */
  site?: string;
  /** Measure even when the machine is busy (figures marked with the load). */
  evenWhenBusy?: boolean;
  /** The site's state: `busy` (default: at least 15 matches live, updates flowing) or `quiet` (as it comes). */
  moment?: Moment;
}

export async function runLighthouseBench(options: LighthouseOptions) {
  const own = options.site ? null : await startSiteProcess();
  const shellOrigin = options.site ?? own!.shellOrigin;
  await settle();
  const loadBefore = os.loadavg();
  const summaries: PageSummary[] = [];
  const skipped: string[] = [];
  let token: string | null = null;
  const moment = options.moment ?? 'busy';
  // A fan's page follows the live channels: so does the bench, to count what arrived during each run.
  const follower = await followUpdates(shellOrigin);
  const measurePage = async (page: LighthousePage) => {
    if (page.signedIn) token ??= await signUpThroughSite(shellOrigin);
    // Matches end as the bench goes on: the busy moment is made again before each page.
    const liveNow = moment === 'busy' ? await ensureBusy(shellOrigin) : await liveMatches(shellOrigin);
    const live = Object.values(liveNow).reduce((total, count) => total + count, 0);
    for (const preset of options.presets)
      for (const visit of options.visits) {
        const busy = options.evenWhenBusy ? undefined : await settle();
        if (busy !== undefined) {
          summaries.push({ page: page.path, preset, visit, runs: [], busyShare: busy });
          continue;
        }
        const storage: Record<string, string> = {
          ...(visit === 'returning' ? { [CONSENT_STORAGE_KEY]: consentRecord() } : {}),
          ...(page.signedIn && token ? { [TOKEN_STORAGE_KEY]: token } : {}),
        };
        const runs: RunMeasure[] = [];
        let failure: string | undefined;
        for (let run = 1; run <= options.runs && !failure; run += 1) {
          const label = `${page.path === '/' ? 'home' : page.path.slice(1).replace(/[^\w-]+/g, '-')}-${preset}-${visit}-${run}`;
          const measure = () => {
            const updatesBefore = follower.count();
            return measureInChild({ url: `${shellOrigin}${page.path}`, preset, reportDir: options.reportDir, label, storage, returning: visit === 'returning' }).then((measured) => ({
              ...measured,
              updates: follower.count() - updatesBefore,
            }));
          };
          // Lighthouse sometimes loses a trace (NO_NAVSTART): that run is made again once, and a
          // page that fails twice is reported as failed instead of ending the whole bench.
          const result = await measure()
            .catch(measure)
            .catch((error: unknown) => {
              failure = error instanceof Error ? error.message : String(error);
              return null;
            });
          if (result) runs.push(result);
        }
        summaries.push({ page: page.path, preset, visit, runs, live, ...(failure ? { failure } : {}) });
      }
  };
  try {
    if (options.reportDir) fs.mkdirSync(options.reportDir, { recursive: true });
    if (options.pages.length > 0) for (const path of options.pages) await measurePage({ path, signedIn: /^\/(user|channel)\b/.test(path) });
    else {
      const found = await discoverPages(shellOrigin);
      for (const page of found.pages) await measurePage(page);
      // Content that was not there yet (the demo experts' first plans) is looked for once more.
      const again = await discoverPages(shellOrigin);
      for (const page of again.pages.filter((page) => !found.pages.some((seen) => seen.path === page.path))) await measurePage(page);
      skipped.push(...again.skipped);
    }
  } finally {
    follower.close();
    own?.child.kill('SIGTERM');
  }
  const indexes = summaries.flatMap((summary) => summary.runs.map((run) => run.benchmarkIndex)).filter(Number.isFinite);
  const chromiums = [...new Set(summaries.flatMap((summary) => summary.runs.map((run) => run.chromium)))];
  return { summaries, skipped, loadBefore, loadAfter: os.loadavg(), cpus: os.cpus().length, benchmarkIndex: indexes.length ? median(indexes) : null, chromiums, moment };
}
