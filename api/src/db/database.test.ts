// A transaction's outcome hooks, on the test database: after-commit callbacks run once it has
// committed, after-rollback callbacks once it has rolled back (awaited before the caller sees the
// failure), each attempt of a retried transaction on its own. And the pieces of a request done in
// one statement: prepared statements, a statement run again when it loses a race, and a database
// function's refusal becoming the api's.
import { createTestDatabase } from '../../test/testDatabase';
import { databaseRefusal, Refusal } from '../http/envelope';
import { statementWithRetries, type Database } from './database';

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

describe('a long run of statements', () => {
  // The embedded database runs on the api's own thread; a first start's catch-up once held every
  // request for 19 s. Whatever the database, a loop of statements lets the process answer between them.
  it('lets the event loop turn while it runs', async () => {
    let answered = false;
    setImmediate(() => {
      answered = true;
    });
    let statements = 0;
    while (!answered && statements < 20_000) {
      await db.query('SELECT 1');
      statements += 1;
    }
    expect(answered).toBe(true);
  });
});

describe('a request in one statement', () => {
  it('a prepared statement answers as any other, every time; PostgreSQL parses it once per connection', async () => {
    const sql = 'SELECT $1::int + 1 AS next';
    await db.transaction(async (tx) => {
      expect(await tx.query(sql, [1], { prepared: true })).toEqual([{ next: 2 }]);
      expect(await tx.query(sql, [41], { prepared: true })).toEqual([{ next: 42 }]);
      if (db.kind === 'postgres') expect(await tx.query('SELECT count(*)::int AS count FROM pg_prepared_statements WHERE statement = $1', [sql])).toEqual([{ count: 1 }]);
    });
  });

  it('a statement that loses a serialisation race is run again; one refused is not', async () => {
    await db.exec(`CREATE SEQUENCE flaky_attempts;
      CREATE FUNCTION flaky(refuse boolean) RETURNS bigint LANGUAGE plpgsql AS $$
      DECLARE attempt bigint := nextval('flaky_attempts');
      BEGIN
        IF refuse THEN RAISE EXCEPTION USING ERRCODE = 'MD409', MESSAGE = 'api.alreadyUnlocked'; END IF;
        IF attempt = 1 THEN RAISE EXCEPTION USING ERRCODE = '40001', MESSAGE = 'could not serialize access'; END IF;
        RETURN attempt;
      END $$`);
    expect(await statementWithRetries(db, 'SELECT flaky($1) AS attempt', [false])).toEqual([{ attempt: 2 }]);
    const refused = await statementWithRetries(db, 'SELECT flaky($1) AS attempt', [true]).catch(databaseRefusal);
    expect(refused).toBeInstanceOf(Refusal);
    expect(refused).toMatchObject({ messageKey: 'api.alreadyUnlocked', status: 409, code: 3000 });
    expect(await db.query('SELECT last_value AS attempts FROM flaky_attempts')).toEqual([{ attempts: 3 }]);
    // Any other error stays what it was.
    const fault = await db.query('SELECT 1 / 0').catch(databaseRefusal);
    expect(fault).not.toBeInstanceOf(Refusal);
    expect(fault).toMatchObject({ code: '22012' });
  });
});
