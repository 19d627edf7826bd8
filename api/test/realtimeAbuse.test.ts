// What a hostile client tried on the websocket endpoint (issue 22), each closed: a deleted chat
// message replayed by a fresh subscription or a resume, a room's viewers pumped by opening
// sockets, and a token written into the address.
import type { AddressInfo } from 'node:net';
import type { ChatMessage, LiveRoom } from '@matchday/contracts/lives/contract';
import { channels, REALTIME_CLOSE, REALTIME_PATH, type ServerMessage } from '@matchday/contracts/realtime/protocol';
import WebSocket from 'ws';
import { liveInProgress } from './liveFixtures';
import { openRawSocket, type RawSocket } from './rawSocket';
import { createTestApi, type TestApi } from './testApi';

let api: TestApi;
let url: string;
let customerService: Awaited<ReturnType<TestApi['withRoles']>>;
beforeAll(async () => {
  // Behind a proxy on this machine: X-Forwarded-For names each test client's network.
  api = await createTestApi({ trustedProxies: ['loopback'] });
  customerService = await api.withRoles(['customer_service']);
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  url = `ws://127.0.0.1:${(api.app.server.address() as AddressInfo).port}${REALTIME_PATH}`;
});
afterAll(() => api.close());

type Client = RawSocket;
const open = (from = '198.51.100.1') => openRawSocket(url, { 'x-forwarded-for': from });

const subscribed = (channel: string) => (message: ServerMessage) => message.type === 'subscribed' && message.channel === channel;
const authenticated = (count: number, client: Client) => () => client.received.filter((message) => message.type === 'authenticated').length === count;
const viewersOf = async (roomId: string) => (await api.call<LiveRoom>('GET', `/api/rooms/${roomId}`)).body.data.live!.viewers;

async function subscribe(client: Client, channel: string, since?: number): Promise<ServerMessage[]> {
  const before = client.received.length;
  client.send({ type: 'subscribe', channel, ...(since === undefined ? {} : { since }) });
  await client.next((message) => subscribed(channel)(message) && client.received.indexOf(message) >= before);
  return client.received.slice(before).filter((message) => message.type === 'message');
}

describe('a deleted chat message', () => {
  it('is in no replay or resume, and connected clients are told', async () => {
    const { roomId } = await liveInProgress(api);
    const chat = channels.chat(roomId);
    const fan = await api.signInByCode();
    const watching = await open();
    await subscribe(watching, chat, 0);
    const say = (text: string) => api.call<ChatMessage>('POST', `/api/rooms/${roomId}/chat`, { token: fan.token, body: { text } });
    expect((await say('first, kept')).body.code).toBe(0);
    const removed = (await say('buy followers at example.test')).body.data;
    expect((await say('third, kept')).body.code).toBe(0);
    await watching.next((message) => message.type === 'message' && JSON.stringify(message.data).includes('third, kept'));

    expect((await api.call('DELETE', `/api/rooms/${roomId}/chat/${removed.id}`, { token: customerService.token })).body.code).toBe(0);
    expect(await watching.next((message) => message.type === 'message' && (message.data as { type: string }).type === 'deleted')).toMatchObject({
      data: { type: 'deleted', messageId: removed.id },
    });

    // A newcomer replaying everything (`since: 0`), and a client resuming from before the message.
    for (const since of [0, 1]) {
      const replaying = await open();
      const replayed = await subscribe(replaying, chat, since);
      expect(replayed.length).toBeGreaterThan(0);
      expect(JSON.stringify(replayed)).not.toContain('buy followers');
      expect(JSON.stringify(replayed)).toContain('third, kept');
      // Numbers stay consecutive: the kept copy became the deletion.
      expect(replayed.map((message) => (message as { seq: number }).seq)).toEqual(replayed.map((_, index) => since + index + 1));
      replaying.socket.close();
    }
    // And the HTTP history.
    expect(JSON.stringify((await api.call('GET', `/api/rooms/${roomId}/chat`)).body.data)).not.toContain('buy followers');
    watching.socket.close();
  });
});

describe("a room's viewers", () => {
  it('are people: 300 sockets from one address are one viewer, and the cap closes the rest with the reason', async () => {
    const { roomId } = await liveInProgress(api);
    const chat = channels.chat(roomId);
    const sockets = await Promise.all(Array.from({ length: 300 }, () => open('203.0.113.9')));
    const closes = await Promise.all(
      sockets.map((client) => Promise.race([client.closed, client.next((message) => message.type === 'authenticated').then(() => null)])),
    );
    const refused = closes.filter((close) => close !== null);
    expect(refused).toHaveLength(250);
    expect(new Set(refused.map((close) => `${close!.code} ${close!.reason}`))).toEqual(
      new Set([`${REALTIME_CLOSE.tooManyFromAddress.code} too many connections from this address`]),
    );
    const kept = sockets.filter((_, index) => closes[index] === null);
    await Promise.all(kept.map((client) => subscribe(client, chat)));
    expect(await viewersOf(roomId)).toBe(1);

    // Another network is another viewer; a socket closed frees its place.
    const elsewhere = await open('203.0.113.10');
    await subscribe(elsewhere, chat);
    expect(await viewersOf(roomId)).toBe(2);
    kept[0]!.socket.close();
    await kept[0]!.closed;
    const again = await open('203.0.113.9');
    await again.next((message) => message.type === 'authenticated');
    for (const client of [...kept, elsewhere, again]) client.socket.close();
  });

  it('count a visitor by the id the server gave, once however many tabs, and a signed-in user once', async () => {
    const { roomId } = await liveInProgress(api);
    const chat = channels.chat(roomId);
    // A first visit: the page asks (`auth` without a token) and is given an id to keep.
    const first = await open('192.0.2.50');
    first.send({ type: 'auth', token: '' });
    await first.next(authenticated(2, first));
    const given = (first.received.filter((message) => message.type === 'authenticated').at(-1) as { visitor?: string }).visitor;
    expect(given).toMatch(/^[\w-]{16}\.[0-9a-z]+\.[\w-]{22}$/);

    // Two visitors on one network, each with their id in two tabs; a forged id counts as the network.
    const secondVisitor = await open('192.0.2.50');
    secondVisitor.send({ type: 'auth', token: '' });
    await secondVisitor.next(authenticated(2, secondVisitor));
    const other = (secondVisitor.received.at(-1) as { visitor?: string }).visitor!;
    const tabs: Client[] = [];
    for (const visitor of [given!, given!, other, other, `${given!.slice(0, -4)}AAAA`]) {
      const tab = await open('192.0.2.50');
      tab.send({ type: 'auth', token: '', visitor });
      await tab.next(authenticated(2, tab));
      tabs.push(tab);
    }
    // A presented id is kept: no new one is handed out; a forged one is replaced.
    expect(tabs.slice(0, 4).every((tab) => !(tab.received.at(-1) as { visitor?: string }).visitor)).toBe(true);
    expect((tabs[4]!.received.at(-1) as { visitor?: string }).visitor).toMatch(/\./);
    for (const tab of tabs) await subscribe(tab, chat);
    expect(await viewersOf(roomId)).toBe(3);

    // A fan signed in on three tabs (each its own address) is one more.
    const fan = await api.signInByCode();
    const signedIn: Client[] = [];
    for (const address of ['192.0.2.60', '192.0.2.61', '192.0.2.62']) {
      const tab = await open(address);
      tab.send({ type: 'auth', token: fan.token });
      await tab.next((message) => message.type === 'authenticated' && message.userId === fan.user.id);
      await subscribe(tab, chat);
      signedIn.push(tab);
    }
    expect(await viewersOf(roomId)).toBe(4);
    for (const client of [first, secondVisitor, ...tabs, ...signedIn]) client.socket.close();
  });

  it('one session holds at most ten connections; the next is closed with the reason', async () => {
    const fan = await api.signInByCode();
    const tabs: Client[] = [];
    for (let index = 0; index < 10; index += 1) {
      const tab = await open(`192.0.2.${100 + index}`);
      tab.send({ type: 'auth', token: fan.token });
      await tab.next((message) => message.type === 'authenticated' && message.userId === fan.user.id);
      tabs.push(tab);
    }
    const eleventh = await open('192.0.2.120');
    eleventh.send({ type: 'auth', token: fan.token });
    expect(await eleventh.closed).toEqual({ code: REALTIME_CLOSE.tooManyForSession.code, reason: 'too many connections for this session' });
    for (const tab of tabs) tab.socket.close();
  });
});

describe('a token in the address', () => {
  it('is refused with the reason; the site sends it in a message', async () => {
    const fan = await api.signInByCode();
    const socket = new WebSocket(`${url}?token=${fan.token}`);
    const received: string[] = [];
    socket.on('message', (raw) => received.push(raw.toString()));
    const closed = await new Promise<{ code: number; reason: string }>((resolve) => socket.once('close', (code, reason) => resolve({ code, reason: reason.toString() })));
    expect(closed).toEqual({ code: REALTIME_CLOSE.tokenInAddress.code, reason: 'send the token in an auth message, not in the address' });
    expect(received).toEqual([]);
  });
});
