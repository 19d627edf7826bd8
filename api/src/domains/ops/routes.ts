// Customer service over HTTP: ban, mute, and a user's roles (read and given).
import { API_PATHS } from '@matchday/shared/api/paths';
import { flagsSchema, rolesSchema } from '@matchday/shared/api/schemas';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import { currentUser, guard } from '../../http/guards';
import { numericId, route } from '../../http/route';
import type { AccountsService } from '../accounts/service';
import type { OpsService } from './service';

const userId = { userId: numericId('api.userNotFound') };

export async function opsRoutes(app: FastifyInstance, { accounts, ops }: { accounts: AccountsService; ops: OpsService }): Promise<void> {
  const customerService = guard(accounts, { role: 'customer_service' });

  route(app, { method: 'GET', path: API_PATHS.opsUser, preHandler: customerService, inputs: { params: userId } }, async (_request, { params }) =>
    ok(await ops.user(params.userId)),
  );

  route(app, { method: 'PUT', path: API_PATHS.userFlags, preHandler: customerService, inputs: { params: userId, body: flagsSchema } }, async (request, { params, body }) =>
    ok(await ops.setFlags(params.userId, body, currentUser(request).id)),
  );

  route(app, { method: 'PUT', path: API_PATHS.userRoles, preHandler: customerService, inputs: { params: userId, body: rolesSchema } }, async (request, { params, body }) =>
    ok(await ops.setRoles(params.userId, body.roles, currentUser(request).id)),
  );
}
