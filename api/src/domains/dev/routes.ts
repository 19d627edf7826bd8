// Development only (never registered in production): the SMS inbox, so the README's demo and
// the end-to-end tests can read a verification code that would otherwise arrive by SMS.
import { API_PATHS, apiRoute } from '@matchday/shared/api/paths';
import type { FastifyInstance } from 'fastify';
import { ok, refuse } from '../../http/envelope';
import { parse } from '../../http/validation';
import type { DevelopmentSmsSender } from '../../sms/smsSender';
import { requestCodeSchema } from '@matchday/shared/api/schemas';

export async function devRoutes(app: FastifyInstance, { sms }: { sms: DevelopmentSmsSender }): Promise<void> {
  app.get<{ Querystring: { phone?: string } }>(apiRoute(API_PATHS.devSms), async (request) => {
    if (!request.query.phone) throw refuse('validation.phoneBlank', 400);
    const { phone } = parse(requestCodeSchema.pick({ phone: true }), { phone: request.query.phone });
    return ok({ messages: sms.messagesTo(phone) });
  });
}
