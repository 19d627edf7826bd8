// The one websocket endpoint (`/api/ws`). A connection subscribes to channels; messages reach it
// in each channel's order with their sequence numbers. Subscribing with `since` replays what was
// missed, or answers `resync` when the broker no longer has it. Heartbeats find dead
// connections; a client that cannot keep up is cut off (it reconnects and resumes).
import type http from 'node:http';
import type { Duplex } from 'node:stream';
import { HEARTBEAT_SECONDS, REALTIME_PATH, parseChannel, type ClientMessage, type ServerMessage } from '@matchday/shared/realtime/protocol';
import { WebSocketServer, type WebSocket } from 'ws';
import type { Broker, RealtimeMessage } from './broker';

const MAX_SUBSCRIPTIONS = 64;
const MAX_BUFFERED_BYTES = 1024 * 1024;
const MAX_MESSAGE_BYTES = 4096;

export interface RealtimeServerOptions {
  broker: Broker;
  /** Who a token belongs to (for `user:<id>` channels); null for none. */
  authenticate: (token: string) => Promise<string | null>;
  heartbeatMs?: number;
  log?: { warn: (object: unknown, message: string) => void };
}

interface Connection {
  socket: WebSocket;
  userId: string | null;
  /** Channel -> messages held while its history is being replayed, or null once live. */
  channels: Map<string, RealtimeMessage[] | null>;
  alive: boolean;
  /** Messages are handled one after another: an `auth` completes before the `subscribe` after it. */
  queue: Promise<void>;
}

export class RealtimeServer {
  private readonly wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });
  private readonly subscribers = new Map<string, Set<Connection>>();
  private readonly connections = new Set<Connection>();
  private readonly unsubscribeBroker: () => void;
  private readonly heartbeat: NodeJS.Timeout;

  constructor(private readonly options: RealtimeServerOptions) {
    this.unsubscribeBroker = options.broker.subscribe((message) => this.deliver(message));
    this.heartbeat = setInterval(() => this.beat(), options.heartbeatMs ?? HEARTBEAT_SECONDS * 1000);
    this.heartbeat.unref();
  }

  get connectionCount(): number {
    return this.connections.size;
  }

  /** Takes websocket upgrades for the realtime path on an HTTP server. */
  attach(server: http.Server): void {
    server.on('upgrade', (request: http.IncomingMessage, socket: Duplex, head: Buffer) => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      if (url.pathname !== REALTIME_PATH) return; // someone else's upgrade, or none: leave it
      this.wss.handleUpgrade(request, socket, head, (ws) => this.accept(ws, url.searchParams.get('token')));
    });
  }

  private accept(socket: WebSocket, token: string | null): void {
    const connection: Connection = { socket, userId: null, channels: new Map(), alive: true, queue: Promise.resolve() };
    this.connections.add(connection);
    socket.on('pong', () => (connection.alive = true));
    socket.on('close', () => this.drop(connection));
    socket.on('error', () => this.drop(connection));
    const handle = (work: () => Promise<void>) => {
      connection.queue = connection.queue.then(work).catch((error: unknown) => this.options.log?.warn({ err: error }, 'realtime message failed'));
    };
    socket.on('message', (raw) => handle(() => this.receive(connection, raw.toString())));
    handle(async () => {
      if (token) connection.userId = await this.options.authenticate(token).catch(() => null);
      this.send(connection, { type: 'authenticated', userId: connection.userId });
    });
  }

  private async receive(connection: Connection, raw: string): Promise<void> {
    connection.alive = true;
    let message: ClientMessage;
    try {
      message = JSON.parse(raw) as ClientMessage;
    } catch {
      return this.send(connection, { type: 'error', code: 'bad_request', message: 'not JSON' });
    }
    switch (message.type) {
      case 'ping':
        return this.send(connection, { type: 'pong' });
      case 'auth':
        connection.userId = typeof message.token === 'string' && message.token ? await this.options.authenticate(message.token).catch(() => null) : null;
        // Private channels of the previous user are closed.
        for (const channel of connection.channels.keys())
          if (parseChannel(channel)?.kind === 'user' && parseChannel(channel)?.id !== connection.userId) this.unsubscribe(connection, channel);
        return this.send(connection, { type: 'authenticated', userId: connection.userId });
      case 'unsubscribe':
        return this.unsubscribe(connection, String(message.channel));
      case 'subscribe':
        return this.subscribe(connection, String(message.channel), message.since);
      default:
        return this.send(connection, { type: 'error', code: 'bad_request', message: 'unknown message type' });
    }
  }

  private async subscribe(connection: Connection, channel: string, since: unknown): Promise<void> {
    const parsed = parseChannel(channel);
    if (!parsed) return this.send(connection, { type: 'error', channel, code: 'unknown_channel', message: 'no such channel' });
    if (parsed.kind === 'user' && parsed.id !== connection.userId)
      return this.send(connection, { type: 'error', channel, code: 'forbidden', message: 'only its owner may listen' });
    if (!connection.channels.has(channel) && connection.channels.size >= MAX_SUBSCRIPTIONS)
      return this.send(connection, { type: 'error', channel, code: 'too_many_subscriptions', message: `at most ${MAX_SUBSCRIPTIONS}` });

    // Hold live messages while the history is read, so none falls between the two.
    connection.channels.set(channel, []);
    const listeners = this.subscribers.get(channel) ?? new Set();
    listeners.add(connection);
    this.subscribers.set(channel, listeners);

    let delivered: number;
    if (typeof since === 'number' && Number.isInteger(since) && since >= 0) {
      const history = await this.options.broker.history(channel, since);
      if (history.complete) {
        for (const message of history.messages) this.sendMessage(connection, message);
        delivered = history.lastSeq;
        this.send(connection, { type: 'subscribed', channel, seq: delivered });
      } else {
        delivered = history.lastSeq;
        this.send(connection, { type: 'resync', channel, seq: delivered });
      }
    } else {
      delivered = await this.options.broker.lastSeq(channel);
      this.send(connection, { type: 'subscribed', channel, seq: delivered });
    }
    const held = connection.channels.get(channel);
    if (!held) return; // unsubscribed meanwhile, or already live
    connection.channels.set(channel, null);
    for (const message of held) if (message.seq > delivered) this.sendMessage(connection, message);
  }

  private unsubscribe(connection: Connection, channel: string): void {
    connection.channels.delete(channel);
    const listeners = this.subscribers.get(channel);
    listeners?.delete(connection);
    if (listeners?.size === 0) this.subscribers.delete(channel);
  }

  private deliver(message: RealtimeMessage): void {
    const listeners = this.subscribers.get(message.channel);
    if (!listeners) return;
    // Serialised and encoded once for every listener (thousands follow one score list).
    const frame = Buffer.from(
      JSON.stringify({ type: 'message', channel: message.channel, seq: message.seq, data: message.data, sentAt: message.sentAt } satisfies ServerMessage),
    );
    for (const connection of listeners) {
      const held = connection.channels.get(message.channel);
      if (held) held.push(message);
      else this.sendFrame(connection, frame);
    }
  }

  private sendMessage(connection: Connection, message: RealtimeMessage): void {
    this.send(connection, { type: 'message', channel: message.channel, seq: message.seq, data: message.data, sentAt: message.sentAt });
  }

  private send(connection: Connection, message: ServerMessage): void {
    this.sendFrame(connection, JSON.stringify(message));
  }

  private sendFrame(connection: Connection, frame: string | Buffer): void {
    if (connection.socket.readyState !== connection.socket.OPEN) return;
    // A client this far behind would only fall further behind: it reconnects and resumes.
    if (connection.socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.options.log?.warn({ buffered: connection.socket.bufferedAmount }, 'realtime client too slow; disconnecting');
      connection.socket.terminate();
      return;
    }
    connection.socket.send(frame, { binary: false });
  }

  private beat(): void {
    for (const connection of this.connections) {
      if (!connection.alive) {
        connection.socket.terminate();
        continue;
      }
      connection.alive = false;
      connection.socket.ping();
    }
  }

  private drop(connection: Connection): void {
    if (!this.connections.delete(connection)) return;
    for (const channel of [...connection.channels.keys()]) this.unsubscribe(connection, channel);
  }

  async close(): Promise<void> {
    clearInterval(this.heartbeat);
    this.unsubscribeBroker();
    for (const connection of this.connections) connection.socket.close(1001, 'server shutting down');
    await new Promise<void>((resolve) => this.wss.close(() => resolve()));
  }
}
