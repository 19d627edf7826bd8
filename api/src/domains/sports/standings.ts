// League tables and how each kind of competition breaks ties. Points first (after deductions),
// then each competition's own criteria, in its regulations' order:
//
//   fifa        World Cup groups (FIFA regulations 2022, art. 32.5): goal difference, goals
//               scored; then, among the teams still level, points, goal difference and goals
//               scored in the matches between them.
//   uefa        EURO and UEFA club competitions' groups (UEFA regulations 2024, art. 20): points,
//               goal difference and goals scored in the matches between the level teams, applied
//               again to any smaller set still level; then goal difference, goals scored, wins.
//   league      Premier League, Bundesliga, Ligue 1 and most leagues: goal difference, goals
//               scored, then points and away goals in the matches between the level teams.
//   league_h2h  La Liga, Serie A: points and goal difference in the matches between the level
//               teams first, then goal difference and goals scored.
//   wins        Basketball and esports tables: wins (one point each), then the matches between
//               the level teams, then score difference and scores.
//
// Fair-play points, play-offs and the drawing of lots are not in the data; teams level on every
// criterion are listed by name, which is stable.
import type { StandingsRules } from '@matchday/contracts/sports/contract';

/** A played match as a table counts it: the score after regular time (and extra time). */
export interface TableMatch {
  home: string;
  away: string;
  homeScore: number;
  awayScore: number;
}

export interface StandingRow {
  team: string;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goalsFor: number;
  goalsAgainst: number;
  goalDifference: number;
  awayGoalsFor: number;
  /** After deductions. */
  points: number;
  deducted: number;
}

type Statistic = 'points' | 'goalDifference' | 'goalsFor' | 'won' | 'awayGoalsFor';

/** One criterion: a statistic over all matches, or statistics over the matches between the level teams. */
type Criterion = { overall: Statistic } | { headToHead: Statistic[]; reapply: boolean };

interface Rules {
  points: { win: number; draw: number };
  /** After points. */
  tieBreakers: Criterion[];
}

const FOOTBALL_POINTS = { win: 3, draw: 1 };

export const STANDINGS: Record<StandingsRules, Rules> = {
  fifa: {
    points: FOOTBALL_POINTS,
    tieBreakers: [
      { overall: 'goalDifference' },
      { overall: 'goalsFor' },
      { headToHead: ['points', 'goalDifference', 'goalsFor'], reapply: false },
    ],
  },
  uefa: {
    points: FOOTBALL_POINTS,
    tieBreakers: [
      { headToHead: ['points', 'goalDifference', 'goalsFor'], reapply: true },
      { overall: 'goalDifference' },
      { overall: 'goalsFor' },
      { overall: 'won' },
    ],
  },
  league: {
    points: FOOTBALL_POINTS,
    tieBreakers: [{ overall: 'goalDifference' }, { overall: 'goalsFor' }, { headToHead: ['points', 'awayGoalsFor'], reapply: false }],
  },
  league_h2h: {
    points: FOOTBALL_POINTS,
    tieBreakers: [{ headToHead: ['points', 'goalDifference'], reapply: false }, { overall: 'goalDifference' }, { overall: 'goalsFor' }],
  },
  wins: {
    points: { win: 1, draw: 0 },
    tieBreakers: [{ headToHead: ['points'], reapply: false }, { overall: 'goalDifference' }, { overall: 'goalsFor' }],
  },
};

/** The rules of a competition that names none: FIFA's for a football tournament, a league's for a league. */
export function defaultRules(sport: string, format: string): StandingsRules {
  if (sport !== 'football') return 'wins';
  return format === 'groups_knockout' ? 'fifa' : 'league';
}

/** The criteria after points, as the standings answer names them (`headToHead.points`, …). */
export function tieBreakerNames(rules: StandingsRules): string[] {
  return STANDINGS[rules].tieBreakers.flatMap((criterion) =>
    'overall' in criterion ? [criterion.overall] : criterion.headToHead.map((statistic) => `headToHead.${statistic}`),
  );
}

function table(matches: TableMatch[], teams: string[], points: Rules['points']): Map<string, StandingRow> {
  const rows = new Map(
    teams.map((team) => [
      team,
      { team, played: 0, won: 0, drawn: 0, lost: 0, goalsFor: 0, goalsAgainst: 0, goalDifference: 0, awayGoalsFor: 0, points: 0, deducted: 0 },
    ]),
  );
  for (const match of matches) {
    const sides: [string, number, number, boolean][] = [
      [match.home, match.homeScore, match.awayScore, false],
      [match.away, match.awayScore, match.homeScore, true],
    ];
    for (const [team, scored, conceded, away] of sides) {
      const row = rows.get(team);
      if (!row) continue;
      row.played += 1;
      row.goalsFor += scored;
      row.goalsAgainst += conceded;
      row.goalDifference = row.goalsFor - row.goalsAgainst;
      if (away) row.awayGoalsFor += scored;
      if (scored > conceded) {
        row.won += 1;
        row.points += points.win;
      } else if (scored === conceded) {
        row.drawn += 1;
        row.points += points.draw;
      } else row.lost += 1;
    }
  }
  return rows;
}

/** Splits teams into runs of equal keys, best (highest) first. */
function splitBy(teams: string[], key: (team: string) => number[]): string[][] {
  const compare = (a: number[], b: number[]) => {
    for (let index = 0; index < a.length; index += 1) if (a[index] !== b[index]) return b[index]! - a[index]!;
    return 0;
  };
  const sorted = [...teams].sort((a, b) => compare(key(a), key(b)));
  const runs: string[][] = [];
  for (const team of sorted) {
    const last = runs.at(-1);
    if (last && compare(key(last[0]!), key(team)) === 0) last.push(team);
    else runs.push([team]);
  }
  return runs;
}

function rank(teams: string[], criteria: Criterion[], overall: Map<string, StandingRow>, matches: TableMatch[], rules: Rules): string[] {
  if (teams.length <= 1) return teams;
  const [criterion, ...rest] = criteria;
  if (!criterion) return [...teams].sort((a, b) => a.localeCompare(b));
  if ('overall' in criterion)
    return splitBy(teams, (team) => [overall.get(team)![criterion.overall]]).flatMap((run) => rank(run, rest, overall, matches, rules));
  const among = table(
    matches.filter((match) => teams.includes(match.home) && teams.includes(match.away)),
    teams,
    rules.points,
  );
  return splitBy(teams, (team) => criterion.headToHead.map((statistic) => among.get(team)![statistic])).flatMap((run) =>
    // UEFA: a smaller set still level goes through the matches between its own teams again.
    criterion.reapply && run.length > 1 && run.length < teams.length ? rank(run, criteria, overall, matches, rules) : rank(run, rest, overall, matches, rules),
  );
}

/**
 * A table from played matches (knockout matches left out by the caller). `teams` lists every
 * team of the table, played or not; `deductions` are points taken off per team.
 */
export function computeStandings(
  matches: TableMatch[],
  options: { rules: StandingsRules; teams?: string[]; deductions?: Map<string, number> },
): StandingRow[] {
  const rules = STANDINGS[options.rules];
  const teams = options.teams ?? [...new Set(matches.flatMap((match) => [match.home, match.away]))];
  const overall = table(matches, teams, rules.points);
  for (const [team, points] of options.deductions ?? []) {
    const row = overall.get(team);
    if (!row) continue;
    row.deducted += points;
    row.points -= points;
  }
  const ranked = splitBy(teams, (team) => [overall.get(team)!.points]).flatMap((run) => rank(run, rules.tieBreakers, overall, matches, rules));
  return ranked.map((team) => overall.get(team)!);
}
