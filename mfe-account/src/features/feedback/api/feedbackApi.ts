// Feedback to the team; anyone may send it.
import { API_PATHS } from '@matchday/shared/api/paths';
import type { FeedbackRequest } from '@matchday/shared/api/schemas';
import { http } from '@matchday/shared/http/http';

export async function sendFeedback(feedback: FeedbackRequest): Promise<{ id: string }> {
  return (await http.post<{ id: string }>(API_PATHS.feedback, feedback, { notifyErrors: false })).data;
}
