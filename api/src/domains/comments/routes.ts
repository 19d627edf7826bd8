// Comments over HTTP: a thread, replies, comment and reply, delete, like, report, My posts.
import { COMMENT_PATHS } from '@matchday/contracts/comments/contract';
import { commentRepliesSchema, commentSchema, commentThreadSchema } from '@matchday/contracts/comments/schemas';
import { pageQuerySchema } from '@matchday/contracts/http/paging';
import { reportSchema } from '@matchday/contracts/lives/schemas';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import { currentUser, guard, optionalUser } from '../../http/guards';
import { numericId, route } from '../../http/route';
import type { AccountsService } from '../accounts/service';
import type { CommentsService } from './service';

const commentId = { commentId: numericId('api.comments.commentNotFound') };

export async function commentsRoutes(app: FastifyInstance, { accounts, comments }: { accounts: AccountsService; comments: CommentsService }): Promise<void> {
  const viewer = optionalUser(accounts);
  const signedIn = guard(accounts);

  route(app, { method: 'GET', path: COMMENT_PATHS.comments, preHandler: viewer, inputs: { query: commentThreadSchema } }, async (request, { query }) =>
    ok(await comments.thread(query.target, query.targetId, query, request.user?.id ?? null)),
  );
  route(
    app,
    { method: 'GET', path: COMMENT_PATHS.replies, preHandler: viewer, inputs: { params: commentId, query: commentRepliesSchema } },
    async (request, { params, query }) => ok(await comments.replies(params.commentId, query.cursor, request.user?.id ?? null)),
  );
  route(app, { method: 'POST', path: COMMENT_PATHS.comments, preHandler: signedIn, inputs: { body: commentSchema } }, async (request, { body }) =>
    ok(await comments.post(currentUser(request), body)),
  );
  route(app, { method: 'DELETE', path: COMMENT_PATHS.comment, preHandler: signedIn, inputs: { params: commentId } }, async (request, { params }) => {
    await comments.remove(params.commentId, currentUser(request));
    return ok(null);
  });
  route(app, { method: 'PUT', path: COMMENT_PATHS.like, preHandler: signedIn, inputs: { params: commentId } }, async (request, { params }) =>
    ok(await comments.like(params.commentId, currentUser(request).id, true)),
  );
  route(app, { method: 'DELETE', path: COMMENT_PATHS.like, preHandler: signedIn, inputs: { params: commentId } }, async (request, { params }) =>
    ok(await comments.like(params.commentId, currentUser(request).id, false)),
  );
  route(app, { method: 'POST', path: COMMENT_PATHS.report, preHandler: signedIn, inputs: { params: commentId, body: reportSchema } }, async (request, { params, body }) => {
    await comments.report(params.commentId, currentUser(request).id, body.reason);
    return ok(null);
  });
  route(app, { method: 'GET', path: COMMENT_PATHS.mine, preHandler: signedIn, inputs: { query: pageQuerySchema } }, async (request, { query }) =>
    ok(await comments.mine(currentUser(request).id, query)),
  );
}
