// Jobs one api process does at a time: every process runs the same timers, and for work that is a
// read-then-write over several services (nothing one statement or one constraint can make
// exactly-once) the process that takes the job's lease (a row of `job_leases`) does it while the
// others skip it. A table row and not a transaction's advisory lock: the work runs through
// services with transactions of their own (and PGlite has one connection, which a transaction
// held open for the lock would keep from the work).
import crypto from 'node:crypto';
import type { Queryable } from './database';

/**
 * Runs `work` when no other holder has the job's lease, holding it for at most `leaseMs` (a
 * holder that dies gives it up by then) and giving it back after; null when another holds it.
 */
export async function withJobLease<T>(db: Queryable, job: string, leaseMs: number, work: () => Promise<T>): Promise<T | null> {
  const holder = crypto.randomUUID();
  const taken = await db.query(
    `INSERT INTO job_leases (job, holder, until) VALUES ($1, $2, clock_timestamp() + make_interval(secs => $3::double precision / 1000))
     ON CONFLICT (job) DO UPDATE SET holder = EXCLUDED.holder, until = EXCLUDED.until WHERE job_leases.until < clock_timestamp()
     RETURNING job`,
    [job, holder, leaseMs],
  );
  if (taken.length === 0) return null;
  try {
    return await work();
  } finally {
    await db.query('DELETE FROM job_leases WHERE job = $1 AND holder = $2', [job, holder]);
  }
}
