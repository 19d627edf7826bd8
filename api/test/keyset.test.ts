// The keyset helper every list pages with (api/src/db/keyset.ts): on a table of rows with many
// ties, in every kind of order (one direction, mixed directions, timestamps to the microsecond,
// fractions, booleans, text), reading page after page gives exactly the full ordered read; rows
// written between two reads shift nothing; a cursor the helper did not write is refused.
import { type CursorPosition, decodeCursor, encodeCursor } from '@matchday/contracts/http/paging';
import fc from 'fast-check';
import type { Database } from '../src/db/database';
import { KeysetOrder, timestampKey, type KeyColumn, type KeyedRow } from '../src/db/keyset';
import { Refusal } from '../src/http/envelope';
import { createTestDatabase } from './testDatabase';

let db: Database;
beforeAll(async () => {
  db = await createTestDatabase();
  await db.exec(`CREATE TABLE keyset_rows (
    id bigint PRIMARY KEY, price integer NOT NULL, at timestamptz NOT NULL, rate float8 NOT NULL, open boolean NOT NULL, label text NOT NULL)`);
});
afterAll(() => db.close());

const id = (order: 'asc' | 'desc'): KeyColumn => ({ sql: 'k.id', order, kind: 'bigint' });
const ORDERS = [
  new KeysetOrder('test.newest', [id('desc')]),
  new KeysetOrder('test.oldest', [id('asc')]),
  new KeysetOrder('test.price', [{ sql: 'k.price', order: 'asc', kind: 'bigint' }, id('desc')]),
  new KeysetOrder('test.at', [{ sql: 'k.at', order: 'desc', kind: 'timestamp' }, id('desc')]),
  new KeysetOrder('test.rate', [{ sql: 'k.rate', order: 'desc', kind: 'float' }, { sql: 'k.at', order: 'asc', kind: 'timestamp' }, id('desc')]),
  new KeysetOrder('test.open', [{ sql: 'k.open', order: 'desc', kind: 'boolean' }, id('desc')]),
  new KeysetOrder('test.label', [{ sql: 'k.label', order: 'desc', kind: { text: /^[a-z]{1,3}-\d{1,4}$/ } }, id('asc')]),
];

let nextId = 1;
// Key columns are qualified (`k.id`): an ORDER BY name would otherwise mean the output column.
/** Rows with few distinct values per column, so ties are the rule; timestamps carry microseconds. */
async function insertRows(count: number): Promise<void> {
  for (let index = 0; index < count; index += 1) {
    const rowId = nextId;
    nextId += 1;
    await db.query(
      `INSERT INTO keyset_rows (id, price, at, rate, open, label)
       VALUES ($1, $2, timestamptz '2026-11-20 12:00:00+00' + ($3::bigint * interval '1 microsecond'), $4, $5, $6)`,
      [rowId, (rowId * 7) % 5, ((rowId * 13) % 4) * 1_000_001, ((rowId * 3) % 4) / 3, rowId % 3 === 0, `${'abc'[rowId % 3]}-${rowId % 4}`],
    );
  }
}

async function readPage(order: KeysetOrder, cursor: string | null, pageSize: number) {
  const position = order.position(cursor === null ? undefined : (decodeCursor(cursor) ?? undefined));
  const params: unknown[] = [];
  const rows = await db.query<{ id: string } & KeyedRow>(
    `SELECT k.id::text AS id${order.select} FROM keyset_rows k WHERE ${order.after(position, params)} ORDER BY ${order.orderBy} LIMIT ${order.limit(pageSize, params)}`,
    params,
  );
  const page = order.page(rows, pageSize);
  return { ids: page.rows.map((row) => row.id), next: page.next };
}

async function everything(order: KeysetOrder): Promise<string[]> {
  return (await db.query<{ id: string }>(`SELECT k.id::text AS id FROM keyset_rows k ORDER BY ${order.orderBy}`)).map((row) => row.id);
}

describe('keyset paging', () => {
  beforeAll(() => insertRows(40));

  it('reads, page after page, exactly what one ordered read gives, in every kind of order', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...ORDERS), fc.integer({ min: 1, max: 17 }), async (order, pageSize) => {
        const paged: string[] = [];
        let cursor: string | null = null;
        let pages = 0;
        do {
          const page = await readPage(order, cursor, pageSize);
          paged.push(...page.ids);
          cursor = page.next;
          pages += 1;
          if (cursor) expect(page.ids).toHaveLength(pageSize);
        } while (cursor);
        expect(paged).toEqual(await everything(order));
        expect(pages).toBe(Math.max(1, Math.ceil(paged.length / pageSize)));
      }),
      { numRuns: 30 },
    );
  });

  it('neither repeats nor skips a row when rows are written between two reads', async () => {
    for (const order of ORDERS) {
      const before = await everything(order);
      const first = await readPage(order, null, 9);
      await insertRows(6); // land everywhere in every order: before, among and after the rows read
      const rest: string[] = [];
      let cursor = first.next;
      while (cursor) {
        const page = await readPage(order, cursor, 9);
        rest.push(...page.ids);
        cursor = page.next;
      }
      const read = [...first.ids, ...rest];
      expect(new Set(read).size, order.name).toBe(read.length);
      expect(read.filter((rowId) => before.includes(rowId)), order.name).toEqual(before);
    }
  });

  it('ends with no cursor, also when the last page is full', async () => {
    const [{ count }] = (await db.query<{ count: number }>('SELECT count(*)::int AS count FROM keyset_rows')) as [{ count: number }];
    const all = await readPage(ORDERS[0]!, null, count);
    expect(all.ids).toHaveLength(count);
    expect(all.next).toBeNull();
    expect((await readPage(ORDERS[0]!, null, count + 1)).next).toBeNull();
  });

  it('carries a timestamp to the microsecond and a fraction exactly', async () => {
    const order = ORDERS[4]!;
    const first = await readPage(order, null, 1);
    const position = decodeCursor(first.next!)!;
    expect(position).toMatchObject({ list: 'test.rate' });
    const [row] = await db.query<{ rate: string; at: string }>(`SELECT rate::text AS rate, (extract(epoch from at) * 1000000)::bigint::text AS at FROM keyset_rows WHERE id = $1`, [
      first.ids[0],
    ]);
    expect(position.keys).toEqual([row!.rate, row!.at, first.ids[0]]);
    expect(timestampKey(new Date('2026-11-20T12:00:00.123Z'))).toBe('1795176000123000');
  });

  it('refuses a cursor it did not write: another order’s, a value of the wrong kind, out of range, too few keys', () => {
    const refused = (cursor: CursorPosition, order = ORDERS[2]!) => {
      try {
        order.position(cursor);
        return null;
      } catch (error) {
        return error instanceof Refusal ? [error.status, error.messageKey] : error;
      }
    };
    const price = (keys: string[], pins: string[] = []) => ({ list: 'test.price', keys, pins });
    expect(refused(price(['3', '12']))).toBeNull();
    for (const cursor of [
      { list: 'test.newest', keys: ['3', '12'], pins: [] },
      price(['3']),
      price(['3', '12', '1']),
      price(['3', '12'], ['1']),
      price(['three', '12']),
      price(['3', '1.5']),
      price(['3', '9223372036854775808']),
      price(['3', '']),
      price(['3', "12'); DROP TABLE keyset_rows; --"]),
    ])
      expect(refused(cursor), JSON.stringify(cursor)).toEqual([400, 'api.invalidCursor']);
    expect(refused({ list: 'test.at', keys: ['253402300800000000', '1'], pins: [] }, ORDERS[3])).toEqual([400, 'api.invalidCursor']);
    expect(refused({ list: 'test.rate', keys: ['1e400', '0', '1'], pins: [] }, ORDERS[4])).toEqual([400, 'api.invalidCursor']);
    expect(refused({ list: 'test.open', keys: ['yes', '1'], pins: [] }, ORDERS[5])).toEqual([400, 'api.invalidCursor']);
    expect(refused({ list: 'test.label', keys: ['zz-99999', '1'], pins: [] }, ORDERS[6])).toEqual([400, 'api.invalidCursor']);
  });

  it('decodes only what it encodes', () => {
    const position = { list: 'test.rate', keys: ['0.3333333333333333', '-62135596800000000', '7'], pins: ['1795176000123000'] };
    expect(decodeCursor(encodeCursor(position))).toEqual(position);
    const cursor = encodeCursor(position);
    for (const garbage of ['', '%%%', 'a'.repeat(401), cursor.slice(0, -4), `${cursor}=`, btoa('[1,2]'), btoa('{"l":"x","k":[1]}'), encodeCursor({ list: 'x', keys: [], pins: [] })])
      expect(decodeCursor(garbage), garbage).toBeNull();
  });
});
