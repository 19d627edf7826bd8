// What the dev domain's addresses answer, by method: the envelope's `data` (`null`: done, nothing
// more to say). The api's routes are typed by it and the site's clients read by it; http/replies.ts
// joins every domain's.
import type { DEV_PATHS, DevClockReading, DevSmsMessage } from '@matchday/contracts/dev/contract';

export interface DevReplies {
  GET: {
    [DEV_PATHS.devSms]: { messages: DevSmsMessage[] };
    [DEV_PATHS.devClock]: DevClockReading;
  };
  POST: {
    [DEV_PATHS.devPlayNow]: { id: string };
    [DEV_PATHS.devKickOff]: { id: string };
    [DEV_PATHS.devClock]: DevClockReading;
  };
  PUT: Record<never, never>;
  PATCH: Record<never, never>;
  DELETE: Record<never, never>;
}
