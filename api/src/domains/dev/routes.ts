// Development only (never registered in production): the SMS inbox, so the README's demo and
// the end-to-end tests can read a verification code that would otherwise arrive by SMS.
import { API_PATHS, apiRoute } from '@matchday/shared/api/paths';
import { phoneSchema } from '@matchday/shared/api/schemas';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import type { DevelopmentSmsSender } from '../../sms/smsSender';

const inboxQuerySchema = z.object({ phone: phoneSchema });

export async function devRoutes(app: FastifyInstance, { sms }: { sms: DevelopmentSmsSender }): Promise<void> {
  route(app, { method: 'GET', url: apiRoute(API_PATHS.devSms), inputs: { query: inboxQuerySchema } }, async (_request, { query }) =>
    ok({ messages: sms.messagesTo(query.phone) }),
  );
}
