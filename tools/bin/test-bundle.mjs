#!/usr/bin/env node
// `npm run test:bundle` (part of `npm test`): every first page within its byte budget and no
// library loaded twice, and no remote chunk that loads its remote's platform file, on the
// production build the end-to-end suite made in `.e2e-deploy/` (built first when missing); and
// the main-thread guard: the function calls of a first visit to `/`, `/match` and `/news`,
// counted by V8, within their budgets (mainThreadGuard.ts). Bytes and calls are the same for a
// build on any machine; timings are not, and stay in `npm run bench:lighthouse`.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
process.env.MATCHDAY_DEPLOY_DIR ??= path.join(root, '.e2e-deploy');
register();
const { measureBundles, formatBundleReport, isWithinBudget } = await import('../src/bench/bundleBench.ts');
const { REMOTE_IDS } = await import('@matchday/contracts/routes/routeTable');
const { sourceVersion } = await import('../src/build/remoteBuild.ts');
const { remoteBuildDir, shellDistDir } = await import('../src/config/paths.ts');

const built = fs.existsSync(path.join(shellDistDir(), 'frames')) && REMOTE_IDS.every((remote) => fs.existsSync(remoteBuildDir(remote, sourceVersion(remote))));
if (!built) {
  const { buildAll } = await import('../src/build/buildAll.ts');
  await buildAll();
}
// No chunk of a remote's own may load its platform file (platformReach.ts says why).
const { chunksLoadingPlatform } = await import('../src/build/platformReach.ts');
const platformReach = REMOTE_IDS.flatMap((remote) => chunksLoadingPlatform(remoteBuildDir(remote, sourceVersion(remote))).map((file) => `${remote}: ${file}`));
if (platformReach.length > 0) console.error(`chunks that load their remote's platform file (a library imported directly?): ${platformReach.join(', ')}`);
else console.log(`no remote's own chunk loads its platform file (${REMOTE_IDS.length} remotes checked)`);

const results = await measureBundles();
for (const line of formatBundleReport(results)) console.log(line);
const failing = results.filter((result) => !isWithinBudget(result));
if (failing.length > 0) console.error(`over budget or loading a library twice: ${failing.map((result) => result.page.label).join(', ')}`);

const { GUARD_API_ENV, measureMainThread, formatMainThreadReport, isWithinCallBudget } = await import('../src/bench/mainThreadGuard.ts');
const { startBenchSite } = await import('../src/bench/benchSite.ts');
const os = await import('node:os');
const site = await startBenchSite({ api: true, apiEnv: GUARD_API_ENV });
let mainThread;
try {
  mainThread = await measureMainThread(site);
} finally {
  await site.close();
}
for (const line of formatMainThreadReport(mainThread)) console.log(line);
console.log(`load average ${os.loadavg().map((value) => value.toFixed(2)).join(' ')}`);
const slow = mainThread.filter((result) => !isWithinCallBudget(result));
if (slow.length > 0) console.error(`main-thread work over budget (function calls): ${slow.map((result) => result.page.path).join(', ')}`);
process.exitCode = failing.length > 0 || slow.length > 0 || platformReach.length > 0 ? 1 : 0;
