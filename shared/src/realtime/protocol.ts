// The realtime protocol: one websocket per page (`/api/ws`), many channels on it. Every message
// on a channel carries that channel's sequence number; a client that reconnects subscribes with
// the last number it saw and gets what it missed, or is told to refetch (`resync`) when too
// much was missed. Nothing is lost silently.
import type { Sport } from '@matchday/shared/api/sports';

export const REALTIME_PATH = '/api/ws';
/** The server pings this often; a client hearing nothing for twice as long reconnects. */
export const HEARTBEAT_SECONDS = 25;

export const channels = {
  /** Changes to the match list of a sport. */
  scores: (sport: Sport) => `scores:${sport}`,
  /** Everything about one match: score, events, odds. */
  match: (matchId: string) => `match:${matchId}`,
  /** A live room's chat. */
  chat: (roomId: string) => `chat:${roomId}`,
  /** A signed-in user's own notifications (balance changes); only that user may listen. */
  user: (userId: string) => `user:${userId}`,
};

export type ChannelKind = 'scores' | 'match' | 'chat' | 'user';

export function parseChannel(name: string): { kind: ChannelKind; id: string } | null {
  const match = /^(scores|match|chat|user):([\w-]{1,64})$/.exec(name);
  if (!match) return null;
  if (match[1] === 'scores' && !['football', 'basketball', 'esports'].includes(match[2]!)) return null;
  return { kind: match[1] as ChannelKind, id: match[2]! };
}

export type ClientMessage =
  | { type: 'subscribe'; channel: string; since?: number }
  | { type: 'unsubscribe'; channel: string }
  | { type: 'auth'; token: string }
  | { type: 'ping' };

export type ServerMessage =
  | { type: 'message'; channel: string; seq: number; data: unknown; sentAt: number }
  | { type: 'subscribed'; channel: string; seq: number }
  /** Too much was missed to replay: fetch the channel's state again, then follow from `seq`. */
  | { type: 'resync'; channel: string; seq: number }
  | { type: 'authenticated'; userId: string | null }
  | { type: 'pong' }
  | { type: 'error'; channel?: string; code: 'forbidden' | 'unknown_channel' | 'bad_request' | 'too_many_subscriptions'; message: string };
