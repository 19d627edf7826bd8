// Keyset paging, written once for every list of the api (`CursorPage` in contracts/src/http/paging.ts).
// An order is a few key columns, the last one unique (the row's id), so a row's sort key names
// one place in the list. A page is the rows after the place its cursor names,
// `WHERE (created_at, id) < ($1, $2) ORDER BY created_at DESC, id DESC LIMIT n + 1`, never an
// offset: rows that arrive between two reads shift nothing (no row twice, none skipped), and a
// page deep in a list reads as fast as the first (the key columns are an index's). The extra row
// says whether there is a next page; the cursor is the last shown row's key, as the database
// wrote it (a timestamp to the microsecond), checked again here before it reaches SQL.
import { type CursorPosition, encodeCursor } from '@matchday/contracts/http/paging';
import { refuse } from '../http/envelope';

/** How a key value travels in a cursor: its text is checked against its kind before any SQL sees it. */
export type KeyKind = 'bigint' | 'timestamp' | 'float' | 'boolean' | { text: RegExp };

export interface KeyColumn {
  /** An SQL expression that is never null: a column, `coalesce(…)`, `(a.status = 'pending')`. */
  sql: string;
  order: 'asc' | 'desc';
  kind: KeyKind;
}

/** A place in a list, read from a cursor: the last row's key and the values pinned by the first page. */
export interface KeysetPosition {
  keys: string[];
  pins: string[];
}

/** The columns `select` adds to a row: its key, as text. */
export type KeyedRow = Record<`keyset_${number}`, string>;

const INT8 = { min: -(2n ** 63n), max: 2n ** 63n - 1n };
/** Microseconds from 1970 to the years 1 and 9999: a timestamp outside is not one the api wrote. */
const MICROS = { min: -62_135_596_800_000_000n, max: 253_402_300_799_999_999n };

function validKey(kind: KeyKind, value: string): boolean {
  if (typeof kind === 'object') return kind.text.test(value);
  switch (kind) {
    case 'bigint':
    case 'timestamp': {
      if (!/^-?\d{1,19}$/.test(value)) return false;
      const number = BigInt(value);
      const range = kind === 'bigint' ? INT8 : MICROS;
      return number >= range.min && number <= range.max;
    }
    case 'float':
      return /^-?\d{1,20}(\.\d{1,20})?(e[+-]?\d{1,3})?$/i.test(value) && Number.isFinite(Number(value)) && Math.abs(Number(value)) < 1e300;
    case 'boolean':
      return value === 'true' || value === 'false';
  }
}

/** The key as text, exactly as the database holds it (a timestamp in microseconds since 1970). */
function keyText(kind: KeyKind, sql: string): string {
  if (kind === 'timestamp') return `(extract(epoch from ${sql}) * 1000000)::bigint::text`;
  if (kind === 'float') return `(${sql})::float8::text`;
  return `(${sql})::text`;
}

/** A key value as an SQL parameter of its type. */
export function keyParameter(kind: KeyKind, value: string, params: unknown[]): string {
  params.push(value);
  const placeholder = `$${params.length}`;
  if (kind === 'timestamp') return `('epoch'::timestamptz + ${placeholder}::bigint * interval '1 microsecond')`;
  if (kind === 'bigint') return `${placeholder}::bigint`;
  if (kind === 'float') return `${placeholder}::float8`;
  if (kind === 'boolean') return `${placeholder}::boolean`;
  return `${placeholder}::text`;
}

/** An instant as a timestamp key or pin (the api's clock has milliseconds). */
export const timestampKey = (instant: Date): string => String(BigInt(instant.getTime()) * 1000n);

/** Every order of the api by name, so a cursor is only ever read by the order that wrote it. */
export const KEYSET_ORDERS = new Map<string, KeysetOrder>();

export class KeysetOrder {
  /**
   * `name` goes into every cursor (`plans.price`); `pins` are values the first page fixes for
   * the whole reading (the instant a ranking is computed at), carried by the cursor.
   */
  constructor(
    readonly name: string,
    readonly columns: readonly KeyColumn[],
    readonly pins: readonly KeyKind[] = [],
  ) {
    if (KEYSET_ORDERS.has(name)) throw new Error(`two keyset orders named ${name}`);
    if (columns.length === 0) throw new Error(`${name}: an order needs a key`);
    KEYSET_ORDERS.set(name, this);
  }

  /** The ORDER BY clause's body. */
  get orderBy(): string {
    return this.columns.map((column) => `${column.sql} ${column.order.toUpperCase()}`).join(', ');
  }

  /** The row's key as text, `keyset_0, keyset_1…`: columns for a SELECT list. */
  get keyColumns(): string {
    return this.columns.map((column, index) => `${keyText(column.kind, column.sql)} AS keyset_${index}`).join(', ');
  }

  /** The same, to append to a SELECT list. */
  get select(): string {
    return `, ${this.keyColumns}`;
  }

  /** The place a cursor names, checked against this order's key; no cursor: the list's start. */
  position(cursor: CursorPosition | undefined): KeysetPosition | null {
    if (!cursor) return null;
    const fits =
      cursor.list === this.name &&
      cursor.keys.length === this.columns.length &&
      cursor.pins.length === this.pins.length &&
      cursor.keys.every((value, index) => validKey(this.columns[index]!.kind, value)) &&
      cursor.pins.every((value, index) => validKey(this.pins[index]!, value));
    if (!fits) throw refuse('api.invalidCursor', 400, { field: 'cursor' });
    return { keys: cursor.keys, pins: cursor.pins };
  }

  /**
   * The condition "after `position`" in this order (TRUE at the start), its values pushed on
   * `params`. One direction: a row comparison, which an index on the key columns answers;
   * mixed directions (price up, newest first among equals): the same, spelt out column by column.
   */
  after(position: KeysetPosition | null, params: unknown[]): string {
    if (!position) return 'TRUE';
    const values = this.columns.map((column, index) => keyParameter(column.kind, position.keys[index]!, params));
    const order = this.columns[0]!.order;
    if (this.columns.every((column) => column.order === order))
      return `(${this.columns.map((column) => column.sql).join(', ')}) ${order === 'desc' ? '<' : '>'} (${values.join(', ')})`;
    const from = (index: number): string => {
      const column = this.columns[index]!;
      const beyond = `${column.sql} ${column.order === 'desc' ? '<' : '>'} ${values[index]}`;
      return index === this.columns.length - 1 ? beyond : `(${beyond} OR (${column.sql} = ${values[index]} AND ${from(index + 1)}))`;
    };
    return from(0);
  }

  /** A pinned value as an SQL parameter: the cursor's, or `first` on the first page. */
  pin(position: KeysetPosition | null, index: number, first: string, params: unknown[]): string {
    return keyParameter(this.pins[index]!, position ? position.pins[index]! : first, params);
  }

  /** The LIMIT: one row more than the page, to know whether another follows. */
  limit(pageSize: number, params: unknown[]): string {
    params.push(pageSize + 1);
    return `$${params.length}`;
  }

  /** The page's rows and the cursor after its last one (null at the end of the list). */
  page<R extends KeyedRow>(rows: R[], pageSize: number, pins: readonly string[] = []): { rows: R[]; next: string | null } {
    const shown = rows.slice(0, pageSize);
    const last = shown.at(-1);
    if (rows.length <= pageSize || !last) return { rows: shown, next: null };
    const keys = this.columns.map((_, index) => last[`keyset_${index}`] as string | null | undefined);
    // A key is never null (its row would have no place in the order): a fault, not a cursor.
    if (!keys.every((key): key is string => typeof key === 'string')) throw new Error(`${this.name}: a row with a null key`);
    return { rows: shown, next: encodeCursor({ list: this.name, keys, pins: [...pins] }) };
  }
}
