// Match alerts over HTTP: the VAPID key for anyone (a page subscribes with it), the rest for the
// signed-in fan's own browsers and choices (the fan comes from the token, never the address).
import { ALERT_PATHS, PUSH_SUBSCRIPTIONS_LIMIT } from '@matchday/contracts/alerts/contract';
import { alertPreferencesSchema, pushSubscriptionSchema, pushUnsubscribeSchema } from '@matchday/contracts/alerts/schemas';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import { currentUser, guard } from '../../http/guards';
import { route } from '../../http/route';
import type { AccountsService } from '../accounts/service';
import type { AlertsService } from './service';

export async function alertsRoutes(app: FastifyInstance, { accounts, alerts }: { accounts: AccountsService; alerts: AlertsService }): Promise<void> {
  const signedIn = guard(accounts);

  route(app, { method: 'GET', path: ALERT_PATHS.vapidKey }, async () => ok(await alerts.vapidKey()));

  route(
    app,
    { method: 'POST', path: ALERT_PATHS.subscriptions, preHandler: signedIn, inputs: { body: pushSubscriptionSchema, values: { max: PUSH_SUBSCRIPTIONS_LIMIT } } },
    async (request, { body }) => ok(await alerts.subscribe(currentUser(request), body, request.headers.lan)),
  );

  route(app, { method: 'DELETE', path: ALERT_PATHS.subscriptions, preHandler: signedIn, inputs: { body: pushUnsubscribeSchema } }, async (request, { body }) =>
    ok(await alerts.unsubscribe(currentUser(request).id, body.endpoint)),
  );

  route(app, { method: 'GET', path: ALERT_PATHS.preferences, preHandler: signedIn }, async (request) => ok(await alerts.preferences(currentUser(request).id)));

  route(app, { method: 'PUT', path: ALERT_PATHS.preferences, preHandler: signedIn, inputs: { body: alertPreferencesSchema } }, async (request, { body }) =>
    ok(await alerts.setPreferences(currentUser(request).id, body)),
  );
}
