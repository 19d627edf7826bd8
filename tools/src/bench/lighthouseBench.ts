// `npm run bench:lighthouse`: Lighthouse's performance audit of a first visit to the built site,
// served as in production with a real api, in Debian's Chromium. Every page is measured with the
// mobile and the desktop preset, several runs each (a fresh browser profile every run), and the
// median and spread of each metric are printed with the machine's load before and after:
// Lighthouse's timings depend on how busy the machine is, so they stay out of `npm test`.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../browser/chromium';
import { repoRoot } from '../config/paths';

export const LIGHTHOUSE_PAGES = ['/', '/match', '/login'];
export const PRESETS = ['mobile', 'desktop'] as const;
type Preset = (typeof PRESETS)[number];

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

async function measureOnce(url: string, preset: Preset, reportDir: string | null, label: string): Promise<RunMeasure> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  try {
    const flags = { port: chrome.port, output: 'json' as const, logLevel: 'error' as const, onlyCategories: ['performance'] };
    const result = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    if (reportDir) fs.writeFileSync(path.join(reportDir, `${label}.json`), JSON.stringify(lhr));
    const requests = ((lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? []) as NetworkItem[];
    const lcpItems = (lhr.audits['lcp-breakdown-insight']?.details as { items?: { type?: string; nodeLabel?: string; snippet?: string }[] } | undefined)?.items ?? [];
    const lcpNode = lcpItems.find((item) => item.type === 'node');
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      fcpMs: numeric(lhr, 'first-contentful-paint'),
      lcpMs: numeric(lhr, 'largest-contentful-paint'),
      tbtMs: numeric(lhr, 'total-blocking-time'),
      cls: numeric(lhr, 'cumulative-layout-shift'),
      jsGzipBytes: requests.filter((item) => item.resourceType === 'Script').reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
      lcpElement: lcpNode ? `${lcpNode.snippet ?? ''} ${lcpNode.nodeLabel ?? ''}`.trim() : '',
    };
  } finally {
    chrome.kill();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

export interface PageSummary {
  page: string;
  preset: Preset;
  runs: RunMeasure[];
}

const spread = (runs: RunMeasure[], pick: (run: RunMeasure) => number, format: (value: number) => string) => {
  const values = runs.map(pick);
  return `${format(median(values))} (${format(Math.min(...values))}–${format(Math.max(...values))})`;
};

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const millis = (ms: number) => `${Math.round(ms)} ms`;

function verdict(summary: PageSummary): string {
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
  const lines = ['page      preset   score          FCP                       LCP                       TBT                   CLS     JS gzip   verdict'];
  for (const summary of summaries) {
    const { runs } = summary;
    lines.push(
      [
        summary.page.padEnd(9),
        summary.preset.padEnd(8),
        spread(runs, (run) => run.score, String).padEnd(14),
        spread(runs, (run) => run.fcpMs, seconds).padEnd(25),
        spread(runs, (run) => run.lcpMs, seconds).padEnd(25),
        spread(runs, (run) => run.tbtMs, millis).padEnd(21),
        median(runs.map((run) => run.cls)).toFixed(3).padEnd(7),
        `${(median(runs.map((run) => run.jsGzipBytes)) / 1024).toFixed(1)} KB`.padEnd(9),
        verdict(summary),
      ].join(' '),
    );
  }
  return lines;
}

/** Waits (at most `maxMs`) for the machine to calm down after a build or the api's start. */
async function settle(maxMs = 60_000): Promise<void> {
  const started = Date.now();
  while ((os.loadavg()[0] ?? 0) > os.cpus().length * 0.5 && Date.now() - started < maxMs) await new Promise((resolve) => setTimeout(resolve, 2000));
}

export async function runLighthouseBench(options: { runs: number; pages: string[]; presets: Preset[]; reportDir: string | null }) {
  const { shellOrigin, child } = await startSiteProcess();
  await settle();
  const loadBefore = os.loadavg();
  const summaries: PageSummary[] = [];
  try {
    if (options.reportDir) fs.mkdirSync(options.reportDir, { recursive: true });
    for (const page of options.pages)
      for (const preset of options.presets) {
        const runs: RunMeasure[] = [];
        for (let run = 1; run <= options.runs; run += 1) {
          const label = `${page === '/' ? 'home' : page.slice(1).replaceAll('/', '-')}-${preset}-${run}`;
          runs.push(await measureOnce(`${shellOrigin}${page}`, preset, options.reportDir, label));
        }
        summaries.push({ page, preset, runs });
      }
  } finally {
    child.kill('SIGTERM');
  }
  return { summaries, loadBefore, loadAfter: os.loadavg(), cpus: os.cpus().length };
}
