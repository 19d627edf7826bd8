// Images for the upload tests: real pictures drawn by sharp, and hostile files built by hand.
import zlib from 'node:zlib';
import sharp from 'sharp';

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/**
 * A valid PNG header declaring `width` × `height` grey pixels, with a tiny compressed IDAT (a
 * megabyte of zeros packs into about one kilobyte): a decompression bomb, as small as it gets.
 */
export function pngDeclaring(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per sample
  header[9] = 0; // greyscale
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    pngChunk('IHDR', header),
    pngChunk('IDAT', zlib.deflateSync(Buffer.alloc(1 << 20), { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

export type PictureFormat = 'png' | 'jpeg' | 'webp' | 'gif';

/** A flat picture of the format and size; a JPEG may carry an EXIF copyright text. */
export function picture(format: PictureFormat, width = 40, height = 30, exifText?: string): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: '#2e8b57' } });
  if (format === 'jpeg') image.jpeg();
  else if (format === 'webp') image.webp();
  else if (format === 'gif') image.gif();
  else image.png();
  if (exifText) image.withExif({ IFD0: { Copyright: exifText } });
  return image.toBuffer();
}

/** An animated GIF of `frames` frames, each a different colour. */
export async function animatedGif(frames: number, width = 20, height = 20): Promise<Buffer> {
  const colours = ['#ff0000', '#00ff00', '#0000ff', '#ffff00'];
  const stills = await Promise.all(
    Array.from({ length: frames }, (_, index) => sharp({ create: { width, height, channels: 3, background: colours[index % colours.length]! } }).png().toBuffer()),
  );
  return sharp(stills, { join: { animated: true } }).gif().toBuffer();
}

/** A page appended after a picture's end: a file that is both an image and HTML (a polyglot). */
export const HTML_PAYLOAD = '<html><script>alert(document.cookie)</script></html>';
