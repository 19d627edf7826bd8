// Customer service over HTTP: ban, mute, and a user's roles (read and given).
import { OPS_PATHS } from '@matchday/contracts/ops/contract';
import { flagsSchema, rolesSchema } from '@matchday/contracts/ops/schemas';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import { currentUser, guard } from '../../http/guards';
import { numericId, route } from '../../http/route';
import type { AccountsService } from '../accounts/service';
import type { OpsService } from './service';

const userId = { userId: numericId('api.userNotFound') };

export async function opsRoutes(app: FastifyInstance, { accounts, ops }: { accounts: AccountsService; ops: OpsService }): Promise<void> {
  const customerService = guard(accounts, { role: 'customer_service' });

  route(app, { method: 'GET', path: OPS_PATHS.opsUser, preHandler: customerService, inputs: { params: userId } }, async (_request, { params }) =>
    ok(await ops.user(params.userId)),
  );

  route(app, { method: 'PUT', path: OPS_PATHS.userFlags, preHandler: customerService, inputs: { params: userId, body: flagsSchema } }, async (request, { params, body }) =>
    ok(await ops.setFlags(params.userId, body, currentUser(request).id)),
  );

  route(app, { method: 'PUT', path: OPS_PATHS.userRoles, preHandler: customerService, inputs: { params: userId, body: rolesSchema } }, async (request, { params, body }) =>
    ok(await ops.setRoles(params.userId, body.roles, currentUser(request).id)),
  );
}
