// Redis restarting empty loses every channel's numbering: a process must notice (the epoch key
// changed), forget what it had handed on, and tell its clients to resync; a client resuming from
// a number past the new last one is told to resync, not left waiting for numbers it already saw.
// Runs against a Redis (TEST_REDIS_URL), in a database of its own so no other test sees the reset.
import { Redis } from 'ioredis';
import { historyAfter, type RealtimeMessage } from '../src/domains/realtime/broker';
import { RedisBroker } from '../src/domains/realtime/redisBroker';

const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(!!redisUrl)('a Redis that restarts empty', () => {
  it('is noticed: the broker forgets its numbers, says so, and hands on the new ones', async () => {
    const url = `${redisUrl!.replace(/\/\d*$/, '')}/7`;
    const raw = new Redis(url);
    await raw.flushdb();
    const broker = new RedisBroker(url);
    await broker.whenReady();
    const received: RealtimeMessage[] = [];
    broker.subscribe((message) => received.push(message));
    let resets = 0;
    broker.onReset(() => (resets += 1));
    try {
      const channel = 'scores:football' as const;
      for (let index = 0; index < 3; index += 1) await broker.publish(channel, { items: [] } as never);
      await vi.waitFor(() => expect(received.map((message) => message.seq)).toEqual([1, 2, 3]));

      // The restart: everything gone, and the connection dropped and made again.
      await raw.flushdb();
      (broker as unknown as { commands: Redis }).commands.disconnect(true);
      await vi.waitFor(() => expect(resets).toBe(1), { timeout: 5000 });
      await broker.publish(channel, { items: [] } as never);
      await vi.waitFor(() => expect(received.map((message) => message.seq)).toEqual([1, 2, 3, 1]));
      // A client resuming from its old place is told to fetch again.
      expect(await broker.history(channel, 3)).toMatchObject({ complete: false, lastSeq: 1 });
    } finally {
      await broker.close();
      await raw.flushdb();
      raw.disconnect();
    }
  });
});

test('a place past the last number is a resync, not "nothing new"', () => {
  expect(historyAfter([], 500, 2)).toEqual({ messages: [], complete: false, lastSeq: 2 });
  expect(historyAfter([], 2, 2)).toEqual({ messages: [], complete: true, lastSeq: 2 });
});
