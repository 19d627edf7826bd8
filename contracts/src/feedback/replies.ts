// What the feedback domain's addresses answer, by method: the envelope's `data` (`null`: done, nothing
// more to say). The api's routes are typed by it and the site's clients read by it; http/replies.ts
// joins every domain's.
import type { FEEDBACK_PATHS, FeedbackReceipt } from '@matchday/contracts/feedback/contract';

export interface FeedbackReplies {
  GET: Record<never, never>;
  POST: {
    [FEEDBACK_PATHS.feedback]: FeedbackReceipt;
  };
  PUT: Record<never, never>;
  PATCH: Record<never, never>;
  DELETE: Record<never, never>;
}
