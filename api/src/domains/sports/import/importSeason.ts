// Loads a parsed openfootball season into the database: the competition and season, its
// teams, every match with its result (half, full, extra time, shoot-out), goal events, points
// deductions, and from these the standings and bracket the read api computes.
//
// All of it in one transaction, checked before the first write, so a refused import leaves
// nothing behind. Importing again updates in place: a fixture is known by its match number or its
// stage and teams (never its date or time zone), compared with what is stored, and written only
// if it changed; a stored result the file no longer gives is kept (and reported) unless removals
// are allowed. With `replayFrom`, kick-offs move so the first falls at that moment and played
// matches start over as fixtures carrying their real goals (a script): the live engine then
// plays them, scoring the real goals at their real minutes. A match without a result is never
// played: it is "result unknown" once its kick-off has passed.
import type { StandingsRules } from '@matchday/contracts/sports/contract';
import type { Database, Queryable } from '../../../db/database';
import { NAME_POOLS } from '../catalog/names';
import type { NameRegion } from '../catalog/types';
import { generateRoster } from '../engine/store';
import { rulesOf } from '../standingsTables';
import { teamColours } from '../teamColours';
import { wantedMatch } from './matchRows';
import { writeMatches } from './matchWrites';
import type { ParsedSeason } from './openfootballFormat';
import type { ImportReport } from './report';
import type { Deduction } from './sources';

export interface ImportOptions {
  /** Move the season so its first kick-off is at this moment, and let the engine replay it. */
  replayFrom?: Date;
  /** Tier 1 competitions' matches are "hot" on the site. */
  tier?: number;
  /** Where the competition is played (ISO 3166 alpha-2, or INT). */
  country?: string;
  /** How the competition's tables break ties; unset keeps what it had (or its format's default). */
  tieBreakers?: StandingsRules;
  /** The season's points deductions, replacing those stored; unset keeps them. */
  deductions?: Deduction[];
  /** Now, for telling a past match without a result from a fixture still to come. */
  now?: Date;
  /**
   * Remove a stored result (score, events, and so the tables and bracket it decides) that the
   * file no longer gives. Unset, such a match is kept as stored and the report lists it.
   */
  allowRemovals?: boolean;
}

/** A scoreboard abbreviation: "Argentina" -> ARG, "Costa Rica" -> CRI, "United States" -> UNI. */
export function shortNameOf(name: string): string {
  const words = name.replace(/[^\p{L}\s]/gu, '').split(/\s+/).filter(Boolean);
  if (words.length === 0) return name.slice(0, 3).toUpperCase();
  if (words.length === 1) return words[0]!.slice(0, 3).toUpperCase();
  return (words[0]!.slice(0, 1) + words.at(-1)!.slice(0, 2)).toUpperCase();
}

const SQUAD_SIZE = 22;

/** The season must hold together before anything is written (parseOpenFootball checks the file). */
function validate(season: ParsedSeason, options: ImportOptions): void {
  const teams = new Set(season.teams);
  const unknown = new Set(season.matches.flatMap((match) => [match.home, match.away]).filter((team) => !teams.has(team)));
  for (const deduction of options.deductions ?? []) if (!teams.has(deduction.team)) unknown.add(deduction.team);
  if (unknown.size > 0) throw new Error(`${season.competition} ${season.season}: unknown team(s) ${[...unknown].map((team) => `"${team}"`).join(', ')}; nothing was imported`);
  const keys = new Set(season.matches.map((match) => match.key));
  if (keys.size !== season.matches.length) throw new Error(`${season.competition} ${season.season}: two matches share an identity; nothing was imported`);
  if (options.replayFrom && Number.isNaN(options.replayFrom.getTime())) throw new Error('--replay-from: not a time');
}

/** Real scorers first, then generated squad players, so a replayed match has a full side. */
async function ensureRoster(tx: Queryable, teamId: string, team: string, scorers: string[]): Promise<void> {
  const existing = await tx.query<{ name: string }>('SELECT name FROM players WHERE team_id = $1', [teamId]);
  const names = new Set(existing.map((player) => player.name));
  const missingScorers = scorers.filter((name) => !names.has(name));
  const regions = Object.keys(NAME_POOLS) as NameRegion[];
  const region = regions[[...team].reduce((sum, character) => sum + character.charCodeAt(0), 0) % regions.length]!;
  const generated = generateRoster({ name: team, shortName: shortNameOf(team), country: '', rating: 70, region }, 'football');
  const wanted = [
    ...missingScorers.map((name) => ({ name, position: 'FW', number: null as number | null })),
    ...generated.filter((player) => !names.has(player.name)).slice(0, Math.max(0, SQUAD_SIZE - existing.length - missingScorers.length)),
  ];
  if (wanted.length === 0) return;
  await tx.query(
    `INSERT INTO players (team_id, name, position, shirt_number)
     SELECT $1, name, position, number FROM unnest($2::text[], $3::text[], $4::int[]) AS r(name, position, number)
     ON CONFLICT DO NOTHING`,
    [teamId, wanted.map((player) => player.name), wanted.map((player) => player.position), wanted.map((player) => player.number)],
  );
}

/** The competition row, created or brought up to date only where it differs. */
async function competitionOf(tx: Queryable, season: ParsedSeason, options: ImportOptions): Promise<{ id: string; rules: StandingsRules }> {
  const tier = options.tier ?? 1;
  const [found] = await tx.query<{ id: string; format: string; tier: number; rules: string | null }>(
    `SELECT id::text AS id, format, tier, standings_rules AS rules FROM competitions WHERE sport = 'football' AND discipline = 'football' AND name = $1 AND origin = ''`,
    [season.competition],
  );
  if (!found) {
    const [created] = await tx.query<{ id: string }>(
      `INSERT INTO competitions (sport, discipline, name, short_name, country, format, tier, source, standings_rules)
       VALUES ('football', 'football', $1, $2, $3, $4, $5, 'openfootball', $6) RETURNING id::text AS id`,
      [season.competition, shortNameOf(season.competition), options.country ?? 'INT', season.format, tier, options.tieBreakers ?? null],
    );
    return { id: created!.id, rules: rulesOf({ sport: 'football', format: season.format, rules: options.tieBreakers ?? null }) };
  }
  const rules = options.tieBreakers ?? found.rules;
  if (found.format !== season.format || Number(found.tier) !== tier || rules !== found.rules)
    await tx.query('UPDATE competitions SET format = $2, tier = $3, standings_rules = $4 WHERE id = $1', [found.id, season.format, tier, rules]);
  return { id: found.id, rules: rulesOf({ sport: 'football', format: season.format, rules }) };
}

/** Replaces the season's deductions when they differ; returns whether they did. */
async function writeDeductions(tx: Queryable, seasonId: string, deductions: Deduction[], teamIds: Map<string, string>): Promise<boolean> {
  const stored = await tx.query<{ team_id: string; points: number; reason: string }>(
    'SELECT team_id::text AS team_id, points, reason FROM standings_deductions WHERE season_id = $1 ORDER BY id',
    [seasonId],
  );
  const wanted = deductions.map((deduction) => ({ team_id: teamIds.get(deduction.team)!, points: deduction.points, reason: deduction.reason }));
  const same = (a: typeof wanted) => JSON.stringify(a.map((entry) => [entry.team_id, Number(entry.points), entry.reason]));
  if (same(stored) === same(wanted)) return false;
  await tx.query('DELETE FROM standings_deductions WHERE season_id = $1', [seasonId]);
  if (wanted.length > 0)
    await tx.query(
      `INSERT INTO standings_deductions (season_id, team_id, points, reason)
       SELECT $1, team_id, points, reason FROM unnest($2::bigint[], $3::int[], $4::text[]) WITH ORDINALITY AS d(team_id, points, reason, n) ORDER BY n`,
      [seasonId, wanted.map((entry) => entry.team_id), wanted.map((entry) => entry.points), wanted.map((entry) => entry.reason)],
    );
  return true;
}

export async function importSeason(db: Database, season: ParsedSeason, options: ImportOptions = {}): Promise<ImportReport> {
  validate(season, options);
  const first = Math.min(...season.matches.map((match) => match.startsAt.getTime()));
  const replay = options.replayFrom !== undefined;
  const rowOptions = { shift: replay ? options.replayFrom!.getTime() - first : 0, replay, tier: options.tier ?? 1, now: options.now ?? new Date() };
  const wanted = season.matches.map((match) => wantedMatch(season, match, rowOptions));
  return db.transaction(async (tx) => {
    const competition = await competitionOf(tx, season, options);
    let [seasonRow] = await tx.query<{ id: string }>('SELECT id::text AS id FROM seasons WHERE competition_id = $1 AND name = $2', [competition.id, season.season]);
    seasonRow ??= (
      await tx.query<{ id: string }>('INSERT INTO seasons (competition_id, name) VALUES ($1, $2) RETURNING id::text AS id', [competition.id, season.season])
    )[0]!;
    const known = await tx.query<{ id: string; name: string }>(
      "SELECT id::text AS id, name FROM teams WHERE sport = 'football' AND discipline = 'football' AND name = ANY($1::text[]) AND origin = ''",
      [season.teams],
    );
    const teamIds = new Map(known.map((team) => [team.name, team.id]));
    let newTeams = 0;
    for (const team of season.teams) {
      if (!teamIds.has(team)) {
        const colours = teamColours(team);
        const [row] = await tx.query<{ id: string }>(
          `INSERT INTO teams (sport, discipline, name, short_name, country, rating, primary_colour, secondary_colour)
           VALUES ('football', 'football', $1, $2, '', 70, $3, $4) RETURNING id::text AS id`,
          [team, shortNameOf(team), colours.primary, colours.secondary],
        );
        teamIds.set(team, row!.id);
        newTeams += 1;
      }
      // A scorer of an own goal plays for the other side.
      const scorers = season.matches.flatMap((match) =>
        match.goals.filter((goal) => ((goal.side === 'home') !== goal.ownGoal ? match.home : match.away) === team).map((goal) => goal.player),
      );
      await ensureRoster(tx, teamIds.get(team)!, team, [...new Set(scorers.filter(Boolean))]);
    }
    const counts = await writeMatches(tx, seasonRow.id, wanted, teamIds, { now: rowOptions.now, allowRemovals: options.allowRemovals ?? false });
    // The states as stored, kept matches included (they keep theirs, not the file's).
    const states = await tx.query<{ status: string; count: number }>(
      'SELECT status, count(*)::int AS count FROM matches WHERE external_ref = ANY($1::text[]) GROUP BY status',
      [wanted.map((match) => match.externalRef)],
    );
    const inState = (status: string) => Number(states.find((state) => state.status === status)?.count ?? 0);
    const deductionsChanged = options.deductions ? await writeDeductions(tx, seasonRow.id, options.deductions, teamIds) : false;
    return {
      competition: season.competition,
      season: season.season,
      format: season.format,
      competitionId: competition.id,
      seasonId: seasonRow.id,
      tieBreakers: competition.rules,
      teams: season.teams.length,
      newTeams,
      matches: wanted.length,
      ...counts,
      withResults: season.matches.filter((match) => match.result).length,
      finished: inState('finished'),
      resultUnknown: inState('result_unknown'),
      toPlay: inState('not_started'),
      goals: season.matches.reduce((sum, match) => sum + (match.result ? match.goals.length : 0), 0),
      deductions: options.deductions?.length ?? null,
      deductionsChanged,
      replayFrom: options.replayFrom ?? null,
      warnings: season.warnings,
    };
  });
}
