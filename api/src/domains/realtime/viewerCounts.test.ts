// A room's viewers summed over api processes, against a real Redis (TEST_REDIS_URL): each
// "process" here is a SharedViewerCounts on its own connection with its own local viewers, all
// on one key prefix per test. People count once however many processes they are on; a leave
// counts at once; a process that stops vouching (killed) drops out within the stale time; one
// that closes drops out at once; only room channels are written.
import crypto from 'node:crypto';
import { channels } from '@matchday/contracts/realtime/protocol';
import { Redis } from 'ioredis';
import { SharedViewerCounts, type LocalViewers, type ViewerCountOptions } from './viewerCounts';

const redisUrl = process.env.TEST_REDIS_URL;
const runPrefix = `matchday-test:viewers:${crypto.randomUUID()}:`;

/** One api process's listeners: channel -> identities. */
class FakeLocal implements LocalViewers {
  readonly listeners = new Map<string, Set<string>>();
  viewersOf(channel: string): Set<string> {
    return new Set(this.listeners.get(channel));
  }
  channels(): Iterable<string> {
    return [...this.listeners.keys()].filter((channel) => (this.listeners.get(channel)?.size ?? 0) > 0);
  }
  join(channel: string, identity: string): void {
    this.listeners.set(channel, (this.listeners.get(channel) ?? new Set()).add(identity));
  }
  leave(channel: string, identity: string): void {
    this.listeners.get(channel)?.delete(identity);
  }
}

describe.runIf(!!redisUrl)('viewer counts shared through Redis', () => {
  const connections: Redis[] = [];
  const started: SharedViewerCounts[] = [];
  let prefix: string;
  beforeEach(() => {
    prefix = `${runPrefix}${crypto.randomUUID()}:`;
  });
  afterEach(async () => {
    await Promise.all(started.splice(0).map((counts) => counts.close().catch(() => undefined)));
  });
  afterAll(async () => {
    const cleaner = new Redis(redisUrl!);
    const keys = await cleaner.keys(`${runPrefix}*`);
    if (keys.length > 0) await cleaner.del(...keys);
    for (const connection of [...connections, cleaner]) connection.disconnect();
  });

  /** A process: its own Redis connection, its listeners, its counts. */
  function startProcess(options: ViewerCountOptions = {}) {
    const redis = new Redis(redisUrl!);
    connections.push(redis);
    const local = new FakeLocal();
    const counts = new SharedViewerCounts(redis, local, { prefix, ...options });
    started.push(counts);
    const join = (channel: string, identity: string) => {
      local.join(channel, identity);
      counts.changed(channel);
    };
    const leave = (channel: string, identity: string) => {
      local.leave(channel, identity);
      counts.changed(channel);
    };
    return { redis, local, counts, join, leave };
  }

  it('counts each person once over every process, and a leave at once', async () => {
    const room = channels.chat(crypto.randomUUID().slice(0, 8));
    const [first, second] = [startProcess(), startProcess()];
    first.join(room, 'user:1');
    first.join(room, 'visitor:abc');
    second.join(room, 'user:1'); // the same user's other tab, on the other process
    second.join(room, 'address:203.0.113.9');
    await first.counts.refresh();
    expect(await second.counts.count(room)).toBe(3);
    expect(await first.counts.count(room)).toBe(3);

    // The user's tab on the first process closes: still watching on the second.
    first.leave(room, 'user:1');
    await first.counts.refresh();
    expect(await second.counts.count(room)).toBe(3);
    second.leave(room, 'user:1');
    expect(await second.counts.count(room)).toBe(2);
    first.leave(room, 'visitor:abc');
    await first.counts.refresh();
    expect(await second.counts.count(room)).toBe(1);
    expect(await first.counts.count(channels.chat('another-room'))).toBe(0);
  });

  it('keeps counting a process that vouches, and drops one that stopped (killed) within the stale time', async () => {
    const room = channels.chat(crypto.randomUUID().slice(0, 8));
    const fast = { staleMs: 600, refreshMs: 100 };
    const [alive, killed] = [startProcess(fast), startProcess(fast)];
    alive.join(room, 'user:1');
    killed.join(room, 'user:2');
    await killed.counts.refresh();
    expect(await alive.counts.count(room)).toBe(2);
    // Killed with -9: it neither vouches any more nor takes its viewers out.
    killed.redis.disconnect();
    // Times are Redis's own (not movable): the live process vouches, and the count is read again
    // until the killed one's viewer is older than the stale time.
    await vi.waitFor(
      async () => {
        await alive.counts.refresh();
        expect(await alive.counts.count(room)).toBe(1); // the live process's viewer, vouched for again and again
      },
      { timeout: 30_000, interval: 50 },
    );
  });

  it('takes a process’s viewers out at once when it closes', async () => {
    const room = channels.chat(crypto.randomUUID().slice(0, 8));
    const [staying, stopping] = [startProcess(), startProcess()];
    staying.join(room, 'user:1');
    stopping.join(room, 'user:2');
    await stopping.counts.refresh();
    expect(await staying.counts.count(room)).toBe(2);
    await stopping.counts.close();
    expect(await staying.counts.count(room)).toBe(1);
  });

  it('writes only room channels, in sets that expire', async () => {
    const room = channels.chat(crypto.randomUUID().slice(0, 8));
    const process = startProcess();
    process.join(channels.scores('football'), 'user:1');
    process.join(room, 'user:1');
    await process.counts.refresh();
    expect(await process.redis.keys(`${prefix}*`)).toEqual([`${prefix}${room}`]);
    const ttl = await process.redis.pttl(`${prefix}${room}`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(30_000);
  });
});
