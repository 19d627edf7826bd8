// A small static file server with the headers a CDN would send: hashed chunks are immutable,
// manifests, entries and pages are revalidated every time; cross-origin reads are allowed so
// the shell can load remotes from their own origins. Text is sent as the build gzipped it
// (`<file>.gz`, tools/src/build/precompress.ts), or gzipped here once and kept in memory.
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { hasFreshPrecompressed, precompressedPath } from '../build/precompress';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};
const COMPRESSIBLE = /^(text\/|application\/(json|manifest\+json)|image\/svg)/;

/** A file name carrying a content hash (`main.1a2b3c4d5e.js`) never changes. */
export function isHashedAsset(filePath: string): boolean {
  return /\.[0-9a-f]{8,}\.[a-z0-9]+(\.map)?$/i.test(path.basename(filePath));
}

export function cacheControlFor(filePath: string): string {
  return isHashedAsset(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

export interface DynamicRoute {
  (request: http.IncomingMessage, response: http.ServerResponse): boolean | Promise<boolean>;
}

export interface StaticServerOptions {
  root: string;
  /** Page served for addresses that are not files (history-mode routing); null for none. */
  fallbackPage?: string | null;
  /** HTTP status of the fallback page for a path (404 for unknown routes). */
  fallbackStatus?: (pathname: string) => number;
  /** Answers some requests before files are looked at (runtime config, release, proxy). */
  routes?: DynamicRoute[];
  cors?: boolean;
}

interface CachedFile {
  mtimeMs: number;
  /** Whether `gzipped` is the build's `<file>.gz`. */
  precompressed: boolean;
  etag: string;
  body: Buffer;
  gzipped: Buffer | null;
}

export function createStaticServer(options: StaticServerOptions): http.Server {
  const root = path.resolve(options.root);
  const cache = new Map<string, CachedFile>();

  function load(file: string, stat: fs.Stats): CachedFile {
    const cached = cache.get(file);
    const type = CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream';
    const compressible = COMPRESSIBLE.test(type) && stat.size > 1024;
    const precompressed = compressible && hasFreshPrecompressed(file, stat);
    if (cached && cached.mtimeMs === stat.mtimeMs && cached.precompressed === precompressed) return cached;
    const body = fs.readFileSync(file);
    const entry: CachedFile = {
      mtimeMs: stat.mtimeMs,
      precompressed,
      etag: `"${crypto.createHash('sha1').update(body).digest('base64url')}"`,
      body,
      gzipped: !compressible ? null : precompressed ? fs.readFileSync(precompressedPath(file)) : zlib.gzipSync(body, { level: 9 }),
    };
    cache.set(file, entry);
    return entry;
  }

  function resolveFile(pathname: string): string | null {
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return null;
    }
    const file = path.resolve(root, `.${decoded}`);
    if (file !== root && !file.startsWith(`${root}${path.sep}`)) return null; // outside the root
    try {
      const stat = fs.statSync(file);
      if (stat.isFile()) return file;
      if (stat.isDirectory() && fs.existsSync(path.join(file, 'index.html'))) return path.join(file, 'index.html');
    } catch {
      return null;
    }
    return null;
  }

  function send(request: http.IncomingMessage, response: http.ServerResponse, file: string, status = 200): void {
    const stat = fs.statSync(file);
    const entry = load(file, stat);
    response.setHeader('Content-Type', CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream');
    response.setHeader('Cache-Control', status === 200 ? cacheControlFor(file) : 'no-cache');
    response.setHeader('ETag', entry.etag);
    response.setHeader('Vary', 'Accept-Encoding');
    if (status === 200 && request.headers['if-none-match'] === entry.etag) {
      response.statusCode = 304;
      response.end();
      return;
    }
    const gzip = entry.gzipped && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    const body = gzip ? entry.gzipped! : entry.body;
    if (gzip) response.setHeader('Content-Encoding', 'gzip');
    response.setHeader('Content-Length', body.length);
    response.statusCode = status;
    response.end(request.method === 'HEAD' ? undefined : body);
  }

  return http.createServer(async (request, response) => {
    // A file is what its type says: never sniffed into a script or a page.
    response.setHeader('X-Content-Type-Options', 'nosniff');
    try {
      if (options.cors) {
        response.setHeader('Access-Control-Allow-Origin', '*');
        response.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
        response.setHeader('Access-Control-Allow-Headers', '*');
        if (request.method === 'OPTIONS') {
          response.statusCode = 204;
          response.end();
          return;
        }
      }
      for (const route of options.routes ?? []) if (await route(request, response)) return;
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        response.statusCode = 405;
        response.setHeader('Allow', 'GET, HEAD');
        response.end();
        return;
      }
      const { pathname } = new URL(request.url ?? '/', 'http://localhost');
      const file = resolveFile(pathname);
      if (file) return send(request, response, file);
      const looksLikeFile = /\.[a-z0-9]+$/i.test(pathname);
      if (options.fallbackPage && !looksLikeFile) {
        return send(request, response, path.join(root, options.fallbackPage), options.fallbackStatus?.(pathname) ?? 200);
      }
      response.statusCode = 404;
      response.setHeader('Cache-Control', 'no-cache');
      response.setHeader('Content-Type', 'text/plain; charset=utf-8');
      response.end('Not found');
    } catch (error) {
      console.error('static server error', error);
      if (!response.headersSent) response.statusCode = 500;
      response.end();
    }
  });
}

/** A JSON answer nobody may cache (runtime configuration, the release manifest). */
export function sendJson(response: http.ServerResponse, status: number, value: unknown): void {
  const body = Buffer.from(JSON.stringify(value));
  response.statusCode = status;
  response.setHeader('Content-Type', 'application/json; charset=utf-8');
  response.setHeader('Cache-Control', 'no-cache, no-store');
  response.setHeader('Content-Length', body.length);
  response.end(body);
}
