// An api process holds a bounded number of websockets (connectionCap.ts): here 5. The sixth is
// refused with the close code and retry hint the site's client acts on, a closed one makes room
// for the next, every way a socket can end gives its place back, and the api goes on answering
// HTTP and its database meanwhile.
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { REALTIME_CLOSE, REALTIME_PATH, retryAfterSeconds, SERVER_FULL_RETRY_SECONDS, type ServerMessage } from '@matchday/contracts/realtime/protocol';
import { REFUSAL_GRACE_MS } from '../src/domains/realtime/connectionCap';
import { openRawSocket, type RawSocket } from './rawSocket';
import { TEST_DATABASE_KIND } from './testDatabase';
import { createTestApi, newPhone, type TestApi } from './testApi';

const CAP = 5;
let api: TestApi;
let origin: string;
let url: string;

beforeAll(async () => {
  api = await createTestApi({ realtimeCaps: { perProcess: CAP } });
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}`;
  url = `${origin.replace('http', 'ws')}${REALTIME_PATH}`;
});
afterAll(() => api.close());

async function waitFor(condition: () => boolean, ms = 30_000): Promise<void> {
  const until = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const isAuthenticated = (message: ServerMessage) => message.type === 'authenticated';

/** A socket the api took: it says who the connection is at once. */
async function accepted(): Promise<RawSocket> {
  const client = await openRawSocket(url);
  await client.next(isAuthenticated);
  return client;
}

/** A socket the api refused as full: closed with the code and reason, nothing said before. */
async function refused(): Promise<void> {
  const client = await openRawSocket(url);
  expect(await client.closed).toEqual({ code: REALTIME_CLOSE.serverFull.code, reason: REALTIME_CLOSE.serverFull.reason });
  expect(client.received).toEqual([]);
}

/** An upgrade by hand that never answers what the api sends; resolves with what it heard once the api closed it. */
async function rawUpgrade(keyHeader: string): Promise<{ answer: string }> {
  const raw = net.connect((api.app.server.address() as AddressInfo).port, '127.0.0.1');
  raw.write(`GET ${REALTIME_PATH} HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n${keyHeader}Sec-WebSocket-Version: 13\r\n\r\n`);
  let answer = '';
  raw.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
  await new Promise((resolve) => raw.once('close', resolve));
  return { answer };
}

/** Closes the test's sockets and waits for the api to have let go of every one. */
async function closeAll(clients: RawSocket[]): Promise<void> {
  for (const client of clients) client.socket.terminate();
  await waitFor(() => api.realtime.capacity.held === 0);
}

/** The api answers over HTTP, and reads and writes its database. */
async function apiStillWorks(): Promise<void> {
  const health = (await (await fetch(`${origin}/api/health`)).json()) as { code: number; data: { database: string } };
  expect(health).toMatchObject({ code: 0, data: { database: TEST_DATABASE_KIND } });
  const code = await fetch(`${origin}/api/auth/codes`, { method: 'POST', headers: { 'content-type': 'application/json', lan: 'en_US' }, body: JSON.stringify({ phone: newPhone() }) });
  expect(((await code.json()) as { code: number }).code).toBe(0);
  expect(await api.db.query<{ one: number }>('SELECT 1 AS one')).toEqual([{ one: 1 }]);
}

describe('a full api process', () => {
  it('refuses the sixth websocket with the close code and retry hint, takes the next one when one closes, and still serves HTTP', async () => {
    const clients = await Promise.all(Array.from({ length: CAP }, accepted));
    expect(api.realtime.capacity.held).toBe(CAP);
    const refusedBefore = api.realtime.capacity.refused;
    await refused();
    expect(retryAfterSeconds(REALTIME_CLOSE.serverFull.reason)).toBe(SERVER_FULL_RETRY_SECONDS);
    expect(api.realtime.capacity.refused).toBe(refusedBefore + 1);
    await apiStillWorks();

    // The five it holds go on as before.
    clients[0]!.send({ type: 'ping' });
    await clients[0]!.next((message) => message.type === 'pong');

    clients[1]!.socket.close();
    await waitFor(() => api.realtime.capacity.held === CAP - 1);
    clients[1] = await accepted();
    await refused();
    await apiStillWorks();
    await closeAll(clients);
  });

  it('gives a place back however a socket ends: closed by the client, reset, errored, or a handshake that failed', async () => {
    const clients = await Promise.all(Array.from({ length: CAP }, accepted));
    clients[0]!.socket.close(); // a clean close
    clients[1]!.socket.terminate(); // the connection reset, no close frame
    // A message over the api's size limit: the server's socket errors (1009) and closes.
    const errored = clients[2]!;
    errored.socket.send('x'.repeat(64 * 1024));
    expect((await errored.closed).code).toBe(1009);
    await waitFor(() => api.realtime.capacity.held === CAP - 3);

    // An upgrade whose handshake fails (no key): answered 400 and closed, its place given back.
    const broken = await rawUpgrade('');
    expect(broken.answer).toMatch(/^HTTP\/1\.1 400 /);
    await waitFor(() => api.realtime.capacity.held === CAP - 3);

    // Exactly three places again, then full.
    clients.splice(0, 3, await accepted(), await accepted(), await accepted());
    await refused();
    // A refused client that never answers the close is cut off: its descriptor is not held for long.
    const started = Date.now();
    const silent = await rawUpgrade('Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n');
    expect(silent.answer).toMatch(/^HTTP\/1\.1 101 /);
    expect(Date.now() - started).toBeGreaterThanOrEqual(REFUSAL_GRACE_MS - 50);
    expect(Date.now() - started).toBeLessThan(REFUSAL_GRACE_MS + 2000);
    await closeAll(clients);
  });
});
