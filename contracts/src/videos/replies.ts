// What the videos domain's addresses answer, by method: the envelope's `data` (`null`: done, nothing
// more to say). The api's routes are typed by it and the site's clients read by it; http/replies.ts
// joins every domain's.
import type { VIDEO_PATHS, VideoDetail, VideoPage } from '@matchday/contracts/videos/contract';

export interface VideosReplies {
  GET: {
    [VIDEO_PATHS.videos]: VideoPage;
    [VIDEO_PATHS.video]: VideoDetail;
  };
  POST: Record<never, never>;
  PUT: Record<never, never>;
  PATCH: Record<never, never>;
  DELETE: Record<never, never>;
}
