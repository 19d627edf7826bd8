// Streamer applications over HTTP: the signed-in user's standing and application; customer
// service's queue and review.
import { pageQuerySchema } from '@matchday/contracts/http/paging';
import { streamerApplicationSchema } from '@matchday/contracts/streamers/schemas';
import { applicationReviewSchema } from '@matchday/contracts/tips/schemas';
import { STREAMER_PATHS } from '@matchday/contracts/streamers/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { currentUser, guard } from '../../http/guards';
import { numericId, route } from '../../http/route';
import type { AccountsService } from '../accounts/service';
import type { StreamersService } from './service';

export async function streamersRoutes(app: FastifyInstance, { accounts, streamers }: { accounts: AccountsService; streamers: StreamersService }): Promise<void> {
  const signedIn = guard(accounts);
  const customerService = guard(accounts, { role: 'customer_service' });

  route(app, { method: 'GET', path: STREAMER_PATHS.application, preHandler: signedIn, inputs: {} }, async (request) =>
    ok(await streamers.status(currentUser(request).id)),
  );

  route(app, { method: 'POST', path: STREAMER_PATHS.application, preHandler: signedIn, inputs: { body: streamerApplicationSchema } }, async (request, { body }) =>
    ok(await streamers.apply(currentUser(request).id, body)),
  );

  route(
    app,
    {
      method: 'GET',
      path: STREAMER_PATHS.opsApplications,
      preHandler: customerService,
      inputs: { query: pageQuerySchema.extend({ status: z.enum(['pending', 'approved', 'failed']).optional() }) },
    },
    async (_request, { query }) => ok(await streamers.applications(query.status, query)),
  );

  route(
    app,
    {
      method: 'POST',
      path: STREAMER_PATHS.opsReview,
      preHandler: customerService,
      inputs: { params: { applicationId: numericId('api.streamers.applicationNotFound') }, body: applicationReviewSchema },
    },
    async (request, { params, body }) => ok(await streamers.review(params.applicationId, body, currentUser(request).id)),
  );
}
