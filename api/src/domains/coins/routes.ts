// Coins over HTTP: balance, history, orders, top-ups and customer-service grants. Every request
// that moves coins needs an Idempotency-Key.
import { GRANT_LIMITS, TOP_UP_LIMITS, grantSchema, paginationSchema, topUpSchema } from '@matchday/shared/api/schemas';
import { API_PATHS, apiRoute } from '@matchday/shared/api/paths';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import { currentUser, guard } from '../../http/guards';
import { idempotencyKeyOf } from '../../http/idempotency';
import { parse } from '../../http/validation';
import type { AccountsService } from '../accounts/service';
import type { CoinsService } from './service';

export async function coinsRoutes(app: FastifyInstance, { accounts, coins }: { accounts: AccountsService; coins: CoinsService }): Promise<void> {
  const signedIn = guard(accounts);

  app.get(apiRoute(API_PATHS.balance), { preHandler: signedIn }, async (request) => ok({ balance: await coins.balance(currentUser(request).id) }));

  app.get(apiRoute(API_PATHS.coinHistory), { preHandler: signedIn }, async (request) => {
    const { page, pageSize } = parse(paginationSchema, request.query);
    return ok(await coins.history(currentUser(request).id, page, pageSize));
  });

  app.get(apiRoute(API_PATHS.orders), { preHandler: signedIn }, async (request) => {
    const { page, pageSize } = parse(paginationSchema, request.query);
    return ok(await coins.orders(currentUser(request).id, page, pageSize));
  });

  app.post(apiRoute(API_PATHS.topUps), { preHandler: signedIn }, async (request) => {
    const key = idempotencyKeyOf(request.headers);
    return ok(await coins.topUp(currentUser(request).id, parse(topUpSchema, request.body, TOP_UP_LIMITS).amount, key));
  });

  app.post(apiRoute(API_PATHS.grants), { preHandler: guard(accounts, { role: 'customer_service' }) }, async (request) => {
    const key = idempotencyKeyOf(request.headers);
    return ok(await coins.grant(currentUser(request).id, parse(grantSchema, request.body, GRANT_LIMITS), key));
  });
}
