// Stills of a recording: the first frame of the segment at an instant, made by ffmpeg once and
// kept beside the segments. Each is an ffmpeg process, so they are made a few at a time, with a
// short waiting line; past it a request is refused at once (the server answers 503 with
// Retry-After) instead of starting yet another process: a burst of requests for different
// instants cannot starve the machine, and a still asked for again while it is being made waits
// for that same run.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { FFMPEG_PATH } from './ffmpeg';
import type { RecordedSegment } from './recordings';

/** ffmpeg runs making stills at once, and requests that may wait for one. */
export const STILLS_AT_ONCE = 2;
export const STILLS_WAITING = 8;
/** What a refused request is told to wait before asking again. */
export const STILLS_RETRY_AFTER_SECONDS = 2;

/** The waiting line is full: ask again later. */
export class StillsBusy extends Error {
  override readonly name = 'StillsBusy';
}

function runFfmpeg(source: string, file: string): Promise<string> {
  const partial = `${file}.part`;
  return new Promise<string>((resolve, reject) => {
    execFile(
      FFMPEG_PATH,
      ['-hide_banner', '-loglevel', 'error', '-nostdin', '-y', '-i', source, '-frames:v', '1', '-vf', 'scale=320:-2', '-q:v', '5', '-f', 'image2', partial],
      { timeout: 10_000 },
      (error) => {
        if (error) return reject(error);
        fs.renameSync(partial, file);
        resolve(file);
      },
    );
  });
}

export class Stills {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  /** Stills being made (or waiting to be), by file: a second request shares the run. */
  private readonly making = new Map<string, Promise<string>>();

  constructor(private readonly limits: { atOnce: number; waiting: number } = { atOnce: STILLS_AT_ONCE, waiting: STILLS_WAITING }) {}

  /** A JPEG still (320 px wide) of a segment's first frame; rejects with StillsBusy when the line is full. */
  of(directory: string, segment: RecordedSegment): Promise<string> {
    const file = path.join(directory, `${path.basename(segment.name, '.ts')}.jpg`);
    if (fs.existsSync(file)) return Promise.resolve(file);
    const pending = this.making.get(file);
    if (pending) return pending;
    if (this.running >= this.limits.atOnce && this.waiting.length >= this.limits.waiting) return Promise.reject(new StillsBusy());
    const made = this.turn()
      .then(() => runFfmpeg(path.join(directory, segment.name), file))
      .finally(() => {
        this.making.delete(file);
        this.release();
      });
    this.making.set(file, made);
    return made;
  }

  /** Resolves when a run may start (at once, or when one ends). */
  private turn(): Promise<void> {
    if (this.running < this.limits.atOnce) {
      this.running += 1;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  /** A run ended: the next waiting one takes its place. */
  private release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.running -= 1;
  }
}
