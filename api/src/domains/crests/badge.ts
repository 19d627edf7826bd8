// Badges drawn for teams, competitions and streamers that have no picture of their own: real
// crests are not ours to ship. A badge is a shape (shield, circle or hexagon) and a pattern
// chosen from the thing's id, in its two colours, with its initials in black or white, whichever
// reads better on the first colour (the pattern keeps clear of the letters, so that holds). Pure:
// the same input gives the same bytes, which is what the ETag and every cache rely on.
import { derivedColours, digestOf, HEX_COLOUR, textColourOn, type BadgeColours } from '../sports/teamColours';

export const BADGE_SHAPES = ['shield', 'circle', 'hexagon'] as const;
export type BadgeShape = (typeof BADGE_SHAPES)[number];

export interface BadgeInput {
  /** What the shape and pattern are drawn from: a stable key such as `team:42`. */
  seed: string;
  /** The full name, the badge's title. */
  name: string;
  /** The name the initials come from: a scoreboard's `ARS`, `T1`, `上海海港`, or the full name. */
  shortName: string;
  colours: BadgeColours;
  /** Chosen from the seed unless given. */
  shape?: BadgeShape;
  /** A person (a streamer): a round badge, one or two initials from their name as it is. */
  person?: boolean;
}

const OUTLINES: Record<BadgeShape, string> = {
  shield: '<path d="M8 5h48v23c0 15-10 26-24 32C18 54 8 43 8 28z"/>',
  circle: '<circle cx="32" cy="32" r="29"/>',
  hexagon: '<path d="M32 3l26 14.5v29L32 61 6 46.5v-29z"/>',
};

/** Decorations in the second colour, all clear of the band the initials sit in (y 20–46). */
const PATTERNS = [
  '',
  '<rect x="0" y="8" width="64" height="8"/>',
  '<rect x="0" y="47" width="64" height="8"/>',
  '<path d="M0 2l32 11 32-11v7L32 20 0 9z"/>',
] as const;

/** Scripts whose letters are as wide as two Latin ones: two of them make the initials. */
const WIDE = /[\p{Script=Han}\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}]/u;
/** Words that name a kind of club rather than the club ("FC Barcelona", "Team Liquid", "G2 Esports"). */
const AFFIXES = new Set(['AC', 'AFC', 'AS', 'BC', 'BK', 'CD', 'CF', 'CLUB', 'ESPORTS', 'FC', 'FK', 'GAMING', 'KK', 'SC', 'SK', 'SS', 'SV', 'TEAM', 'UD', 'US']);
const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });
const graphemes = (text: string) => Array.from(segmenter.segment(text), (part) => part.segment);

/**
 * Two or three letters for a badge: a short name of up to three as it is (`ARS`, `T1`, `B04`);
 * a longer single word cut to three (`NAVI` → `NAV`); several words their first letters, club
 * words aside (`Paris Saint-Germain` → `PSG`, `FC Barcelona` → `BAR`); Chinese, Japanese or
 * Korean names their first two characters. A person's: the first letter of one or two words
 * (`Noor` → `N`, `Demo Streamer` → `DS`). Whole graphemes, never half a character.
 */
export function initialsOf(shortName: string, name = '', person = false): string {
  const source = shortName.trim() || name.trim();
  const words = source.split(/[^\p{L}\p{N}\p{M}]+/u).filter(Boolean);
  if (words.length === 0) return graphemes(source)[0] ?? '';
  if (person) return words.slice(0, 2).map((word) => graphemes(word)[0]).join('').toUpperCase();
  if (WIDE.test(words[0]!)) return graphemes(words.join('')).slice(0, 2).join('');
  const named = words.length > 1 ? words.filter((word) => !AFFIXES.has(word.toUpperCase())) : words;
  const kept = named.length > 0 ? named : words;
  const letters = kept.length > 1 ? kept.slice(0, 3).map((word) => graphemes(word)[0]) : graphemes(kept[0]!).slice(0, 3);
  return letters.join('').toUpperCase();
}

/** Characters XML 1.0 does not allow (controls, lone surrogates, U+FFFE/F): dropped, or the image would not parse. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text as it may stand in SVG markup, in an element or an attribute: nothing in a name becomes markup. */
export const escapeXml = (text: string): string => text.replace(NOT_XML, '').replace(/[&<>"']/g, (character) => ENTITIES[character]!);

/** Font size by the initials' width: two wide characters, or one to three Latin ones. */
function fontSize(initials: string): number {
  const count = graphemes(initials).length;
  if (WIDE.test(initials)) return count > 1 ? 20 : 28;
  return count >= 3 ? 18 : count === 2 ? 24 : 28;
}

const FONTS = "system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans','Noto Sans CJK SC','PingFang SC','Malgun Gothic',sans-serif";

/** The badge as an SVG document (64 × 64). Colours that are not `#rrggbb` are replaced by the seed's own. */
export function badgeSvg(input: BadgeInput): string {
  const digest = digestOf(`badge:${input.seed}`);
  const shape = input.shape ?? (input.person ? 'circle' : BADGE_SHAPES[digest[0]! % BADGE_SHAPES.length]!);
  const pattern = PATTERNS[digest[1]! % PATTERNS.length]!;
  const colours = HEX_COLOUR.test(input.colours.primary) && HEX_COLOUR.test(input.colours.secondary) ? input.colours : derivedColours(input.seed);
  const initials = initialsOf(input.shortName, input.name, input.person);
  const outline = OUTLINES[shape];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64" role="img" aria-label="${escapeXml(input.name)}">` +
    `<title>${escapeXml(input.name)}</title>` +
    `<defs><clipPath id="s">${outline}</clipPath></defs>` +
    `<g fill="${colours.primary}">${outline}</g>` +
    (pattern ? `<g clip-path="url(#s)" fill="${colours.secondary}">${pattern}</g>` : '') +
    `<g fill="none" stroke="${colours.secondary}" stroke-width="3">${outline}</g>` +
    `<text x="32" y="34" dy=".35em" text-anchor="middle" font-family="${FONTS}" font-size="${fontSize(initials)}" font-weight="700" fill="${textColourOn(colours.primary)}">${escapeXml(initials)}</text>` +
    `</svg>`
  );
}
