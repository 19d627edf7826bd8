// Conditional GETs: a weak ETag over the answer's bytes, and 304 Not Modified when the client
// already has it. Registered per domain (public reads), with the Cache-Control each route sets.
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';

export function etagOf(payload: string | Buffer): string {
  return `W/"${crypto.createHash('sha1').update(payload).digest('base64url').slice(0, 22)}"`;
}

const matches = (header: string | undefined, tag: string): boolean =>
  !!header && header.split(',').some((candidate) => candidate.trim() === '*' || candidate.trim() === tag || candidate.trim() === tag.slice(2));

export function addEtags(app: FastifyInstance, defaultCacheControl = 'no-cache'): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' || reply.statusCode !== 200) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const tag = etagOf(payload);
    reply.header('etag', tag);
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', defaultCacheControl);
    if (matches(request.headers['if-none-match'], tag)) {
      reply.code(304);
      reply.removeHeader('content-type');
      reply.removeHeader('content-length');
      return '';
    }
    return payload;
  });
}
