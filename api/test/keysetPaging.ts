// What every keyset-paged list of the api must do, checked through HTTP the same way for each:
// its pages in order, no row twice and none skipped when rows are written (or removed) between
// two reads, a malformed or foreign cursor refused with the translated 3000, and no cursor at
// the end. Each domain's test file runs it on its lists.
import { decodeCursor, encodeCursor } from '@matchday/contracts/http/paging';
import type { CursorPage } from '@matchday/contracts/http/paging';

type Answer<T> = { body: { code: number; data: CursorPage<T>; msg?: string } };

export interface PagedList<T> {
  /** One page: `cursor` null for the first. */
  read: (cursor: string | null, pageSize: number) => Promise<Answer<T>>;
  /** What names a row (its id). */
  key: (item: T) => string;
}

export const INVALID_CURSOR = 'This place in the list is not valid any more: load the list again';

/** Every row, following `next` to the end; no row may come twice. */
export async function readAll<T>(list: PagedList<T>, pageSize = 100): Promise<T[]> {
  const items: T[] = [];
  let cursor: string | null = null;
  for (let pages = 0; pages < 1000; pages += 1) {
    const answer: Answer<T> = await list.read(cursor, pageSize);
    expect(answer.body.code, JSON.stringify(answer.body)).toBe(0);
    items.push(...answer.body.data.items);
    cursor = answer.body.data.next;
    if (!cursor) break;
    expect(answer.body.data.items).toHaveLength(pageSize);
  }
  expect(new Set(items.map(list.key)).size).toBe(items.length);
  return items;
}

export interface PagingCheck {
  pageSize: number;
  /** Writes (or removes) rows after the first page was read; returns the keys of rows it removed. */
  between?: () => Promise<string[] | void>;
  /** A cursor of another list, which this one must refuse. */
  foreignCursor?: string;
  /** The list's largest page (100 unless it says less). */
  largestPage?: number;
}

/**
 * Reads the list whole, then again a page at a time with `between` run after the first page:
 * the rows that were there before and still are come once each, in the same order, and the
 * first page is the first rows. Then cursors it did not write are refused.
 */
export async function expectKeysetPaging<T>(list: PagedList<T>, check: PagingCheck): Promise<void> {
  const before = (await readAll(list, check.largestPage)).map(list.key);
  expect(before.length, 'the list needs more rows than one page for this check').toBeGreaterThan(check.pageSize * 2);

  const first = await list.read(null, check.pageSize);
  expect(first.body.code).toBe(0);
  expect(first.body.data.items.map(list.key)).toEqual(before.slice(0, check.pageSize));
  const firstNext = first.body.data.next!;
  expect(firstNext).toEqual(expect.any(String));
  const removed = new Set((await check.between?.()) ?? []);

  const read = first.body.data.items.map(list.key);
  let cursor: string | null = firstNext;
  while (cursor) {
    const page: Answer<T> = await list.read(cursor, check.pageSize);
    expect(page.body.code, JSON.stringify(page.body)).toBe(0);
    read.push(...page.body.data.items.map(list.key));
    cursor = page.body.data.next;
  }
  expect(new Set(read).size, 'a row came twice').toBe(read.length);
  const kept = before.filter((key) => !removed.has(key));
  expect(read.filter((key) => before.includes(key) && !removed.has(key) && key !== undefined), 'a row was skipped or moved').toEqual(kept);

  await expectCursorsRefused(list, firstNext, check.foreignCursor);
}

/** Garbage, a cursor cut short, one with a key of the wrong kind, one of another list: each a translated 3000. */
export async function expectCursorsRefused<T>(list: PagedList<T>, valid: string, foreign?: string): Promise<void> {
  const position = decodeCursor(valid)!;
  const tampered = [
    'not a cursor',
    '%%',
    'x'.repeat(500),
    valid.slice(0, -3),
    encodeCursor({ ...position, keys: position.keys.map(() => "1'; DROP TABLE users; --") }),
    encodeCursor({ ...position, keys: [...position.keys, '1'] }),
    encodeCursor({ ...position, list: `${position.list}x` }),
    ...(foreign ? [foreign] : []),
  ];
  for (const cursor of tampered) {
    const answer = await list.read(encodeURIComponent(cursor), 5);
    expect(answer.body, cursor).toEqual({ code: 3000, msg: INVALID_CURSOR });
  }
}
