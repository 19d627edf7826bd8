import { LANG_COOKIE_DAYS } from '@matchday/contracts/constants';
import { readLangCookie, resolveLanguage, serializeLangCookie } from './languageResolution';
import { DEFAULT_LOCALE, LOCALE_INFO, LOCALES, parseLocale } from '@matchday/contracts/i18n/locales';

describe('language resolution', () => {
  it('takes the lang query parameter first', () => {
    expect(resolveLanguage({ search: '?lang=fr', cookie: 'lang=de' })).toEqual({ language: 'fr', source: 'query' });
  });

  it('then the lang cookie', () => {
    expect(resolveLanguage({ search: '?tab=live', cookie: 'theme=dark; lang=ru; x=1' })).toEqual({ language: 'ru', source: 'cookie' });
  });

  it('then the default, zh_CN', () => {
    expect(DEFAULT_LOCALE).toBe('zh_CN');
    expect(resolveLanguage({ search: '', cookie: '' })).toEqual({ language: 'zh_CN', source: 'default' });
  });

  it('ignores values that are not one of the nine locales', () => {
    expect(resolveLanguage({ search: '?lang=klingon', cookie: 'lang=es' }).language).toBe('es');
    expect(resolveLanguage({ search: '?lang=', cookie: 'lang=%E0%A4' }).language).toBe('zh_CN');
  });

  it('reads locale codes the way links write them', () => {
    expect(parseLocale('en-us')).toBe('en_US');
    expect(parseLocale('ZH_TW')).toBe('zh_tw');
    expect(parseLocale(' ar ')).toBe('ar');
    expect(parseLocale('en')).toBeNull();
    expect(readLangCookie('lang=zh-CN')).toBe('zh_CN');
  });

  it('writes a cookie for the whole site that lasts 365 days and is not secure', () => {
    const cookie = serializeLangCookie('pt', new Date('2026-11-20T00:00:00Z'));
    expect(cookie).toMatch(/^lang=pt;/);
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain(`Max-Age=${LANG_COOKIE_DAYS * 86400}`);
    expect(cookie).toContain('Expires=Sat, 20 Nov 2027 00:00:00 GMT');
    expect(cookie).not.toMatch(/secure/i);
  });

  it('knows the nine locales, Arabic right to left', () => {
    expect(LOCALES).toEqual(['en_US', 'ar', 'zh_CN', 'fr', 'de', 'pt', 'ru', 'es', 'zh_tw']);
    expect(LOCALES.filter((locale) => LOCALE_INFO[locale].dir === 'rtl')).toEqual(['ar']);
  });
});
