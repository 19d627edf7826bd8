// Coins over HTTP: balance, history, orders and customer-service grants (top-ups: paymentRoutes.ts). Every request
// that moves coins needs an Idempotency-Key.
import { GRANT_LIMITS, grantSchema } from '@matchday/contracts/coins/schemas';
import { pageQuerySchema } from '@matchday/contracts/http/paging';
import { COIN_PATHS } from '@matchday/contracts/coins/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import { currentUser, guard } from '../../http/guards';
import { idempotencyKeyOf } from '../../http/idempotency';
import { route } from '../../http/route';
import type { AccountsService } from '../accounts/service';
import type { CoinsService } from './service';

export async function coinsRoutes(app: FastifyInstance, { accounts, coins }: { accounts: AccountsService; coins: CoinsService }): Promise<void> {
  const signedIn = guard(accounts);

  route(app, { method: 'GET', path: COIN_PATHS.balance, preHandler: signedIn }, async (request) => ok({ balance: await coins.balance(currentUser(request).id) }));

  route(app, { method: 'GET', path: COIN_PATHS.coinHistory, preHandler: signedIn, inputs: { query: pageQuerySchema } }, async (request, { query }) =>
    ok(await coins.history(currentUser(request).id, query)),
  );

  route(app, { method: 'GET', path: COIN_PATHS.orders, preHandler: signedIn, inputs: { query: pageQuerySchema } }, async (request, { query }) =>
    ok(await coins.orders(currentUser(request).id, query)),
  );

  route(
    app,
    {
      method: 'POST',
      path: COIN_PATHS.grants,
      preHandler: guard(accounts, { role: 'customer_service' }),
      inputs: { body: grantSchema, values: GRANT_LIMITS, idempotent: true },
    },
    async (request, { body }) => ok(await coins.grant(currentUser(request).id, body, idempotencyKeyOf(request.headers))),
  );
}
