// A transaction's outcome hooks, on the test database: after-commit callbacks run once it has
// committed, after-rollback callbacks once it has rolled back (awaited before the caller sees the
// failure), each attempt of a retried transaction on its own.
import { createTestDatabase } from '../../test/testDatabase';
import type { Database } from './database';

let db: Database;
beforeAll(async () => {
  db = await createTestDatabase();
  await db.exec('CREATE TABLE hook_test (value text NOT NULL)');
});
afterAll(() => db.close());

describe('a transaction’s outcome hooks', () => {
  it('run the after-commit callbacks when it commits, never the after-rollback ones', async () => {
    const heard: string[] = [];
    await db.transaction(async (tx) => {
      await tx.query("INSERT INTO hook_test (value) VALUES ('committed')");
      tx.afterCommit!(() => heard.push('commit'));
      tx.afterRollback!(() => heard.push('rollback'));
      expect(heard).toEqual([]);
    });
    expect(heard).toEqual(['commit']);
  });

  it('run the after-rollback callbacks, awaited, before the failure reaches the caller', async () => {
    const heard: string[] = [];
    await expect(
      db.transaction(async (tx) => {
        await tx.query("INSERT INTO hook_test (value) VALUES ('rolled back')");
        tx.afterCommit!(() => heard.push('commit'));
        tx.afterRollback!(async () => {
          await new Promise((resolve) => setTimeout(resolve, 20));
          heard.push('rollback');
        });
        // A failing callback is logged; the transaction's own error stands.
        tx.afterRollback!(() => {
          throw new Error('the undo failed');
        });
        throw new Error('the write failed');
      }),
    ).rejects.toThrow('the write failed');
    expect(heard).toEqual(['rollback']);
    expect(await db.query("SELECT 1 FROM hook_test WHERE value = 'rolled back'")).toEqual([]);
  });

  it.runIf(process.env.MATCHDAY_TEST_DB === 'postgres')('run once per attempt when a lost race is retried', async () => {
    const heard: string[] = [];
    let attempts = 0;
    await db.transaction(async (tx) => {
      attempts += 1;
      const attempt = attempts;
      tx.afterCommit!(() => heard.push(`commit ${attempt}`));
      tx.afterRollback!(() => heard.push(`rollback ${attempt}`));
      if (attempt === 1) throw Object.assign(new Error('could not serialize access'), { code: '40001' });
    });
    expect(heard).toEqual(['rollback 1', 'commit 2']);
  });
});
