// Plans over HTTP: list and detail for everyone (the explanation only when unlocked), publishing
// for experts, purchase for users (Idempotency-Key), settlement for customer service.
import { paginationSchema, planCreateSchema, purchaseSchema, settleSchema } from '@matchday/shared/api/schemas';
import { API_PATHS, apiRoute } from '@matchday/shared/api/paths';
import type { FastifyInstance } from 'fastify';
import { ok, refuse } from '../../http/envelope';
import { currentUser, guard, optionalUser } from '../../http/guards';
import { idempotencyKeyOf } from '../../http/idempotency';
import { parse } from '../../http/validation';
import type { AccountsService } from '../accounts/service';
import type { PlansService } from './service';

const planIdOf = (value: string): string => {
  if (!/^\d{1,18}$/.test(value)) throw refuse('api.planNotFound', 404);
  return value;
};

export async function plansRoutes(app: FastifyInstance, { accounts, plans }: { accounts: AccountsService; plans: PlansService }): Promise<void> {
  const viewer = optionalUser(accounts);

  app.get('/plans', { preHandler: viewer }, async (request) => {
    const { page, pageSize } = parse(paginationSchema, request.query);
    return ok(await plans.list(request.user?.id ?? null, page, pageSize));
  });

  app.get(apiRoute(API_PATHS.publishedPlans), { preHandler: guard(accounts) }, async (request) => {
    const { page, pageSize } = parse(paginationSchema, request.query);
    const me = currentUser(request).id;
    return ok(await plans.list(me, page, pageSize, me));
  });

  app.get<{ Params: { planId: string } }>('/plans/:planId', { preHandler: viewer }, async (request) => {
    const plan = await plans.get(planIdOf(request.params.planId), request.user?.id ?? null);
    if (!plan) throw refuse('api.planNotFound', 404);
    return ok(plan);
  });

  app.post('/plans', { preHandler: guard(accounts, { role: 'expert' }) }, async (request) =>
    ok(await plans.create(currentUser(request).id, parse(planCreateSchema, request.body))),
  );

  app.post(apiRoute(API_PATHS.purchases), { preHandler: guard(accounts) }, async (request) => {
    const key = idempotencyKeyOf(request.headers);
    const { planId } = parse(purchaseSchema, request.body);
    return ok(await plans.purchase(currentUser(request).id, String(planId), key));
  });

  app.post<{ Params: { planId: string } }>(
    '/ops/plans/:planId/settle',
    { preHandler: guard(accounts, { role: 'customer_service' }) },
    async (request) => ok(await plans.settle(planIdOf(request.params.planId), parse(settleSchema, request.body).result, currentUser(request).id)),
  );
}
