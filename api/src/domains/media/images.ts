// Every uploaded image (an article's, an avatar) is checked by its header, then decoded and
// encoded anew before it is stored. Reading the dimensions first refuses a decompression bomb (a
// small file declaring a huge picture) without unpacking it; the pixel limit given to the decoder
// holds even if a header lied. Encoding anew bounds the stored size and keeps only the picture:
// no metadata (EXIF, location, comments) and no bytes hidden beside it (an HTML page after a
// PNG's end, a polyglot) survive.
import { MEDIA_MAX_BYTES, MEDIA_MAX_PIXELS, MEDIA_MAX_SIDE_PX, type MediaContentType } from '@matchday/contracts/media/contract';
import sharp from 'sharp';
import { refuse } from '../../http/envelope';

// Images are encoded once each: libvips' cache of decoded images would only hold memory.
sharp.cache(false);

/** The decoder's name for each type the api takes (the type itself comes from the first bytes). */
const FORMATS: Record<MediaContentType, string> = { 'image/png': 'png', 'image/jpeg': 'jpeg', 'image/webp': 'webp', 'image/gif': 'gif' };

export interface EncodedImage {
  contentType: Exclude<MediaContentType, 'image/gif'>;
  bytes: Buffer;
  width: number;
  height: number;
}

/** Refused as too many pixels: said with the limits, in the reader's language. */
const tooManyPixels = () => refuse('api.media.tooManyPixels', 422, { side: MEDIA_MAX_SIDE_PX, megapixels: MEDIA_MAX_PIXELS / 1_000_000 });

/**
 * The image encoded anew, at most `maxSide` pixels a side (a smaller one keeps its size, turned
 * upright as its EXIF orientation said). A JPEG stays a JPEG, a PNG a PNG, a WebP a WebP; a GIF,
 * animated or not, becomes a PNG of its first frame (the site shows stills). Should the lossless
 * PNG come out larger than an upload may be, it is stored as a WebP instead.
 * `typeRefusal` is the caller's message key for what is not a readable image of `type`.
 */
export async function encodeAnew(bytes: Buffer, type: MediaContentType, maxSide: number, typeRefusal: string): Promise<EncodedImage> {
  // The header only: nothing is decoded here, whatever the dimensions it declares.
  const header = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw refuse(typeRefusal, 415);
    });
  if (header.format !== FORMATS[type]) throw refuse(typeRefusal, 415);
  const { width, height } = header;
  if (!width || !height) throw refuse(typeRefusal, 415);
  if (width > MEDIA_MAX_SIDE_PX || height > MEDIA_MAX_SIDE_PX || width * height > MEDIA_MAX_PIXELS) throw tooManyPixels();

  const decode = () =>
    sharp(bytes, { limitInputPixels: MEDIA_MAX_PIXELS, failOn: 'error', pages: 1 })
      .rotate()
      .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true });
  const encoded = async (contentType: EncodedImage['contentType']): Promise<EncodedImage> => {
    const image = decode();
    if (contentType === 'image/jpeg') image.jpeg({ quality: 85, mozjpeg: true });
    else if (contentType === 'image/webp') image.webp({ quality: 85 });
    else image.png({ compressionLevel: 9 });
    const { data, info } = await image.toBuffer({ resolveWithObject: true }).catch((error: unknown) => {
      // The header passed but the pixels are more, or broken.
      if (error instanceof Error && /pixel limit/i.test(error.message)) throw tooManyPixels();
      throw refuse(typeRefusal, 415);
    });
    return { contentType, bytes: data, width: info.width, height: info.height };
  };

  const kept = await encoded(type === 'image/gif' ? 'image/png' : type);
  return kept.contentType === 'image/png' && kept.bytes.length > MEDIA_MAX_BYTES ? encoded('image/webp') : kept;
}
