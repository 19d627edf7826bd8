// Requests for the fuzz tests, generated from a route's declared zod schemas: values of the
// right kind (often valid, near every limit, sometimes disguised with invisible characters or
// full-width forms as abuse is) mixed with values of the wrong kind, and raw garbage for anything
// at all.
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
  checks?: { _zod: { def: CheckDef } }[];
}

interface CheckDef {
  check: string;
  minimum?: number;
  maximum?: number;
  pattern?: RegExp;
  format?: string;
  value?: unknown;
}

/**
 * What the generator knows beyond a schema: values for a schema it cannot invert (a phone rule
 * behind a transform), and for fields naming things that exist (`planId`: a real plan).
 */
export interface Hints {
  schemas?: Map<z.ZodType, fc.Arbitrary<unknown>>;
  fields?: Record<string, fc.Arbitrary<unknown>>;
  /** Only values the schema is likely to accept (a request that gets past validation). */
  plausible?: boolean;
}

const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Percent-encoding as a browser does it: a lone surrogate becomes U+FFFD instead of throwing. */
const encode = (text: string): string => encodeURIComponent(text.replace(/\p{Cs}/gu, '\ufffd'));

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
  'Ｍａｔｃｈｄａｙ',
  'M\u200Ba\u2060t\u00ADc\uFEFFh\u200Cday',
  '\u200B',
  '0000-01-01',
  '9999-12-31',
  '2026-02-30',
  'Asia/Nowhere',
];

/** Characters that show nothing, put between letters to split a word for a filter but not for the reader. */
const INVISIBLES = ['\u200B', '\u200C', '\u200D', '\u2060', '\u00AD', '\uFEFF', '\u2063', '\u034F', '\uFE0F', '\u{E0020}'];

/** ASCII in its full-width forms (ｆｕｌｌ), one UTF-16 unit each like the original. */
const fullWidth = (text: string): string => text.replace(/[!-~]/g, (character) => String.fromCharCode(character.charCodeAt(0) + 0xfee0));

const NASTY_NUMBERS = [0, -1, 1, 2 ** 31 - 1, 2 ** 31, 2 ** 53, -(2 ** 53), 1e20, -1e20, 0.5, Number.MAX_VALUE];

const dates = fc.date({ min: new Date('1800-01-01'), max: new Date('2300-12-31'), noInvalidDate: true });

/** Any JSON value, of any shape. */
export const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom<unknown>(...NASTY_STRINGS, ...NASTY_NUMBERS, null, true, [], {}),
);

/** Strings of the schema's own shape (its format, pattern, length bounds), and strings of any shape. */
function stringFor(def: Def, plausible: boolean): fc.Arbitrary<string> {
  const checks = (def.checks ?? []).map((check) => check._zod.def);
  const minLength = Math.max(0, ...checks.filter((check) => check.check === 'min_length').map((check) => check.minimum ?? 0));
  const maxLength = Math.min(200, ...checks.filter((check) => check.check === 'max_length').map((check) => check.maximum ?? 200));
  const pattern = checks.find((check) => check.check === 'string_format' && check.format === 'regex')?.pattern;
  const shaped: fc.Arbitrary<string>[] = [];
  if (def.format === 'datetime') shaped.push(dates.map((date) => date.toISOString()));
  if (def.format === 'date') shaped.push(dates.map((date) => date.toISOString().slice(0, 10)));
  // fast-check generates from a pattern without flags; an `i` pattern is met by its own letters.
  if (pattern) shaped.push(fc.stringMatching(new RegExp(pattern.source, pattern.flags.replace(/[^u]/g, ''))));
  else if (minLength <= maxLength) {
    const unit = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789');
    const letters = fc.string({ unit, minLength: Math.max(minLength, 1), maxLength: Math.min(maxLength, 40) });
    // The same letters as people disguise them to pass a filter: in full-width forms, or with an
    // invisible character (at most two units) between each two, still within the bounds.
    const disguised: fc.Arbitrary<string>[] = [letters.map(fullWidth)];
    const spread = Math.min(40, Math.floor((maxLength + 2) / 3));
    if (Math.max(minLength, 1) <= spread)
      disguised.push(fc.tuple(fc.string({ unit, minLength: Math.max(minLength, 1), maxLength: spread }), fc.constantFrom(...INVISIBLES)).map(([text, invisible]) => [...text].join(invisible)));
    const ownShape = fc.oneof({ weight: 3, arbitrary: letters }, ...disguised.map((arbitrary) => ({ weight: 1, arbitrary })));
    shaped.push(plausible ? ownShape : fc.oneof(ownShape, fc.string({ minLength, maxLength }), fc.string({ minLength: maxLength, maxLength: maxLength + 1 })));
  }
  if (plausible && shaped.length > 0) return fc.oneof(...shaped);
  return fc.oneof(
    ...shaped.map((arbitrary) => ({ weight: 3, arbitrary })),
    { weight: 1, arbitrary: fc.string({ maxLength: 40 }) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
    { weight: 1, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  );
}

/** Numbers in the schema's bounds and just past them, and numbers of any size. */
function numberFor(def: Def, plausible: boolean): fc.Arbitrary<number> {
  const checks = (def.checks ?? []).map((check) => check._zod.def);
  const min = Math.max(-(2 ** 40), ...checks.filter((check) => check.check === 'greater_than').map((check) => Number(check.value)));
  const max = Math.min(2 ** 40, ...checks.filter((check) => check.check === 'less_than').map((check) => Number(check.value)));
  const low = Math.ceil(min);
  const high = Math.floor(Math.min(max, Math.max(min, 0) + 1000));
  const inRange = min <= max ? fc.integer({ min: low, max: Math.max(low, high) }) : fc.constant(0);
  if (plausible) return inRange;
  return fc.oneof({ arbitrary: inRange, weight: 3 }, fc.constantFrom(min, max, min - 1, max + 1), fc.integer(), fc.double({ noNaN: true }), fc.constantFrom(...NASTY_NUMBERS));
}

/** Values for a schema: mostly its own kind, sometimes any other. */
export function arbitraryFor(schema: z.ZodType, hints: Hints = {}, depth = 0): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const hinted = hints.schemas?.get(schema);
  if (hinted) {
    const others = new Map(hints.schemas);
    others.delete(schema);
    return hints.plausible ? hinted : fc.oneof(hinted, arbitraryFor(schema, { ...hints, schemas: others }, depth));
  }
  const ownKind = (): fc.Arbitrary<unknown> => {
    switch (def.type) {
      case 'object': {
        const shape = (schema as unknown as { shape: Record<string, z.ZodType> }).shape ?? {};
        const fields = Object.fromEntries(
          Object.entries(shape).map(([key, field]) => {
            const known = hints.fields?.[key];
            const own = arbitraryFor(field, hints, depth + 1);
            return [key, known ? (hints.plausible ? known : fc.oneof({ arbitrary: known, weight: 3 }, { arbitrary: own, weight: 1 })) : own];
          }),
        );
        if (hints.plausible) {
          const optional = new Set(['optional', 'default', 'prefault', 'nullable']);
          return fc.record(fields, { requiredKeys: Object.keys(shape).filter((key) => !optional.has(defOf(shape[key]!).type)) });
        }
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
        return fc.oneof(arbitraryFor(def.innerType!, hints, depth), fc.constant(undefined));
      case 'pipe':
        return arbitraryFor(def.in!, hints, depth);
      case 'string':
        return stringFor(def, Boolean(hints.plausible));
      case 'number':
      case 'int':
      case 'bigint':
        return numberFor(def, Boolean(hints.plausible));
      case 'boolean':
        return fc.boolean();
      case 'enum':
        return fc.constantFrom(...Object.values(def.entries ?? {}));
      case 'literal':
        return fc.constantFrom(...(def.values ?? [null]));
      case 'array':
        return depth > 3 ? fc.constant([]) : fc.array(arbitraryFor(def.element!, hints, depth + 1), { maxLength: 5 });
      case 'union':
        return fc.oneof(...(def.options ?? []).map((option) => arbitraryFor(option, hints, depth + 1)));
      default:
        return anyJson;
    }
  };
  return hints.plausible ? ownKind() : fc.oneof({ arbitrary: ownKind(), weight: 4 }, { arbitrary: anyJson, weight: 1 });
}

/** Requests for a schema: half likely to pass its validation, half anything of its shape or not. */
export const requestValuesFor = (schema: z.ZodType, hints: Hints = {}): fc.Arbitrary<unknown> =>
  fc.oneof(arbitraryFor(schema, { ...hints, plausible: true }), arbitraryFor(schema, hints));

/** A query string for a query schema: every value as text, as a browser would send it. */
export function queryFor(schema: z.ZodType | undefined, hints: Hints = {}): fc.Arbitrary<string> {
  const record = schema ? requestValuesFor(schema, hints) : fc.dictionary(fc.string({ maxLength: 10 }), anyJson, { maxKeys: 3 });
  return fc.oneof(
    { weight: 5, arbitrary: record.map(toQuery) },
    // Raw garbage after the `?`, encoded or not.
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 200 }).map((text) => encode(text)) },
    { weight: 1, arbitrary: fc.constantFrom('%', '%zz', '%00', 'a=%E0%A4%A', '&&==&', 'a[b]=1&a[c]=2', `q=${'x'.repeat(9000)}`) },
  );
}

/**
 * A generated value as query text. `String()` throws on an object without a prototype (and on an
 * array holding one), and `JSON.stringify` on a bigint: neither may end the run.
 */
function asText(value: unknown): string {
  try {
    return typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
  } catch {
    return Object.prototype.toString.call(value);
  }
}

function toQuery(value: unknown): string {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return `value=${encode(asText(value))}`;
  return Object.entries(value)
    .filter(([, field]) => field !== undefined)
    .map(([key, field]) => `${encode(key)}=${encode(asText(field))}`)
    .join('&');
}

/** A path parameter: a plausible id, a number out of range, or garbage (encoded for the path). */
export const pathParameter: fc.Arbitrary<string> = fc.oneof(
  fc.integer({ min: 1, max: 50 }).map(String),
  fc.constantFrom('0', '-1', '1.5', '99999999999999999999', '9223372036854775808', '1e3', 'abc', '%00', '%zz', '..', 'x'.repeat(150)),
  fc.string({ unit: 'binary', maxLength: 30 }).map((text) => encode(text)),
);
