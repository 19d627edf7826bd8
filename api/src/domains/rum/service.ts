// Field data: beacons from fans' browsers checked, stored raw and rolled up per minute, remote and
// version; a flood from one address refused; what is not stored counted; and the figures the
// release console and the canary judge read.
import { isBenignNotice } from '@matchday/contracts/rum/benignNotices';
import { RUM_LIMITS, type RumFiguresResponse, type RumMinute, type RumOwner, type RumVersionFigures, type RumVitalBucket } from '@matchday/contracts/rum/contract';
import { rumBeaconSchema } from '@matchday/contracts/rum/schemas';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { Refusal, refuse } from '../../http/envelope';
import { parse } from '../../http/validation';
import type { RateLimiter } from '../../limits/rateLimiter';
import { percentileOf } from './histogram';
import { countDropped, droppedIn, minutesIn, pruneEvents, pruneRollups, storeBeacon, topErrorsIn, vitalsIn, type DropReason, type MinuteRow, type RumSpan, type VitalRow } from './queries';

const MINUTE_MS = 60_000;
const minuteOf = (at: Date) => new Date(Math.floor(at.getTime() / MINUTE_MS) * MINUTE_MS);

export class RumService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly limiter: RateLimiter,
  ) {}

  /**
   * Counts a beacon against its address's minute before its body is read: past the limit it is
   * refused (429) and counted as a flood. Malformed beacons count too, so garbage floods alike.
   */
  async admit(address: string): Promise<void> {
    const now = this.clock.now();
    try {
      await this.db.transaction((tx) => this.limiter.take(tx, [{ rule: 'rumBeaconsPerAddress', key: address }], now));
    } catch (error) {
      if (error instanceof Refusal && error.status === 429) await this.drop('flooded');
      throw error;
    }
  }

  /** One admitted beacon's body (text, as sendBeacon sends it): stored, or counted and refused (400) when malformed. */
  async receive(body: unknown): Promise<void> {
    let json: unknown = body;
    if (typeof body === 'string' || body === undefined)
      try {
        json = JSON.parse(body ?? '');
      } catch {
        await this.drop('malformed');
        throw refuse('api.malformedJson', 400);
      }
    let beacon;
    try {
      beacon = parse(rumBeaconSchema, json);
    } catch (error) {
      await this.drop('malformed');
      throw error;
    }
    // A browser's notice is not the site's error, whichever page sent it (an older one counted them).
    const events = beacon.events.filter((event) => !(event.kind === 'error' && event.message !== undefined && isBenignNotice(event.message)));
    if (events.length === 0) return;
    const now = this.clock.now();
    await this.db.transaction((tx) => storeBeacon(tx, { ...beacon, events }, minuteOf(now), now));
  }

  /** Counts a beacon not stored in the current minute (a body too large is refused before `receive`). */
  drop(reason: DropReason): Promise<void> {
    return countDropped(this.db, minuteOf(this.clock.now()), reason);
  }

  /** Every remote version with data over the last `minutes` minutes (the current one included), or one remote's. */
  async figures(minutes: number, remote?: RumOwner): Promise<RumFiguresResponse> {
    const until = this.clock.now();
    const since = new Date(minuteOf(until).getTime() - (minutes - 1) * MINUTE_MS);
    return {
      from: since.toISOString(),
      to: until.toISOString(),
      versions: await this.versionFigures({ since, until, remote }),
      dropped: await droppedIn(this.db, since, until),
    };
  }

  /**
   * The canary judge's read: a remote's versions over the same minutes (`since`'s minute to
   * `until`), so a canary is compared with its stable version on equal terms. A version without
   * data in the span has no entry.
   */
  figuresFor(remote: RumOwner, versions: readonly string[], since: Date, until: Date): Promise<RumVersionFigures[]> {
    // With the vitals' histograms: the judge tests a slower p75 against chance on them.
    return this.versionFigures({ since: minuteOf(since), until, remote, versions }, true);
  }

  /** Deletes raw events and roll-ups past their retention; returns how many rows. */
  async prune(): Promise<number> {
    const now = this.clock.now().getTime();
    const events = await pruneEvents(this.db, new Date(now - RUM_LIMITS.rawRetentionHours * 3_600_000));
    return events + (await pruneRollups(this.db, new Date(now - RUM_LIMITS.rollupRetentionDays * 86_400_000)));
  }

  private async versionFigures(span: RumSpan, withBuckets = false): Promise<RumVersionFigures[]> {
    const minutes = groupBy(await minutesIn(this.db, span));
    const vitals = groupBy(await vitalsIn(this.db, span));
    const errors = groupBy(await topErrorsIn(this.db, span, RUM_LIMITS.topErrors));
    return [...minutes.values()]
      .map((rows) => {
        const vitalRows = vitals.get(keyOf(rows[0]!)) ?? [];
        const topErrors = (errors.get(keyOf(rows[0]!)) ?? []).map(({ message, reports }) => ({ message, reports }));
        const figures = { ...versionFigures(rows, vitalRows), topErrors };
        return withBuckets ? { ...figures, lcpBuckets: bucketsOf(vitalRows, 'LCP'), inpBuckets: bucketsOf(vitalRows, 'INP') } : figures;
      })
      .sort((a, b) => a.remote.localeCompare(b.remote) || b.views - a.views || a.version.localeCompare(b.version));
  }
}

const keyOf = (row: { remote: string; version: string }) => `${row.remote}\u0000${row.version}`;

function groupBy<T extends { remote: string; version: string }>(rows: readonly T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(keyOf(row));
    if (group) group.push(row);
    else groups.set(keyOf(row), [row]);
  }
  return groups;
}

/** One remote version's figures from its minutes (oldest first) and its vitals' buckets. */
function versionFigures(rows: readonly MinuteRow[], vitals: readonly VitalRow[]): Omit<RumVersionFigures, 'topErrors'> {
  const sum = (pick: (row: MinuteRow) => number) => rows.reduce((total, row) => total + pick(row), 0);
  const views = sum((row) => row.views);
  const errors = sum((row) => row.errors);
  const crashes = sum((row) => row.crashes);
  const fallbacks = sum((row) => row.fallbacks);
  const lcp = vitals.filter((vital) => vital.metric === 'LCP');
  const inp = vitals.filter((vital) => vital.metric === 'INP');
  const lcpByMinute = new Map<number, VitalRow[]>();
  for (const vital of lcp) lcpByMinute.set(vital.minute.getTime(), [...(lcpByMinute.get(vital.minute.getTime()) ?? []), vital]);
  const series: RumMinute[] = rows.map((row) => ({
    minute: row.minute.toISOString(),
    views: rounded(row.views),
    // The chart's errors are the rate's: uncaught errors and remotes that crashed.
    errors: rounded(row.errors + row.crashes),
    fallbacks: rounded(row.fallbacks),
    lcpP75: wholeMs(percentileOf('LCP', lcpByMinute.get(row.minute.getTime()) ?? [])),
  }));
  const { remote, version } = rows[0]!;
  return {
    remote: remote as RumOwner,
    version,
    views: rounded(views),
    samples: sum((row) => row.samples),
    errors: rounded(errors),
    crashes: rounded(crashes),
    fallbacks: rounded(fallbacks),
    chunkFailures: rounded(sum((row) => row.chunkFailures)),
    errorRate: views > 0 ? (errors + crashes) / views : null,
    fallbackRate: views > 0 ? fallbacks / views : null,
    lcpP75: wholeMs(percentileOf('LCP', lcp)),
    inpP75: wholeMs(percentileOf('INP', inp)),
    lcpSamples: lcp.reduce((total, vital) => total + vital.samples, 0),
    inpSamples: inp.reduce((total, vital) => total + vital.samples, 0),
    series,
  };
}

/** A vital's samples per bucket over all the rows' minutes. */
function bucketsOf(rows: readonly VitalRow[], metric: 'LCP' | 'INP'): RumVitalBucket[] {
  const samples = new Map<number, number>();
  for (const row of rows) if (row.metric === metric) samples.set(row.bucket, (samples.get(row.bucket) ?? 0) + row.samples);
  return [...samples].sort(([a], [b]) => a - b).map(([bucket, count]) => ({ bucket, samples: count }));
}

/** Scaled counts are fractions (a view at a 30% sample counts 3.33): two decimals are plenty to show. */
const rounded = (value: number) => Math.round(value * 100) / 100;
const wholeMs = (value: number | null) => (value === null ? null : Math.round(value));
