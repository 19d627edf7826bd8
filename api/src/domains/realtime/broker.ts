// Where channel messages are numbered, kept for a while, and announced to every api process.
// In one process the broker is memory; several processes share one through Redis. Either way a
// channel's messages carry consecutive sequence numbers and the last HISTORY_SIZE are kept, so a
// client that comes back can be given what it missed. What may be published on a channel is the
// protocol's map (`ChannelPayloads`): a payload that does not fit its channel does not compile.
import type { BrokerChannel, PayloadOf } from '@matchday/contracts/realtime/protocol';

/**
 * Publishing on the channels `C` (all of them by default), each message typed by its channel.
 * The callbacks the services are given; a service that speaks on one kind takes that kind only.
 */
export type Publish<C extends BrokerChannel = BrokerChannel> = <N extends C>(channel: N, data: PayloadOf<N>) => void;

/** Redacting kept messages of the channels `C` (see `Broker.redact`). */
export type Redact<C extends BrokerChannel = BrokerChannel> = <N extends C>(channel: N, test: (data: PayloadOf<N>) => boolean, replacement: PayloadOf<N>) => Promise<number>;

/** A message as stored and handed on (from Redis too): the wire's form, its data read by the channel's receiver. */
export interface RealtimeMessage {
  channel: string;
  seq: number;
  data: unknown;
  /** Milliseconds since the epoch when published (for delivery latency). */
  sentAt: number;
}

export interface History {
  messages: RealtimeMessage[];
  /** False when older messages than those asked for are gone: the client must refetch. */
  complete: boolean;
  lastSeq: number;
}

export interface Broker {
  publish<C extends BrokerChannel>(channel: C, data: PayloadOf<C>): Promise<RealtimeMessage>;
  /** Messages of a channel after `afterSeq`. */
  history(channel: string, afterSeq: number): Promise<History>;
  lastSeq(channel: string): Promise<number>;
  /**
   * Replaces the data of kept messages that `test` picks (a deleted chat message), so that no
   * replay or resume hands them out again; their numbers stay, so sequences have no holes.
   * Resolves to how many were replaced. Connected clients are told by a message of their own.
   */
  redact<C extends BrokerChannel>(channel: C, test: (data: PayloadOf<C>) => boolean, replacement: PayloadOf<C>): Promise<number>;
  /** Every message published by any process, in each channel's order. */
  subscribe(listener: (message: RealtimeMessage) => void): () => void;
  /**
   * The shared store lost its numbering (Redis restarted empty): numbers start again, so every
   * client must be told to fetch its channels' state again. A broker that cannot lose it has none.
   */
  onReset?(listener: () => void): () => void;
  close(): Promise<void>;
}

export const HISTORY_SIZE = 500;

export function historyAfter(kept: RealtimeMessage[], afterSeq: number, lastSeq: number): History {
  // A number past the last one: the numbering was lost and started again (a Redis restart). The
  // client's place means nothing any more: it must fetch the state again.
  if (afterSeq > lastSeq) return { messages: [], complete: false, lastSeq };
  if (afterSeq >= lastSeq) return { messages: [], complete: true, lastSeq };
  const messages = kept.filter((message) => message.seq > afterSeq).sort((a, b) => a.seq - b.seq);
  const complete = messages.length === lastSeq - afterSeq;
  return { messages: complete ? messages : [], complete, lastSeq };
}

export class MemoryBroker implements Broker {
  private readonly sequences = new Map<string, number>();
  private readonly kept = new Map<string, RealtimeMessage[]>();
  private readonly listeners = new Set<(message: RealtimeMessage) => void>();

  async publish<C extends BrokerChannel>(channel: C, data: PayloadOf<C>): Promise<RealtimeMessage> {
    const seq = (this.sequences.get(channel) ?? 0) + 1;
    this.sequences.set(channel, seq);
    const message = { channel, seq, data, sentAt: Date.now() };
    const kept = this.kept.get(channel) ?? [];
    kept.push(message);
    if (kept.length > HISTORY_SIZE) kept.shift();
    this.kept.set(channel, kept);
    for (const listener of this.listeners) listener(message);
    return message;
  }

  async history(channel: string, afterSeq: number): Promise<History> {
    return historyAfter(this.kept.get(channel) ?? [], afterSeq, this.sequences.get(channel) ?? 0);
  }

  async lastSeq(channel: string): Promise<number> {
    return this.sequences.get(channel) ?? 0;
  }

  async redact<C extends BrokerChannel>(channel: C, test: (data: PayloadOf<C>) => boolean, replacement: PayloadOf<C>): Promise<number> {
    const kept = this.kept.get(channel) ?? [];
    let replaced = 0;
    kept.forEach((message, index) => {
      if (!test(message.data as PayloadOf<C>)) return;
      kept[index] = { ...message, data: replacement };
      replaced += 1;
    });
    return replaced;
  }

  subscribe(listener: (message: RealtimeMessage) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async close(): Promise<void> {
    this.listeners.clear();
  }
}
