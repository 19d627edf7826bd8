// Messages the api sends to people, in the language of the `lan` header. Texts live in
// `@matchday/shared`: the common namespace (errors and validation the site shows too) and the
// api namespace (the api's own refusals).
import { createRequire } from 'node:module';
import { DEFAULT_LOCALE, type Locale, LOCALES, parseLocale } from '@matchday/contracts/i18n/locales';

type Tree = { [key: string]: string | Tree };

const require = createRequire(import.meta.url);
const load = (namespace: string, locale: Locale): Tree => require(`@matchday/contracts/i18n/${namespace}/${locale}.json`) as Tree;

function flatten(tree: Tree, prefix: string, into: Map<string, string>): Map<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') into.set(`${prefix}${key}`, value);
    else flatten(value, `${prefix}${key}.`, into);
  }
  return into;
}

const catalogues = new Map<Locale, Map<string, string>>(
  LOCALES.map((locale) => {
    const texts = new Map<string, string>();
    flatten(load('common', locale), '', texts);
    flatten(load('api', locale), 'api.', texts);
    // The match alerts' words: the same file the site's toasts read.
    flatten(load('alerts', locale), '', texts);
    return [locale, texts];
  }),
);

export type MessageValues = Record<string, string | number>;

export function languageOf(header: unknown): Locale {
  return parseLocale(typeof header === 'string' ? header : null) ?? DEFAULT_LOCALE;
}

export function translate(key: string, locale: Locale, values: MessageValues = {}): string {
  const text = catalogues.get(locale)?.get(key) ?? catalogues.get('en_US')?.get(key) ?? key;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

export function hasMessage(key: string): boolean {
  return catalogues.get('en_US')!.has(key);
}
