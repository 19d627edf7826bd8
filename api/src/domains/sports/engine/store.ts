// Where the engine keeps the sports world: the catalogue (competitions, seasons, teams and
// generated rosters), the fixtures of its calendar, and every step of every match it plays.
import { BASKETBALL_POSITIONS, type Discipline, type MatchEvent } from '@matchday/contracts/sports/contract';
import type { Queryable } from '../../../db/database';
import { CATALOG, ESPORTS_TITLES } from '../catalog/catalog';
import { NAME_POOLS } from '../catalog/names';
import type { CatalogCompetition, CatalogTeam } from '../catalog/types';
import type { PlannedFixture } from './calendar';
import type { PricedLine } from './odds';
import { seededRandom } from './random';
import { insertEvents, saveMaps, saveOdds, savePlayerStats, updateMatch } from '../facts/matchFacts';
import { PLAYABLE } from './unplayed';
import { fixtureMatch, type LiveMatch, type MatchScript, type SimEvent, type SimMap, type SimPlayer } from './types';
import { shortPlayerName } from '../playerNames';
import { teamColours } from '../teamColours';

/** The season a league is in on a day: football and basketball run August to July. */
export function seasonName(competition: Pick<CatalogCompetition, 'sport'>, day: Date): string {
  if (competition.sport === 'esports') return String(day.getUTCFullYear());
  const start = day.getUTCMonth() >= 7 ? day.getUTCFullYear() : day.getUTCFullYear() - 1;
  return `${start}/${String(start + 1).slice(2)}`;
}

const FOOTBALL_SQUAD = ['GK', 'GK', 'DF', 'DF', 'DF', 'DF', 'DF', 'DF', 'DF', 'MF', 'MF', 'MF', 'MF', 'MF', 'MF', 'MF', 'FW', 'FW', 'FW', 'FW', 'FW', 'DF'];

/** A team's players, the same every time: drawn from its region's names, seeded by the team. */
export function generateRoster(team: CatalogTeam, discipline: Discipline): Omit<SimPlayer, 'id'>[] {
  const random = seededRandom(`roster:${discipline}:${team.name}`);
  const names = new Set<string>();
  // A person's name in their region's order, and their family name (what a pitch shows).
  const person = () => {
    const pool = NAME_POOLS[team.region];
    for (;;) {
      const given = random.pick(pool.given);
      const family = random.pick(pool.family);
      const name = pool.familyFirst ? `${family} ${given}` : `${given} ${family}`;
      if (!names.has(name)) {
        names.add(name);
        return { name, shortName: family };
      }
    }
  };
  if (discipline === 'football')
    return FOOTBALL_SQUAD.map((position, index) => ({ ...person(), position, number: index === 0 ? 1 : index + 1 }));
  if (discipline === 'basketball')
    return Array.from({ length: 13 }, (_, index) => ({ ...person(), position: BASKETBALL_POSITIONS[index % 5]!, number: random.integer(0, 99) }));
  const handles = random.shuffle(ESPORTS_TITLES[discipline].handles).slice(0, 6);
  return handles.map((handle, index) => ({ name: handle, shortName: handle, position: index < 5 ? 'player' : 'substitute', number: null }));
}

/** Writes the catalogue: competitions, this season, teams with their ratings and colours, rosters. */
export async function syncCatalog(db: Queryable, now: Date, catalog = CATALOG): Promise<void> {
  const familyFirstTeams: string[] = [];
  for (const competition of catalog) {
    const [row] = await db.query<{ id: string }>(
      `INSERT INTO competitions (sport, discipline, name, short_name, country, format, tier, source)
       VALUES ($1, $2, $3, $4, $5, $6, $7, 'engine')
       ON CONFLICT (sport, discipline, name, origin) DO UPDATE SET short_name = EXCLUDED.short_name, tier = EXCLUDED.tier
       RETURNING id::text AS id`,
      [competition.sport, competition.discipline, competition.name, competition.shortName, competition.country, competition.format, competition.tier],
    );
    await db.query('INSERT INTO seasons (competition_id, name) VALUES ($1, $2) ON CONFLICT DO NOTHING', [row!.id, seasonName(competition, now)]);
    for (const team of competition.teams) {
      const colours = teamColours(team.name);
      const [teamRow] = await db.query<{ id: string; players: number }>(
        `INSERT INTO teams (sport, discipline, name, short_name, country, rating, primary_colour, secondary_colour) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
         ON CONFLICT (sport, discipline, name, origin) DO UPDATE SET rating = EXCLUDED.rating, short_name = EXCLUDED.short_name,
           primary_colour = EXCLUDED.primary_colour, secondary_colour = EXCLUDED.secondary_colour
         RETURNING id::text AS id, (SELECT count(*)::int FROM players p WHERE p.team_id = teams.id) AS players`,
        [competition.sport, competition.discipline, team.name, team.shortName, team.country, team.rating, colours.primary, colours.secondary],
      );
      if (Number(teamRow!.players) > 0) {
        if (NAME_POOLS[team.region].familyFirst && (competition.discipline === 'football' || competition.discipline === 'basketball')) familyFirstTeams.push(teamRow!.id);
        continue;
      }
      const roster = generateRoster(team, competition.discipline);
      await db.query(
        `INSERT INTO players (team_id, name, short_name, position, shirt_number)
         SELECT $1, name, short_name, position, number FROM unnest($2::text[], $3::text[], $4::text[], $5::int[]) AS r(name, short_name, position, number)
         ON CONFLICT DO NOTHING`,
        [teamRow!.id, roster.map((player) => player.name), roster.map((player) => player.shortName), roster.map((player) => player.position), roster.map((player) => player.number)],
      );
    }
  }
  // Rosters written before players had short names: the family name, first where the region writes it so.
  if (familyFirstTeams.length > 0)
    await db.query("UPDATE players SET short_name = split_part(name, ' ', 1) WHERE team_id = ANY($1::bigint[]) AND short_name = ''", [familyFirstTeams]);
}

/** Adds fixtures not there yet (their external reference says whether they are). */
export async function insertFixtures(db: Queryable, fixtures: PlannedFixture[], catalog = CATALOG): Promise<number> {
  let inserted = 0;
  const byKey = new Map(catalog.map((competition) => [competition.key, competition]));
  for (const fixture of fixtures) {
    const competition = byKey.get(fixture.competitionKey)!;
    const venue = competition.teams.find((team) => team.name === fixture.home)?.venue ?? '';
    const hot =
      competition.tier === 1 &&
      (competition.teams.find((team) => team.name === fixture.home)!.rating + competition.teams.find((team) => team.name === fixture.away)!.rating) / 2 >= 78;
    const rows = await db.query(
      `INSERT INTO matches (season_id, sport, discipline, home_team_id, away_team_id, starts_at, round_name, knockout, best_of, venue, hot, external_ref)
       SELECT s.id, c.sport, c.discipline, h.id, a.id, $5, $6, $7, $8, $9, $10, $11
       FROM competitions c
       JOIN seasons s ON s.competition_id = c.id AND s.name = $4
       JOIN teams h ON h.sport = c.sport AND h.discipline = c.discipline AND h.name = $2 AND h.origin = ''
       JOIN teams a ON a.sport = c.sport AND a.discipline = c.discipline AND a.name = $3 AND a.origin = ''
       WHERE c.sport = $12 AND c.discipline = $13 AND c.name = $1 AND c.origin = ''
       ON CONFLICT (external_ref) DO NOTHING RETURNING id`,
      [
        competition.name,
        fixture.home,
        fixture.away,
        seasonName(competition, fixture.startsAt),
        fixture.startsAt,
        fixture.round,
        fixture.knockout,
        fixture.bestOf,
        venue,
        hot,
        fixture.externalRef,
        competition.sport,
        competition.discipline,
      ],
    );
    inserted += rows.length;
  }
  return inserted;
}

export async function ensureSeason(db: Queryable, competition: CatalogCompetition, at: Date): Promise<void> {
  await db.query(
    `INSERT INTO seasons (competition_id, name) SELECT id, $4 FROM competitions WHERE sport = $1 AND discipline = $2 AND name = $3 AND origin = ''
     ON CONFLICT DO NOTHING`,
    [competition.sport, competition.discipline, competition.name, seasonName(competition, at)],
  );
}

interface DueRow extends HeadRow {
  status: LiveMatch['status'];
  phase: string;
  clock_seconds: number;
  stoppage_minutes: number;
  home_score: number;
  away_score: number;
  period_scores: LiveMatch['periodScores'];
  penalty_home: number | null;
  penalty_away: number | null;
  stats: LiveMatch['stats'];
  lineups: Record<string, unknown>;
  script: MatchScript | null;
  engine_state: Record<string, unknown>;
  starts_at: Date;
  external_ref: string;
  event_seq: number;
}

/** A match with its competition and both teams' names and ratings (what playing or pricing needs). */
const MATCH_HEAD = `m.id::text AS id, m.sport, m.discipline, m.knockout, m.best_of, c.name AS competition_name,
       m.home_team_id::text AS home_id, ht.name AS home_name, ht.rating AS home_rating,
       m.away_team_id::text AS away_id, at.name AS away_name, at.rating AS away_rating`;
const MATCH_JOINS = `FROM matches m JOIN seasons s ON s.id = m.season_id JOIN competitions c ON c.id = s.competition_id
     JOIN teams ht ON ht.id = m.home_team_id JOIN teams at ON at.id = m.away_team_id`;

interface HeadRow {
  id: string;
  sport: LiveMatch['sport'];
  discipline: Discipline;
  knockout: boolean;
  best_of: number | null;
  competition_name: string;
  home_id: string;
  home_name: string;
  home_rating: number;
  away_id: string;
  away_name: string;
  away_rating: number;
}

const quarterMinutesOf = (competition: string) => CATALOG.find((entry) => entry.name === competition)?.quarterMinutes ?? 10;

/** The fields of a match head row, with each team's players (none where they are not needed). */
function matchHead(row: HeadRow, roster: (teamId: string) => SimPlayer[] = () => []): Pick<LiveMatch, 'id' | 'sport' | 'discipline' | 'knockout' | 'bestOf' | 'quarterMinutes' | 'home' | 'away'> {
  return {
    id: row.id,
    sport: row.sport,
    discipline: row.discipline,
    knockout: row.knockout,
    bestOf: row.best_of,
    quarterMinutes: quarterMinutesOf(row.competition_name),
    home: { id: row.home_id, name: row.home_name, rating: Number(row.home_rating), players: roster(row.home_id) },
    away: { id: row.away_id, name: row.away_name, rating: Number(row.away_rating), players: roster(row.away_id) },
  };
}

/** Matches to play now: live ones, and those whose kick-off has come. */
export async function dueMatches(db: Queryable, now: Date, limit = 500): Promise<(LiveMatch & { startsAt: Date; externalRef: string; eventSeq: number })[]> {
  const rows = await db.query<DueRow>(
    `SELECT ${MATCH_HEAD},
       m.status, m.phase, m.clock_seconds, m.stoppage_minutes, m.home_score, m.away_score, m.period_scores,
       m.penalty_home, m.penalty_away, m.stats, m.lineups, m.script, m.engine_state, m.starts_at, m.external_ref, m.event_seq
     ${MATCH_JOINS}
     WHERE (m.status = 'live' OR (m.status = 'not_started' AND m.starts_at <= $1)) AND ${PLAYABLE}
     ORDER BY m.starts_at LIMIT $2`,
    [now, limit],
  );
  if (rows.length === 0) return [];
  const teamIds = [...new Set(rows.flatMap((row) => [row.home_id, row.away_id]))];
  const players = await db.query<{ id: string; team_id: string; name: string; short_name: string; position: string; shirt_number: number | null }>(
    'SELECT id::text AS id, team_id::text AS team_id, name, short_name, position, shirt_number FROM players WHERE team_id = ANY($1::bigint[]) ORDER BY id',
    [teamIds],
  );
  const roster = (teamId: string) =>
    players
      .filter((player) => player.team_id === teamId)
      .map((player) => ({ id: player.id, name: player.name, shortName: player.short_name || shortPlayerName(player.name), position: player.position, number: player.shirt_number }));
  return rows.map((row) => ({
    ...matchHead(row, roster),
    status: row.status,
    phase: row.phase,
    clock: Number(row.clock_seconds),
    stoppage: Number(row.stoppage_minutes),
    homeScore: Number(row.home_score),
    awayScore: Number(row.away_score),
    periodScores: row.period_scores ?? [],
    penalties: row.penalty_home === null ? null : { home: Number(row.penalty_home), away: Number(row.penalty_away) },
    winner: null,
    stats: row.stats && 'home' in row.stats ? row.stats : { home: {}, away: {} },
    playerStats: ((row.engine_state as { playerStats?: LiveMatch['playerStats'] }).playerStats ?? {}),
    lineups: row.lineups ?? {},
    script: row.script,
    state: row.engine_state ?? {},
    maps: ((row.engine_state as { maps?: SimMap[] }).maps ?? []),
    startsAt: new Date(row.starts_at),
    externalRef: row.external_ref,
    eventSeq: Number(row.event_seq),
  }));
}

export interface SaveStep {
  match: LiveMatch;
  events: SimEvent[];
  /** Index of the first new event; sequence numbers continue from here. */
  firstSeq: number;
  at: Date;
  /** When each event happened (by index; `at` where missing). */
  eventTimes?: readonly Date[];
  odds: PricedLine[] | null;
  /** Write per-player statistics and esports maps (they change less often than the score). */
  details: boolean;
  /** Engine bookkeeping to keep with the match (where play has got to). */
  engine: Record<string, unknown>;
}

/** One step of a match: its row, its new events, and (when asked) odds, players and maps. */
export async function saveStep(tx: Queryable, step: SaveStep): Promise<MatchEvent[]> {
  const { match } = step;
  const winnerTeamId = match.winner === 'home' ? match.home.id : match.winner === 'away' ? match.away.id : null;
  const engineState = { ...match.state, ...step.engine, playerStats: match.playerStats, maps: match.maps };
  await updateMatch(
    tx,
    match.id,
    {
      status: match.status,
      phase: match.phase,
      clock: match.clock,
      stoppage: match.stoppage,
      homeScore: match.homeScore,
      awayScore: match.awayScore,
      periodScores: match.periodScores,
      penaltyHome: match.penalties?.home ?? null,
      penaltyAway: match.penalties?.away ?? null,
      winnerTeamId,
      stats: match.stats,
      lineups: match.lineups,
      engineState,
      eventSeq: step.firstSeq + step.events.length,
    },
    step.at,
  );
  const scores = scoreTrail(step);
  const events: MatchEvent[] = step.events.map((event, index) => ({
    seq: step.firstSeq + index + 1,
    type: event.type,
    phase: event.phase,
    minute: event.minute,
    stoppage: event.stoppage,
    side: event.side,
    player: event.player,
    detail: event.detail,
    homeScore: scores[index]![0],
    awayScore: scores[index]![1],
    at: (step.eventTimes?.[index] ?? step.at).toISOString(),
  }));
  await insertEvents(tx, match.id, step.at, events);
  if (step.odds) await saveOdds(tx, match, step.odds, step.at);
  if (step.details) await saveDetails(tx, match);
  return events;
}

/** The score after each event, walking back from the score now. */
function scoreTrail(step: SaveStep): [number, number][] {
  const scoring = new Set(['goal', 'own_goal', 'penalty', 'map_won']);
  let home = step.match.homeScore;
  let away = step.match.awayScore;
  const trail: [number, number][] = [];
  for (let index = step.events.length - 1; index >= 0; index -= 1) {
    const event = step.events[index]!;
    trail.unshift([home, away]);
    if (step.match.sport === 'basketball' && event.detail.made) {
      const points = event.type === 'three_point' ? 3 : event.type === 'two_point' ? 2 : event.type === 'free_throw' ? 1 : 0;
      if (event.side === 'home') home -= points;
      else away -= points;
    } else if (scoring.has(event.type)) {
      if (event.side === 'home') home -= 1;
      else if (event.side === 'away') away -= 1;
    }
  }
  return trail;
}

async function saveDetails(tx: Queryable, match: LiveMatch): Promise<void> {
  const teamOf = (playerId: string) => (match.home.players.some((player) => player.id === playerId) ? match.home.id : match.away.id);
  await savePlayerStats(
    tx,
    match.id,
    Object.entries(match.playerStats).map(([playerId, stats]) => ({ playerId, teamId: teamOf(playerId), stats })),
  );
  // The map in play has lasted as long as the match clock says.
  await saveMaps(tx, match.id, match.maps.map((map) => (map.status === 'finished' ? map : { ...map, durationSeconds: match.clock })), { home: match.home.id, away: match.away.id });
}

/** Reasons are keys the site translates. */
export const INJURY_REASONS = ['hamstring', 'knee', 'ankle', 'groin', 'calf', 'shoulder', 'back', 'illness', 'concussion'] as const;

/**
 * This week's injury list of every football and basketball team the engine plays (a provider's
 * teams have the provider's list): a few players out or doubtful,
 * drawn from a source seeded by the team and the week, so it is the same all week and changes
 * from one week to the next.
 */
export async function refreshInjuries(db: Queryable, now: Date): Promise<number> {
  const weekStart = new Date(now);
  weekStart.setUTCHours(0, 0, 0, 0);
  weekStart.setUTCDate(weekStart.getUTCDate() - ((weekStart.getUTCDay() + 6) % 7));
  const week = weekStart.toISOString().slice(0, 10);
  const players = await db.query<{ id: string; team_id: string; team: string; position: string }>(
    `SELECT p.id::text AS id, p.team_id::text AS team_id, t.name AS team, p.position FROM players p JOIN teams t ON t.id = p.team_id
     WHERE t.sport IN ('football', 'basketball') AND NOT EXISTS (SELECT 1 FROM injuries i WHERE i.team_id = t.id AND i.reported_at >= $1)
       AND NOT EXISTS (SELECT 1 FROM provider_refs r WHERE r.kind = 'team' AND r.local_id = t.id)
     ORDER BY p.team_id, p.id`,
    [weekStart],
  );
  const byTeam = new Map<string, typeof players>();
  for (const player of players) byTeam.set(player.team_id, [...(byTeam.get(player.team_id) ?? []), player]);
  const rows: { teamId: string; playerId: string; reason: string; status: string; back: string | null }[] = [];
  for (const [teamId, squad] of byTeam) {
    const random = seededRandom(`injuries:${squad[0]!.team}:${week}`);
    const count = random.pick([0, 1, 1, 2, 2, 3]);
    for (const player of random.shuffle(squad).slice(0, count)) {
      const out = random.chance(0.65);
      const days = out ? random.integer(7, 60) : random.integer(2, 10);
      rows.push({
        teamId,
        playerId: player.id,
        reason: random.pick(INJURY_REASONS),
        status: out ? 'out' : 'doubtful',
        back: new Date(weekStart.getTime() + days * 86_400_000).toISOString().slice(0, 10),
      });
    }
  }
  if (byTeam.size === 0) return 0;
  await db.query('DELETE FROM injuries WHERE team_id = ANY($1::bigint[])', [[...byTeam.keys()]]);
  if (rows.length > 0)
    await db.query(
      `INSERT INTO injuries (team_id, player_id, reason, status, expected_return, reported_at)
       SELECT team_id, player_id, reason, status, expected_return::date, $6 FROM unnest($1::bigint[], $2::bigint[], $3::text[], $4::text[], $5::text[])
         AS i(team_id, player_id, reason, status, expected_return)`,
      [rows.map((row) => row.teamId), rows.map((row) => row.playerId), rows.map((row) => row.reason), rows.map((row) => row.status), rows.map((row) => row.back), weekStart],
    );
  return rows.length;
}

/** Fixtures with no prices yet, as much of a match as pricing needs. */
export async function unpricedFixtures(db: Queryable, limit = 2000): Promise<LiveMatch[]> {
  const rows = await db.query<HeadRow>(
    `SELECT ${MATCH_HEAD} ${MATCH_JOINS}
     WHERE m.status = 'not_started' AND ${PLAYABLE} AND NOT EXISTS (SELECT 1 FROM odds o WHERE o.match_id = m.id)
     ORDER BY m.starts_at LIMIT $1`,
    [limit],
  );
  return rows.map((row) => fixtureMatch(matchHead(row)));
}

/** Opening prices of a fixture (the first point of its odds movement). */
export async function saveOpeningOdds(db: Queryable, match: LiveMatch, lines: PricedLine[], at: Date): Promise<void> {
  await saveOdds(db, match, lines, at);
}
