// What the health domain's addresses answer, by method: the envelope's `data` (`null`: done, nothing
// more to say). The api's routes are typed by it and the site's clients read by it; http/replies.ts
// joins every domain's.
import type { HEALTH_PATHS, HealthReport } from '@matchday/contracts/health/contract';

export interface HealthReplies {
  GET: {
    [HEALTH_PATHS.health]: HealthReport;
  };
  POST: Record<never, never>;
  PUT: Record<never, never>;
  PATCH: Record<never, never>;
  DELETE: Record<never, never>;
}
