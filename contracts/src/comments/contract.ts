// Comments, one system for news, videos, plans and remarks: written once for the site and the
// api. A comment is on a target (`article:5`, `plan:9`…); replies are one level deep, shown in
// groups of COMMENT_REPLY_PAGE_SIZE. Text only, never rendered as HTML.
import { COMMENT_REPLY_PAGE_SIZE } from '@matchday/contracts/constants';
import type { CursorPage } from '@matchday/contracts/http/paging';

export const COMMENT_TARGETS = ['article', 'plan', 'remark', 'video'] as const;
export type CommentTarget = (typeof COMMENT_TARGETS)[number];

export const COMMENT_MAX_LENGTH = 1000;
export { COMMENT_REPLY_PAGE_SIZE };

export interface Comment {
  id: string;
  target: CommentTarget;
  targetId: string;
  /** The comment this one answers (replies are one level deep); null for a top-level one. */
  parentId: string | null;
  userId: string;
  username: string;
  text: string;
  createdAt: string;
  likes: number;
  /** The viewer liked it (false for visitors). */
  liked: boolean;
  /** Replies it has (top-level comments). */
  replies: number;
}

/** A page of a thread (newest first); `total` is the thread's count, which its title shows. */
export interface CommentPage extends CursorPage<Comment> {
  total: number;
}

/** A comment of the signed-in user, with what it was on ("My posts"). */
export interface MyComment extends Comment {
  deleted: boolean;
}

export const COMMENT_PATHS = {
  /** GET `?target=&targetId=&cursor=` (newest first, a CommentPage); POST a comment or a reply. */
  comments: '/api/comments',
  /** GET `?cursor=` the replies (a CursorPage), oldest first, COMMENT_REPLY_PAGE_SIZE at a time. */
  replies: '/api/comments/:commentId/replies',
  comment: '/api/comments/:commentId',
  like: '/api/comments/:commentId/like',
  report: '/api/comments/:commentId/report',
  mine: '/api/users/me/comments',
} as const;
