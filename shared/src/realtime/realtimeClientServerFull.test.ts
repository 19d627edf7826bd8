// A full api process (`REALTIME_CLOSE.serverFull`): the client comes back later, no sooner than the
// server's hint and spread by jitter, backing off further while refused, without ever treating
// it as the end; once let in, it resumes its channels.
import { REALTIME_CLOSE, retryAfterSeconds, SERVER_FULL_RETRY_SECONDS } from '@matchday/contracts/realtime/protocol';
import { RealtimeClient } from '@matchday/shared/realtime/realtimeClient';
import { FakeSocket } from '../testing/fakeSocket';

const { code, reason } = REALTIME_CLOSE.serverFull;

let sockets: FakeSocket[];
const latest = () => sockets.at(-1)!;

function createClient(random: () => number) {
  return new RealtimeClient({
    url: () => 'ws://site/api/ws',
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    random,
    backoff: { initialMs: 500, maxMs: 30_000 },
  });
}

/** Milliseconds until the client opens its next socket (fails past ten minutes). */
function waitForNextSocket(): number {
  const before = sockets.length;
  let waited = 0;
  while (sockets.length === before) {
    if (waited > 600_000) throw new Error('the client never came back');
    vi.advanceTimersByTime(100);
    waited += 100;
  }
  return waited;
}

beforeEach(() => {
  sockets = [];
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('realtime client and a full server', () => {
  it('reads the retry hint from the reason the api and the client share', () => {
    expect(retryAfterSeconds(reason)).toBe(SERVER_FULL_RETRY_SECONDS);
    expect(retryAfterSeconds('server full: retry after 45 s')).toBe(45);
    expect(retryAfterSeconds('too many connections from this address')).toBeNull();
  });

  it('waits at least the hint, at most twice it, and longer while still refused', () => {
    for (const [random, expected] of [
      [0, [10_000, 10_000, 10_000, 10_000, 10_000, 16_000, 30_000, 30_000]],
      [1, [20_000, 20_000, 20_000, 20_000, 20_000, 32_000, 60_000, 60_000]],
    ] as const) {
      sockets = [];
      const client = createClient(() => random);
      client.channel('scores:football').subscribe();
      const delays: number[] = [];
      for (let refusal = 0; refusal < expected.length; refusal += 1) {
        latest().refuse(code, reason);
        expect(client.status$.value).toBe('reconnecting');
        delays.push(waitForNextSocket());
      }
      expect(delays).toEqual(expected);
      client.dispose();
    }
  });

  it('follows a longer hint than its own', () => {
    const client = createClient(() => 0);
    client.channel('scores:football').subscribe();
    latest().refuse(code, 'server full: retry after 90 s');
    expect(waitForNextSocket()).toBe(90_000);
    client.dispose();
  });

  it('spreads the pages a full server turned away over the hint’s window instead of bringing them back together', () => {
    const comebacks: number[] = [];
    for (let page = 0; page < 20; page += 1) {
      sockets = [];
      const client = createClient(() => page / 20);
      client.channel('scores:football').subscribe();
      latest().refuse(code, reason);
      comebacks.push(waitForNextSocket());
      client.dispose();
    }
    expect(Math.min(...comebacks)).toBeGreaterThanOrEqual(SERVER_FULL_RETRY_SECONDS * 1000);
    expect(Math.max(...comebacks)).toBeLessThanOrEqual(2 * SERVER_FULL_RETRY_SECONDS * 1000);
    expect(new Set(comebacks).size).toBe(20);
  });

  it('is let in later: resumes its channels, and an ordinary drop then retries at the ordinary pace', () => {
    const client = createClient(() => 1);
    const events: unknown[] = [];
    client.channel('match:7').subscribe((event) => events.push(event));
    latest().refuse(code, reason);
    latest().refuse(code, reason);
    waitForNextSocket();
    latest().open();
    latest().deliver({ type: 'authenticated', userId: null });
    expect(latest().sent).toEqual([{ type: 'subscribe', channel: 'match:7' }]);
    latest().deliver({ type: 'subscribed', channel: 'match:7', seq: 4 });
    latest().deliver({ type: 'message', channel: 'match:7', seq: 5, data: 'goal', sentAt: 0 });
    expect(client.status$.value).toBe('open');
    expect(events.at(-1)).toMatchObject({ type: 'message', seq: 5 });
    // Let in, then dropped for an ordinary reason: the usual backoff, not the full server's.
    latest().drop();
    expect(waitForNextSocket()).toBe(500);
    // Refused again after being let in: the hint again, from the start of its doubling.
    latest().refuse(code, reason);
    expect(waitForNextSocket()).toBe(20_000);
    client.dispose();
  });

  it('never reconnects in a tight loop, however often it is refused', () => {
    const client = createClient(Math.random);
    client.channel('scores:football').subscribe();
    const started = Date.now();
    for (let refusal = 0; refusal < 30; refusal += 1) {
      latest().refuse(code, reason);
      waitForNextSocket();
    }
    // 30 refusals take at least 30 hints: no more than one attempt per SERVER_FULL_RETRY_SECONDS.
    expect(Date.now() - started).toBeGreaterThanOrEqual(30 * SERVER_FULL_RETRY_SECONDS * 1000);
    client.dispose();
  });
});
