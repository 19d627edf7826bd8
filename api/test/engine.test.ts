// The live engine on a real database, with a clock the test moves: a calendar of over 150
// matches a day around now, matches played in (sped-up) real time with their events and moving
// odds, finished matches settled, the cup's next round filled with winners, realtime updates,
// and one engine playing at a time.
import type { MatchUpdate, ScoreListUpdate } from '@matchday/contracts/sports/contract';
import type { Database } from '../src/db/database';
import { LiveEngine } from '../src/domains/sports/engine/engine';
import { CATALOG } from '../src/domains/sports/catalog/catalog';
import { syncCatalog } from '../src/domains/sports/engine/store';
import { TestClock } from './testApi';
import { createTestDatabase } from './testDatabase';

let db: Database;
let clock: TestClock;
const published: { channel: string; data: unknown }[] = [];
let engine: LiveEngine;

beforeAll(async () => {
  db = await createTestDatabase();
  clock = new TestClock();
  engine = new LiveEngine({ db, clock, publish: (channel, data) => published.push({ channel, data }), speed: 1, historyDays: 1, futureDays: 2 });
  await engine.start();
  await engine.stop(); // driven by hand below
  await engine.plan(clock.now());
}, 300_000);
afterAll(() => db.close());

const day = (offset: number) => {
  const start = new Date(clock.now());
  start.setUTCHours(0, 0, 0, 0);
  return new Date(start.getTime() + offset * 86_400_000);
};

describe('calendar', () => {
  it('holds over 150 matches a day, across football, basketball and esports, yesterday to the days ahead', async () => {
    for (const offset of [-1, 0, 1, 2]) {
      const rows = await db.query<{ sport: string; count: number }>(
        'SELECT sport, count(*)::int AS count FROM matches WHERE starts_at >= $1 AND starts_at < $2 GROUP BY sport',
        [day(offset), day(offset + 1)],
      );
      const total = rows.reduce((sum, row) => sum + row.count, 0);
      expect(total, `day ${offset}`).toBeGreaterThanOrEqual(140); // kick-offs spread over the UTC day
      expect(rows.map((row) => row.sport).sort()).toEqual(['basketball', 'esports', 'football']);
    }
    const [engineMatches] = await db.query<{ count: number }>("SELECT count(*)::int AS count FROM matches WHERE source = 'engine'");
    expect(engineMatches!.count / 4).toBeGreaterThanOrEqual(150);
  });

  it('is the same after planning again (no duplicates)', async () => {
    const before = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM matches');
    expect(await engine.plan(clock.now())).toBe(0);
    expect(await db.query('SELECT count(*)::int AS count FROM matches')).toEqual(before);
  });

  it('gives every team a roster and every esports title its teams', async () => {
    const empty = await db.query('SELECT t.name FROM teams t WHERE NOT EXISTS (SELECT 1 FROM players p WHERE p.team_id = t.id)');
    expect(empty).toEqual([]);
    const disciplines = await db.query<{ discipline: string }>("SELECT DISTINCT discipline FROM competitions WHERE sport = 'esports' ORDER BY discipline");
    expect(disciplines.map((row) => row.discipline)).toEqual(['cs2', 'dota2', 'lol', 'valorant']);
    expect(CATALOG.length).toBeGreaterThanOrEqual(20);
  });

  it("stores the short name a pitch shows: the family name, first in a Chinese, Japanese or Korean player's name", async () => {
    const familyFirst = CATALOG.flatMap((competition) => competition.teams.filter((team) => ['chinese', 'japanese', 'korean'].includes(team.region)).map((team) => team.name));
    const players = await db.query<{ name: string; short_name: string; team: string }>(
      "SELECT p.name, p.short_name, t.name AS team FROM players p JOIN teams t ON t.id = p.team_id WHERE t.discipline IN ('football', 'basketball')",
    );
    expect(players.length).toBeGreaterThan(0);
    const eastAsian = players.filter((player) => familyFirst.includes(player.team));
    expect(eastAsian.length).toBeGreaterThan(0);
    for (const player of eastAsian) expect(player.short_name).toBe(player.name.split(' ')[0]);
    for (const player of players.filter((one) => !familyFirst.includes(one.team)).slice(0, 200)) expect(player.short_name).toBe(player.name.split(' ').at(-1));
    // A roster stored before short names existed gets its family names at the next start.
    await db.query("UPDATE players SET short_name = '' WHERE team_id = (SELECT id FROM teams WHERE name = $1 LIMIT 1)", [eastAsian[0]!.team]);
    await syncCatalog(db, clock.now());
    const [restored] = await db.query<{ blank: number }>(
      "SELECT count(*)::int AS blank FROM players WHERE short_name = '' AND team_id IN (SELECT id FROM teams WHERE name = $1)",
      [eastAsian[0]!.team],
    );
    expect(restored!.blank).toBe(0);
  });
});

describe('play', () => {
  it('catches up on the past: yesterday’s matches are finished, settled and keep their events', async () => {
    await engine.tick();
    const [open] = await db.query<{ count: number }>("SELECT count(*)::int AS count FROM matches WHERE starts_at < $1 AND status <> 'finished'", [
      new Date(clock.now().getTime() - 4 * 3600_000),
    ]);
    expect(open!.count).toBe(0);
    const finished = await db.query<{ id: string; sport: string; home_score: number; away_score: number; winner: string | null; knockout: boolean }>(
      "SELECT id::text AS id, sport, home_score, away_score, winner_team_id::text AS winner, knockout FROM matches WHERE status = 'finished' ORDER BY id LIMIT 400",
    );
    expect(finished.length).toBeGreaterThan(100);
    for (const match of finished.filter((row) => row.sport === 'basketball')) expect(match.winner).not.toBeNull();
    const settled = await db.query<{ status: string }>(
      "SELECT DISTINCT o.status FROM odds o JOIN matches m ON m.id = o.match_id WHERE m.status = 'finished' AND o.market = 'european'",
    );
    expect(settled.map((row) => row.status)).toEqual(['settled']);
    const [played] = await db.query<{ events: number }>(
      "SELECT count(*)::int AS events FROM match_events e JOIN matches m ON m.id = e.match_id WHERE m.status = 'finished'",
    );
    expect(played!.events).toBeGreaterThan(10_000);
    // Caught up at once, each event is still dated when it happened in the match: from the
    // kick-off on, in order, over the match's length (a replay's highlights are cut at them).
    const spans = await db.query<{ first_ms: number; last_ms: number; unordered: number }>(
      `SELECT extract(epoch FROM min(e.created_at) - m.starts_at) * 1000 AS first_ms, extract(epoch FROM max(e.created_at) - m.starts_at) * 1000 AS last_ms,
         count(*) FILTER (WHERE e.created_at < previous)::int AS unordered
       FROM (SELECT match_id, created_at, lag(created_at) OVER (PARTITION BY match_id ORDER BY seq) AS previous FROM match_events) e
       JOIN matches m ON m.id = e.match_id WHERE m.status = 'finished' AND m.sport = 'football' GROUP BY m.id, m.starts_at`,
    );
    expect(spans.length).toBeGreaterThan(10);
    for (const span of spans) {
      expect(Number(span.first_ms)).toBe(0);
      expect(Number(span.last_ms)).toBeGreaterThan(90 * 60_000);
      expect(Number(span.last_ms)).toBeLessThan(3 * 3600_000);
      expect(span.unordered).toBe(0);
    }
  }, 300_000);

  it('plays a match in real time: live, its minute advancing, events numbered in order, odds moving', async () => {
    const [next] = await db.query<{ id: string; starts_at: Date }>(
      "SELECT id::text AS id, starts_at FROM matches WHERE status = 'not_started' AND sport = 'football' ORDER BY starts_at LIMIT 1",
    );
    clock.advance(Math.ceil((new Date(next!.starts_at).getTime() - clock.now().getTime()) / 1000) + 1);
    published.length = 0;
    await engine.tick();
    const [live] = await db.query<{ status: string; phase: string }>('SELECT status, phase FROM matches WHERE id = $1', [next!.id]);
    expect(live).toEqual({ status: 'live', phase: 'first_half' });
    expect(published.some((message) => message.channel === `match:${next!.id}`)).toBe(true);
    const list = published.find((message) => message.channel === 'scores:football')!.data as ScoreListUpdate;
    expect(list.matches.some((match) => match.id === next!.id && match.status === 'live')).toBe(true);

    for (let minute = 0; minute < 30; minute += 1) {
      clock.advance(60);
      await engine.tick();
    }
    const [later] = await db.query<{ clock_seconds: number }>('SELECT clock_seconds FROM matches WHERE id = $1', [next!.id]);
    expect(later!.clock_seconds).toBeGreaterThanOrEqual(30 * 60);
    const events = await db.query<{ seq: number; type: string; minute: number }>('SELECT seq, type, minute FROM match_events WHERE match_id = $1 ORDER BY seq', [next!.id]);
    expect(events.map((event) => event.seq)).toEqual(events.map((_, index) => index + 1));
    expect(events[0]!.type).toBe('kick_off');
    const movement = await db.query('SELECT 1 FROM odds_history h JOIN odds o ON o.id = h.odds_id WHERE o.match_id = $1 AND o.market = $2', [next!.id, 'european']);
    expect(movement.length).toBeGreaterThan(1);
    const update = published.filter((message) => message.channel === `match:${next!.id}`).at(-1)!.data as MatchUpdate;
    expect(update.match.clock).toBeGreaterThanOrEqual(30);
  }, 120_000);

  it('sends a row only when what it shows changed: a football clock between two minutes sends nothing', async () => {
    const [live] = await db.query<{ id: string }>("SELECT id::text AS id FROM matches WHERE status = 'live' AND sport = 'football' ORDER BY id LIMIT 1");
    const sent: string[] = [];
    let quiet = 0;
    for (let second = 0; second < 20; second += 1) {
      published.length = 0;
      clock.advance(1);
      await engine.tick();
      const row = published
        .filter((message) => message.channel === 'scores:football')
        .flatMap((message) => (message.data as ScoreListUpdate).matches)
        .find((match) => match.id === live!.id);
      const detail = published.find((message) => message.channel === `match:${live!.id}`)?.data as MatchUpdate | undefined;
      if (!row && !detail) quiet += 1;
      if (detail && !row) expect(detail.events.length > 0 || Boolean(detail.odds)).toBe(true);
      if (row) {
        const said = JSON.stringify({ ...row, version: 0 });
        expect(sent).not.toContain(said);
        sent.push(said);
      }
    }
    // 20 seconds hold at most one turn of the minute and a few events: most ticks send nothing.
    expect(quiet).toBeGreaterThanOrEqual(10);
  }, 120_000);

  it("answers a development clock's move once it has played up to the new time (the e2e tests move through a match's minutes)", async () => {
    const following = new LiveEngine({ db, clock, publish: () => undefined, speed: 1, historyDays: 1, futureDays: 2, tickMs: 3_600_000 });
    await following.start();
    try {
      const read = () =>
        db.query<{ id: string; clock_seconds: number; phase: string }>(
          "SELECT id::text AS id, clock_seconds, phase FROM matches WHERE status = 'live' AND sport = 'football' AND phase IN ('first_half', 'second_half') ORDER BY clock_seconds DESC LIMIT 1",
        );
      const [before] = await read();
      clock.advance(120);
      await clock.settle();
      const [after] = await db.query<{ clock_seconds: number; phase: string }>('SELECT clock_seconds, phase FROM matches WHERE id = $1', [before!.id]);
      expect(after!.phase !== before!.phase || after!.clock_seconds >= before!.clock_seconds + 120).toBe(true);
    } finally {
      await following.stop();
    }
    // Stopped, it no longer follows the clock: a move answers without playing.
    const [still] = await db.query<{ updated: Date }>("SELECT max(updated_at) AS updated FROM matches WHERE status = 'live'");
    clock.advance(60);
    await clock.settle();
    expect(await db.query("SELECT max(updated_at) AS updated FROM matches WHERE status = 'live'")).toEqual([still]);
  }, 120_000);

  it('fills the cup’s next round with the winners of the round before', async () => {
    // Jump a week: the last-16 ties of this cycle are played and the quarter-finals appear.
    clock.advance(7 * 86400);
    await engine.plan(clock.now());
    await engine.tick();
    await engine.tick();
    const quarter = await db.query<{ external_ref: string; home: string; away: string }>(
      `SELECT m.external_ref, h.name AS home, a.name AS away FROM matches m JOIN teams h ON h.id = m.home_team_id JOIN teams a ON a.id = m.away_team_id
       WHERE m.external_ref LIKE 'cup:%:QF-1'`,
    );
    expect(quarter.length).toBeGreaterThan(0);
    const cycle = quarter[0]!.external_ref.split(':')[1];
    const feeders = await db.query<{ winner: string }>(
      `SELECT w.name AS winner FROM matches m JOIN teams w ON w.id = m.winner_team_id WHERE m.external_ref IN ($1, $2) ORDER BY m.external_ref`,
      [`cup:${cycle}:R16-1`, `cup:${cycle}:R16-2`],
    );
    expect([quarter[0]!.home, quarter[0]!.away]).toEqual(feeders.map((row) => row.winner));
  }, 300_000);
});

describe('lease', () => {
  it('lets one engine play at a time; another takes over when it stops, or when its lease runs out', async () => {
    const other = new LiveEngine({ db, clock, publish: () => undefined });
    expect(await engine.lead()).toBe(true);
    expect(await other.lead()).toBe(false);
    await engine.stop(); // gives the lease up
    expect(await other.lead()).toBe(true);
    expect(await engine.lead()).toBe(false);
    clock.advance(5);
    expect(await engine.lead()).toBe(false);
    clock.advance(6); // the other one stopped renewing (crashed): its lease ran out
    expect(await engine.lead()).toBe(true);
    await engine.stop();
  });

  it('writes no step once another process has taken the lease over mid-tick (fencing): no match is played twice', async () => {
    const other = new LiveEngine({ db, clock, publish: () => undefined });
    clock.advance(30);
    expect(await engine.lead()).toBe(true);
    const before = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM match_events');
    // The other process takes the lease as if this one's had run out during a long tick.
    await db.query("UPDATE engine_state SET leader = $1, lease_until = $2 WHERE id = 1", [(other as unknown as { id: string }).id, new Date(clock.now().getTime() + 60_000)]);
    clock.advance(30);
    // This engine still believes it leads (its lease check passed just before the takeover):
    // the fence in each step's transaction stops it, and nothing it computed is written.
    const stale = vi.spyOn(engine, 'lead').mockResolvedValue(true);
    await engine.tick();
    stale.mockRestore();
    const after = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM match_events');
    expect(after[0]!.count).toBe(before[0]!.count);
    // The leader plays on from the stored state, with no event numbered twice.
    expect(await other.tick()).toBeGreaterThan(0);
    const twice = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM (SELECT match_id, seq FROM match_events GROUP BY 1, 2 HAVING count(*) > 1) d');
    expect(twice[0]!.count).toBe(0);
    await other.stop();
  });
});
