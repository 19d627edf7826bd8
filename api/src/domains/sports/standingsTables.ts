// The standings answer: one table per group of a season, from its finished group (or league)
// matches and those in progress at their score now (a live table, marked so, with each team's
// move), every team of the table listed even before it has played, ranked by the competition's
// rules, with the points deductions given at import shown beside it.
import { STANDINGS_RULES, type StandingsRules, type StandingsTable, type TeamRef } from '@matchday/contracts/sports/contract';
import type { Queryable } from '../../db/database';
import { computeStandings, defaultRules, tieBreakerNames } from './standings';

export interface StandingsSeason {
  id: string;
  sport: string;
  format: string;
  /** As the competition names them; null for its sport's and format's default. */
  rules: string | null;
}

export function rulesOf(season: Pick<StandingsSeason, 'sport' | 'format' | 'rules'>): StandingsRules {
  return (STANDINGS_RULES as readonly string[]).includes(season.rules ?? '') ? (season.rules as StandingsRules) : defaultRules(season.sport, season.format);
}

export async function standingsTables(db: Queryable, season: StandingsSeason): Promise<StandingsTable[]> {
  const rows = await db.query<{
    group_name: string;
    finished: boolean;
    live: boolean;
    home_id: string;
    home: string;
    home_short: string;
    away_id: string;
    away: string;
    away_short: string;
    home_score: number;
    away_score: number;
  }>(
    `SELECT m.group_name, m.status = 'finished' AS finished, m.status = 'live' AS live, ht.id::text AS home_id, ht.name AS home, ht.short_name AS home_short,
       at.id::text AS away_id, at.name AS away, at.short_name AS away_short, m.home_score, m.away_score
     FROM matches m JOIN teams ht ON ht.id = m.home_team_id JOIN teams at ON at.id = m.away_team_id
     WHERE m.season_id = $1 AND NOT m.knockout ORDER BY m.starts_at, m.id`,
    [season.id],
  );
  const deductions = await db.query<{ team_id: string; name: string; short_name: string; points: number; reason: string }>(
    `SELECT d.team_id::text AS team_id, t.name, t.short_name, d.points, d.reason FROM standings_deductions d JOIN teams t ON t.id = d.team_id
     WHERE d.season_id = $1 ORDER BY d.id`,
    [season.id],
  );
  const teams = new Map<string, TeamRef>();
  for (const row of rows) {
    teams.set(row.home, { id: row.home_id, name: row.home, shortName: row.home_short });
    teams.set(row.away, { id: row.away_id, name: row.away, shortName: row.away_short });
  }
  const rules = rulesOf(season);
  const groups = [...new Set(rows.map((row) => row.group_name))].sort();
  return groups.map((group) => {
    const inGroup = rows.filter((row) => row.group_name === group);
    const members = [...new Set(inGroup.flatMap((row) => [row.home, row.away]))];
    const deducted = deductions.filter((deduction) => members.includes(deduction.name));
    const perTeam = new Map<string, number>();
    for (const deduction of deducted) perTeam.set(deduction.name, (perTeam.get(deduction.name) ?? 0) + Number(deduction.points));
    const counted = (row: (typeof inGroup)[number]) => ({ home: row.home, away: row.away, homeScore: Number(row.home_score), awayScore: Number(row.away_score) });
    const options = { rules, teams: members, deductions: perTeam };
    // Live: the matches in progress count at their score now, as if it were final; each row says
    // how many places that moves its team from the table of finished matches alone.
    const playing = inGroup.filter((row) => row.live);
    const ranked = computeStandings([...inGroup.filter((row) => row.finished), ...playing].map(counted), options);
    const before = playing.length ? computeStandings(inGroup.filter((row) => row.finished).map(counted), options).map((row) => row.team) : ranked.map((row) => row.team);
    const inPlay = new Set(playing.flatMap((row) => [row.home, row.away]));
    return {
      group,
      rules,
      tieBreakers: tieBreakerNames(rules),
      live: playing.length > 0,
      rows: ranked.map((row, index) => ({
        position: index + 1,
        live: inPlay.has(row.team),
        change: before.indexOf(row.team) - index,
        team: teams.get(row.team)!,
        played: row.played,
        won: row.won,
        drawn: row.drawn,
        lost: row.lost,
        scored: row.goalsFor,
        conceded: row.goalsAgainst,
        difference: row.goalDifference,
        points: row.points,
        deducted: row.deducted,
      })),
      deductions: deducted.map((deduction) => ({
        team: { id: deduction.team_id, name: deduction.name, shortName: deduction.short_name },
        points: Number(deduction.points),
        reason: deduction.reason,
      })),
    };
  });
}
