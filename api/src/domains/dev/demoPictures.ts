// Pictures for development content, drawn here as PNG files (no image library, no internet): a
// pitch, a court or an esports stage in the colours of a match's two teams, so each demo article
// has a real cover and body image served by the site itself.
import { deflateSync } from 'node:zlib';

export type PictureScene = 'football' | 'basketball' | 'esports';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An RGB PNG of `width`×`height` whose pixel colours come from `paint(x, y)`. */
export function encodePng(width: number, height: number, paint: (x: number, y: number) => readonly [number, number, number]): Buffer {
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const start = y * (width * 3 + 1); // each row starts with its filter type, 0 (none)
    for (let x = 0; x < width; x += 1) rows.set(paint(x, y), start + 1 + x * 3);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits per channel, RGB, deflate, no filter, no interlace
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

type Rgb = readonly [number, number, number];

/** A team's colour from its name, the same every time. */
export function teamColour(name: string): Rgb {
  let hash = 2166136261;
  for (const char of name) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  const hue = (hash >>> 0) % 360;
  // HSL with fixed saturation and lightness, to RGB.
  const c = 0.6;
  const x = c * (1 - Math.abs(((hue / 60) % 2) - 1));
  const [r, g, b] = hue < 60 ? [c, x, 0] : hue < 120 ? [x, c, 0] : hue < 180 ? [0, c, x] : hue < 240 ? [0, x, c] : hue < 300 ? [x, 0, c] : [c, 0, x];
  const m = 0.5 - c / 2;
  return [Math.round((r + m) * 255), Math.round((g + m) * 255), Math.round((b + m) * 255)];
}

const GROUND: Record<PictureScene, Rgb> = { football: [46, 125, 50], basketball: [196, 140, 82], esports: [30, 24, 58] };
const LINES: Record<PictureScene, Rgb> = { football: [235, 245, 235], basketball: [250, 240, 225], esports: [120, 200, 255] };

/**
 * A 16:9 picture: the ground of the sport with its lines (half-way line and centre circle, or a
 * grid for esports), and a band of each team's colour on its side.
 */
export function demoPicture(scene: PictureScene, home: string, away: string, width = 640, height = 360): Buffer {
  const homeColour = teamColour(home);
  const awayColour = teamColour(away);
  const [cx, cy, radius] = [width / 2, height / 2, height / 5];
  const band = Math.round(width / 14);
  return encodePng(width, height, (x, y) => {
    if (x < band) return homeColour;
    if (x >= width - band) return awayColour;
    const distance = Math.hypot(x - cx, y - cy);
    const line =
      scene === 'esports'
        ? x % 40 === 0 || y % 40 === 0 || Math.abs(distance - radius) < 1.5
        : Math.abs(x - cx) < 2 || Math.abs(distance - radius) < 2 || y < 6 || y >= height - 6 || x < band + 6 || x >= width - band - 6;
    if (line) return LINES[scene];
    // A light stripe pattern on grass and wood.
    const [r, g, b] = GROUND[scene];
    const shade = scene === 'esports' ? Math.round((y / height) * 30) : Math.floor(x / 48) % 2 === 0 ? 10 : 0;
    return [Math.min(255, r + shade), Math.min(255, g + shade), Math.min(255, b + shade)];
  });
}
