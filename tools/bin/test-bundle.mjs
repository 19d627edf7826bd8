#!/usr/bin/env node
// `npm run test:bundle` (part of `npm test`): every first page within its byte budget and no
// library loaded twice, on the production build the end-to-end suite made in `.e2e-deploy/`
// (built first when missing). Bytes are deterministic for a build, so this check may fail a run;
// timings are not, and stay in `npm run bench:lighthouse`.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
process.env.MATCHDAY_DEPLOY_DIR ??= path.join(root, '.e2e-deploy');
register();
const { measureBundles, formatBundleReport, isWithinBudget } = await import('../src/bench/bundleBench.ts');
const { REMOTE_IDS } = await import('@matchday/shared/routes/routeTable');
const { sourceVersion } = await import('../src/build/remoteBuild.ts');
const { remoteBuildDir, shellDistDir } = await import('../src/config/paths.ts');

const built = fs.existsSync(path.join(shellDistDir(), 'frames')) && REMOTE_IDS.every((remote) => fs.existsSync(remoteBuildDir(remote, sourceVersion(remote))));
if (!built) {
  const { buildAll } = await import('../src/build/buildAll.ts');
  await buildAll();
}
const results = await measureBundles();
for (const line of formatBundleReport(results)) console.log(line);
const failing = results.filter((result) => !isWithinBudget(result));
if (failing.length > 0) console.error(`over budget or loading a library twice: ${failing.map((result) => result.page.label).join(', ')}`);
process.exitCode = failing.length > 0 ? 1 : 0;
