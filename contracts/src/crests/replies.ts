// What the crests domain's addresses answer, by method: the envelope's `data` (`null`: done, nothing
// more to say). The api's routes are typed by it and the site's clients read by it; http/replies.ts
// joins every domain's.
import type { CREST_PATHS } from '@matchday/contracts/crests/contract';
import type { ImageBytes } from '@matchday/contracts/http/envelope';

export interface CrestsReplies {
  GET: {
    [CREST_PATHS.team]: ImageBytes;
    [CREST_PATHS.competition]: ImageBytes;
  };
  POST: Record<never, never>;
  PUT: Record<never, never>;
  PATCH: Record<never, never>;
  DELETE: Record<never, never>;
}
