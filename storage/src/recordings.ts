// A recording as the object store keeps it: an HLS event playlist (`rec/<id>/index.m3u8`) whose
// segments (`rec/<id>/r-00001.ts`) each carry their wall-clock time (#EXT-X-PROGRAM-DATE-TIME),
// stills beside them (`r-00001.jpg`). The ingest writes and serves them; the api's retention
// trims them to what kept videos play. One reading and one writing of the format, here.

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
    ...recording.segments.flatMap((segment) => [`#EXT-X-PROGRAM-DATE-TIME:${new Date(segment.startMs).toISOString()}`, `#EXTINF:${(segment.durationMs / 1000).toFixed(3)},`, segment.name]),
    ...(recording.ended ? ['#EXT-X-ENDLIST'] : []),
  ];
  return `${lines.join('\n')}\n`;
}
