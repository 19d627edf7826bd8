// Health for load balancers and operators: the process answers and its database does.
import { HEALTH_PATHS } from '@matchday/contracts/health/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  const started = Date.now();
  route(app, { method: 'GET', path: HEALTH_PATHS.health }, async (_request, _input, reply) => {
    try {
      await app.db.query('SELECT 1');
      return ok({ status: 'ok', database: app.db.kind, uptimeSeconds: Math.round((Date.now() - started) / 1000) });
    } catch (error) {
      app.log.error({ err: error }, 'health check: database unreachable');
      return reply.status(503).send({ code: -1, msg: 'database unreachable' });
    }
  });
}
