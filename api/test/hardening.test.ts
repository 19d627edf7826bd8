// The api as a hostile client meets it, over a real socket: the framework's own refusals
// (unknown route, preflight, body too large, malformed JSON, wrong content type, long URL or
// header, a broken request line) are the translated envelope; security headers and CORS are
// on every answer; and no client picks its own address by writing a header.
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { RATE_LIMITS } from '../src/limits/rateLimits';
import { createTestApi, newPhone, type TestApi } from './testApi';

const SITE = 'http://localhost:9080';
let api: TestApi;
let origin: string;

beforeAll(async () => {
  api = await createTestApi({ trustedProxies: ['loopback'], siteOrigins: [SITE] });
  await api.app.listen({ host: '127.0.0.1', port: 0 });
  origin = `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}`;
});
afterAll(() => api.close());

const request = (path: string, init: RequestInit = {}) => fetch(`${origin}${path}`, { ...init, headers: { lan: 'en_US', ...init.headers } });
const envelope = async (response: Response) => ({ status: response.status, body: await response.json() });

/** A request written by hand, for what fetch refuses to send. */
function rawRequest(text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(new URL(origin).port), '127.0.0.1', () => socket.end(text));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe("the framework's own refusals", () => {
  it('an unknown address, a path parameter past the limit and a NUL byte', async () => {
    expect(await envelope(await request('/api/no-such-thing'))).toEqual({ status: 404, body: { code: 3000, msg: 'Not found' } });
    const long = await envelope(await request(`/api/sports/matches/${'9'.repeat(300)}`));
    expect(long.status).toBeLessThan(500);
    expect(long.body).toEqual({ code: 3000, msg: expect.any(String) });
    expect(await envelope(await request('/api/sports/search?q=a%00b'))).toEqual({ status: 400, body: { code: 3000, msg: 'The request is not valid' } });
  });

  it('bodies that are too large, malformed, not JSON or not an object', async () => {
    const post = (body: string, type = 'application/json') => request('/api/auth/codes', { method: 'POST', body, headers: { 'content-type': type } }).then(envelope);
    expect(await post(JSON.stringify({ phone: '1'.repeat(70_000) }))).toEqual({ status: 413, body: { code: 3000, msg: 'The request is too large' } });
    expect(await post('{"phone":')).toEqual({ status: 400, body: { code: 3000, msg: 'The request body is not valid JSON' } });
    expect(await post(JSON.stringify({ phone: newPhone() }), 'text/plain')).toEqual({ status: 415, body: { code: 3000, msg: 'Send this request as JSON' } });
    expect(await post('phone=1', 'application/x-www-form-urlencoded')).toEqual({ status: 415, body: { code: 3000, msg: 'Send this request as JSON' } });
    for (const notAnObject of ['"x"', '42', '[]', 'null'])
      expect(await post(notAnObject)).toEqual({ status: 400, body: { code: 3000, msg: expect.stringMatching(/body/i) } });
  });

  it('headers too large and a broken request line, before fastify sees them', async () => {
    const tooLarge = await rawRequest(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(tooLarge).toMatch(/^HTTP\/1.1 431/);
    expect(JSON.parse(tooLarge.slice(tooLarge.indexOf('\r\n\r\n') + 4))).toEqual({ code: 3000, msg: expect.any(String) });
    const broken = await rawRequest('NOT A REQUEST\r\n\r\n');
    expect(broken).toMatch(/^HTTP\/1.1 400/);
    expect(JSON.parse(broken.slice(broken.indexOf('\r\n\r\n') + 4))).toMatchObject({ code: 3000 });
  });
});

describe('shutting down', () => {
  it('a request that arrives once the api is closing is a 503 in the envelope; the one in flight finishes', async () => {
    const closing = await createTestApi();
    await closing.app.listen({ host: '127.0.0.1', port: 0 });
    const port = (closing.app.server.address() as AddressInfo).port;
    const body = JSON.stringify({ phone: newPhone() });
    // The first request is in flight (half its body sent); the second is pipelined behind it.
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    const ended = new Promise((resolve) => socket.on('close', resolve));
    await new Promise((resolve) => socket.once('connect', resolve));
    const received = new Promise((resolve) => closing.app.server.once('request', resolve));
    socket.write(`POST /api/auth/codes HTTP/1.1\r\nHost: x\r\nlan: en_US\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 5)}`);
    await received;
    const closed = closing.app.close();
    // The server stops listening once the close hooks have run (from then on, a request is refused).
    while (closing.app.server.listening) await new Promise((resolve) => setImmediate(resolve));
    socket.write(`${body.slice(5)}GET /api/health HTTP/1.1\r\nHost: x\r\nlan: en_US\r\n\r\n`);
    await ended;
    await closed;
    await closing.db.close().catch(() => undefined);
    const answers = answer.split(/(?=HTTP\/1\.1 )/);
    expect(answers.map((text) => text.slice(0, 12))).toEqual(['HTTP/1.1 200', 'HTTP/1.1 503']);
    expect(answers[1]).toMatch(/connection: close/i);
    expect(JSON.parse(answers[1]!.slice(answers[1]!.indexOf('\r\n\r\n') + 4))).toEqual({
      code: -1,
      msg: 'The service is restarting; please try again in a moment',
    });
  });
});

describe('headers', () => {
  it('every answer carries security headers', async () => {
    const answer = await request('/api/health');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(answer.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(answer.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(answer.headers.get('referrer-policy')).toBe('no-referrer');
    expect(answer.headers.get('cross-origin-resource-policy')).toBe('same-site');
    const refused = await request('/api/no-such-thing');
    expect(refused.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it("CORS answers the site's own origins only", async () => {
    const preflight = (from: string) =>
      request('/api/auth/codes', { method: 'OPTIONS', headers: { origin: from, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,token' } });
    const allowed = await preflight(SITE);
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(allowed.headers.get('access-control-allow-headers')).toContain('token');
    const stranger = await preflight('https://evil.example');
    expect(stranger.status).toBeLessThan(500);
    expect(stranger.headers.get('access-control-allow-origin')).toBeNull();
    const simple = await request('/api/health', { headers: { origin: 'https://evil.example' } });
    expect(simple.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('client addresses', () => {
  const askCode = (address: string, forwardedFor?: string) =>
    api.app
      .inject({ method: 'POST', url: '/api/auth/codes', remoteAddress: address, headers: { lan: 'en_US', ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) }, payload: { phone: newPhone() } })
      .then((response) => response.json() as { code: number; msg?: string });

  // The address's ceiling for codes (a burst of them), spent by one address.
  const burst = RATE_LIMITS.codeBurstPerAddress.max;
  const spend = async (address: string, forwardedFor: (index: number) => string | undefined) => {
    for (let index = 0; index < burst; index += 1) expect((await askCode(address, forwardedFor(index))).code).toBe(0);
  };

  it('a client elsewhere cannot escape a per-address limit by writing X-Forwarded-For', async () => {
    // Each with a different made-up forwarded address: all count against the one real address.
    await spend('198.51.100.20', (index) => `203.0.113.${index + 1}`);
    for (const spoofed of ['203.0.113.200', '203.0.113.201, 10.0.0.1', undefined]) expect((await askCode('198.51.100.20', spoofed)).code).toBe(3000);
  });

  it('behind a trusted proxy (loopback), each forwarded client has its own limit', async () => {
    await spend('127.0.0.1', () => '203.0.113.50');
    expect((await askCode('127.0.0.1', '203.0.113.51')).code).toBe(0);
    expect((await askCode('127.0.0.1', '203.0.113.50')).code).toBe(3000);
  });
});
