// What no request may bring in, and the answer to a request the framework itself refuses.
// Every refusal is the envelope (a translated 3000), never a fault: an address that does not
// decode, a NUL byte (PostgreSQL cannot store one), a path parameter past the router's limit,
// headers too large for the HTTP parser, a body that is not JSON or not JSON at all.
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_LOCALE } from '@matchday/contracts/i18n/locales';
import { languageOf, translate } from '../i18n/messages';
import { refuse } from './envelope';

/** Control characters no text of the site contains (tab, line breaks and the rest are fine). */
const FORBIDDEN = { test: (text: string) => text.includes('\u0000') };

/** The place of the first forbidden character in a parsed body (`items.2.name`), or null. */
export function forbiddenCharacterAt(value: unknown, path = 'body', depth = 0): string | null {
  if (typeof value === 'string') return FORBIDDEN.test(value) ? path : null;
  if (depth > 32) return path; // nested deeper than any request of the api
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = forbiddenCharacterAt(item, `${path}.${index}`, depth + 1);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) {
      const found = FORBIDDEN.test(key) ? `${path}.${key}` : forbiddenCharacterAt(item, `${path}.${key}`, depth + 1);
      if (found) return found;
    }
  return null;
}

/** The address, if it decodes and carries nothing forbidden. */
export function isCleanUrl(url: string): boolean {
  try {
    const [path = '', query = ''] = url.split('?', 2);
    const decoded = decodeURIComponent(path) + decodeURIComponent(query.replace(/\+/g, ' '));
    return !FORBIDDEN.test(decoded);
  } catch {
    return false;
  }
}

const send = (reply: FastifyReply, status: number, key: string) =>
  reply.status(status).header('content-type', 'application/json; charset=utf-8').send({ code: 3000, msg: translate(key, languageOf(reply.request.headers.lan)) });

/** fastify's own refusals (router, content-type parser, body limit) in the envelope. */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  switch (error.code) {
    case 'FST_ERR_MAX_PARAM_LENGTH':
      send(reply, 414, 'api.notFound');
      return;
    case 'FST_ERR_BAD_URL':
    case 'FST_ERR_ASYNC_CONSTRAINT':
    default:
      send(reply, 400, 'api.badRequest');
  }
}

/** The message for a 4xx fastify raises while reading a body. */
export function bodyErrorMessage(error: { code?: string; statusCode?: number }): string {
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || error.statusCode === 415) return 'api.unsupportedMediaType';
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || error.statusCode === 413) return 'api.requestTooLarge';
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || (error as { name?: string }).name === 'SyntaxError')
    return 'api.malformedJson';
  return 'api.badRequest';
}

/**
 * The HTTP parser refuses some requests before fastify sees them (headers too large, a broken
 * request line): they still get the envelope, in the site's default language.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
  const status = tooLarge ? '431 Request Header Fields Too Large' : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? '408 Request Timeout' : '400 Bad Request';
  const body = JSON.stringify({ code: 3000, msg: translate(tooLarge ? 'api.requestTooLarge' : 'api.badRequest', DEFAULT_LOCALE) });
  socket.end(`HTTP/1.1 ${status}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`);
}

/** Refuses an address that does not decode or carries a forbidden character, before routing. */
export function rejectUncleanUrls(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (!isCleanUrl(request.raw.url ?? '/')) throw refuse('api.badRequest', 400);
  });
}

/** A parsed body with a forbidden character is refused, naming the field. */
export function assertCleanBody(body: unknown): void {
  const at = forbiddenCharacterAt(body);
  if (at) throw refuse('api.invalidField', 400, { field: at.replace(/^body\.?/, '') || 'body' });
}

/**
 * A request that reaches the api once it has begun to shut down (a kept-alive connection, a
 * load balancer that has not noticed yet) is answered 503 in the envelope, closing the
 * connection, so the client retries elsewhere. Requests already in flight finish.
 */
export function refuseWhileClosing(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (request, reply) => {
    if (!closing) return;
    return reply
      .status(503)
      .header('connection', 'close')
      .header('retry-after', '1')
      .send({ code: -1, msg: translate('api.restarting', languageOf(request.headers.lan)) });
  });
}
