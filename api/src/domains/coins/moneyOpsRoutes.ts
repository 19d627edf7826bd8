// Customer service's money tools over HTTP: the providers' notifications (held ones to review), a
// top-up looked up and refunded (idempotent: a double click refunds once), and reconciliation's
// latest findings (and a run now).
import { PAYMENT_PATHS, PAYMENT_PROVIDERS } from '@matchday/contracts/coins/contract';
import { noticeListSchema, noticeReviewSchema, refundSchema } from '@matchday/contracts/coins/schemas';
import { pageQuerySchema } from '@matchday/contracts/http/paging';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok, refuse } from '../../http/envelope';
import { currentUser, guard } from '../../http/guards';
import { idempotencyKeyOf } from '../../http/idempotency';
import { numericId, route } from '../../http/route';
import type { AccountsService } from '../accounts/service';
import type { MoneyOpsService } from './moneyOps';
import type { RefundsService } from './refunds';

export async function moneyOpsRoutes(app: FastifyInstance, { accounts, refunds, moneyOps }: { accounts: AccountsService; refunds: RefundsService; moneyOps: MoneyOpsService }): Promise<void> {
  const customerService = guard(accounts, { role: 'customer_service' });
  const topUpId = { topUpId: numericId('api.payments.topUpNotFound') };

  route(
    app,
    { method: 'GET', path: PAYMENT_PATHS.opsNotices, preHandler: customerService, inputs: { query: pageQuerySchema.merge(noticeListSchema) } },
    async (_request, { query }) => ok(await moneyOps.notices(query.outcome, query)),
  );
  route(
    app,
    {
      method: 'POST',
      path: PAYMENT_PATHS.opsNoticeReview,
      preHandler: customerService,
      inputs: {
        params: { provider: { schema: z.enum(PAYMENT_PROVIDERS), notFound: 'api.payments.noticeNotFound' }, eventId: { schema: z.string().min(1).max(200), notFound: 'api.payments.noticeNotFound' } },
        body: noticeReviewSchema,
      },
    },
    async (request, { params, body }) => ok(await moneyOps.review(currentUser(request).id, params.provider, params.eventId, body.note)),
  );
  route(app, { method: 'GET', path: PAYMENT_PATHS.opsTopUp, preHandler: customerService, inputs: { params: topUpId } }, async (_request, { params }) => ok(await refunds.topUp(params.topUpId)));
  route(
    app,
    { method: 'POST', path: PAYMENT_PATHS.opsRefunds, preHandler: customerService, inputs: { params: topUpId, body: refundSchema, idempotent: true } },
    async (request, { params, body }) => ok(await refunds.refund(currentUser(request).id, params.topUpId, body, idempotencyKeyOf(request.headers))),
  );
  route(app, { method: 'GET', path: PAYMENT_PATHS.opsReconciliation, preHandler: customerService }, async () => ok(await moneyOps.report()));
  route(app, { method: 'POST', path: PAYMENT_PATHS.opsReconciliation, preHandler: customerService }, async () => {
    const report = await moneyOps.reconcile();
    if (!report) throw refuse('api.unavailable', 409);
    return ok(report);
  });
}
