// `npm run bench:feeds`: a simulated match day of the providers' feeds against the local stand-ins
// of API-Sports and PandaScore (api/test/feeds), on the embedded database, with a clock moved
// through the day (kick-off at 19:00 UTC for the football tie, 15:00 for the CS2 series):
//   - the requests each provider was sent, by path, against its plan (API-Football on its Pro
//     plan, 7,500 a day, and on the free plan, 100 a day; PandaScore's 1,000 an hour);
//   - the live reads made in the day (API-Football's live list, PandaScore's running list);
//   - the feed's own time from a provider's answer to its announcement (write and publish), p50/p95/max.
// The delay a fan sees is this plus the live read's wait (API_SPORTS_LIVE_POLL_SECONDS) plus the
// realtime hop; the e2e story (e2e/tests/feeds.spec.ts) prints the whole of it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MovableClock } from '../src/clock';
import { createEmbeddedDatabase, type Database } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { ApiSportsSource } from '../src/domains/sports/feeds/apiSports/apiSportsSource';
import { FeedRunner } from '../src/domains/sports/feeds/feedRunner';
import type { FeedSource } from '../src/domains/sports/feeds/feedSource';
import { PandaScoreSource } from '../src/domains/sports/feeds/pandascore/pandascoreSource';
import { localApiSports } from '../test/feeds/localApiSports';
import { localPandaScore } from '../test/feeds/localPandaScore';

const HOUR = 3_600_000;
const percentile = (values: number[], p: number) => (values.length === 0 ? 0 : [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))]!);

interface DayResult {
  label: string;
  requests: number;
  quota: string;
  byPath: Record<string, number>;
  liveReads: number;
  liveGapSeconds: number;
  delays: number[];
}

/** One provider through one day: ticks every 5 s while play is on, every minute otherwise. */
async function day(label: string, db: Database, make: (clock: MovableClock) => { source: FeedSource; step: (now: number) => void; playing: (now: number) => boolean; liveRead: (line: string) => boolean; log: string[] }, quota: string): Promise<DayResult> {
  const start = new Date();
  start.setUTCHours(0, 0, 30, 0);
  const clock = new MovableClock(() => start.getTime());
  const { source, step, playing, liveRead, log } = make(clock);
  const runner = new FeedRunner({ db, clock, publish: () => undefined, sources: [source] });
  const end = start.getTime() + 24 * HOUR - 60_000;
  const before = log.length;
  while (clock.now().getTime() < end) {
    const now = clock.now().getTime();
    step(now);
    await runner.tick();
    clock.advance(playing(now) ? 5 : 60);
  }
  await runner.stop();
  const use = source.use();
  const lines = log.slice(before);
  const live = lines.filter(liveRead);
  return { label, requests: use.requests, quota, byPath: use.byPath, liveReads: live.length, liveGapSeconds: 0, delays: [...runner.announceDelays] };
}

async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'matchday-feeds-bench-'));
  const db = createEmbeddedDatabase({ dataDir: dir });
  await migrate(db);
  const results: DayResult[] = [];
  const apiSports = await localApiSports(0, 'bench-key');
  for (const [plan, perDay, perMinute] of [['Pro', 7500, 300], ['Free', 100, 10]] as const) {
    await db.query('DELETE FROM feed_usage');
    const kickOff = (start: number) => start + 19 * HOUR;
    results.push(
      await day(
        `API-Football, ${plan} plan`,
        db,
        (clock) => {
          const start = clock.now().getTime();
          apiSports.goTo(0);
          apiSports.startsAt(new Date(kickOff(start)));
          apiSports.limits(100_000, perDay); // the stand-in's minute is real time: only our own pacing is measured
          const source = new ApiSportsSource(
            'football',
            { key: 'bench-key', baseUrl: apiSports.url, leagues: [{ id: 2, season: '2025' }], perDay, perMinute, livePollSeconds: 15, todayPollMinutes: 10 },
            db,
            clock,
          );
          return {
            source,
            log: apiSports.log,
            liveRead: (line) => line.startsWith('/fixtures?live='),
            playing: (now) => now >= kickOff(start) - 10 * 60_000 && now < kickOff(start) + 3 * HOUR,
            // The tie moves through its recorded reads, one every twelve minutes of play.
            step: (now) => now >= kickOff(start) && apiSports.goTo(Math.min(10, 1 + Math.floor((now - kickOff(start)) / (12 * 60_000)))),
          };
        },
        `${perDay}/day, ${perMinute}/min`,
      ),
    );
  }
  await apiSports.close();

  const panda = await localPandaScore(0, 'bench-token');
  const pandaLog: string[] = [];
  results.push(
    await day(
      'PandaScore (CS2 series)',
      db,
      (clock) => {
        const start = clock.now().getTime();
        const begin = start + 15 * HOUR;
        panda.goTo('cs2', 0);
        panda.goTo('lol', 0);
        panda.startsAt(new Date(begin));
        const source = new PandaScoreSource({ token: 'bench-token', baseUrl: panda.url, videogames: ['cs2'], perHour: 1000 }, db, clock);
        const counted = new Map<string, number>();
        return {
          source,
          log: pandaLog,
          liveRead: () => false,
          playing: (now) => now >= begin - 10 * 60_000 && now < begin + 3 * HOUR,
          step: (now) => {
            if (now >= begin) panda.goTo('cs2', Math.min(4, 1 + Math.floor((now - begin) / (40 * 60_000))));
            for (const [route, count] of panda.requests) if ((counted.get(route) ?? 0) < count) {
              for (let extra = counted.get(route) ?? 0; extra < count; extra += 1) pandaLog.push(route);
              counted.set(route, count);
            }
          },
        };
      },
      '1000/hour',
    ),
  );
  const runningReads = pandaLog.filter((line) => line === '/matches/running').length;
  results.at(-1)!.liveReads = runningReads;
  await panda.close();
  await db.close();
  fs.rmSync(dir, { recursive: true, force: true });

  console.log(`feeds bench, ${new Date().toISOString()}, load average ${os.loadavg().map((load) => load.toFixed(2)).join(' ')}, ${os.availableParallelism()} cores`);
  for (const result of results) {
    console.log(`\n${result.label} (${result.quota})`);
    console.log(`  requests in the day: ${result.requests}`);
    for (const [route, count] of Object.entries(result.byPath).sort((a, b) => b[1] - a[1])) console.log(`    ${route.padEnd(18)} ${count}`);
    console.log(`  live reads in the day (API-Football's live list; PandaScore's running list): ${result.liveReads}`);
    console.log(`  answer to announcement (ms): p50 ${percentile(result.delays, 50)}, p95 ${percentile(result.delays, 95)}, max ${Math.max(0, ...result.delays)} over ${result.delays.length} changes`);
  }
}

await main();
