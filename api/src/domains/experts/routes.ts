// Experts over HTTP: applying and its review by customer service, records, the ranking,
// follows, and remarks on settled plans.
import { pageQuerySchema } from '@matchday/contracts/http/paging';
import { applicationReviewSchema, expertApplicationSchema, rankingQuerySchema, remarkCreateSchema } from '@matchday/contracts/tips/schemas';
import { TIPS_PATHS } from '@matchday/contracts/tips/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { currentUser, guard, optionalUser } from '../../http/guards';
import { numericId, route } from '../../http/route';
import type { AccountsService } from '../accounts/service';
import type { RemarksService } from './remarks';
import type { ExpertsService } from './service';

const expertId = { expertId: numericId('api.tips.expertNotFound') };

export async function expertsRoutes(
  app: FastifyInstance,
  { accounts, experts, remarks }: { accounts: AccountsService; experts: ExpertsService; remarks: RemarksService },
): Promise<void> {
  const signedIn = guard(accounts);
  const customerService = guard(accounts, { role: 'customer_service' });

  route(app, { method: 'GET', path: TIPS_PATHS.application, preHandler: signedIn, inputs: {} }, async (request) => ok(await experts.status(currentUser(request).id)));

  route(app, { method: 'POST', path: TIPS_PATHS.application, preHandler: signedIn, inputs: { body: expertApplicationSchema } }, async (request, { body }) =>
    ok(await experts.apply(currentUser(request).id, body)),
  );

  route(
    app,
    {
      method: 'GET',
      path: TIPS_PATHS.opsApplications,
      preHandler: customerService,
      inputs: { query: pageQuerySchema.extend({ status: z.enum(['pending', 'approved', 'failed']).optional() }) },
    },
    async (_request, { query }) => ok(await experts.applications(query.status, query)),
  );

  route(
    app,
    {
      method: 'POST',
      path: TIPS_PATHS.opsReview,
      preHandler: customerService,
      inputs: { params: { applicationId: numericId('api.tips.applicationNotFound') }, body: applicationReviewSchema },
    },
    async (request, { params, body }) => ok(await experts.review(params.applicationId, body, currentUser(request).id)),
  );

  route(app, { method: 'GET', path: TIPS_PATHS.ranking, inputs: { query: rankingQuerySchema } }, async (_request, { query }) =>
    ok(await experts.ranking(query.period, query.sort)),
  );

  route(app, { method: 'GET', path: TIPS_PATHS.expert, preHandler: optionalUser(accounts), inputs: { params: expertId } }, async (request, { params }) =>
    ok(await experts.record(params.expertId, request.user?.id ?? null)),
  );

  for (const [method, following] of [
    ['PUT', true],
    ['DELETE', false],
  ] as const)
    route(app, { method, path: TIPS_PATHS.follow, preHandler: signedIn, inputs: { params: expertId } }, async (request, { params }) =>
      ok(await experts.follow(currentUser(request).id, params.expertId, following)),
    );

  route(app, { method: 'GET', path: TIPS_PATHS.remarks, inputs: { query: pageQuerySchema } }, async (_request, { query }) =>
    ok(await remarks.list(query)),
  );

  route(app, { method: 'POST', path: TIPS_PATHS.remarks, preHandler: guard(accounts, { role: 'expert' }), inputs: { body: remarkCreateSchema } }, async (request, { body }) =>
    ok(await remarks.create(currentUser(request).id, String(body.planId), body.text)),
  );
}
