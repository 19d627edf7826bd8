// Requests for the fuzz tests, generated from a route's declared zod schemas: values of the
// right kind (often valid, near every limit) mixed with values of the wrong kind, and raw
// garbage for anything at all.
import fc from 'fast-check';
import type { z } from 'zod';

interface Def {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  entries?: Record<string, string>;
  values?: unknown[];
  element?: z.ZodType;
  options?: z.ZodType[];
  format?: string;
}

const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Strings that have broken parsers and databases before. */
const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '%00',
  '\ud800',
  '0',
  '-1',
  '1e309',
  '9'.repeat(40),
  'NaN',
  'null',
  'undefined',
  '[]',
  '{}',
  '../../etc/passwd',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  'Z'.repeat(5000),
  '𝓜𝓪𝓽𝓬𝓱𝓭𝓪𝔂',
  '0000-01-01',
  '9999-12-31',
  '2026-02-30',
  'Asia/Nowhere',
];

const NASTY_NUMBERS = [0, -1, 1, 2 ** 31 - 1, 2 ** 31, 2 ** 53, -(2 ** 53), 1e20, -1e20, 0.5, Number.MAX_VALUE];

const dates = fc.date({ min: new Date('1800-01-01'), max: new Date('2300-12-31'), noInvalidDate: true });

/** Any JSON value, of any shape. */
export const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom<unknown>(...NASTY_STRINGS, ...NASTY_NUMBERS, null, true, [], {}),
);

function stringFor(def: Def): fc.Arbitrary<string> {
  const shaped = def.format === 'datetime' ? [dates.map((date) => date.toISOString())] : def.format === 'date' ? [dates.map((date) => date.toISOString().slice(0, 10))] : [];
  return fc.oneof(fc.string({ maxLength: 40 }), fc.string({ unit: 'grapheme', maxLength: 20 }), fc.constantFrom(...NASTY_STRINGS), ...shaped);
}

/** Values for a schema: mostly its own kind, sometimes any other. */
export function arbitraryFor(schema: z.ZodType, depth = 0): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const ownKind = (): fc.Arbitrary<unknown> => {
    switch (def.type) {
      case 'object': {
        const shape = (schema as unknown as { shape: Record<string, z.ZodType> }).shape ?? {};
        const fields = Object.fromEntries(Object.entries(shape).map(([key, field]) => [key, arbitraryFor(field, depth + 1)]));
        // Any field may be missing; a stray field may come along.
        return fc.tuple(fc.record(fields, { requiredKeys: [] }), fc.option(fc.dictionary(fc.string({ maxLength: 8 }), anyJson, { maxKeys: 2 }), { nil: undefined })).map(
          ([record, extra]) => ({ ...(extra ?? {}), ...record }),
        );
      }
      case 'optional':
      case 'nullable':
      case 'default':
      case 'prefault':
      case 'readonly':
      case 'catch':
        return fc.oneof(arbitraryFor(def.innerType!, depth), fc.constant(undefined));
      case 'pipe':
        return arbitraryFor(def.in!, depth);
      case 'string':
        return stringFor(def);
      case 'number':
      case 'int':
      case 'bigint':
        return fc.oneof(fc.integer(), fc.integer({ min: 0, max: 200 }), fc.double({ noNaN: true }), fc.constantFrom(...NASTY_NUMBERS));
      case 'boolean':
        return fc.boolean();
      case 'enum':
        return fc.constantFrom(...Object.values(def.entries ?? {}));
      case 'literal':
        return fc.constantFrom(...(def.values ?? [null]));
      case 'array':
        return depth > 3 ? fc.constant([]) : fc.array(arbitraryFor(def.element!, depth + 1), { maxLength: 5 });
      case 'union':
        return fc.oneof(...(def.options ?? []).map((option) => arbitraryFor(option, depth + 1)));
      default:
        return anyJson;
    }
  };
  return fc.oneof({ arbitrary: ownKind(), weight: 4 }, { arbitrary: anyJson, weight: 1 });
}

/** A query string for a query schema: every value as text, as a browser would send it. */
export function queryFor(schema: z.ZodType | undefined): fc.Arbitrary<string> {
  const record = schema ? arbitraryFor(schema) : fc.dictionary(fc.string({ maxLength: 10 }), anyJson, { maxKeys: 3 });
  return fc.oneof(
    { weight: 5, arbitrary: record.map(toQuery) },
    // Raw garbage after the `?`, encoded or not.
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 200 }).map((text) => encodeURIComponent(text)) },
    { weight: 1, arbitrary: fc.constantFrom('%', '%zz', '%00', 'a=%E0%A4%A', '&&==&', 'a[b]=1&a[c]=2', `q=${'x'.repeat(9000)}`) },
  );
}

function toQuery(value: unknown): string {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return `value=${encodeURIComponent(String(value))}`;
  return Object.entries(value)
    .filter(([, field]) => field !== undefined)
    .map(([key, field]) => `${encodeURIComponent(key)}=${encodeURIComponent(typeof field === 'object' ? JSON.stringify(field) : String(field))}`)
    .join('&');
}

/** A path parameter: a plausible id, a number out of range, or garbage (encoded for the path). */
export const pathParameter: fc.Arbitrary<string> = fc.oneof(
  fc.integer({ min: 1, max: 50 }).map(String),
  fc.constantFrom('0', '-1', '1.5', '99999999999999999999', '9223372036854775808', '1e3', 'abc', '%00', '%zz', '..', 'x'.repeat(150)),
  fc.string({ unit: 'binary', maxLength: 30 }).map((text) => encodeURIComponent(text)),
);
