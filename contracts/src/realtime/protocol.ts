// The realtime protocol: one websocket per page (`/api/ws`), many channels on it. Every message
// on a channel carries that channel's sequence number; a client that reconnects subscribes with
// the last number it saw and gets what it missed, or is told to refetch (`resync`) when too
// much was missed. Nothing is lost silently. A signed-in connection follows its session: when
// the session ends (signed out, expired, account frozen, cancelled or banned) the server closes
// its private channels and says `sessionEnded`; the page becomes a visitor's.
import type { ChatEvent } from '@matchday/contracts/lives/contract';
import type { MatchUpdate, ScoreListUpdate, UserNotification } from '@matchday/contracts/sports/contract';
import { isSport, type Sport } from '@matchday/contracts/sports/rules';

// The sports whose score lists have channels: those of the shared rules.

export const REALTIME_PATH = '/api/ws';
/** The server pings this often; a client hearing nothing for twice as long reconnects. */
export const HEARTBEAT_SECONDS = 25;

/** The channels' names, typed by kind: a name says what its messages are (`PayloadOf`). */
export const channels = {
  /** Changes to the match list of a sport. */
  scores: (sport: Sport): ChannelName<'scores'> => `scores:${sport}`,
  /** Everything about one match: score, events, odds. */
  match: (matchId: string): ChannelName<'match'> => `match:${matchId}`,
  /** A live room's chat. */
  chat: (roomId: string): ChannelName<'chat'> => `chat:${roomId}`,
  /** A signed-in user's own notifications (balance changes); only that user may listen. */
  user: (userId: string): ChannelName<'user'> => `user:${userId}`,
};

export type ChannelKind = 'scores' | 'match' | 'chat' | 'user';

export function parseChannel(name: string): { kind: ChannelKind; id: string } | null {
  const match = /^(scores|match|chat|user):([\w-]{1,64})$/.exec(name);
  if (!match) return null;
  if (match[1] === 'scores' && !isSport(match[2])) return null;
  return { kind: match[1] as ChannelKind, id: match[2]! };
}

/** Why a session ended; `invalid`: the token was refused when presented (unknown, revoked or expired). */
export type SessionEndReason = 'signedOut' | 'expired' | 'frozen' | 'cancelled' | 'banned' | 'invalid';

export const SESSION_END_REASONS: readonly SessionEndReason[] = ['signedOut', 'expired', 'frozen', 'cancelled', 'banned', 'invalid'];

/**
 * The api processes' own broker channel: sessions that ended, so every process ends its
 * connections of them. `parseChannel` never accepts the name (`#` is not a channel character),
 * so no client can subscribe to it or read its history.
 */
export const SESSIONS_CONTROL_CHANNEL = '#sessions';

/** On `SESSIONS_CONTROL_CHANNEL`, between api processes only. */
export interface SessionsEndedEvent {
  userId: string;
  sessionIds: string[];
  reason: SessionEndReason;
}

export function isSessionsEndedEvent(value: unknown): value is SessionsEndedEvent {
  if (typeof value !== 'object' || value === null) return false;
  const event = value as Record<string, unknown>;
  return (
    typeof event.userId === 'string' &&
    Array.isArray(event.sessionIds) &&
    event.sessionIds.every((id) => typeof id === 'string') &&
    typeof event.reason === 'string' &&
    (SESSION_END_REASONS as readonly string[]).includes(event.reason)
  );
}

/**
 * What every channel carries: the one map from a channel kind to its messages' type. The api
 * publishes (`Broker.publish`, the `publish` callbacks) and the site watches (`watchChannel`)
 * through it, so a payload that does not fit its channel is a compile error on either side.
 */
export interface ChannelPayloads {
  scores: ScoreListUpdate;
  match: MatchUpdate;
  chat: ChatEvent;
  user: UserNotification;
  /** `SESSIONS_CONTROL_CHANNEL`, between api processes only. */
  [SESSIONS_CONTROL_CHANNEL]: SessionsEndedEvent;
}

/** A client channel's name, `<kind>:<id>` (see `channels`); its kind gives its messages' type. */
export type ChannelName<K extends ChannelKind = ChannelKind> = `${K}:${string}`;

/** Every name the api's broker carries: the clients' channels and the api's control channel. */
export type BrokerChannel = ChannelName | typeof SESSIONS_CONTROL_CHANNEL;

/** The type of the messages on a channel (of every channel of a union, for a union). */
export type PayloadOf<C extends BrokerChannel> = C extends typeof SESSIONS_CONTROL_CHANNEL
  ? ChannelPayloads[C]
  : C extends `${infer K extends ChannelKind}:${string}`
    ? ChannelPayloads[K]
    : never;

/** The least a client refused with `serverFull` waits before trying again (it adds jitter on top). */
export const SERVER_FULL_RETRY_SECONDS = 10;

/**
 * Why the server closes a connection it will not keep (websocket close codes 4000–4999 are the
 * application's). The site's client reconnects later, as after any close; after `serverFull` no
 * sooner than the reason says (`retryAfterSeconds`).
 */
export const REALTIME_CLOSE = {
  /** The token belongs in an `auth` message: an address ends up in proxies' logs. */
  tokenInAddress: { code: 4400, reason: 'send the token in an auth message, not in the address' },
  tooManyFromAddress: { code: 4429, reason: 'too many connections from this address' },
  tooManyForSession: { code: 4429, reason: 'too many connections for this session' },
  /**
   * The api process holds all the websockets its open-files limit leaves room for (more would
   * starve its database and Redis). A browser sees no HTTP status of a refused upgrade, only a
   * close code: the upgrade is accepted and closed at once with this one, nothing sent before.
   */
  serverFull: { code: 4503, reason: `server full: retry after ${SERVER_FULL_RETRY_SECONDS} s` },
} as const;

/** The seconds a close reason asks the client to wait ("retry after 10 s"); null when it names none. */
export function retryAfterSeconds(reason: string): number | null {
  const match = /retry after (\d+) s\b/.exec(reason);
  return match ? Number(match[1]) : null;
}

export type ClientMessage =
  | { type: 'subscribe'; channel: string; since?: number }
  | { type: 'unsubscribe'; channel: string }
  /**
   * The session's token (empty: none), and a visitor id the server gave this page before:
   * a room counts a page that is not signed in by it (once, however many tabs).
   */
  | { type: 'auth'; token: string; visitor?: string }
  | { type: 'ping' };

export type ServerMessage =
  | { type: 'message'; channel: string; seq: number; data: unknown; sentAt: number }
  | { type: 'subscribed'; channel: string; seq: number }
  /** Too much was missed to replay: fetch the channel's state again, then follow from `seq`. */
  | { type: 'resync'; channel: string; seq: number }
  /** `visitor`: a new visitor id for the page to keep and present next time (when it has none, or its own is due to change). */
  | { type: 'authenticated'; userId: string | null; visitor?: string }
  /**
   * The connection's session is over: its private channels are closed, public ones go on.
   * Follows the `authenticated` of an `auth` whose token was refused (`invalid`).
   */
  | { type: 'sessionEnded'; reason: SessionEndReason }
  | { type: 'pong' }
  | { type: 'error'; channel?: string; code: 'forbidden' | 'unknown_channel' | 'bad_request' | 'too_many_subscriptions'; message: string };
