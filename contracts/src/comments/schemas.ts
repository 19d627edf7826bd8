// Comment requests as zod schemas on the shared rules (its own file: only the pages with a
// comment thread load it).
import { COMMENT_MAX_LENGTH, COMMENT_TARGETS } from '@matchday/contracts/comments/contract';
import { cursorSchema, pageQuerySchema } from '@matchday/contracts/http/paging';
import { validateComment } from '@matchday/contracts/validation/rules';
import { z } from 'zod';

const id = (message: string) => z.string().regex(/^[1-9]\d{0,17}$/, message);

export const commentSchema = z.object({
  target: z.enum(COMMENT_TARGETS, { error: 'api.comments.targetNotFound' }),
  targetId: id('api.comments.targetNotFound'),
  parentId: id('api.comments.commentNotFound').optional(),
  text: z
    .string({ error: 'validation.pleaseComment' })
    .transform((value, context) => {
      const result = validateComment(value);
      if (result.ok) return result.value;
      context.addIssue({ code: 'custom', message: result.error });
      return z.NEVER;
    })
    .pipe(z.string().max(COMMENT_MAX_LENGTH, 'api.comments.tooLong')),
});

export const commentThreadSchema = pageQuerySchema.extend({
  target: z.enum(COMMENT_TARGETS, { error: 'api.comments.targetNotFound' }),
  targetId: id('api.comments.targetNotFound'),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
});

/** Replies, oldest first, COMMENT_REPLY_PAGE_SIZE (constants.ts) at a time. */
export const commentRepliesSchema = z.object({ cursor: cursorSchema.optional() });

export type CommentRequest = z.infer<typeof commentSchema>;
