// The sports read api over HTTP, on a database the live engine has filled (a few competitions,
// yesterday to tomorrow, played up to the test's clock) plus the real 2022 World Cup imported
// from openfootball: lists by local day, views and filters, ETags, every tab of a match,
// competitions with standings and brackets, rankings, odds and previews.
import type { BracketRound, MatchEvent, MatchSummary, OddsLine, OddsMovement, StandingsTable } from '@matchday/contracts/sports/contract';
import { pathTo } from '@matchday/contracts/http/paths';
import { SPORTS_PATHS } from '@matchday/contracts/sports/contract';
import type { CursorPage, Page } from '@matchday/contracts/http/paging';
import { CATALOG } from '../src/domains/sports/catalog/catalog';
import { LiveEngine } from '../src/domains/sports/engine/engine';
import { importSeason } from '../src/domains/sports/import/importSeason';
import { REAL_GROUPS, REAL_KNOCKOUTS, worldCup } from './fixtures/worldCup2022';
import { expectKeysetPaging, type PagedList } from './keysetPaging';
import { createTestApi, type TestApi } from './testApi';

let api: TestApi;
let engine: LiveEngine;
let worldCupId: string;
const SOME = ['football-epl', 'basketball-nba', 'lol-lpl', 'cs2-pro'];

beforeAll(async () => {
  api = await createTestApi();
  engine = new LiveEngine({
    db: api.db,
    clock: api.clock,
    publish: (channel, data) => void api.broker.publish(channel, data),
    catalog: CATALOG.filter((competition) => SOME.includes(competition.key)),
    historyDays: 2,
    futureDays: 1,
  });
  await engine.start();
  await engine.stop(); // driven by hand
  await engine.plan(api.clock.now());
  await engine.tick();
  worldCupId = (await importSeason(api.db, worldCup())).competitionId;
}, 300_000);
afterAll(() => api.close());

const get = async <T>(path: string, headers: Record<string, string> = {}) => {
  const response = await api.call<T>('GET', path, { headers });
  return { status: response.status, data: response.body.data, body: response.body, headers: response.raw.headers };
};
const list = (query: string) => get<Page<MatchSummary>>(`${SPORTS_PATHS.matches}?${query}`);
const matchPath = (pattern: string, id: string) => pathTo(pattern, { id });

async function finishedMatch(discipline: string): Promise<string> {
  const [row] = await api.db.query<{ id: string }>(
    "SELECT id::text AS id FROM matches WHERE discipline = $1 AND status = 'finished' AND source = 'engine' ORDER BY starts_at DESC LIMIT 1",
    [discipline],
  );
  return row!.id;
}

describe('match lists', () => {
  it("lists today's matches in the viewer's zone, live first, paginated", async () => {
    const utc = await list('view=today&tz=UTC&pageSize=200');
    expect(utc.status).toBe(200);
    expect(utc.data.total).toBeGreaterThan(20);
    for (const match of utc.data.items) expect(match.startsAt.slice(0, 10)).toBe('2026-11-20');
    const ranks = utc.data.items.map((match) => ['live', 'not_started', 'finished'].indexOf(match.status));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));

    // 12:00 UTC is 20:00 in Shanghai: its "today" runs from 16:00 UTC the day before.
    const shanghai = await list('date=2026-11-20&tz=Asia/Shanghai&pageSize=200');
    for (const match of shanghai.data.items) {
      expect(Date.parse(match.startsAt)).toBeGreaterThanOrEqual(Date.parse('2026-11-19T16:00:00Z'));
      expect(Date.parse(match.startsAt)).toBeLessThan(Date.parse('2026-11-20T16:00:00Z'));
    }
    expect(shanghai.data.items.map((match) => match.id)).not.toEqual(utc.data.items.map((match) => match.id));

    const first = await list('view=today&tz=UTC&pageSize=5');
    const second = await list('view=today&tz=UTC&pageSize=5&page=2');
    expect(first.data.items).toHaveLength(5);
    expect(second.data.items.map((match) => match.id)).not.toContain(first.data.items[0]!.id);
    expect(second.data.total).toBe(utc.data.total);
  });

  it('filters yesterday and tomorrow, by sport, discipline, status and competition', async () => {
    const yesterday = await list('view=yesterday&tz=UTC&pageSize=200');
    expect(yesterday.data.items.every((match) => match.startsAt.startsWith('2026-11-19') && match.status === 'finished')).toBe(true);
    const tomorrow = await list('view=tomorrow&tz=UTC&sport=basketball');
    expect(tomorrow.data.items.length).toBeGreaterThan(0);
    expect(tomorrow.data.items.every((match) => match.startsAt.startsWith('2026-11-21') && match.sport === 'basketball' && match.status === 'not_started')).toBe(true);
    const lol = await list('view=yesterday&tz=UTC&discipline=lol');
    expect(lol.data.items.every((match) => match.discipline === 'lol' && match.bestOf !== null)).toBe(true);
    const competition = lol.data.items[0]!.competition.id;
    const byCompetition = await list(`view=yesterday&tz=UTC&competition=${competition}`);
    expect(byCompetition.data.items.every((match) => match.competition.id === competition)).toBe(true);
    const finished = await list('date=2026-11-20&tz=UTC&status=finished');
    expect(finished.data.items.every((match) => match.status === 'finished')).toBe(true);
  });

  it('shows live matches as they start, and the hot ones', async () => {
    const [next] = await api.db.query<{ id: string; starts_at: Date }>(
      "SELECT id::text AS id, starts_at FROM matches WHERE status = 'not_started' AND source = 'engine' ORDER BY starts_at LIMIT 1",
    );
    api.clock.advance(Math.ceil((new Date(next!.starts_at).getTime() - api.clock.now().getTime()) / 1000) + 60);
    await engine.tick();
    const live = await list('view=live&tz=UTC');
    expect(live.data.items.map((match) => match.id)).toContain(next!.id);
    expect(live.data.items.every((match) => match.status === 'live')).toBe(true);
    const hot = await list('view=hot&tz=UTC');
    expect(hot.data.items.every((match) => match.hot)).toBe(true);
  });

  it('answers 304 to a client that has the same list, and a new list once play moves on', async () => {
    const first = await list('view=today&tz=UTC');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await get(`${SPORTS_PATHS.matches}?view=today&tz=UTC`, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body).toBe('');
    api.clock.advance(120);
    await engine.tick();
    const moved = await get(`${SPORTS_PATHS.matches}?view=today&tz=UTC`, { 'if-none-match': etag });
    expect(moved.status).toBe(200);
    expect(moved.headers.etag).not.toBe(etag);
  });

  it('refuses a bad zone, date or filter with a translated message', async () => {
    const zone = await api.call('GET', `${SPORTS_PATHS.matches}?tz=Mars/Olympus`, { lan: 'fr' });
    expect(zone.status).toBe(400);
    expect(zone.body.code).toBe(3000);
    expect(zone.body.msg).toContain('tz');
    const date = await api.call('GET', `${SPORTS_PATHS.matches}?date=2026-13-45`);
    expect(date.status).toBe(400);
    const sport = await api.call('GET', `${SPORTS_PATHS.matches}?sport=curling`);
    expect(sport.status).toBe(400);
    const missing = await api.call('GET', matchPath(SPORTS_PATHS.match, '999999999'), { lan: 'de' });
    expect(missing.status).toBe(404);
    expect(missing.body.msg).toBeTruthy();
  });

  it('counts matches per local day for the date strip', async () => {
    const days = await get<{ date: string; matches: number; live: number }[]>(`${SPORTS_PATHS.calendar}?from=2026-11-18&to=2026-11-21&tz=UTC`);
    expect(days.data.map((day) => day.date)).toEqual(['2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21']);
    expect(days.data.every((day) => day.matches > 0)).toBe(true);
    const wide = await api.call('GET', `${SPORTS_PATHS.calendar}?from=2026-01-01&to=2026-12-31&tz=UTC`);
    expect(wide.status).toBe(400);
  });

  it('searches teams, competitions and their coming matches', async () => {
    const found = await get<{ teams: { name: string }[]; competitions: { name: string }[]; matches: MatchSummary[] }>(`${SPORTS_PATHS.search}?q=world`);
    expect(found.data.competitions.map((competition) => competition.name)).toContain('World Cup');
    const team = await get<{ teams: { name: string }[] }>(`${SPORTS_PATHS.search}?q=${encodeURIComponent('argentina')}`);
    expect(team.data.teams.map((entry) => entry.name)).toContain('Argentina');
    expect((await api.call('GET', `${SPORTS_PATHS.search}?q=`)).status).toBe(400);
    // Wildcards are searched for, not used.
    expect((await get<{ teams: unknown[] }>(`${SPORTS_PATHS.search}?q=%25`)).data.teams).toEqual([]);
  });
});

describe('a football match, tab by tab', () => {
  let id: string;
  beforeAll(async () => {
    id = await finishedMatch('football');
  });

  it('overview: score by half, team statistics and key events', async () => {
    const detail = await get<{ match: MatchSummary; stats: Record<string, Record<string, number>>; keyEvents: MatchEvent[] }>(matchPath(SPORTS_PATHS.match, id));
    expect(detail.data.match).toMatchObject({ id, status: 'finished', phase: 'full_time' });
    expect(detail.data.match.periodScores.map((period) => period.period).slice(0, 2)).toEqual(['1H', '2H']);
    expect(Object.keys(detail.data.stats).sort()).toEqual(['away', 'home']);
    const goals = detail.data.keyEvents.filter((event) => ['goal', 'penalty', 'own_goal'].includes(event.type));
    expect(goals.length).toBe(detail.data.match.homeScore + detail.data.match.awayScore);
  });

  it('counts the players each side had sent off, on the summary every list shows', async () => {
    const all = await get<MatchEvent[]>(`${matchPath(SPORTS_PATHS.events, id)}?limit=500`);
    const sentOff = (side: 'home' | 'away') => all.data.filter((event) => event.side === side && ['red_card', 'second_yellow'].includes(event.type)).length;
    const detail = await get<{ match: MatchSummary }>(matchPath(SPORTS_PATHS.match, id));
    expect(detail.data.match.redCards).toEqual({ home: sentOff('home'), away: sentOff('away') });
    const [row] = await api.db.query<{ id: string }>("SELECT match_id::text AS id FROM match_events WHERE type = 'red_card' LIMIT 1");
    if (row) expect((await get<{ match: MatchSummary }>(matchPath(SPORTS_PATHS.match, row.id))).data.match.redCards).not.toEqual({ home: 0, away: 0 });
  });

  it('text live: every event in order, and only those after a number', async () => {
    const all = await get<MatchEvent[]>(`${matchPath(SPORTS_PATHS.events, id)}?limit=500`);
    expect(all.data[0]!.type).toBe('kick_off');
    expect(all.data.at(-1)!.type).toBe('full_time');
    expect(all.data.map((event) => event.seq)).toEqual(all.data.map((_, index) => index + 1));
    const later = await get<MatchEvent[]>(`${matchPath(SPORTS_PATHS.events, id)}?after=10&limit=5`);
    expect(later.data.map((event) => event.seq)).toEqual([11, 12, 13, 14, 15]);
    const corners = await get<MatchEvent[]>(`${matchPath(SPORTS_PATHS.events, id)}?types=corner,yellow_card`);
    expect(corners.data.every((event) => ['corner', 'yellow_card'].includes(event.type))).toBe(true);
  });

  it('line-ups, player statistics and injuries', async () => {
    const lineups = await get<Record<'home' | 'away', { formation: string; starters: { name: string; position: string }[]; bench: { name: string }[]; substitutions: { off: string; on: string; minute: number }[] }>>(
      matchPath(SPORTS_PATHS.lineups, id),
    );
    for (const side of ['home', 'away'] as const) {
      const lineup = lineups.data[side];
      expect(lineup.starters).toHaveLength(11);
      expect(lineup.starters.filter((player) => player.position === 'GK')).toHaveLength(1);
      expect(lineup.formation).toMatch(/^\d(-\d)+$/);
      // Substitutes come off the bench for someone who started (or came on earlier), in the second half.
      for (const change of lineup.substitutions) {
        expect(lineup.bench.map((player) => player.name)).toContain(change.on);
        expect(change.minute).toBeGreaterThan(45);
      }
    }
    const players = await get<{ side: string; player: string; stats: Record<string, number> }[]>(matchPath(SPORTS_PATHS.playerStats, id));
    expect(players.data.length).toBeGreaterThan(0);
    const injuries = await api.db.query<{ count: number }>('SELECT count(*)::int AS count FROM injuries');
    expect(injuries[0]!.count).toBeGreaterThan(0);
    const listed = await get<{ side: string; reason: string; status: string }[]>(matchPath(SPORTS_PATHS.injuries, id));
    for (const injury of listed.data) expect(['out', 'doubtful']).toContain(injury.status);
  });

  it('odds settled at the end, with their movement through the match', async () => {
    const odds = await get<OddsLine[]>(matchPath(SPORTS_PATHS.odds, id));
    expect(odds.data.map((line) => line.market).sort()).toEqual(['european', 'handicap', 'total']);
    expect(odds.data.every((line) => line.status === 'settled')).toBe(true);
    const movement = await get<OddsMovement[]>(`${matchPath(SPORTS_PATHS.oddsMovement, id)}?market=european`);
    expect(movement.data.length).toBeGreaterThan(1);
    expect(movement.data[0]!.draw).not.toBeNull();
    const index = await get<{ match: MatchSummary; odds: OddsLine[] }[]>(`${SPORTS_PATHS.oddsIndex}?view=tomorrow&tz=UTC&market=european&sport=football`);
    expect(index.data.length).toBeGreaterThan(0);
    expect(index.data.every((entry) => entry.odds.length === 1 && entry.odds[0]!.market === 'european')).toBe(true);
  });

  it('head-to-head and recent record', async () => {
    const h2h = await get<{ matches: MatchSummary[]; homeWins: number; draws: number; awayWins: number }>(matchPath(SPORTS_PATHS.headToHead, id));
    expect(h2h.data.homeWins + h2h.data.draws + h2h.data.awayWins).toBe(h2h.data.matches.length);
    const recent = await get<{ home: { result: string; match: MatchSummary }[] }>(matchPath(SPORTS_PATHS.recentRecord, id));
    for (const entry of recent.data.home) expect(['W', 'D', 'L']).toContain(entry.result);
  });
});

describe('basketball and esports', () => {
  it('basketball: four quarters (or more), points by player', async () => {
    const id = await finishedMatch('basketball');
    const detail = await get<{ match: MatchSummary }>(matchPath(SPORTS_PATHS.match, id));
    expect(detail.data.match.periodScores.map((period) => period.period).slice(0, 4)).toEqual(['Q1', 'Q2', 'Q3', 'Q4']);
    expect(detail.data.match.winner).not.toBeNull();
    const players = await get<{ stats: Record<string, number> }[]>(matchPath(SPORTS_PATHS.playerStats, id));
    const points = players.data.reduce((sum, player) => sum + (player.stats.points ?? 0), 0);
    expect(points).toBe(detail.data.match.homeScore + detail.data.match.awayScore);
  });

  it('esports: maps with objectives and drafts, team rates, hero and player rankings', async () => {
    const id = await finishedMatch('lol');
    const maps = await get<{ winner: string; picks: { home: string[] }; bans: { home: string[] }; firstBlood: string | null }[]>(matchPath(SPORTS_PATHS.maps, id));
    expect(maps.data.length).toBeGreaterThanOrEqual(1);
    expect(maps.data[0]!.picks.home).toHaveLength(5);
    expect(maps.data[0]!.bans.home).toHaveLength(5);
    expect(['home', 'away']).toContain(maps.data[0]!.winner);
    const detail = await get<{ match: MatchSummary }>(matchPath(SPORTS_PATHS.match, id));
    const stats = await get<Record<string, number>>(pathTo(SPORTS_PATHS.teamStats, { id: detail.data.match.home.id }));
    for (const key of ['firstBloodRate', 'firstTowerRate', 'firstDragonRate', 'baronRate', 'averageKills', 'averageDeaths', 'averageDurationMinutes', 'winRate'])
      expect(stats.data[key], key).toBeTypeOf('number');
    const heroes = await get<{ hero: string; pickRate: number; banRate: number; winRate: number }[]>(`${SPORTS_PATHS.rankings}?discipline=lol&kind=hero`);
    expect(heroes.data.length).toBeGreaterThan(5);
    expect(heroes.data.every((hero) => hero.pickRate <= 1 && hero.banRate <= 1 && hero.winRate <= 1)).toBe(true);
    expect(heroes.headers['cache-control']).toBe('public, max-age=60');
    const players = await get<{ player: string; kills: number }[]>(`${SPORTS_PATHS.rankings}?discipline=lol&kind=player&limit=10`);
    expect(players.data).toHaveLength(10);
    expect(players.data.map((player) => player.kills)).toEqual([...players.data.map((player) => player.kills)].sort((a, b) => b - a));
    expect((await api.call('GET', `${SPORTS_PATHS.rankings}?discipline=football&kind=hero`)).status).toBe(400);
  });

  it('counter-strike: rounds over 26.5 and first to five and ten rounds while a map is played', async () => {
    const markets = await api.db.query<{ market: string }>(
      "SELECT DISTINCT o.market FROM odds o JOIN matches m ON m.id = o.match_id WHERE m.discipline = 'cs2' ORDER BY o.market",
    );
    expect(markets.map((row) => row.market)).toEqual(expect.arrayContaining(['european', 'first_to_10_rounds', 'first_to_5_rounds', 'rounds_over']));
  });

  it('football players ranked by goals', async () => {
    const scorers = await get<{ goals: number; perMatch: number }[]>(`${SPORTS_PATHS.rankings}?discipline=football&kind=player&limit=5`);
    expect(scorers.data[0]!.goals).toBeGreaterThan(0);
    expect(scorers.data.map((row) => row.goals)).toEqual([...scorers.data.map((row) => row.goals)].sort((a, b) => b - a));
    const teams = await get<{ winRate: number }[]>(`${SPORTS_PATHS.rankings}?discipline=basketball&kind=team`);
    expect(teams.data.map((row) => row.winRate)).toEqual([...teams.data.map((row) => row.winRate)].sort((a, b) => b - a));
  });
});

describe('the imported 2022 World Cup', () => {
  it('is a competition with its season', async () => {
    const competitions = await get<{ id: string; name: string; seasons: string[]; format: string }[]>(`${SPORTS_PATHS.competitions}?sport=football`);
    expect(competitions.data.find((competition) => competition.id === worldCupId)).toMatchObject({ name: 'World Cup', seasons: ['2022'], format: 'groups_knockout' });
    expect(competitions.headers['cache-control']).toBe('public, max-age=300');
  });

  it('has the real group tables', async () => {
    const tables = await get<StandingsTable[]>(pathTo(SPORTS_PATHS.standings, { id: worldCupId }));
    expect(tables.data.map((table) => table.group)).toEqual(Object.keys(REAL_GROUPS));
    for (const table of tables.data)
      expect(table.rows.map((row) => [row.team.name, row.points, row.difference]), table.group).toEqual(REAL_GROUPS[table.group]);
  });

  it('has the real knockout bracket, extra time and penalties included', async () => {
    const bracket = await get<BracketRound[]>(pathTo(SPORTS_PATHS.bracket, { id: worldCupId }));
    const played = bracket.data.flatMap((round) => round.matches);
    const winner = (match: MatchSummary) => (match.winner === 'home' ? match.home.name : match.winner === 'away' ? match.away.name : null);
    expect(played.map((match) => [match.home.name, match.away.name, winner(match)])).toEqual(REAL_KNOCKOUTS);
    const final = bracket.data.at(-1)!;
    expect(final.round).toBe('Final');
    expect(final.matches[0]).toMatchObject({ homeScore: 3, awayScore: 3, penalties: { home: 4, away: 2 }, winner: 'home', venue: expect.stringContaining('Lusail') });
    const events = await get<MatchEvent[]>(matchPath(SPORTS_PATHS.events, final.matches[0]!.id));
    const goals = events.data.filter((event) => ['goal', 'penalty', 'own_goal'].includes(event.type));
    expect(goals.map((event) => `${event.player} ${event.minute}'`)).toContain("Kylian Mbappé 118'");
    expect(goals.at(-1)).toMatchObject({ homeScore: 3, awayScore: 3 });
  });

  it('has its 64 matches in its schedule, in the viewer’s local days', async () => {
    const schedule = await get<CursorPage<MatchSummary>>(`${pathTo(SPORTS_PATHS.schedule, { id: worldCupId })}?pageSize=100`);
    expect(schedule.data.items).toHaveLength(64);
    expect(schedule.data.next).toBeNull();
    expect(schedule.data.items[0]!.startsAt).toBe('2022-11-20T16:00:00.000Z');
    const days = await get<{ matches: number }[]>(`${SPORTS_PATHS.calendar}?from=2022-11-20&to=2022-12-18&tz=Asia/Qatar&sport=football`);
    expect(days.data.reduce((sum, day) => sum + day.matches, 0)).toBe(64);
  });

  it('pages its schedule in kick-off order by keyset: a match added between two reads moves nothing', async () => {
    const schedule: PagedList<MatchSummary> = {
      read: (cursor, pageSize) => api.call<CursorPage<MatchSummary>>('GET', `${pathTo(SPORTS_PATHS.schedule, { id: worldCupId })}?pageSize=${pageSize}${cursor ? `&cursor=${cursor}` : ''}`),
      key: (match) => match.id,
    };
    const first = (await schedule.read(null, 10)).body.data.items;
    expect(first.map((match) => match.startsAt)).toEqual(first.map((match) => match.startsAt).sort());
    // Copies of fixtures (the same kick-off: ties), early in the schedule and late.
    const copy = (offset: number) =>
      api.db.query(
        `INSERT INTO matches (season_id, sport, discipline, home_team_id, away_team_id, starts_at, external_ref)
         SELECT season_id, sport, discipline, home_team_id, away_team_id, starts_at, 'test:paging:' || $2::text FROM matches
         WHERE season_id = (SELECT season_id FROM matches WHERE id = $1) ORDER BY starts_at, id OFFSET $2::bigint LIMIT 1`,
        [first[0]!.id, offset],
      );
    await expectKeysetPaging(schedule, { pageSize: 10, between: async () => void (await Promise.all([copy(1), copy(2), copy(50)])) });
    await api.db.query("DELETE FROM matches WHERE external_ref LIKE 'test:paging:%'");
  });

  it('imports again without duplicating anything', async () => {
    const before = await api.db.query('SELECT (SELECT count(*)::int FROM matches) AS matches, (SELECT count(*)::int FROM match_events) AS events, (SELECT count(*)::int FROM teams) AS teams');
    expect((await importSeason(api.db, worldCup())).competitionId).toBe(worldCupId);
    expect(await api.db.query('SELECT (SELECT count(*)::int FROM matches) AS matches, (SELECT count(*)::int FROM match_events) AS events, (SELECT count(*)::int FROM teams) AS teams')).toEqual(before);
  });
});

describe('previews', () => {
  it('give each coming match its sides’ form, their meetings and the odds', async () => {
    const previews = await get<{ match: MatchSummary; homeForm: string[]; awayForm: string[]; odds: OddsLine[] }[]>(`${SPORTS_PATHS.previews}?view=tomorrow&tz=UTC&sport=football`);
    expect(previews.data.length).toBeGreaterThan(0);
    for (const preview of previews.data) {
      expect(preview.match.status).toBe('not_started');
      expect(preview.odds.map((line) => line.market)).toContain('european');
      for (const result of [...preview.homeForm, ...preview.awayForm]) expect(['W', 'D', 'L']).toContain(result);
    }
  });
});
