// Comments on articles, plans and remarks: comment and reply (one level), newest top-level
// comments first and replies oldest first, both by keyset (a thread of any length reads as fast
// as a short one, and a comment posted or deleted meanwhile shifts nothing), replies in groups
// of five, likes once per member, reports to customer service. The muted and the banned cannot
// comment; text passes the same content filter as the chat; the author and customer service
// delete. Text only.
import { type Comment, COMMENT_REPLY_PAGE_SIZE, type CommentPage, type CommentTarget, type MyComment } from '@matchday/contracts/comments/contract';
import type { ReportReason } from '@matchday/contracts/lives/contract';
import type { CursorPosition, PageQuery } from '@matchday/contracts/http/paging';
import type { CursorPage } from '@matchday/contracts/http/paging';
import type { Clock } from '../../clock';
import type { Database, Queryable } from '../../db/database';
import { KeysetOrder, type KeyedRow } from '../../db/keyset';
import { refuse } from '../../http/envelope';
import type { RateLimiter } from '../../limits/rateLimiter';
import type { AuthenticatedUser } from '../accounts/service';
import { assertMaySpeak } from '../moderation/sanctions';
import { audit, type ModerationService } from '../moderation/service';

interface CommentRow {
  id: string;
  target: CommentTarget;
  target_id: string;
  parent_id: string | null;
  user_id: string;
  username: string;
  text: string;
  created_at: Date;
  likes: number;
  replies: number;
  liked: boolean;
  deleted_at?: Date | null;
}

const SELECT = `SELECT c.id::text AS id, c.target, c.target_id::text AS target_id, c.parent_id::text AS parent_id, c.user_id::text AS user_id,
  u.username, c.text, c.created_at, c.likes, c.replies, c.deleted_at,
  EXISTS (SELECT 1 FROM comment_likes l WHERE l.comment_id = c.id AND l.user_id = $1) AS liked
  FROM comments c JOIN users u ON u.id = c.user_id`;

const toComment = (row: CommentRow): Comment => ({
  id: row.id,
  target: row.target,
  targetId: row.target_id,
  parentId: row.parent_id,
  userId: row.user_id,
  username: row.username,
  text: row.text,
  createdAt: new Date(row.created_at).toISOString(),
  likes: Number(row.likes),
  liked: row.liked,
  replies: Number(row.replies),
});

const THREAD_ORDER = new KeysetOrder('comments.thread', [{ sql: 'c.id', order: 'desc', kind: 'bigint' }]);
const REPLIES_ORDER = new KeysetOrder('comments.replies', [{ sql: 'c.id', order: 'asc', kind: 'bigint' }]);
const MINE_ORDER = new KeysetOrder('comments.mine', [{ sql: 'c.id', order: 'desc', kind: 'bigint' }]);

/** Where each kind of target lives, for "does it exist". */
const TARGET_EXISTS: Record<CommentTarget, string> = {
  article: "SELECT 1 FROM articles WHERE id = $1 AND status = 'published'",
  plan: 'SELECT 1 FROM plans WHERE id = $1',
  remark: 'SELECT 1 FROM plan_remarks WHERE id = $1',
  video: 'SELECT 1 FROM videos WHERE id = $1',
};

export class CommentsService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly moderation: ModerationService,
    private readonly limiter: RateLimiter,
  ) {}

  /** A thread's top-level comments, newest first, with the thread's count (its title shows it). */
  async thread(target: CommentTarget, targetId: string, query: PageQuery, viewerId: string | null): Promise<CommentPage> {
    const position = THREAD_ORDER.position(query.cursor);
    const params: unknown[] = [viewerId, target, targetId];
    const rows = await this.db.query<CommentRow & KeyedRow>(
      `${SELECT.replace(' FROM comments c', `${THREAD_ORDER.select} FROM comments c`)}
       WHERE c.target = $2 AND c.target_id = $3 AND c.parent_id IS NULL AND c.deleted_at IS NULL AND ${THREAD_ORDER.after(position, params)}
       ORDER BY ${THREAD_ORDER.orderBy} LIMIT ${THREAD_ORDER.limit(query.pageSize, params)}`,
      params,
    );
    const [count] = await this.db.query<{ total: number }>(
      'SELECT count(*)::int AS total FROM comments WHERE target = $1 AND target_id = $2 AND parent_id IS NULL AND deleted_at IS NULL',
      [target, targetId],
    );
    const page = THREAD_ORDER.page(rows, query.pageSize);
    return { items: page.rows.map(toComment), next: page.next, total: count?.total ?? 0 };
  }

  /** A comment's replies, oldest first, COMMENT_REPLY_PAGE_SIZE at a time. */
  async replies(commentId: string, cursor: CursorPosition | undefined, viewerId: string | null): Promise<CursorPage<Comment>> {
    const position = REPLIES_ORDER.position(cursor);
    const params: unknown[] = [viewerId, commentId];
    const rows = await this.db.query<CommentRow & KeyedRow>(
      `${SELECT.replace(' FROM comments c', `${REPLIES_ORDER.select} FROM comments c`)}
       WHERE c.parent_id = $2 AND c.deleted_at IS NULL AND ${REPLIES_ORDER.after(position, params)}
       ORDER BY ${REPLIES_ORDER.orderBy} LIMIT ${REPLIES_ORDER.limit(COMMENT_REPLY_PAGE_SIZE, params)}`,
      params,
    );
    const page = REPLIES_ORDER.page(rows, COMMENT_REPLY_PAGE_SIZE);
    return { items: page.rows.map(toComment), next: page.next };
  }

  async post(user: AuthenticatedUser, request: { target: CommentTarget; targetId: string; parentId?: string; text: string }): Promise<Comment> {
    const now = this.clock.now();
    await assertMaySpeak(this.db, user, request.text, now, null);
    const [exists] = await this.db.query(TARGET_EXISTS[request.target], [request.targetId]);
    if (!exists) throw refuse('api.comments.targetNotFound', 404);
    const id = await this.db.transaction(async (tx) => {
      await this.limiter.take(tx, [{ rule: 'commentsPerMember', key: user.id }], now);
      let parentId: string | null = null;
      if (request.parentId) {
        const [parent] = await tx.query<{ id: string; parent_id: string | null }>(
          'SELECT id::text AS id, parent_id::text AS parent_id FROM comments WHERE id = $1 AND target = $2 AND target_id = $3 AND deleted_at IS NULL FOR UPDATE',
          [request.parentId, request.target, request.targetId],
        );
        if (!parent) throw refuse('api.comments.commentNotFound', 404);
        // A reply to a reply joins its thread: replies are one level deep.
        parentId = parent.parent_id ?? parent.id;
        await tx.query('UPDATE comments SET replies = replies + 1 WHERE id = $1', [parentId]);
      }
      const [row] = await tx.query<{ id: string }>(
        'INSERT INTO comments (target, target_id, parent_id, user_id, text, created_at) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id::text AS id',
        [request.target, request.targetId, parentId, user.id, request.text, now],
      );
      return row!.id;
    });
    return (await this.byId(this.db, id, user.id))!;
  }

  async remove(commentId: string, user: AuthenticatedUser): Promise<void> {
    await this.db.transaction(async (tx) => {
      const comment = await this.byId(tx, commentId, user.id);
      if (!comment) throw refuse('api.comments.commentNotFound', 404);
      const staff = user.roles.includes('customer_service');
      if (comment.userId !== user.id && !staff) throw refuse('errors.notAuthorised', 403);
      await tx.query('UPDATE comments SET deleted_at = $2, deleted_by = $3 WHERE id = $1', [commentId, this.clock.now(), user.id]);
      if (comment.parentId) await tx.query('UPDATE comments SET replies = greatest(replies - 1, 0) WHERE id = $1', [comment.parentId]);
      if (staff && comment.userId !== user.id)
        await audit(tx, { actorId: user.id, action: 'comment.delete', targetUserId: comment.userId, details: { commentId, text: comment.text }, at: this.clock.now() });
    });
  }

  /** Likes once per member: liking again changes nothing. */
  async like(commentId: string, userId: string, like: boolean): Promise<Comment> {
    await this.db.transaction(async (tx) => {
      if (!(await this.byId(tx, commentId, userId))) throw refuse('api.comments.commentNotFound', 404);
      const changed = like
        ? await tx.query('INSERT INTO comment_likes (comment_id, user_id, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING comment_id', [commentId, userId, this.clock.now()])
        : await tx.query('DELETE FROM comment_likes WHERE comment_id = $1 AND user_id = $2 RETURNING comment_id', [commentId, userId]);
      if (changed.length > 0) await tx.query('UPDATE comments SET likes = likes + $2 WHERE id = $1', [commentId, like ? 1 : -1]);
    });
    return (await this.byId(this.db, commentId, userId))!;
  }

  async report(commentId: string, reporterId: string, reason: ReportReason): Promise<void> {
    const comment = await this.byId(this.db, commentId, reporterId);
    if (!comment) throw refuse('api.comments.commentNotFound', 404);
    await this.moderation.report({ kind: 'comment', targetId: commentId, targetUserId: comment.userId, roomId: null, reporterId, reason });
  }

  /** The member's own comments, newest first ("My posts"). */
  async mine(userId: string, query: PageQuery): Promise<CursorPage<MyComment>> {
    const position = MINE_ORDER.position(query.cursor);
    const params: unknown[] = [userId];
    const rows = await this.db.query<CommentRow & KeyedRow>(
      `${SELECT.replace(' FROM comments c', `${MINE_ORDER.select} FROM comments c`)}
       WHERE c.user_id = $1 AND ${MINE_ORDER.after(position, params)}
       ORDER BY ${MINE_ORDER.orderBy} LIMIT ${MINE_ORDER.limit(query.pageSize, params)}`,
      params,
    );
    const page = MINE_ORDER.page(rows, query.pageSize);
    return { items: page.rows.map((row) => ({ ...toComment(row), deleted: Boolean(row.deleted_at) })), next: page.next };
  }

  private async byId(db: Queryable, commentId: string, viewerId: string | null): Promise<Comment | undefined> {
    const [row] = await db.query<CommentRow>(`${SELECT} WHERE c.id = $2 AND c.deleted_at IS NULL`, [viewerId, commentId]);
    return row ? toComment(row) : undefined;
  }
}
