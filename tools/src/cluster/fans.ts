// Fans following live matches over websockets, through the edge, checked message by message:
// each channel's numbers must arrive one after another. A fan whose connection drops (its api
// process killed) reconnects and resumes from the last number it saw; the server replays what it
// missed or says `resync` (fetch the state again), which is allowed and counted. A number seen
// twice is a duplicate; a number skipped without a resync is a loss.
import { REALTIME_PATH, type ServerMessage } from '@matchday/contracts/realtime/protocol';

export interface FanCounts {
  fans: number;
  connects: number;
  reconnects: number;
  messages: number;
  duplicates: number;
  /** Skipped numbers, asked for again (a replay fills them). */
  gapsAsked: number;
  /** Numbers that never came and no resync covered, at the end. */
  lost: number;
  resyncs: number;
  /** From a drop to every channel followed again, per reconnect (ms). */
  resumeMs: number[];
}

interface Follow {
  last: number | null;
  /** A gap was seen: messages wait until the replay fills it. */
  asked: number | null;
}

class Fan {
  socket: WebSocket | null = null;
  readonly follows = new Map<string, Follow>();
  droppedAt: number | null = null;
  /** Channels asked for and not yet answered (subscribed or resync). */
  readonly pending = new Set<string>();
  stopped = false;

  constructor(
    private readonly url: string,
    channels: string[],
    private readonly counts: FanCounts,
  ) {
    for (const channel of channels) this.follows.set(channel, { last: null, asked: null });
  }

  connect(): void {
    const socket = new WebSocket(this.url);
    this.socket = socket;
    socket.onopen = () => {
      this.counts.connects += 1;
      for (const channel of this.follows.keys()) this.pending.add(channel);
      for (const [channel, follow] of this.follows)
        socket.send(JSON.stringify(follow.last === null ? { type: 'subscribe', channel } : { type: 'subscribe', channel, since: follow.last }));
    };
    socket.onmessage = (event) => this.receive(JSON.parse(String(event.data)) as ServerMessage);
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.socket = null;
      if (this.stopped) return;
      this.droppedAt ??= Date.now();
      this.counts.reconnects += 1;
      // The site's client waits a little, more each time; a second is its first wait.
      setTimeout(() => !this.stopped && this.connect(), 500 + Math.random() * 1000);
    };
    socket.onerror = () => undefined;
  }

  private subscribed(channel: string): void {
    this.pending.delete(channel);
    if (this.pending.size === 0 && this.droppedAt !== null) {
      this.counts.resumeMs.push(Date.now() - this.droppedAt);
      this.droppedAt = null;
    }
  }

  private receive(message: ServerMessage): void {
    if (message.type === 'subscribed') {
      const follow = this.follows.get(message.channel);
      if (follow && follow.last === null) follow.last = message.seq;
      if (follow) follow.asked = null;
      return this.subscribed(message.channel);
    }
    if (message.type === 'resync') {
      const follow = this.follows.get(message.channel);
      if (follow) Object.assign(follow, { last: message.seq, asked: null });
      this.counts.resyncs += 1;
      return this.subscribed(message.channel);
    }
    if (message.type !== 'message') return;
    const follow = this.follows.get(message.channel);
    if (!follow || follow.last === null) return;
    this.counts.messages += 1;
    if (message.seq <= follow.last) {
      this.counts.duplicates += 1;
      return;
    }
    if (message.seq > follow.last + 1) {
      // A gap: ask again from the last one seen, as the site's client does.
      if (follow.asked === null) {
        follow.asked = follow.last;
        this.counts.gapsAsked += 1;
        this.socket?.send(JSON.stringify({ type: 'subscribe', channel: message.channel, since: follow.last }));
        this.pending.add(message.channel);
      }
      return;
    }
    follow.last = message.seq;
  }

  stop(): void {
    this.stopped = true;
    this.socket?.close();
  }
}

export class FanCrowd {
  readonly counts: FanCounts;
  private readonly fans: Fan[] = [];

  constructor(base: string, size: number, channelsFor: (index: number) => string[]) {
    this.counts = { fans: size, connects: 0, reconnects: 0, messages: 0, duplicates: 0, gapsAsked: 0, lost: 0, resyncs: 0, resumeMs: [] };
    const url = `${base.replace(/^http/, 'ws')}${REALTIME_PATH}`;
    for (let index = 0; index < size; index += 1) this.fans.push(new Fan(url, channelsFor(index), this.counts));
  }

  /** Connects the fans a batch at a time (a crowd arriving, not one instant). */
  async start(): Promise<void> {
    for (let index = 0; index < this.fans.length; index += 50) {
      for (const fan of this.fans.slice(index, index + 50)) fan.connect();
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** Fans connected with every channel followed. */
  get settled(): number {
    return this.fans.filter((fan) => fan.socket?.readyState === WebSocket.OPEN && fan.pending.size === 0 && fan.droppedAt === null).length;
  }

  /** Why fans are not settled: not connected, waiting for an answer to a subscription, dropped. */
  unsettled(): string {
    let closed = 0;
    let waiting = 0;
    for (const fan of this.fans) {
      if (fan.socket?.readyState !== WebSocket.OPEN) closed += 1;
      else if (fan.pending.size > 0) waiting += 1;
    }
    return `${closed} not connected, ${waiting} waiting for a subscription's answer`;
  }

  /** The last number each fan holds per channel (to compare with the channels' own). */
  lastNumbers(channel: string): number[] {
    return this.fans.map((fan) => fan.follows.get(channel)?.last ?? -1);
  }

  stop(): FanCounts {
    for (const fan of this.fans) {
      // A gap asked for and never filled (nor resynced) is a loss.
      for (const follow of fan.follows.values()) if (follow.asked !== null) this.counts.lost += 1;
      fan.stop();
    }
    return this.counts;
  }
}
