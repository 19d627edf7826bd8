#!/usr/bin/env node
// `npm run bench:lighthouse`: Lighthouse on every page a fan reaches, mobile and desktop presets,
// first and returning visits (see tools/src/bench/lighthouseBench.ts). Options: --runs N (default
// 3), --page /path (repeatable; default: every page, ids asked of the api), --preset
// mobile|desktop, --visit first|returning, --reports DIR (keeps every Lighthouse JSON report),
// --site URL (measure a running site, e.g. http://localhost:8080 of `npm start`), --even-when-busy,
// --moment busy|quiet (default busy: at least 15 matches live, updates flowing; quiet: as it comes).
import { execFileSync } from 'node:child_process';
import { register } from 'tsx/esm/api';

register();
const { runLighthouseBench, formatLighthouseReport, PRESETS, VISITS } = await import('../src/bench/lighthouseBench.ts');
const argv = process.argv.slice(2);
const values = (name) => argv.flatMap((arg, index) => (arg === name && argv[index + 1] ? [argv[index + 1]] : []));
const runs = Number(values('--runs')[0] ?? 3);
const presets = values('--preset').length ? values('--preset') : PRESETS;
const visits = values('--visit').length ? values('--visit') : VISITS;

const result = await runLighthouseBench({
  runs,
  pages: values('--page'),
  presets,
  visits,
  reportDir: values('--reports')[0] ?? null,
  site: values('--site')[0],
  evenWhenBusy: argv.includes('--even-when-busy'),
  moment: values('--moment')[0] ?? 'busy',
});
const load = (values) => values.map((value) => value.toFixed(2)).join(' ');
console.log(`Lighthouse ${runs} run(s) per page, preset and visit, median (min–max); ${result.cpus} cores`);
console.log(`load average before: ${load(result.loadBefore)}; after: ${load(result.loadAfter)}`);
// Lighthouse's own yardstick of the host's CPU (its 4× mobile slowdown is meant for 1,500–2,000);
// it does not see everything that makes a machine slow (page faults, a busy kernel), so the
// figures of two machines compare only roughly.
if (result.benchmarkIndex !== null) console.log(`host BenchmarkIndex (Lighthouse's), median of the runs: ${Math.round(result.benchmarkIndex)}`);
// Text layout depends on the fonts: without a CJK font (phones have one) Chinese text falls back font by font.
const cjkFonts = (() => {
  try {
    return execFileSync('fc-list', [':lang=zh'], { encoding: 'utf8' }).trim().split('\n').filter(Boolean).length;
  } catch {
    return null;
  }
})();
console.log(`CJK fonts: ${cjkFonts === null ? 'unknown (no fc-list)' : cjkFonts > 0 ? `${cjkFonts} installed` : 'none (install fonts-noto-cjk: Chinese text lays out slower than on a phone)'}`);
console.log(`Chromium ${result.chromiums.join(', ') || 'unknown'}; moment: ${result.moment === 'busy' ? 'busy (matches kicked off until at least 15 are live; "live" and "updates" per page below)' : 'quiet (as the site came)'}`);
console.log('task time: main-thread task time Lighthouse observed (unthrottled), median (min–max); long tasks: over 50 ms as simulated; updates: live-channel messages during a run, median');
for (const line of formatLighthouseReport(result.summaries)) console.log(line);
for (const summary of result.summaries)
  if (summary.runs[0]) {
    if (summary.runs[0].lcpElement) console.log(`${summary.page} ${summary.preset} ${summary.visit} largest paint: ${summary.runs[0].lcpElement.slice(0, 140)}`);
    console.log(`${summary.page} ${summary.preset} ${summary.visit} heaviest scripts (first run): ${summary.runs[0].heaviestScripts.join('; ')}`);
  }
for (const reason of result.skipped) console.log(`not measured: ${reason}`);
const busy = result.summaries.filter((summary) => summary.busyShare !== undefined).length;
if (busy > 0) console.log(`${busy} page(s) not measured: the machine was busy; run again on a quiet machine (or --even-when-busy)`);
