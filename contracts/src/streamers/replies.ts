// What the streamers domain's addresses answer, by method: the envelope's `data` (`null`: done, nothing
// more to say). The api's routes are typed by it and the site's clients read by it; http/replies.ts
// joins every domain's.
import type { ImageBytes } from '@matchday/contracts/http/envelope';
import type { CursorPage } from '@matchday/contracts/http/paging';
import type { STREAMER_PATHS, StreamerApplication, StreamerStatus } from '@matchday/contracts/streamers/contract';

export interface StreamersReplies {
  GET: {
    [STREAMER_PATHS.application]: StreamerStatus;
    [STREAMER_PATHS.opsApplications]: CursorPage<StreamerApplication>;
    [STREAMER_PATHS.avatar]: ImageBytes;
  };
  POST: {
    [STREAMER_PATHS.application]: StreamerStatus;
    [STREAMER_PATHS.opsReview]: StreamerApplication;
  };
  PUT: Record<never, never>;
  PATCH: Record<never, never>;
  DELETE: Record<never, never>;
}
