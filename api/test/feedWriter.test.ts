// What a provider says, stored: the same answer twice changes nothing; a goal taken back is
// removed and announced; a correction after the match updates it; a match an import already
// holds is the same match; live matches of a provider that stops answering are shown as delayed,
// and the engine neither plays nor marks provider matches.
import { aggregateOf, type MatchUpdate, type ScoreListUpdate } from '@matchday/contracts/sports/contract';
import { summariesByIds } from '../src/domains/sports/queries';
import type { Database } from '../src/db/database';
import { markResultsUnknown } from '../src/domains/sports/engine/unplayed';
import type { FeedEvent, FeedMatch } from '../src/domains/sports/feeds/feedModel';
import { FeedRunner } from '../src/domains/sports/feeds/feedRunner';
import type { FeedSource, PollOutcome } from '../src/domains/sports/feeds/feedSource';
import { writeFeedMatch } from '../src/domains/sports/feeds/feedWriter';
import { TestClock } from './testApi';
import { createTestDatabase } from './testDatabase';

let db: Database;
let clock: TestClock;
beforeAll(async () => {
  db = await createTestDatabase();
  clock = new TestClock();
});
afterAll(() => db.close());

const goal = (key: string, side: 'home' | 'away', minute: number, player: string): FeedEvent => ({
  key,
  type: 'goal',
  phase: minute <= 45 ? 'first_half' : 'second_half',
  minute,
  stoppage: 0,
  side,
  player,
  detail: {},
});

let nextId = 1000;
function fixture(overrides: Partial<FeedMatch> = {}): FeedMatch {
  const id = String(nextId++);
  return {
    provider: 'api-sports',
    providerId: `football:${id}`,
    competition: { providerId: 'football:2', sport: 'football', discipline: 'football', name: 'UEFA Champions League', shortName: 'UCL', country: 'World', format: 'groups_knockout', tier: 1 },
    season: '2025/26',
    seasonKey: 'football:league:2:2025',
    round: 'Round of 16',
    group: '',
    startsAt: new Date(clock.now().getTime() - 30 * 60_000),
    status: 'live',
    phase: 'first_half',
    clock: 30 * 60,
    stoppage: 0,
    home: { providerId: `football:team:${id}a`, name: `Home FC ${id}`, shortName: `H${id}`, country: 'England' },
    away: { providerId: `football:team:${id}b`, name: `Away SC ${id}`, shortName: `A${id}`, country: 'Spain' },
    homeScore: 0,
    awayScore: 0,
    periodScores: [],
    penalties: null,
    winner: null,
    knockout: true,
    bestOf: null,
    venue: 'Anfield',
    events: [{ key: 'kick_off', type: 'kick_off', phase: 'first_half', minute: 0, stoppage: 0, side: null, player: '', detail: {} }],
    ...overrides,
  };
}

const stored = async (id: string) =>
  (await db.query<{ version: number; home_score: number; away_score: number; status: string; event_seq: number }>(
    'SELECT version, home_score, away_score, status, event_seq FROM matches WHERE id = $1',
    [id],
  ))[0]!;
const storedEvents = async (id: string) =>
  db.query<{ seq: number; type: string; player: string; home_score: number; away_score: number }>(
    'SELECT seq, type, player, home_score, away_score FROM match_events WHERE match_id = $1 ORDER BY seq',
    [id],
  );

describe('writing a provider match', () => {
  it('writes a match once: the same answer again changes nothing and bumps no version', async () => {
    const match = fixture({ homeScore: 1, events: [...fixture().events!, goal('goal:1', 'home', 12, 'Salah')] });
    const first = await writeFeedMatch(db, match, clock.now());
    expect(first).not.toBeNull();
    expect(first!.events.map((event) => [event.seq, event.type, event.homeScore])).toEqual([
      [1, 'kick_off', 0],
      [2, 'goal', 1],
    ]);
    const before = await stored(first!.id);
    expect(await writeFeedMatch(db, structuredClone(match), clock.now())).toBeNull();
    expect(await stored(first!.id)).toEqual(before);
    // An answer that carries less (a fixtures list without events) says nothing new either.
    expect(await writeFeedMatch(db, { ...match, events: undefined }, clock.now())).toBeNull();
    expect(await stored(first!.id)).toEqual(before);
    expect(await storedEvents(first!.id)).toHaveLength(2);
    const refs = await db.query('SELECT kind FROM provider_refs WHERE provider = $1 AND provider_id = ANY($2::text[]) ORDER BY kind', [
      'api-sports',
      [match.providerId, match.home.providerId, match.away.providerId],
    ]);
    expect(refs.map((row) => (row as { kind: string }).kind)).toEqual(['match', 'team', 'team']);
  });

  it('removes a goal the provider takes back (VAR) and says which, keeping the sequence moving forward', async () => {
    const base = fixture();
    const scored = { ...base, homeScore: 1, events: [...base.events!, goal('goal:1', 'home', 20, 'Núñez')] };
    const first = (await writeFeedMatch(db, scored, clock.now()))!;
    const cancelled: FeedMatch = {
      ...base,
      clock: 23 * 60,
      homeScore: 0,
      events: [...base.events!, { key: 'var:22', type: 'var_decision', phase: 'first_half', minute: 22, stoppage: 0, side: 'home', player: 'Núñez', detail: { decision: 'goal_cancelled' } }],
    };
    const second = (await writeFeedMatch(db, cancelled, clock.now()))!;
    expect(second.removedEvents).toEqual([2]);
    expect(second.events.map((event) => [event.seq, event.type])).toEqual([[3, 'var_decision']]);
    expect((await stored(first.id)).home_score).toBe(0);
    expect((await storedEvents(first.id)).map((event) => event.type)).toEqual(['kick_off', 'var_decision']);
  });

  it('takes a correction after the match: a changed scorer is told anew in place (the same number, no second alert), a goal taken back is removed, a changed score the result', async () => {
    const base = fixture({ status: 'finished', phase: 'full_time', clock: 90 * 60 });
    const final = { ...base, homeScore: 2, awayScore: 1, winner: 'home' as const, events: [...base.events!, goal('g1', 'home', 10, 'Saka'), goal('g2', 'away', 50, 'Pedri'), goal('g3', 'home', 80, 'Saka')] };
    const written = (await writeFeedMatch(db, final, clock.now()))!;
    const corrected = { ...final, homeScore: 1, winner: null, events: [...base.events!, goal('g1', 'home', 10, 'Ødegaard'), goal('g2', 'away', 50, 'Pedri')] };
    const again = (await writeFeedMatch(db, corrected, clock.now()))!;
    expect(again.removedEvents).toEqual([4]);
    expect(again.events.map((event) => [event.seq, event.type, event.player, event.homeScore, event.awayScore])).toEqual([[2, 'goal', 'Ødegaard', 1, 0]]);
    const row = await stored(written.id);
    expect([row.home_score, row.away_score, row.status]).toEqual([1, 1, 'finished']);
  });

  it('keeps an event the provider tells again with its player filled in, or moved from 45\' to 45+1\': the same row, told anew, no second alert', async () => {
    const base = fixture();
    const loose = (minute: number, stoppage: number, player: string, playerId: string | null): FeedEvent => ({
      key: `goal:${minute}+${stoppage}:${playerId ?? player}`,
      type: 'goal',
      phase: 'first_half',
      minute,
      stoppage,
      side: 'home',
      player,
      playerId,
      loose: true,
      detail: {},
    });
    const first = (await writeFeedMatch(db, { ...base, homeScore: 1, events: [...base.events!, loose(45, 0, '', null)] }, clock.now()))!;
    const [row] = await db.query<{ id: string; seq: number }>("SELECT id::text AS id, seq FROM match_events WHERE match_id = $1 AND type = 'goal'", [first.id]);
    // The scorer filled in, then the minute moved to 45+1.
    const named = (await writeFeedMatch(db, { ...base, homeScore: 1, events: [...base.events!, loose(45, 0, 'M. Salah', 'football:player:306')] }, clock.now()))!;
    expect(named.removedEvents).toEqual([]);
    expect(named.events.map((event) => [event.seq, event.player])).toEqual([[row!.seq, 'M. Salah']]);
    const moved = (await writeFeedMatch(db, { ...base, homeScore: 1, events: [...base.events!, loose(45, 1, 'M. Salah', 'football:player:306')] }, clock.now()))!;
    expect(moved.removedEvents).toEqual([]);
    expect(moved.events.map((event) => [event.seq, event.minute, event.stoppage])).toEqual([[row!.seq, 45, 1]]);
    // The same row all along: the alert notifier, reading new rows, never sees a second goal.
    const rows = await db.query<{ id: string; player: string; stoppage: number }>("SELECT id::text AS id, player, stoppage FROM match_events WHERE match_id = $1 AND type = 'goal'", [first.id]);
    expect(rows).toEqual([{ id: row!.id, player: 'M. Salah', stoppage: 1 }]);
    // A second goal by the same player two minutes later is another goal.
    const again = (await writeFeedMatch(db, { ...base, homeScore: 2, events: [...base.events!, loose(45, 1, 'M. Salah', 'football:player:306'), loose(47, 0, 'M. Salah', 'football:player:306')] }, clock.now()))!;
    expect(again.events.map((event) => [event.minute, event.homeScore])).toEqual([[47, 2]]);
  });

  it('knows competitions, teams and seasons by the provider’s id: two leagues of one name stay two, a club renamed is renamed, a season named as its league runs it', async () => {
    const league = (id: number, country: string) => ({ providerId: `football:league:${id}`, sport: 'football' as const, discipline: 'football' as const, name: 'Premier League', shortName: 'Premier League', country, format: 'league' as const, tier: 1 });
    const england = fixture({ competition: league(39, 'England'), seasonKey: 'football:league:39:2025', season: '2025/26' });
    const uganda = fixture({ competition: league(585, 'Uganda'), seasonKey: 'football:league:585:2025', season: '2025/26' });
    const a = (await writeFeedMatch(db, england, clock.now()))!;
    const b = (await writeFeedMatch(db, uganda, clock.now()))!;
    const competitionOf = async (matchId: string) =>
      (await db.query<{ id: string; name: string; country: string; season: string }>(
        'SELECT c.id::text AS id, c.name, c.country, s.name AS season FROM matches m JOIN seasons s ON s.id = m.season_id JOIN competitions c ON c.id = s.competition_id WHERE m.id = $1',
        [matchId],
      ))[0]!;
    const [first, second] = [await competitionOf(a.id), await competitionOf(b.id)];
    expect(first.id).not.toBe(second.id);
    expect([first.country, second.country]).toEqual(['England', 'Uganda']);
    // Two clubs of one name in two countries are two teams.
    const arsenalA = { providerId: 'football:team:42', name: 'Arsenal', shortName: 'Arsenal', country: 'England' };
    const arsenalB = { providerId: 'football:team:7001', name: 'Arsenal', shortName: 'Arsenal', country: 'Russia' };
    const x = (await writeFeedMatch(db, fixture({ home: arsenalA }), clock.now()))!;
    const y = (await writeFeedMatch(db, fixture({ home: arsenalB }), clock.now()))!;
    const homeOf = async (matchId: string) => (await db.query<{ id: string; name: string }>('SELECT t.id::text AS id, t.name FROM matches m JOIN teams t ON t.id = m.home_team_id WHERE m.id = $1', [matchId]))[0]!;
    expect((await homeOf(x.id)).id).not.toBe((await homeOf(y.id)).id);
    // Renamed under its id: renamed here.
    await writeFeedMatch(db, fixture({ home: { ...arsenalB, name: 'Arsenal Tula', shortName: 'Arsenal Tula' } }), clock.now());
    expect((await homeOf(y.id)).name).toBe('Arsenal Tula');
    // A calendar-year league's season, named once its span is known: the same season row, renamed.
    const estonia = { ...league(329, 'Estonia'), name: 'Meistriliiga', shortName: 'Meistriliiga' };
    const early = (await writeFeedMatch(db, fixture({ competition: estonia, seasonKey: 'football:league:329:2021', season: '2021/22' }), clock.now()))!;
    const seasonBefore = (await db.query<{ season_id: string }>('SELECT season_id::text AS season_id FROM matches WHERE id = $1', [early.id]))[0]!.season_id;
    await writeFeedMatch(db, fixture({ competition: estonia, seasonKey: 'football:league:329:2021', season: '2021' }), clock.now());
    const seasons = await db.query<{ id: string; name: string }>(
      "SELECT s.id::text AS id, s.name FROM seasons s JOIN competitions c ON c.id = s.competition_id WHERE c.name = 'Meistriliiga'",
    );
    expect(seasons).toEqual([{ id: seasonBefore, name: '2021' }]);
  });

  it('knows a two-legged tie: the second leg carries the first leg’s goals by its own sides, the aggregate adds the score now', async () => {
    const home = { providerId: 'football:team:541', name: 'Real Madrid', shortName: 'Real Madrid', country: '' };
    const away = { providerId: 'football:team:50', name: 'Manchester City', shortName: 'Man City', country: '' };
    const firstLeg = fixture({ home, away, round: 'Quarter-finals', status: 'finished', phase: 'full_time', homeScore: 3, awayScore: 1, startsAt: new Date(clock.now().getTime() - 7 * 86_400_000) });
    const secondLeg = fixture({ home: away, away: home, round: 'Quarter-finals', status: 'live', phase: 'second_half', homeScore: 1, awayScore: 0 });
    const first = (await writeFeedMatch(db, firstLeg, clock.now()))!;
    const second = (await writeFeedMatch(db, secondLeg, clock.now()))!;
    const [leg1, leg2] = await summariesByIds(db, [first.id, second.id]);
    expect(leg1!.firstLeg).toBeUndefined();
    // City at home now: 1 of theirs in Madrid, 3 of Madrid's.
    expect(leg2!.firstLeg).toEqual({ home: 1, away: 3 });
    expect(aggregateOf(leg2!)).toEqual({ home: 2, away: 3 });
    // Another round's meeting of the two is not a first leg.
    const later = (await writeFeedMatch(db, fixture({ home, away, round: 'Final', startsAt: new Date(clock.now().getTime() + 30 * 86_400_000), status: 'not_started', phase: 'scheduled', events: undefined }), clock.now()))!;
    expect((await summariesByIds(db, [later.id]))[0]!.firstLeg).toBeUndefined();
  });

  it('adopts a match an import holds (same teams, same day): one match, the feed keeps it from then on', async () => {
    const imported = fixture({ status: 'not_started', phase: 'scheduled', events: undefined });
    const first = (await writeFeedMatch(db, imported, clock.now()))!;
    // As an import leaves it: its own source and reference, a result not known yet.
    await db.query("UPDATE matches SET source = 'openfootball', external_ref = 'openfootball:test:1', feed_digest = NULL WHERE id = $1", [first.id]);
    await db.query("DELETE FROM provider_refs WHERE provider = 'api-sports' AND kind = 'match' AND provider_id = $1", [imported.providerId]);
    const fromFeed = { ...imported, providerId: 'football:other-id', status: 'live' as const, phase: 'first_half', startsAt: new Date(imported.startsAt.getTime() + 3600_000) };
    const adopted = (await writeFeedMatch(db, fromFeed, clock.now()))!;
    expect(adopted.id).toBe(first.id);
    const [row] = await db.query<{ source: string; status: string }>('SELECT source, status FROM matches WHERE id = $1', [first.id]);
    expect(row).toEqual({ source: 'api-sports', status: 'live' });
    // The engine's "result unknown" sweep leaves a provider's matches alone.
    const later = fixture({ status: 'not_started', phase: 'scheduled', startsAt: new Date(clock.now().getTime() - 60_000), events: undefined });
    const waiting = (await writeFeedMatch(db, later, clock.now()))!;
    expect((await markResultsUnknown(db, clock.now())).map((match) => match.id)).not.toContain(waiting.id);
  });
});

/** A provider that answers, in turn, what the test lines up: a real FeedSource driven by the test. */
class ScriptedSource implements FeedSource {
  readonly provider = 'api-sports' as const;
  readonly sports = ['football'] as const;
  readonly answers: PollOutcome[] = [];
  polled = 0;
  async poll(): Promise<PollOutcome> {
    this.polled += 1;
    return this.answers.shift() ?? { matches: [], live: null };
  }
  use() {
    return { provider: this.provider, day: '', requests: this.polled, perDay: 100, lastMinute: 0, perMinute: 10, pausedUntil: null, refused: { live: 0, today: 0, ahead: 0 }, limitsFrom: 'settings' as const, windowRemaining: null, failures: 0, byPath: {} };
  }
}

describe('the feed runner', () => {
  it('announces changes like the engine, marks live matches delayed when the provider stops answering, and clears it when it answers', async () => {
    const published: { channel: string; data: unknown }[] = [];
    const source = new ScriptedSource();
    const runner = new FeedRunner({ db, clock, publish: (channel, data) => published.push({ channel, data }), sources: [source], delayAfterMs: 30_000 });
    const live = fixture();
    source.answers.push({ matches: [live], live: true });
    await runner.tick();
    const update = published.find((message) => message.channel.startsWith('match:'))!.data as MatchUpdate;
    expect(update.match.status).toBe('live');
    expect((published.find((message) => message.channel === 'scores:football')!.data as ScoreListUpdate).matches).toHaveLength(1);

    // No answer: not delayed at once, then delayed once the wait is over.
    published.length = 0;
    source.answers.push({ matches: [], live: false });
    clock.advance(10);
    await runner.tick();
    expect(published).toEqual([]);
    source.answers.push({ matches: [], live: false });
    clock.advance(40);
    await runner.tick();
    const delayed = published.filter((message) => message.channel === `match:${update.match.id}`).map((message) => (message.data as MatchUpdate).match);
    expect(delayed).toHaveLength(1);
    expect(delayed[0]!.delayed).toBe(true);
    expect(delayed[0]!.version).toBeGreaterThan(update.match.version);

    // The same answer as before, now that it answers again: written, and no longer delayed.
    published.length = 0;
    source.answers.push({ matches: [live], live: true });
    clock.advance(5);
    await runner.tick();
    const back = published.filter((message) => message.channel === `match:${update.match.id}`).map((message) => (message.data as MatchUpdate).match);
    expect(back).toHaveLength(1);
    expect(back[0]!.delayed).toBeUndefined();
    await runner.stop();
  });

  it("keeps the points a provider's table takes off a team as the season's deductions, replaced when its table changes", async () => {
    const source = new ScriptedSource();
    const runner = new FeedRunner({ db, clock, publish: () => undefined, sources: [source] });
    const competition = { providerId: 'football:league:61', sport: 'football' as const, discipline: 'football' as const, name: 'Ligue 1', shortName: 'Ligue 1', country: 'France', format: 'league' as const, tier: 1 };
    const team = (id: number, name: string) => ({ providerId: `football:team:${id}`, name, shortName: name, country: 'France' });
    const row = (id: number, name: string, won: number, drawn: number, points: number) => ({ team: team(id, name), group: '', rank: 1, played: won + drawn, won, drawn, lost: 0, goalsFor: 0, goalsAgainst: 0, points });
    const table = (bordeaux: number) => ({ provider: 'api-sports' as const, competition, season: '2025/26', seasonKey: 'football:league:61:2025', rows: [row(85, 'Paris Saint Germain', 10, 2, 32), row(78, 'Bordeaux', 6, 3, bordeaux)] });
    const deductions = async () =>
      db.query<{ name: string; points: number; reason: string; source: string }>(
        `SELECT t.name, d.points, d.reason, d.source FROM standings_deductions d JOIN teams t ON t.id = d.team_id JOIN seasons s ON s.id = d.season_id
         JOIN competitions c ON c.id = s.competition_id WHERE c.name = 'Ligue 1' ORDER BY t.name`,
      );
    source.answers.push({ matches: [], live: null, standings: [table(21 - 10)] });
    await runner.tick();
    expect(await deductions()).toEqual([{ name: 'Bordeaux', points: 10, reason: '', source: 'provider' }]);
    // The appeal gives four back: the table changes, so do the deductions.
    source.answers.push({ matches: [], live: null, standings: [table(21 - 6)] });
    clock.advance(5);
    await runner.tick();
    expect(await deductions()).toEqual([{ name: 'Bordeaux', points: 6, reason: '', source: 'provider' }]);
    await runner.stop();
  });

  it('polls a provider from one process at a time', async () => {
    const sources = [new ScriptedSource(), new ScriptedSource()];
    const runners = sources.map((source) => new FeedRunner({ db, clock, publish: () => undefined, sources: [source] }));
    await db.query("DELETE FROM feed_leases WHERE provider = 'api-sports:football'");
    for (let round = 0; round < 3; round += 1) for (const runner of runners) await runner.tick();
    expect(sources.map((source) => source.polled)).toEqual([3, 0]);
    await runners[0]!.stop();
    await runners[1]!.tick();
    expect(sources[1]!.polled).toBe(1);
    await runners[1]!.stop();
  });
});
