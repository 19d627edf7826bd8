// The shell's origin passes /api/* through to the api: plain requests and the realtime
// websocket alike, so the site needs one origin only.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import WebSocket, { WebSocketServer } from 'ws';
import { apiProxy, apiUpgradeProxy } from './apiProxy';

let api: http.Server;
let shell: http.Server;
let shellAddress: string;
let apiOrigin: string;
/** A list answer of the size of the home page's first (about 100 KB of JSON). */
const LIST = JSON.stringify({ code: 0, data: { items: Array.from({ length: 200 }, (_, id) => ({ id, home: `Home ${id}`, away: `Away ${id}`, status: 'live', score: [1, 0] })) } }).repeat(4);

/** A raw answer (no decoding by the client): its status, headers and bytes. */
const rawGet = (path: string, headers: http.OutgoingHttpHeaders = {}) =>
  new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const [host, port] = shellAddress.split(':');
    http
      .get({ host, port, path, headers }, (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => resolve({ headers: answer.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });

const listen = (server: http.Server) => new Promise<string>((resolve) => server.listen(0, '127.0.0.1', () => resolve(`127.0.0.1:${(server.address() as AddressInfo).port}`)));

beforeAll(async () => {
  // A stand-in api: echoes on its websocket, says who asked on HTTP.
  api = http.createServer((request, response) => {
    if (request.url === '/api/list') {
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      response.end(LIST);
      return;
    }
    const body = JSON.stringify({ path: request.url, forwardedFor: request.headers['x-forwarded-for'], realIp: request.headers['x-real-ip'] ?? null, forwarded: request.headers.forwarded ?? null });
    // As the api (fastify) does, a JSON answer says its length.
    response.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
    response.end(body);
  });
  const sockets = new WebSocketServer({ noServer: true });
  api.on('upgrade', (request, socket, head) => {
    if (!request.url?.startsWith('/api/ws')) {
      socket.end('HTTP/1.1 404 Not Found\r\n\r\n');
      return;
    }
    sockets.handleUpgrade(request, socket, head, (ws) => ws.on('message', (data) => ws.send(`echo:${data.toString()}:${request.url}`)));
  });
  apiOrigin = `http://${await listen(api)}`;
  const forward = apiProxy(apiOrigin);
  shell = http.createServer((request, response) => {
    if (!forward(request, response)) response.writeHead(404).end();
  });
  shell.on('upgrade', apiUpgradeProxy(apiOrigin));
  shellAddress = await listen(shell);
});

afterAll(() => {
  shell.close();
  api.close();
});

describe('api proxy', () => {
  it('forwards requests with the client address it saw', async () => {
    const answer = (await (await fetch(`http://${shellAddress}/api/health?x=1`)).json()) as { path: string; forwardedFor: string };
    expect(answer.path).toBe('/api/health?x=1');
    expect(answer.forwardedFor).toBe('127.0.0.1');
  });

  it('replaces any address the client wrote itself', async () => {
    const spoofed = await fetch(`http://${shellAddress}/api/health`, {
      headers: { 'x-forwarded-for': '203.0.113.7', 'x-real-ip': '203.0.113.8', forwarded: 'for=203.0.113.9' },
    });
    expect(await spoofed.json()).toEqual({ path: '/api/health', forwardedFor: '127.0.0.1', realIp: null, forwarded: null });
  });

  it('gzips a text answer of some size for a client that accepts it, as the edge does in production', async () => {
    const compressed = await rawGet('/api/list', { 'accept-encoding': 'gzip, deflate, br' });
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(compressed.headers.vary).toMatch(/Accept-Encoding/);
    expect(compressed.headers['content-length']).toBeUndefined();
    expect(zlib.gunzipSync(compressed.body).toString()).toBe(LIST);
    expect(compressed.body.length).toBeLessThan(LIST.length / 5);

    const plain = await rawGet('/api/list');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(LIST);
    // A small answer is not worth it (nginx's gzip_min_length).
    const small = await rawGet('/api/health', { 'accept-encoding': 'gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString())).toMatchObject({ path: '/api/health' });
  });

  it('carries the realtime websocket through, both ways', async () => {
    const socket = new WebSocket(`ws://${shellAddress}/api/ws?token=abc`);
    const reply = await new Promise<string>((resolve, reject) => {
      socket.on('open', () => socket.send('hello'));
      socket.on('message', (data) => resolve(data.toString()));
      socket.on('error', reject);
    });
    expect(reply).toBe('echo:hello:/api/ws?token=abc');
    socket.close();
  });

  it('passes the api’s refusal on, and refuses upgrades outside /api', async () => {
    const refused = new WebSocket(`ws://${shellAddress}/api/elsewhere`);
    await expect(new Promise((resolve, reject) => refused.on('open', resolve).on('error', reject))).rejects.toThrow(/404/);
    const outside = new WebSocket(`ws://${shellAddress}/somewhere`);
    await expect(new Promise((resolve, reject) => outside.on('open', resolve).on('error', reject))).rejects.toThrow();
  });

  it('answers 502 when the api is down', async () => {
    const down = http.createServer();
    const address = await listen(down);
    down.close();
    const shellToNowhere = http.createServer();
    shellToNowhere.on('upgrade', apiUpgradeProxy(`http://${address}`));
    const nowhere = await listen(shellToNowhere);
    const socket = new WebSocket(`ws://${nowhere}/api/ws`);
    await expect(new Promise((resolve, reject) => socket.on('open', resolve).on('error', reject))).rejects.toThrow(/502/);
    shellToNowhere.close();
  });
});
