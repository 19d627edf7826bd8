#!/usr/bin/env node
// `npm run bench:bundle`: first-visit JavaScript per page (see tools/src/bench/bundleBench.ts).
import { register } from 'tsx/esm/api';

register();
const { measureBundles, formatBundleReport } = await import('../src/bench/bundleBench.ts');
const results = await measureBundles();
for (const line of formatBundleReport(results)) console.log(line);
// `--detail`: every file of the first page, largest first.
if (process.argv.includes('--detail'))
  for (const file of results[0].detail)
    console.log(`${String(file.gzipBytes).padStart(8)}  ${file.kind.padEnd(7)} ${new URL(file.url).pathname}  ${file.libraries ?? ''}`);
