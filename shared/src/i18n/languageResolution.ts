// Which language a page uses: the `lang` query parameter, then the `lang` cookie, then zh_CN.
import { LANG_COOKIE_DAYS } from '@matchday/contracts/constants';
import { DEFAULT_LOCALE, type Locale, parseLocale } from '@matchday/contracts/i18n/locales';

export const LANG_PARAM = 'lang';
export const LANG_COOKIE = 'lang';

export type LanguageSource = 'query' | 'cookie' | 'default';

export function readLangCookie(cookieHeader: string): Locale | null {
  for (const part of cookieHeader.split(';')) {
    const [rawName, ...rest] = part.split('=');
    if (rawName?.trim() !== LANG_COOKIE) continue;
    const value = rest.join('=').trim();
    try {
      return parseLocale(decodeURIComponent(value));
    } catch {
      return null;
    }
  }
  return null;
}

export function resolveLanguage(input: { search: string; cookie: string }): {
  language: Locale;
  source: LanguageSource;
} {
  const fromQuery = parseLocale(new URLSearchParams(input.search).get(LANG_PARAM));
  if (fromQuery) return { language: fromQuery, source: 'query' };
  const fromCookie = readLangCookie(input.cookie);
  if (fromCookie) return { language: fromCookie, source: 'cookie' };
  return { language: DEFAULT_LOCALE, source: 'default' };
}

/** The `lang` cookie: whole site, 365 days, readable over http (the specification says not secure). */
export function serializeLangCookie(language: Locale, now: Date = new Date()): string {
  const maxAge = LANG_COOKIE_DAYS * 24 * 60 * 60;
  const expires = new Date(now.getTime() + maxAge * 1000).toUTCString();
  return `${LANG_COOKIE}=${encodeURIComponent(language)}; Path=/; Max-Age=${maxAge}; Expires=${expires}; SameSite=Lax`;
}
