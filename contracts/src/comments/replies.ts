// What the comments domain's addresses answer, by method: the envelope's `data` (`null`: done, nothing
// more to say). The api's routes are typed by it and the site's clients read by it; http/replies.ts
// joins every domain's.
import type { Comment, COMMENT_PATHS, CommentPage, MyComment } from '@matchday/contracts/comments/contract';
import type { CursorPage } from '@matchday/contracts/http/paging';

export interface CommentsReplies {
  GET: {
    [COMMENT_PATHS.comments]: CommentPage;
    [COMMENT_PATHS.replies]: CursorPage<Comment>;
    [COMMENT_PATHS.mine]: CursorPage<MyComment>;
  };
  POST: {
    [COMMENT_PATHS.comments]: Comment;
    [COMMENT_PATHS.report]: null;
  };
  PUT: {
    [COMMENT_PATHS.like]: Comment;
  };
  PATCH: Record<never, never>;
  DELETE: {
    [COMMENT_PATHS.comment]: null;
    [COMMENT_PATHS.like]: Comment;
  };
}
