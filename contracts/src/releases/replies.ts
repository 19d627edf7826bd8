// What the releases domain's addresses answer, by method: the envelope's `data` (`null`: done, nothing
// more to say). The api's routes are typed by it and the site's clients read by it; http/replies.ts
// joins every domain's.
import type { RELEASE_PATHS, ReleasesResponse } from '@matchday/contracts/releases/contract';
import type { ReleaseManifest } from '@matchday/contracts/releases/manifest';

export interface ReleasesReplies {
  GET: {
    [RELEASE_PATHS.releases]: ReleasesResponse;
  };
  POST: {
    [RELEASE_PATHS.canaries]: ReleaseManifest;
    [RELEASE_PATHS.promote]: ReleaseManifest;
    [RELEASE_PATHS.rollback]: ReleaseManifest;
  };
  PUT: {
    [RELEASE_PATHS.remote]: ReleaseManifest;
  };
  PATCH: Record<never, never>;
  DELETE: {
    [RELEASE_PATHS.canary]: ReleaseManifest;
  };
}
