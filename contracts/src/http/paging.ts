// Lists read a page at a time: keyset pages with opaque cursors (every list of the site), the
// few pages by number, and the query both read.
import { z } from 'zod';

/**
 * A page of a list read by keyset: the rows after a position in the list's order, never an
 * offset, so rows that arrive between two reads (new orders, comments, plans) shift nothing:
 * no row is shown twice and none is skipped, and a page deep in a list reads as fast as the
 * first. `next` is an opaque position, passed back as `cursor` for the following page; null at
 * the end. Every list of the site is paged this way but the match lists of the live feeds.
 */
export interface CursorPage<T> {
  items: T[];
  next: string | null;
}

/**
 * A page by number, with the count: only the match lists (`/api/sports/matches`, the odds index,
 * previews), which the live feeds read a whole day at a time (`shared/src/live/liveMatches.ts`).
 */
export interface Page<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
}

/** The largest value of a PostgreSQL `integer` column (sequence numbers, counters). */
export const MAX_INT32 = 2_147_483_647;

/** Pages beyond this are not pages anyone reads; it also keeps offsets in range. */
export const MAX_PAGE = 10_000;

/** Paging by number: only the match lists, which the live feeds read a day at a time (`Page` in ./types). */
export const paginationSchema = z.object({
  page: z.coerce.number().int().min(1).max(MAX_PAGE).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

// Keyset paging (`CursorPage` in ./types), the paging of every other list. A cursor is the name
// of the list's order and the sort key of the last row a page showed (and any value the first
// page fixes for the whole reading, such as the instant a ranking is computed at), as base64url
// JSON. The site passes it back untouched; the api checks it again against the order's own key
// columns (api/src/db/keyset.ts), so a cursor of another list or with a value of the wrong kind
// is refused like any bad input.
/** Longer than any cursor the api hands out: anything longer was not written by it. */
export const CURSOR_MAX_LENGTH = 400;

export interface CursorPosition {
  /** The list and order the position belongs to (`plans.price`). */
  list: string;
  /** The sort key of the last row read, one text per key column. */
  keys: string[];
  /** Values the first page fixed for the whole reading. */
  pins: string[];
}

const cursorValue = z.string().max(40);

const cursorPayload = z.strictObject({
  l: z.string().regex(/^[a-z][\w.]{0,39}$/),
  k: z.array(cursorValue).min(1).max(6),
  p: z.array(cursorValue).min(1).max(4).optional(),
});

const toBase64Url = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

export function encodeCursor(position: CursorPosition): string {
  const payload = { l: position.list, k: position.keys, ...(position.pins.length > 0 ? { p: position.pins } : {}) };
  return toBase64Url(new TextEncoder().encode(JSON.stringify(payload)));
}

/** The position a cursor names; null for anything the api did not write. */
export function decodeCursor(cursor: string): CursorPosition | null {
  if (cursor.length === 0 || cursor.length > CURSOR_MAX_LENGTH || !/^[A-Za-z0-9_-]+$/.test(cursor)) return null;
  try {
    const binary = atob(cursor.replace(/-/g, '+').replace(/_/g, '/'));
    const text = new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
    const payload = cursorPayload.safeParse(JSON.parse(text));
    return payload.success ? { list: payload.data.l, keys: payload.data.k, pins: payload.data.p ?? [] } : null;
  } catch {
    return null;
  }
}

/** A cursor from the query string, decoded; a malformed one is a translated 3000. */
export const cursorSchema = z
  .string()
  .max(CURSOR_MAX_LENGTH, 'api.invalidCursor')
  .regex(/^[A-Za-z0-9_-]+$/, 'api.invalidCursor')
  .transform((cursor, context) => {
    const position = decodeCursor(cursor);
    if (position) return position;
    context.addIssue({ code: 'custom', message: 'api.invalidCursor' });
    return z.NEVER;
  });

/** The query of a keyset-paged list: where to go on from (none: the first page) and how many rows. */
export const pageQuerySchema = z.object({
  cursor: cursorSchema.optional(),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export type PageQuery = z.infer<typeof pageQuerySchema>;
