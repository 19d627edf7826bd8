import type { ChannelName, PayloadOf, ServerMessage } from '@matchday/contracts/realtime/protocol';
import { RealtimeClient, type ChannelEvent } from '@matchday/shared/realtime/realtimeClient';
import { FakeSocket } from '../testing/fakeSocket';

let sockets: FakeSocket[];
const latest = () => sockets.at(-1)!;
const message = (channel: string, seq: number, data: unknown = seq): ServerMessage => ({ type: 'message', channel, seq, data, sentAt: 0 });

function createClient(options: Partial<ConstructorParameters<typeof RealtimeClient>[0]> = {}) {
  return new RealtimeClient({
    url: () => 'ws://site/api/ws',
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    random: () => 1, // no jitter: the backoff is exact
    backoff: { initialMs: 500, maxMs: 4000 },
    ...options,
  });
}

/** The client hands each message's data on as the server sent it; here the test server numbers them. */
function watch<C extends ChannelName>(client: RealtimeClient, channel: C) {
  const events: ChannelEvent<PayloadOf<C>>[] = [];
  const subscription = client.channel(channel).subscribe((event) => events.push(event));
  return { events, subscription, data: () => events.filter((event) => event.type === 'message').map((event): unknown => event.data) };
}

beforeEach(() => {
  sockets = [];
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('realtime client', () => {
  it('connects when a channel is first watched, once for any number of channels', () => {
    const client = createClient();
    expect(sockets).toHaveLength(0);
    watch(client, 'scores:football');
    watch(client, 'match:7');
    watch(client, 'match:7');
    expect(sockets).toHaveLength(1);
    latest().open();
    expect(latest().sent).toEqual([
      { type: 'subscribe', channel: 'scores:football' },
      { type: 'subscribe', channel: 'match:7' },
    ]);
    expect(client.status$.value).toBe('open');
  });

  it('delivers each message once, in order, to every watcher', () => {
    const client = createClient();
    const first = watch(client, 'match:7');
    const second = watch(client, 'match:7');
    latest().open();
    latest().deliver({ type: 'subscribed', channel: 'match:7', seq: 10 });
    latest().deliver(message('match:7', 11));
    latest().deliver(message('match:7', 11));
    latest().deliver(message('match:7', 12));
    latest().deliver(message('match:9', 1)); // not watched
    expect(first.data()).toEqual([11, 12]);
    expect(second.data()).toEqual([11, 12]);
  });

  it('reconnects with growing, capped backoff and resumes from the last number seen', () => {
    const client = createClient();
    const watcher = watch(client, 'match:7');
    latest().open();
    latest().deliver({ type: 'subscribed', channel: 'match:7', seq: 3 });
    latest().deliver(message('match:7', 4));

    const delays: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const before = sockets.length;
      latest().drop();
      expect(client.status$.value).toBe('reconnecting');
      let waited = 0;
      while (sockets.length === before) {
        vi.advanceTimersByTime(100);
        waited += 100;
      }
      delays.push(waited);
    }
    expect(delays).toEqual([500, 1000, 2000, 4000, 4000]);

    latest().open();
    expect(latest().sent).toEqual([{ type: 'subscribe', channel: 'match:7', since: 4 }]);
    latest().deliver(message('match:7', 5));
    latest().deliver(message('match:7', 6));
    latest().deliver({ type: 'subscribed', channel: 'match:7', seq: 6 });
    expect(watcher.data()).toEqual([4, 5, 6]);
  });

  it('tells watchers to refetch when the server cannot replay what was missed', () => {
    const client = createClient();
    const watcher = watch(client, 'scores:football');
    latest().open();
    latest().deliver({ type: 'subscribed', channel: 'scores:football', seq: 1 });
    latest().drop();
    vi.advanceTimersByTime(500);
    latest().open();
    latest().deliver({ type: 'resync', channel: 'scores:football', seq: 900 });
    latest().deliver(message('scores:football', 901));
    expect(watcher.events).toEqual([{ type: 'resync' }, { type: 'message', seq: 901, data: 901, sentAt: 0 }]);
  });

  it('asks again from the last number when a message skips ahead', () => {
    const client = createClient();
    const watcher = watch(client, 'match:7');
    latest().open();
    latest().deliver({ type: 'subscribed', channel: 'match:7', seq: 1 });
    latest().deliver(message('match:7', 3));
    expect(latest().sent.at(-1)).toEqual({ type: 'subscribe', channel: 'match:7', since: 1 });
    latest().deliver(message('match:7', 2));
    latest().deliver(message('match:7', 3));
    expect(watcher.data()).toEqual([2, 3]);
  });

  it('a channel that never got its number is refetched after a reconnect', () => {
    const client = createClient();
    const watcher = watch(client, 'match:7');
    latest().open();
    latest().drop(); // before the server answered
    vi.advanceTimersByTime(500);
    latest().open();
    latest().deliver({ type: 'subscribed', channel: 'match:7', seq: 5 });
    expect(watcher.events).toEqual([{ type: 'resync' }]);
  });

  it('sends the token before any channel, and again when the session changes', () => {
    const client = createClient({ token: 'abc' });
    watch(client, 'user:1');
    latest().open();
    expect(latest().sent.map((sent) => sent.type)).toEqual(['auth', 'subscribe']);
    client.setToken(null);
    expect(latest().sent.at(-1)).toEqual({ type: 'auth', token: '' });
    client.setToken('def');
    expect(latest().sent.at(-1)).toEqual({ type: 'auth', token: 'def' });
  });

  it('forgets a token whose session the server ended, closing only the private channels', () => {
    const client = createClient({ token: 'abc' });
    const ended: unknown[] = [];
    client.sessionEnded$.subscribe((end) => ended.push(end));
    const own = watch(client, 'user:1');
    const scores = watch(client, 'scores:football');
    latest().open();
    latest().deliver({ type: 'authenticated', userId: '1' });
    latest().deliver({ type: 'subscribed', channel: 'user:1', seq: 0 });
    latest().deliver({ type: 'subscribed', channel: 'scores:football', seq: 0 });
    latest().deliver({ type: 'sessionEnded', reason: 'banned' });
    expect(ended).toEqual([{ token: 'abc', reason: 'banned' }]);
    expect(own.events).toEqual([{ type: 'error', code: 'session_ended' }]);
    latest().deliver(message('scores:football', 1, 'goal'));
    expect(scores.data()).toEqual(['goal']);
    // A reconnect does not present the ended token again.
    latest().drop();
    vi.advanceTimersByTime(500);
    latest().open();
    expect(latest().sent.some((sent) => sent.type === 'auth')).toBe(false);
  });

  it('ignores the end of a session it has already replaced, and asks for the private channels again', () => {
    const client = createClient({ token: 'old' });
    const ended: unknown[] = [];
    client.sessionEnded$.subscribe((end) => ended.push(end));
    const own = watch(client, 'user:1');
    latest().open();
    latest().deliver({ type: 'authenticated', userId: '1' });
    client.setToken('new'); // signed in again: the server has not answered yet
    latest().deliver({ type: 'sessionEnded', reason: 'signedOut' });
    expect(ended).toEqual([]);
    expect(own.events).toEqual([]);
    expect(latest().sent.at(-1)).toEqual({ type: 'subscribe', channel: 'user:1' });
    latest().deliver({ type: 'authenticated', userId: '1' });
    latest().deliver({ type: 'sessionEnded', reason: 'expired' });
    expect(ended).toEqual([{ token: 'new', reason: 'expired' }]);
  });

  it('presents the visitor id it keeps, and keeps the one the server gives', () => {
    let kept: string | null = null;
    const client = createClient({ visitorIds: { read: () => kept, write: (id) => (kept = id) } });
    watch(client, 'chat:7');
    latest().open();
    // No id yet: the page still asks, so that the server gives one.
    expect(latest().sent[0]).toEqual({ type: 'auth', token: '' });
    latest().deliver({ type: 'authenticated', userId: null, visitor: 'v1' });
    expect(kept).toBe('v1');
    latest().drop();
    vi.advanceTimersByTime(500);
    latest().open();
    expect(latest().sent[0]).toEqual({ type: 'auth', token: '', visitor: 'v1' });
    // An answer without an id leaves the kept one.
    latest().deliver({ type: 'authenticated', userId: null });
    expect(kept).toBe('v1');
  });

  it('passes a refusal on to the channel’s watchers', () => {
    const client = createClient();
    const watcher = watch(client, 'user:2');
    latest().open();
    latest().deliver({ type: 'error', channel: 'user:2', code: 'forbidden', message: 'only its owner may listen' });
    expect(watcher.events).toEqual([{ type: 'error', code: 'forbidden' }]);
  });

  it('unsubscribes when the last watcher leaves, and closes when nothing is watched', () => {
    const client = createClient({ idleCloseMs: 1000 });
    const first = watch(client, 'match:7');
    const second = watch(client, 'match:7');
    latest().open();
    first.subscription.unsubscribe();
    expect(latest().sent.filter((sent) => sent.type === 'unsubscribe')).toEqual([]);
    second.subscription.unsubscribe();
    expect(latest().sent.at(-1)).toEqual({ type: 'unsubscribe', channel: 'match:7' });
    vi.advanceTimersByTime(999);
    expect(latest().closed).toBe(false);
    vi.advanceTimersByTime(1);
    expect(latest().closed).toBe(true);
    expect(client.status$.value).toBe('idle');
    watch(client, 'match:8');
    expect(sockets).toHaveLength(2);
  });

  it('pings, and reconnects when the server has gone silent', () => {
    const client = createClient({ heartbeatMs: 1000 });
    watch(client, 'match:7');
    latest().open();
    vi.advanceTimersByTime(1000);
    expect(latest().sent.at(-1)).toEqual({ type: 'ping' });
    latest().deliver({ type: 'pong' });
    vi.advanceTimersByTime(2000);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1000); // three seconds of silence
    expect(sockets[0]!.closed).toBe(true);
    vi.advanceTimersByTime(500);
    expect(sockets).toHaveLength(2);
  });

  it('stops for good when disposed', () => {
    const client = createClient();
    watch(client, 'match:7');
    latest().open();
    client.dispose();
    expect(latest().closed).toBe(true);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
    expect(client.status$.value).toBe('closed');
  });
});
