// What the object store keeps, and for how long. A recording holds a whole push (the demo push
// alone writes ~390 MB an hour), but what the site plays of it is its videos (replays and
// highlights, the api's `videos` rows). Once a recording is older than the retention
// (MATCHDAY_RECORDING_RETENTION_DAYS, 7 by default) it is trimmed to the segments its videos
// play (their stills kept, the rest deleted, its playlist rewritten), or purged whole when no
// video plays any of it. Stills of no kept video, and uploaded images no article uses, go after
// a day. Every step is idempotent (deleting twice, writing the same playlist twice), so any
// number of api processes may sweep at once.
import type { ObjectStore, StoredObject } from '@matchday/storage/objectStore';
import { formatRecording, parseRecording, recordingKeys, type RecordedSegment } from '@matchday/storage/recordings';
import { mediaUrl } from '@matchday/contracts/media/contract';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { mediaKey } from '../domains/media/service';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Recordings handled in one sweep (the next sweep goes on). */
const RECORDINGS_PER_SWEEP = 200;
const IMAGES_PER_SWEEP = 1000;

export interface RetentionSettings {
  /** Days a recording is kept whole after its push ended. */
  recordingDays: number;
  /** Stills and uploaded images nothing refers to are removed after this long. */
  unreferencedMs?: number;
}

export interface SweepReport {
  purged: number;
  trimmed: number;
  segmentsDeleted: number;
  stillsDeleted: number;
  imagesDeleted: number;
  bytesFreed: number;
}

interface Interval {
  from: number;
  to: number;
}

const overlaps = (segment: RecordedSegment, intervals: readonly Interval[]) =>
  intervals.some((interval) => segment.startMs < interval.to && segment.startMs + segment.durationMs > interval.from);
/** `r-00012.ts` and `r-00012.jpg` are one segment's. */
const segmentOf = (key: string) => key.slice(key.lastIndexOf('/') + 1).replace(/\.(ts|jpg)$/, '');

export class StorageRetention {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly store: ObjectStore,
    private readonly settings: RetentionSettings,
  ) {}

  async sweep(): Promise<SweepReport> {
    const report: SweepReport = { purged: 0, trimmed: 0, segmentsDeleted: 0, stillsDeleted: 0, imagesDeleted: 0, bytesFreed: 0 };
    const now = this.clock.now().getTime();
    const cutoff = new Date(now - this.settings.recordingDays * DAY_MS);
    const due = await this.db.query<{ id: string }>(
      // A live still open over the recording has not cut its replay yet: it waits for the live's end.
      `SELECT r.id FROM recordings r
       WHERE r.ended_at < $1 AND r.purged_at IS NULL AND r.trimmed_at IS NULL
         AND NOT EXISTS (SELECT 1 FROM lives l WHERE l.streamer_id = r.streamer_id AND l.status = 'live' AND l.started_at < r.ended_at)
       ORDER BY r.ended_at LIMIT $2`,
      [cutoff, RECORDINGS_PER_SWEEP],
    );
    for (const { id } of due) await this.trim(id, report);

    // Recordings still kept whole: their stills of no video go after a day.
    const recent = await this.db.query<{ id: string }>(
      'SELECT id FROM recordings WHERE purged_at IS NULL AND trimmed_at IS NULL AND (ended_at IS NULL OR ended_at >= $1) ORDER BY started_at DESC LIMIT $2',
      [cutoff, RECORDINGS_PER_SWEEP],
    );
    const staleBefore = now - (this.settings.unreferencedMs ?? DAY_MS);
    for (const { id } of recent) await this.dropStrayStills(id, staleBefore, report);

    await this.dropUnusedImages(new Date(staleBefore), report);
    return report;
  }

  private async keptIntervals(recordingId: string): Promise<Interval[]> {
    const rows = await this.db.query<{ from_at: Date; to_at: Date }>('SELECT from_at, to_at FROM videos WHERE recording_id = $1', [recordingId]);
    return rows.map((row) => ({ from: new Date(row.from_at).getTime(), to: new Date(row.to_at).getTime() }));
  }

  private async remove(objects: readonly StoredObject[], report: SweepReport): Promise<void> {
    if (objects.length === 0) return;
    await this.store.delete(objects.map((object) => object.key));
    for (const object of objects) {
      report.bytesFreed += object.size;
      if (object.key.endsWith('.ts')) report.segmentsDeleted += 1;
      else if (object.key.endsWith('.jpg')) report.stillsDeleted += 1;
    }
  }

  /** Past the retention: only what kept videos play stays; nothing at all when none does. */
  private async trim(recordingId: string, report: SweepReport): Promise<void> {
    const intervals = await this.keptIntervals(recordingId);
    const objects = await this.store.list(recordingKeys.prefix(recordingId));
    const text = intervals.length > 0 ? await this.store.get(recordingKeys.playlist(recordingId)) : null;
    if (!text) {
      await this.remove(objects, report);
      await this.db.query('UPDATE recordings SET purged_at = $2 WHERE id = $1', [recordingId, this.clock.now()]);
      report.purged += 1;
      return;
    }
    const recording = parseRecording(text.toString('utf8'));
    const kept = recording.segments.filter((segment) => overlaps(segment, intervals));
    const keptNames = new Set(kept.map((segment) => segmentOf(segment.name)));
    // The playlist first: from then on no clip names a segment about to go.
    await this.store.put(recordingKeys.playlist(recordingId), Buffer.from(formatRecording({ segments: kept, ended: true })), 'application/vnd.apple.mpegurl');
    await this.remove(
      objects.filter((object) => !object.key.endsWith('.m3u8') && !keptNames.has(segmentOf(object.key))),
      report,
    );
    await this.db.query('UPDATE recordings SET trimmed_at = $2 WHERE id = $1', [recordingId, this.clock.now()]);
    report.trimmed += 1;
  }

  private async dropStrayStills(recordingId: string, staleBefore: number, report: SweepReport): Promise<void> {
    const objects = await this.store.list(recordingKeys.prefix(recordingId));
    const stills = objects.filter((object) => object.key.endsWith('.jpg') && object.modifiedAt.getTime() < staleBefore);
    if (stills.length === 0) return;
    const text = await this.store.get(recordingKeys.playlist(recordingId));
    if (!text) return;
    const intervals = await this.keptIntervals(recordingId);
    const used = new Set(
      parseRecording(text.toString('utf8'))
        .segments.filter((segment) => overlaps(segment, intervals))
        .map((segment) => segmentOf(segment.name)),
    );
    await this.remove(
      stills.filter((still) => !used.has(segmentOf(still.key))),
      report,
    );
  }

  /** Images uploaded more than a day ago that no article (draft or not) uses as its cover or in its body. */
  private async dropUnusedImages(before: Date, report: SweepReport): Promise<void> {
    const unused = await this.db.query<{ id: string; size: number }>(
      `SELECT m.id, m.size FROM media m
       WHERE m.created_at < $1
         AND NOT EXISTS (SELECT 1 FROM articles a WHERE a.cover_url = $2 || m.id OR strpos(a.body_html, $2 || m.id) > 0)
       ORDER BY m.created_at LIMIT $3`,
      [before, mediaUrl(''), IMAGES_PER_SWEEP],
    );
    if (unused.length === 0) return;
    await this.store.delete(unused.map((image) => mediaKey(image.id)));
    await this.db.query('DELETE FROM media WHERE id = ANY($1::text[])', [unused.map((image) => image.id)]);
    report.imagesDeleted += unused.length;
    report.bytesFreed += unused.reduce((sum, image) => sum + Number(image.size), 0);
  }
}
