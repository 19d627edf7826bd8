// The comment thread's calls to the api, in one place like every feature's (docs/architecture.md,
// "API calls"): a thread's comments and a comment's replies a page at a time, posting, liking,
// reporting and deleting. Refusals are shown on the thread, not as toasts.
import type { Comment, CommentPage, CommentTarget } from '@matchday/contracts/comments/contract';
import { COMMENT_PATHS } from '@matchday/contracts/comments/contract';
import type { ReportReason } from '@matchday/contracts/lives/contract';
import type { CursorPage } from '@matchday/contracts/http/paging';
import { http } from '@matchday/shared/http/http';

const quiet = { notifyErrors: false } as const;

export const commentPage = async (target: CommentTarget, targetId: string, cursor: string | null): Promise<CommentPage> =>
  (await http.get(COMMENT_PATHS.comments, { ...quiet, params: { target, targetId, ...(cursor ? { cursor } : {}) } })).data;
export const replyPage = async (commentId: string, cursor: string | null): Promise<CursorPage<Comment>> =>
  (await http.get(COMMENT_PATHS.replies, { ...quiet, path: { commentId }, params: cursor ? { cursor } : {} })).data;
export const postComment = async (request: { target: CommentTarget; targetId: string; parentId?: string; text: string }): Promise<Comment> =>
  (await http.post(COMMENT_PATHS.comments, request, quiet)).data;
/** Likes the comment, or takes the like back; the comment as it is now. */
export const setLiked = async (commentId: string, liked: boolean): Promise<Comment> =>
  (liked ? await http.put(COMMENT_PATHS.like, undefined, { ...quiet, path: { commentId } }) : await http.delete(COMMENT_PATHS.like, { ...quiet, path: { commentId } })).data;
export const reportComment = async (commentId: string, reason: ReportReason): Promise<void> => {
  await http.post(COMMENT_PATHS.report, { reason }, { ...quiet, path: { commentId } });
};
export const deleteComment = async (commentId: string): Promise<void> => {
  await http.delete(COMMENT_PATHS.comment, { ...quiet, path: { commentId } });
};
