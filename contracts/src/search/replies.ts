// What the search domain's addresses answer, by method: the envelope's `data` (`null`: done, nothing
// more to say). The api's routes are typed by it and the site's clients read by it; http/replies.ts
// joins every domain's.
import type { SEARCH_PATHS, SiteSearchResults } from '@matchday/contracts/search/contract';

export interface SearchReplies {
  GET: {
    [SEARCH_PATHS.search]: SiteSearchResults;
  };
  POST: Record<never, never>;
  PUT: Record<never, never>;
  PATCH: Record<never, never>;
  DELETE: Record<never, never>;
}
