// The site's own realtime client (the browser runtime, `@matchday/shared`) against a listening api:
// what the two packages agree on through the protocol in `@matchday/contracts`, tested where both
// are at hand so the api's package depends on the contracts alone. A dropped connection resumes
// and loses nothing; a full api turns the client away for the hint it gives, not in a tight loop.
import type { AddressInfo } from 'node:net';
import { REALTIME_PATH, SERVER_FULL_RETRY_SECONDS } from '@matchday/contracts/realtime/protocol';
import type { MatchUpdate } from '@matchday/contracts/sports/contract';
import { matchSummary } from '@matchday/contracts/testing/sportsFixtures';
import { openRawSocket, type RawSocket } from '@matchday/api/test/rawSocket';
import { createTestApi, type TestApi } from '@matchday/api/test/testApi';
import { RealtimeClient, type ChannelEvent, type SocketLike } from '@matchday/shared/realtime/realtimeClient';
import WebSocket from 'ws';

const CAP = 3;
let api: TestApi;
let url: string;

beforeAll(async () => {
  api = await createTestApi({ realtimeCaps: { perProcess: CAP } });
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  url = `ws://127.0.0.1:${(api.app.server.address() as AddressInfo).port}${REALTIME_PATH}`;
});
afterAll(() => api.close());

/** Awaits a state the test can read (polled every 10 ms), failing after `ms` with what it awaited. */
async function until(condition: () => boolean, what: string, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out awaiting ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const matchUpdate = (n: number): MatchUpdate => ({ match: matchSummary({ id: 'm1', version: n }), events: [] });

/** The site's client on real sockets, recording each socket and the channels the server confirmed. */
function siteClient() {
  const sockets: WebSocket[] = [];
  const subscribed: string[] = [];
  const client = new RealtimeClient({
    url: () => url,
    createSocket: (address) => {
      const socket = new WebSocket(address);
      socket.on('message', (data) => {
        const message = JSON.parse(String(data)) as { type?: string; channel?: string };
        if (message.type === 'subscribed') subscribed.push(message.channel ?? '');
      });
      sockets.push(socket);
      return socket as unknown as SocketLike;
    },
    // An ordinary drop is retried within 50–200 ms; only a full server's hint holds it back longer.
    backoff: { initialMs: 50, maxMs: 200 },
  });
  return { client, sockets, subscribed };
}

describe('the site’s realtime client against the api', () => {
  it('reconnects after the connection drops and loses nothing', async () => {
    const { client, sockets, subscribed } = siteClient();
    const events: ChannelEvent<MatchUpdate>[] = [];
    const subscription = client.channel('match:77').subscribe((event) => events.push(event));
    await until(() => client.status$.value === 'open' && subscribed.includes('match:77'), 'the subscription');
    await api.broker.publish('match:77', matchUpdate(1));
    await until(() => events.length === 1, 'the first message');

    sockets[0]!.terminate();
    for (const n of [2, 3, 4]) await api.broker.publish('match:77', matchUpdate(n));
    await until(() => sockets.length === 2 && client.status$.value === 'open', 'the reconnection');
    await api.broker.publish('match:77', matchUpdate(5));
    await until(() => events.length === 5, 'every message');
    expect(events.map((event) => (event.type === 'message' ? event.data.match.version : event.type))).toEqual([1, 2, 3, 4, 5]);
    subscription.unsubscribe();
    client.dispose();
  });

  it('is turned away by a full api for the hint it gives, not retried in a tight loop; it comes in once there is room', async () => {
    const held: RawSocket[] = [];
    for (let n = 0; n < CAP; n++) {
      const socket = await openRawSocket(url);
      await socket.next((message) => message.type === 'authenticated');
      held.push(socket);
    }
    await until(() => api.realtime.capacity.held === CAP, 'a full api');
    const { client, sockets } = siteClient();
    const subscription = client.channel('scores:football').subscribe();
    await until(() => sockets.length === 1 && sockets[0]!.readyState === WebSocket.CLOSED && client.status$.value === 'reconnecting', 'the refusal');
    // The wait it scheduled is read, not waited out: at least the full server's hint.
    expect(client.reconnectDelayMs).toBeGreaterThanOrEqual(SERVER_FULL_RETRY_SECONDS * 1000);
    expect(sockets).toHaveLength(1);

    held.pop()!.socket.close();
    await until(() => api.realtime.capacity.held === CAP - 1, 'a place given back');
    client.reconnectNow(); // as when the page comes back online, rather than wait out the hint
    await until(() => client.status$.value === 'open' && api.realtime.viewerCount('scores:football') === 1, 'the client in');
    subscription.unsubscribe();
    client.dispose();
    for (const socket of held) socket.socket.close();
  });
});
