// Requests to a provider's REST api, each asked of the plan's budget first. An answer comes back
// as JSON; a refusal for the quota (`429`, or the plan's word in a 200) pauses the budget and is
// reported as `rate_limited`; no answer, or a server error, is `unavailable`; a request the budget
// did not allow is `skipped` (not sent).
import type { RequestBudget, RequestPriority } from './requestBudget';

export type FeedAnswer<T> =
  | { ok: true; body: T; headers: Headers }
  | { ok: false; reason: 'skipped' | 'rate_limited' | 'unavailable' | 'refused' | 'lost'; status?: number; message?: string };

export interface FeedHttpOptions {
  baseUrl: string;
  headers: Record<string, string>;
  budget: RequestBudget;
  /** Milliseconds before a request is given up. */
  timeoutMs?: number;
  fetch?: typeof fetch;
  /** How the provider says, in a 200 answer, that the plan is spent (API-Sports puts it in `errors`). */
  quotaMessage?: (body: unknown) => string | null;
  /** The provider's own count of today's requests, from its headers (API-Sports sends it). */
  usedToday?: (headers: Headers) => number | null;
  /** The plan's limits and what is left of the provider's window, from its headers. */
  limits?: (headers: Headers) => { perDay?: number | null; perWindow?: number | null; windowRemaining?: number | null };
  /** Before each request: false stops it (the process no longer leads the provider). */
  beforeRequest?: () => Promise<boolean>;
  /** Seconds to wait from a 429's headers (Retry-After, a reset time). */
  retryAfterMs?: (headers: Headers, nowMs: number) => number | null;
}

/** `Retry-After` in seconds or as a date, as HTTP defines it. */
export function retryAfterHeader(headers: Headers, nowMs: number): number | null {
  const value = headers.get('retry-after');
  if (!value) return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - nowMs);
}

export class FeedHttp {
  /** Requests sent, by path (without the query), for the day's report. */
  readonly sent = new Map<string, number>();

  constructor(private readonly options: FeedHttpOptions) {}

  /** Set per round: before each request, whether this process still leads the provider. */
  beforeRequest: (() => Promise<boolean>) | null = null;

  async get<T>(path: string, query: Record<string, string | number | undefined>, priority: RequestPriority): Promise<FeedAnswer<T>> {
    const budget = this.options.budget;
    if (this.beforeRequest && !(await this.beforeRequest())) return { ok: false, reason: 'lost' };
    if (!(await budget.take(priority))) return { ok: false, reason: 'skipped' };
    const url = new URL(path.replace(/^\//, ''), this.options.baseUrl.endsWith('/') ? this.options.baseUrl : `${this.options.baseUrl}/`);
    for (const [name, value] of Object.entries(query)) if (value !== undefined) url.searchParams.set(name, String(value));
    this.sent.set(path, (this.sent.get(path) ?? 0) + 1);
    let response: Response;
    try {
      response = await (this.options.fetch ?? fetch)(url, { headers: { accept: 'application/json', ...this.options.headers }, signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000) });
    } catch (error) {
      budget.failed();
      return { ok: false, reason: 'unavailable', message: error instanceof Error ? error.message : String(error) };
    }
    const used = this.options.usedToday?.(response.headers);
    if (used !== null && used !== undefined) await budget.providerCount(used);
    const limits = this.options.limits?.(response.headers);
    if (limits) budget.providerLimits(limits, (this.options.retryAfterMs ?? retryAfterHeader)(response.headers, this.options.budget.now()));
    if (response.status === 429) {
      const nowMs = budget.now();
      budget.rateLimited((this.options.retryAfterMs ?? retryAfterHeader)(response.headers, nowMs));
      await response.body?.cancel();
      return { ok: false, reason: 'rate_limited', status: 429 };
    }
    if (response.status >= 500) {
      await response.body?.cancel().catch(() => undefined);
      budget.failed();
      return { ok: false, reason: 'unavailable', status: response.status };
    }
    if (!response.ok) {
      const message = await response.text().catch(() => '');
      return { ok: false, reason: 'refused', status: response.status, message: message.slice(0, 300) };
    }
    let body: T;
    try {
      body = (await response.json()) as T;
    } catch (error) {
      // A body cut short or not JSON (a gateway's page): a failure like a 5xx.
      budget.failed();
      return { ok: false, reason: 'unavailable', status: response.status, message: error instanceof SyntaxError ? 'not JSON' : `body not read: ${error instanceof Error ? error.message : String(error)}` };
    }
    const spent = this.options.quotaMessage?.(body);
    if (spent) {
      budget.rateLimited(null);
      return { ok: false, reason: 'rate_limited', status: response.status, message: spent };
    }
    budget.answered();
    return { ok: true, body, headers: response.headers };
  }
}
