// Stores what a provider says about a match. Idempotent: the answer's digest is kept with the
// match, so the same answer again writes nothing and bumps no version (nor does an answer that
// only carries less, a season list without the events a live read brought). Events are known by the
// provider's key: new ones are added, an event the provider no longer lists (a goal cancelled by
// VAR) or tells differently (a scorer corrected) is removed, and the removal is announced. Only
// what the answer carries is written: an answer without line-ups, statistics or events leaves
// those as stored. Competitions, teams and matches already known by name (an import of the same
// season) are adopted, so a match in both an import and a feed is one match.
import crypto from 'node:crypto';
import type { MatchEvent, OddsLine } from '@matchday/shared/api/sports';
import type { Database, Queryable } from '../../../db/database';
import { insertEvents, saveMaps, saveOpeningOdds } from '../engine/store';
import type { LiveMatch } from '../engine/types';
import { teamColours } from '../teamColours';
import type { FeedCompetition, FeedEvent, FeedLineup, FeedMatch, FeedProvider, FeedTeam } from './feedModel';

export interface WrittenMatch {
  id: string;
  sport: FeedMatch['competition']['sport'];
  /** New events, in order, as the site reads them. */
  events: MatchEvent[];
  /** Sequence numbers of events taken back. */
  removedEvents: number[];
  odds: OddsLine[] | null;
}

/** A stable digest of an answer (keys sorted), so two copies of the same data compare equal. */
export function feedDigest(match: FeedMatch): string {
  const canonical = (value: unknown): unknown =>
    value instanceof Date
      ? value.toISOString()
      : Array.isArray(value)
        ? value.map(canonical)
        : value && typeof value === 'object'
          ? Object.fromEntries(
              Object.keys(value)
                .sort()
                .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
                .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
            )
          : value;
  return crypto.createHash('sha256').update(JSON.stringify(canonical(match))).digest('hex').slice(0, 32);
}

async function providerRef(db: Queryable, provider: FeedProvider, kind: string, providerId: string): Promise<string | null> {
  const [row] = await db.query<{ local_id: string }>('SELECT local_id::text AS local_id FROM provider_refs WHERE provider = $1 AND kind = $2 AND provider_id = $3', [
    provider,
    kind,
    providerId,
  ]);
  return row?.local_id ?? null;
}

async function remember(db: Queryable, provider: FeedProvider, kind: string, providerId: string, localId: string): Promise<void> {
  await db.query('INSERT INTO provider_refs (provider, kind, provider_id, local_id) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING', [provider, kind, providerId, localId]);
}

async function competitionId(db: Queryable, provider: FeedProvider, competition: FeedCompetition): Promise<string> {
  const known = await providerRef(db, provider, 'competition', competition.providerId);
  if (known) return known;
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO competitions (sport, discipline, name, short_name, country, format, tier, source, logo_url) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     ON CONFLICT (sport, discipline, name) DO UPDATE SET logo_url = COALESCE(EXCLUDED.logo_url, competitions.logo_url) RETURNING id::text AS id`,
    [competition.sport, competition.discipline, competition.name, competition.shortName, competition.country, competition.format, competition.tier, provider, competition.logoUrl ?? null],
  );
  await remember(db, provider, 'competition', competition.providerId, row!.id);
  return row!.id;
}

async function teamId(db: Queryable, provider: FeedProvider, match: FeedMatch, team: FeedTeam): Promise<string> {
  const known = await providerRef(db, provider, 'team', team.providerId);
  if (known) return known;
  const colours = teamColours(team.name);
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO teams (sport, discipline, name, short_name, country, primary_colour, secondary_colour, logo_url) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (sport, discipline, name) DO UPDATE SET logo_url = COALESCE(EXCLUDED.logo_url, teams.logo_url) RETURNING id::text AS id`,
    [match.competition.sport, match.competition.discipline, team.name, team.shortName, team.country, colours.primary, colours.secondary, team.logoUrl ?? null],
  );
  await remember(db, provider, 'team', team.providerId, row!.id);
  return row!.id;
}

/**
 * The provider's pictures of the match's teams and competition, where it gives one other than the
 * kept one: a team or league known before its provider sent pictures gets them too.
 */
async function keepPictures(tx: Queryable, match: FeedMatch, competition: string, homeId: string, awayId: string): Promise<void> {
  const teams = [
    { id: homeId, url: match.home.logoUrl },
    { id: awayId, url: match.away.logoUrl },
  ].filter((team) => team.url !== undefined);
  if (teams.length > 0)
    await tx.query(
      `UPDATE teams t SET logo_url = v.url FROM unnest($1::bigint[], $2::text[]) AS v(id, url) WHERE t.id = v.id AND t.logo_url IS DISTINCT FROM v.url`,
      [teams.map((team) => team.id), teams.map((team) => team.url)],
    );
  if (match.competition.logoUrl !== undefined)
    await tx.query('UPDATE competitions SET logo_url = $2 WHERE id = $1 AND logo_url IS DISTINCT FROM $2', [competition, match.competition.logoUrl]);
}

/** The match the provider's id names; else one stored by an import (same teams, within a day); else a new one. */
async function matchRow(tx: Queryable, match: FeedMatch, seasonId: string, homeId: string, awayId: string, now: Date): Promise<{ id: string; digest: string | null; eventSeq: number; delayed: boolean }> {
  const read = (where: string, params: unknown[]) =>
    tx.query<{ id: string; feed_digest: string | null; event_seq: number; delayed: boolean }>(
      `SELECT id::text AS id, feed_digest, event_seq, delayed_since IS NOT NULL AS delayed FROM matches WHERE ${where} FOR UPDATE`,
      params,
    );
  const known = await providerRef(tx, match.provider, 'match', match.providerId);
  let [row] = known ? await read('id = $1', [known]) : [];
  if (!row) {
    [row] = await read(`home_team_id = $1 AND away_team_id = $2 AND abs(extract(epoch FROM starts_at - $3::timestamptz)) < 86400 ORDER BY id LIMIT 1`, [homeId, awayId, match.startsAt]);
    if (!row) {
      const [created] = await tx.query<{ id: string }>(
        `INSERT INTO matches (season_id, sport, discipline, home_team_id, away_team_id, starts_at, source, external_ref, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id::text AS id`,
        [seasonId, match.competition.sport, match.competition.discipline, homeId, awayId, match.startsAt, match.provider, `${match.provider}:${match.providerId}`, now],
      );
      row = { id: created!.id, feed_digest: null, event_seq: 0, delayed: false };
    }
    await remember(tx, match.provider, 'match', match.providerId, row.id);
  }
  return { id: row.id, digest: row.feed_digest, eventSeq: Number(row.event_seq), delayed: row.delayed };
}

/** A side's players by name, created as the provider names them; their ids for the stored line-up. */
async function lineupIds(tx: Queryable, team: string, lineup: FeedLineup): Promise<{ formation: string | null; starters: string[]; bench: string[]; ids: Map<string, string> }> {
  const players = [...lineup.starters, ...lineup.bench];
  const rows = players.length
    ? await tx.query<{ id: string; name: string }>(
        `INSERT INTO players (team_id, name, position, shirt_number)
         SELECT $1, name, position, number FROM unnest($2::text[], $3::text[], $4::int[]) AS p(name, position, number)
         ON CONFLICT (team_id, name) DO UPDATE SET position = EXCLUDED.position, shirt_number = EXCLUDED.shirt_number
         RETURNING id::text AS id, name`,
        [team, players.map((player) => player.name), players.map((player) => player.position), players.map((player) => player.number)],
      )
    : [];
  const ids = new Map(rows.map((row) => [row.name, row.id]));
  return { formation: lineup.formation, starters: lineup.starters.map((player) => ids.get(player.name)!), bench: lineup.bench.map((player) => ids.get(player.name)!), ids };
}

async function storedLineups(tx: Queryable, match: FeedMatch, homeId: string, awayId: string): Promise<Record<string, unknown> | null> {
  if (!match.lineups) return null;
  const home = await lineupIds(tx, homeId, match.lineups.home);
  const away = await lineupIds(tx, awayId, match.lineups.away);
  const changes = (side: 'home' | 'away', ids: Map<string, string>) =>
    (match.lineups!.substitutions ?? [])
      .filter((change) => change.side === side && ids.has(change.off) && ids.has(change.on))
      .map((change) => ({ minute: change.minute, off: ids.get(change.off)!, on: ids.get(change.on)! }));
  return {
    home: { formation: home.formation, starters: home.starters, bench: home.bench, substitutions: changes('home', home.ids) },
    away: { formation: away.formation, starters: away.starters, bench: away.bench, substitutions: changes('away', away.ids) },
  };
}

const SCORING: Record<string, number> = { goal: 1, own_goal: 1, penalty: 1, map_won: 1 };

/** The score after each event of the provider's list, counted along it. */
function runningScores(match: FeedMatch, events: FeedEvent[]): [number, number][] {
  let home = 0;
  let away = 0;
  return events.map((event) => {
    const points = SCORING[event.type] ?? (typeof event.detail.points === 'number' ? event.detail.points : 0);
    if (event.side === 'home') home += points;
    else if (event.side === 'away') away += points;
    // Never past what the provider says the score is: its events may lag its score.
    return [Math.min(home, match.homeScore), Math.min(away, match.awayScore)];
  });
}

const eventDigest = (event: FeedEvent) => feedDigest({ ...event, key: '' } as unknown as FeedMatch);

async function writeEvents(tx: Queryable, matchId: string, firstSeq: number, match: FeedMatch, now: Date): Promise<{ events: MatchEvent[]; removed: number[]; lastSeq: number }> {
  const list = match.events!;
  // Every stored event: one an import wrote before the feed adopted the match has no key, and
  // gives way to the provider's complete list.
  const stored = await tx.query<{ seq: number; feed_key: string | null; digest: string | null }>(
    "SELECT seq, feed_key, detail->>'feedDigest' AS digest FROM match_events WHERE match_id = $1",
    [matchId],
  );
  const byKey = new Map(stored.filter((row) => row.feed_key !== null).map((row) => [row.feed_key!, row]));
  const wanted = new Map(list.map((event) => [event.key, event]));
  const removed = stored.filter((row) => {
    const event = row.feed_key === null ? undefined : wanted.get(row.feed_key);
    return event ? row.digest !== eventDigest(event) : !match.keepEvents;
  });
  if (removed.length > 0)
    await tx.query('DELETE FROM match_events WHERE match_id = $1 AND seq = ANY($2::int[])', [matchId, removed.map((row) => Number(row.seq))]);
  const removedKeys = new Set(removed.map((row) => row.feed_key).filter((key) => key !== null));
  const scores = runningScores(match, list);
  const fresh = list.map((event, index) => ({ event, score: scores[index]! })).filter(({ event }) => !byKey.has(event.key) || removedKeys.has(event.key));
  let seq = firstSeq;
  const events: MatchEvent[] = fresh.map(({ event, score }) => {
    seq += 1;
    return {
      seq,
      type: event.type as MatchEvent['type'],
      phase: event.phase,
      minute: event.minute,
      stoppage: event.stoppage,
      side: event.side,
      player: event.player,
      detail: event.detail,
      homeScore: score[0],
      awayScore: score[1],
      at: now.toISOString(),
    };
  });
  // Stored with the event's digest, so a copy told differently later is found; answered without it.
  await insertEvents(
    tx,
    matchId,
    now,
    events.map((event, index) => ({ ...event, detail: { ...event.detail, feedDigest: eventDigest(fresh[index]!.event) } })),
    fresh.map(({ event }) => event.key),
  );
  return { events, removed: removed.map((row) => Number(row.seq)), lastSeq: seq };
}

/**
 * The digests kept with a match: of the whole answer (the same answer again is skipped at once)
 * and of its row's fields (answers that differ only in what they carry, a season list without
 * events after a live read with them, change nothing).
 */
function digestsOf(match: FeedMatch): { full: string; core: string } {
  return { full: feedDigest(match), core: feedDigest({ ...match, events: undefined, lineups: undefined, stats: undefined }) };
}

/** Writes one answer about one match; null when it says nothing new. */
export async function writeFeedMatch(db: Database, match: FeedMatch, now: Date): Promise<WrittenMatch | null> {
  const digests = digestsOf(match);
  const kept = `${digests.core}.${digests.full}`;
  return db.transaction(async (tx) => {
    const competition = await competitionId(tx, match.provider, match.competition);
    await tx.query('INSERT INTO seasons (competition_id, name) VALUES ($1, $2) ON CONFLICT DO NOTHING', [competition, match.season]);
    const [season] = await tx.query<{ id: string }>('SELECT id::text AS id FROM seasons WHERE competition_id = $1 AND name = $2', [competition, match.season]);
    const homeId = await teamId(tx, match.provider, match, match.home);
    const awayId = await teamId(tx, match.provider, match, match.away);
    const row = await matchRow(tx, match, season!.id, homeId, awayId, now);
    const [storedCore, storedFull] = (row.digest ?? '.').split('.');
    if (storedFull === digests.full && !row.delayed) return null;
    await keepPictures(tx, match, competition, homeId, awayId);
    const written = match.events ? await writeEvents(tx, row.id, row.eventSeq, match, now) : { events: [], removed: [], lastSeq: row.eventSeq };
    const lineups = await storedLineups(tx, match, homeId, awayId);
    const [details] = await tx.query<{ changed: boolean }>(
      'SELECT (COALESCE($2::jsonb, stats) IS DISTINCT FROM stats OR COALESCE($3::jsonb, lineups) IS DISTINCT FROM lineups) AS changed FROM matches WHERE id = $1',
      [row.id, match.stats ? JSON.stringify(match.stats) : null, lineups ? JSON.stringify(lineups) : null],
    );
    const changed = storedCore !== digests.core || row.delayed || written.events.length > 0 || written.removed.length > 0 || details!.changed;
    if (!changed) {
      await tx.query('UPDATE matches SET feed_digest = $2 WHERE id = $1', [row.id, kept]);
      return null;
    }
    const winner = match.winner === 'home' ? homeId : match.winner === 'away' ? awayId : null;
    await tx.query(
      `UPDATE matches SET season_id = $2, home_team_id = $3, away_team_id = $4, starts_at = $5, status = $6, phase = $7, clock_seconds = $8,
         stoppage_minutes = $9, home_score = $10, away_score = $11, period_scores = $12::jsonb, penalty_home = $13, penalty_away = $14,
         winner_team_id = $15, round_name = $16, group_name = $17, knockout = $18, best_of = $19, venue = $20,
         stats = COALESCE($21::jsonb, stats), lineups = COALESCE($22::jsonb, lineups), source = $23, script = NULL,
         event_seq = $24, feed_digest = $25, delayed_since = NULL, version = version + 1, updated_at = $26
       WHERE id = $1`,
      [
        row.id,
        season!.id,
        homeId,
        awayId,
        match.startsAt,
        match.status,
        match.phase,
        match.clock,
        match.stoppage,
        match.homeScore,
        match.awayScore,
        JSON.stringify(match.periodScores),
        match.penalties?.home ?? null,
        match.penalties?.away ?? null,
        winner,
        match.round,
        match.group,
        match.knockout,
        match.bestOf,
        match.venue,
        match.stats ? JSON.stringify(match.stats) : null,
        lineups ? JSON.stringify(lineups) : null,
        match.provider,
        written.lastSeq,
        kept,
        now,
      ],
    );
    await saveMaps(tx, row.id, match.maps ?? [], { home: homeId, away: awayId });
    let odds: OddsLine[] | null = null;
    if (match.odds && match.odds.length > 0) {
      const settled = match.status === 'finished';
      const priced = match.odds.map((line) => ({ ...line, settled }));
      const asPlayed = { id: row.id, sport: match.competition.sport, clock: match.clock, homeScore: match.homeScore, awayScore: match.awayScore } as LiveMatch;
      await saveOpeningOdds(tx, asPlayed, priced, now);
      odds = priced.map((line) => ({ market: line.market, line: line.line, home: line.home, draw: line.draw, away: line.away, status: settled ? 'settled' : 'open', updatedAt: now.toISOString() }));
    }
    return { id: row.id, sport: match.competition.sport, events: written.events, removedEvents: written.removed, odds };
  });
}
