// Clips of a recorded push. A recording is an HLS event playlist whose segments carry their
// wall-clock time (#EXT-X-PROGRAM-DATE-TIME); a clip between two instants is a playlist of the
// segments that overlap them — cut without re-encoding, so a replay or a highlight costs a few
// hundred bytes of playlist. Recordings live in the object store under `rec/<id>/`
// (recordingUploader.ts puts them there). Stills: stills.ts; which clips may be cut: videoAddresses.ts.
import fs from 'node:fs';
import path from 'node:path';
import { parseRecording, segmentLines, type Recording, type RecordedSegment } from '@matchday/storage/recordings';

/** Reads a recording's playlist from a folder (the packager's); null when there is none. */
export function readRecording(directory: string): Recording | null {
  try {
    return parseRecording(fs.readFileSync(path.join(directory, 'index.m3u8'), 'utf8'));
  } catch {
    return null;
  }
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
    ...segments.flatMap((segment, index) => segmentLines(segment, index > 0, segmentUri(segment.name))),
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
