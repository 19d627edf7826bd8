// Job leases on the test database: one holder at a time, given back after the work (even when it
// fails), and a lease its holder never gave back (a killed process) taken over once it runs out.
import { createTestDatabase } from '../../test/testDatabase';
import type { Database } from './database';
import { withJobLease } from './jobLeases';

let db: Database;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.close());

const leases = (job: string) => db.query<{ holder: string }>('SELECT holder FROM job_leases WHERE job = $1', [job]);

describe('a job lease', () => {
  it('lets one holder work at a time, and is given back after the work, done or failed', async () => {
    const inside: string[] = [];
    const outer = await withJobLease(db, 'lease-test', 60_000, async () => {
      inside.push('outer');
      expect(await leases('lease-test')).toHaveLength(1);
      // Another process (or timer) meanwhile: skipped, its work never runs.
      expect(await withJobLease(db, 'lease-test', 60_000, async () => inside.push('inner'))).toBeNull();
      expect(await withJobLease(db, 'another-job', 60_000, async () => 'another')).toBe('another');
      return 'done';
    });
    expect(outer).toBe('done');
    expect(inside).toEqual(['outer']);
    expect(await leases('lease-test')).toEqual([]);
    await expect(withJobLease(db, 'lease-test', 60_000, async () => Promise.reject(new Error('the work failed')))).rejects.toThrow('the work failed');
    expect(await withJobLease(db, 'lease-test', 60_000, async () => 'again')).toBe('again');
  });

  it('is taken over once a holder that never gave it back has run out', async () => {
    await db.query("INSERT INTO job_leases (job, holder, until) VALUES ('held-by-the-dead', 'killed', clock_timestamp() + interval '1 hour')");
    expect(await withJobLease(db, 'held-by-the-dead', 60_000, async () => 'ran')).toBeNull();
    await db.query("UPDATE job_leases SET until = clock_timestamp() - interval '1 second' WHERE job = 'held-by-the-dead'");
    expect(await withJobLease(db, 'held-by-the-dead', 60_000, async () => 'ran')).toBe('ran');
    expect(await leases('held-by-the-dead')).toEqual([]);
  });
});
