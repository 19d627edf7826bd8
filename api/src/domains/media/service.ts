// Images the staff upload for articles. The type is read from the file's first bytes (what the
// upload claims only has to be an image type we take); the image is then encoded anew
// (images.ts: dimensions checked first, bounded, no metadata) and those bytes are kept in the
// object store (`media/<id>`, a directory or S3), its row in the database, so every api process
// serves every image. Images uploaded before the store keep their bytes in the row.
import { randomBytes } from 'node:crypto';
import { MEDIA_CONTENT_TYPES, MEDIA_MAX_BYTES, MEDIA_STORED_MAX_SIDE_PX, type MediaContentType, mediaUrl, type UploadedMedia } from '@matchday/contracts/media/contract';
import type { ObjectStore } from '@matchday/storage/objectStore';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { refuse } from '../../http/envelope';
import { encodeAnew } from './images';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The image type from the file's first bytes, not from what the upload claims. */
export function imageTypeOf(bytes: Buffer): MediaContentType | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 12 && bytes.toString('ascii', 0, 4) === 'RIFF' && bytes.toString('ascii', 8, 12) === 'WEBP') return 'image/webp';
  if (bytes.length >= 6 && /^GIF8[79]a$/.test(bytes.toString('ascii', 0, 6))) return 'image/gif';
  return null;
}

/** An uploaded image's key in the object store. */
export const mediaKey = (id: string): string => `media/${id}`;

export const isMediaContentType = (type: string): type is MediaContentType => (MEDIA_CONTENT_TYPES as readonly string[]).includes(type);

export class MediaService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly store: ObjectStore,
  ) {}

  /** Stores one image, encoded anew; `uploaderId` is null for the site's own (development) images. */
  async upload(uploaderId: string | null, declaredType: string, bytes: Buffer): Promise<UploadedMedia> {
    if (bytes.length > MEDIA_MAX_BYTES) throw refuse('api.media.tooLarge', 413);
    const detected = imageTypeOf(bytes);
    if (!detected || !isMediaContentType(declaredType)) throw refuse('api.media.type', 415);
    const image = await encodeAnew(bytes, detected, MEDIA_STORED_MAX_SIDE_PX, 'api.media.type');
    const id = randomBytes(16).toString('base64url');
    // The bytes first: a row never names an image the store does not have.
    await this.store.put(mediaKey(id), image.bytes, image.contentType);
    await this.db.query('INSERT INTO media (id, content_type, size, uploaded_by, created_at) VALUES ($1, $2, $3, $4, $5)', [
      id,
      image.contentType,
      image.bytes.length,
      uploaderId,
      this.clock.now(),
    ]);
    return { id, url: mediaUrl(id), contentType: image.contentType, size: image.bytes.length };
  }

  async image(id: string): Promise<{ contentType: MediaContentType; bytes: Buffer } | undefined> {
    const [row] = await this.db.query<{ content_type: MediaContentType; bytes: Uint8Array | null }>('SELECT content_type, bytes FROM media WHERE id = $1', [id]);
    if (!row) return undefined;
    const bytes = row.bytes ? Buffer.from(row.bytes) : await this.store.get(mediaKey(id));
    return bytes ? { contentType: row.content_type, bytes } : undefined;
  }
}
