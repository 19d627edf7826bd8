// Field data over HTTP: beacons in from anyone's browser, figures out to staff. A beacon's answer
// is read by no page (`sendBeacon` does not show it), only by a developer in the network tab: a
// stored beacon is an empty envelope, a malformed one a translated 400, a flood a translated 429.
import type { Role } from '@matchday/contracts/accounts/contract';
import { RUM_LIMITS, RUM_PATHS } from '@matchday/contracts/rum/contract';
import { RUM_FIGURES_MESSAGE_VALUES, rumFiguresQuerySchema } from '@matchday/contracts/rum/schemas';
import { apiRoute } from '@matchday/contracts/http/paths';
import type { FastifyInstance } from 'fastify';
import { ok, Refusal } from '../../http/envelope';
import { guard } from '../../http/guards';
import { route } from '../../http/route';
import type { AccountsService } from '../accounts/service';
import type { RumService } from './service';

/** Who reads the figures: operators run releases on them, customer service answers fans about a slow or broken page. */
export const FIELD_DATA_READERS: readonly Role[] = ['operator', 'customer_service'];

export async function rumRoutes(app: FastifyInstance, { accounts, rum }: { accounts: AccountsService; rum: RumService }): Promise<void> {
  route(
    app,
    {
      method: 'GET',
      path: RUM_PATHS.figures,
      preHandler: guard(accounts, { role: FIELD_DATA_READERS }),
      inputs: { query: rumFiguresQuerySchema, values: RUM_FIGURES_MESSAGE_VALUES },
    },
    async (_request, { query }) => ok(await rum.figures(query.minutes, query.remote)),
  );

  // Its own scope: the api reads no text/plain elsewhere, and a beacon's body is checked (and
  // what is dropped counted) by the service rather than refused by a route's schema.
  await app.register(async (beacons) => {
    beacons.removeAllContentTypeParsers();
    beacons.addContentTypeParser('*', { parseAs: 'string', bodyLimit: RUM_LIMITS.beaconBytes }, (_request, body, done) => done(null, body));
    // fastify refuses a body too large (or cut short) before the handler: counted here as
    // malformed, then answered by the app's handler in the envelope.
    beacons.setErrorHandler(async (error) => {
      const status = (error as { statusCode?: number }).statusCode ?? 500;
      if (!(error instanceof Refusal) && status >= 400 && status < 500) await rum.drop('malformed');
      throw error;
    });
    beacons.post(
      apiRoute(RUM_PATHS.beacon),
      // The flood limit first, before the body is read: a flood costs no parsing.
      { onRequest: (request) => rum.admit(request.ip) },
      async (request) => {
        await rum.receive(request.body);
        return ok(null);
      },
    );
  });
}
