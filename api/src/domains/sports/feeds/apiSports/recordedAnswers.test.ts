// The API-Sports mappings over every answer API-Football and API-Basketball really sent
// (api/test/fixtures/feeds/recorded, each file's source in its README): every fixture maps; the
// score rebuilt from the mapped events is the recorded score, on the right side; red cards fall
// on the side of the team they are listed under, and a second booking is one sending-off;
// statuses, extra time and shoot-outs map as the provider says; line-ups, players' figures
// and ratings, league tables and basketball's quarters read as recorded.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FeedMatch } from '../feedModel';
import type { Fixture, FixtureLineup, FixturePlayers, Game, StandingsAnswer } from './apiSportsTypes';
import { basketballMatch } from './basketballMapping';
import { footballMatch, footballPlayerStats } from './footballMapping';

const RECORDED = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../test/fixtures/feeds/recorded');
const read = (file: string): unknown => JSON.parse(fs.readFileSync(path.join(RECORDED, file), 'utf8'));
const filesIn = (folder: string) => fs.readdirSync(path.join(RECORDED, folder)).filter((file) => file.endsWith('.json')).map((file) => `${folder}/${file}`);

/** The fixtures of a recorded file: an envelope's `response`, or an array of response items. */
function fixturesOf(file: string): Fixture[] {
  const body = read(file) as { response?: unknown[] } | unknown[];
  const items = Array.isArray(body) ? body : (body.response ?? []);
  return (items as Fixture[]).filter((item) => item && typeof item === 'object' && 'fixture' in item && 'teams' in item);
}

const footballFiles = filesIn('api-football').filter((file) => fixturesOf(file).length > 0);
const allFixtures = footballFiles.flatMap((file) => fixturesOf(file).map((fixture) => ({ file, fixture })));

/** Recorded fixtures without a league (the developer of one file left it out): mapped with the league their odds answer names. */
const withLeague = (fixture: Fixture): Fixture => (fixture.league ? fixture : { ...fixture, league: { id: 0, name: '', country: '', season: new Date(fixture.fixture.timestamp * 1000).getUTCFullYear(), round: '' } });

const SCORING = new Set(['goal', 'own_goal', 'penalty']);
const scoreFromEvents = (match: FeedMatch) => ({
  home: (match.events ?? []).filter((event) => SCORING.has(event.type) && event.side === 'home').length,
  away: (match.events ?? []).filter((event) => SCORING.has(event.type) && event.side === 'away').length,
});

describe('API-Football, on answers it really sent', () => {
  it('has a corpus to test on: live lists, fixtures, line-ups, players, a table', () => {
    expect(allFixtures.length).toBeGreaterThanOrEqual(80);
    // Fixtures with an own goal: in every one the recorded score adds up only with the own goal for the team it is listed under (or either way).
    expect(allFixtures.filter(({ fixture }) => fixture.events?.some((event) => event.detail === 'Own Goal')).length).toBeGreaterThanOrEqual(8);
  });

  it('maps every recorded fixture, with a status for every one of its statuses', () => {
    for (const { file, fixture } of allFixtures) {
      const match = footballMatch(withLeague(fixture));
      expect(match.providerId, file).toBe(`football:${fixture.fixture.id}`);
      expect(['not_started', 'live', 'finished', 'result_unknown'], `${file} ${fixture.fixture.id} ${fixture.fixture.status.short}`).toContain(match.status);
      if (['1H', '2H', 'HT', 'ET', 'BT', 'P'].includes(fixture.fixture.status.short)) expect(match.status).toBe('live');
      if (['FT', 'AET', 'PEN'].includes(fixture.fixture.status.short)) expect(match.status).toBe('finished');
      expect([match.homeScore, match.awayScore]).toEqual([fixture.goals.home ?? 0, fixture.goals.away ?? 0]);
    }
  });

  it('rebuilds the recorded score from the mapped events, own goals for the team they are listed under', () => {
    const checked = allFixtures.filter(({ fixture }) => fixture.events && fixture.events.length > 0);
    expect(checked.length).toBeGreaterThanOrEqual(50);
    const wrong: string[] = [];
    for (const { file, fixture } of checked) {
      const rebuilt = scoreFromEvents(footballMatch(withLeague(fixture)));
      if (rebuilt.home !== fixture.goals.home || rebuilt.away !== fixture.goals.away)
        wrong.push(`${file} ${fixture.fixture.id}: events ${rebuilt.home}-${rebuilt.away}, recorded ${fixture.goals.home}-${fixture.goals.away}`);
    }
    expect(wrong).toEqual([]);
  });

  it('puts each own goal on the side it counts for, and names the defender who put it in', () => {
    // Sheffield United U21 3-1 Watford U21 (2024-09-02): R. Norrington-Davies scores at 19' and puts one in his own net at 21', listed under Watford.
    const [fixture] = fixturesOf('api-football/live-all-2024-09-02-professional-development-league-dart-model.json');
    const match = footballMatch(fixture!);
    const own = match.events!.filter((event) => event.type === 'own_goal');
    expect(own.map((event) => [event.minute, event.side, event.player])).toEqual([[21, 'away', 'R. Norrington-Davies']]);
    expect(scoreFromEvents(match)).toEqual({ home: 3, away: 1 });
  });

  it('keeps red cards on their team’s side, and tells a second booking (a second yellow and a red together) as one sending-off', () => {
    const reds = allFixtures.flatMap(({ fixture }) => {
      const match = footballMatch(withLeague(fixture));
      return (fixture.events ?? [])
        .filter((event) => event.type === 'Card' && event.detail === 'Red Card')
        .map((event) => ({ fixture, event, side: event.team.id === fixture.teams.home.id ? 'home' : 'away', match }));
    });
    expect(reds.length).toBeGreaterThanOrEqual(3);
    for (const { match, side, event } of reds) {
      const sent = match.events!.filter((mapped) => ['red_card', 'second_yellow'].includes(mapped.type) && mapped.minute === event.time.elapsed);
      expect(sent.map((mapped) => mapped.side)).toEqual([side]);
    }
    // Zamalek's M. Abdel Ghani: booked at 45', then a second yellow and a red at 51'.
    const zamalek = footballMatch(withLeague(allFixtures.find(({ fixture }) => fixture.fixture.id === 681416)!.fixture));
    const his = zamalek.events!.filter((event) => event.player === 'M. Abdel Ghani').map((event) => [event.minute, event.type]);
    expect(his).toEqual([
      [45, 'yellow_card'],
      [51, 'second_yellow'],
    ]);
    // Sassuolo U19's E. Lopes at 3': a straight red.
    const sassuolo = footballMatch(allFixtures.find(({ fixture }) => fixture.fixture.id === 1096350)!.fixture);
    expect(sassuolo.events!.filter((event) => event.player === 'E. Lopes').map((event) => event.type)).toEqual(['red_card']);
  });

  it('reads VAR decisions as the provider words them, keeping the goals its score counts', () => {
    const decisions = allFixtures.flatMap(({ fixture }) =>
      (footballMatch(withLeague(fixture)).events ?? [])
        .filter((event) => event.type === 'var_decision')
        .map((event) => [fixture.fixture.id, event.side, event.player, event.detail.decision, event.detail.reason ?? null]),
    );
    expect(decisions).toEqual(
      expect.arrayContaining([
        [1024713, 'home', 'D. Plechaty', 'goal_cancelled', 'offside'],
        [1024719, 'home', 'F. Kasa', 'goal_cancelled', 'foul'],
        [898630, 'home', 'N. Otamendi', 'goal_cancelled', 'offside'],
        [1555381, 'home', 'Žan Celar', 'goal_cancelled', null],
        [1519479, 'home', 'José Fajardo', 'penalty_confirmed', null],
      ]),
    );
    // Basel-Sion: Celar's goal at 40' stands (the one cancelled at 45+2 was never listed as a goal): the score counts it, so it is kept.
    const basel = footballMatch(allFixtures.find(({ fixture }) => fixture.fixture.id === 1555381)!.fixture);
    expect(basel.events!.filter((event) => event.type === 'goal' && event.player === 'Žan Celar').map((event) => event.minute)).toEqual([40]);
    // Manchester City-Aston Villa's events answer (2023-02-12): a penalty cancelled; a substitution's `player` goes off, `assist` comes on.
    const events = read('api-football/fixtures-events-response-2023-02-12-mancity-astonvilla-kubaolszewski-score-live.json') as NonNullable<Fixture['events']>;
    const city = events.find((event) => event.team.name === 'Manchester City')!.team;
    const villa = events.find((event) => event.team.name === 'Aston Villa')!.team;
    const shell: Fixture = { ...allFixtures[0]!.fixture, teams: { home: { ...city, winner: null }, away: { ...villa, winner: null } }, goals: { home: 3, away: 1 }, events };
    const told = footballMatch(withLeague(shell)).events!;
    expect(told.find((event) => event.type === 'var_decision')).toMatchObject({ minute: 21, side: 'home', player: 'Jack Grealish', detail: { decision: 'penalty_cancelled' } });
    expect(told.filter((event) => event.type === 'substitution')[0]).toMatchObject({ minute: 46, side: 'home', detail: { off: 'Rúben Dias' } });
  });

  it('reads extra time and shoot-outs from the scores the provider gives (Euro 2024 knockouts)', () => {
    const euro = fixturesOf('api-football/fixtures-league4-season2024-from2024-07-02-to2024-07-16-euro-ko-marcushultman-spotiled-web.json').map((fixture) => footballMatch(fixture));
    const byTeams = (home: string) => euro.find((match) => match.home.name === home)!;
    expect(byTeams('Spain')).toMatchObject({ status: 'finished', homeScore: 2, awayScore: 1, winner: 'home', knockout: true, penalties: null });
    expect(byTeams('Spain').periodScores).toEqual([
      { period: '1H', home: 0, away: 0 },
      { period: '2H', home: 1, away: 1 },
      { period: 'ET', home: 1, away: 0 },
    ]);
    expect(byTeams('Portugal')).toMatchObject({ status: 'finished', homeScore: 0, awayScore: 0, winner: 'away', penalties: { home: 3, away: 5 } });
    expect(byTeams('England')).toMatchObject({ winner: 'home', penalties: { home: 5, away: 3 } });
    expect(euro.filter((match) => match.status === 'not_started').map((match) => match.home.name)).toEqual(['Spain', 'Netherlands']);
    // A calendar-year tournament's season: "2024", not "2024/25".
    expect(new Set(euro.map((match) => match.season))).toEqual(new Set(['2024']));
    expect(euro[0]!.seasonKey).toBe('football:league:4:2024');
  });

  it('reads the line-ups as recorded (Portugal-France, Euro 2024): formation, eleven starters, the bench, players by the provider’s id', () => {
    const lineups = (read('api-football/fixtures-lineups-1219959-2024-07-05-portugal-france-marcushultman-spotiled-web.json') as { response: FixtureLineup[] }).response;
    const [fixture] = fixturesOf('api-football/fixtures-live-all-league4-season2024-2024-07-05-portugal-france-marcushultman-spotiled-web.json');
    const match = footballMatch({ ...fixture!, lineups });
    expect(match.lineups!.home.formation).toBe('4-2-3-1');
    expect(match.lineups!.home.starters).toHaveLength(11);
    expect(match.lineups!.away.starters).toHaveLength(11);
    expect(match.lineups!.home.starters[0]).toEqual({ providerId: 'football:player:369', name: 'Diogo Costa', position: 'GK', number: 22 });
    expect(match.lineups!.home.bench.length).toBeGreaterThan(5);
  });

  it('reads each player’s figures and rating (Burnley-Arsenal, 2021), leaving out those who never came on', () => {
    const players = (read('api-football/fixtures-players-592758-2021-03-06-burnley-arsenal-sidgooner-betchain.json') as { response: FixturePlayers[] }).response;
    const teams = { home: { id: players[0]!.team.id, name: players[0]!.team.name, winner: null }, away: { id: players[1]!.team.id, name: players[1]!.team.name, winner: null } };
    const lines = footballPlayerStats({ teams, players })!;
    const played = players.flatMap((team) => team.players).filter((entry) => (entry.statistics[0]?.games?.minutes ?? 0) > 0);
    expect(lines).toHaveLength(played.length);
    expect(lines.every((line) => typeof line.stats.rating === 'number' && line.stats.rating >= 3 && line.stats.rating <= 10)).toBe(true);
    const pope = lines.find((line) => line.player.name === 'Nick Pope')!;
    expect(pope).toMatchObject({ side: 'home', player: { providerId: 'football:player:18911', position: 'GK', number: 1 }, stats: { minutes: 95, rating: 6.3, saves: 1 } });
  });

  it('reads a league table as recorded, points and all (La Liga, 2023-09-29): no deduction where the points are three a win and one a draw', () => {
    const [entry] = (read('api-football/standings-league140-season2023-2023-09-29-unattributed-8960505061.json') as { response: StandingsAnswer[] }).response;
    const rows = entry!.league.standings.flat();
    expect(rows).toHaveLength(20);
    for (const row of rows) expect(row.all.win * 3 + row.all.draw - row.points, row.team.name).toBe(0);
  });
});

describe('API-Basketball, on answers it really sent', () => {
  const games = filesIn('api-basketball').flatMap((file) => ((read(file) as { response: Game[] }).response ?? []).map((game) => ({ file, game })));

  it('maps every recorded game: quarters and overtime add up to the final, finished after overtime too', () => {
    expect(games.length).toBeGreaterThanOrEqual(5);
    for (const { file, game } of games) {
      const match = basketballMatch(game);
      expect(match.status, file).toBe('finished');
      const sum = (side: 'home' | 'away') => match.periodScores.reduce((total, period) => total + period[side], 0);
      expect([sum('home'), sum('away')], `${file} ${game.id}`).toEqual([match.homeScore, match.awayScore]);
      expect(match.winner).toBe(match.homeScore > match.awayScore ? 'home' : 'away');
      expect(match.season).toBe('2021/22');
    }
    const overtime = games.map(({ game }) => basketballMatch(game)).find((match) => match.periodScores.some((period) => period.period === 'OT1'))!;
    expect(overtime.events!.map((event) => event.type)).toContain('overtime');
  });
});
