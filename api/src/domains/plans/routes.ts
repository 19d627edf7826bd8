// Plans over HTTP: list and detail for everyone (the explanation only when unlocked), publishing
// for experts, purchase for users (Idempotency-Key), settlement for customer service.
import { paginationSchema, planCreateSchema, purchaseSchema, settleSchema } from '@matchday/shared/api/schemas';
import { API_PATHS, apiRoute } from '@matchday/shared/api/paths';
import type { FastifyInstance } from 'fastify';
import { ok, refuse } from '../../http/envelope';
import { currentUser, guard, optionalUser } from '../../http/guards';
import { idempotencyKeyOf } from '../../http/idempotency';
import { numericId, route } from '../../http/route';
import type { AccountsService } from '../accounts/service';
import type { PlansService } from './service';

const planId = { planId: numericId('api.planNotFound') };

export async function plansRoutes(app: FastifyInstance, { accounts, plans }: { accounts: AccountsService; plans: PlansService }): Promise<void> {
  const viewer = optionalUser(accounts);

  route(app, { method: 'GET', url: apiRoute(API_PATHS.plans), preHandler: viewer, inputs: { query: paginationSchema } }, async (request, { query }) =>
    ok(await plans.list(request.user?.id ?? null, query.page, query.pageSize)),
  );

  route(app, { method: 'GET', url: apiRoute(API_PATHS.publishedPlans), preHandler: guard(accounts), inputs: { query: paginationSchema } }, async (request, { query }) => {
    const me = currentUser(request).id;
    return ok(await plans.list(me, query.page, query.pageSize, me));
  });

  route(app, { method: 'GET', url: apiRoute(API_PATHS.plan), preHandler: viewer, inputs: { params: planId } }, async (request, { params }) => {
    const plan = await plans.get(params.planId, request.user?.id ?? null);
    if (!plan) throw refuse('api.planNotFound', 404);
    return ok(plan);
  });

  route(app, { method: 'POST', url: apiRoute(API_PATHS.plans), preHandler: guard(accounts, { role: 'expert' }), inputs: { body: planCreateSchema } }, async (request, { body }) =>
    ok(await plans.create(currentUser(request).id, body)),
  );

  route(
    app,
    { method: 'POST', url: apiRoute(API_PATHS.purchases), preHandler: guard(accounts), inputs: { body: purchaseSchema, idempotent: true } },
    async (request, { body }) => ok(await plans.purchase(currentUser(request).id, String(body.planId), idempotencyKeyOf(request.headers))),
  );

  route(
    app,
    { method: 'POST', url: apiRoute(API_PATHS.settlePlan), preHandler: guard(accounts, { role: 'customer_service' }), inputs: { params: planId, body: settleSchema } },
    async (request, { params, body }) => ok(await plans.settle(params.planId, body.result, currentUser(request).id)),
  );
}
