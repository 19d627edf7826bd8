// Live rooms, written once for the site, the api and the ingest: a streamer's room (one per
// streamer, its id is the streamer's user id), the live shown in it, the chat on `chat:<room>`,
// and what the ingest server and the api say to each other about pushes.
import type { MatchSummary } from '@matchday/contracts/sports/contract';
import type { Sport } from '@matchday/contracts/sports/rules';

export type LiveStatus = 'live' | 'ended';

export interface Live {
  id: string;
  /** The room: the streamer's user id. */
  roomId: string;
  streamerName: string;
  title: string;
  status: LiveStatus;
  startedAt: string;
  endedAt: string | null;
  /** Why it ended: the streamer ended it, or customer service banned the streamer. */
  endReason: 'streamer' | 'banned' | null;
  /** The streamer's tool is pushing now (the room plays); false once the push stops. */
  pushing: boolean;
  /** The HLS playlist (on the site's origin, `/hls/…`), while pushing. */
  playbackUrl: string | null;
  match: MatchSummary;
  viewers: number;
}

export interface LiveRoom {
  roomId: string;
  streamerName: string;
  /** The live in progress, or null ("chat room not open yet"). */
  live: Live | null;
  followers: number;
  /** The viewer follows this streamer (false for visitors). */
  following: boolean;
  /** Seconds a member waits between two messages; 0 when off. */
  slowModeSeconds: number;
}

export interface ChatMessage {
  id: string;
  roomId: string;
  userId: string;
  username: string;
  /** Plain text; shown as text, never as HTML. */
  text: string;
  sentAt: string;
  /** The streamer of the room or customer service wrote it. */
  staff: boolean;
}

/** What `chat:<room>` carries. */
export type ChatEvent =
  | { type: 'message'; message: ChatMessage }
  | { type: 'deleted'; messageId: string }
  | { type: 'live'; live: Live | null }
  | { type: 'slowMode'; seconds: number };

/** The streamer's own channel page. */
export interface StreamerChannel {
  roomId: string;
  /** The RTMP address to push to (the tool's "server"). */
  pushAddress: string;
  /** The live code (the tool's "stream key"); secret, reset on demand. */
  liveCode: string;
  pushing: boolean;
  live: Live | null;
  slowModeSeconds: number;
  /** A broadcast ban in force (until: null while it lasts until lifted), or null. */
  broadcastBan: { until: string | null } | null;
}

export const CHAT_MESSAGE_MAX_LENGTH = 200;
/** Messages a newcomer to a room receives. */
export const CHAT_HISTORY_SIZE = 50;
export const SLOW_MODE_CHOICES = [0, 5, 10, 30, 60] as const;
/** A live's title, at most. */
export const LIVE_TITLE_MAX_LENGTH = 60;
/** A push is taken as stopped when its ingest server has not vouched for it for this long. */
export const PUSH_STALE_AFTER_MS = 15_000;

export const REPORT_REASONS = ['abuse', 'spam', 'illegal', 'sexual', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export type SanctionKind = 'mute' | 'ban' | 'broadcast_ban';

export interface Report {
  id: string;
  kind: 'chat_message' | 'streamer' | 'comment';
  /** The message's or comment's text, or the reported streamer's name. */
  subject: string;
  targetUserId: string;
  targetUsername: string;
  roomId: string | null;
  reason: ReportReason;
  reporter: string;
  status: 'open' | 'handled' | 'dismissed';
  createdAt: string;
}

export interface AuditEntry {
  id: string;
  /** Who acted; null for the canary judge (a release rolled back by itself). */
  actor: string | null;
  action: string;
  targetUserId: string | null;
  targetUsername: string | null;
  reason: string | null;
  details: Record<string, string | number | boolean | null>;
  createdAt: string;
}

export const LIVE_PATHS = {
  /** GET who is live now (`?sport=`). */
  lives: '/api/lives',
  /** GET the lives on one match ("no live for this game" when none). */
  matchLives: '/api/lives/match/:matchId',
  room: '/api/rooms/:roomId',
  follow: '/api/rooms/:roomId/follow',
  chat: '/api/rooms/:roomId/chat',
  chatMessage: '/api/rooms/:roomId/chat/:messageId',
  chatReport: '/api/rooms/:roomId/chat/:messageId/report',
  roomReport: '/api/rooms/:roomId/report',
  roomMutes: '/api/rooms/:roomId/mutes',
  /** The streamer's own channel: GET; the live code, start and end, settings. */
  channel: '/api/channel',
  channelLiveCode: '/api/channel/live-code',
  channelLive: '/api/channel/live',
  channelLiveEnd: '/api/channel/live/end',
  channelSettings: '/api/channel/settings',
  /** GET the matches a live may cover now (in progress or within the hour). */
  channelMatches: '/api/channel/matches',
  opsReports: '/api/ops/reports',
  opsReport: '/api/ops/reports/:reportId',
  opsSanctions: '/api/ops/sanctions',
  opsAudit: '/api/ops/audit',
  /** Between the ingest servers and the api (a shared secret, never from a browser). */
  ingestPublish: '/api/ingest/publish',
  ingestHeartbeat: '/api/ingest/heartbeat',
  ingestUnpublish: '/api/ingest/unpublish',
  /** Development only: the demo streamer's live code, for the ingest's demo push. */
  devDemoStreamer: '/api/dev/demo-streamer',
} as const;

/** The header carrying the ingest servers' shared secret. */
export const INGEST_SECRET_HEADER = 'x-ingest-secret';

export interface IngestPublishAnswer {
  /** Where the ingest writes the HLS: `/hls/<streamId>/index.m3u8`. */
  streamId: string;
  /** The push is also recorded under `/hls/rec/<recordingId>/` (replays and highlights). */
  recordingId: string;
}

/** The pushes an ingest server must stop (their live ended or was banned). */
export interface IngestHeartbeatAnswer {
  refused: string[];
}

/** Development only: the demo streamer's live code, for the ingest's demo push. */
export interface DemoStreamerCode {
  liveCode: string;
}

export const hlsPlaylistPath = (streamId: string) => `/hls/${streamId}/index.m3u8`;

/**
 * The live player's hls.js settings, shared by the room and the glass-to-glass bench: a live
 * edge two one-second segments back, catching up when it falls six behind.
 */
export const LIVE_PLAYER_HLS_CONFIG = { lowLatencyMode: true, liveSyncDurationCount: 2, liveMaxLatencyDurationCount: 6, manifestLoadingMaxRetry: 4 } as const;

/** A live a streamer scheduled on a coming match. */
export interface Programme {
  id: string;
  roomId: string;
  streamerName: string;
  title: string;
  match: MatchSummary;
}

/** One live on the streamer's data board. */
export interface LiveStats {
  id: string;
  title: string;
  startedAt: string;
  endedAt: string | null;
  peakViewers: number;
  averageViewers: number;
  /** Viewer-minutes watched (the samples' viewers times their interval). */
  watchMinutes: number;
  chatMessages: number;
  /** Follows the streamer gained while the live was on. */
  newFollowers: number;
  /** Viewers over time (a sample each VIEWER_SAMPLE_SECONDS). */
  samples: { at: string; viewers: number }[];
}

export interface ChannelStats {
  overall: { lives: number; peakViewers: number; watchMinutes: number; chatMessages: number; followers: number; newFollowers: number };
  lives: LiveStats[];
}

/** How often the viewers of every live are counted for the data board. */
export const VIEWER_SAMPLE_SECONDS = 30;

export const PROGRAMME_PATHS = {
  /** GET the coming programmes of every streamer (`?sport=`). */
  programmes: '/api/programmes',
  /** The streamer's own: GET, POST (a coming match and a title); DELETE one. */
  channelProgrammes: '/api/channel/programmes',
  channelProgramme: '/api/channel/programmes/:programmeId',
  channelStats: '/api/channel/stats',
} as const;

// The public reads the streamer list and the shell's server (its first screen) both make.
/** Who is live now, of a sport or of all. */
export function livesRead(sport: Sport | undefined) {
  return { pattern: LIVE_PATHS.lives, params: sport ? { sport } : {} };
}

/** A live room, as whoever asks sees it (whether they follow its streamer). */
export function roomRead(roomId: string) {
  return { pattern: LIVE_PATHS.room, path: { roomId } };
}

/** The lives streamers scheduled on coming matches, of a sport or of all. */
export function programmesRead(sport: Sport | undefined) {
  return { pattern: PROGRAMME_PATHS.programmes, params: sport ? { sport } : {} };
}
