// Customer service's moderation over HTTP: reports, sanctions and the audit log.
import { LIVE_PATHS } from '@matchday/contracts/lives/contract';
import { pageQuerySchema } from '@matchday/contracts/http/paging';
import { reportDecisionSchema, sanctionSchema } from '@matchday/contracts/lives/schemas';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { currentUser, guard } from '../../http/guards';
import { numericId, route } from '../../http/route';
import type { AccountsService } from '../accounts/service';
import type { ModerationService } from './service';

export async function moderationRoutes(app: FastifyInstance, { accounts, moderation }: { accounts: AccountsService; moderation: ModerationService }): Promise<void> {
  const customerService = guard(accounts, { role: 'customer_service' });

  route(
    app,
    { method: 'GET', path: LIVE_PATHS.opsReports, preHandler: customerService, inputs: { query: pageQuerySchema.extend({ status: z.enum(['open', 'handled', 'dismissed']).optional() }) } },
    async (_request, { query }) => ok(await moderation.reports(query.status, query)),
  );
  route(
    app,
    { method: 'POST', path: LIVE_PATHS.opsReport, preHandler: customerService, inputs: { params: { reportId: numericId('api.lives.reportNotFound') }, body: reportDecisionSchema } },
    async (request, { params, body }) => {
      await moderation.decideReport(params.reportId, body.decision, currentUser(request).id);
      return ok(null);
    },
  );
  route(app, { method: 'POST', path: LIVE_PATHS.opsSanctions, preHandler: customerService, inputs: { body: sanctionSchema } }, async (request, { body }) => {
    await moderation.sanction(body, currentUser(request).id);
    return ok(null);
  });
  route(app, { method: 'GET', path: LIVE_PATHS.opsAudit, preHandler: customerService, inputs: { query: pageQuerySchema } }, async (_request, { query }) =>
    ok(await moderation.auditLog(query)),
  );
}
