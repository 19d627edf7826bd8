// Loads a parsed openfootball season into the database: the competition and season, its
// teams, every match with its result (half, full, extra time, shoot-out), goal events, and
// from these the standings and bracket the read api computes. Importing again updates in
// place. With `replayFrom`, kick-offs move so the first falls at that moment and played matches
// start over as fixtures carrying their real goals (a script): the live engine then plays
// them, scoring the real goals at their real minutes.
import type { Database, Queryable } from '../../../db/database';
import { NAME_POOLS } from '../catalog/names';
import type { NameRegion } from '../catalog/types';
import { generateRoster } from '../engine/store';
import type { MatchScript } from '../engine/types';
import { winnerOf, type ParsedMatch, type ParsedSeason } from './openfootball';

export interface ImportOptions {
  /** Move the season so its first kick-off is at this moment, and let the engine replay it. */
  replayFrom?: Date;
  /** Tier 1 competitions' matches are "hot" on the site. */
  tier?: number;
  /** Where the competition is played (ISO 3166 alpha-2, or INT). */
  country?: string;
}

export interface ImportSummary {
  competitionId: string;
  seasonId: string;
  teams: number;
  matches: number;
  finished: number;
  goals: number;
}

/** A scoreboard abbreviation: "Argentina" -> ARG, "Costa Rica" -> CRI, "United States" -> UNI. */
export function shortNameOf(name: string): string {
  const words = name.replace(/[^\p{L}\s]/gu, '').split(/\s+/).filter(Boolean);
  if (words.length === 0) return name.slice(0, 3).toUpperCase();
  if (words.length === 1) return words[0]!.slice(0, 3).toUpperCase();
  return (words[0]!.slice(0, 1) + words.at(-1)!.slice(0, 2)).toUpperCase();
}

const SQUAD_SIZE = 22;

function externalRef(season: ParsedSeason, match: ParsedMatch): string {
  return `openfootball:${season.competition}:${season.season}:${match.startsAt.toISOString().slice(0, 10)}:${match.home}:${match.away}`;
}

/** The score at the end of each period, and the final one (after extra time if played). */
function periodsOf(match: ParsedMatch): { period: string; home: number; away: number }[] {
  const result = match.result!;
  const periods: { period: string; home: number; away: number }[] = [];
  if (result.halfTime) {
    periods.push({ period: '1H', home: result.halfTime[0], away: result.halfTime[1] });
    periods.push({ period: '2H', home: result.fullTime[0] - result.halfTime[0], away: result.fullTime[1] - result.halfTime[1] });
  }
  if (result.extraTime) periods.push({ period: 'ET', home: result.extraTime[0] - result.fullTime[0], away: result.extraTime[1] - result.fullTime[1] });
  return periods;
}

function scriptOf(match: ParsedMatch): MatchScript {
  const result = match.result!;
  return {
    goals: match.goals.map((goal) => ({ side: goal.side, player: goal.player, minute: goal.minute, stoppage: goal.stoppage, penalty: goal.penalty, ownGoal: goal.ownGoal })),
    halfTime: result.halfTime,
    fullTime: result.fullTime,
    extraTime: result.extraTime,
    penalties: result.penalties,
  };
}

/** Real scorers first, then generated squad players, so a replayed match has a full side. */
async function ensureRoster(tx: Queryable, teamId: string, team: string, scorers: string[]): Promise<void> {
  const regions = Object.keys(NAME_POOLS) as NameRegion[];
  const region = regions[[...team].reduce((sum, character) => sum + character.charCodeAt(0), 0) % regions.length]!;
  const generated = generateRoster({ name: team, shortName: shortNameOf(team), country: '', rating: 70, region }, 'football');
  const [{ players } = { players: 0 }] = await tx.query<{ players: number }>('SELECT count(*)::int AS players FROM players WHERE team_id = $1', [teamId]);
  const wanted = [
    ...scorers.map((name) => ({ name, position: 'FW', number: null as number | null })),
    ...generated.slice(0, Math.max(0, SQUAD_SIZE - Number(players) - scorers.length)),
  ];
  if (wanted.length === 0) return;
  await tx.query(
    `INSERT INTO players (team_id, name, position, shirt_number)
     SELECT $1, name, position, number FROM unnest($2::text[], $3::text[], $4::int[]) AS r(name, position, number)
     ON CONFLICT DO NOTHING`,
    [teamId, wanted.map((player) => player.name), wanted.map((player) => player.position), wanted.map((player) => player.number)],
  );
}

export async function importSeason(db: Database, season: ParsedSeason, options: ImportOptions = {}): Promise<ImportSummary> {
  const first = Math.min(...season.matches.map((match) => match.startsAt.getTime()));
  const shift = options.replayFrom ? options.replayFrom.getTime() - first : 0;
  const replay = options.replayFrom !== undefined;
  return db.transaction(async (tx) => {
    const [competition] = await tx.query<{ id: string }>(
      `INSERT INTO competitions (sport, discipline, name, short_name, country, format, tier, source)
       VALUES ('football', 'football', $1, $2, $3, $4, $5, 'openfootball')
       ON CONFLICT (sport, discipline, name) DO UPDATE SET format = EXCLUDED.format, tier = EXCLUDED.tier
       RETURNING id::text AS id`,
      [season.competition, shortNameOf(season.competition), options.country ?? 'INT', season.format, options.tier ?? 1],
    );
    const [seasonRow] = await tx.query<{ id: string }>(
      `INSERT INTO seasons (competition_id, name) VALUES ($1, $2)
       ON CONFLICT (competition_id, name) DO UPDATE SET name = EXCLUDED.name RETURNING id::text AS id`,
      [competition!.id, season.season],
    );
    const teamIds = new Map<string, string>();
    for (const team of season.teams) {
      const [row] = await tx.query<{ id: string }>(
        `INSERT INTO teams (sport, discipline, name, short_name, country, rating) VALUES ('football', 'football', $1, $2, '', 70)
         ON CONFLICT (sport, discipline, name) DO UPDATE SET name = EXCLUDED.name RETURNING id::text AS id`,
        [team, shortNameOf(team)],
      );
      teamIds.set(team, row!.id);
      // A scorer of an own goal plays for the other side.
      const scorers = season.matches.flatMap((match) =>
        match.goals.filter((goal) => ((goal.side === 'home') !== goal.ownGoal ? match.home : match.away) === team).map((goal) => goal.player),
      );
      await ensureRoster(tx, row!.id, team, [...new Set(scorers.filter(Boolean))]);
    }

    let goals = 0;
    let finished = 0;
    for (const match of season.matches) {
      const played = match.result !== null && !replay;
      const startsAt = new Date(match.startsAt.getTime() + shift);
      const result = match.result;
      const final = result ? (result.extraTime ?? result.fullTime) : [0, 0];
      const winner = played ? winnerOf(match) : null;
      const [row] = await tx.query<{ id: string }>(
        `INSERT INTO matches (season_id, sport, discipline, home_team_id, away_team_id, starts_at, status, phase, clock_seconds,
           home_score, away_score, period_scores, penalty_home, penalty_away, winner_team_id, round_name, group_name, knockout,
           venue, hot, script, engine_state, source, external_ref, event_seq, version, updated_at)
         VALUES ($1, 'football', 'football', $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb, $11, $12, $13, $14, $15, $16, $17, $18,
           $19::jsonb, '{}'::jsonb, 'openfootball', $20, 0, 1, now())
         ON CONFLICT (external_ref) DO UPDATE SET starts_at = EXCLUDED.starts_at, status = EXCLUDED.status, phase = EXCLUDED.phase,
           clock_seconds = EXCLUDED.clock_seconds, home_score = EXCLUDED.home_score, away_score = EXCLUDED.away_score,
           period_scores = EXCLUDED.period_scores, penalty_home = EXCLUDED.penalty_home, penalty_away = EXCLUDED.penalty_away,
           winner_team_id = EXCLUDED.winner_team_id, round_name = EXCLUDED.round_name, group_name = EXCLUDED.group_name,
           knockout = EXCLUDED.knockout, venue = EXCLUDED.venue, script = EXCLUDED.script, engine_state = '{}'::jsonb,
           stats = '{}'::jsonb, lineups = '{}'::jsonb, event_seq = 0, version = matches.version + 1, updated_at = now()
         RETURNING id::text AS id`,
        [
          seasonRow!.id,
          teamIds.get(match.home),
          teamIds.get(match.away),
          startsAt,
          played ? 'finished' : 'not_started',
          played ? 'full_time' : 'scheduled',
          played ? (result!.extraTime ? 120 : 90) * 60 : 0,
          played ? final[0] : 0,
          played ? final[1] : 0,
          JSON.stringify(played ? periodsOf(match) : []),
          played ? (result!.penalties?.[0] ?? null) : null,
          played ? (result!.penalties?.[1] ?? null) : null,
          winner ? teamIds.get(winner) : null,
          match.round,
          match.group,
          match.knockout,
          match.venue,
          (options.tier ?? 1) === 1 && match.knockout,
          replay && result ? JSON.stringify(scriptOf(match)) : null,
          externalRef(season, match),
        ],
      );
      // Events, odds and details of an earlier import (or replay) go; a replay makes its own.
      await tx.query('DELETE FROM match_events WHERE match_id = $1', [row!.id]);
      await tx.query('DELETE FROM odds_history WHERE odds_id IN (SELECT id FROM odds WHERE match_id = $1)', [row!.id]);
      await tx.query('DELETE FROM odds WHERE match_id = $1', [row!.id]);
      await tx.query('DELETE FROM match_player_stats WHERE match_id = $1', [row!.id]);
      if (!played) continue;
      finished += 1;
      goals += match.goals.length;
      await tx.query('UPDATE matches SET event_seq = $2 WHERE id = $1', [row!.id, await writeEvents(tx, row!.id, match, startsAt)]);
    }
    return { competitionId: competition!.id, seasonId: seasonRow!.id, teams: season.teams.length, matches: season.matches.length, finished, goals };
  });
}

/** Kick-off, the goals as they went in, half-time, full time and the shoot-out's result. */
async function writeEvents(tx: Queryable, matchId: string, match: ParsedMatch, startsAt: Date): Promise<number> {
  const result = match.result!;
  const events: { type: string; phase: string; minute: number; stoppage: number; side: string | null; player: string; detail: object; home: number; away: number }[] = [];
  let home = 0;
  let away = 0;
  const phaseAt = (minute: number) => (minute <= 45 ? 'first_half' : minute <= 90 ? 'second_half' : 'extra_time');
  events.push({ type: 'kick_off', phase: 'first_half', minute: 1, stoppage: 0, side: null, player: '', detail: {}, home, away });
  let halfTimeWritten = false;
  const halfTime = () => {
    if (halfTimeWritten || !result.halfTime) return;
    halfTimeWritten = true;
    events.push({ type: 'half_time_score', phase: 'half_time', minute: 45, stoppage: 0, side: null, player: '', detail: { home: result.halfTime[0], away: result.halfTime[1] }, home, away });
  };
  for (const goal of match.goals) {
    if (goal.minute > 45) halfTime();
    if (goal.side === 'home') home += 1;
    else away += 1;
    const type = goal.ownGoal ? 'own_goal' : goal.penalty ? 'penalty' : 'goal';
    events.push({ type, phase: phaseAt(goal.minute), minute: goal.minute, stoppage: goal.stoppage, side: goal.side, player: goal.player, detail: { score: `${home}-${away}` }, home, away });
  }
  halfTime();
  if (result.penalties)
    events.push({
      type: 'penalty_shootout',
      phase: 'penalties',
      minute: 120,
      stoppage: 0,
      side: result.penalties[0] > result.penalties[1] ? 'home' : 'away',
      player: '',
      detail: { home: result.penalties[0], away: result.penalties[1], final: true },
      home,
      away,
    });
  events.push({ type: 'full_time', phase: 'full_time', minute: result.extraTime ? 120 : 90, stoppage: 0, side: null, player: '', detail: { score: `${home}-${away}` }, home, away });
  await tx.query(
    `INSERT INTO match_events (match_id, seq, type, phase, minute, stoppage, side, player, detail, home_score, away_score, created_at)
     SELECT $1, seq, type, phase, minute, stoppage, side, player, detail::jsonb, home_score, away_score,
       $2::timestamptz + make_interval(mins => minute + CASE WHEN minute > 45 THEN 15 ELSE 0 END)
     FROM unnest($3::int[], $4::text[], $5::text[], $6::int[], $7::int[], $8::text[], $9::text[], $10::text[], $11::int[], $12::int[])
       AS e(seq, type, phase, minute, stoppage, side, player, detail, home_score, away_score)`,
    [
      matchId,
      startsAt,
      events.map((_, index) => index + 1),
      events.map((event) => event.type),
      events.map((event) => event.phase),
      events.map((event) => event.minute),
      events.map((event) => event.stoppage),
      events.map((event) => event.side),
      events.map((event) => event.player),
      events.map((event) => JSON.stringify(event.detail)),
      events.map((event) => event.home),
      events.map((event) => event.away),
    ],
  );
  return events.length;
}
