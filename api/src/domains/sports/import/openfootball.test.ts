import { REAL_GROUPS, REAL_KNOCKOUTS, worldCup } from '../../../../test/fixtures/worldCup2022';
import { computeStandings } from '../standings';
import { kickOff, parseOpenFootball, splitSeasonName, winnerOf } from './openfootball';
import type { OpenFootballFile, ParsedMatch } from './openfootballFormat';

/** A table as the api computes it: played group or league matches, FIFA's or a league's rules. */
const standings = (matches: ParsedMatch[], teams?: string[], rules: 'fifa' | 'league' = 'fifa') =>
  computeStandings(
    matches.filter((match) => match.result && !match.knockout).map((match) => ({ home: match.home, away: match.away, homeScore: match.result!.fullTime[0], awayScore: match.result!.fullTime[1] })),
    { rules, teams },
  );

describe('openfootball import: the 2022 World Cup', () => {
  it('reads 64 matches of 32 teams: 8 groups of 4, then 16 knockout matches', () => {
    const season = worldCup();
    expect(season).toMatchObject({ competition: 'World Cup', season: '2022', format: 'groups_knockout' });
    expect(season.teams).toHaveLength(32);
    expect(season.matches).toHaveLength(64);
    expect([...season.groups.keys()].sort()).toEqual(Object.keys(REAL_GROUPS));
    expect([...season.groups.values()].every((teams) => teams.length === 4)).toBe(true);
    expect(season.matches.filter((match) => match.knockout)).toHaveLength(16);
  });

  it('places kick-offs in UTC from Qatar local time', () => {
    const opener = worldCup().matches.find((match) => match.home === 'Qatar' && match.away === 'Ecuador')!;
    expect(opener.startsAt.toISOString()).toBe('2022-11-20T16:00:00.000Z');
    expect(opener.venue).toBe('Al Bayt Stadium, Al Khor');
  });

  it('computes every group table as it really finished', () => {
    const season = worldCup();
    for (const [group, real] of Object.entries(REAL_GROUPS)) {
      const table = standings(season.matches.filter((match) => match.group === group), season.groups.get(group));
      expect(table.map((row) => [row.team, row.points, row.goalDifference]), group).toEqual(real);
      expect(table.every((row) => row.played === 3)).toBe(true);
    }
  });

  it('decides every knockout match as it really went, extra time and penalties included', () => {
    const knockouts = worldCup().matches.filter((match) => match.knockout);
    expect(knockouts.map((match) => [match.home, match.away, winnerOf(match)])).toEqual(REAL_KNOCKOUTS);
    const final = knockouts.at(-1)!;
    expect(final.round).toBe('Final');
    expect(final.result).toEqual({ halfTime: [2, 0], fullTime: [2, 2], extraTime: [3, 3], penalties: [4, 2] });
  });

  it('keeps goals with minute, stoppage time, penalty and own-goal flags', () => {
    const season = worldCup();
    const final = season.matches.find((match) => match.round === 'Final')!;
    expect(final.goals.filter((goal) => goal.player === 'Kylian Mbappé').map((goal) => [goal.minute, goal.penalty])).toEqual([
      [80, true],
      [81, false],
      [118, true],
    ]);
    const klaassen = season.matches.flatMap((match) => match.goals).find((goal) => goal.player === 'Davy Klaassen')!;
    expect([klaassen.minute, klaassen.stoppage]).toEqual([90, 9]);
    const ownGoals = season.matches.flatMap((match) => match.goals).filter((goal) => goal.ownGoal);
    expect(ownGoals.length).toBeGreaterThan(0);
    const total = season.matches.reduce((sum, match) => sum + (match.result?.extraTime ?? match.result!.fullTime).reduce((a, b) => a + b, 0), 0);
    expect(season.matches.flatMap((match) => match.goals)).toHaveLength(total);
    expect(total).toBe(172);
  });
});

describe('openfootball import: other seasons', () => {
  const league: OpenFootballFile = {
    name: 'Test League 2023/24',
    rounds: [
      {
        name: 'Matchday 1',
        matches: [
          { date: '2023-08-12', time: '15:00 UTC+1', team1: 'Alpha FC', team2: 'Beta FC', score1: 2, score2: 0, score1i: 1, score2i: 0 },
          { date: '2023-08-12', time: '17:30', team1: 'Gamma FC', team2: 'Delta FC', score1: 1, score2: 1 },
        ],
      },
      {
        name: 'Matchday 2',
        matches: [
          { date: '2023-08-19', team1: 'Beta FC', team2: 'Gamma FC', score1: 0, score2: 3 },
          { date: '2023-08-19', team1: 'Delta FC', team2: 'Alpha FC', score1: 2, score2: 2 },
          { date: '2023-08-26', team1: 'Alpha FC', team2: 'Gamma FC' },
        ],
      },
    ],
  };

  it('reads a league season in the older layout, with unplayed fixtures', () => {
    const season = parseOpenFootball(league, { timeZone: 'Europe/London' });
    expect(season).toMatchObject({ competition: 'Test League', season: '2023/24', format: 'league' });
    expect(season.matches.filter((match) => match.knockout)).toEqual([]);
    expect(season.matches[0]!.startsAt.toISOString()).toBe('2023-08-12T14:00:00.000Z');
    expect(season.matches[1]!.startsAt.toISOString()).toBe('2023-08-12T16:30:00.000Z'); // British Summer Time
    expect(season.matches[4]!.result).toBeNull();
    expect(standings(season.matches, undefined, 'league').map((row) => [row.team, row.played, row.points])).toEqual([
      ['Gamma FC', 2, 4],
      ['Alpha FC', 2, 4],
      ['Delta FC', 2, 2],
      ['Beta FC', 2, 0],
    ]);
  });

  it('treats a season of knockout rounds without groups as a cup', () => {
    const cup = parseOpenFootball({
      name: 'Test Cup 2024',
      matches: [
        { round: 'Semi-finals', date: '2024-05-01', team1: 'A', team2: 'B', score: { ft: [1, 1], et: [1, 1], p: [5, 4] } },
        { round: 'Final', date: '2024-05-20', team1: 'A', team2: 'C', score: { ft: [0, 1] } },
      ],
    });
    expect(cup.format).toBe('cup');
    expect(cup.matches.every((match) => match.knockout)).toBe(true);
    expect(cup.matches.map(winnerOf)).toEqual(['A', 'C']);
  });

  it('refuses a file whose goals do not add up to its score', () => {
    expect(() =>
      parseOpenFootball({ name: 'Broken 2024', matches: [{ date: '2024-01-01', team1: 'A', team2: 'B', score: { ft: [1, 0] }, goals1: [] , goals2: [{ name: 'X', minute: 3 }] }] }),
    ).toThrow(/lists 0-1 in goals but 1-0/);
  });

  it('reads names and times the way openfootball writes them', () => {
    expect(splitSeasonName('English Premier League 2020/21', '2020')).toEqual(['English Premier League', '2020/21']);
    expect(splitSeasonName('Copa América', '2024')).toEqual(['Copa América', '2024']);
    expect(kickOff('2024-06-14', '21:00 UTC+2', 'UTC').toISOString()).toBe('2024-06-14T19:00:00.000Z');
    expect(kickOff('2024-06-14', '21:00 UTC-5', 'UTC').toISOString()).toBe('2024-06-15T02:00:00.000Z');
  });
});
