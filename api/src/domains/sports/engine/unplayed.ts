// Real matches the engine must not invent: an imported match is played only when it carries a
// script (its real goals, in a replay). One without a result is never played or priced; once
// its kick-off has come it is "result unknown" until an import brings the result.
import type { Sport } from '@matchday/shared/sports/sportRules';
import type { Queryable } from '../../../db/database';

/** SQL: a match the engine may play and price (`m` is the matches table). */
export const PLAYABLE = `(m.source = 'engine' OR m.script IS NOT NULL)`;

/** Imported fixtures without a script whose kick-off has come; returns them for announcing. */
export async function markResultsUnknown(db: Queryable, now: Date): Promise<{ id: string; sport: Sport }[]> {
  return db.query(
    `UPDATE matches m SET status = 'result_unknown', version = version + 1, updated_at = $1
     WHERE m.status = 'not_started' AND m.starts_at <= $1 AND NOT ${PLAYABLE}
     RETURNING m.id::text AS id, m.sport`,
    [now],
  );
}
