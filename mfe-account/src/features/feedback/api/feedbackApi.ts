// Feedback to the team; anyone may send it.
import { FEEDBACK_PATHS } from '@matchday/contracts/feedback/contract';
import type { FeedbackRequest } from '@matchday/contracts/feedback/schemas';
import type { FeedbackReceipt } from '@matchday/contracts/feedback/contract';
import { http } from '@matchday/shared/http/http';

export async function sendFeedback(feedback: FeedbackRequest): Promise<FeedbackReceipt> {
  return (await http.post(FEEDBACK_PATHS.feedback, feedback, { notifyErrors: false })).data;
}
