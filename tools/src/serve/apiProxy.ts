// The shell's origin forwards `/api/*` to the api, so the site calls its own origin (the
// runtime base address is `/`) and the api needs no cross-origin rules. The client address goes
// along in X-Forwarded-For for the api's per-address limits: the address this server saw, never
// what the client wrote (a client that could name its own address would escape every limit).
import http from 'node:http';
import type { Duplex } from 'node:stream';
import zlib from 'node:zlib';
import type { DynamicRoute } from './staticServer';

/** Headers in which a client could claim an address or a scheme; this server states its own. */
const FORWARDING_HEADERS = ['x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-real-ip', 'forwarded'];

/** The request's headers for the api: the client's own forwarding headers replaced by what this server saw. */
export function forwardedHeaders(request: http.IncomingMessage, host: string): http.OutgoingHttpHeaders {
  const headers: http.OutgoingHttpHeaders = { ...request.headers, host };
  for (const name of FORWARDING_HEADERS) delete headers[name];
  if (request.socket.remoteAddress) headers['x-forwarded-for'] = request.socket.remoteAddress;
  return headers;
}

/** What production's edge compresses (tools/cluster/nginx.conf: gzip_types, gzip_min_length). */
const COMPRESSED_TYPES = /^(application\/json|application\/vnd\.apple\.mpegurl|text\/)/i;
const COMPRESS_MIN_BYTES = 512;

/**
 * Whether an answer goes to the client gzipped, as the edge does in production (`gzip_proxied
 * any`): the client accepts it, the answer is not encoded yet, and is text of some size. Without
 * it a local site sent the home page's first list (100 KB of JSON) as it was, where a fan's
 * browser receives about a tenth of that.
 */
export function shouldCompress(request: http.IncomingMessage, answer: http.IncomingMessage): boolean {
  if (request.method === 'HEAD' || !/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) return false;
  if (answer.headers['content-encoding'] || answer.statusCode === 204 || answer.statusCode === 304) return false;
  if (!COMPRESSED_TYPES.test(String(answer.headers['content-type'] ?? ''))) return false;
  const length = answer.headers['content-length'];
  return length === undefined || Number(length) >= COMPRESS_MIN_BYTES;
}

/** Forwards requests under `prefix` to `origin` (the api; the ingest's HLS locally). */
export function apiProxy(apiOrigin: string, prefix = '/api/'): DynamicRoute {
  const target = new URL(apiOrigin);
  return (request, response) => {
    if (!request.url?.startsWith(prefix)) return false;
    const upstream = http.request(
      {
        hostname: target.hostname,
        port: target.port,
        method: request.method,
        path: request.url,
        headers: forwardedHeaders(request, target.host),
      },
      (answer) => {
        if (!shouldCompress(request, answer)) {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
          return;
        }
        const headers = { ...answer.headers, 'content-encoding': 'gzip', vary: answer.headers.vary ? `${answer.headers.vary}, Accept-Encoding` : 'Accept-Encoding' };
        delete headers['content-length'];
        response.writeHead(answer.statusCode ?? 502, headers);
        answer.pipe(zlib.createGzip({ level: 6 })).pipe(response);
      },
    );
    upstream.on('error', () => {
      if (response.headersSent) return response.destroy();
      response.writeHead(502, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
      response.end(JSON.stringify({ code: -1, msg: '' }));
    });
    request.pipe(upstream);
    return true;
  };
}

/** Websocket upgrades on `/api/*` (the realtime endpoint) go through to the api as well. */
export function apiUpgradeProxy(apiOrigin: string) {
  const target = new URL(apiOrigin);
  return (request: http.IncomingMessage, socket: Duplex, head: Buffer): void => {
    if (!request.url?.startsWith('/api/')) {
      socket.destroy();
      return;
    }
    const upstream = http.request({
      hostname: target.hostname,
      port: target.port,
      method: request.method,
      path: request.url,
      headers: forwardedHeaders(request, target.host),
    });
    upstream.on('upgrade', (answer, upstreamSocket, upstreamHead) => {
      const lines = [`HTTP/1.1 ${answer.statusCode} ${answer.statusMessage}`];
      for (let index = 0; index < answer.rawHeaders.length; index += 2) lines.push(`${answer.rawHeaders[index]}: ${answer.rawHeaders[index + 1]}`);
      socket.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (upstreamHead.length > 0) socket.write(upstreamHead);
      if (head.length > 0) upstreamSocket.write(head);
      upstreamSocket.pipe(socket).pipe(upstreamSocket);
      const close = () => {
        socket.destroy();
        upstreamSocket.destroy();
      };
      socket.on('error', close);
      upstreamSocket.on('error', close);
      socket.on('close', close);
      upstreamSocket.on('close', close);
    });
    // The api refused the upgrade (or is down): pass its answer on, or a 502.
    upstream.on('response', (answer) => {
      socket.end(`HTTP/1.1 ${answer.statusCode ?? 502} ${answer.statusMessage ?? 'Bad Gateway'}\r\nConnection: close\r\n\r\n`);
      answer.resume();
    });
    upstream.on('error', () => socket.end('HTTP/1.1 502 Bad Gateway\r\nConnection: close\r\n\r\n'));
    socket.on('error', () => upstream.destroy());
    upstream.end();
  };
}
