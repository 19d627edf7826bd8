// Checks one translation namespace across the nine locales: every key everywhere (with the
// plural forms each language needs), the same placeholders, no empty text, and real
// translations rather than English copies. Each app's tests run it on its own namespace.
import fs from 'node:fs';
import path from 'node:path';
import { type Locale, LOCALE_INFO, LOCALES } from '@matchday/contracts/i18n/locales';

type Tree = { [key: string]: string | Tree };

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') entries.set(`${prefix}${key}`, value);
    else for (const [inner, text] of flatten(value, `${prefix}${key}.`)) entries.set(inner, text);
  }
  return entries;
}

const placeholders = (text: string): string =>
  [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((match) => match[1]).sort().join(',');

export interface CompletenessOptions {
  /**
   * Keys whose text may equal the English one: brand names in every locale (`'*'`), or a
   * word a language shares with English (German "Basketball").
   */
  sameAsEnglish?: Partial<Record<Locale | '*', string[]>>;
}

export function loadNamespace(dir: string): Record<Locale, Tree> {
  const resources = {} as Record<Locale, Tree>;
  for (const locale of LOCALES) {
    const file = path.join(dir, `${locale}.json`);
    resources[locale] = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Tree) : {};
  }
  return resources;
}

/** Problems found, one line each; empty when the namespace is complete. */
export function localeProblems(resources: Record<Locale, Tree>, options: CompletenessOptions = {}): string[] {
  const problems: string[] = [];
  const english = flatten(resources.en_US);
  const base = (key: string) => key.replace(PLURAL_SUFFIX, '');
  const pluralBases = new Set([...english.keys()].filter((key) => PLURAL_SUFFIX.test(key)).map(base));
  const englishSingular = new Map([...english].filter(([key]) => !PLURAL_SUFFIX.test(key)));
  const englishPlural = new Map([...english].filter(([key]) => PLURAL_SUFFIX.test(key)).map(([key, text]) => [base(key), text]));

  for (const locale of LOCALES) {
    const entries = flatten(resources[locale]);
    if (entries.size === 0) {
      problems.push(`${locale}: missing`);
      continue;
    }
    for (const [key, englishText] of englishSingular) {
      const text = entries.get(key);
      if (text === undefined) problems.push(`${locale}: missing ${key}`);
      else if (text.trim() === '') problems.push(`${locale}: empty ${key}`);
      else {
        if (placeholders(text) !== placeholders(englishText)) problems.push(`${locale}: placeholders of ${key} differ`);
        const copied = locale !== 'en_US' && text === englishText && /\p{L}/u.test(text);
        const allowed = [...(options.sameAsEnglish?.['*'] ?? []), ...(options.sameAsEnglish?.[locale] ?? [])];
        if (copied && !allowed.includes(key)) problems.push(`${locale}: ${key} is not translated`);
      }
    }
    const categories = new Intl.PluralRules(LOCALE_INFO[locale].htmlLang).resolvedOptions().pluralCategories;
    for (const plural of pluralBases) {
      for (const category of categories) {
        const text = entries.get(`${plural}_${category}`);
        if (text === undefined) problems.push(`${locale}: missing ${plural}_${category}`);
        else if (placeholders(text).replace('count', '') !== placeholders(englishPlural.get(plural) ?? '').replace('count', ''))
          problems.push(`${locale}: placeholders of ${plural}_${category} differ`);
      }
    }
    for (const key of entries.keys()) {
      const known = PLURAL_SUFFIX.test(key) ? pluralBases.has(base(key)) : englishSingular.has(key);
      if (!known) problems.push(`${locale}: unknown key ${key}`);
    }
  }
  return problems;
}
