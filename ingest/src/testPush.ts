// A generated push, as a streamer's tool would send it: a test picture and a tone, encoded as
// H.264 and AAC at real-time pace. Used by the tests, the demo streamer and the benches. The
// frame number is also drawn as 32 black-and-white blocks along the top edge, so a player can
// read which frame it shows (glass-to-glass latency).
import { spawn, type ChildProcess } from 'node:child_process';
import { FFMPEG_PATH } from './ffmpeg';

export interface TestPushOptions {
  /** rtmp://host:port/live/<live code> */
  target: string;
  width?: number;
  height?: number;
  fps?: number;
  /** Stop after this many seconds (none: until stopped). */
  seconds?: number;
  /** ffmpeg's progress (`frame=N` lines, twice a second) on stdout, to time the frames sent. */
  progress?: boolean;
}

/** Frame-number blocks: 32 bits, each BLOCK pixels wide, on a strip at the top. */
export const FRAME_CODE = { bits: 32, block: 10, height: 10 } as const;

export function startTestPush(options: TestPushOptions): ChildProcess {
  const width = options.width ?? 640;
  const height = options.height ?? 360;
  const fps = options.fps ?? 30;
  const { bits, block, height: strip } = FRAME_CODE;
  const video = [
    `testsrc2=size=${width}x${height}:rate=${fps}[pic]`,
    `color=black:size=${bits * block}x${strip}:rate=${fps},format=gray,geq=lum='255*mod(floor(N/pow(2\\,floor(X/${block})))\\,2)'[code]`,
    `[pic][code]overlay=0:0,format=yuv420p[v]`,
  ].join(';');
  return spawn(
    FFMPEG_PATH,
    [
      ['-hide_banner', '-loglevel', 'error', '-nostdin', '-re'],
      ['-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=44100`],
      ['-filter_complex', video, '-map', '[v]', '-map', '0:a'],
      ['-c:v', 'libx264', '-preset', 'veryfast', '-tune', 'zerolatency', '-g', String(fps), '-keyint_min', String(fps), '-sc_threshold', '0', '-b:v', '800k'],
      ['-c:a', 'aac', '-b:a', '64k'],
      options.seconds ? ['-t', String(options.seconds)] : [],
      options.progress ? ['-progress', 'pipe:1'] : [],
      ['-f', 'flv', options.target],
    ].flat(),
    { stdio: ['ignore', options.progress ? 'pipe' : 'ignore', 'pipe'] },
  );
}
