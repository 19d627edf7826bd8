// Requests that move coins carry an Idempotency-Key. The key is stored in the same database
// transaction as the movement: the same key with the same request gets the first answer and
// moves nothing; the same key with another request is refused. A second request racing the
// first with the same key waits on the key's row, then reads the first answer. A purchase does
// the same inside the database (idempotency_claim and idempotency_answer, migration 024).
import crypto from 'node:crypto';
import type { Database, Queryable } from '../db/database';
import { refuse } from './envelope';

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

export async function idempotent<T>(
  db: Database,
  request: { userId: string; key: string; scope: string; body: unknown; at: Date },
  work: (tx: Queryable) => Promise<T>,
): Promise<T> {
  const hash = requestHash(request.scope, request.body);
  return db.transaction(async (tx) => {
    const claimed = await tx.query(
      `INSERT INTO idempotency_keys (user_id, key, request_hash, response, created_at)
       VALUES ($1, $2, $3, 'null'::jsonb, $4) ON CONFLICT (user_id, key) DO NOTHING RETURNING key`,
      [request.userId, request.key, hash, request.at],
    );
    if (claimed.length === 0) {
      const [first] = await tx.query<{ request_hash: string; response: T }>(
        'SELECT request_hash, response FROM idempotency_keys WHERE user_id = $1 AND key = $2',
        [request.userId, request.key],
      );
      if (!first || first.request_hash !== hash) throw refuse('api.idempotencyKeyReused', 422);
      return first.response;
    }
    const response = await work(tx);
    await tx.query('UPDATE idempotency_keys SET response = $3::jsonb WHERE user_id = $1 AND key = $2', [
      request.userId,
      request.key,
      JSON.stringify(response),
    ]);
    return response;
  });
}
