// Images the staff upload (article covers and pictures in a body), written once for the site
// and the api. They are stored by the api and served from the site's own origin, so the product
// needs no image host and no outside address.

/** At most this many bytes per image; the site checks it before sending, the api again. */
export const MEDIA_MAX_BYTES = 2 * 1024 * 1024;
/** The image types accepted; the api reads the type from the file's first bytes. */
export const MEDIA_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export type MediaContentType = (typeof MEDIA_CONTENT_TYPES)[number];
/**
 * An upload (an article's image or an avatar) may declare at most this many pixels a side and in
 * all: the api reads the dimensions from the file's header before decoding anything, so a small
 * file declaring a huge picture (a decompression bomb) is refused without being unpacked.
 */
export const MEDIA_MAX_SIDE_PX = 8000;
export const MEDIA_MAX_PIXELS = 40_000_000;
/**
 * Every accepted image is decoded and encoded anew, at most this many pixels a side (smaller ones
 * keep their size): what is stored is the api's own encoding, without the upload's metadata or
 * any bytes hidden beside the picture. A JPEG stays a JPEG, a PNG a PNG, a WebP a WebP; a GIF
 * becomes a still PNG of its first frame.
 */
export const MEDIA_STORED_MAX_SIDE_PX = 2048;

/** What an upload answers: the image's public address, to put in a cover or a body. */
export interface UploadedMedia {
  id: string;
  url: string;
  contentType: MediaContentType;
  size: number;
}

/**
 * Ids are random (not a sequence), so an image uploaded for a draft cannot be found by counting;
 * 22 characters of base64url carry 128 bits.
 */
export const MEDIA_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

export const MEDIA_PATHS = {
  /** Editors and customer service: POST one image (multipart, field `file`). */
  upload: '/api/ops/media',
  /** Anyone: GET the image, cached for good (an id never changes its bytes). */
  image: '/api/media/:mediaId',
} as const;

export const mediaUrl = (id: string): string => MEDIA_PATHS.image.replace(':mediaId', id);

/** An address of an image uploaded to this site (`/api/media/<id>`, nothing else). */
export function isMediaUrl(url: string): boolean {
  const prefix = MEDIA_PATHS.image.replace(':mediaId', '');
  return url.startsWith(prefix) && MEDIA_ID_PATTERN.test(url.slice(prefix.length));
}

/**
 * Where an article's images (its cover, pictures in its body) may come from: https, or a path of
 * this site such as an uploaded image; never `javascript:`, `data:` or another site over http.
 */
export function isArticleImageUrl(url: string): boolean {
  if (/^\/(?!\/)[\w\-./%]*$/.test(url)) return true;
  try {
    return new URL(url).protocol === 'https:';
  } catch {
    return false;
  }
}
