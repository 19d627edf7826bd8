// Which failed requests may be sent again, and when. A request is only repeated when repeating
// cannot change the outcome: idempotent methods, or one carrying an idempotency key. The rules
// know no transport: the axios client and the fetch reader (publicRead.ts) both apply them.

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
const IDEMPOTENT_METHODS = new Set(['get', 'head', 'options', 'put', 'delete']);
const RETRYABLE_STATUS = new Set([408, 425, 429, 500, 502, 503, 504]);
const BASE_DELAY_MS = 250;
const MAX_DELAY_MS = 5000;

export function isSafeToRepeat(method: string | undefined, headers: Record<string, unknown>): boolean {
  if (IDEMPOTENT_METHODS.has((method ?? 'get').toLowerCase())) return true;
  return Object.keys(headers).some(
    (name) => name.toLowerCase() === IDEMPOTENCY_HEADER.toLowerCase() && Boolean(headers[name]),
  );
}

/**
 * Transport failures (no answer: network error, reset, timeout) and overload answers are worth
 * another try; a refusal is not.
 */
export function isRetryableStatus(status: number | undefined): boolean {
  return status === undefined || RETRYABLE_STATUS.has(status);
}

/** Exponential backoff with jitter, honouring a server's Retry-After in seconds (capped). */
export function retryDelayMs(attempt: number, retryAfter: unknown, random: () => number = Math.random): number {
  const seconds = retryAfter === null || retryAfter === undefined || retryAfter === '' ? Number.NaN : Number(retryAfter);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.min(seconds * 1000, MAX_DELAY_MS);
  const exponential = BASE_DELAY_MS * 2 ** attempt;
  return Math.min(exponential / 2 + random() * (exponential / 2), MAX_DELAY_MS);
}
