// Field data's SQL (migration 031): a beacon's events stored raw and added to its minute's
// roll-ups, beacons dropped counted, and the roll-ups read back. Each write is one statement over
// arrays, its rows in key order: two beacons upserting the same rows lock them in the same order.
import type { RumBeacon, RumErrorMessage, RumMetric } from '@matchday/contracts/rum/contract';
import type { Queryable } from '../../db/database';
import { bucketOf, type BucketCount } from './histogram';

export type DropReason = 'malformed' | 'flooded';

/** The roll-up's counts, as rum_minutes names them. */
const COUNTED = ['views', 'errors', 'crashes', 'fallbacks', 'chunk_failures'] as const;
type Counted = (typeof COUNTED)[number];
const COLUMN_OF_KIND: Readonly<Record<string, Counted | undefined>> = { view: 'views', error: 'errors', crash: 'crashes', fallback: 'fallbacks', chunk: 'chunk_failures' };

interface MinuteCounts {
  remote: string;
  version: string;
  counts: Record<Counted, number>;
  samples: number;
}

interface VitalCount {
  remote: string;
  version: string;
  metric: RumMetric;
  bucket: number;
  samples: number;
}

const byKey = <T>(rows: Map<string, T>): T[] => [...rows.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, row]) => row);

/** A beacon's events, raw and rolled up into `minute`, in the caller's transaction. */
export async function storeBeacon(tx: Queryable, beacon: RumBeacon, minute: Date, receivedAt: Date): Promise<void> {
  const { events } = beacon;
  await tx.query(
    `INSERT INTO rum_events (received_at, release, device, language, sample_rate, kind, remote, version, route, metric, value, message)
     SELECT $1, $2, $3, $4, $5, e.kind, e.remote, e.version, e.route, e.metric, e.value, e.message
     FROM unnest($6::text[], $7::text[], $8::text[], $9::text[], $10::text[], $11::float8[], $12::text[]) AS e(kind, remote, version, route, metric, value, message)`,
    [
      receivedAt,
      beacon.release,
      beacon.device,
      beacon.language,
      beacon.sampleRate,
      events.map((event) => event.kind),
      events.map((event) => event.remote),
      events.map((event) => event.version),
      events.map((event) => event.route),
      events.map((event) => event.metric ?? null),
      events.map((event) => event.value ?? null),
      events.map((event) => event.message ?? null),
    ],
  );

  // Counts scaled by the sample rate; samples (events received) and vitals' buckets not.
  const minutes = new Map<string, MinuteCounts>();
  const vitals = new Map<string, VitalCount>();
  for (const event of events) {
    const key = `${event.remote}\u0000${event.version}`;
    const row = minutes.get(key) ?? { remote: event.remote, version: event.version, counts: { views: 0, errors: 0, crashes: 0, fallbacks: 0, chunk_failures: 0 }, samples: 0 };
    const column = COLUMN_OF_KIND[event.kind];
    if (column) row.counts[column] += 1 / beacon.sampleRate;
    row.samples += 1;
    minutes.set(key, row);
    if (event.kind !== 'vital' || event.metric === undefined || event.value === undefined) continue;
    const bucket = bucketOf(event.metric, event.value);
    const vitalKey = `${key}\u0000${event.metric}\u0000${String(bucket).padStart(4, '0')}`;
    const vital = vitals.get(vitalKey) ?? { remote: event.remote, version: event.version, metric: event.metric, bucket, samples: 0 };
    vital.samples += 1;
    vitals.set(vitalKey, vital);
  }

  const rows = byKey(minutes);
  await tx.query(
    `INSERT INTO rum_minutes (minute, remote, version, views, errors, crashes, fallbacks, chunk_failures, samples)
     SELECT $1, r.remote, r.version, r.views, r.errors, r.crashes, r.fallbacks, r.chunk_failures, r.samples
     FROM unnest($2::text[], $3::text[], $4::float8[], $5::float8[], $6::float8[], $7::float8[], $8::float8[], $9::int[])
       AS r(remote, version, views, errors, crashes, fallbacks, chunk_failures, samples)
     ON CONFLICT (remote, version, minute) DO UPDATE SET
       views = rum_minutes.views + excluded.views, errors = rum_minutes.errors + excluded.errors,
       crashes = rum_minutes.crashes + excluded.crashes, fallbacks = rum_minutes.fallbacks + excluded.fallbacks,
       chunk_failures = rum_minutes.chunk_failures + excluded.chunk_failures, samples = rum_minutes.samples + excluded.samples`,
    [minute, rows.map((row) => row.remote), rows.map((row) => row.version), ...COUNTED.map((column) => rows.map((row) => row.counts[column])), rows.map((row) => row.samples)],
  );

  const buckets = byKey(vitals);
  if (buckets.length === 0) return;
  await tx.query(
    `INSERT INTO rum_vital_minutes (minute, remote, version, metric, bucket, samples)
     SELECT $1, v.remote, v.version, v.metric, v.bucket, v.samples
     FROM unnest($2::text[], $3::text[], $4::text[], $5::int[], $6::int[]) AS v(remote, version, metric, bucket, samples)
     ON CONFLICT (remote, version, metric, minute, bucket) DO UPDATE SET samples = rum_vital_minutes.samples + excluded.samples`,
    [minute, ...(['remote', 'version', 'metric', 'bucket', 'samples'] as const).map((field) => buckets.map((bucket) => bucket[field]))],
  );
}

export async function countDropped(db: Queryable, minute: Date, reason: DropReason): Promise<void> {
  await db.query(
    `INSERT INTO rum_dropped (minute, reason, beacons) VALUES ($1, $2, 1)
     ON CONFLICT (minute, reason) DO UPDATE SET beacons = rum_dropped.beacons + 1`,
    [minute, reason],
  );
}

export interface MinuteRow {
  minute: Date;
  remote: string;
  version: string;
  views: number;
  errors: number;
  crashes: number;
  fallbacks: number;
  chunkFailures: number;
  samples: number;
}

export interface VitalRow extends BucketCount {
  minute: Date;
  remote: string;
  version: string;
  metric: RumMetric;
}

/** Which roll-ups a read covers: minutes from `since` to `until`, of one remote and some of its versions, or all. */
export interface RumSpan {
  since: Date;
  until: Date;
  remote?: string;
  versions?: readonly string[];
}

const spanParameters = ({ since, until, remote, versions }: RumSpan) => [since, until, remote ?? null, versions ? [...versions] : null];
const IN_SPAN = 'minute >= $1 AND minute <= $2 AND ($3::text IS NULL OR remote = $3) AND ($4::text[] IS NULL OR version = ANY($4::text[]))';

/** The span's roll-ups, by remote and version, oldest minute first. */
export async function minutesIn(db: Queryable, span: RumSpan): Promise<MinuteRow[]> {
  const rows = await db.query<Record<keyof Omit<MinuteRow, 'chunkFailures'> | 'chunk_failures', unknown>>(
    `SELECT minute, remote, version, views, errors, crashes, fallbacks, chunk_failures, samples FROM rum_minutes
     WHERE ${IN_SPAN} ORDER BY remote, version, minute`,
    spanParameters(span),
  );
  return rows.map((row) => ({
    minute: new Date(row.minute as Date),
    remote: String(row.remote),
    version: String(row.version),
    views: Number(row.views),
    errors: Number(row.errors),
    crashes: Number(row.crashes),
    fallbacks: Number(row.fallbacks),
    chunkFailures: Number(row.chunk_failures),
    samples: Number(row.samples),
  }));
}

/** The span's LCP and INP buckets (the vitals the figures give). */
export async function vitalsIn(db: Queryable, span: RumSpan): Promise<VitalRow[]> {
  const rows = await db.query<{ minute: Date; remote: string; version: string; metric: RumMetric; bucket: number; samples: number }>(
    `SELECT minute, remote, version, metric, bucket, samples FROM rum_vital_minutes WHERE ${IN_SPAN} AND metric IN ('LCP', 'INP')`,
    spanParameters(span),
  );
  return rows.map((row) => ({ ...row, minute: new Date(row.minute), bucket: Number(row.bucket), samples: Number(row.samples) }));
}

export async function droppedIn(db: Queryable, since: Date, until: Date): Promise<Record<DropReason, number>> {
  const rows = await db.query<{ reason: DropReason; beacons: number }>(
    'SELECT reason, sum(beacons)::int AS beacons FROM rum_dropped WHERE minute >= $1 AND minute <= $2 GROUP BY reason',
    [since, until],
  );
  const of = (reason: DropReason) => Number(rows.find((row) => row.reason === reason)?.beacons ?? 0);
  return { malformed: of('malformed'), flooded: of('flooded') };
}

/** Deletes raw events received before `before`; returns how many. */
/** Deletes the roll-ups (and the dropped-beacon counts) of minutes before `before`; returns how many rows. */
export async function pruneRollups(db: Queryable, before: Date): Promise<number> {
  let deleted = 0;
  for (const table of ['rum_minutes', 'rum_vital_minutes', 'rum_dropped']) {
    const [row] = await db.query<{ count: number }>(`WITH gone AS (DELETE FROM ${table} WHERE minute < $1 RETURNING 1) SELECT count(*)::int AS count FROM gone`, [before]);
    deleted += Number(row?.count ?? 0);
  }
  return deleted;
}

export async function pruneEvents(db: Queryable, before: Date): Promise<number> {
  const [row] = await db.query<{ count: number }>('WITH gone AS (DELETE FROM rum_events WHERE received_at < $1 RETURNING 1) SELECT count(*)::int AS count FROM gone', [before]);
  return Number(row?.count ?? 0);
}

export interface ErrorMessageRow extends RumErrorMessage {
  remote: string;
  version: string;
}

/** The span's most reported error messages per remote version (raw events: within their retention). */
export async function topErrorsIn(db: Queryable, span: RumSpan, perVersion: number): Promise<ErrorMessageRow[]> {
  const rows = await db.query<{ remote: string; version: string; message: string; reports: number }>(
    `SELECT remote, version, message, reports FROM (
       SELECT remote, version, message, count(*)::int AS reports,
              row_number() OVER (PARTITION BY remote, version ORDER BY count(*) DESC, message) AS place
       FROM rum_events
       WHERE kind = 'error' AND message IS NOT NULL AND received_at >= $1 AND received_at <= $2
         AND ($3::text IS NULL OR remote = $3) AND ($4::text[] IS NULL OR version = ANY($4::text[]))
       GROUP BY remote, version, message
     ) ranked WHERE place <= $5 ORDER BY remote, version, reports DESC, message`,
    [...spanParameters(span), perVersion],
  );
  return rows.map((row) => ({ remote: String(row.remote), version: String(row.version), message: String(row.message), reports: Number(row.reports) }));
}
