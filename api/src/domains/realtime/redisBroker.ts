// Several api processes share realtime channels through Redis: a channel's number comes from
// INCR, its recent messages live in a capped list, and every message goes out on one pub/sub
// channel that every process listens to. Messages of one channel published by two processes
// at once can arrive out of order; each process puts them back in order (waiting briefly for
// a missing number, then reading it from the list) before handing them on.
import type { BrokerChannel, PayloadOf } from '@matchday/contracts/realtime/protocol';
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { HISTORY_SIZE, historyAfter, type Broker, type History, type RealtimeMessage } from './broker';

/**
 * Pub/sub is server-wide in Redis, not per database: a site on database 3 of a shared Redis must
 * not hear a site on database 0, so the database's number is part of the channel's name.
 */
const pubsubChannelOf = (url: string): string => {
  const database = Number(new URL(url).pathname.slice(1) || 0);
  return database > 0 ? `matchday:realtime:${database}` : 'matchday:realtime';
};
const seqKey = (channel: string) => `matchday:rt:seq:${channel}`;
const listKey = (channel: string) => `matchday:rt:list:${channel}`;
const GAP_WAIT_MS = 150;

// Atomic: number the message, keep it, announce it.
const EPOCH_KEY = 'matchday:rt:epoch';

const PUBLISH_SCRIPT = `
local seq = redis.call('INCR', KEYS[1])
local message = string.format('{"channel":%s,"seq":%d,"sentAt":%s,"data":%s}', cjson.encode(ARGV[1]), seq, ARGV[2], ARGV[3])
redis.call('LPUSH', KEYS[2], message)
redis.call('LTRIM', KEYS[2], 0, tonumber(ARGV[4]) - 1)
redis.call('EXPIRE', KEYS[2], 86400)
redis.call('EXPIRE', KEYS[1], 86400)
redis.call('PUBLISH', ARGV[5], message)
return message
`;

// Atomic against concurrent publishes (which shift the list): replaces an element found by value.
const REPLACE_SCRIPT = `
local items = redis.call('LRANGE', KEYS[1], 0, -1)
for index, item in ipairs(items) do
  if item == ARGV[1] then
    redis.call('LSET', KEYS[1], index - 1, ARGV[2])
    return 1
  end
end
return 0
`;

export class RedisBroker implements Broker {
  private readonly commands: Redis;
  private readonly subscriber: Redis;
  private readonly listeners = new Set<(message: RealtimeMessage) => void>();
  /** Per channel: the last number handed on, and early arrivals waiting for a gap to fill. */
  private readonly delivered = new Map<string, number>();
  private readonly waiting = new Map<string, Map<number, RealtimeMessage>>();
  private readonly gapTimers = new Map<string, NodeJS.Timeout>();
  private readonly ready: Promise<unknown>;
  /** Redis's epoch as this process first saw it: a different one means it restarted empty. */
  private epoch: string | null = null;
  private readonly resetListeners = new Set<() => void>();

  private readonly pubsubChannel: string;

  constructor(url: string) {
    this.pubsubChannel = pubsubChannelOf(url);
    this.commands = new Redis(url, { maxRetriesPerRequest: 3, lazyConnect: false });
    // Redis away is not a crash: ioredis reconnects by itself (and this process degrades meanwhile).
    this.commands.on('error', () => undefined);
    this.commands.on('ready', () => void this.checkEpoch().catch(() => undefined));
    this.subscriber = new Redis(url, { lazyConnect: false });
    this.subscriber.on('error', () => undefined);
    this.ready = this.subscriber.subscribe(this.pubsubChannel);
    this.subscriber.on('message', (_channel: string, raw: string) => this.receive(JSON.parse(raw) as RealtimeMessage));
  }

  /** Resolves once this process hears the shared channel (messages before that are not its clients'). */
  async whenReady(): Promise<void> {
    await this.ready;
  }

  async publish<C extends BrokerChannel>(channel: C, data: PayloadOf<C>): Promise<RealtimeMessage> {
    await this.ready;
    const raw = (await this.commands.eval(PUBLISH_SCRIPT, 2, seqKey(channel), listKey(channel), channel, String(Date.now()), JSON.stringify(data ?? null), String(HISTORY_SIZE), this.pubsubChannel)) as string;
    return JSON.parse(raw) as RealtimeMessage;
  }

  async history(channel: string, afterSeq: number): Promise<History> {
    const [kept, last] = await Promise.all([this.commands.lrange(listKey(channel), 0, -1), this.lastSeq(channel)]);
    return historyAfter(kept.map((raw) => JSON.parse(raw) as RealtimeMessage), afterSeq, last);
  }

  async lastSeq(channel: string): Promise<number> {
    return Number((await this.commands.get(seqKey(channel))) ?? 0);
  }

  async redact<C extends BrokerChannel>(channel: C, test: (data: PayloadOf<C>) => boolean, replacement: PayloadOf<C>): Promise<number> {
    let replaced = 0;
    for (const raw of await this.commands.lrange(listKey(channel), 0, -1)) {
      const message = JSON.parse(raw) as RealtimeMessage;
      if (!test(message.data as PayloadOf<C>)) continue;
      replaced += Number(await this.commands.eval(REPLACE_SCRIPT, 1, listKey(channel), raw, JSON.stringify({ ...message, data: replacement })));
    }
    return replaced;
  }

  subscribe(listener: (message: RealtimeMessage) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  onReset(listener: () => void): () => void {
    this.resetListeners.add(listener);
    return () => this.resetListeners.delete(listener);
  }

  /**
   * On every (re)connection: the epoch key is set once per Redis lifetime. Found different from
   * the one this process knew, Redis restarted empty and every channel's numbering began again:
   * what this process had handed on is forgotten and its clients are told to resync.
   */
  private async checkEpoch(): Promise<void> {
    await this.commands.set(EPOCH_KEY, randomUUID(), 'NX');
    const current = await this.commands.get(EPOCH_KEY);
    if (this.epoch === null || current === this.epoch) {
      this.epoch = current;
      return;
    }
    this.epoch = current;
    for (const timer of this.gapTimers.values()) clearTimeout(timer);
    this.gapTimers.clear();
    this.waiting.clear();
    this.delivered.clear();
    for (const listener of this.resetListeners) listener();
  }

  /** Hands messages on in sequence order per channel. */
  private receive(message: RealtimeMessage): void {
    const last = this.delivered.get(message.channel);
    if (last === undefined || message.seq === last + 1) {
      this.emit(message);
      this.drain(message.channel);
      return;
    }
    if (message.seq <= last) return; // already handed on (filled from the list)
    const waiting = this.waiting.get(message.channel) ?? new Map();
    waiting.set(message.seq, message);
    this.waiting.set(message.channel, waiting);
    if (!this.gapTimers.has(message.channel))
      this.gapTimers.set(
        message.channel,
        setTimeout(() => void this.fillGap(message.channel), GAP_WAIT_MS),
      );
  }

  private emit(message: RealtimeMessage): void {
    this.delivered.set(message.channel, message.seq);
    for (const listener of this.listeners) listener(message);
  }

  private drain(channel: string): void {
    const waiting = this.waiting.get(channel);
    while (waiting?.size) {
      const next = waiting.get(this.delivered.get(channel)! + 1);
      if (!next) break;
      waiting.delete(next.seq);
      this.emit(next);
    }
    if (waiting && waiting.size === 0) {
      clearTimeout(this.gapTimers.get(channel));
      this.gapTimers.delete(channel);
    }
  }

  /** A number never arrived on pub/sub: read the missing ones from the list. */
  private async fillGap(channel: string): Promise<void> {
    this.gapTimers.delete(channel);
    const history = await this.history(channel, this.delivered.get(channel) ?? 0);
    for (const message of history.messages) if (message.seq > (this.delivered.get(channel) ?? 0)) this.receive(message);
    // Whatever still waits is past a gap the list no longer holds: hand it on in order.
    const waiting = [...(this.waiting.get(channel)?.values() ?? [])].sort((a, b) => a.seq - b.seq);
    this.waiting.delete(channel);
    for (const message of waiting) if (message.seq > (this.delivered.get(channel) ?? 0)) this.emit(message);
  }

  async close(): Promise<void> {
    for (const timer of this.gapTimers.values()) clearTimeout(timer);
    this.listeners.clear();
    await Promise.all([this.commands.quit(), this.subscriber.quit()]);
  }
}
