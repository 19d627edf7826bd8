// A room's viewers across every api process (Redis). Each process writes who follows each room
// channel through it into one sorted set per channel: a member is the process's id and the
// viewer's identity (`user:…`, `visitor:…`, `address:…`), scored by when the process last vouched
// for it. It writes on every join, leave or change of identity, and every few seconds all of them
// again; the count is the distinct identities vouched for within the last `staleMs`. So a user
// with tabs on two processes counts once, a viewer who leaves stops counting at once, and the
// viewers of a process killed without a word stop counting within `staleMs`.
//
// Times are Redis's own (TIME in the scripts), not the processes': their clocks may differ, and
// development's can be moved forward (`POST /api/dev/clock`) without making viewers vanish.
import crypto from 'node:crypto';
import { parseChannel } from '@matchday/contracts/realtime/protocol';
import type { Redis } from 'ioredis';

/** Who follows a channel through this process: each identity once. */
export interface LocalViewers {
  viewersOf(channel: string): Set<string>;
  /** The channels with a listener here. */
  channels(): Iterable<string>;
}

export interface ViewerCountOptions {
  /** Where the sets live (tests keep theirs apart). */
  prefix?: string;
  /** A viewer no process has vouched for this long no longer counts. */
  staleMs?: number;
  /** How often every viewer of this process is vouched for again (well under `staleMs`). */
  refreshMs?: number;
  log?: { warn: (object: unknown, message: string) => void };
}

const NOW_MS = `local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)`;

// KEYS[1]: the channel's set. ARGV: staleMs, how many members to vouch for, those members, then
// the members to take out (this process's viewers who left).
const VOUCH_SCRIPT = `${NOW_MS}
local stale = tonumber(ARGV[1])
local vouched = tonumber(ARGV[2])
for i = 3, 2 + vouched do redis.call('ZADD', KEYS[1], now, ARGV[i]) end
for i = 3 + vouched, #ARGV do redis.call('ZREM', KEYS[1], ARGV[i]) end
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', string.format('%d', now - stale))
if redis.call('ZCARD', KEYS[1]) > 0 then redis.call('PEXPIRE', KEYS[1], stale * 2) end
return 0`;

// KEYS[1]: the channel's set; ARGV[1]: staleMs. The distinct identities (after the process id) vouched for lately.
const COUNT_SCRIPT = `${NOW_MS}
local members = redis.call('ZRANGEBYSCORE', KEYS[1], string.format('(%d', now - tonumber(ARGV[1])), '+inf')
local seen = {}
local count = 0
for _, member in ipairs(members) do
  local identity = string.sub(member, string.find(member, ' ', 1, true) + 1)
  if not seen[identity] then
    seen[identity] = true
    count = count + 1
  end
end
return count`;

/** Only live rooms' viewers are counted (thousands following a score list are not written). */
const isRoomChannel = (channel: string) => parseChannel(channel)?.kind === 'chat';

export class SharedViewerCounts {
  /** This process's id in the members it writes (no space: the identity starts after the first one). */
  readonly processId = crypto.randomBytes(8).toString('hex');
  private readonly prefix: string;
  private readonly staleMs: number;
  /** Per channel, the identities this process has vouched for in Redis. */
  private readonly written = new Map<string, Set<string>>();
  private readonly dirty = new Set<string>();
  private scheduled = false;
  /** The writes under way: a count waits for them, so this process's own changes are in it. */
  private flushing: Promise<void> = Promise.resolve();
  private readonly timer: NodeJS.Timeout;
  private closed = false;

  constructor(
    private readonly redis: Redis,
    private readonly local: LocalViewers,
    private readonly options: ViewerCountOptions = {},
  ) {
    this.prefix = options.prefix ?? 'matchday:viewers:';
    this.staleMs = options.staleMs ?? 15_000;
    this.timer = setInterval(() => this.refresh(), options.refreshMs ?? 5000);
    this.timer.unref();
  }

  /** Someone joined or left the channel here, or changed who they are (signed in or out). */
  changed(channel: string): void {
    if (this.closed || !isRoomChannel(channel)) return;
    this.dirty.add(channel);
    this.schedule();
  }

  /** The channel's viewers on every process. */
  async count(channel: string): Promise<number> {
    await this.flushing;
    return Number(await this.redis.eval(COUNT_SCRIPT, 1, this.setOf(channel), this.staleMs));
  }

  /** Stops vouching and takes this process's viewers out at once (a graceful stop). */
  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.timer);
    await this.flushing;
    const pipeline = this.redis.pipeline();
    for (const [channel, identities] of this.written) for (const identity of identities) pipeline.zrem(this.setOf(channel), this.member(identity));
    this.written.clear();
    await pipeline.exec();
  }

  /** Vouches again for every viewer here (and takes out any this process no longer has). */
  refresh(): Promise<void> {
    if (this.closed) return this.flushing;
    for (const channel of [...this.local.channels(), ...this.written.keys()]) if (isRoomChannel(channel)) this.dirty.add(channel);
    return this.schedule();
  }

  private schedule(): Promise<void> {
    if (this.scheduled) return this.flushing;
    this.scheduled = true;
    // Changes of one moment (a page subscribing to several channels) are written together.
    this.flushing = this.flushing.then(async () => {
      this.scheduled = false;
      const channels = [...this.dirty];
      this.dirty.clear();
      await Promise.all(channels.map((channel) => this.vouch(channel)));
    }).catch((error: unknown) => this.options.log?.warn({ err: error }, 'counting viewers failed'));
    return this.flushing;
  }

  private async vouch(channel: string): Promise<void> {
    const current = this.local.viewersOf(channel);
    const previous = this.written.get(channel) ?? new Set<string>();
    const gone = [...previous].filter((identity) => !current.has(identity));
    if (current.size === 0 && gone.length === 0) return;
    try {
      await this.redis.eval(VOUCH_SCRIPT, 1, this.setOf(channel), this.staleMs, current.size, ...[...current, ...gone].map((identity) => this.member(identity)));
      if (current.size > 0) this.written.set(channel, current);
      else this.written.delete(channel);
    } catch (error) {
      // Written again at the next refresh; meanwhile the other processes' counts are a little off.
      this.options.log?.warn({ err: error, channel }, 'writing viewers to Redis failed');
    }
  }

  private setOf(channel: string): string {
    return `${this.prefix}${channel}`;
  }

  private member(identity: string): string {
    return `${this.processId} ${identity}`;
  }
}
