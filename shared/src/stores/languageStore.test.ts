import { i18n } from '@matchday/shared/i18n/i18n';
import { initLanguage, languageStore, setLanguage } from './languageStore';

describe('language store', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('starts in the language of ?lang=, remembers it in the cookie and lays the page out', async () => {
    window.history.replaceState(null, '', '/match?lang=ar');
    await expect(initLanguage()).resolves.toBe('ar');
    expect(document.cookie).toContain('lang=ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
    expect(i18n.language).toBe('ar');
    expect(languageStore.getState().language).toBe('ar');
  });

  it('switching language sets the cookie, i18next, the page direction and the store', async () => {
    await setLanguage('de');
    expect(document.cookie).toContain('lang=de');
    expect(document.documentElement.dir).toBe('ltr');
    expect(document.documentElement.lang).toBe('de');
    expect(i18n.language).toBe('de');
    expect(i18n.t('menu.home')).not.toBe('menu.home');
    expect(languageStore.getState().language).toBe('de');
  });

  it('a cookie from an earlier visit is used when the address names no language', async () => {
    document.cookie = 'lang=es; Path=/';
    await expect(initLanguage()).resolves.toBe('es');
  });
});
