import { compactForMatching, foldForMatching } from '@matchday/contracts/validation/textFolding';

describe('text folded for matching', () => {
  it('drops invisible characters: zero-width space and joiners, word joiner, soft hyphen, byte-order mark, variation selectors, tags', () => {
    for (const invisible of ['\u200B', '\u200C', '\u200D', '\u2060', '\u00AD', '\uFEFF', '\u2063', '\u034F', '\uFE0F', '\u{E0020}', '\u061C', '\u3164'])
      expect(foldForMatching(`f${invisible}uck`), JSON.stringify(invisible)).toBe('fuck');
  });

  it('reads full-width and other compatibility forms as plain letters', () => {
    expect(foldForMatching('ＦＵＣＫ')).toBe('fuck');
    expect(foldForMatching('𝐀𝐝𝐦𝐢𝐧')).toBe('admin');
    expect(foldForMatching('加ＶＸ')).toBe('加vx');
  });

  it('drops marks drawn over Latin letters, keeps the marks of scripts that need them', () => {
    expect(foldForMatching('f\u0336u\u0336c\u0336k\u0336')).toBe('fuck');
    expect(foldForMatching('Müller pitó un penalti')).toBe('muller pito un penalti');
    expect(foldForMatching('الحَكَم أخطأ')).toBe('الحَكَم أخطأ');
    expect(foldForMatching('がんばれ')).toBe('がんばれ');
  });

  it('reads Cyrillic and Greek look-alikes as the Latin letter they imitate', () => {
    expect(foldForMatching('fuсk')).toBe('fuck'); // Cyrillic с
    expect(foldForMatching('ѕһіт')).toBe('shit');
    expect(foldForMatching('ΑDΜΙΝ')).toBe('admin'); // Greek capitals
    expect(foldForMatching('ΗΕLLΟ')).toBe('hello');
  });

  it('keeps word boundaries, one space for a run of them; the compact form has none', () => {
    expect(foldForMatching('  What\u3000a \t goal  ')).toBe('what a goal');
    expect(compactForMatching('Cust\u200Bomer · Service!')).toBe('customerservice');
    expect(compactForMatching('傻 . 逼')).toBe('傻逼');
  });
});
