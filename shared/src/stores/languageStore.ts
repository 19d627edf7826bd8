// The page's language: resolved once at start, changed by the switcher; every root reads it here.
import { createStore } from 'zustand';
import { i18n, initI18n } from '@matchday/shared/i18n/i18n';
import { resolveLanguage, serializeLangCookie } from '@matchday/shared/i18n/languageResolution';
import { DEFAULT_LOCALE, type Locale, LOCALE_INFO } from '@matchday/contracts/i18n/locales';
import { useStoreState } from '@matchday/shared/stores/hydration';
import { prepareEmotionCache } from '@matchday/shared/theme/emotionCache';

interface LanguageState {
  language: Locale;
}

export const languageStore = createStore<LanguageState>(() => ({ language: DEFAULT_LOCALE }));

// The shell's server picks the frame's language by the same rule the page resolves it with, so
// hydration reads the resolved language as it is.
export const useLanguage = (): Locale => useStoreState(languageStore, (state) => state.language);

function applyToDocument(language: Locale): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = LOCALE_INFO[language].htmlLang;
  document.documentElement.dir = LOCALE_INFO[language].dir;
}

function writeCookie(language: Locale): void {
  if (typeof document !== 'undefined') document.cookie = serializeLangCookie(language);
}

/**
 * Resolves the language from the address and cookie, starts i18next in it and lays the page
 * out in its direction. A language chosen by `?lang=` is remembered in the cookie.
 */
export async function initLanguage(): Promise<Locale> {
  const { language, source } = resolveLanguage({
    search: typeof location === 'undefined' ? '' : location.search,
    cookie: typeof document === 'undefined' ? '' : document.cookie,
  });
  if (source === 'query') writeCookie(language);
  await prepareEmotionCache(LOCALE_INFO[language].dir);
  languageStore.setState({ language });
  applyToDocument(language);
  await initI18n(language);
  if (i18n.language !== language) await i18n.changeLanguage(language);
  return language;
}

export async function setLanguage(language: Locale): Promise<void> {
  writeCookie(language);
  await Promise.all([i18n.changeLanguage(language), prepareEmotionCache(LOCALE_INFO[language].dir)]);
  languageStore.setState({ language });
  applyToDocument(language);
}
