// Writes the season's fixtures, comparing each with what is stored first: a new fixture is
// created, a changed one updated in place (its version grows, its events, odds and details are
// rewritten), an unchanged one is not touched at all. A file that no longer gives a stored
// result (a score left out) never erases it unless the operator allows removals: the match is
// kept as stored, and the report names it.
import type { MatchEvent } from '@matchday/contracts/sports/contract';
import type { Queryable } from '../../../db/database';
import { clearMatchPlay, createMatch, insertEvents, MATCH_COLUMNS, updateMatch, type MatchColumns } from '../facts/matchFacts';
import type { WantedEvent, WantedMatch } from './matchRows';
import type { ResultRemoval } from './report';

export interface WriteCounts {
  created: number;
  updated: number;
  unchanged: number;
  kept: number;
  removals: ResultRemoval[];
}

export interface WriteOptions {
  /** Now, the matches' `updated_at`. */
  now: Date;
  /** Remove a stored result the file no longer gives; otherwise the match is kept as stored. */
  allowRemovals: boolean;
}

interface StoredRow {
  id: string;
  external_ref: string;
  season_id: string;
  sport: string;
  discipline: string;
  source: string;
  home_team_id: string;
  away_team_id: string;
  starts_at: Date;
  status: string;
  phase: string;
  clock_seconds: number;
  stoppage_minutes: number;
  home_score: number;
  away_score: number;
  period_scores: unknown;
  penalty_home: number | null;
  penalty_away: number | null;
  winner_team_id: string | null;
  round_name: string;
  group_name: string;
  knockout: boolean;
  best_of: number | null;
  venue: string;
  hot: boolean;
  stats: unknown;
  lineups: unknown;
  script: unknown;
  engine_state: unknown;
  event_seq: number;
  home_name: string;
  away_name: string;
}

interface StoredEvent {
  match_id: string;
  seq: number;
  type: WantedEvent['type'];
  phase: string;
  minute: number;
  stoppage: number;
  side: WantedEvent['side'];
  player: string;
  detail: unknown;
  home_score: number;
  away_score: number;
  created_at: Date;
}

/** JSON with sorted keys and times as instants, so stored jsonb and fresh objects compare. */
function canonical(value: unknown): string {
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  return JSON.stringify(value ?? null);
}

const eventView = (event: WantedEvent) => [
  event.type,
  event.phase,
  event.minute,
  event.stoppage,
  event.side,
  event.player,
  event.detail,
  event.homeScore,
  event.awayScore,
  event.at,
];

/** The match columns an import decides, in the order its view compares them. */
const IMPORT_FIELDS = [
  'seasonId', 'sport', 'discipline', 'source', 'homeTeamId', 'awayTeamId', 'startsAt', 'status', 'phase', 'clock', 'stoppage',
  'homeScore', 'awayScore', 'periodScores', 'penaltyHome', 'penaltyAway', 'winnerTeamId', 'round', 'group', 'knockout', 'bestOf',
  'venue', 'hot', 'stats', 'lineups', 'script', 'engineState', 'eventSeq',
] as const satisfies readonly (keyof MatchColumns)[];
type ImportColumns = Pick<MatchColumns, (typeof IMPORT_FIELDS)[number]>;
const NUMBERS = new Set<keyof MatchColumns>(['clock', 'stoppage', 'homeScore', 'awayScore', 'penaltyHome', 'penaltyAway', 'eventSeq']);

/** A stored column as the import compares it: numbers as numbers, instants as dates. */
function storedValue(row: StoredRow, field: keyof ImportColumns): unknown {
  const value = (row as unknown as Record<string, unknown>)[MATCH_COLUMNS[field].column];
  if (field === 'startsAt') return new Date(value as Date);
  return NUMBERS.has(field) && value !== null ? Number(value) : value;
}

/** Everything the import decides about a match, as it is stored, or as it is wanted. */
function storedView(row: StoredRow, events: StoredEvent[]) {
  return canonical({
    row: IMPORT_FIELDS.map((field) => storedValue(row, field)),
    events: events.map((event) =>
      eventView({
        type: event.type,
        phase: event.phase,
        minute: Number(event.minute),
        stoppage: Number(event.stoppage),
        side: event.side,
        player: event.player,
        detail: event.detail as Record<string, unknown>,
        homeScore: Number(event.home_score),
        awayScore: Number(event.away_score),
        at: new Date(event.created_at),
      }),
    ),
  });
}

/** An imported match's columns as the import wants them (an openfootball match: football, no odds, statistics or line-ups). */
function wantedColumns(match: WantedMatch, seasonId: string, teamIds: Map<string, string>): ImportColumns {
  return {
    seasonId,
    sport: 'football',
    discipline: 'football',
    source: 'openfootball',
    homeTeamId: teamIds.get(match.home)!,
    awayTeamId: teamIds.get(match.away)!,
    startsAt: match.startsAt,
    status: match.status,
    phase: match.phase,
    clock: match.clockSeconds,
    stoppage: 0,
    homeScore: match.homeScore,
    awayScore: match.awayScore,
    periodScores: match.periodScores,
    penaltyHome: match.penaltyHome,
    penaltyAway: match.penaltyAway,
    winnerTeamId: match.winner ? teamIds.get(match.winner)! : null,
    round: match.round,
    group: match.group,
    knockout: match.knockout,
    bestOf: null,
    venue: match.venue,
    hot: match.hot,
    stats: {},
    lineups: {},
    script: match.script,
    engineState: {},
    eventSeq: match.events.length,
  };
}

type Score = [number, number] | null;

/** The result a stored match holds, as the report says it; null when it holds none. */
function storedResult(row: StoredRow): string | null {
  const penalties = (home: number | null, away: number | null) => (home === null || away === null ? '' : `, ${home}-${away} on penalties`);
  if (row.status === 'finished') return `${row.home_score}-${row.away_score}${penalties(row.penalty_home, row.penalty_away)}`;
  // A replay's fixture carries its real result for the engine to play.
  const script = row.script as { fullTime: Score; extraTime: Score; penalties: Score } | null;
  if (!script?.fullTime) return null;
  const final = script.extraTime ?? script.fullTime;
  return `${final[0]}-${final[1]}${penalties(script.penalties?.[0] ?? null, script.penalties?.[1] ?? null)}, ${row.status === 'live' ? 'being' : 'to be'} replayed`;
}

/** Whether the import wants the match to hold a result (finished, or a replay's script). */
const givesResult = (match: WantedMatch) => match.status === 'finished' || match.script !== null;

const wantedView = (match: WantedMatch, seasonId: string, teamIds: Map<string, string>) => {
  const wanted = wantedColumns(match, seasonId, teamIds);
  return canonical({ row: IMPORT_FIELDS.map((field) => wanted[field]), events: match.events.map(eventView) });
};

export async function writeMatches(
  tx: Queryable,
  seasonId: string,
  wanted: WantedMatch[],
  teamIds: Map<string, string>,
  { now, allowRemovals }: WriteOptions,
): Promise<WriteCounts> {
  const refs = wanted.map((match) => match.externalRef);
  const stored = await tx.query<StoredRow>(
    `SELECT id::text AS id, external_ref, season_id::text AS season_id, sport, discipline, source, home_team_id::text AS home_team_id,
       away_team_id::text AS away_team_id, starts_at, status, phase, clock_seconds, stoppage_minutes, home_score, away_score, period_scores,
       penalty_home, penalty_away, winner_team_id::text AS winner_team_id, round_name, group_name, knockout, best_of, venue, hot, stats,
       lineups, script, engine_state, event_seq,
       (SELECT name FROM teams WHERE id = home_team_id) AS home_name, (SELECT name FROM teams WHERE id = away_team_id) AS away_name
     FROM matches WHERE external_ref = ANY($1::text[])`,
    [refs],
  );
  const ids = stored.map((row) => row.id);
  const events = ids.length
    ? await tx.query<StoredEvent>(
        `SELECT match_id::text AS match_id, seq, type, phase, minute, stoppage, side, player, detail, home_score, away_score, created_at
         FROM match_events WHERE match_id = ANY($1::bigint[]) ORDER BY match_id, seq`,
        [ids],
      )
    : [];
  // Odds or player figures on a match nobody plays are left over from an earlier engine.
  const extras = ids.length
    ? await tx.query<{ id: string }>(
        `SELECT DISTINCT match_id::text AS id FROM odds WHERE match_id = ANY($1::bigint[])
         UNION SELECT DISTINCT match_id::text FROM match_player_stats WHERE match_id = ANY($1::bigint[])`,
        [ids],
      )
    : [];
  const withExtras = new Set(extras.map((row) => row.id));
  const byRef = new Map(stored.map((row) => [row.external_ref, row]));
  const counts: WriteCounts = { created: 0, updated: 0, unchanged: 0, kept: 0, removals: [] };
  for (const match of wanted) {
    const row = byRef.get(match.externalRef);
    if (row) {
      const stale = match.script === null && withExtras.has(row.id);
      const rowEvents = events.filter((event) => event.match_id === row.id);
      if (!stale && storedView(row, rowEvents) === wantedView(match, seasonId, teamIds)) {
        counts.unchanged += 1;
        continue;
      }
      const result = storedResult(row);
      if (result !== null && !givesResult(match)) {
        counts.removals.push({ home: row.home_name, away: row.away_name, date: match.date, result, events: rowEvents.length, removed: allowRemovals });
        if (!allowRemovals) {
          counts.kept += 1;
          continue;
        }
      }
      await updateMatch(tx, row.id, wantedColumns(match, seasonId, teamIds), now);
      // Events, odds and details of an earlier import (or replay) go; a replay makes its own.
      await clearMatchPlay(tx, row.id);
      await insertEvents(tx, row.id, now, numbered(match.events));
      counts.updated += 1;
      continue;
    }
    const created = await createMatch(tx, wantedColumns(match, seasonId, teamIds), match.externalRef, now, 1);
    await insertEvents(tx, created, now, numbered(match.events));
    counts.created += 1;
  }
  return counts;
}

/** The import's events as stored: numbered from one, each at its own instant. */
const numbered = (events: readonly WantedEvent[]): MatchEvent[] =>
  events.map((event, index) => ({ ...event, seq: index + 1, at: event.at.toISOString() }));
