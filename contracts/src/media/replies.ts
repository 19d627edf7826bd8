// What the media domain's addresses answer, by method: the envelope's `data` (`null`: done, nothing
// more to say). The api's routes are typed by it and the site's clients read by it; http/replies.ts
// joins every domain's.
import type { ImageBytes } from '@matchday/contracts/http/envelope';
import type { MEDIA_PATHS, UploadedMedia } from '@matchday/contracts/media/contract';

export interface MediaReplies {
  GET: {
    [MEDIA_PATHS.image]: ImageBytes;
  };
  POST: {
    [MEDIA_PATHS.upload]: UploadedMedia;
  };
  PUT: Record<never, never>;
  PATCH: Record<never, never>;
  DELETE: Record<never, never>;
}
