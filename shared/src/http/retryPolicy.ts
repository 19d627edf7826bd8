// Which failed requests may be sent again, and when. A request is only repeated when repeating
// cannot change the outcome: idempotent methods, or one carrying an idempotency key.
import { isAxiosError, isCancel, type AxiosError } from 'axios';

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

/** Transport failures and overload answers are worth another try; a refusal is not. */
export function isTransientFailure(error: unknown): error is AxiosError {
  if (!isAxiosError(error) || isCancel(error)) return false;
  if (!error.response) return true; // network error, reset, timeout
  return RETRYABLE_STATUS.has(error.response.status);
}

/** Exponential backoff with jitter, honouring a server's Retry-After (capped). */
export function retryDelayMs(attempt: number, error: AxiosError, random: () => number = Math.random): number {
  const retryAfter = Number(error.response?.headers?.['retry-after']);
  if (Number.isFinite(retryAfter) && retryAfter >= 0) return Math.min(retryAfter * 1000, MAX_DELAY_MS);
  const exponential = BASE_DELAY_MS * 2 ** attempt;
  return Math.min(exponential / 2 + random() * (exponential / 2), MAX_DELAY_MS);
}
