// A provider plan's quota: requests per minute and per day. Every request asks the budget first;
// the day's count is kept in the database (a restart or another process taking over keeps
// counting), the minute's in memory (one process polls a provider at a time). Requests are asked
// with a priority so live matches keep a share of the day that fixtures further ahead cannot use.
// A `429` (or a provider's word that the plan is spent) pauses every request until the provider's
// reset, else for a backoff that doubles each time.
import type { Clock } from '../../../clock';
import type { Queryable } from '../../../db/database';

/** What a request is for, most urgent first. */
export type RequestPriority = 'live' | 'today' | 'ahead';

export interface QuotaSettings {
  /** Requests per window (a minute unless `windowMs` says otherwise: PandaScore counts per hour). */
  perMinute: number;
  perDay: number;
  windowMs?: number;
}

/** The share of the day each priority may use: the rest is kept for more urgent requests. */
const DAY_SHARE: Record<RequestPriority, number> = { live: 1, today: 0.85, ahead: 0.6 };
const FIRST_BACKOFF_MS = 15_000;
const MAX_BACKOFF_MS = 15 * 60_000;

export interface BudgetUse {
  /** The plan's name: a provider, or one of its apis where each has its own quota (`api-sports:football`). */
  provider: string;
  day: string;
  requests: number;
  perDay: number;
  lastMinute: number;
  perMinute: number;
  pausedUntil: string | null;
  refused: Record<RequestPriority, number>;
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

export class RequestBudget {
  private readonly sentAt: number[] = [];
  private day = '';
  private dayCount = 0;
  private pausedUntil = 0;
  private backoffMs = FIRST_BACKOFF_MS;
  private readonly refused: Record<RequestPriority, number> = { live: 0, today: 0, ahead: 0 };

  constructor(
    private readonly db: Queryable,
    readonly provider: string,
    readonly settings: QuotaSettings,
    private readonly clock: Clock,
  ) {}

  /** Counts one request if the plan allows it now at this priority; false: do not send it. */
  async take(priority: RequestPriority): Promise<boolean> {
    const now = this.clock.now();
    const nowMs = now.getTime();
    if (nowMs < this.pausedUntil) return this.refuse(priority);
    while (this.sentAt.length > 0 && this.sentAt[0]! <= nowMs - (this.settings.windowMs ?? 60_000)) this.sentAt.shift();
    if (this.sentAt.length >= this.settings.perMinute) return this.refuse(priority);
    const day = isoDay(now);
    if (day !== this.day) {
      this.day = day;
      const [row] = await this.db.query<{ requests: number }>('SELECT requests FROM feed_usage WHERE provider = $1 AND day = $2', [this.provider, day]);
      this.dayCount = Number(row?.requests ?? 0);
    }
    if (this.dayCount + 1 > Math.floor(this.settings.perDay * DAY_SHARE[priority])) return this.refuse(priority);
    const [row] = await this.db.query<{ requests: number }>(
      `INSERT INTO feed_usage (provider, day, requests) VALUES ($1, $2, 1)
       ON CONFLICT (provider, day) DO UPDATE SET requests = feed_usage.requests + 1 RETURNING requests`,
      [this.provider, day],
    );
    this.dayCount = Number(row!.requests);
    this.sentAt.push(nowMs);
    return true;
  }

  private refuse(priority: RequestPriority): false {
    this.refused[priority] += 1;
    return false;
  }

  /**
   * The provider refused for its quota: nothing is sent until `retryAfterMs` (its own word), or a
   * backoff that doubles with every refusal in a row.
   */
  rateLimited(retryAfterMs: number | null): number {
    const wait = retryAfterMs !== null && retryAfterMs > 0 ? retryAfterMs : this.backoffMs;
    this.backoffMs = Math.min(this.backoffMs * 2, MAX_BACKOFF_MS);
    this.pausedUntil = this.clock.now().getTime() + wait;
    return wait;
  }

  /** The provider counts more than we did (another client on the same key): its count wins. */
  async providerCount(usedToday: number): Promise<void> {
    if (!(usedToday > this.dayCount)) return;
    const day = isoDay(this.clock.now());
    await this.db.query(
      `INSERT INTO feed_usage (provider, day, requests) VALUES ($1, $2, $3)
       ON CONFLICT (provider, day) DO UPDATE SET requests = GREATEST(feed_usage.requests, EXCLUDED.requests)`,
      [this.provider, day, usedToday],
    );
    this.day = day;
    this.dayCount = usedToday;
  }

  /** A request went through: the next refusal starts its backoff afresh. */
  answered(): void {
    this.backoffMs = FIRST_BACKOFF_MS;
  }

  use(): BudgetUse {
    const nowMs = this.clock.now().getTime();
    return {
      provider: this.provider,
      day: this.day || isoDay(this.clock.now()),
      requests: this.dayCount,
      perDay: this.settings.perDay,
      lastMinute: this.sentAt.filter((at) => at > nowMs - (this.settings.windowMs ?? 60_000)).length,
      perMinute: this.settings.perMinute,
      pausedUntil: nowMs < this.pausedUntil ? new Date(this.pausedUntil).toISOString() : null,
      refused: { ...this.refused },
    };
  }
}
