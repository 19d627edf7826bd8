#!/usr/bin/env node
// `npm run bench:lighthouse`: Lighthouse on a first visit, mobile and desktop presets
// (see tools/src/bench/lighthouseBench.ts). Options: --runs N (default 3), --page /path
// (repeatable), --preset mobile|desktop, --reports DIR (keeps every Lighthouse JSON report).
import { register } from 'tsx/esm/api';

register();
const { runLighthouseBench, formatLighthouseReport, LIGHTHOUSE_PAGES, PRESETS } = await import('../src/bench/lighthouseBench.ts');
const argv = process.argv.slice(2);
const values = (name) => argv.flatMap((arg, index) => (arg === name && argv[index + 1] ? [argv[index + 1]] : []));
const runs = Number(values('--runs')[0] ?? 3);
const pages = values('--page').length ? values('--page') : LIGHTHOUSE_PAGES;
const presets = values('--preset').length ? values('--preset') : PRESETS;
const reportDir = values('--reports')[0] ?? null;

const result = await runLighthouseBench({ runs, pages, presets, reportDir });
const load = (values) => values.map((value) => value.toFixed(2)).join(' ');
console.log(`Lighthouse ${runs} run(s) per page and preset, median (min–max); ${result.cpus} cores`);
console.log(`load average before: ${load(result.loadBefore)}; after: ${load(result.loadAfter)}`);
for (const line of formatLighthouseReport(result.summaries)) console.log(line);
for (const summary of result.summaries)
  console.log(`${summary.page} ${summary.preset} largest paint: ${summary.runs[0].lcpElement.slice(0, 140)}`);
