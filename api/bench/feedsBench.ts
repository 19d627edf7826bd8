// `npm run bench:feeds`: the providers' feeds on the day fans come for, against local stand-ins
// answering as the providers document (api/test/feeds), on the embedded database, with a clock
// moved through the day:
//   1. API-Football on a 60-match Saturday (four leagues, kick-offs from 11:30 to 20:00 UTC, up to
//      about forty matches in play at once; each match a real recorded one told minute by minute),
//      on each plan (Free, Pro, Ultra): the requests of the day against the plan's day and minute,
//      and how fresh a fan's live score and its statistics were while each match was played;
//   2. the feed's own time to write and announce a live round of forty matches (answer to
//      announcement, p50/p95/max);
//   3. PandaScore through a day with a Counter-Strike series: its requests against its hourly plan.
// The delay a fan sees is the freshness of (1) plus (2) plus the realtime hop; the e2e story
// (e2e/tests/feeds.spec.ts) shows it on the site.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MovableClock } from '../src/clock';
import { createEmbeddedDatabase, type Database } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { ApiSportsSource } from '../src/domains/sports/feeds/apiSports/apiSportsSource';
import type { FeedMatch } from '../src/domains/sports/feeds/feedModel';
import { FeedRunner } from '../src/domains/sports/feeds/feedRunner';
import type { PollContext } from '../src/domains/sports/feeds/feedSource';
import { PandaScoreSource } from '../src/domains/sports/feeds/pandascore/pandascoreSource';
import { localPandaScore } from '../test/feeds/localPandaScore';
import { matchDayApiSports, type MatchDayLeague, type MatchDayRequest } from '../test/feeds/matchDayApiSports';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const RECORDED = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../test/fixtures/feeds/recorded/api-football');
const percentile = (values: number[], p: number) => (values.length === 0 ? 0 : [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))]!);
const seconds = (ms: number) => (ms >= 10 * MINUTE ? `${(ms / MINUTE).toFixed(0)} min` : `${Math.round(ms / 1000)} s`);

/** API-Football's published plans: requests a day and a minute. */
const PLANS = [
  { name: 'Free', perDay: 100, perMinute: 10 },
  { name: 'Pro', perDay: 7_500, perMinute: 300 },
  { name: 'Ultra', perDay: 75_000, perMinute: 450 },
] as const;
const LEAGUES: MatchDayLeague[] = [
  { id: 39, name: 'Premier League', country: 'England', season: 2025 },
  { id: 140, name: 'La Liga', country: 'Spain', season: 2025 },
  { id: 78, name: 'Bundesliga', country: 'Germany', season: 2025 },
  { id: 135, name: 'Serie A', country: 'Italy', season: 2025 },
];
/** A Saturday's kick-offs (UTC): how many matches start at each time. */
const KICK_OFFS: [string, number][] = [['11:30', 4], ['12:30', 6], ['14:00', 10], ['15:00', 14], ['16:30', 8], ['17:30', 8], ['19:00', 6], ['20:00', 4]];
const SATURDAY = Date.parse('2026-12-12T00:00:30Z');

/** Sixty real in-play fixtures with their events, from the recordings. */
function recordedFixtures(count: number): Record<string, unknown>[] {
  const fixtures: Record<string, unknown>[] = [];
  for (const file of fs.readdirSync(RECORDED).filter((name) => name.endsWith('.json')).sort()) {
    const body = JSON.parse(fs.readFileSync(path.join(RECORDED, file), 'utf8')) as { response?: unknown[] } | unknown[];
    for (const item of (Array.isArray(body) ? body : (body.response ?? [])) as { fixture?: { id: number }; events?: unknown[]; teams?: unknown }[])
      if (item?.fixture && item.teams && Array.isArray(item.events) && !fixtures.some((kept) => (kept as { fixture: { id: number } }).fixture.id === item.fixture!.id)) fixtures.push(item);
  }
  if (fixtures.length < count) throw new Error(`only ${fixtures.length} recorded fixtures with events; the bench needs ${count}`);
  return fixtures.slice(0, count);
}

interface PlanResult {
  plan: (typeof PLANS)[number];
  requests: number;
  byKind: Record<MatchDayRequest['kind'], number>;
  peakMinute: number;
  refused: number;
  maxInPlay: number;
  score: number[];
  stats: number[];
}

/** Gaps between the reads that told each match while it was played (from its kick-off to its end). */
function freshness(requests: MatchDayRequest[], matches: { id: number; kickOff: number }[], kinds: MatchDayRequest['kind'][]): number[] {
  const gaps: number[] = [];
  for (const match of matches) {
    const end = match.kickOff + 105 * MINUTE;
    const reads = requests.filter((request) => kinds.includes(request.kind) && request.inPlay.includes(match.id)).map((request) => request.at);
    let last = match.kickOff;
    for (const at of reads) {
      gaps.push(at - last);
      last = at;
    }
    gaps.push(Math.max(0, end - last));
  }
  return gaps;
}

/** One plan through the Saturday: the feed's source polled as the runner polls it (what is due, each round), its answers' states followed. */
async function saturday(db: Database, plan: (typeof PLANS)[number]): Promise<PlanResult> {
  await db.query('DELETE FROM feed_usage');
  const clock = new MovableClock(() => SATURDAY);
  const kickOffs = KICK_OFFS.flatMap(([time, count]) => Array.from({ length: count }, () => Date.parse(`2026-12-12T${time}:00Z`)));
  const provider = await matchDayApiSports({ fixtures: recordedFixtures(kickOffs.length), leagues: LEAGUES, kickOffs, now: () => clock.now().getTime(), perDay: plan.perDay, perMinute: plan.perMinute });
  // The settings say nothing of the plan: the feed learns it from the provider's headers.
  const source = new ApiSportsSource(
    'football',
    { key: 'bench-key', baseUrl: provider.url, leagues: LEAGUES.map((league) => ({ id: league.id, season: String(league.season) })), perDay: 100, perMinute: 10, livePollSeconds: 15, todayPollMinutes: 10 },
    db,
    clock,
  );
  const live = new Set<string>();
  const finished = new Map<string, Date>();
  const busy = (now: number) => kickOffs.some((kickOff) => now >= kickOff - HOUR && now <= kickOff + 2 * HOUR);
  const end = SATURDAY + 24 * HOUR - MINUTE;
  let maxInPlay = 0;
  while (clock.now().getTime() < end) {
    const now = clock.now();
    const context: PollContext = {
      live: [...live],
      recentlyFinished: [...finished].filter(([, at]) => now.getTime() - at.getTime() < 24 * HOUR).map(([providerId, endedAt]) => ({ providerId, endedAt })),
      keepLease: async () => true,
    };
    const outcome = await source.poll(now, context);
    for (const match of outcome.matches as FeedMatch[]) {
      if (match.status === 'live') live.add(match.providerId);
      else if (live.delete(match.providerId) && match.status === 'finished') finished.set(match.providerId, now);
    }
    maxInPlay = Math.max(maxInPlay, kickOffs.filter((kickOff) => now.getTime() >= kickOff && now.getTime() < kickOff + 105 * MINUTE).length);
    clock.advance(busy(now.getTime()) ? 5 : 60);
  }
  const byMinute = new Map<number, number>();
  for (const request of provider.requests) byMinute.set(Math.floor(request.at / MINUTE), (byMinute.get(Math.floor(request.at / MINUTE)) ?? 0) + 1);
  const byKind = { live: 0, ids: 0, other: 0 };
  for (const request of provider.requests) byKind[request.kind] += 1;
  const result: PlanResult = {
    plan,
    requests: provider.requests.filter((request) => request.status === 200).length,
    byKind,
    peakMinute: Math.max(0, ...byMinute.values()),
    refused: provider.requests.filter((request) => request.status === 429).length,
    maxInPlay,
    score: freshness(provider.requests, provider.matches, ['live', 'ids']),
    stats: freshness(provider.requests, provider.matches, ['ids']),
  };
  await provider.close();
  return result;
}

/** The feed's own time from an answer read to its change announced, for rounds of forty live matches. */
async function writeTimes(db: Database): Promise<number[]> {
  const clock = new MovableClock(() => SATURDAY + 15 * HOUR + 30 * MINUTE);
  const kickOffs = Array.from({ length: 40 }, () => SATURDAY + 15 * HOUR);
  const provider = await matchDayApiSports({ fixtures: recordedFixtures(40), leagues: LEAGUES, kickOffs, now: () => clock.now().getTime(), perDay: 75_000, perMinute: 450 });
  const source = new ApiSportsSource(
    'football',
    { key: 'bench-key', baseUrl: provider.url, leagues: LEAGUES.map((league) => ({ id: league.id, season: String(league.season) })), perDay: 75_000, perMinute: 450, livePollSeconds: 15, todayPollMinutes: 10 },
    db,
    clock,
  );
  const runner = new FeedRunner({ db, clock, publish: () => undefined, sources: [source] });
  for (let round = 0; round < 40; round += 1) {
    await runner.tick();
    clock.advance(15);
  }
  await runner.stop();
  await provider.close();
  return [...runner.announceDelays];
}

async function pandaScoreDay(db: Database): Promise<{ requests: number; byPath: Record<string, number>; delays: number[] }> {
  const start = SATURDAY;
  const clock = new MovableClock(() => start);
  const begin = start + 15 * HOUR;
  const panda = await localPandaScore(0, 'bench-token');
  panda.goTo('cs2', 0);
  panda.goTo('lol', 0);
  panda.startsAt(new Date(begin));
  const source = new PandaScoreSource({ token: 'bench-token', baseUrl: panda.url, videogames: ['cs2', 'lol', 'dota2', 'valorant'], perHour: 1000 }, db, clock);
  const runner = new FeedRunner({ db, clock, publish: () => undefined, sources: [source] });
  const end = start + 24 * HOUR - MINUTE;
  while (clock.now().getTime() < end) {
    const now = clock.now().getTime();
    if (now >= begin) panda.goTo('cs2', Math.min(4, 1 + Math.floor((now - begin) / (40 * MINUTE))));
    await runner.tick();
    clock.advance(now >= begin - 10 * MINUTE && now < begin + 3 * HOUR ? 5 : 60);
  }
  await runner.stop();
  await panda.close();
  const use = source.use();
  return { requests: use.requests, byPath: use.byPath, delays: [...runner.announceDelays] };
}

async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'matchday-feeds-bench-'));
  const db = createEmbeddedDatabase({ dataDir: dir });
  await migrate(db);
  const load = os.loadavg().map((value) => value.toFixed(2)).join(' ');
  const started = Date.now();
  const plans: PlanResult[] = [];
  for (const plan of PLANS) plans.push(await saturday(db, plan));
  const writes = await writeTimes(db);
  const panda = await pandaScoreDay(db);
  await db.close();
  fs.rmSync(dir, { recursive: true, force: true });

  console.log(`feeds bench, ${new Date().toISOString()}, load average before ${load}, after ${os.loadavg().map((value) => value.toFixed(2)).join(' ')}, ${os.availableParallelism()} cores, ${((Date.now() - started) / 1000).toFixed(0)} s`);
  console.log(`\nAPI-Football, a 60-match Saturday (${KICK_OFFS.map(([time, count]) => `${count} at ${time}`).join(', ')} UTC; up to ${plans[0]!.maxInPlay} in play at once):`);
  console.log('  plan   per day   per min | requests  of the day  peak a min  429s | live score: p50   p95   worst | statistics: p50   p95   worst');
  for (const result of plans) {
    const score = [percentile(result.score, 50), percentile(result.score, 95), Math.max(...result.score)].map(seconds);
    const stats = [percentile(result.stats, 50), percentile(result.stats, 95), Math.max(...result.stats)].map(seconds);
    console.log(
      `  ${result.plan.name.padEnd(6)} ${String(result.plan.perDay).padStart(7)}  ${String(result.plan.perMinute).padStart(7)} | ${String(result.requests).padStart(8)}  ${`${((100 * result.requests) / result.plan.perDay).toFixed(0)} %`.padStart(10)}  ${String(result.peakMinute).padStart(10)}  ${String(result.refused).padStart(4)} | ${score.map((value) => value.padStart(7)).join(' ')} | ${stats.map((value) => value.padStart(7)).join(' ')}`,
    );
    console.log(`         requests: ${result.byKind.live} live lists, ${result.byKind.ids} reads by id (details, line-ups, finals, corrections), ${result.byKind.other} fixtures, seasons and the rest`);
  }
  console.log(`\nThe feed's own time from an answer read to its announcement, rounds of 40 live matches (ms): p50 ${percentile(writes, 50)}, p95 ${percentile(writes, 95)}, max ${Math.max(0, ...writes)} over ${writes.length} rounds with changes`);
  console.log(`\nPandaScore, a day with a Counter-Strike series (its plan: 1,000 an hour): ${panda.requests} requests`);
  for (const [route, count] of Object.entries(panda.byPath).sort((a, b) => b[1] - a[1])) console.log(`    ${route.padEnd(28)} ${count}`);
  console.log(`  answer to announcement (ms): p50 ${percentile(panda.delays, 50)}, p95 ${percentile(panda.delays, 95)}, max ${Math.max(0, ...panda.delays)} over ${panda.delays.length} changes`);
}

await main();
