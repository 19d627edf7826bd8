// A team's two colours, which its badge is drawn in (crests/badge.ts): its kit's where the
// catalogue knows them, otherwise derived from a digest of its name, so every team has its own
// and keeps it on any database, after any restart or re-import. Also the WCAG contrast sums that
// keep a derived pair apart and pick the badge's lettering.
import crypto from 'node:crypto';
import { KIT_COLOURS } from './catalog/kitColours';

export interface BadgeColours {
  primary: string;
  secondary: string;
}

/** What the database accepts and the badge writes into its markup: `#rrggbb`, lower case. */
export const HEX_COLOUR = /^#[0-9a-f]{6}$/;

/** A digest of the text (NFC, so the same name typed two ways is the same), to draw choices from. */
export const digestOf = (text: string): Buffer => crypto.createHash('sha256').update(text.normalize('NFC')).digest();

const hex = (channel: number) =>
  Math.round(channel * 255)
    .toString(16)
    .padStart(2, '0');

/** `hsl(h, s%, l%)` as `#rrggbb`. */
export function hslToHex(hue: number, saturation: number, lightness: number): string {
  const s = saturation / 100;
  const l = lightness / 100;
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    return l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
  };
  return `#${hex(channel(0))}${hex(channel(8))}${hex(channel(4))}`;
}

/** WCAG 2 relative luminance of `#rrggbb`. */
export function luminance(colour: string): number {
  const [r, g, b] = [1, 3, 5].map((start) => {
    const value = Number.parseInt(colour.slice(start, start + 2), 16) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** WCAG 2 contrast ratio of two colours (1 to 21). */
export function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/**
 * Black or white, whichever reads better on `background`. One of the two always reaches at least
 * 4.58:1 (the crossing point of their ratios), above WCAG's 4.5:1 for text.
 */
export const textColourOn = (background: string): '#000000' | '#ffffff' => (contrast(background, '#ffffff') >= contrast(background, '#000000') ? '#ffffff' : '#000000');

/**
 * Two colours from a digest of `seed`: a first colour of any hue, neither washed out nor too
 * light, and a second that stands apart from it (white, near-black, gold or a far hue; the one
 * that differs most when the drawn one would blur into the first).
 */
export function derivedColours(seed: string): BadgeColours {
  const bytes = digestOf(`colours:${seed}`);
  const hue = ((bytes[0]! << 8) | bytes[1]!) % 360;
  const primary = hslToHex(hue, 45 + (bytes[2]! % 40), 28 + (bytes[3]! % 30));
  const candidates = ['#ffffff', '#141414', '#f2c230', hslToHex((hue + 150 + (bytes[5]! % 60)) % 360, 70, 62)];
  const drawn = candidates[bytes[4]! % candidates.length]!;
  const secondary = contrast(primary, drawn) >= 1.8 ? drawn : candidates.reduce((best, colour) => (contrast(primary, colour) > contrast(primary, best) ? colour : best));
  return { primary, secondary };
}

/** A team's colours from its name: its kit's where the catalogue knows it, else derived. */
export function teamColours(name: string): BadgeColours {
  const kit = KIT_COLOURS[name];
  return kit ? { primary: kit[0], secondary: kit[1] } : derivedColours(name);
}
