// Customer service over HTTP: ban, mute and roles.
import { flagsSchema, rolesSchema } from '@matchday/shared/api/schemas';
import type { FastifyInstance } from 'fastify';
import { ok, refuse } from '../../http/envelope';
import { guard } from '../../http/guards';
import { parse } from '../../http/validation';
import type { AccountsService } from '../accounts/service';
import type { OpsService } from './service';

const userIdOf = (value: string): string => {
  if (!/^\d{1,18}$/.test(value)) throw refuse('api.userNotFound', 404);
  return value;
};

export async function opsRoutes(app: FastifyInstance, { accounts, ops }: { accounts: AccountsService; ops: OpsService }): Promise<void> {
  const customerService = guard(accounts, { role: 'customer_service' });

  app.put<{ Params: { userId: string } }>('/ops/users/:userId/flags', { preHandler: customerService }, async (request) =>
    ok(await ops.setFlags(userIdOf(request.params.userId), parse(flagsSchema, request.body))),
  );

  app.put<{ Params: { userId: string } }>('/ops/users/:userId/roles', { preHandler: customerService }, async (request) =>
    ok(await ops.setRoles(userIdOf(request.params.userId), parse(rolesSchema, request.body).roles)),
  );
}
