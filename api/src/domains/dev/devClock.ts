// Development's clock offset, kept in the database: an api started again on the same data goes on
// at the time it had reached, never back (a lease or a code written at a moved time would
// otherwise hold for as long as the clock had been moved).
import type { MovableClock } from '../../clock';
import type { Queryable } from '../../db/database';

export async function saveClockOffset(db: Queryable, clock: MovableClock): Promise<void> {
  await db.query(
    `INSERT INTO dev_clock (id, offset_ms) VALUES (1, $1)
     ON CONFLICT (id) DO UPDATE SET offset_ms = greatest(dev_clock.offset_ms, excluded.offset_ms)`,
    [Math.round(clock.offsetSeconds * 1000)],
  );
}

/** Moves a starting api's clock to the offset its data was written at (forward only). */
export async function restoreClockOffset(db: Queryable, clock: MovableClock): Promise<void> {
  const [row] = await db.query<{ offset_ms: string | number }>('SELECT offset_ms FROM dev_clock WHERE id = 1');
  const seconds = row ? Number(row.offset_ms) / 1000 - clock.offsetSeconds : 0;
  if (seconds > 0) clock.advance(seconds);
}
