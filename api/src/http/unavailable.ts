// A request that failed because something the api depends on is away for a moment — the
// database restarting or unreachable, the object store down — is not a fault of the request nor
// a bug: it is answered 503 in the envelope with Retry-After, and the client tries again. Every
// write is one transaction, so a request cut this way left nothing half-written.
import { StoreUnavailable } from '@matchday/storage/objectStore';

/** Seconds a client is told to wait before asking again. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 2;

/** Node's network errors when a server is not there or hangs up. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/**
 * PostgreSQL's classes for a server going away: 08 (connection exceptions), 57P01–57P03 (admin
 * or crash shutdown, cannot connect now), 53300 (too many connections).
 */
const POSTGRES_CODES = /^(08\d\d\d|57P0[123]|53300)$/;
/**
 * node-postgres' own words when the connection ends or the pool cannot give one in time, and
 * ioredis' when Redis (the shared rate limits) is away.
 */
const POSTGRES_MESSAGES = /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|terminating connection|Connection is closed|max retries per request/i;

export function isUnavailable(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 5; cause = (cause as { cause?: unknown }).cause, depth += 1) {
    if (cause instanceof StoreUnavailable) return true;
    const { code, message } = cause as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || POSTGRES_CODES.test(code))) return true;
    if (typeof message === 'string' && POSTGRES_MESSAGES.test(message)) return true;
  }
  return false;
}
