// Real matches the engine must not invent: an imported match is played only when it carries a
// script (its real goals, in a replay). One without a result is never played or priced; once
// its kick-off has come it is "result unknown" until an import brings the result. A provider's
// match is its feed's to keep: the engine neither plays nor marks it.
import type { Sport } from '@matchday/contracts/sports/rules';
import type { Queryable } from '../../../db/database';
import { FEED_PROVIDERS } from '../feeds/feedModel';

/** SQL: a match the engine may play and price (`m` is the matches table). */
export const PLAYABLE = `(m.source = 'engine' OR m.script IS NOT NULL)`;

/** SQL: a match a provider's feed keeps (it says when it starts and ends; the engine never marks it). */
export const FEED_OWNED = `m.source IN (${FEED_PROVIDERS.map((provider) => `'${provider}'`).join(', ')})`;

/** Imported fixtures without a script whose kick-off has come; returns them for announcing. */
export async function markResultsUnknown(db: Queryable, now: Date): Promise<{ id: string; sport: Sport }[]> {
  return db.query(
    `UPDATE matches m SET status = 'result_unknown', version = version + 1, updated_at = $1
     WHERE m.status = 'not_started' AND m.starts_at <= $1 AND NOT ${PLAYABLE} AND NOT ${FEED_OWNED}
     RETURNING m.id::text AS id, m.sport`,
    [now],
  );
}
