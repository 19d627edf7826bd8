// `npm run bench:comments`: reading a thread of 10,000 comments (BENCH_COMMENTS), and writing a
// match report, on the embedded database and on PostgreSQL (when one answers).
//   - comment list: GET /api/comments through the api (in-process, `inject`), the first page and
//     pages deep in the thread by keyset, 300 reads: p50/p95/max;
//   - match report: from a finished match to its report, the sweep's own time (the api sweeps
//     every 5 s, so a report is out within 5 s plus this).
import { DirectoryStore } from '@matchday/storage/directoryStore';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';
import { systemClock } from '../src/clock';
import { createEmbeddedDatabase, createPostgresDatabase, type Database } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { insertMatch } from '../test/tipsFixtures';
import { createBenchSchema, findPostgres, urlWithSchema } from './benchDatabase';

const COMMENTS = Number(process.env.BENCH_COMMENTS ?? 10_000);
const READS = 300;

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))]!;

async function run(label: string, db: Database): Promise<void> {
  await migrate(db);
  const now = new Date();
  const matchId = await insertMatch(db, now, { startsIn: -3 * 3600 });
  const [user] = await db.query<{ id: string }>("INSERT INTO users (username, roles, invite_code, created_at) VALUES ('bench_writer', '{user}', 'BENCHCMT', $1) RETURNING id::text AS id", [now]);
  const [article] = await db.query<{ id: string }>(
    "INSERT INTO articles (kind, sport, match_id, facts, published_at) VALUES ('match_report', 'football', $1, '{}', $2) RETURNING id::text AS id",
    [matchId, now],
  );
  await db.query(
    `INSERT INTO comments (target, target_id, user_id, text, created_at, likes, replies)
     SELECT 'article', $1, $2, 'Bench comment number ' || n, $3, n % 7, 0 FROM generate_series(1, $4) AS n`,
    [article!.id, user!.id, now, COMMENTS],
  );
  const store = new DirectoryStore(fs.mkdtempSync(path.join(os.tmpdir(), 'matchday-bench-store-')));
  const { app, services } = await buildApp({ db, clock: systemClock, codeSecret: 'bench-code-secret', sms: null, payments: [], store, logger: false, listCacheMs: 0 });
  await app.ready();
  const first: number[] = [];
  const deep: number[] = [];
  let cursor: string | null = null;
  for (let index = 0; index < READS; index += 1) {
    const started = performance.now();
    const answer = await app.inject({ method: 'GET', url: `/api/comments?target=article&targetId=${article!.id}&pageSize=20${cursor && index % 2 ? `&cursor=${cursor}` : ''}` });
    const took = performance.now() - started;
    const page = answer.json() as { data: { next: string | null } };
    if (cursor && index % 2) {
      deep.push(took);
      cursor = page.data.next;
    } else {
      first.push(took);
      cursor ??= page.data.next;
    }
  }
  console.log(`${label}: a thread of ${COMMENTS} comments, ${READS} reads of 20`);
  console.log(`  first page  p50 ${percentile(first, 50).toFixed(1)} ms  p95 ${percentile(first, 95).toFixed(1)} ms  max ${Math.max(...first).toFixed(1)} ms`);
  console.log(`  deeper pages p50 ${percentile(deep, 50).toFixed(1)} ms  p95 ${percentile(deep, 95).toFixed(1)} ms  max ${Math.max(...deep).toFixed(1)} ms`);

  // A match finishes with goals and a card; the sweep writes its report.
  const finished = await insertMatch(db, now, { startsIn: -2 * 3600 });
  for (const [seq, type, side, minute] of [[1, 'goal', 'home', 23], [2, 'red_card', 'away', 51], [3, 'goal', 'away', 80]] as const)
    await db.query(
      "INSERT INTO match_events (match_id, seq, type, phase, minute, side, player, home_score, away_score, created_at) VALUES ($1, $2, $3, 'second_half', $4, $5, 'Bench Player', 1, 1, $6)",
      [finished, seq, type, minute, side, now],
    );
  await db.query("UPDATE matches SET status = 'finished', home_score = 1, away_score = 1, updated_at = $2 WHERE id = $1", [finished, new Date()]);
  const started = performance.now();
  const written = await services.news.publishDueReports();
  console.log(`  match report: the sweep wrote ${written} report(s) in ${(performance.now() - started).toFixed(0)} ms (sweeps run every 5 s)`);
  await app.close();
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'matchday-bench-comments-'));
const embedded = createEmbeddedDatabase({ dataDir });
await run('embedded', embedded);
await embedded.close();
fs.rmSync(dataDir, { recursive: true, force: true });

const postgres = await findPostgres();
if (postgres) {
  const { schema, drop } = await createBenchSchema(postgres);
  const db = createPostgresDatabase({ connectionString: urlWithSchema(postgres, schema) });
  await run('PostgreSQL', db);
  await db.close();
  await drop();
} else console.log('PostgreSQL: not answering; skipped');
process.exit(0);
