// The one writer of match facts (issue 46): a match's row, its events, odds, per-player
// statistics and esports maps are written here, whoever plays or reports the match — the engine
// (engine/store.ts), the providers' feeds (feeds/feedWriter.ts) and the importer
// (import/matchWrites.ts). A fix to how a fact is stored is made once.
import type { MatchEvent, MatchStatus, PeriodScore } from '@matchday/contracts/sports/contract';
import type { Queryable } from '../../../db/database';
import type { PricedLine } from '../engine/odds';
import type { SimMap } from '../engine/types';

/** A match's columns by name; a write names only those it sets. */
export interface MatchColumns {
  seasonId: string;
  sport: string;
  discipline: string;
  source: string;
  homeTeamId: string;
  awayTeamId: string;
  startsAt: Date;
  status: MatchStatus;
  phase: string;
  clock: number;
  stoppage: number;
  homeScore: number;
  awayScore: number;
  periodScores: PeriodScore[] | unknown;
  penaltyHome: number | null;
  penaltyAway: number | null;
  winnerTeamId: string | null;
  round: string;
  group: string;
  knockout: boolean;
  bestOf: number | null;
  venue: string;
  hot: boolean;
  stats: unknown;
  lineups: unknown;
  script: unknown;
  engineState: unknown;
  eventSeq: number;
  feedDigest: string | null;
  delayedSince: Date | null;
}

/** Each field's column, and whether it is JSON. */
export const MATCH_COLUMNS: { readonly [Field in keyof MatchColumns]: { column: string; json?: true } } = {
  seasonId: { column: 'season_id' },
  sport: { column: 'sport' },
  discipline: { column: 'discipline' },
  source: { column: 'source' },
  homeTeamId: { column: 'home_team_id' },
  awayTeamId: { column: 'away_team_id' },
  startsAt: { column: 'starts_at' },
  status: { column: 'status' },
  phase: { column: 'phase' },
  clock: { column: 'clock_seconds' },
  stoppage: { column: 'stoppage_minutes' },
  homeScore: { column: 'home_score' },
  awayScore: { column: 'away_score' },
  periodScores: { column: 'period_scores', json: true },
  penaltyHome: { column: 'penalty_home' },
  penaltyAway: { column: 'penalty_away' },
  winnerTeamId: { column: 'winner_team_id' },
  round: { column: 'round_name' },
  group: { column: 'group_name' },
  knockout: { column: 'knockout' },
  bestOf: { column: 'best_of' },
  venue: { column: 'venue' },
  hot: { column: 'hot' },
  stats: { column: 'stats', json: true },
  lineups: { column: 'lineups', json: true },
  script: { column: 'script', json: true },
  engineState: { column: 'engine_state', json: true },
  eventSeq: { column: 'event_seq' },
  feedDigest: { column: 'feed_digest' },
  delayedSince: { column: 'delayed_since' },
};

/** The columns a write sets, with their values and placeholders from `$first` (JSON as text, cast). */
function columnsOf(columns: Partial<MatchColumns>, first: number): { names: string[]; placeholders: string[]; values: unknown[] } {
  const names: string[] = [];
  const placeholders: string[] = [];
  const values: unknown[] = [];
  for (const field of Object.keys(MATCH_COLUMNS) as (keyof MatchColumns)[]) {
    if (!(field in columns) || columns[field] === undefined) continue;
    const { column, json } = MATCH_COLUMNS[field];
    const value = columns[field];
    names.push(column);
    placeholders.push(`$${first + values.length}${json ? '::jsonb' : ''}`);
    values.push(json && value !== null ? JSON.stringify(value) : value);
  }
  return { names, placeholders, values };
}

/** Changes a match: what fans see of it moved on (its version grows). */
export async function updateMatch(tx: Queryable, id: string, columns: Partial<MatchColumns>, now: Date): Promise<void> {
  const { names, placeholders, values } = columnsOf(columns, 3);
  const sets = names.map((name, index) => `${name} = ${placeholders[index]}`);
  await tx.query(`UPDATE matches SET ${[...sets, 'version = version + 1', 'updated_at = $2'].join(', ')} WHERE id = $1`, [id, now, ...values]);
}

/** A new match, known by `externalRef`; returns its id. */
export async function createMatch(tx: Queryable, columns: Partial<MatchColumns>, externalRef: string, now: Date, version = 0): Promise<string> {
  const { names, placeholders, values } = columnsOf(columns, 4);
  const [row] = await tx.query<{ id: string }>(
    `INSERT INTO matches (${[...names, 'external_ref', 'updated_at', 'version'].join(', ')}) VALUES (${[...placeholders, '$1', '$2', '$3'].join(', ')}) RETURNING id::text AS id`,
    [externalRef, now, version, ...values],
  );
  return row!.id;
}

/**
 * Live matches of a provider that has stopped answering: marked delayed (the site says the score
 * may be behind) until its next answer clears it. Returns the matches marked.
 */
export async function markDelayed(tx: Queryable, provider: string, sports: readonly string[], now: Date): Promise<{ id: string; sport: string }[]> {
  return tx.query<{ id: string; sport: string }>(
    `UPDATE matches SET delayed_since = $3, version = version + 1, updated_at = $3
     WHERE source = $1 AND sport = ANY($2::text[]) AND status = 'live' AND delayed_since IS NULL RETURNING id::text AS id, sport`,
    [provider, [...sports], now],
  );
}

/** A provider's answer that changes nothing fans see: only its digest is kept (the next copy of it is skipped at once). */
export async function keepFeedDigest(tx: Queryable, id: string, digest: string): Promise<void> {
  await tx.query('UPDATE matches SET feed_digest = $2 WHERE id = $1', [id, digest]);
}

/** What a provider's feed keeps beside an event it stored: how to know it again in the next answer. */
export interface EventFeedFacts {
  key: string;
  /** A digest of the event as told, so a copy told differently is found. */
  digest: string;
  /** The provider's id of the event's player, where it gives one. */
  playerId: string | null;
}

/**
 * A match's new events, numbered, each stored at its own instant (`event.at`; `at` where it has
 * none); a provider's carry what names them across answers (`feed`, in the same order).
 */
export async function insertEvents(tx: Queryable, matchId: string, at: Date, events: readonly MatchEvent[], feed?: readonly EventFeedFacts[]): Promise<void> {
  if (events.length === 0) return;
  await tx.query(
    `INSERT INTO match_events (match_id, seq, type, phase, minute, stoppage, side, player, detail, home_score, away_score, created_at, feed_key, feed_facts)
     SELECT $1, seq, type, phase, minute, stoppage, side, player, detail::jsonb, home_score, away_score, coalesce(created_at, $2), feed_key, feed_facts::jsonb
     FROM unnest($3::int[], $4::text[], $5::text[], $6::int[], $7::int[], $8::text[], $9::text[], $10::text[], $11::int[], $12::int[], $13::text[], $14::timestamptz[], $15::text[])
       AS e(seq, type, phase, minute, stoppage, side, player, detail, home_score, away_score, feed_key, created_at, feed_facts)`,
    [
      matchId,
      at,
      events.map((event) => event.seq),
      events.map((event) => event.type),
      events.map((event) => event.phase),
      events.map((event) => event.minute),
      events.map((event) => event.stoppage),
      events.map((event) => event.side),
      events.map((event) => event.player),
      events.map((event) => JSON.stringify(event.detail)),
      events.map((event) => event.homeScore),
      events.map((event) => event.awayScore),
      events.map((_, index) => feed?.[index]?.key ?? null),
      events.map((event) => event.at || null),
      events.map((_, index) => (feed?.[index] ? JSON.stringify({ digest: feed[index]!.digest, playerId: feed[index]!.playerId }) : null)),
    ],
  );
}

/**
 * Events told again differently (a player filled in, a minute moved, the score beside them after
 * an earlier goal was taken back): changed in place, keeping their number and identity, so an
 * alert already sent for one is not sent again.
 */
export async function updateEvents(tx: Queryable, matchId: string, events: readonly MatchEvent[], feed: readonly EventFeedFacts[]): Promise<void> {
  if (events.length === 0) return;
  await tx.query(
    `UPDATE match_events e SET type = u.type, phase = u.phase, minute = u.minute, stoppage = u.stoppage, side = u.side, player = u.player,
       detail = u.detail::jsonb, home_score = u.home_score, away_score = u.away_score, feed_facts = u.feed_facts::jsonb
     FROM unnest($2::int[], $3::text[], $4::text[], $5::int[], $6::int[], $7::text[], $8::text[], $9::text[], $10::int[], $11::int[], $12::text[])
       AS u(seq, type, phase, minute, stoppage, side, player, detail, home_score, away_score, feed_facts)
     WHERE e.match_id = $1 AND e.seq = u.seq`,
    [
      matchId,
      events.map((event) => event.seq),
      events.map((event) => event.type),
      events.map((event) => event.phase),
      events.map((event) => event.minute),
      events.map((event) => event.stoppage),
      events.map((event) => event.side),
      events.map((event) => event.player),
      events.map((event) => JSON.stringify(event.detail)),
      events.map((event) => event.homeScore),
      events.map((event) => event.awayScore),
      feed.map((facts) => JSON.stringify({ digest: facts.digest, playerId: facts.playerId })),
    ],
  );
}

/** Events taken back (a goal VAR cancelled, one the provider no longer lists). */
export async function deleteEvents(tx: Queryable, matchId: string, seqs: readonly number[]): Promise<void> {
  if (seqs.length === 0) return;
  await tx.query('DELETE FROM match_events WHERE match_id = $1 AND seq = ANY($2::int[])', [matchId, [...seqs]]);
}

/** Everything written about a match's play (events, odds and their movement, per-player figures): an import rewriting it starts afresh. */
export async function clearMatchPlay(tx: Queryable, matchId: string): Promise<void> {
  await tx.query('DELETE FROM match_events WHERE match_id = $1', [matchId]);
  await tx.query('DELETE FROM odds_history WHERE odds_id IN (SELECT id FROM odds WHERE match_id = $1)', [matchId]);
  await tx.query('DELETE FROM odds WHERE match_id = $1', [matchId]);
  await tx.query('DELETE FROM match_player_stats WHERE match_id = $1', [matchId]);
}

/** What pricing a match needs to know of it: the score and minute the prices were given at. */
export interface PricedAt {
  id: string;
  sport: string;
  clock: number;
  homeScore: number;
  awayScore: number;
}

/** Prices of a match, each market's movement kept (a line only when it moved); a settled market no longer moves. */
export async function saveOdds(tx: Queryable, match: PricedAt, lines: readonly PricedLine[], at: Date): Promise<void> {
  const minute = match.sport === 'football' ? Math.floor(match.clock / 60) : 0;
  for (const line of lines) {
    const [current] = await tx.query<{ id: string; line: string | null; home_price: string | null; draw_price: string | null; away_price: string | null; status: string }>(
      'SELECT id::text AS id, line, home_price, draw_price, away_price, status FROM odds WHERE match_id = $1 AND market = $2',
      [match.id, line.market],
    );
    const status = line.settled ? 'settled' : 'open';
    const same =
      current &&
      Number(current.line ?? NaN) === Number(line.line ?? NaN) &&
      Number(current.home_price) === line.home &&
      Number(current.draw_price ?? NaN) === Number(line.draw ?? NaN) &&
      Number(current.away_price) === line.away &&
      current.status === status;
    if (same) continue;
    if (current?.status === 'settled') continue;
    const [row] = await tx.query<{ id: string }>(
      `INSERT INTO odds (match_id, market, line, home_price, draw_price, away_price, status, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT (match_id, market) DO UPDATE SET line = EXCLUDED.line, home_price = EXCLUDED.home_price,
         draw_price = EXCLUDED.draw_price, away_price = EXCLUDED.away_price, status = EXCLUDED.status, updated_at = EXCLUDED.updated_at
       RETURNING id::text AS id`,
      [match.id, line.market, line.line, line.home, line.draw, line.away, status, at],
    );
    await tx.query(
      `INSERT INTO odds_history (odds_id, line, home_price, draw_price, away_price, minute, home_score, away_score, recorded_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [row!.id, line.line, line.home, line.draw, line.away, minute, match.homeScore, match.awayScore, at],
    );
  }
}

/** One player's figures in a match (goals, shots, a provider's rating…). */
export interface PlayerStatsRow {
  playerId: string;
  teamId: string;
  stats: Record<string, number>;
}

/** Per-player statistics of a match, each player's replaced by the latest. */
export async function savePlayerStats(tx: Queryable, matchId: string, rows: readonly PlayerStatsRow[]): Promise<void> {
  if (rows.length === 0) return;
  await tx.query(
    `INSERT INTO match_player_stats (match_id, player_id, team_id, stats)
     SELECT $1, player_id, team_id, stats::jsonb FROM unnest($2::bigint[], $3::bigint[], $4::text[]) AS p(player_id, team_id, stats)
     ON CONFLICT (match_id, player_id) DO UPDATE SET team_id = EXCLUDED.team_id, stats = EXCLUDED.stats`,
    [matchId, rows.map((row) => row.playerId), rows.map((row) => row.teamId), rows.map((row) => JSON.stringify(row.stats))],
  );
}

/** Esports maps with their objectives (the team each side is), as the engine plays them or a provider tells them. */
export async function saveMaps(tx: Queryable, matchId: string, maps: readonly SimMap[], teams: Record<'home' | 'away', string>): Promise<void> {
  const teamId = (side: 'home' | 'away' | null) => (side === null ? null : teams[side]);
  for (const map of maps)
    await tx.query(
      `INSERT INTO esports_maps (match_id, map_number, map_name, status, home_score, away_score, home_kills, away_kills, duration_seconds,
         winner_team_id, first_blood_team_id, first_tower_team_id, first_dragon_team_id, baron_team_id, overlord_team_id,
         first_to_five_team_id, first_to_ten_team_id, picks, bans)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18::jsonb, $19::jsonb)
       ON CONFLICT (match_id, map_number) DO UPDATE SET map_name = EXCLUDED.map_name, status = EXCLUDED.status, home_score = EXCLUDED.home_score,
         away_score = EXCLUDED.away_score, home_kills = EXCLUDED.home_kills, away_kills = EXCLUDED.away_kills,
         duration_seconds = EXCLUDED.duration_seconds, winner_team_id = EXCLUDED.winner_team_id,
         first_blood_team_id = EXCLUDED.first_blood_team_id, first_tower_team_id = EXCLUDED.first_tower_team_id,
         first_dragon_team_id = EXCLUDED.first_dragon_team_id, baron_team_id = EXCLUDED.baron_team_id,
         overlord_team_id = EXCLUDED.overlord_team_id, first_to_five_team_id = EXCLUDED.first_to_five_team_id,
         first_to_ten_team_id = EXCLUDED.first_to_ten_team_id, picks = EXCLUDED.picks, bans = EXCLUDED.bans`,
      [
        matchId,
        map.number,
        map.name,
        map.status,
        map.homeScore,
        map.awayScore,
        map.homeKills,
        map.awayKills,
        map.durationSeconds,
        teamId(map.winner),
        teamId(map.firstBlood),
        teamId(map.firstTower),
        teamId(map.firstDragon),
        teamId(map.baron),
        teamId(map.overlord),
        teamId(map.firstToFive),
        teamId(map.firstToTen),
        JSON.stringify(map.picks),
        JSON.stringify(map.bans),
      ],
    );
}
