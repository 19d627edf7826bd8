// Text as a filter should read it, whatever tricks it is written with: invisible characters
// between letters (f\u200Buck), full-width and other compatibility forms (ｆｕｃｋ), diacritics
// stacked on letters (f̶u̶c̶k), and Cyrillic or Greek letters that look Latin (fuсk with a
// Cyrillic с). Only the checks read the folded text; what people typed is stored and shown as is.
//
// The content filter (api) and the reserved usernames (./usernames) read text through
// these functions, so both see through the same tricks.

/**
 * Characters that show nothing (or are meant to be ignored when not supported): format
 * characters (zero-width space and joiners, word joiner, soft hyphen, byte-order mark,
 * direction marks, tags) and the other default-ignorable code points (variation selectors, the
 * combining grapheme joiner, Hangul fillers). None of them carries a letter, so dropping them
 * changes no word of any script.
 */
const INVISIBLE = /[\p{Cf}\p{Default_Ignorable_Code_Point}]/gu;

/**
 * Combining marks of the general-purpose blocks (diacritics, overlays such as the strike-through
 * U+0336, marks for symbols, half marks) and enclosing marks. They decorate Latin, Greek and
 * Cyrillic letters; a script's own marks (Arabic vowels and hamza, Indic vowel signs, kana
 * voicing) are in their script's block and stay, as they can change a word.
 */
const DECORATING_MARK_BLOCKS: readonly (readonly [number, number])[] = [
  [0x0300, 0x036f],
  [0x1ab0, 0x1aff],
  [0x1dc0, 0x1dff],
  [0x20d0, 0x20ff],
  [0xfe20, 0xfe2f],
];
const isDecorating = (mark: string): boolean => {
  const code = mark.codePointAt(0)!;
  return /\p{Me}/u.test(mark) || DECORATING_MARK_BLOCKS.some(([first, last]) => code >= first && code <= last);
};

/**
 * Cyrillic and Greek letters drawn like a Latin one, in both cases (a capital may imitate a
 * different letter than its small form: Greek Η is H, η is n). Full-width and mathematical
 * letters need no entry: NFKC folds them.
 */
const LOOK_ALIKES: Readonly<Record<string, string>> = {
  // Cyrillic
  а: 'a', в: 'b', е: 'e', ѕ: 's', і: 'i', ј: 'j', к: 'k', м: 'm', н: 'h', о: 'o', р: 'p', с: 'c', т: 't', у: 'y', х: 'x', һ: 'h', ԁ: 'd', ԛ: 'q', ԝ: 'w', ӏ: 'l', ү: 'y',
  А: 'a', В: 'b', Е: 'e', Ѕ: 's', І: 'i', Ј: 'j', К: 'k', М: 'm', Н: 'h', О: 'o', Р: 'p', С: 'c', Т: 't', У: 'y', Х: 'x', Һ: 'h', Ԛ: 'q', Ԝ: 'w', Ӏ: 'l', Ү: 'y',
  // Greek
  α: 'a', β: 'b', γ: 'y', ε: 'e', η: 'n', ι: 'i', κ: 'k', ν: 'v', ο: 'o', ρ: 'p', τ: 't', υ: 'u', χ: 'x', ϳ: 'j',
  Α: 'a', Β: 'b', Ε: 'e', Ζ: 'z', Η: 'h', Ι: 'i', Κ: 'k', Μ: 'm', Ν: 'n', Ο: 'o', Ρ: 'p', Τ: 't', Υ: 'y', Χ: 'x', Ϳ: 'j',
  // Latin letters drawn like another one
  ı: 'i', ɑ: 'a', ɡ: 'g', ɩ: 'i', ƅ: 'b',
};
const LOOK_ALIKE = new RegExp(`[${Object.keys(LOOK_ALIKES).join('')}]`, 'gu');

/** The text in compatibility forms folded (NFKC: ｆｕｃｋ is fuck, ① is 1), without invisible characters; case and marks kept. */
export function withoutInvisibles(text: string): string {
  return text.normalize('NFKC').replace(INVISIBLE, '');
}

/**
 * The text as the filters read it: compatibility forms folded (NFKC), invisible characters and
 * decorating marks dropped, look-alike letters read as the Latin letter they imitate, lower
 * case, and each run of spaces one space. Word boundaries stay (the English matcher needs them).
 */
export function foldForMatching(text: string): string {
  return withoutInvisibles(text)
    .normalize('NFD')
    .replace(/\p{M}/gu, (mark) => (isDecorating(mark) ? '' : mark))
    .normalize('NFC')
    .replace(LOOK_ALIKE, (letter) => LOOK_ALIKES[letter]!)
    .toLowerCase()
    .replace(/\s+/gu, ' ')
    .trim();
}

/** The folded text without spaces, punctuation or symbols: how a word list is matched ("傻 逼", "a.d.m.i.n"). */
export function compactForMatching(text: string): string {
  return foldForMatching(text).replace(/[\s\p{P}\p{S}_]+/gu, '');
}
