// SQL of the alerts domain: subscriptions, preferences, the notifier's cursor, its reads of new
// match events and their followers, and the deliveries that make an alert go once.
import { type AlertKind, type AlertPreferences, DEFAULT_ALERT_PREFERENCES } from '@matchday/contracts/alerts/contract';
import type { Queryable } from '../../db/database';

// ---- subscriptions and preferences ----------------------------------------------------------

/** A browser whose session is still signed in (a session ended takes its browser's alerts with it). */
const LIVE_SESSION = 's.revoked_at IS NULL AND s.expires_at > $2';

export async function liveSubscriptionCount(db: Queryable, userId: string, now: Date, exceptEndpoint: string): Promise<number> {
  const [row] = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM push_subscriptions p JOIN sessions s ON s.id = p.session_id
     WHERE p.user_id = $1 AND ${LIVE_SESSION} AND p.endpoint <> $3`,
    [userId, now, exceptEndpoint],
  );
  return Number(row?.count ?? 0);
}

export interface NewSubscription {
  userId: string;
  sessionId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  language: string | null;
}

/** The browser's subscription, now this session's (a browser another fan signed in on moves to them). */
export async function upsertSubscription(db: Queryable, subscription: NewSubscription, at: Date): Promise<void> {
  await db.query(
    `INSERT INTO push_subscriptions (user_id, session_id, endpoint, p256dh, auth, language, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (endpoint) DO UPDATE SET user_id = EXCLUDED.user_id, session_id = EXCLUDED.session_id, p256dh = EXCLUDED.p256dh,
       auth = EXCLUDED.auth, language = EXCLUDED.language, failure_count = 0, last_failure_at = NULL`,
    [subscription.userId, subscription.sessionId, subscription.endpoint, subscription.p256dh, subscription.auth, subscription.language, at],
  );
}

export async function deleteSubscription(db: Queryable, userId: string, endpoint: string): Promise<void> {
  await db.query('DELETE FROM push_subscriptions WHERE user_id = $1 AND endpoint = $2', [userId, endpoint]);
}

interface PreferencesRow {
  kinds: string[];
  muted_from: string | null;
  muted_to: string | null;
  time_zone: string;
}

const toPreferences = (row: PreferencesRow | undefined): AlertPreferences =>
  row ? { kinds: row.kinds as AlertKind[], mutedFrom: row.muted_from, mutedTo: row.muted_to, timeZone: row.time_zone } : { ...DEFAULT_ALERT_PREFERENCES, kinds: [...DEFAULT_ALERT_PREFERENCES.kinds] };

export async function readPreferences(db: Queryable, userId: string): Promise<AlertPreferences> {
  const [row] = await db.query<PreferencesRow>('SELECT kinds, muted_from, muted_to, time_zone FROM alert_preferences WHERE user_id = $1', [userId]);
  return toPreferences(row);
}

export async function writePreferences(db: Queryable, userId: string, preferences: AlertPreferences, at: Date): Promise<void> {
  await db.query(
    `INSERT INTO alert_preferences (user_id, kinds, muted_from, muted_to, time_zone, updated_at) VALUES ($1, $2::text[], $3, $4, $5, $6)
     ON CONFLICT (user_id) DO UPDATE SET kinds = EXCLUDED.kinds, muted_from = EXCLUDED.muted_from, muted_to = EXCLUDED.muted_to,
       time_zone = EXCLUDED.time_zone, updated_at = EXCLUDED.updated_at`,
    [userId, preferences.kinds, preferences.mutedFrom, preferences.mutedTo, preferences.timeZone, at],
  );
}

// ---- VAPID keys (development's, made once) ----------------------------------------------------

/** The stored pair; `candidate` becomes it when there is none yet (the first process to ask wins). */
export async function keepVapidKeys(db: Queryable, candidate: { publicKey: string; privateKey: string }, at: Date): Promise<{ publicKey: string; privateKey: string }> {
  await db.query('INSERT INTO alert_vapid_keys (public_key, private_key, created_at) VALUES ($1, $2, $3) ON CONFLICT (id) DO NOTHING', [
    candidate.publicKey,
    candidate.privateKey,
    at,
  ]);
  const [row] = await db.query<{ public_key: string; private_key: string }>('SELECT public_key, private_key FROM alert_vapid_keys');
  return { publicKey: row!.public_key, privateKey: row!.private_key };
}

// ---- the notifier ---------------------------------------------------------------------------

export interface AlertCursor {
  lastEventId: number;
  heldSince: Date | null;
}

export async function readCursor(db: Queryable): Promise<AlertCursor> {
  const [row] = await db.query<{ last_event_id: string; held_since: Date | string | null }>('SELECT last_event_id::text AS last_event_id, held_since FROM alert_cursor');
  return { lastEventId: Number(row?.last_event_id ?? 0), heldSince: row?.held_since ? new Date(row.held_since) : null };
}

/** Never backwards: a sweep that outlived its lease must not undo a later one's progress. */
export async function saveCursor(db: Queryable, cursor: AlertCursor): Promise<void> {
  await db.query(
    `INSERT INTO alert_cursor (last_event_id, held_since) VALUES ($1, $2)
     ON CONFLICT (id) DO UPDATE SET last_event_id = greatest(alert_cursor.last_event_id, EXCLUDED.last_event_id), held_since = EXCLUDED.held_since`,
    [cursor.lastEventId, cursor.heldSince],
  );
}

/** A stored match event with what its alert says: the teams, the score after it, the competition. */
export interface EventRow {
  id: number;
  matchId: string;
  seq: number;
  /** The provider's key, or null for the engine's and imports' events. */
  feedKey: string | null;
  type: string;
  /** What a VAR decision decided, and the goal it takes back (the feed writer names it). */
  detail: { decision?: string; cancels?: unknown };
  minute: number;
  stoppage: number;
  side: 'home' | 'away' | null;
  player: string;
  homeScore: number;
  awayScore: number;
  createdAt: Date;
  home: string;
  away: string;
  competition: string;
}

export async function eventsAfter(db: Queryable, lastEventId: number, limit: number): Promise<EventRow[]> {
  const rows = await db.query<{
    id: string;
    match_id: string;
    seq: number;
    feed_key: string | null;
    type: string;
    decision: string | null;
    cancels: unknown;
    minute: number;
    stoppage: number;
    side: 'home' | 'away' | null;
    player: string;
    home_score: number;
    away_score: number;
    created_at: Date | string;
    home: string;
    away: string;
    competition: string;
  }>(
    `SELECT e.id::text AS id, e.match_id::text AS match_id, e.seq, e.feed_key, e.type, e.detail->>'decision' AS decision, e.detail->'cancels' AS cancels,
       e.minute, e.stoppage, e.side, e.player,
       e.home_score, e.away_score, e.created_at, h.name AS home, a.name AS away, c.name AS competition
     FROM match_events e JOIN matches m ON m.id = e.match_id JOIN teams h ON h.id = m.home_team_id JOIN teams a ON a.id = m.away_team_id
       JOIN seasons s ON s.id = m.season_id JOIN competitions c ON c.id = s.competition_id
     WHERE e.id > $1 ORDER BY e.id LIMIT $2`,
    [lastEventId, limit],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    matchId: row.match_id,
    seq: Number(row.seq),
    feedKey: row.feed_key,
    type: row.type,
    detail: { ...(row.decision !== null ? { decision: row.decision } : {}), ...(row.cancels !== null && row.cancels !== undefined ? { cancels: row.cancels } : {}) },
    minute: Number(row.minute),
    stoppage: Number(row.stoppage),
    side: row.side,
    player: row.player,
    homeScore: Number(row.home_score),
    awayScore: Number(row.away_score),
    createdAt: new Date(row.created_at),
    home: row.home,
    away: row.away,
    competition: row.competition,
  }));
}

export interface Follower {
  matchId: string;
  userId: string;
  preferences: AlertPreferences;
}

/**
 * The fans who follow these matches (starred, or one of its teams, or its competition) and have a
 * browser to alert: an active account, a subscription whose session is still signed in.
 */
export async function followersOf(db: Queryable, matchIds: readonly string[], now: Date): Promise<Follower[]> {
  const rows = await db.query<PreferencesRow & { match_id: string; user_id: string; has_preferences: boolean }>(
    `WITH wanted AS (
       SELECT m.id AS match_id, m.home_team_id, m.away_team_id, s.competition_id FROM matches m JOIN seasons s ON s.id = m.season_id WHERE m.id = ANY($1::bigint[])
     ), following AS (
       SELECT w.match_id, f.user_id FROM wanted w JOIN favourites f ON f.kind = 'match' AND f.target_id = w.match_id
       UNION SELECT w.match_id, f.user_id FROM wanted w JOIN favourites f ON f.kind = 'team' AND f.target_id IN (w.home_team_id, w.away_team_id)
       UNION SELECT w.match_id, f.user_id FROM wanted w JOIN favourites f ON f.kind = 'competition' AND f.target_id = w.competition_id
     )
     SELECT fo.match_id::text AS match_id, fo.user_id::text AS user_id, p.user_id IS NOT NULL AS has_preferences, p.kinds, p.muted_from, p.muted_to, p.time_zone
     FROM following fo JOIN users u ON u.id = fo.user_id LEFT JOIN alert_preferences p ON p.user_id = fo.user_id
     WHERE u.status = 'active' AND NOT u.banned
       AND EXISTS (SELECT 1 FROM push_subscriptions ps JOIN sessions s ON s.id = ps.session_id WHERE ps.user_id = fo.user_id AND ${LIVE_SESSION})`,
    [matchIds, now],
  );
  return rows.map((row) => ({ matchId: row.match_id, userId: row.user_id, preferences: toPreferences(row.has_preferences ? row : undefined) }));
}

/**
 * The fans who had these events' alerts (a goal VAR then took back) and still have a browser to
 * alert, with their choices: they, and only they, hear that it was cancelled.
 */
export async function recipientsOf(db: Queryable, delivered: readonly { matchId: string; eventKey: string }[], now: Date): Promise<(Follower & { eventKey: string })[]> {
  if (delivered.length === 0) return [];
  const rows = await db.query<PreferencesRow & { match_id: string; event_key: string; user_id: string; has_preferences: boolean }>(
    `SELECT d.match_id::text AS match_id, d.event_key, d.user_id::text AS user_id, p.user_id IS NOT NULL AS has_preferences, p.kinds, p.muted_from, p.muted_to, p.time_zone
     FROM alert_deliveries d JOIN unnest($1::bigint[], $3::text[]) AS w(match_id, event_key) ON w.match_id = d.match_id AND w.event_key = d.event_key
       JOIN users u ON u.id = d.user_id LEFT JOIN alert_preferences p ON p.user_id = d.user_id
     WHERE u.status = 'active' AND NOT u.banned
       AND EXISTS (SELECT 1 FROM push_subscriptions ps JOIN sessions s ON s.id = ps.session_id WHERE ps.user_id = d.user_id AND ${LIVE_SESSION})`,
    [delivered.map((entry) => entry.matchId), now, delivered.map((entry) => entry.eventKey)],
  );
  return rows.map((row) => ({ matchId: row.match_id, eventKey: row.event_key, userId: row.user_id, preferences: toPreferences(row.has_preferences ? row : undefined) }));
}

export interface Delivery {
  userId: string;
  matchId: string;
  eventKey: string;
  kind: AlertKind;
}

/**
 * Records the deliveries; answers the ones recorded now. One already there was sent by another
 * sweep or process, so only the sweep that recorded it sends it.
 */
export async function recordDeliveries(db: Queryable, deliveries: readonly Delivery[], at: Date): Promise<Delivery[]> {
  if (deliveries.length === 0) return [];
  const rows = await db.query<{ user_id: string; match_id: string; event_key: string; kind: AlertKind }>(
    `INSERT INTO alert_deliveries (user_id, match_id, event_key, kind, sent_at)
     SELECT user_id, match_id, event_key, kind, $5 FROM unnest($1::bigint[], $2::bigint[], $3::text[], $4::text[]) AS d(user_id, match_id, event_key, kind)
     ON CONFLICT DO NOTHING
     RETURNING user_id::text AS user_id, match_id::text AS match_id, event_key, kind`,
    [deliveries.map((d) => d.userId), deliveries.map((d) => d.matchId), deliveries.map((d) => d.eventKey), deliveries.map((d) => d.kind), at],
  );
  return rows.map((row) => ({ userId: row.user_id, matchId: row.match_id, eventKey: row.event_key, kind: row.kind }));
}

export interface SubscriptionRow {
  id: string;
  userId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  language: string | null;
}

export async function liveSubscriptionsOf(db: Queryable, userIds: readonly string[], now: Date): Promise<SubscriptionRow[]> {
  const rows = await db.query<{ id: string; user_id: string; endpoint: string; p256dh: string; auth: string; language: string | null }>(
    `SELECT p.id::text AS id, p.user_id::text AS user_id, p.endpoint, p.p256dh, p.auth, p.language
     FROM push_subscriptions p JOIN sessions s ON s.id = p.session_id WHERE p.user_id = ANY($1::bigint[]) AND ${LIVE_SESSION}`,
    [userIds, now],
  );
  return rows.map((row) => ({ id: row.id, userId: row.user_id, endpoint: row.endpoint, p256dh: row.p256dh, auth: row.auth, language: row.language }));
}

/** What the push services answered, written back: a success clears the failures, 404/410 deletes. */
export async function recordOutcomes(db: Queryable, outcomes: { sent: string[]; gone: string[]; failed: string[] }, at: Date): Promise<void> {
  if (outcomes.sent.length > 0)
    await db.query('UPDATE push_subscriptions SET last_success_at = $2, failure_count = 0 WHERE id = ANY($1::bigint[])', [outcomes.sent, at]);
  if (outcomes.failed.length > 0)
    await db.query('UPDATE push_subscriptions SET failure_count = failure_count + 1, last_failure_at = $2 WHERE id = ANY($1::bigint[])', [outcomes.failed, at]);
  if (outcomes.gone.length > 0) await db.query('DELETE FROM push_subscriptions WHERE id = ANY($1::bigint[])', [outcomes.gone]);
}

/** Deliveries past the notifier's window, and browsers whose session has ended. */
export async function prune(db: Queryable, deliveriesBefore: Date, now: Date): Promise<{ deliveries: number; subscriptions: number }> {
  const [deliveries] = await db.query<{ count: number }>(
    'WITH gone AS (DELETE FROM alert_deliveries WHERE sent_at < $1 RETURNING 1) SELECT count(*)::int AS count FROM gone',
    [deliveriesBefore],
  );
  const [subscriptions] = await db.query<{ count: number }>(
    `WITH gone AS (DELETE FROM push_subscriptions p USING sessions s WHERE s.id = p.session_id AND (s.revoked_at IS NOT NULL OR s.expires_at <= $1) RETURNING 1)
     SELECT count(*)::int AS count FROM gone`,
    [now],
  );
  return { deliveries: Number(deliveries?.count ?? 0), subscriptions: Number(subscriptions?.count ?? 0) };
}
