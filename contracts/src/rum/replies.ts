// What the rum domain's addresses answer, by method: the envelope's `data` (`null`: done, nothing
// more to say). The api's routes are typed by it and the site's clients read by it; http/replies.ts
// joins every domain's.
import type { RUM_PATHS, RumFiguresResponse } from '@matchday/contracts/rum/contract';

export interface RumReplies {
  GET: {
    [RUM_PATHS.figures]: RumFiguresResponse;
  };
  POST: Record<never, never>;
  PUT: Record<never, never>;
  PATCH: Record<never, never>;
  DELETE: Record<never, never>;
}
