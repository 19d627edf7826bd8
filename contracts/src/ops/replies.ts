// What the ops domain's addresses answer, by method: the envelope's `data` (`null`: done, nothing
// more to say). The api's routes are typed by it and the site's clients read by it; http/replies.ts
// joins every domain's.
import type { SessionUser, UserProfile } from '@matchday/contracts/accounts/contract';
import type { OPS_PATHS } from '@matchday/contracts/ops/contract';

export interface OpsReplies {
  GET: {
    [OPS_PATHS.opsUser]: SessionUser;
  };
  POST: Record<never, never>;
  PUT: {
    [OPS_PATHS.userFlags]: UserProfile;
    [OPS_PATHS.userRoles]: UserProfile;
  };
  PATCH: Record<never, never>;
  DELETE: Record<never, never>;
}
