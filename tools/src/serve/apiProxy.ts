// The shell's origin forwards `/api/*` to the api, so the site calls its own origin (the
// runtime base address is `/`) and the api needs no cross-origin rules. The client address goes
// along in X-Forwarded-For for the api's per-address limits.
import http from 'node:http';
import type { DynamicRoute } from './staticServer';

export function apiProxy(apiOrigin: string): DynamicRoute {
  const target = new URL(apiOrigin);
  return (request, response) => {
    if (!request.url?.startsWith('/api/')) return false;
    const forwardedFor = [request.headers['x-forwarded-for'], request.socket.remoteAddress].filter(Boolean).join(', ');
    const upstream = http.request(
      {
        hostname: target.hostname,
        port: target.port,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, host: target.host, 'x-forwarded-for': forwardedFor },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
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
