// Plans over HTTP: lists and detail for everyone (the pick and explanation only when unlocked),
// publishing for experts, purchase and the blind box for users (Idempotency-Key), voiding and
// the price bounds for customer service.
import { PLAN_PATHS } from '@matchday/contracts/tips/contract';
import { pageQuerySchema } from '@matchday/contracts/http/paging';
import { planCreateSchema, planListQuerySchema, planSettingsSchema, purchaseSchema, voidPlanSchema } from '@matchday/contracts/tips/schemas';
import { SPORTS } from '@matchday/contracts/sports/contract';
import { TIPS_PATHS } from '@matchday/contracts/tips/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok, refuse } from '../../http/envelope';
import { currentUser, guard, optionalUser } from '../../http/guards';
import { idempotencyKeyOf } from '../../http/idempotency';
import { numericId, route } from '../../http/route';
import type { AccountsService } from '../accounts/service';
import type { BlindBoxService } from './blindBox';
import type { PlansService } from './service';
import type { SettlementService } from './settlement';

const planId = { planId: numericId('api.planNotFound') };

export async function plansRoutes(
  app: FastifyInstance,
  { accounts, plans, settlement, blindBox }: { accounts: AccountsService; plans: PlansService; settlement: SettlementService; blindBox: BlindBoxService },
): Promise<void> {
  const viewer = optionalUser(accounts);

  route(app, { method: 'GET', path: PLAN_PATHS.plans, preHandler: viewer, inputs: { query: planListQuerySchema } }, async (request, { query }) =>
    ok(await plans.list(request.user?.id ?? null, query)),
  );

  route(app, { method: 'GET', path: PLAN_PATHS.publishedPlans, preHandler: guard(accounts), inputs: { query: pageQuerySchema } }, async (request, { query }) =>
    ok(await plans.published(currentUser(request).id, query)),
  );

  route(app, { method: 'GET', path: TIPS_PATHS.settings, inputs: {} }, async () => ok(await plans.settings()));

  route(
    app,
    { method: 'PUT', path: TIPS_PATHS.opsSettings, preHandler: guard(accounts, { role: 'customer_service' }), inputs: { body: planSettingsSchema } },
    async (_request, { body }) => ok(await plans.updateSettings(body)),
  );

  route(
    app,
    { method: 'GET', path: TIPS_PATHS.publishable, preHandler: guard(accounts, { role: 'expert' }), inputs: { query: z.object({ sport: z.enum(SPORTS).optional() }) } },
    async (_request, { query }) => ok(await plans.publishable(query.sport)),
  );

  route(app, { method: 'GET', path: TIPS_PATHS.blindBox, preHandler: viewer, inputs: {} }, async (request) => ok(await blindBox.describe(request.user?.id ?? null)));

  route(app, { method: 'POST', path: TIPS_PATHS.blindBox, preHandler: guard(accounts), inputs: { idempotent: true } }, async (request) =>
    ok(await blindBox.open(currentUser(request).id, idempotencyKeyOf(request.headers))),
  );

  route(app, { method: 'GET', path: PLAN_PATHS.plan, preHandler: viewer, inputs: { params: planId } }, async (request, { params }) => {
    const plan = await plans.get(params.planId, request.user?.id ?? null);
    if (!plan) throw refuse('api.planNotFound', 404);
    return ok(plan);
  });

  route(app, { method: 'POST', path: PLAN_PATHS.plans, preHandler: guard(accounts, { role: 'expert' }), inputs: { body: planCreateSchema } }, async (request, { body }) =>
    ok(await plans.create(currentUser(request).id, body)),
  );

  for (const path of [PLAN_PATHS.purchases, PLAN_PATHS.purchasesFormerly]) {
    route(
      app,
      { method: 'POST', path, preHandler: guard(accounts), inputs: { body: purchaseSchema, idempotent: true } },
      async (request, { body }) => ok(await plans.purchase(currentUser(request).id, String(body.planId), idempotencyKeyOf(request.headers))),
    );
  }

  route(
    app,
    { method: 'POST', path: TIPS_PATHS.opsVoid, preHandler: guard(accounts, { role: 'customer_service' }), inputs: { params: planId, body: voidPlanSchema } },
    async (request, { params, body }) => ok(await settlement.voidPlan(params.planId, body.reason, currentUser(request).id)),
  );
}
