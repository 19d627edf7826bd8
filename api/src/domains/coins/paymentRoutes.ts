// Coins for money over HTTP: the shop (public), starting a top-up and following it (signed in,
// idempotent), customer service's packages and debts, and the providers' notifications. A
// notification is read from its raw body (Stripe signs the bytes); one that does not verify
// changes nothing and is answered so that the provider knows (Stripe: 400; Alipay: `fail`). A
// verified one is answered as received once it is kept — applied, found to need nothing, or held
// for an operator — so the provider stops sending it; Alipay hears `success` only after the
// credit is committed.
import { apiRoute } from '@matchday/contracts/http/paths';
import { PAYMENT_PATHS, type PaymentProviderName } from '@matchday/contracts/coins/contract';
import { checkoutSchema, coinPackageSchema } from '@matchday/contracts/coins/schemas';
import { pageQuerySchema } from '@matchday/contracts/http/paging';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ok } from '../../http/envelope';
import { currentUser, guard } from '../../http/guards';
import { idempotencyKeyOf } from '../../http/idempotency';
import { numericId, route } from '../../http/route';
import { languageOf } from '../../i18n/messages';
import { NotificationRefused } from '../../payments/paymentProvider';
import type { AccountsService } from '../accounts/service';
import type { CoinPackagesService } from './packages';
import type { TopUpsService } from './topUps';

const NOTIFICATION_MAX_BYTES = 256 * 1024;

export async function paymentRoutes(
  app: FastifyInstance,
  { accounts, topUps, coinPackages }: { accounts: AccountsService; topUps: TopUpsService; coinPackages: CoinPackagesService },
): Promise<void> {
  const signedIn = guard(accounts);
  const customerService = guard(accounts, { role: 'customer_service' });

  route(app, { method: 'GET', path: PAYMENT_PATHS.shop }, async () => ok(await topUps.shop()));
  route(app, { method: 'POST', path: PAYMENT_PATHS.topUps, preHandler: signedIn, inputs: { body: checkoutSchema, idempotent: true } }, async (request, { body }) =>
    ok(await topUps.start(currentUser(request).id, body, idempotencyKeyOf(request.headers), languageOf(request.headers.lan))),
  );
  route(app, { method: 'GET', path: PAYMENT_PATHS.topUps, preHandler: signedIn, inputs: { query: pageQuerySchema } }, async (request, { query }) =>
    ok(await topUps.list(currentUser(request).id, query)),
  );
  route(
    app,
    { method: 'GET', path: PAYMENT_PATHS.topUp, preHandler: signedIn, inputs: { params: { topUpId: numericId('api.payments.topUpNotFound') } } },
    async (request, { params }) => ok(await topUps.one(currentUser(request).id, params.topUpId)),
  );

  route(app, { method: 'GET', path: PAYMENT_PATHS.opsPackages, preHandler: customerService }, async () => ok(await coinPackages.all()));
  route(app, { method: 'POST', path: PAYMENT_PATHS.opsPackages, preHandler: customerService, inputs: { body: coinPackageSchema } }, async (request, { body }) =>
    ok(await coinPackages.create(body, currentUser(request).id)),
  );
  route(
    app,
    { method: 'PUT', path: PAYMENT_PATHS.opsPackage, preHandler: customerService, inputs: { params: { packageId: numericId('api.payments.packageNotFound') }, body: coinPackageSchema } },
    async (request, { params, body }) => ok(await coinPackages.update(params.packageId, body, currentUser(request).id)),
  );
  route(app, { method: 'GET', path: PAYMENT_PATHS.opsDebts, preHandler: customerService, inputs: { query: pageQuerySchema } }, async (_request, { query }) =>
    ok(await coinPackages.debts(query)),
  );

  // The providers' notifications: their bodies as bytes, whatever their type.
  await app.register(async (notifications) => {
    notifications.removeAllContentTypeParsers();
    notifications.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: NOTIFICATION_MAX_BYTES }, (_request, body, done) => done(null, body));
    const receive = (provider: PaymentProviderName, answer: { done: (reply: FastifyReply) => unknown; refused: (reply: FastifyReply) => unknown }) =>
      async (request: FastifyRequest, reply: FastifyReply) => {
        const adapter = topUps.provider(provider);
        if (!adapter) return reply.status(404).send({ error: `${provider} is not configured` });
        let notices;
        try {
          notices = await adapter.readNotification(Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0), request.headers);
        } catch (error) {
          if (!(error instanceof NotificationRefused)) throw error;
          request.log.warn({ provider, why: error.message }, 'payment notification refused');
          return answer.refused(reply);
        }
        for (const notice of notices) {
          const outcome = await topUps.apply(provider, notice);
          if (outcome.applied) request.log.info({ provider, event: notice.eventId, type: notice.type, topUp: outcome.topUpId }, 'payment notification applied');
          else if (outcome.held) request.log.warn({ provider, event: notice.eventId, type: notice.type, why: outcome.why }, 'payment notification held for an operator');
          else request.log.warn({ provider, event: notice.eventId, type: notice.type, why: outcome.why }, 'payment notification changed nothing');
        }
        return answer.done(reply);
      };
    notifications.post(
      apiRoute(PAYMENT_PATHS.stripeWebhook),
      receive('stripe', {
        done: (reply) => reply.send({ received: true }),
        refused: (reply) => reply.status(400).send({ error: 'signature' }),
      }),
    );
    notifications.post(
      apiRoute(PAYMENT_PATHS.alipayNotify),
      receive('alipay', {
        done: (reply) => reply.type('text/plain').send('success'),
        refused: (reply) => reply.type('text/plain').send('fail'),
      }),
    );
  });
}
