// Requests that move coins carry an Idempotency-Key. The key is stored in the same database
// transaction as the movement: the same key with the same request gets the first answer and
// moves nothing; the same key with another request is refused. A second request racing the
// first with the same key waits on the key's row, then reads the first answer. The rule is
// written once, as the database's idempotency_claim and idempotency_answer (migration 024): the
// functions here call them, and a plan purchase calls them inside the database.
import crypto from 'node:crypto';
import type { Database, Queryable } from '../db/database';
import { databaseRefusal, refuse } from './envelope';

export const IDEMPOTENCY_HEADER = 'idempotency-key';

export function idempotencyKeyOf(headers: Record<string, unknown>): string {
  const key = headers[IDEMPOTENCY_HEADER];
  if (typeof key !== 'string' || !/^[\w-]{8,128}$/.test(key)) throw refuse('api.idempotencyKeyRequired', 400);
  return key;
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.keys(value).sort().map((key) => [key, canonical((value as Record<string, unknown>)[key])]));
  return value;
}

export function requestHash(scope: string, body: unknown): string {
  return crypto.createHash('sha256').update(scope).update('\0').update(JSON.stringify(canonical(body ?? null))).digest('hex');
}

/** The key claimed for this request (null), or the first request's answer (the same request again). */
async function claim(tx: Queryable, request: { userId: string; key: string; at: Date }, hash: string): Promise<{ claimed: true } | { claimed: false; response: unknown }> {
  const [row] = await tx
    .query<{ claimed: boolean; response: unknown }>('SELECT r IS NULL AS claimed, r AS response FROM idempotency_claim($1, $2, $3, $4) r', [request.userId, request.key, hash, request.at])
    .catch((error: unknown) => {
      throw databaseRefusal(error);
    });
  return row!.claimed ? { claimed: true } : { claimed: false, response: row!.response };
}

const answer = (tx: Queryable, request: { userId: string; key: string }, response: unknown) =>
  tx.query('SELECT idempotency_answer($1, $2, $3::jsonb)', [request.userId, request.key, JSON.stringify(response)]);

export async function idempotent<T>(
  db: Database,
  request: { userId: string; key: string; scope: string; body: unknown; at: Date },
  work: (tx: Queryable) => Promise<T>,
): Promise<T> {
  const hash = requestHash(request.scope, request.body);
  return db.transaction(async (tx) => {
    const claimed = await claim(tx, request, hash);
    if (!claimed.claimed) return claimed.response as T;
    const response = await work(tx);
    await answer(tx, request, response);
    return response;
  });
}

/** What a claimed key holds while its request is between its two transactions. */
interface Pending<S> {
  pending: S;
}
const isPending = <S>(value: unknown): value is Pending<S> => !!value && typeof value === 'object' && 'pending' in value;

export interface CallSteps<S, R, T> {
  /** Decides the request (refusals thrown here undo the claim); its answer is kept with the key. */
  begin(tx: Queryable): Promise<S>;
  /** The provider, called with no connection, lock or transaction held. */
  call(state: S): Promise<R>;
  /** Writes what the provider said; its answer is the request's. */
  finish(tx: Queryable, state: S, result: R): Promise<T>;
}

/**
 * A request that calls a provider, made exactly once without a transaction held across the call:
 * `begin` writes what the request decides with its key claimed (one transaction), the provider is
 * called with nothing held, `finish` writes its answer and the request's (a second transaction).
 * A retry with the same key while the first is between the two (a lost answer, a crash) calls the
 * provider again with the same state — whose id is the provider's idempotency key, so it is the
 * same call — and finishes it; one that comes after gets the first answer. A provider's slowness
 * then costs only the requests waiting on it.
 */
export async function idempotentCall<S, R, T>(db: Database, request: { userId: string; key: string; scope: string; body: unknown; at: Date }, steps: CallSteps<S, R, T>): Promise<T> {
  const hash = requestHash(request.scope, request.body);
  const started = await db.transaction(async (tx): Promise<{ done: T } | { state: S }> => {
    const claimed = await claim(tx, request, hash);
    if (!claimed.claimed) return isPending<S>(claimed.response) ? { state: claimed.response.pending } : { done: claimed.response as T };
    const state = await steps.begin(tx);
    await answer(tx, request, { pending: state });
    return { state };
  });
  if ('done' in started) return started.done;
  const result = await steps.call(started.state);
  return db.transaction(async (tx) => {
    // The key's row locked: a retry finishing the same request waits here, then reads its answer.
    const [row] = await tx.query<{ response: unknown }>('SELECT response FROM idempotency_keys WHERE user_id = $1 AND key = $2 FOR UPDATE', [request.userId, request.key]);
    if (row && !isPending(row.response)) return row.response as T;
    const response = await steps.finish(tx, started.state, result);
    await answer(tx, request, response);
    return response;
  });
}
