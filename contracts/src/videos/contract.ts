// Video on demand, written once for the ingest, the api and the site. Every push is recorded by
// the ingest as HLS (`/hls/rec/<recording>/`, segments stamped with their wall-clock time); a
// replay is the part of a recording during one live, a highlight the seconds around one of the
// live match's key events. Both are played as a clip of the recording: a playlist of the
// segments between two instants, cut by the ingest without re-encoding.
import type { CursorPage } from '@matchday/contracts/http/paging';
import type { MatchEventType, MatchSummary } from '@matchday/contracts/sports/contract';
import { bySport, type Sport, SPORT_RULES } from '@matchday/contracts/sports/rules';

export const VIDEO_KINDS = ['replay', 'highlight'] as const;
export type VideoKind = (typeof VIDEO_KINDS)[number];

/** Events a highlight is cut around, by sport (the most telling moments, not every point). */
export const HIGHLIGHT_EVENT_TYPES: Record<Sport, readonly MatchEventType[]> = bySport((sport) => SPORT_RULES[sport].highlightEvents);
/** A highlight starts this long before its event and ends this long after (clamped to the live). */
export const HIGHLIGHT_LEAD_MS = 20_000;
export const HIGHLIGHT_TAIL_MS = 10_000;
/** At most this many highlights per replay: the earliest of the most telling events. */
export const HIGHLIGHTS_PER_REPLAY = 12;
/** A live shorter than this on the recording keeps no replay. */
export const REPLAY_MIN_MS = 3_000;
export const VIDEO_PAGE_SIZE = 24;

/** A recording's id, as the ingest names its folder (letters and digits). */
export const RECORDING_ID_PATTERN = /^[A-Za-z0-9]{8,40}$/;

/*
 * A recording holds the whole push, from before a live started; only what the api made public (a
 * replay's live, a highlight's seconds) may be played. So the api signs each clip and still
 * address it gives, an HMAC with the secret it shares with the ingest over the recording and the
 * instants, and the ingest cuts only signed ones (ingest/src/videoAddresses.ts): a widened or
 * made-up interval is refused. The rule of what is public stays in the api (its `videos` rows).
 */

/** A signature: the first 128 bits of the HMAC-SHA-256, in hex. */
export const VIDEO_SIGNATURE_PATTERN = /^[0-9a-f]{32}$/;
/** What a clip's signature covers. */
export const clipSignedText = (recordingId: string, fromMs: number, toMs: number) => `clip:${recordingId}:${fromMs}:${toMs}`;
/** What a still's signature covers. */
export const stillSignedText = (recordingId: string, atMs: number) => `still:${recordingId}:${atMs}`;

/** The signature of `text` with the secret the api and the ingest share (Web Crypto: the same code on both). */
export async function videoSignature(secret: string, text: string): Promise<string> {
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(text)));
  return Array.from(mac.subarray(0, 16), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A clip of a recording: the segments between two instants (epoch milliseconds), signed. */
export const clipPlaylistPath = (recordingId: string, fromMs: number, toMs: number, signature: string) =>
  `/hls/rec/${recordingId}/clip.m3u8?from=${fromMs}&to=${toMs}&sig=${signature}`;
/** A still of the recording at an instant, signed. */
export const thumbnailPath = (recordingId: string, atMs: number, signature: string) => `/hls/rec/${recordingId}/thumb.jpg?at=${atMs}&sig=${signature}`;

export const signedClipPath = async (secret: string, recordingId: string, fromMs: number, toMs: number) =>
  clipPlaylistPath(recordingId, fromMs, toMs, await videoSignature(secret, clipSignedText(recordingId, fromMs, toMs)));
export const signedThumbnailPath = async (secret: string, recordingId: string, atMs: number) =>
  thumbnailPath(recordingId, atMs, await videoSignature(secret, stillSignedText(recordingId, atMs)));

export interface VideoEvent {
  type: MatchEventType;
  minute: number;
  stoppage: number;
  side: 'home' | 'away' | null;
  player: string;
}

export interface Video {
  id: string;
  kind: VideoKind;
  /** A replay's: its live's title. Highlights are titled from their event in the reader's language. */
  title: string;
  streamerName: string;
  /** The streamer's room (`/pc/live?id=`). */
  roomId: string;
  match: MatchSummary;
  /** A highlight's event; null for a replay. */
  event: VideoEvent | null;
  /** The replay a highlight was cut from; null for a replay. */
  replayId: string | null;
  durationSeconds: number;
  playlistUrl: string;
  thumbnailUrl: string;
  recordedAt: string;
}

/** Newest first; `next` is passed back as `cursor` for older ones. */
export type VideoPage = CursorPage<Video>;

export interface VideoDetail {
  video: Video;
  /** The replay and its highlights (for a highlight: its replay and sister clips). */
  related: Video[];
}

export const VIDEO_PATHS = {
  videos: '/api/videos',
  video: '/api/videos/:videoId',
} as const;

/** A page of the video list, newest first, of a sport and a kind, after `cursor` (null: the newest). */
export function videoListRead(filter: { sport?: Sport; kind?: VideoKind }, cursor: string | null) {
  return { pattern: VIDEO_PATHS.videos, params: { ...filter, ...(cursor ? { cursor } : {}) } };
}

/** One video with the rest of its live, as its page and the shell's server (its first screen) read it. */
export function videoRead(videoId: string) {
  return { pattern: VIDEO_PATHS.video, path: { videoId } };
}

/** hls.js for video on demand: no live edge to chase, a little more buffer and retrying. */
export const VOD_PLAYER_HLS_CONFIG = { lowLatencyMode: false, manifestLoadingMaxRetry: 4, fragLoadingMaxRetry: 4 } as const;
