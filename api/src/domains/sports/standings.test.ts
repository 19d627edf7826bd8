import { computeStandings, defaultRules, tieBreakerNames, type TableMatch } from './standings';

const played = (...results: [string, number, number, string][]): TableMatch[] =>
  results.map(([home, homeScore, awayScore, away]) => ({ home, away, homeScore, awayScore }));
const order = (matches: TableMatch[], rules: Parameters<typeof computeStandings>[1]['rules'], deductions?: Map<string, number>) =>
  computeStandings(matches, { rules, deductions }).map((row) => row.team);

describe('tie-breakers per kind of competition', () => {
  // A and B level on 6 points. B has the better goal difference (+8 to +1); A beat B.
  const levelOnPoints = played(['A', 1, 0, 'B'], ['B', 5, 0, 'C'], ['B', 4, 0, 'D'], ['A', 1, 0, 'C'], ['D', 1, 0, 'A'], ['C', 0, 0, 'D']);

  it('FIFA and a league rank goal difference before the match between the level teams', () => {
    expect(order(levelOnPoints, 'fifa')).toEqual(['B', 'A', 'D', 'C']);
    expect(order(levelOnPoints, 'league')).toEqual(['B', 'A', 'D', 'C']);
  });

  it('UEFA and a head-to-head league rank the match between the level teams first', () => {
    expect(order(levelOnPoints, 'uefa')).toEqual(['A', 'B', 'D', 'C']);
    expect(order(levelOnPoints, 'league_h2h')).toEqual(['A', 'B', 'D', 'C']);
  });

  it('FIFA falls back on the matches between teams level on points, difference and goals', () => {
    // A and B: 6 points, +2, 3 scored each; A beat B.
    const matches = played(['A', 1, 0, 'B'], ['B', 1, 0, 'C'], ['C', 1, 0, 'A'], ['A', 2, 0, 'D'], ['D', 0, 2, 'B']);
    expect(order(matches, 'fifa').slice(0, 2)).toEqual(['A', 'B']);
  });

  it('UEFA applies the head-to-head criteria again to a smaller set still level', () => {
    // A, B and C: 6 points each. Among the three, each won once; B and C are level there (+1, 3
    // scored) and A is not (-2). Again between B and C alone: B beat C. Overall, C has the best
    // goal difference (+6, B +2, A -1).
    const matches = played(['A', 2, 1, 'B'], ['B', 2, 0, 'C'], ['C', 3, 0, 'A'], ['A', 1, 0, 'D'], ['B', 1, 0, 'D'], ['C', 5, 0, 'D']);
    expect(computeStandings(matches, { rules: 'uefa' }).map((row) => [row.team, row.points, row.goalDifference])).toEqual([
      ['B', 6, 2],
      ['C', 6, 6],
      ['A', 6, -1],
      ['D', 0, -7],
    ]);
    // Without the second pass, B and C go on to the overall difference.
    expect(order(matches, 'league_h2h')).toEqual(['C', 'B', 'A', 'D']);
    expect(order(matches, 'fifa')).toEqual(['C', 'B', 'A', 'D']);
  });

  it('a league breaks a head-to-head tie by away goals between the level teams', () => {
    // A and B: 5 points, +1, 4 scored each, 2 points each from their meetings; B scored 2 away, A 1.
    const matches = played(['B', 1, 1, 'A'], ['A', 2, 2, 'B'], ['A', 1, 0, 'C'], ['B', 1, 0, 'C']);
    expect(computeStandings(matches, { rules: 'league' }).map((row) => [row.team, row.points, row.goalDifference, row.goalsFor])).toEqual([
      ['B', 5, 1, 4],
      ['A', 5, 1, 4],
      ['C', 0, -2, 0],
    ]);
  });

  it('wins-only tables count a win as one point', () => {
    const table = computeStandings(played(['A', 100, 90, 'B'], ['B', 80, 70, 'C']), { rules: 'wins' });
    expect(table.map((row) => [row.team, row.points])).toEqual([
      ['A', 1],
      ['B', 1],
      ['C', 0],
    ]);
  });

  it('names its criteria, and picks a default by sport and format', () => {
    expect(tieBreakerNames('fifa')).toEqual(['goalDifference', 'goalsFor', 'headToHead.points', 'headToHead.goalDifference', 'headToHead.goalsFor']);
    expect(tieBreakerNames('uefa')[0]).toBe('headToHead.points');
    expect([defaultRules('football', 'groups_knockout'), defaultRules('football', 'league'), defaultRules('esports', 'league')]).toEqual(['fifa', 'league', 'wins']);
  });
});

describe('points deductions', () => {
  it('come off the points before ranking, and show beside them', () => {
    const matches = played(['A', 1, 0, 'B'], ['B', 1, 0, 'C'], ['A', 1, 0, 'C']);
    expect(order(matches, 'league')).toEqual(['A', 'B', 'C']);
    const table = computeStandings(matches, { rules: 'league', deductions: new Map([['A', 4]]) });
    expect(table.map((row) => [row.team, row.points, row.deducted])).toEqual([
      ['B', 3, 0],
      ['A', 2, 4],
      ['C', 0, 0],
    ]);
  });

  it('list every team of the table, played or not', () => {
    const table = computeStandings(played(['A', 1, 0, 'B']), { rules: 'league', teams: ['A', 'B', 'Z'] });
    expect(table.map((row) => [row.team, row.played])).toEqual([
      ['A', 1],
      ['Z', 0],
      ['B', 1],
    ]);
  });
});
