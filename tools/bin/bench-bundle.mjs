#!/usr/bin/env node
// `npm run bench:bundle`: first-visit JavaScript per page against its budget, and no library
// loaded twice (see tools/src/bench/bundleBench.ts). Exits non-zero when a page fails either.
// `--detail`: every file of every page, largest first, with the libraries in it.
import { register } from 'tsx/esm/api';

register();
const { measureBundles, formatBundleReport, isWithinBudget } = await import('../src/bench/bundleBench.ts');
const { packageOfModule } = await import('../src/bench/sourceMaps.ts');
const results = await measureBundles();
for (const line of formatBundleReport(results)) console.log(line);
if (process.argv.includes('--detail'))
  for (const result of results) {
    console.log(`\n${result.page.label}`);
    for (const file of result.files) {
      const libraries = [...new Set(file.modules.modules.map(packageOfModule).filter(Boolean))];
      console.log(`${String(file.gzipBytes).padStart(8)}  ${file.container.padEnd(8)} ${new URL(file.url).pathname}  ${libraries.join(', ').slice(0, 160)}`);
    }
  }
process.exitCode = results.every(isWithinBudget) ? 0 : 1;
