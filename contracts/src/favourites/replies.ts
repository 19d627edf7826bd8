// What the favourites domain's addresses answer, by method: the envelope's `data` (`null`: done, nothing
// more to say). The api's routes are typed by it and the site's clients read by it; http/replies.ts
// joins every domain's.
import type { FavouriteChangeResponse, FAVOURITES_PATHS, FavouritesResponse, FOLLOWING_PATH, FollowingResponse } from '@matchday/contracts/favourites/contract';

export interface FavouritesReplies {
  GET: {
    [FAVOURITES_PATHS.list]: FavouritesResponse;
    [FOLLOWING_PATH]: FollowingResponse;
  };
  POST: Record<never, never>;
  PUT: {
    [FAVOURITES_PATHS.item]: FavouriteChangeResponse;
  };
  PATCH: Record<never, never>;
  DELETE: {
    [FAVOURITES_PATHS.item]: FavouriteChangeResponse;
  };
}
