// What the alerts domain's addresses answer, by method: the envelope's `data` (`null`: done, nothing
// more to say). The api's routes are typed by it and the site's clients read by it; http/replies.ts
// joins every domain's.
import type { ALERT_PATHS, AlertPreferences, PushSubscriptionState, VapidKey } from '@matchday/contracts/alerts/contract';

export interface AlertsReplies {
  GET: {
    [ALERT_PATHS.vapidKey]: VapidKey;
    [ALERT_PATHS.preferences]: AlertPreferences;
  };
  POST: {
    [ALERT_PATHS.subscriptions]: PushSubscriptionState;
  };
  PUT: {
    [ALERT_PATHS.preferences]: AlertPreferences;
  };
  PATCH: Record<never, never>;
  DELETE: {
    [ALERT_PATHS.subscriptions]: PushSubscriptionState;
  };
}
