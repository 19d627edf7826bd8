// A re-import never erases a known result on its own: on the real 2022 World Cup, a file that no
// longer gives the final's score (nor Argentina's defeat by Saudi Arabia) keeps both matches as
// stored, their events, the champion and the group table, and the report names each of them;
// only with removals allowed does the import take them out, and it says so.
import type { BracketRound, MatchEvent, MatchSummary, StandingsTable } from '@matchday/contracts/sports/contract';
import { pathTo } from '@matchday/contracts/http/paths';
import { SPORTS_PATHS } from '@matchday/contracts/sports/contract';
import { formatReport } from '../src/domains/sports/import/report';
import { fingerprint, load, worldCupAs } from './fixtures/importFiles';
import { REAL_GROUPS } from './fixtures/worldCup2022';
import { createTestApi, type TestApi } from './testApi';

let api: TestApi;
let competitionId: string;
const name = 'Kept Cup 2022';

beforeAll(async () => {
  api = await createTestApi();
  const report = await load(api.db, api.clock.now(), { file: worldCupAs(name), groups: true });
  expect(report).toMatchObject({ created: 64, kept: 0, removals: [] });
  competitionId = report.competitionId;
}, 120_000);
afterAll(() => api.close());

const get = async <T>(path: string) => {
  const response = await api.call<T>('GET', path);
  expect(response.body.code).toBe(0);
  return response.body.data;
};
const isOneOf = (match: { team1: unknown; team2: unknown }) =>
  match.team1 === 'Argentina' && (match.team2 === 'France' || match.team2 === 'Saudi Arabia');
/** The file with the scores of the final and of Argentina–Saudi Arabia left out (their goals still listed). */
const withoutTwoScores = () =>
  worldCupAs(name, (matches) => {
    for (const match of matches) if (isOneOf(match)) delete match.score;
  });

/** What the site shows of the two matches, the champion and group C. */
async function shown() {
  const schedule = (await get<{ items: MatchSummary[] }>(`${pathTo(SPORTS_PATHS.schedule, { id: competitionId })}?pageSize=100`)).items;
  const match = async (away: string) => {
    const summary = schedule.find((entry) => entry.home.name === 'Argentina' && entry.away.name === away)!;
    const { match: detail } = await get<{ match: MatchSummary }>(pathTo(SPORTS_PATHS.match, { id: summary.id }));
    return { detail, events: await get<MatchEvent[]>(pathTo(SPORTS_PATHS.events, { id: summary.id })) };
  };
  const bracket = await get<BracketRound[]>(pathTo(SPORTS_PATHS.bracket, { id: competitionId }));
  const tables = await get<StandingsTable[]>(pathTo(SPORTS_PATHS.standings, { id: competitionId }));
  return {
    final: await match('France'),
    opener: await match('Saudi Arabia'),
    champion: bracket.at(-1)!.matches[0]!.winner,
    groupC: tables.find((table) => table.group === 'Group C')!.rows.map((row) => [row.team.name, row.points, row.difference]),
  };
}

describe('a re-import whose file no longer gives a stored result', () => {
  let before: Awaited<ReturnType<typeof shown>>;

  it('keeps the result, its events, the champion and the table, and says what it would remove', async () => {
    before = await shown();
    expect(before.final.detail).toMatchObject({ status: 'finished', homeScore: 3, awayScore: 3, penalties: { home: 4, away: 2 }, winner: 'home' });
    expect(before.final.events.length).toBeGreaterThan(0);
    expect(before.champion).toBe('home');
    expect(before.groupC).toEqual(REAL_GROUPS['Group C']);
    const tables = await fingerprint(api.db);

    const report = await load(api.db, api.clock.now(), { file: withoutTwoScores(), groups: true });
    expect(report).toMatchObject({ created: 0, updated: 0, unchanged: 62, kept: 2, withResults: 62, finished: 64, resultUnknown: 0 });
    expect(report.removals).toEqual([
      { home: 'Argentina', away: 'Saudi Arabia', date: '2022-11-22', result: '1-2', events: before.opener.events.length, removed: false },
      { home: 'Argentina', away: 'France', date: '2022-12-18', result: '3-3, 4-2 on penalties', events: before.final.events.length, removed: false },
    ]);
    const printed = formatReport(report);
    expect(printed).toContain('matches: 0 created, 0 updated, 62 unchanged, 2 kept');
    expect(printed).toContain('results the file no longer gives: 2, kept as stored with their events (give --allow-removals to remove them)');
    expect(printed).toContain(`    - Argentina–France (2022-12-18): 3-3, 4-2 on penalties, ${before.final.events.length} events`);
    expect(printed).toContain(`    - Argentina–Saudi Arabia (2022-11-22): 1-2, ${before.opener.events.length} events`);

    expect(await shown()).toEqual(before);
    expect(await fingerprint(api.db)).toBe(tables);
  });

  it('removes them when removals are allowed, and says so', async () => {
    const report = await load(api.db, api.clock.now(), { file: withoutTwoScores(), groups: true, options: { allowRemovals: true } });
    expect(report).toMatchObject({ created: 0, updated: 2, unchanged: 62, kept: 0, finished: 62, resultUnknown: 2 });
    expect(report.removals.map((removal) => [removal.home, removal.away, removal.date, removal.result, removal.removed])).toEqual([
      ['Argentina', 'Saudi Arabia', '2022-11-22', '1-2', true],
      ['Argentina', 'France', '2022-12-18', '3-3, 4-2 on penalties', true],
    ]);
    const printed = formatReport(report);
    expect(printed).toContain('matches: 0 created, 2 updated, 62 unchanged, 0 kept');
    expect(printed).toContain('results removed (--allow-removals): 2, with their events');
    expect(printed).toContain(`    - Argentina–France (2022-12-18): 3-3, 4-2 on penalties, ${before.final.events.length} events`);

    const after = await shown();
    expect(after.final).toMatchObject({ detail: { status: 'result_unknown', homeScore: 0, awayScore: 0, winner: null }, events: [] });
    expect(after.opener).toMatchObject({ detail: { status: 'result_unknown' }, events: [] });
    expect(after.champion).toBeNull();
    expect(after.groupC).not.toEqual(REAL_GROUPS['Group C']);
    // Nothing is left to remove: the same file again changes nothing.
    expect(await load(api.db, api.clock.now(), { file: withoutTwoScores(), groups: true })).toMatchObject({ updated: 0, unchanged: 64, kept: 0, removals: [] });
  });
});
