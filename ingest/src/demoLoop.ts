// Development content: the generated recording the demo streamer's past lives are cut from. The
// engine plays past days at a first start, and the api's demo replays (api dev/demoReplays.ts)
// give the demo streamer a live on some of those matches; their recordings play this short loop
// of a test picture and tone, turn after turn. It is made once by ffmpeg and kept in the object
// store under its own recording's keys, where the api copies it from.
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { ObjectStore } from '@matchday/storage/objectStore';
import { DEMO_LOOP_RECORDING, formatRecording, parseRecording, recordingKeys } from '@matchday/storage/recordings';
import { FFMPEG_PATH } from './ffmpeg';

/** The loop: this many seconds, cut in segments of this length (a keyframe at each). */
export const DEMO_LOOP = { seconds: 24, segmentSeconds: 4, width: 426, height: 240, fps: 15 } as const;

/**
 * Makes the demo loop when the store has none; returns whether it made one. The playlist is
 * written last, so a loop is there whole or not at all.
 */
export async function ensureDemoLoop(store: ObjectStore, log: (message: string) => void = () => undefined): Promise<boolean> {
  const existing = await store.get(recordingKeys.playlist(DEMO_LOOP_RECORDING));
  if (existing && parseRecording(existing.toString('utf8')).segments.length > 0) return false;
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'matchday-demo-loop-'));
  try {
    const { seconds, segmentSeconds, width, height, fps } = DEMO_LOOP;
    await promisify(execFile)(
      FFMPEG_PATH,
      [
        ['-hide_banner', '-loglevel', 'error', '-nostdin'],
        ['-f', 'lavfi', '-i', `testsrc2=size=${width}x${height}:rate=${fps}`],
        ['-f', 'lavfi', '-i', 'sine=frequency=330:sample_rate=44100'],
        ['-t', String(seconds), '-pix_fmt', 'yuv420p'],
        ['-c:v', 'libx264', '-preset', 'veryfast', '-g', String(fps * segmentSeconds), '-keyint_min', String(fps * segmentSeconds), '-sc_threshold', '0', '-b:v', '300k'],
        ['-c:a', 'aac', '-b:a', '48k'],
        ['-f', 'hls', '-hls_time', String(segmentSeconds), '-hls_list_size', '0', '-hls_playlist_type', 'vod'],
        ['-hls_flags', 'program_date_time+independent_segments'],
        ['-hls_segment_filename', path.join(directory, 'r-%05d.ts'), path.join(directory, 'index.m3u8')],
      ].flat(),
      { timeout: 120_000 },
    );
    const made = parseRecording(await fs.readFile(path.join(directory, 'index.m3u8'), 'utf8'));
    for (const segment of made.segments)
      await store.put(recordingKeys.file(DEMO_LOOP_RECORDING, segment.name), await fs.readFile(path.join(directory, segment.name)), 'video/mp2t');
    await store.put(recordingKeys.playlist(DEMO_LOOP_RECORDING), Buffer.from(formatRecording({ ...made, ended: true })), 'application/vnd.apple.mpegurl');
    log(`demo loop made: ${made.segments.length} segments`);
    return true;
  } finally {
    await fs.rm(directory, { recursive: true, force: true });
  }
}
