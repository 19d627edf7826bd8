// Feedback over HTTP: anyone may send it; a signed-in user's is linked to their account.
import { FEEDBACK_PATHS } from '@matchday/contracts/feedback/contract';
import { FEEDBACK_MESSAGE_VALUES, feedbackSchema } from '@matchday/contracts/feedback/schemas';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import { optionalUser } from '../../http/guards';
import { route } from '../../http/route';
import type { AccountsService } from '../accounts/service';
import type { FeedbackService } from './service';

export async function feedbackRoutes(app: FastifyInstance, { accounts, feedback }: { accounts: AccountsService; feedback: FeedbackService }): Promise<void> {
  route(
    app,
    { method: 'POST', path: FEEDBACK_PATHS.feedback, preHandler: optionalUser(accounts), inputs: { body: feedbackSchema, values: FEEDBACK_MESSAGE_VALUES } },
    async (request, { body }) => ok(await feedback.submit(body, { userId: request.user?.id ?? null, address: request.ip })),
  );
}
