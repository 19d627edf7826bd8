// Serves the HLS folders as a CDN origin would: playlists are revalidated on every request
// (they change each segment), segments are immutable (their names are never reused), and only
// names the packager writes are served.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

const FILE = /^\/hls\/([A-Za-z0-9]{4,32})\/(index\.m3u8|[a-z0-9]{1,12}-\d{5,9}\.ts)$/;

export function hlsHeaders(file: string): Record<string, string> {
  const playlist = file.endsWith('.m3u8');
  return {
    'Content-Type': playlist ? 'application/vnd.apple.mpegurl' : 'video/mp2t',
    'Cache-Control': playlist ? 'no-cache' : 'public, max-age=31536000, immutable',
    'Access-Control-Allow-Origin': '*',
    'X-Content-Type-Options': 'nosniff',
  };
}

export function createHlsServer(root: string): http.Server {
  return http.createServer((request, response) => {
    const match = request.method === 'GET' || request.method === 'HEAD' ? FILE.exec(new URL(request.url ?? '/', 'http://localhost').pathname) : null;
    if (!match) {
      response.writeHead(404, { 'Content-Type': 'text/plain', 'Cache-Control': 'no-store' }).end('not found');
      return;
    }
    const file = path.join(root, match[1]!, match[2]!);
    fs.readFile(file, (error, data) => {
      if (error) {
        response.writeHead(404, { 'Content-Type': 'text/plain', 'Cache-Control': 'no-store' }).end('not found');
        return;
      }
      response.writeHead(200, { ...hlsHeaders(file), 'Content-Length': String(data.length) });
      response.end(request.method === 'HEAD' ? undefined : data);
    });
  });
}
