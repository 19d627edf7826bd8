// The feedback domain's request bodies and queries, as zod schemas built on the validation rules:
// the site's forms and the api check the same things the same way. Every message is an i18n key.
import { z } from 'zod';

export const FEEDBACK_CATEGORIES = ['bug', 'suggestion', 'content', 'account', 'other'] as const;

export const FEEDBACK_LIMITS = { minLength: 5, maxLength: 500, contactMaxLength: 100 } as const;

/** The placeholders of the feedback messages. */
export const FEEDBACK_MESSAGE_VALUES = { min: FEEDBACK_LIMITS.minLength, max: FEEDBACK_LIMITS.maxLength, contactMax: FEEDBACK_LIMITS.contactMaxLength };

/** Feedback from anyone; a contact (phone, mail) is optional. */
export const feedbackSchema = z.object({
  category: z.enum(FEEDBACK_CATEGORIES, { error: 'validation.feedbackCategory' }),
  content: z
    .string({ error: 'validation.feedbackBlank' })
    .trim()
    .min(1, 'validation.feedbackBlank')
    .min(FEEDBACK_LIMITS.minLength, 'validation.feedbackTooShort')
    .max(FEEDBACK_LIMITS.maxLength, 'validation.feedbackTooLong'),
  contact: z.string().trim().max(FEEDBACK_LIMITS.contactMaxLength, 'validation.feedbackContactTooLong').default(''),
});

export type FeedbackRequest = z.infer<typeof feedbackSchema>;
