// The nine interface languages of the specification, chosen without a URL prefix.

export const LOCALES = ['en_US', 'ar', 'zh_CN', 'fr', 'de', 'pt', 'ru', 'es', 'zh_tw'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'zh_CN';

export interface LocaleInfo {
  /** The language's own name, as shown in the language switcher. */
  nativeName: string;
  /** BCP 47 tag for the `lang` attribute of the page and for Intl formatting. */
  htmlLang: string;
  dir: 'ltr' | 'rtl';
}

export const LOCALE_INFO: Record<Locale, LocaleInfo> = {
  en_US: { nativeName: 'English', htmlLang: 'en-US', dir: 'ltr' },
  ar: { nativeName: 'العربية', htmlLang: 'ar', dir: 'rtl' },
  zh_CN: { nativeName: '简体中文', htmlLang: 'zh-CN', dir: 'ltr' },
  fr: { nativeName: 'Français', htmlLang: 'fr', dir: 'ltr' },
  de: { nativeName: 'Deutsch', htmlLang: 'de', dir: 'ltr' },
  pt: { nativeName: 'Português', htmlLang: 'pt', dir: 'ltr' },
  ru: { nativeName: 'Русский', htmlLang: 'ru', dir: 'ltr' },
  es: { nativeName: 'Español', htmlLang: 'es', dir: 'ltr' },
  zh_tw: { nativeName: '繁體中文', htmlLang: 'zh-TW', dir: 'ltr' },
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

const LOOSE_MATCH = new Map<string, Locale>(
  LOCALES.map((locale) => [locale.toLowerCase().replace('-', '_'), locale]),
);

/**
 * Reads a locale code the way people and links write it: `en_US`, `en-us`, `ZH_TW` all match.
 * Returns null for anything that is not one of the nine locales.
 */
export function parseLocale(value: string | null | undefined): Locale | null {
  if (!value) return null;
  return LOOSE_MATCH.get(value.trim().toLowerCase().replace('-', '_')) ?? null;
}
