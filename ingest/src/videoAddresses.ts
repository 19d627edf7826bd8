// Which parts of a recording may be played. A recording holds the whole push, from before a live
// started; the api decides what is public (a replay's live, a highlight's seconds) and signs the
// address of each clip and still it gives with the secret it shares with the ingest
// (contracts/src/videos/contract.ts). The ingest cuts only signed clips, and a clip's playlist names its
// segments with the ingest's own signature, so a segment outside every public clip (the push
// before the live, say) cannot be fetched by guessing its name either.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { clipSignedText, stillSignedText, VIDEO_SIGNATURE_PATTERN, videoSignature } from '@matchday/contracts/videos/contract';

const same = (given: string, expected: string): boolean => VIDEO_SIGNATURE_PATTERN.test(given) && timingSafeEqual(Buffer.from(given), Buffer.from(expected));

export class VideoAddresses {
  constructor(private readonly secret: string) {}

  /** The api signed this clip: these very instants of this recording. */
  async clipAllowed(recordingId: string, fromMs: number, toMs: number, signature: string): Promise<boolean> {
    return same(signature, await videoSignature(this.secret, clipSignedText(recordingId, fromMs, toMs)));
  }

  /** The api signed this still. */
  async stillAllowed(recordingId: string, atMs: number, signature: string): Promise<boolean> {
    return same(signature, await videoSignature(this.secret, stillSignedText(recordingId, atMs)));
  }

  /**
   * A segment's signature, written into the playlist of a signed clip (synchronous: a long replay
   * lists thousands). The same for every clip that holds the segment, so caches keep one copy.
   */
  segmentSignature(recordingId: string, name: string): string {
    return createHmac('sha256', this.secret).update(`segment:${recordingId}:${name}`).digest('hex').slice(0, 32);
  }

  segmentAllowed(recordingId: string, name: string, signature: string): boolean {
    return same(signature, this.segmentSignature(recordingId, name));
  }
}
