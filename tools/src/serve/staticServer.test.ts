import fs from 'node:fs';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { precompressDir } from '../build/precompress';
import { cacheControlFor, createStaticServer, isHashedAsset } from './staticServer';

let root: string;
let server: http.Server;
let base: string;

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'matchday-static-'));
  fs.mkdirSync(path.join(root, '1.0.0'));
  fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(path.join(root, '1.0.0/mf-manifest.json'), JSON.stringify({ name: 'mfe_news', padding: 'x'.repeat(4000) }));
  fs.writeFileSync(path.join(root, '1.0.0/main.1a2b3c4d5e.js'), `console.log(${JSON.stringify('y'.repeat(5000))});`);
  fs.writeFileSync(path.join(root, '1.0.0/remoteEntry.js'), 'var mfe_news = {};');
  fs.writeFileSync(path.join(os.tmpdir(), 'secret.txt'), 'do not serve');
  server = createStaticServer({ root, fallbackPage: 'index.html', fallbackStatus: (pathname) => (pathname === '/match' ? 200 : 404), cors: true });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.close();
  fs.rmSync(root, { recursive: true, force: true });
});

/** A GET whose body is read as sent (fetch would undo the gzip). */
async function rawGet(pathname: string): Promise<{ encoding: string | undefined; body: Buffer }> {
  const { request } = await import('node:http');
  return new Promise((resolve, reject) => {
    request(`${base}${pathname}`, { headers: { 'Accept-Encoding': 'gzip' } }, (response) => {
      const parts: Buffer[] = [];
      response.on('data', (part: Buffer) => parts.push(part));
      response.on('end', () => resolve({ encoding: response.headers['content-encoding'], body: Buffer.concat(parts) }));
    })
      .on('error', reject)
      .end();
  });
}

describe('static server', () => {
  it('serves hashed chunks as immutable, manifests and entries as no-cache', async () => {
    const chunk = await fetch(`${base}/1.0.0/main.1a2b3c4d5e.js`);
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const manifest = await fetch(`${base}/1.0.0/mf-manifest.json`);
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect(await manifest.json()).toMatchObject({ name: 'mfe_news' });
    expect((await fetch(`${base}/1.0.0/remoteEntry.js`)).headers.get('cache-control')).toBe('no-cache');
    expect(isHashedAsset('4275.0d5001f8a3.js.map')).toBe(true);
    expect(cacheControlFor('/x/index.html')).toBe('no-cache');
  });

  it('lets other origins read (CORS), including preflight', async () => {
    const response = await fetch(`${base}/1.0.0/remoteEntry.js`, { headers: { Origin: 'http://localhost:8080' } });
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const preflight = await fetch(`${base}/1.0.0/mf-manifest.json`, { method: 'OPTIONS' });
    expect(preflight.status).toBe(204);
  });

  it('gzips text and answers a matching ETag with 304', async () => {
    const first = await fetch(`${base}/1.0.0/main.1a2b3c4d5e.js`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(first.headers.get('content-encoding')).toBe('gzip');
    const etag = first.headers.get('etag')!;
    const again = await fetch(`${base}/1.0.0/main.1a2b3c4d5e.js`, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
  });

  it("sends a file as the build gzipped it, and gzips one whose build's gzip is older than it", async () => {
    const manifestFile = path.join(root, '1.0.0/mf-manifest.json');
    await precompressDir(root);
    const built = fs.readFileSync(`${manifestFile}.gz`);
    const precompressed = await rawGet('/1.0.0/mf-manifest.json');
    expect(precompressed.encoding).toBe('gzip');
    expect(precompressed.body.equals(built)).toBe(true);
    // Changed after it was gzipped (a stale `.gz`): never sent, the file is gzipped afresh.
    const later = new Date(Date.now() + 5000);
    fs.writeFileSync(manifestFile, JSON.stringify({ name: 'mfe_news', changed: true, padding: 'z'.repeat(4000) }));
    fs.utimesSync(manifestFile, later, later);
    const fresh = await rawGet('/1.0.0/mf-manifest.json');
    expect(JSON.parse(zlib.gunzipSync(fresh.body).toString())).toMatchObject({ changed: true });
  });

  it('serves the page for app addresses, with 404 for unknown routes, and plain 404 for missing files', async () => {
    const known = await fetch(`${base}/match`);
    expect(known.status).toBe(200);
    expect(await known.text()).toContain('id="root"');
    const unknown = await fetch(`${base}/no/such/page`);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('id="root"');
    expect((await fetch(`${base}/1.0.0/missing.js`)).status).toBe(404);
  });

  it('never serves files outside its folder', async () => {
    const response = await fetch(`${base}/..%2Fsecret.txt`);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('do not serve');
  });

  it('only reads', async () => {
    expect((await fetch(`${base}/index.html`, { method: 'POST' })).status).toBe(405);
  });
});
