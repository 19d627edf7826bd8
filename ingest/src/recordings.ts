// Clips of a recorded push. A recording is an HLS event playlist whose segments carry their
// wall-clock time (#EXT-X-PROGRAM-DATE-TIME); a clip between two instants is a playlist of the
// segments that overlap them — cut without re-encoding, so a replay or a highlight costs a few
// hundred bytes of playlist. Recordings live in the object store under `rec/<id>/`
// (recordingUploader.ts puts them there). Stills: stills.ts; which clips may be cut: videoAddresses.ts.
import fs from 'node:fs';
import path from 'node:path';

export interface RecordedSegment {
  name: string;
  startMs: number;
  durationMs: number;
}

export interface Recording {
  segments: RecordedSegment[];
  /** The push stopped: no segment will be added. */
  ended: boolean;
}

/** The object store's keys of a recording: its playlist, a segment, a still. */
export const recordingKeys = {
  prefix: (recordingId: string) => `rec/${recordingId}/`,
  playlist: (recordingId: string) => `rec/${recordingId}/index.m3u8`,
  file: (recordingId: string, name: string) => `rec/${recordingId}/${name}`,
};

/** Reads a recording's playlist from a folder (the packager's); null when there is none. */
export function readRecording(directory: string): Recording | null {
  try {
    return parseRecording(fs.readFileSync(path.join(directory, 'index.m3u8'), 'utf8'));
  } catch {
    return null;
  }
}

/** A recording from its playlist's text. */
export function parseRecording(text: string): Recording {
  const segments: RecordedSegment[] = [];
  let stamp: number | null = null;
  let duration: number | null = null;
  for (const line of text.split('\n').map((value) => value.trim())) {
    if (line.startsWith('#EXT-X-PROGRAM-DATE-TIME:')) stamp = Date.parse(line.slice('#EXT-X-PROGRAM-DATE-TIME:'.length));
    else if (line.startsWith('#EXTINF:')) duration = Number.parseFloat(line.slice('#EXTINF:'.length)) * 1000;
    else if (line && !line.startsWith('#') && duration !== null) {
      // A segment without its own stamp follows the previous one.
      const previous = segments.at(-1);
      const startMs = stamp ?? (previous ? previous.startMs + previous.durationMs : Number.NaN);
      if (Number.isFinite(startMs)) segments.push({ name: line, startMs, durationMs: duration });
      stamp = null;
      duration = null;
    }
  }
  return { segments, ended: text.includes('#EXT-X-ENDLIST') };
}

export interface Clip {
  playlist: string;
  /** Every segment of the clip is written: the playlist will not change. */
  complete: boolean;
}

/**
 * The playlist of the segments overlapping [fromMs, toMs); null when none does. `segmentUri`
 * writes each segment's address (its name, signed by the server).
 */
export function clipPlaylist(recording: Recording, fromMs: number, toMs: number, segmentUri: (name: string) => string = (name) => name): Clip | null {
  const segments = recording.segments.filter((segment) => segment.startMs < toMs && segment.startMs + segment.durationMs > fromMs);
  if (segments.length === 0) return null;
  const last = recording.segments.at(-1)!;
  const complete = recording.ended || last.startMs + last.durationMs >= toMs;
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${Math.ceil(Math.max(...segments.map((segment) => segment.durationMs)) / 1000)}`,
    '#EXT-X-MEDIA-SEQUENCE:0',
    // Not yet complete (the live just ended, its last seconds are being written): the player
    // reloads it as it grows, until the end is there.
    `#EXT-X-PLAYLIST-TYPE:${complete ? 'VOD' : 'EVENT'}`,
    '#EXT-X-INDEPENDENT-SEGMENTS',
    ...segments.flatMap((segment) => [`#EXT-X-PROGRAM-DATE-TIME:${new Date(segment.startMs).toISOString()}`, `#EXTINF:${(segment.durationMs / 1000).toFixed(3)},`, segmentUri(segment.name)]),
    ...(complete ? ['#EXT-X-ENDLIST'] : []),
  ];
  return { playlist: `${lines.join('\n')}\n`, complete };
}

/** The segment showing the instant (or the nearest one). */
export function segmentAt(recording: Recording, atMs: number): RecordedSegment | null {
  let best: RecordedSegment | null = null;
  let distance = Number.POSITIVE_INFINITY;
  for (const segment of recording.segments) {
    const away = atMs < segment.startMs ? segment.startMs - atMs : Math.max(0, atMs - (segment.startMs + segment.durationMs));
    if (away < distance) [best, distance] = [segment, away];
  }
  return best;
}
