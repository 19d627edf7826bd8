import { describe, expect, it } from 'vitest';
import { isCompliant } from './contentFilter';

/** Characters that show nothing, put between letters to split a word for the filter but not for the reader. */
const INVISIBLES = {
  'zero-width space U+200B': '\u200B',
  'word joiner U+2060': '\u2060',
  'soft hyphen U+00AD': '\u00AD',
  'byte-order mark U+FEFF': '\uFEFF',
  'zero-width non-joiner U+200C': '\u200C',
  'zero-width joiner U+200D': '\u200D',
  'invisible separator U+2063': '\u2063',
  'combining grapheme joiner U+034F': '\u034F',
  'variation selector U+FE0F': '\uFE0F',
  'tag space U+E0020': '\u{E0020}',
};

/** Real sentences of match talk in the site's nine languages, with their accents, marks and scripts. */
const ORDINARY_TALK = {
  en_US: ['What a save by the keeper, unbelievable!', 'Great pass by the assassin class hero', 'Scunthorpe away day, who is coming?', 'Hancock scored twice before half-time'],
  zh_CN: ['这球踢得太漂亮了，主队必胜！', '裁判今天的判罚很公正'],
  zh_tw: ['這場比賽真精彩，加油！', '守門員今天表現神勇'],
  ar: ['يا له من هدف رائع! الحارس لم يستطع فعل شيء.', 'الحَكَم أخطأ في هذه الركلة', 'أهلاً وسهلاً بالجميع في البث المباشر', 'إن شاء الله نفوز اليوم'],
  de: ['Was für ein Tor! Die Abwehr hat heute geschlafen.', 'Schöne Flanke von Müller, Glückwunsch an die Fans'],
  es: ['¡Qué golazo! El portero no pudo hacer nada.', 'Mañana jugamos en casa, ¡vamos equipo!'],
  fr: ['Quel but magnifique ! Les Bleus méritent la victoire.', 'L’arbitre a sifflé trop tôt, c’est dommage.'],
  pt: ['Que golaço! O goleiro não teve chance.', 'O árbitro marcou pênalti no último minuto'],
  ru: ['Какой гол! Вратарь ничего не смог сделать.', 'Судья сегодня явно ошибся, это был не пенальти.', 'Сосед смотрит матч с нами, хорошая атака', 'Ассоциация футбола: тот самый момент, поехали!'],
};

describe('content filter', () => {
  it('lets ordinary match talk through, in any language', () => {
    for (const text of ['What a goal!', 'Great pass by the assassin class hero', '好球！主队加油', 'Allez les Bleus', '¡Qué golazo!', 'Scunthorpe away day'])
      expect(isCompliant(text), text).toBe(true);
  });

  it('lets real sentences in all nine languages of the site through, Arabic marks and Cyrillic letters included', () => {
    for (const [locale, texts] of Object.entries(ORDINARY_TALK)) for (const text of texts) expect(isCompliant(text), `${locale}: ${text}`).toBe(true);
  });

  it('refuses English profanity, also spaced out or disguised', () => {
    for (const text of ['fuck this ref', 'f.u.c.k', 'you are a shiiit', 'b1tch']) expect(isCompliant(text), text).toBe(false);
  });

  it('refuses the word list, in simplified and traditional Chinese, across spaces and punctuation', () => {
    for (const text of ['裁判傻逼', '傻 逼', '他媽的', '加微信领红包', '加 V X 12345', '卖冰毒']) expect(isCompliant(text), text).toBe(false);
  });

  it.each(Object.entries(INVISIBLES))('sees through a %s between letters', (_name, invisible) => {
    for (const text of [`f${invisible}uck`, `what a f${invisible}u${invisible}c${invisible}k${invisible}ing ref`, `傻${invisible}逼`, `裁判${invisible}他${invisible}妈的`, `加${invisible}微信`])
      expect(isCompliant(text), JSON.stringify(text)).toBe(false);
  });

  it('sees through full-width forms, also spaced out', () => {
    for (const text of ['ｆｕｃｋ', 'ｆ ｕ ｃ ｋ', 'ｓｈｉｔ　ｒｅｆ', '加ｖｘ', '加ＱＱ群', '傻　逼']) expect(isCompliant(text), text).toBe(false);
  });

  it('sees through marks drawn over letters and look-alike letters of other scripts', () => {
    for (const text of ['f\u0336u\u0336c\u0336k\u0336', 'f\u0338uck', 'fu\u20DDck', 'ѕһіт', 'ΒΙΤСΗ', 'ƅitch'])
      expect(isCompliant(text), JSON.stringify(text)).toBe(false);
  });

  it('sees through separators repeated between spelt-out letters', () => {
    for (const text of ['f  .  u  .  c  .  k', 'f\u200B \u200Bu \u200B c k', 'f__u__c__k']) expect(isCompliant(text), JSON.stringify(text)).toBe(false);
  });
});
