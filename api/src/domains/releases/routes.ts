// The release console over HTTP (operators; customer service reads too): the environment's
// releases, and each change the release command makes — a canary started, promoted or stopped, a
// remote switched or pinned, a roll-back — with the same checks, audited.
import { canaryRequestSchema, RELEASE_PATHS, releaseNoteSchema, remoteChangeSchema } from '@matchday/contracts/releases/contract';
import { REMOTE_IDS } from '@matchday/contracts/routes/routeTable';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import { currentUser, guard } from '../../http/guards';
import { route } from '../../http/route';
import { z } from 'zod';

const remoteParams = { remote: { schema: z.enum(REMOTE_IDS), notFound: 'api.releases.unknownRemote' } };
import type { AccountsService } from '../accounts/service';
import type { ReleasesService } from './service';

export async function releasesRoutes(app: FastifyInstance, { accounts, releases }: { accounts: AccountsService; releases: ReleasesService }): Promise<void> {
  const reader = guard(accounts, { role: ['operator', 'customer_service'] });
  const operator = guard(accounts, { role: 'operator' });
  const actor = (request: Parameters<typeof currentUser>[0]) => ({ userId: currentUser(request).id });

  route(app, { method: 'GET', path: RELEASE_PATHS.releases, preHandler: reader }, async () => ok(releases.read()));

  route(app, { method: 'POST', path: RELEASE_PATHS.canaries, preHandler: operator, inputs: { body: canaryRequestSchema } }, async (request, { body }) =>
    ok(await releases.startCanary(actor(request), body.remote, body.version, body.percent, body.note)),
  );

  route(app, { method: 'POST', path: RELEASE_PATHS.promote, preHandler: operator, inputs: { params: remoteParams, body: releaseNoteSchema } }, async (request, { params, body }) =>
    ok(await releases.promoteCanary(actor(request), params.remote, body.note)),
  );

  route(app, { method: 'DELETE', path: RELEASE_PATHS.canary, preHandler: operator, inputs: { params: remoteParams } }, async (request, { params }) =>
    ok(await releases.stopCanary(actor(request), params.remote)),
  );

  route(app, { method: 'PUT', path: RELEASE_PATHS.remote, preHandler: operator, inputs: { params: remoteParams, body: remoteChangeSchema } }, async (request, { params, body }) =>
    ok(
      body.enabled !== undefined
        ? await releases.setEnabled(actor(request), params.remote, body.enabled, body.note)
        : await releases.useVersion(actor(request), params.remote, body.version!, body.note),
    ),
  );

  route(app, { method: 'POST', path: RELEASE_PATHS.rollback, preHandler: operator, inputs: { body: releaseNoteSchema } }, async (request, { body }) =>
    ok(await releases.rollback(actor(request), body.note)),
  );
}
