// Puts a recording into the object store as the packager writes it, so that any ingest serves its
// replays and highlights. ffmpeg writes segments and an event playlist into a local spool folder;
// each pass uploads the segments the playlist lists that are not up yet (then deletes them from
// the spool), then the playlist: a reader of the store never sees a listed segment that is not
// there. A store that is down is retried with a growing wait; nothing is deleted locally before
// it is up, and a spool left by an ingest that died is finished by the next start.
import fs from 'node:fs';
import path from 'node:path';
import { StoreUnavailable, type ObjectStore } from '@matchday/storage/objectStore';
import { parseRecording, recordingKeys } from '@matchday/storage/recordings';

const PASS_MS = 1000;
const LONGEST_WAIT_MS = 10_000;

export interface UploaderOptions {
  store: ObjectStore;
  recordingId: string;
  /** The spool folder ffmpeg writes the recording into. */
  directory: string;
  log?: (message: string, details?: Record<string, unknown>) => void;
}

export class RecordingUploader {
  private readonly uploaded = new Set<string>();
  private playlistUp = '';
  private timer: NodeJS.Timeout | null = null;
  private passing: Promise<boolean> | null = null;
  private failures = 0;
  private finishing: Promise<void> | null = null;

  constructor(private readonly options: UploaderOptions) {}

  /** Uploads as the recording grows, a pass a second (longer while the store is away). */
  start(): this {
    this.schedule(PASS_MS);
    return this;
  }

  /**
   * The push is over (its playlist closed): uploads what is left, however long the store takes
   * to come back, then removes the spool folder. Resolves when all of it is up.
   */
  finish(): Promise<void> {
    this.finishing ??= (async () => {
      if (this.timer) clearTimeout(this.timer);
      this.timer = null;
      while (!(await this.pass())) await new Promise((resolve) => setTimeout(resolve, this.wait()));
      fs.rmSync(this.options.directory, { recursive: true, force: true });
    })();
    return this.finishing;
  }

  /** One pass (never two at once); true when everything written so far is up. */
  pass(): Promise<boolean> {
    this.passing ??= this.upload().finally(() => (this.passing = null));
    return this.passing;
  }

  private schedule(ms: number): void {
    if (this.finishing) return;
    this.timer = setTimeout(async () => {
      const done = await this.pass();
      this.schedule(done ? PASS_MS : this.wait());
    }, ms);
    this.timer.unref();
  }

  private wait(): number {
    return Math.min(LONGEST_WAIT_MS, PASS_MS * 2 ** Math.min(this.failures, 4));
  }

  private async upload(): Promise<boolean> {
    const { store, recordingId, directory } = this.options;
    let text: string;
    try {
      text = fs.readFileSync(path.join(directory, 'index.m3u8'), 'utf8');
    } catch {
      return true; // nothing written yet (or already finished)
    }
    try {
      for (const segment of parseRecording(text).segments) {
        if (this.uploaded.has(segment.name)) continue;
        const file = path.join(directory, segment.name);
        let bytes: Buffer;
        try {
          bytes = fs.readFileSync(file);
        } catch {
          // Uploaded by an earlier run of this ingest, which then deleted it.
          this.uploaded.add(segment.name);
          continue;
        }
        await store.put(recordingKeys.file(recordingId, segment.name), bytes, 'video/mp2t');
        this.uploaded.add(segment.name);
        fs.rmSync(file, { force: true });
      }
      if (text !== this.playlistUp) {
        await store.put(recordingKeys.playlist(recordingId), Buffer.from(text), 'application/vnd.apple.mpegurl');
        this.playlistUp = text;
      }
      if (this.failures > 0) this.options.log?.('object store back: recording uploads resumed', { recordingId });
      this.failures = 0;
      return true;
    } catch (error) {
      if (this.failures === 0) this.options.log?.('recording upload waits for the object store', { recordingId, error: String(error) });
      this.failures += 1;
      if (!(error instanceof StoreUnavailable)) this.options.log?.('recording upload failed', { recordingId, error: String(error) });
      return false;
    }
  }
}

/**
 * Spools left by an ingest that stopped without finishing them (killed): each is closed (its push
 * is over) and uploaded. Resolves when every one is up.
 */
export function finishLeftSpools(spoolRoot: string, store: ObjectStore, log?: UploaderOptions['log']): Promise<void>[] {
  let folders: string[];
  try {
    folders = fs.readdirSync(spoolRoot);
  } catch {
    return [];
  }
  return folders.map((recordingId) => {
    const directory = path.join(spoolRoot, recordingId);
    const playlist = path.join(directory, 'index.m3u8');
    try {
      const text = fs.readFileSync(playlist, 'utf8');
      if (!text.includes('#EXT-X-ENDLIST')) fs.writeFileSync(playlist, `${text.trimEnd()}\n#EXT-X-ENDLIST\n`);
    } catch {
      fs.rmSync(directory, { recursive: true, force: true });
      return Promise.resolve();
    }
    log?.('finishing a recording left by an earlier run', { recordingId });
    return new RecordingUploader({ store, recordingId, directory, log }).finish();
  });
}
