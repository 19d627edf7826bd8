// One stream's packaging: ffmpeg reads the push back from the local RTMP server and writes HLS
// without re-encoding (the streamer's tool already encoded it). Short segments keep the delay
// low; old segments are deleted; segment names carry the push's start so a CDN may cache them
// for ever. Once stopped, the playlist is closed (#EXT-X-ENDLIST): players see the end.
// The same push is also recorded whole (video on demand): a second HLS output that keeps every
// segment, each stamped with its wall-clock time, from which replays and highlights are cut.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { FFMPEG_PATH } from './ffmpeg';

/** Recorded segments are a little longer than live ones: clips are cut to the segment. */
export const RECORDING_SEGMENT_SECONDS = 2;

export interface PackagerOptions {
  /** rtmp://127.0.0.1:<port>/live/<live code>: the push, read back locally. */
  source: string;
  /** The stream's HLS folder (`<hls root>/<stream id>`). */
  directory: string;
  segmentSeconds: number;
  /** The recording's folder (`<hls root>/rec/<recording id>`); none: not recorded. */
  recordingDirectory?: string;
  log?: (line: string) => void;
}

export class HlsPackager {
  private readonly child: ChildProcess;
  private readonly playlists: string[];
  readonly exited: Promise<number | null>;

  constructor(options: PackagerOptions) {
    // A new push starts a new playlist: nothing of the previous one is served with it.
    fs.rmSync(options.directory, { recursive: true, force: true });
    fs.mkdirSync(options.directory, { recursive: true });
    const playlist = path.join(options.directory, 'index.m3u8');
    this.playlists = [playlist];
    const started = Date.now().toString(36);
    const recording: string[] = [];
    if (options.recordingDirectory) {
      fs.mkdirSync(options.recordingDirectory, { recursive: true });
      const recorded = path.join(options.recordingDirectory, 'index.m3u8');
      this.playlists.push(recorded);
      recording.push(
        ...['-c', 'copy', '-f', 'hls', '-hls_time', String(RECORDING_SEGMENT_SECONDS), '-hls_list_size', '0', '-hls_playlist_type', 'event'],
        ...['-hls_flags', 'program_date_time+independent_segments'],
        ...['-hls_segment_filename', path.join(options.recordingDirectory, 'r-%05d.ts'), recorded],
      );
    }
    this.child = spawn(
      FFMPEG_PATH,
      [
        ['-hide_banner', '-loglevel', 'error', '-nostdin'],
        ['-rw_timeout', '10000000', '-i', options.source],
        ['-c', 'copy', '-f', 'hls', '-hls_time', String(options.segmentSeconds), '-hls_list_size', '6', '-hls_delete_threshold', '6'],
        // (Not `temp_file`: this ffmpeg then cannot delete old segments. The playlist is a few
        // hundred bytes written at once; a segment is listed only once it is complete.)
        ['-hls_flags', 'delete_segments+independent_segments'],
        ['-hls_segment_filename', path.join(options.directory, `${started}-%05d.ts`)],
        [playlist],
        recording,
      ].flat(),
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    this.child.stderr?.setEncoding('utf8').on('data', (text: string) => options.log?.(text.trim()));
    this.exited = new Promise((resolve) => this.child.on('exit', (code) => resolve(code)));
  }

  get pid(): number | undefined {
    return this.child.pid;
  }

  /** Stops (killed if it has not within a second: its input may hang) and closes the playlist. */
  async stop(): Promise<void> {
    if (this.child.exitCode === null && this.child.signalCode === null) {
      this.child.kill('SIGINT');
      const timer = setTimeout(() => this.child.kill('SIGKILL'), 1000);
      await this.exited;
      clearTimeout(timer);
    }
    for (const playlist of this.playlists)
      try {
        const text = fs.readFileSync(playlist, 'utf8');
        if (!text.includes('#EXT-X-ENDLIST')) fs.writeFileSync(playlist, `${text.trimEnd()}\n#EXT-X-ENDLIST\n`);
      } catch {
        // No playlist was written (the push ended before its first segment): nothing to close.
      }
  }
}
