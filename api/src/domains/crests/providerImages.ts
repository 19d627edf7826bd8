// A provider's picture of a team or competition (API-Sports' logos, PandaScore's images), fetched
// once by the api and kept in the object store, encoded anew like any upload (media/images.ts)
// and made square. Fans' browsers ask only this site: its pages allow images from nowhere else,
// the providers ask that their pictures be kept rather than fetched by every visitor, and what is
// served is the api's own encoding, never the provider's bytes.
import crypto from 'node:crypto';
import type { ObjectStore } from '@matchday/storage/objectStore';
import sharp from 'sharp';
import type { Clock } from '../../clock';
import { encodeAnew } from '../media/images';
import { imageTypeOf } from '../media/service';
import { providerImageUrl } from '../sports/feeds/feedModel';

/** A provider's picture is small; anything larger is not one. */
export const PROVIDER_IMAGE_MAX_BYTES = 512 * 1024;
/** Twice the largest crest the site draws (48 px), for sharp screens. */
const STORED_SIDE_PX = 128;
/** A picture that could not be had is asked for again after this long (per process). */
const RETRY_AFTER_MS = 60 * 60 * 1000;
const FETCH_TIMEOUT_MS = 5000;

export interface StoredImage {
  contentType: string;
  bytes: Buffer;
}

/** The store's key of the picture at `url`. */
export const providerImageKey = (url: string): string => `crests/${crypto.createHash('sha256').update(url).digest('hex').slice(0, 40)}`;

/** The body, unless it is larger than `limit` (read no further than that). */
async function readCapped(response: Response, limit: number): Promise<Buffer | null> {
  if (Number(response.headers.get('content-length') ?? 0) > limit || !response.body) {
    await response.body?.cancel();
    return null;
  }
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return Buffer.concat(chunks);
    size += value.length;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
}

export class ProviderImages {
  private readonly failedUntil = new Map<string, number>();
  private readonly pending = new Map<string, Promise<StoredImage | null>>();

  constructor(
    private readonly store: ObjectStore,
    private readonly clock: Clock,
  ) {}

  /** The picture at `url`, kept or fetched now; null when it cannot be had (the caller draws a badge). */
  async image(url: string): Promise<StoredImage | null> {
    const key = providerImageKey(url);
    const kept = await this.store.get(key).catch(() => null);
    const type = kept && imageTypeOf(kept);
    if (kept && type) return { contentType: type, bytes: kept };
    if ((this.failedUntil.get(url) ?? 0) > this.clock.now().getTime()) return null;
    // Requests for the same picture at once share one fetch.
    let fetching = this.pending.get(url);
    if (!fetching) {
      fetching = this.fetchAndKeep(url, key).finally(() => this.pending.delete(url));
      this.pending.set(url, fetching);
    }
    return fetching;
  }

  private async fetchAndKeep(url: string, key: string): Promise<StoredImage | null> {
    try {
      // Checked again here: only the providers' hosts are ever asked, and a redirect is not followed.
      if (providerImageUrl(url) !== url) throw new Error('not a provider picture');
      const response = await fetch(url, { redirect: 'error', signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), headers: { accept: 'image/png,image/webp,image/jpeg,image/gif' } });
      if (!response.ok) {
        await response.body?.cancel();
        throw new Error(`status ${response.status}`);
      }
      const bytes = await readCapped(response, PROVIDER_IMAGE_MAX_BYTES);
      const type = bytes && imageTypeOf(bytes);
      if (!bytes || !type) throw new Error('not an image');
      const image = await encodeAnew(bytes, type, STORED_SIDE_PX, 'api.media.type');
      // Square, centred on a transparent ground (a PNG): the site draws every crest in a square box.
      const side = Math.max(image.width, image.height);
      const square = await sharp(image.bytes).resize(side, side, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } }).png({ compressionLevel: 9 }).toBuffer();
      await this.store.put(key, square, 'image/png');
      this.failedUntil.delete(url);
      return { contentType: 'image/png', bytes: square };
    } catch {
      this.failedUntil.set(url, this.clock.now().getTime() + RETRY_AFTER_MS);
      return null;
    }
  }
}
