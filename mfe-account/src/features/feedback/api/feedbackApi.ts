// Feedback to the team; anyone may send it.
import { API_PATHS } from '@matchday/shared/api/paths';
import type { FeedbackRequest } from '@matchday/shared/api/schemas';
import type { FeedbackReceipt } from '@matchday/shared/api/types';
import { http } from '@matchday/shared/http/http';

export async function sendFeedback(feedback: FeedbackRequest): Promise<FeedbackReceipt> {
  return (await http.post(API_PATHS.feedback, feedback, { notifyErrors: false })).data;
}
