// @vitest-environment node
// The HTTP client against a real HTTP server on this machine.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { COMMENT_PATHS } from '@matchday/contracts/comments/contract';
import { LIVE_PATHS } from '@matchday/contracts/lives/contract';
import { ACCOUNT_PATHS } from '@matchday/contracts/accounts/contract';
import { COIN_PATHS } from '@matchday/contracts/coins/contract';
import { HEALTH_PATHS } from '@matchday/contracts/health/contract';
import { PLAN_PATHS } from '@matchday/contracts/tips/contract';
import { createEventBus } from '@matchday/shared/bus/eventBus';
import { HTTP_RETRIES } from '@matchday/contracts/constants';
import { ApiError } from './apiError';
import { createHttpClient, type HttpClientDependencies } from './httpClient';
import { IDEMPOTENCY_HEADER, isSafeToRepeat, retryDelayMs } from './retryPolicy';

type Handler = (request: http.IncomingMessage, body: string) => { status?: number; body?: unknown; headers?: Record<string, string> } | 'drop';

let server: http.Server;
let baseURL = '';
let handler: Handler;
const received: { method: string; url: string; headers: http.IncomingHttpHeaders; body: string }[] = [];

beforeAll(async () => {
  server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      received.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body });
      const answer = handler(request, body);
      if (answer === 'drop') {
        request.socket.destroy();
        return;
      }
      response.writeHead(answer.status ?? 200, { 'Content-Type': 'application/json', ...answer.headers });
      response.end(JSON.stringify(answer.body ?? { code: 0, data: null }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  received.length = 0;
  handler = () => ({ body: { code: 0, data: { ok: true } } });
});

function client(overrides: Partial<HttpClientDependencies> = {}) {
  const bus = createEventBus();
  const messages: { topic: string; payload: unknown }[] = [];
  bus.messages$.subscribe((message) => messages.push(message));
  const onInvalidToken = vi.fn();
  const http = createHttpClient({
    baseURL: () => baseURL,
    getToken: () => 'token-123',
    getLanguage: () => 'fr',
    bus,
    translate: (key) => `t(${key})`,
    onInvalidToken,
    sleep: () => Promise.resolve(),
    log: () => undefined,
    ...overrides,
  });
  const toasts = () => messages.filter((message) => message.topic === 'toast').map((message) => message.payload);
  return { http, messages, toasts, onInvalidToken };
}

describe('HTTP client', () => {
  it('sends the token, language, client type and JSON accept headers, and answers with the body', async () => {
    const { http } = client();
    const body = await http.get(HEALTH_PATHS.health);
    expect(body).toEqual({ code: 0, data: { ok: true } });
    const [request] = received;
    expect(request?.headers.token).toBe('token-123');
    expect(request?.headers.lan).toBe('fr');
    expect(request?.headers.systype).toBe('APP');
    expect(request?.headers.accept).toContain('application/json');
  });

  it('sends no token header when signed out, and sends credentials', async () => {
    const { http } = client({ getToken: () => null });
    await http.get(HEALTH_PATHS.health);
    expect(received[0]?.headers.token).toBeUndefined();
    expect(http.axios.defaults.withCredentials).toBe(true);
  });

  it('fills the pattern’s placeholders (escaped) and sends the query', async () => {
    const { http } = client();
    await http.get(COMMENT_PATHS.replies, { path: { commentId: 'a/b c' }, params: { cursor: 'x' } });
    await http.put(LIVE_PATHS.follow, undefined, { path: { roomId: 21 } });
    expect(received.map((request) => `${request.method} ${request.url}`)).toEqual(['GET /api/comments/a%2Fb%20c/replies?cursor=x', 'PUT /api/rooms/21/follow']);
  });

  it('sends nothing when a placeholder has no value', async () => {
    const { http, messages } = client();
    await expect(http.get(PLAN_PATHS.plan, { path: {} as { planId: string } })).rejects.toThrow('pathTo: missing planId for /api/plans/:planId');
    expect(received).toEqual([]);
    expect(messages).toEqual([]);
  });

  it('uses the runtime base address', async () => {
    let base = 'http://127.0.0.1:1';
    const { http } = client({ baseURL: () => base });
    base = baseURL;
    await http.get(HEALTH_PATHS.health);
    expect(received).toHaveLength(1);
  });

  it(`retries a failing GET up to ${HTTP_RETRIES} times, then gives up`, async () => {
    handler = () => ({ status: 503, body: { code: -1 } });
    const { http } = client();
    await expect(http.get(COIN_PATHS.balance)).rejects.toThrow();
    expect(received).toHaveLength(1 + HTTP_RETRIES);
  });

  it('recovers when a retry succeeds, including after a dropped connection', async () => {
    let calls = 0;
    handler = () => (++calls === 1 ? 'drop' : calls === 2 ? { status: 502 } : { body: { code: 0, data: 'third time' } });
    const { http } = client();
    await expect(http.get(COIN_PATHS.balance)).resolves.toEqual({ code: 0, data: 'third time' });
    expect(received.length).toBeGreaterThanOrEqual(2);
  });

  it('never repeats a POST without an idempotency key', async () => {
    handler = () => ({ status: 503 });
    const { http } = client();
    await expect(http.post(PLAN_PATHS.purchases, { planId: 1 })).rejects.toThrow();
    expect(received).toHaveLength(1);
  });

  it('repeats a POST that carries an idempotency key, sending the same key each time', async () => {
    let calls = 0;
    handler = () => (++calls < 3 ? { status: 503 } : { body: { code: 0, data: 'bought' } });
    const { http } = client();
    await expect(http.post(PLAN_PATHS.purchases, { planId: 1 }, { idempotencyKey: 'key-1' })).resolves.toMatchObject({ data: 'bought' });
    expect(received.map((request) => request.headers['idempotency-key'])).toEqual(['key-1', 'key-1', 'key-1']);
  });

  it('does not retry a refusal (4xx)', async () => {
    handler = () => ({ status: 404, body: 'nope' });
    const { http } = client();
    await expect(http.get(ACCOUNT_PATHS.invitations)).rejects.toThrow();
    expect(received).toHaveLength(1);
  });

  it('code 3000 shows the server message and rejects with it', async () => {
    handler = () => ({ body: { code: 3000, msg: 'Insufficient gold balance' } });
    const { http, toasts } = client();
    const error = await http.post(PLAN_PATHS.purchases, {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 3000, message: 'Insufficient gold balance' });
    expect(toasts()).toEqual([{ message: 'Insufficient gold balance', severity: 'error' }]);
    expect(received).toHaveLength(1);
  });

  it('code 3000 can be left to a form to show next to its fields', async () => {
    handler = () => ({ body: { code: 3000, msg: 'password can not be blank' } });
    const { http, toasts } = client();
    await expect(http.post(ACCOUNT_PATHS.signIn, {}, { notifyErrors: false })).rejects.toMatchObject({ code: 3000 });
    expect(toasts()).toEqual([]);
  });

  it('code 3000 without a message says the request failed', async () => {
    handler = () => ({ body: { code: 3000 } });
    const { http, toasts } = client();
    await expect(http.get(COIN_PATHS.orders)).rejects.toMatchObject({ message: 't(errors.requestFailed)' });
    expect(toasts()).toHaveLength(1);
  });

  it('code 3001 removes the token and reloads (through onInvalidToken), without a toast', async () => {
    handler = () => ({ body: { code: 3001, msg: 'invalid token' } });
    const { http, toasts, onInvalidToken } = client();
    await expect(http.get(ACCOUNT_PATHS.me)).rejects.toMatchObject({ code: 3001 });
    expect(onInvalidToken).toHaveBeenCalledTimes(1);
    expect(toasts()).toEqual([]);
  });

  it('code -1 toasts the body message, or the translated default', async () => {
    handler = () => ({ body: { code: -1, msg: 'database down' } });
    const first = client();
    await expect(first.http.get(COIN_PATHS.orders)).rejects.toMatchObject({ code: -1 });
    expect(first.toasts()).toEqual([{ message: 'database down', severity: 'error' }]);

    handler = () => ({ body: { code: -1 } });
    const second = client();
    await expect(second.http.get(COIN_PATHS.orders)).rejects.toMatchObject({ code: -1 });
    expect(second.toasts()).toEqual([{ message: 't(errors.systemException)', severity: 'error' }]);
  });

  it('status fail toasts errorMsg, or the translated default', async () => {
    handler = () => ({ body: { status: 'fail', errorMsg: 'no live for this game' } });
    const first = client();
    await expect(first.http.get(LIVE_PATHS.lives)).rejects.toMatchObject({ code: 'fail', message: 'no live for this game' });
    expect(first.toasts()).toEqual([{ message: 'no live for this game', severity: 'error' }]);

    handler = () => ({ body: { status: 'fail' } });
    const second = client();
    await expect(second.http.get(LIVE_PATHS.lives)).rejects.toMatchObject({ code: 'fail' });
    expect(second.toasts()).toEqual([{ message: 't(errors.systemException)', severity: 'error' }]);
  });

  it('reads the envelope of an error status too', async () => {
    handler = () => ({ status: 400, body: { code: 3000, msg: 'phone number is not in a standard format' } });
    const { http, toasts } = client();
    await expect(http.post(ACCOUNT_PATHS.signIn, {})).rejects.toMatchObject({ code: 3000 });
    expect(toasts()).toHaveLength(1);
  });

  it('passes other errors on, logged, without a toast', async () => {
    handler = () => ({ status: 404, body: '<html>' });
    const log = vi.fn();
    const { http, toasts } = client({ log });
    await expect(http.get(ACCOUNT_PATHS.invitations)).rejects.toThrow(/404/);
    expect(log).toHaveBeenCalledTimes(1);
    expect(toasts()).toEqual([]);
  });

  it('starts and ends progress once per request, even across retries', async () => {
    let calls = 0;
    handler = () => (++calls < 2 ? { status: 503 } : { body: { code: 0, data: 1 } });
    const { http, messages } = client();
    await http.get(COIN_PATHS.orders);
    const progress = messages.filter((message) => message.topic.startsWith('progress.'));
    expect(progress.map((message) => message.topic)).toEqual(['progress.start', 'progress.done']);
    expect(progress[0]?.payload).toEqual(progress[1]?.payload);
  });

  it('ends progress when a request fails', async () => {
    handler = () => ({ status: 400 });
    const { http, messages } = client();
    await expect(http.get(COIN_PATHS.orders)).rejects.toThrow();
    expect(messages.filter((message) => message.topic === 'progress.done')).toHaveLength(1);
  });
});

describe('retry policy', () => {
  it('repeats idempotent methods, and others only with an idempotency key', () => {
    for (const method of ['get', 'GET', 'head', 'options', 'put', 'delete']) expect(isSafeToRepeat(method, {})).toBe(true);
    expect(isSafeToRepeat(undefined, {})).toBe(true);
    expect(isSafeToRepeat('post', {})).toBe(false);
    expect(isSafeToRepeat('patch', {})).toBe(false);
    expect(isSafeToRepeat('post', { [IDEMPOTENCY_HEADER]: 'k' })).toBe(true);
    expect(isSafeToRepeat('post', { 'idempotency-key': 'k' })).toBe(true);
    expect(isSafeToRepeat('post', { 'idempotency-key': '' })).toBe(false);
  });

  it('backs off exponentially with jitter, and honours Retry-After', () => {
    expect(retryDelayMs(0, undefined, () => 0)).toBe(125);
    expect(retryDelayMs(0, null, () => 1)).toBe(250);
    expect(retryDelayMs(2, undefined, () => 1)).toBe(1000);
    expect(retryDelayMs(10, undefined, () => 1)).toBe(5000);
    expect(retryDelayMs(0, '2')).toBe(2000);
    expect(retryDelayMs(0, '120')).toBe(5000);
  });
});
