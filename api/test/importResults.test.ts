// Real matches the engine must not invent: an imported match without a result is "result
// unknown" once its kick-off has passed, and the live engine never plays it, even after its
// clock (the test's) has gone far past the kick-off, nor does development "play now" (it says
// why); a replay still plays the matches that have their real goals, "play now" included. And the tables: each competition's tie-breakers, and points deductions
// given beside the file, shown in the standings answer.
import type { MatchEvent, MatchSummary, MatchUpdate, OddsLine, StandingsTable } from '@matchday/contracts/sports/contract';
import { DEV_PATHS } from '@matchday/contracts/dev/contract';
import { pathTo } from '@matchday/contracts/http/paths';
import { SPORTS_PATHS } from '@matchday/contracts/sports/contract';
import type { CursorPage, Page } from '@matchday/contracts/http/paging';
import { LiveEngine } from '../src/domains/sports/engine/engine';
import { load, smallLeague } from './fixtures/importFiles';
import { createTestApi, type TestApi } from './testApi';

let api: TestApi;
let engine: LiveEngine;
const published: { channel: string; data: unknown }[] = [];

beforeAll(async () => {
  api = await createTestApi();
  engine = new LiveEngine({ db: api.db, clock: api.clock, publish: (channel, data) => published.push({ channel, data }), catalog: [] });
}, 120_000);
afterAll(() => api.close());

const get = async <T>(path: string) => {
  const response = await api.call<T>('GET', path);
  expect(response.body.code).toBe(0);
  return response.body.data;
};
const schedule = async (competitionId: string) =>
  (await get<CursorPage<MatchSummary>>(`${pathTo(SPORTS_PATHS.schedule, { id: competitionId })}?pageSize=100`)).items;
const pair = (matches: MatchSummary[], home: string, away: string, round?: string) =>
  matches.find((match) => match.home.name === home && match.away.name === away && (!round || match.round === round))!;
const extras = async (id: string) => ({
  events: await get<MatchEvent[]>(pathTo(SPORTS_PATHS.events, { id })),
  odds: await get<OddsLine[]>(pathTo(SPORTS_PATHS.odds, { id })),
});

describe('an imported match without a result', () => {
  let competitionId: string;

  beforeAll(async () => {
    const report = await load(api.db, api.clock.now(), { file: smallLeague(), fileName: 'league.json', timeZone: 'UTC' });
    expect(report).toMatchObject({ matches: 8, withResults: 6, finished: 6, resultUnknown: 1, toPlay: 1 });
    competitionId = report.competitionId;
  });

  it('is "result unknown" once its kick-off has passed, with no score, events or odds', async () => {
    const past = pair(await schedule(competitionId), 'Cedar', 'Dune', 'Matchday 3');
    expect(past).toMatchObject({ status: 'result_unknown', homeScore: 0, awayScore: 0, winner: null, periodScores: [] });
    expect(await extras(past.id)).toEqual({ events: [], odds: [] });
    const listed = await get<Page<MatchSummary>>(`${SPORTS_PATHS.matches}?date=2026-11-19&tz=UTC&status=result_unknown`);
    expect(listed.items.map((match) => match.id)).toEqual([past.id]);
  });

  it('is refused by "play now" and "kick off now", which say that the engine does not play imported matches', async () => {
    const coming = pair(await schedule(competitionId), 'Alder', 'Cedar', 'Matchday 3');
    expect(coming).toMatchObject({ status: 'not_started', startsAt: '2026-11-20T15:00:00.000Z' });
    for (const path of [DEV_PATHS.devPlayNow, DEV_PATHS.devKickOff]) {
      const answer = await api.call('POST', pathTo(path, { id: coming.id }));
      expect(answer).toMatchObject({ status: 409, body: { msg: 'Imported matches are not played by the engine; their results come from an import' } });
      expect((await api.call('POST', pathTo(path, { id: coming.id }), { lan: 'de' })).body.msg).toBe(
        'Importierte Spiele spielt die Engine nicht; ihre Ergebnisse kommen aus einem Import',
      );
    }
    expect(pair(await schedule(competitionId), 'Alder', 'Cedar', 'Matchday 3')).toEqual(coming);
    // A match that does not exist is not one that kicked off.
    expect(await api.call('POST', pathTo(DEV_PATHS.devPlayNow, { id: '999999999' }))).toMatchObject({ status: 404, body: { msg: 'This match does not exist' } });
  });

  it('is never played by the engine, however far its clock goes past the kick-off', async () => {
    const coming = pair(await schedule(competitionId), 'Alder', 'Cedar', 'Matchday 3');
    expect(coming).toMatchObject({ status: 'not_started', startsAt: '2026-11-20T15:00:00.000Z' });
    await engine.plan(api.clock.now());
    expect((await extras(coming.id)).odds).toEqual([]); // nothing to price a match nobody will settle
    api.clock.advance(3 * 3600 + 60); // just past its kick-off
    await engine.tick();
    const after = await get<{ match: MatchSummary }>(pathTo(SPORTS_PATHS.match, { id: coming.id }));
    expect(after.match).toMatchObject({ status: 'result_unknown', homeScore: 0, awayScore: 0, version: coming.version + 1 });
    const announced = published.filter((message) => message.channel === `match:${coming.id}`).map((message) => message.data as MatchUpdate);
    expect(announced.map((update) => [update.match.status, update.events])).toEqual([['result_unknown', []]]);
    for (let day = 0; day < 3; day += 1) {
      api.clock.advance(86_400);
      await engine.tick();
    }
    const later = await schedule(competitionId);
    expect(pair(later, 'Alder', 'Cedar', 'Matchday 3')).toMatchObject({ status: 'result_unknown', homeScore: 0, awayScore: 0, version: coming.version + 1 });
    expect(pair(later, 'Cedar', 'Dune', 'Matchday 3')).toMatchObject({ status: 'result_unknown', homeScore: 0, awayScore: 0 });
    expect(await extras(coming.id)).toEqual({ events: [], odds: [] });
    const [lineups] = await api.db.query<{ lineups: object }>('SELECT lineups FROM matches WHERE id = $1', [coming.id]);
    expect(lineups!.lineups).toEqual({});
  });

  it('counts in no table, and takes the real result when an import brings it', async () => {
    const table = async () => (await get<StandingsTable[]>(pathTo(SPORTS_PATHS.standings, { id: competitionId })))[0]!.rows;
    expect((await table()).map((row) => [row.team.name, row.played])).toEqual([
      ['Birch', 3],
      ['Alder', 3],
      ['Dune', 3],
      ['Cedar', 3],
    ]);
    const file = smallLeague();
    file.rounds![2]!.matches[1]!.score = { ft: [0, 2] };
    const report = await load(api.db, api.clock.now(), { file, fileName: 'league.json', timeZone: 'UTC' });
    expect(report).toMatchObject({ created: 0, updated: 1, unchanged: 7, resultUnknown: 1, finished: 7 });
    expect(pair(await schedule(competitionId), 'Alder', 'Cedar', 'Matchday 3')).toMatchObject({ status: 'finished', homeScore: 0, awayScore: 2, winner: 'away' });
    expect((await table()).find((row) => row.team.name === 'Cedar')).toMatchObject({ played: 4, points: 4 });
  });
});

describe('a replay', () => {
  it('is played by "play now", but for the match without a result', async () => {
    const file = smallLeague('Play Now League 2026/27');
    const replayFrom = new Date(api.clock.now().getTime() + 86_400_000);
    const report = await load(api.db, api.clock.now(), { file, fileName: 'league.json', timeZone: 'UTC', options: { replayFrom, now: api.clock.now() } });
    const fixtures = await schedule(report.competitionId);
    const opener = pair(fixtures, 'Alder', 'Birch');
    expect(opener).toMatchObject({ status: 'not_started', startsAt: replayFrom.toISOString() });
    expect((await api.call('POST', pathTo(DEV_PATHS.devPlayNow, { id: opener.id }))).body).toMatchObject({ code: 0 });
    const unknown = pair(fixtures, 'Alder', 'Cedar', 'Matchday 3');
    expect((await api.call('POST', pathTo(DEV_PATHS.devPlayNow, { id: unknown.id }))).body.msg).toBe('Imported matches are not played by the engine; their results come from an import');
    await engine.tick();
    expect((await get<{ match: MatchSummary }>(pathTo(SPORTS_PATHS.match, { id: opener.id }))).match).toMatchObject({ status: 'finished', homeScore: 1, awayScore: 0 });
    const goals = (await extras(opener.id)).events.filter((event) => event.type === 'goal');
    expect(goals.map((event) => [event.player, event.minute])).toEqual([['Ann Alder', 60]]);
    // Played: "play now" again is refused as a match that kicked off.
    expect((await api.call('POST', pathTo(DEV_PATHS.devPlayNow, { id: opener.id }))).body.msg).toBe('This match has already kicked off; picks are locked');
  }, 60_000);

  it('plays the matches with their real goals, and never the one without a result', async () => {
    const file = smallLeague('Replay League 2026/27');
    const report = await load(api.db, api.clock.now(), { file, fileName: 'league.json', timeZone: 'UTC', options: { replayFrom: api.clock.now(), now: api.clock.now() } });
    expect(report).toMatchObject({ finished: 0, resultUnknown: 0, toPlay: 8 });
    const before = await schedule(report.competitionId);
    const opener = pair(before, 'Alder', 'Birch');
    const unknown = pair(before, 'Alder', 'Cedar', 'Matchday 3');
    expect(opener.startsAt).toBe(api.clock.now().toISOString());
    await engine.plan(api.clock.now());
    expect((await extras(opener.id)).odds.length).toBeGreaterThan(0);
    expect((await extras(unknown.id)).odds).toEqual([]);
    for (let day = 0; day < 16; day += 1) {
      api.clock.advance(86_400);
      await engine.tick();
    }
    const after = await schedule(report.competitionId);
    expect(pair(after, 'Alder', 'Birch')).toMatchObject({ status: 'finished', homeScore: 1, awayScore: 0 });
    const goals = (await extras(opener.id)).events.filter((event) => event.type === 'goal');
    expect(goals.map((event) => [event.player, event.minute])).toEqual([['Ann Alder', 60]]);
    expect(after.filter((match) => match.status === 'finished')).toHaveLength(6);
    expect(pair(after, 'Alder', 'Cedar', 'Matchday 3')).toMatchObject({ status: 'result_unknown', homeScore: 0, awayScore: 0 });
    expect(pair(after, 'Cedar', 'Dune', 'Matchday 3')).toMatchObject({ status: 'result_unknown', homeScore: 0, awayScore: 0 });
    expect((await extras(unknown.id)).events).toEqual([]);
  }, 120_000);
});

describe('standings', () => {
  const tables = async (competitionId: string) => get<StandingsTable[]>(pathTo(SPORTS_PATHS.standings, { id: competitionId }));
  const order = (table: StandingsTable) => table.rows.map((row) => [row.team.name, row.points]);

  it('apply the competition’s tie-breakers', async () => {
    // Alder and Birch: 6 points each; Birch +8, Alder +1; Alder beat Birch.
    const league = await load(api.db, api.clock.now(), { file: smallLeague('Rules League 2026/27'), timeZone: 'UTC' });
    const [table] = await tables(league.competitionId);
    expect(table).toMatchObject({ rules: 'league', tieBreakers: ['goalDifference', 'goalsFor', 'headToHead.points', 'headToHead.awayGoalsFor'] });
    expect(order(table!)).toEqual([
      ['Birch', 6],
      ['Alder', 6],
      ['Dune', 4],
      ['Cedar', 1],
    ]);
    const h2h = await load(api.db, api.clock.now(), { file: smallLeague('Rules League 2026/27'), timeZone: 'UTC', options: { tieBreakers: 'league_h2h' } });
    expect(h2h).toMatchObject({ competitionId: league.competitionId, tieBreakers: 'league_h2h', updated: 0, unchanged: 8 });
    const [again] = await tables(league.competitionId);
    expect(again).toMatchObject({ rules: 'league_h2h', tieBreakers: ['headToHead.points', 'headToHead.goalDifference', 'goalDifference', 'goalsFor'] });
    expect(order(again!)).toEqual([
      ['Alder', 6],
      ['Birch', 6],
      ['Dune', 4],
      ['Cedar', 1],
    ]);
  });

  it('take off points deductions given beside the file, and show them', async () => {
    const deductions = [{ team: 'Dune', points: 4, reason: 'Entered administration' }];
    const report = await load(api.db, api.clock.now(), { file: smallLeague('Deducted League 2026/27'), timeZone: 'UTC', deductions });
    expect(report).toMatchObject({ deductions: 1, deductionsChanged: true });
    const [table] = await tables(report.competitionId);
    expect(table!.rows.map((row) => [row.team.name, row.points, row.deducted])).toEqual([
      ['Birch', 6, 0],
      ['Alder', 6, 0],
      ['Cedar', 1, 0],
      ['Dune', 0, 4],
    ]);
    expect(table!.deductions).toEqual([{ team: expect.objectContaining({ name: 'Dune' }), points: 4, reason: 'Entered administration' }]);
    // Importing again without deductions keeps them; with the same ones changes nothing.
    expect(await load(api.db, api.clock.now(), { file: smallLeague('Deducted League 2026/27'), timeZone: 'UTC' })).toMatchObject({ deductions: null, unchanged: 8 });
    expect(await load(api.db, api.clock.now(), { file: smallLeague('Deducted League 2026/27'), timeZone: 'UTC', deductions })).toMatchObject({ deductionsChanged: false });
    expect((await tables(report.competitionId))[0]!.deductions).toHaveLength(1);
    await expect(
      load(api.db, api.clock.now(), { file: smallLeague('Deducted League 2026/27'), fileName: 'league.json', timeZone: 'UTC', deductions: [{ team: 'Dunes', points: 1, reason: 'x' }] }),
    ).rejects.toThrow('deductions.json: unknown team "Dunes": not in league.json; nothing was imported');
  });
});
