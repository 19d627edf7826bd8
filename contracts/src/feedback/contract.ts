// Feedback any visitor sends: the address and the receipt.

/** Feedback from anyone. */
export const FEEDBACK_PATHS = {
  feedback: '/api/feedback',
} as const;

/** What sending feedback answers. */
export interface FeedbackReceipt {
  id: string;
}
