// The answers a page's first screen was drawn from (firstScreen.ts), as the page reads them: the
// shell's server embeds them, a remote's first render draws from them instead of waiting for the
// api, and the renderer on the server is given them per render.
import type { QueryParams } from '@matchday/shared/http/publicRead';

/** The JSON element carrying the answers the first screen was drawn from. */
export const FIRST_ANSWERS_ELEMENT_ID = 'md-first-answers';
/**
 * An embedded answer is a first render's data only: a page that asks later (another tab, a
 * navigation back) reads the api. Beyond this, the answer is too old to draw from.
 */
export const FIRST_ANSWER_MAX_AGE_MS = 30_000;

/** A public GET of the api: the same address the page's reader builds (`readPublic`). */
export interface FirstRead {
  pattern: string;
  path?: Record<string, string | number>;
  params?: QueryParams;
}

/** An api address with its query, in the order the reader writes it. */
export function firstReadKey(read: FirstRead): string {
  const path = read.pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(read.path?.[name] ?? '')));
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(read.params ?? {})) if (value !== undefined) query.set(name, String(value));
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

let answers: Map<string, unknown> | null = null;

function pageAnswers(): Map<string, unknown> {
  if (answers) return answers;
  answers = new Map();
  const element = typeof document === 'undefined' ? null : document.getElementById(FIRST_ANSWERS_ELEMENT_ID);
  try {
    const parsed: unknown = JSON.parse(element?.textContent || '{}');
    if (parsed && typeof parsed === 'object') for (const [key, value] of Object.entries(parsed)) answers.set(key, value);
  } catch {
    // A page without usable answers reads the api, as any later page does.
  }
  return answers;
}

// A renderer on the server provides its answers for each render; only a page ages.
const pageAge = () => (typeof document === 'undefined' ? 0 : performance.now());

/** The first screen's answer to a read, while it is fresh; `undefined` when the page has none. */
export function firstAnswer<T>(read: FirstRead): T | undefined {
  if (pageAge() > FIRST_ANSWER_MAX_AGE_MS) return undefined;
  return pageAnswers().get(firstReadKey(read)) as T | undefined;
}

/** The answers a server render draws from (the renderer's own copy of this module). */
export function provideFirstAnswers(record: Record<string, unknown>): void {
  answers = new Map(Object.entries(record));
}
