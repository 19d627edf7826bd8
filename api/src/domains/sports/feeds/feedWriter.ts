// Stores what a provider says about a match, through the one writer of match facts
// (facts/matchFacts.ts) and the provider's identities (facts/providerIdentity.ts). Idempotent: the
// answer's digest is kept with the match, so the same answer again writes nothing and bumps no
// version (nor does an answer that only carries less, a season list without the events a live
// read brought). Events are found again in the next answer (facts/feedEvents.ts): new ones are
// added, one told differently is changed in place (same number, no second alert), one the
// provider no longer tells (a goal cancelled by VAR) is removed and the removal announced, and a
// VAR decision that cancels a goal fans were alerted to names that goal. Only what the answer
// carries is written: an answer without line-ups, statistics or events leaves those as stored.
import crypto from 'node:crypto';
import type { MatchEvent, OddsLine } from '@matchday/contracts/sports/contract';
import type { Database, Queryable } from '../../../db/database';
import { freeKey, reconcileEvents, type StoredFeedEvent } from '../facts/feedEvents';
import { createMatch, deleteEvents, insertEvents, keepFeedDigest, saveMaps, saveOdds, savePlayerStats, updateEvents, updateMatch, type EventFeedFacts } from '../facts/matchFacts';
import { playerKey, providerCompetition, providerPlayers, providerRef, providerSeason, providerTeam, rememberRef } from '../facts/providerIdentity';
import type { FeedEvent, FeedLineup, FeedMatch } from './feedModel';

export interface WrittenMatch {
  id: string;
  sport: FeedMatch['competition']['sport'];
  /** New events, and events told anew (the same `seq`), in order, as the site reads them. */
  events: MatchEvent[];
  /** Sequence numbers of events taken back. */
  removedEvents: number[];
  odds: OddsLine[] | null;
}

/** A stable digest of an answer (keys sorted), so two copies of the same data compare equal. */
export function feedDigest(value: unknown): string {
  const canonical = (entry: unknown): unknown =>
    entry instanceof Date
      ? entry.toISOString()
      : Array.isArray(entry)
        ? entry.map(canonical)
        : entry && typeof entry === 'object'
          ? Object.fromEntries(
              Object.keys(entry)
                .sort()
                .filter((key) => (entry as Record<string, unknown>)[key] !== undefined)
                .map((key) => [key, canonical((entry as Record<string, unknown>)[key])]),
            )
          : entry;
  return crypto.createHash('sha256').update(JSON.stringify(canonical(value))).digest('hex').slice(0, 32);
}

/** The provider's pictures of the match's teams and competition, where it gives one other than the kept one. */
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
    [row] = await read(
      `home_team_id = $1 AND away_team_id = $2 AND abs(extract(epoch FROM starts_at - $3::timestamptz)) < 86400
         AND NOT EXISTS (SELECT 1 FROM provider_refs r WHERE r.kind = 'match' AND r.local_id = matches.id) ORDER BY id LIMIT 1`,
      [homeId, awayId, match.startsAt],
    );
    if (!row) {
      const id = await createMatch(
        tx,
        { seasonId, sport: match.competition.sport, discipline: match.competition.discipline, homeTeamId: homeId, awayTeamId: awayId, startsAt: match.startsAt, source: match.provider },
        `${match.provider}:${match.providerId}`,
        now,
      );
      row = { id, feed_digest: null, event_seq: 0, delayed: false };
    }
    await rememberRef(tx, match.provider, 'match', match.providerId, row.id);
  }
  return { id: row.id, digest: row.feed_digest, eventSeq: Number(row.event_seq), delayed: row.delayed };
}

/** A side's players as the provider lists them; their ids for the stored line-up. */
async function lineupIds(tx: Queryable, match: FeedMatch, team: string, lineup: FeedLineup) {
  const ids = await providerPlayers(tx, match.provider, team, [...lineup.starters, ...lineup.bench]);
  const idOf = (player: FeedLineup['starters'][number]) => ids.get(playerKey(player))!;
  const byName = new Map([...lineup.starters, ...lineup.bench].map((player) => [player.name, idOf(player)]));
  return { formation: lineup.formation, starters: lineup.starters.map(idOf), bench: lineup.bench.map(idOf), byName };
}

async function storedLineups(tx: Queryable, match: FeedMatch, homeId: string, awayId: string): Promise<Record<string, unknown> | null> {
  if (!match.lineups) return null;
  const home = await lineupIds(tx, match, homeId, match.lineups.home);
  const away = await lineupIds(tx, match, awayId, match.lineups.away);
  const changes = (side: 'home' | 'away', byName: Map<string, string>) =>
    (match.lineups!.substitutions ?? [])
      .filter((change) => change.side === side && byName.has(change.off) && byName.has(change.on))
      .map((change) => ({ minute: change.minute, off: byName.get(change.off)!, on: byName.get(change.on)! }));
  return {
    home: { formation: home.formation, starters: home.starters, bench: home.bench, substitutions: changes('home', home.byName) },
    away: { formation: away.formation, starters: away.starters, bench: away.bench, substitutions: changes('away', away.byName) },
  };
}

/** Each player's figures, by the provider's players (created as it names them). */
async function writePlayerStats(tx: Queryable, match: FeedMatch, matchId: string, teams: { home: string; away: string }): Promise<void> {
  for (const side of ['home', 'away'] as const) {
    const lines = (match.playerStats ?? []).filter((line) => line.side === side);
    if (lines.length === 0) continue;
    const ids = await providerPlayers(
      tx,
      match.provider,
      teams[side],
      lines.map((line) => line.player),
    );
    await savePlayerStats(
      tx,
      matchId,
      lines.map((line) => ({ playerId: ids.get(playerKey(line.player))!, teamId: teams[side], stats: line.stats })),
    );
  }
}

const SCORING: Record<string, number> = { goal: 1, own_goal: 1, penalty: 1, map_won: 1 };

/** The score after each event of the provider's list, counted along it. */
function runningScores(match: FeedMatch, events: readonly FeedEvent[]): [number, number][] {
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

const eventDigest = (event: FeedEvent) => feedDigest({ ...event, key: undefined, loose: undefined });
const GOALS = new Set(['goal', 'own_goal', 'penalty']);
/** VAR decisions that take back a goal fans may have been alerted to. */
const CANCELS_GOAL = new Set(['goal_cancelled']);

interface StoredRow {
  seq: number;
  feed_key: string | null;
  type: string;
  side: string | null;
  minute: number;
  stoppage: number;
  player: string;
  detail: Record<string, unknown>;
  home_score: number;
  away_score: number;
  created_at: Date;
  feed_facts: { digest?: string; playerId?: string | null } | null;
}

async function writeEvents(tx: Queryable, matchId: string, firstSeq: number, match: FeedMatch, now: Date): Promise<{ events: MatchEvent[]; removed: number[]; lastSeq: number }> {
  const list = match.events!;
  const rows = await tx.query<StoredRow>(
    `SELECT seq, feed_key, type, side, minute, stoppage, player, detail, home_score, away_score, created_at, feed_facts FROM match_events WHERE match_id = $1 ORDER BY seq`,
    [matchId],
  );
  const stored = new Map<number, StoredRow>(rows.map((row) => [Number(row.seq), row]));
  const known: StoredFeedEvent[] = rows
    .filter((row) => row.feed_key !== null)
    .map((row) => ({
      seq: Number(row.seq),
      key: row.feed_key,
      type: row.type,
      side: row.side,
      minute: Number(row.minute),
      stoppage: Number(row.stoppage),
      player: row.player,
      playerId: row.feed_facts?.playerId ?? null,
      digest: row.feed_facts?.digest ?? null,
    }));
  const reconciled = reconcileEvents(known, list, match.keepEvents);
  // An event an import wrote before the feed adopted the match has no key: the provider's complete list replaces it.
  const unkeyed = match.keepEvents ? [] : rows.filter((row) => row.feed_key === null).map((row) => Number(row.seq));
  const removed = [...reconciled.removed.map((event) => event.seq), ...unkeyed];
  const running = runningScores(match, list);
  const scores = new Map(list.map((event, index) => [event, running[index]!]));
  const facts = (event: FeedEvent, key: string): EventFeedFacts => ({ key, digest: eventDigest(event), playerId: event.playerId ?? null });
  const asEvent = (event: FeedEvent, seq: number, at: string, detail: Record<string, unknown>): MatchEvent => {
    const [homeScore, awayScore] = scores.get(event) ?? [0, 0];
    return { seq, type: event.type as MatchEvent['type'], phase: event.phase, minute: event.minute, stoppage: event.stoppage, side: event.side, player: event.player, detail, homeScore, awayScore, at };
  };

  const changed: { event: MatchEvent; facts: EventFeedFacts }[] = [];
  for (const { stored: was, event } of reconciled.kept) {
    const row = stored.get(was.seq)!;
    // A link the writer added (the goal a VAR decision cancelled) stays with the decision.
    const detail = row.detail.cancels ? { ...event.detail, cancels: row.detail.cancels } : event.detail;
    const told = asEvent(event, was.seq, new Date(row.created_at).toISOString(), detail);
    if (was.digest === eventDigest(event) && told.homeScore === Number(row.home_score) && told.awayScore === Number(row.away_score)) continue;
    changed.push({ event: told, facts: facts(event, was.key!) });
  }

  const taken = new Set(known.map((event) => event.key!));
  const removedGoals = reconciled.removed.filter((event) => GOALS.has(event.type));
  let seq = firstSeq;
  const fresh: { event: MatchEvent; facts: EventFeedFacts }[] = [];
  for (const event of list.filter((entry) => reconciled.fresh.includes(entry))) {
    seq += 1;
    const key = freeKey(event.key, taken);
    taken.add(key);
    let detail = event.detail;
    if (event.type === 'var_decision' && CANCELS_GOAL.has(String(event.detail.decision))) {
      // The goal it takes back: the same side's, nearest in time, the same scorer where both name one.
      const goal = removedGoals
        .filter((candidate) => candidate.side === event.side && (!event.player || !candidate.player || candidate.player === event.player))
        .sort((a, b) => Math.abs(a.minute + a.stoppage - event.minute - event.stoppage) - Math.abs(b.minute + b.stoppage - event.minute - event.stoppage))[0];
      if (goal && Math.abs(goal.minute + goal.stoppage - event.minute - event.stoppage) <= 10) {
        detail = { ...detail, cancels: { seq: goal.seq, key: goal.key } };
        removedGoals.splice(removedGoals.indexOf(goal), 1);
      }
    }
    fresh.push({ event: asEvent(event, seq, now.toISOString(), detail), facts: facts(event, key) });
  }
  await deleteEvents(tx, matchId, removed);
  await updateEvents(
    tx,
    matchId,
    changed.map((entry) => entry.event),
    changed.map((entry) => entry.facts),
  );
  await insertEvents(
    tx,
    matchId,
    now,
    fresh.map((entry) => entry.event),
    fresh.map((entry) => entry.facts),
  );
  return { events: [...changed.map((entry) => entry.event), ...fresh.map((entry) => entry.event)], removed, lastSeq: seq };
}

/**
 * The digests kept with a match: of the whole answer (the same answer again is skipped at once)
 * and of its row's fields (answers that differ only in what they carry, a season list without
 * events after a live read with them, change nothing).
 */
function digestsOf(match: FeedMatch): { full: string; core: string } {
  return { full: feedDigest(match), core: feedDigest({ ...match, events: undefined, lineups: undefined, stats: undefined, playerStats: undefined }) };
}

/**
 * Writes one answer about one match; null when it says nothing new. `fence` runs first in the
 * write's transaction and throws when this process may no longer write for the provider.
 */
export async function writeFeedMatch(db: Database, match: FeedMatch, now: Date, fence?: (tx: Queryable) => Promise<void>): Promise<WrittenMatch | null> {
  const digests = digestsOf(match);
  const kept = `${digests.core}.${digests.full}`;
  const { sport, discipline } = match.competition;
  return db.transaction(async (tx) => {
    await fence?.(tx);
    const competition = await providerCompetition(tx, match.provider, match.competition);
    const season = await providerSeason(tx, match.provider, competition, match.seasonKey, match.season);
    const homeId = await providerTeam(tx, match.provider, sport, discipline, match.home);
    const awayId = await providerTeam(tx, match.provider, sport, discipline, match.away);
    const row = await matchRow(tx, match, season, homeId, awayId, now);
    const [storedCore, storedFull] = (row.digest ?? '.').split('.');
    if (storedFull === digests.full && !row.delayed) return null;
    await keepPictures(tx, match, competition, homeId, awayId);
    const written = match.events ? await writeEvents(tx, row.id, row.eventSeq, match, now) : { events: [], removed: [], lastSeq: row.eventSeq };
    const lineups = await storedLineups(tx, match, homeId, awayId);
    if (match.playerStats) await writePlayerStats(tx, match, row.id, { home: homeId, away: awayId });
    const [details] = await tx.query<{ changed: boolean }>(
      'SELECT (COALESCE($2::jsonb, stats) IS DISTINCT FROM stats OR COALESCE($3::jsonb, lineups) IS DISTINCT FROM lineups) AS changed FROM matches WHERE id = $1',
      [row.id, match.stats ? JSON.stringify(match.stats) : null, lineups ? JSON.stringify(lineups) : null],
    );
    const changed = storedCore !== digests.core || row.delayed || written.events.length > 0 || written.removed.length > 0 || details!.changed;
    if (!changed) {
      await keepFeedDigest(tx, row.id, kept);
      return null;
    }
    await updateMatch(
      tx,
      row.id,
      {
        seasonId: season,
        homeTeamId: homeId,
        awayTeamId: awayId,
        startsAt: match.startsAt,
        status: match.status,
        phase: match.phase,
        clock: match.clock,
        stoppage: match.stoppage,
        homeScore: match.homeScore,
        awayScore: match.awayScore,
        periodScores: match.periodScores,
        penaltyHome: match.penalties?.home ?? null,
        penaltyAway: match.penalties?.away ?? null,
        winnerTeamId: match.winner === 'home' ? homeId : match.winner === 'away' ? awayId : null,
        round: match.round,
        group: match.group,
        knockout: match.knockout,
        bestOf: match.bestOf,
        venue: match.venue,
        stats: match.stats,
        lineups: lineups ?? undefined,
        source: match.provider,
        script: null,
        eventSeq: written.lastSeq,
        feedDigest: kept,
        delayedSince: null,
      },
      now,
    );
    await saveMaps(tx, row.id, match.maps ?? [], { home: homeId, away: awayId });
    let odds: OddsLine[] | null = null;
    if (match.odds && match.odds.length > 0) {
      const settled = match.status === 'finished';
      const priced = match.odds.map((line) => ({ ...line, settled }));
      await saveOdds(tx, { id: row.id, sport, clock: match.clock, homeScore: match.homeScore, awayScore: match.awayScore }, priced, now);
      odds = priced.map((line) => ({ market: line.market, line: line.line, home: line.home, draw: line.draw, away: line.away, status: settled ? 'settled' : 'open', updatedAt: now.toISOString() }));
    }
    return { id: row.id, sport, events: written.events, removedEvents: written.removed, odds };
  });
}
