// A recording as the object store keeps it: an HLS event playlist (`rec/<id>/index.m3u8`) whose
// segments (`rec/<id>/r-00001.ts`) each carry their wall-clock time (#EXT-X-PROGRAM-DATE-TIME),
// stills beside them (`r-00001.jpg`). The ingest writes and serves them; the api's retention
// trims them to what kept videos play. One reading and one writing of the format, here.

export interface RecordedSegment {
  name: string;
  startMs: number;
  durationMs: number;
  /**
   * The media's own timestamps start again here (#EXT-X-DISCONTINUITY): a generated recording
   * that plays a short loop over and over (the development's demo replays) marks each turn.
   */
  discontinuity?: true;
}

export interface Recording {
  segments: RecordedSegment[];
  /** The push stopped: no segment will be added. */
  ended: boolean;
}

/**
 * The development's generated loop (a test picture and tone), made by the ingest; the demo
 * streamer's past lives play copies of it (api dev/demoReplays.ts). Not a push: no row names it.
 */
export const DEMO_LOOP_RECORDING = 'demo-loop';

/** The object store's keys of a recording: its playlist, a segment, a still. */
export const recordingKeys = {
  prefix: (recordingId: string) => `rec/${recordingId}/`,
  playlist: (recordingId: string) => `rec/${recordingId}/index.m3u8`,
  file: (recordingId: string, name: string) => `rec/${recordingId}/${name}`,
};

/** A recording from its playlist's text. */
export function parseRecording(text: string): Recording {
  const segments: RecordedSegment[] = [];
  let stamp: number | null = null;
  let duration: number | null = null;
  let discontinuity = false;
  for (const line of text.split('\n').map((value) => value.trim())) {
    if (line === '#EXT-X-DISCONTINUITY') discontinuity = true;
    else if (line.startsWith('#EXT-X-PROGRAM-DATE-TIME:')) stamp = Date.parse(line.slice('#EXT-X-PROGRAM-DATE-TIME:'.length));
    else if (line.startsWith('#EXTINF:')) duration = Number.parseFloat(line.slice('#EXTINF:'.length)) * 1000;
    else if (line && !line.startsWith('#') && duration !== null) {
      // A segment without its own stamp follows the previous one.
      const previous = segments.at(-1);
      const startMs = stamp ?? (previous ? previous.startMs + previous.durationMs : Number.NaN);
      if (Number.isFinite(startMs)) segments.push({ name: line, startMs, durationMs: duration, ...(discontinuity ? { discontinuity: true as const } : {}) });
      stamp = null;
      duration = null;
      discontinuity = false;
    }
  }
  return { segments, ended: text.includes('#EXT-X-ENDLIST') };
}

/** The playlist of a recording (kept segments after a trim: each with its own stamp, so gaps are fine). */
export function formatRecording(recording: Recording): string {
  const longest = Math.max(1, ...recording.segments.map((segment) => segment.durationMs));
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${Math.ceil(longest / 1000)}`,
    '#EXT-X-MEDIA-SEQUENCE:0',
    '#EXT-X-PLAYLIST-TYPE:EVENT',
    '#EXT-X-INDEPENDENT-SEGMENTS',
    ...recording.segments.flatMap((segment, index) => segmentLines(segment, index > 0)),
    ...(recording.ended ? ['#EXT-X-ENDLIST'] : []),
  ];
  return `${lines.join('\n')}\n`;
}

/** A segment's lines in a playlist; its discontinuity only where a segment comes before it. */
export function segmentLines(segment: RecordedSegment, afterAnother: boolean, uri = segment.name): string[] {
  return [
    ...(segment.discontinuity && afterAnother ? ['#EXT-X-DISCONTINUITY'] : []),
    `#EXT-X-PROGRAM-DATE-TIME:${new Date(segment.startMs).toISOString()}`,
    `#EXTINF:${(segment.durationMs / 1000).toFixed(3)},`,
    uri,
  ];
}
