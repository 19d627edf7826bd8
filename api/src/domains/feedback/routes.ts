// Feedback over HTTP: anyone may send it; a signed-in user's is linked to their account.
import { API_PATHS, apiRoute } from '@matchday/shared/api/paths';
import { FEEDBACK_MESSAGE_VALUES, feedbackSchema } from '@matchday/shared/api/schemas';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import { optionalUser } from '../../http/guards';
import { parse } from '../../http/validation';
import type { AccountsService } from '../accounts/service';
import type { FeedbackService } from './service';

export async function feedbackRoutes(app: FastifyInstance, { accounts, feedback }: { accounts: AccountsService; feedback: FeedbackService }): Promise<void> {
  app.post(apiRoute(API_PATHS.feedback), { preHandler: optionalUser(accounts) }, async (request) => {
    const body = parse(feedbackSchema, request.body, FEEDBACK_MESSAGE_VALUES);
    return ok(await feedback.submit(body, { userId: request.user?.id ?? null, address: request.ip }));
  });
}
