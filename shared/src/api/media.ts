// Images the staff upload (article covers and pictures in a body), written once for the site
// and the api. They are stored by the api and served from the site's own origin, so the product
// needs no image host and no outside address.

/** At most this many bytes per image; the site checks it before sending, the api again. */
export const MEDIA_MAX_BYTES = 2 * 1024 * 1024;
/** The image types accepted; the api reads the type from the file's first bytes. */
export const MEDIA_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export type MediaContentType = (typeof MEDIA_CONTENT_TYPES)[number];

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
