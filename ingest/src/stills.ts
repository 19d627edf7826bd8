// Stills of a recording: the first frame of the segment at an instant, made by ffmpeg once and
// kept in the object store beside the segments. Each is an ffmpeg process, so they are made a
// few at a time, with a short waiting line; past it a request is refused at once (the server
// answers 503 with Retry-After) instead of starting yet another process: a burst of requests for
// different instants cannot starve the machine, and a still asked for again while it is being
// made waits for that same run.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { ObjectStore } from '@matchday/storage/objectStore';
import { FFMPEG_PATH } from './ffmpeg';
import { recordingKeys, type RecordedSegment } from '@matchday/storage/recordings';

/** ffmpeg runs making stills at once, and requests that may wait for one. */
export const STILLS_AT_ONCE = 2;
export const STILLS_WAITING = 8;
/** What a refused request is told to wait before asking again. */
export const STILLS_RETRY_AFTER_SECONDS = 2;

/** The waiting line is full: ask again later. */
export class StillsBusy extends Error {
  override readonly name = 'StillsBusy';
}

/** The segment the still is of is not in the store. */
export class SegmentMissing extends Error {
  override readonly name = 'SegmentMissing';
}

/** The still's name beside its segment's (`r-00012.ts` → `r-00012.jpg`). */
export const stillName = (segment: RecordedSegment): string => `${path.basename(segment.name, '.ts')}.jpg`;

export interface StillsOptions {
  store: ObjectStore;
  /** A local folder for ffmpeg's input and output while a still is made. */
  workDirectory: string;
  atOnce?: number;
  waiting?: number;
}

export class Stills {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  /** Stills being made (or waiting to be), by key: a second request shares the run. */
  private readonly making = new Map<string, Promise<Buffer>>();

  constructor(private readonly options: StillsOptions) {}

  /** A JPEG still (320 px wide) of a segment's first frame; rejects with StillsBusy when the line is full. */
  async of(recordingId: string, segment: RecordedSegment): Promise<Buffer> {
    const key = recordingKeys.file(recordingId, stillName(segment));
    const pending = this.making.get(key);
    if (pending) return pending;
    const kept = await this.options.store.get(key);
    if (kept) return kept;
    const again = this.making.get(key);
    if (again) return again;
    if (this.running >= (this.options.atOnce ?? STILLS_AT_ONCE) && this.waiting.length >= (this.options.waiting ?? STILLS_WAITING)) throw new StillsBusy();
    const made = this.turn()
      .then(() => this.make(recordingId, segment, key))
      .finally(() => {
        this.making.delete(key);
        this.release();
      });
    this.making.set(key, made);
    return made;
  }

  private async make(recordingId: string, segment: RecordedSegment, key: string): Promise<Buffer> {
    const source = await this.options.store.get(recordingKeys.file(recordingId, segment.name));
    if (!source) throw new SegmentMissing(segment.name);
    const work = path.join(this.options.workDirectory, `still-${randomBytes(6).toString('hex')}`);
    await fs.mkdir(work, { recursive: true });
    try {
      await fs.writeFile(path.join(work, 'segment.ts'), source);
      const still = await runFfmpeg(path.join(work, 'segment.ts'), path.join(work, 'still.jpg'));
      await this.options.store.put(key, still, 'image/jpeg');
      return still;
    } finally {
      await fs.rm(work, { recursive: true, force: true });
    }
  }

  /** Resolves when a run may start (at once, or when one ends). */
  private turn(): Promise<void> {
    if (this.running < (this.options.atOnce ?? STILLS_AT_ONCE)) {
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

function runFfmpeg(source: string, file: string): Promise<Buffer> {
  return new Promise<Buffer>((resolve, reject) => {
    execFile(
      FFMPEG_PATH,
      ['-hide_banner', '-loglevel', 'error', '-nostdin', '-y', '-i', source, '-frames:v', '1', '-vf', 'scale=320:-2', '-q:v', '5', '-f', 'image2', file],
      { timeout: 10_000 },
      (error) => (error ? reject(error) : fs.readFile(file).then(resolve, reject)),
    );
  });
}
