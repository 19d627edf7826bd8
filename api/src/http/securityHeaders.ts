// Security headers on every answer (helmet) and CORS for the site's own origins only. The api
// answers JSON and images, never a page: its policy allows nothing to run, nothing to frame it.
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { IDEMPOTENCY_HEADER } from './idempotency';

export async function registerSecurityHeaders(app: FastifyInstance, siteOrigins: string[]): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"], baseUri: ["'none'"], formAction: ["'none'"] } },
    // Avatars are shown by the site's pages, on the same site (its origin, or the api's subdomain).
    crossOriginResourcePolicy: { policy: 'same-site' },
    referrerPolicy: { policy: 'no-referrer' },
  });
  const allowed = new Set(siteOrigins);
  await app.register(cors, {
    // Requests without an Origin (same-origin through the site's proxy, servers) need no CORS.
    origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['content-type', 'token', 'lan', IDEMPOTENCY_HEADER, 'if-none-match'],
    exposedHeaders: ['etag'],
    maxAge: 600,
  });
}
