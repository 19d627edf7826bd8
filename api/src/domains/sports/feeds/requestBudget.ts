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
/** A provider that fails (5xx, no answer in time) is asked again after this, doubling while it keeps failing. */
const FIRST_FAILURE_BACKOFF_MS = 5_000;
const MAX_FAILURE_BACKOFF_MS = 5 * 60_000;
/** The share of the provider's own window left that lower priorities leave to more urgent requests. */
const WINDOW_RESERVE: Record<RequestPriority, number> = { live: 0, today: 0.1, ahead: 0.3 };

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
  /** Where the limits come from: the provider's own headers once it has sent them, else the settings. */
  limitsFrom: 'provider' | 'settings';
  /** Requests the provider said are left in its current window (its minute or hour), when it says. */
  windowRemaining: number | null;
  /** Answers that failed in a row (5xx, no answer in time): the wait before the next request grows with them. */
  failures: number;
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

export class RequestBudget {
  private readonly sentAt: number[] = [];
  private day = '';
  private dayCount = 0;
  private pausedUntil = 0;
  private backoffMs = FIRST_BACKOFF_MS;
  private failureBackoffMs = FIRST_FAILURE_BACKOFF_MS;
  private failures = 0;
  private readonly refused: Record<RequestPriority, number> = { live: 0, today: 0, ahead: 0 };
  readonly settings: QuotaSettings;
  private limitsFrom: 'provider' | 'settings' = 'settings';
  /** What the provider last said is left in its window, counted down as requests go. */
  private windowRemaining: number | null = null;
  private windowLimit: number | null = null;

  constructor(
    private readonly db: Queryable,
    readonly provider: string,
    settings: QuotaSettings,
    private readonly clock: Clock,
  ) {
    this.settings = { ...settings };
  }

  /** The api's clock, in milliseconds (the budget's time: a test moves it). */
  now(): number {
    return this.clock.now().getTime();
  }

  /** Counts one request if the plan allows it now at this priority; false: do not send it. */
  async take(priority: RequestPriority): Promise<boolean> {
    const now = this.clock.now();
    const nowMs = now.getTime();
    if (nowMs < this.pausedUntil) return this.refuse(priority);
    while (this.sentAt.length > 0 && this.sentAt[0]! <= nowMs - (this.settings.windowMs ?? 60_000)) this.sentAt.shift();
    if (this.sentAt.length >= this.settings.perMinute) return this.refuse(priority);
    if (this.windowRemaining !== null && this.windowRemaining <= Math.floor((this.windowLimit ?? this.settings.perMinute) * WINDOW_RESERVE[priority])) return this.refuse(priority);
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
    if (this.windowRemaining !== null) this.windowRemaining -= 1;
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

  /** A request went through: the next refusal or failure starts its backoff afresh. */
  answered(): void {
    this.backoffMs = FIRST_BACKOFF_MS;
    this.failureBackoffMs = FIRST_FAILURE_BACKOFF_MS;
    this.failures = 0;
  }

  /**
   * The provider failed (a 5xx, no answer in time): nothing is sent for a while, twice as long
   * after each failure in a row, so a provider in trouble is not hammered. Returns the wait.
   */
  failed(): number {
    const wait = this.failureBackoffMs;
    this.failures += 1;
    this.failureBackoffMs = Math.min(this.failureBackoffMs * 2, MAX_FAILURE_BACKOFF_MS);
    this.pausedUntil = Math.max(this.pausedUntil, this.clock.now().getTime() + wait);
    return wait;
  }

  /**
   * The plan as the provider's headers give it: its limits replace the settings' (a free key is
   * not spent as if it were Pro), and what it says is left in its window (a minute, an hour) keeps
   * lower priorities back before it runs out; nothing left pauses every request until the window
   * turns (`windowMs` from now, where the provider does not say when).
   */
  providerLimits(limits: { perDay?: number | null; perWindow?: number | null; windowRemaining?: number | null }, windowResetMs?: number | null): void {
    const positive = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0;
    if (positive(limits.perDay) && limits.perDay !== this.settings.perDay) this.settings.perDay = limits.perDay;
    if (positive(limits.perWindow) && limits.perWindow !== this.settings.perMinute) this.settings.perMinute = limits.perWindow;
    if (positive(limits.perDay) || positive(limits.perWindow)) this.limitsFrom = 'provider';
    if (typeof limits.windowRemaining === 'number' && Number.isFinite(limits.windowRemaining)) {
      this.windowRemaining = Math.max(0, limits.windowRemaining);
      this.windowLimit = positive(limits.perWindow) ? limits.perWindow : this.windowLimit;
      if (this.windowRemaining === 0) {
        const wait = windowResetMs ?? this.settings.windowMs ?? 60_000;
        this.pausedUntil = Math.max(this.pausedUntil, this.clock.now().getTime() + wait);
        this.windowRemaining = null; // the next window starts afresh
      }
    }
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
      limitsFrom: this.limitsFrom,
      windowRemaining: this.windowRemaining,
      failures: this.failures,
    };
  }
}
