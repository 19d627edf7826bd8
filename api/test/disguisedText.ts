// Abuse written to slip past a filter, as reported in issue 22: the invisible characters that got
// through (zero-width space, word joiner, soft hyphen, byte-order mark, zero-width non-joiner)
// between the letters of an English and a Chinese insult, and full-width forms. The chat,
// comment and username tests refuse every one.

/** The invisible characters reported, by name. */
export const REPORTED_INVISIBLES: Record<string, string> = {
  'U+200B zero-width space': '\u200B',
  'U+2060 word joiner': '\u2060',
  'U+00AD soft hyphen': '\u00AD',
  'U+FEFF byte-order mark': '\uFEFF',
  'U+200C zero-width non-joiner': '\u200C',
};

/** Each reported invisible character inside an English and a Chinese insult, then full-width forms. */
export const DISGUISED_ABUSE: readonly string[] = [
  ...Object.values(REPORTED_INVISIBLES).flatMap((invisible) => [`what a f${invisible}uck${invisible}ing ref`, `裁判傻${invisible}逼`]),
  'ｆｕｃｋ the ref',
  'ｆ ｕ ｃ ｋ',
  '加ｖｘ 12345',
];

/** Text that is fine though written with invisible characters and full-width forms (an emoji family, a soft hyphen, ｇｏａｌ): stored as typed. */
export const HARMLESS_WITH_INVISIBLES = 'Goal\u00ADkeeper 👨\u200D👩\u200D👧 ｇｏａｌ！';
