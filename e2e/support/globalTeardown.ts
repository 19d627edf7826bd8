// Stops every server of the e2e site, including any a test started again itself (those are
// not children of the web server Playwright started). A frozen one is woken first.
import fs from 'node:fs';
import path from 'node:path';
import { ENVIRONMENT, repoRoot } from './site';

export default function globalTeardown(): void {
  const file = path.join(process.env.MATCHDAY_DEPLOY_DIR ?? path.join(repoRoot, 'deploy'), 'run', `${ENVIRONMENT}.json`);
  if (!fs.existsSync(file)) return;
  const { pids } = JSON.parse(fs.readFileSync(file, 'utf8')) as { pids: Record<string, number> };
  for (const pid of Object.values(pids)) {
    for (const signal of ['SIGCONT', 'SIGTERM'] as const) {
      try {
        process.kill(pid, signal);
      } catch {
        // already gone
      }
    }
  }
}
