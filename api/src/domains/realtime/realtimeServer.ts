// The one websocket endpoint (`/api/ws`). A connection subscribes to channels; messages reach it
// in each channel's order with their sequence numbers. Subscribing with `since` replays what was
// missed, or answers `resync` when the broker no longer has it. Heartbeats find dead
// connections; a client that cannot keep up is cut off (it reconnects and resumes).
//
// A signed-in connection remembers its session. When the session ends — at its expiry (checked
// against the api's clock), or announced on the broker's control channel by whichever process
// signed it out, froze, cancelled or banned it — the connection's private channels close and
// the client is told (`sessionEnded`); its public channels go on as a visitor's.
//
// A room's viewers are people, not sockets: a signed-in user counts once, a page that is not
// signed in counts by the visitor id it presents (see visitorIds.ts), and a connection with
// neither counts as its address (summed over api processes by viewerCounts.ts). One address and one session hold a bounded number of
// connections; the next is closed with the reason. The process holds as many as its open-files
// limit leaves room for (connectionCap.ts). The token is taken from an `auth` message only: a
// token in the address would be written to proxies' logs.
import type http from 'node:http';
import type { Duplex } from 'node:stream';
import { type ClientMessage, HEARTBEAT_SECONDS, isSessionsEndedEvent, parseChannel, REALTIME_CLOSE, REALTIME_PATH, type ServerMessage, type SessionEndReason, SESSIONS_CONTROL_CHANNEL } from '@matchday/contracts/realtime/protocol';
import proxyAddr from 'proxy-addr';
import { WebSocketServer, type WebSocket } from 'ws';
import { systemClock, type Clock } from '../../clock';
import type { Broker, RealtimeMessage } from './broker';
import { CONNECTION_CAPS, ConnectionCap, refuseAsFull, type RealtimeCaps } from './connectionCap';
import { EndedSessions } from './endedSessions';
import { VisitorIds } from './visitorIds';

const MAX_SUBSCRIPTIONS = 64;
const MAX_BUFFERED_BYTES = 1024 * 1024;
const MAX_MESSAGE_BYTES = 4096;
/** How often session expiries are checked: a session ends at most this long after its time. */
const SESSION_CHECK_MS = 250;

/** The session a token belongs to. */
export interface SessionIdentity {
  userId: string;
  sessionId: string;
  expiresAt: Date;
}

export interface RealtimeServerOptions {
  broker: Broker;
  /** The session of a token (for `user:<id>` channels); null when the token is refused. */
  authenticate: (token: string) => Promise<SessionIdentity | null>;
  /** The api's clock: sessions expire by it. */
  clock?: Clock;
  /** Signs visitor ids (the server secret). */
  secret: string;
  /** Proxies whose X-Forwarded-For names the client (proxy-addr terms, as the HTTP routes); none when empty. */
  trustedProxies?: string[];
  caps?: Partial<RealtimeCaps>;
  heartbeatMs?: number;
  sessionCheckMs?: number;
  log?: { warn: (object: unknown, message: string) => void };
  /** Someone here joined or left a channel, or changed who they are: its viewers may differ (shared counts). */
  onViewersChanged?: (channel: string) => void;
}

interface Connection {
  socket: WebSocket;
  address: string;
  session: SessionIdentity | null;
  /** The visitor id it presented (checked), when not signed in. */
  visitor: string | null;
  /** Channel -> messages held while its history is being replayed, or null once live. */
  channels: Map<string, RealtimeMessage[] | null>;
  /**
   * Channel -> the last number sent on it. A message published while a subscription read its
   * history arrives by pub/sub after the replay too (two Redis connections): it is not sent twice.
   */
  sent: Map<string, number>;
  alive: boolean;
  /** Messages are handled one after another: an `auth` completes before the `subscribe` after it. */
  queue: Promise<void>;
}

export class RealtimeServer {
  private readonly wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });
  private readonly subscribers = new Map<string, Set<Connection>>();
  private readonly connections = new Set<Connection>();
  /** Signed-in connections by session id. */
  private readonly bySession = new Map<string, Set<Connection>>();
  private readonly perAddress = new Map<string, number>();
  private readonly caps: typeof CONNECTION_CAPS;
  /** Websockets open on this process, refused past its cap. */
  readonly capacity: ConnectionCap;
  private readonly visitorIds: VisitorIds;
  private readonly clientAddress: (request: http.IncomingMessage) => string;
  private readonly recentlyEnded = new EndedSessions();
  /** No session of a connection expires before this (ms since the epoch, by the clock). */
  private nextExpiry = Infinity;
  private readonly clock: Clock;
  private readonly unsubscribeBroker: () => void;
  private readonly unsubscribeReset: () => void;
  private readonly heartbeat: NodeJS.Timeout;
  private readonly sessionCheck: NodeJS.Timeout;

  constructor(private readonly options: RealtimeServerOptions) {
    this.clock = options.clock ?? systemClock;
    this.caps = { ...CONNECTION_CAPS, ...options.caps };
    this.capacity = new ConnectionCap(options.caps?.perProcess ?? Infinity);
    this.visitorIds = new VisitorIds(options.secret);
    const trust = proxyAddr.compile(options.trustedProxies ?? []);
    this.clientAddress = (request) => proxyAddr(request, trust);
    this.unsubscribeBroker = options.broker.subscribe((message) => this.deliver(message));
    this.unsubscribeReset = options.broker.onReset?.(() => void this.resyncAll()) ?? (() => undefined);
    this.heartbeat = setInterval(() => this.beat(), options.heartbeatMs ?? HEARTBEAT_SECONDS * 1000);
    this.heartbeat.unref();
    // A timer per session would not follow a clock that is moved (tests) or corrected: the
    // clock is read a few times a second instead, and only compared with the earliest expiry.
    this.sessionCheck = setInterval(() => this.checkSessions(), options.sessionCheckMs ?? SESSION_CHECK_MS);
    this.sessionCheck.unref();
  }

  get connectionCount(): number {
    return this.connections.size;
  }

  /** People listening to a channel through this process (a live room's viewers here): each user, visitor or bare address once. */
  viewerCount(channel: string): number {
    return this.viewersOf(channel).size;
  }

  /** Who listens to a channel through this process: `user:<id>`, `visitor:<id>` or `address:<address>`, each once. */
  viewersOf(channel: string): Set<string> {
    const viewers = new Set<string>();
    for (const connection of this.subscribers.get(channel) ?? []) {
      if (connection.session) viewers.add(`user:${connection.session.userId}`);
      else if (connection.visitor) viewers.add(`visitor:${connection.visitor}`);
      else viewers.add(`address:${connection.address}`);
    }
    return viewers;
  }

  /** The channels someone listens to through this process. */
  channels(): Iterable<string> {
    return this.subscribers.keys();
  }

  /** Takes websocket upgrades for the realtime path on an HTTP server. */
  attach(server: http.Server): void {
    server.on('upgrade', (request: http.IncomingMessage, socket: Duplex, head: Buffer) => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      if (url.pathname !== REALTIME_PATH) return; // someone else's upgrade, or none: leave it
      const admission = this.capacity.admit(socket);
      if (admission === 'drop') return void socket.destroy();
      this.wss.handleUpgrade(request, socket, head, (ws) => {
        if (admission === 'refuse') return refuseAsFull(ws);
        if (url.searchParams.has('token')) return ws.close(REALTIME_CLOSE.tokenInAddress.code, REALTIME_CLOSE.tokenInAddress.reason);
        const address = this.clientAddress(request);
        if ((this.perAddress.get(address) ?? 0) >= this.caps.perAddress)
          return ws.close(REALTIME_CLOSE.tooManyFromAddress.code, REALTIME_CLOSE.tooManyFromAddress.reason);
        this.accept(ws, address);
      });
    });
  }

  private accept(socket: WebSocket, address: string): void {
    const connection: Connection = { socket, address, session: null, visitor: null, channels: new Map(), sent: new Map(), alive: true, queue: Promise.resolve() };
    this.connections.add(connection);
    this.perAddress.set(address, (this.perAddress.get(address) ?? 0) + 1);
    socket.on('pong', () => (connection.alive = true));
    socket.on('close', () => this.drop(connection));
    socket.on('error', () => this.drop(connection));
    const handle = (work: () => Promise<void>) => {
      connection.queue = connection.queue.then(work).catch((error: unknown) => this.options.log?.warn({ err: error }, 'realtime message failed'));
    };
    socket.on('message', (raw) => handle(() => this.receive(connection, raw.toString())));
    // Answered with `authenticated` as a visitor; the page's own `auth` follows (and gets its visitor id).
    handle(() => this.authenticate(connection, '', null));
  }

  /**
   * Takes the session of a token (none for an empty one), closing the previous user's channels,
   * and the visitor id presented with it (null: no `auth` message, nothing presented or given).
   */
  private async authenticate(connection: Connection, token: string, presentedVisitor: unknown): Promise<void> {
    let session: SessionIdentity | null = null;
    let refused = false;
    if (token) {
      try {
        session = await this.options.authenticate(token);
        refused = session === null;
      } catch (error) {
        // Not known to be refused (the database may be away): no session, but not ended either.
        this.options.log?.warn({ err: error }, 'realtime authentication failed');
      }
    }
    const ended = session ? this.recentlyEnded.reasonFor(session.sessionId) : undefined;
    if (ended) session = null;
    if (session && session.sessionId !== connection.session?.sessionId && (this.bySession.get(session.sessionId)?.size ?? 0) >= this.caps.perSession) {
      connection.socket.close(REALTIME_CLOSE.tooManyForSession.code, REALTIME_CLOSE.tooManyForSession.reason);
      return;
    }
    this.setSession(connection, session);
    this.closePrivateChannels(connection);
    const now = this.clock.now();
    const visitor = this.visitorIds.read(presentedVisitor, now);
    connection.visitor = visitor?.visitor ?? null;
    // A page without an id (or whose id is due to change) is given one for its next connections;
    // this connection goes on counting as its address, so ids handed out are not viewers.
    const fresh = presentedVisitor !== null && !session && (!visitor || visitor.rotate) ? this.visitorIds.issue(now) : undefined;
    this.send(connection, { type: 'authenticated', userId: session?.userId ?? null, ...(fresh ? { visitor: fresh } : {}) });
    this.identityChanged(connection);
    if (ended) this.send(connection, { type: 'sessionEnded', reason: ended });
    else if (refused) this.send(connection, { type: 'sessionEnded', reason: 'invalid' });
  }

  private setSession(connection: Connection, session: SessionIdentity | null): void {
    const previous = connection.session;
    if (previous) {
      const sharing = this.bySession.get(previous.sessionId);
      sharing?.delete(connection);
      if (sharing?.size === 0) this.bySession.delete(previous.sessionId);
    }
    connection.session = session;
    if (!session) return;
    const sharing = this.bySession.get(session.sessionId) ?? new Set();
    sharing.add(connection);
    this.bySession.set(session.sessionId, sharing);
    this.nextExpiry = Math.min(this.nextExpiry, session.expiresAt.getTime());
  }

  /** Closes the `user:` channels that are not the connection's own user's. */
  private closePrivateChannels(connection: Connection): void {
    for (const channel of [...connection.channels.keys()]) {
      const parsed = parseChannel(channel);
      if (parsed?.kind === 'user' && parsed.id !== connection.session?.userId) this.unsubscribe(connection, channel);
    }
  }

  /** The session is over: private channels close, the client is told, public channels go on. */
  private endSession(connection: Connection, reason: SessionEndReason): void {
    this.setSession(connection, null);
    this.closePrivateChannels(connection);
    this.identityChanged(connection);
    this.send(connection, { type: 'sessionEnded', reason });
  }

  /** The connection counts as someone else now (signed in or out) in each of its channels. */
  private identityChanged(connection: Connection): void {
    for (const channel of connection.channels.keys()) this.options.onViewersChanged?.(channel);
  }

  /** Another process (or this one) announced sessions that ended. */
  private endSessions(data: unknown): void {
    if (!isSessionsEndedEvent(data)) {
      this.options.log?.warn({ data }, 'malformed sessions-ended event');
      return;
    }
    for (const sessionId of data.sessionIds) {
      this.recentlyEnded.remember(sessionId, data.reason);
      for (const connection of [...(this.bySession.get(sessionId) ?? [])]) this.endSession(connection, data.reason);
    }
  }

  private checkSessions(): void {
    this.recentlyEnded.prune();
    const now = this.clock.now().getTime();
    if (now < this.nextExpiry) return;
    this.nextExpiry = Infinity;
    for (const sharing of [...this.bySession.values()])
      for (const connection of [...sharing]) {
        const expiresAt = connection.session!.expiresAt.getTime();
        if (expiresAt <= now) this.endSession(connection, 'expired');
        else this.nextExpiry = Math.min(this.nextExpiry, expiresAt);
      }
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
        return this.authenticate(connection, typeof message.token === 'string' ? message.token : '', message.visitor ?? '');
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
    if (parsed.kind === 'user' && parsed.id !== connection.session?.userId)
      return this.send(connection, { type: 'error', channel, code: 'forbidden', message: 'only its owner may listen' });
    if (!connection.channels.has(channel) && connection.channels.size >= MAX_SUBSCRIPTIONS)
      return this.send(connection, { type: 'error', channel, code: 'too_many_subscriptions', message: `at most ${MAX_SUBSCRIPTIONS}` });

    // Hold live messages while the history is read, so none falls between the two.
    const held: RealtimeMessage[] = [];
    connection.channels.set(channel, held);
    // Asked again (a client filling a gap): what it asks for is sent, even if sent before.
    connection.sent.delete(channel);
    const listeners = this.subscribers.get(channel) ?? new Set();
    listeners.add(connection);
    this.subscribers.set(channel, listeners);
    this.options.onViewersChanged?.(channel);

    // Closed while the broker was asked (unsubscribed, or the session ended): nothing more is sent.
    const closed = () => connection.channels.get(channel) !== held;
    let delivered: number;
    try {
      if (typeof since === 'number' && Number.isInteger(since) && since >= 0) {
        const history = await this.options.broker.history(channel, since);
        if (closed()) return;
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
        if (closed()) return;
        this.send(connection, { type: 'subscribed', channel, seq: delivered });
      }
    } catch {
      // The broker is away (Redis restarting): the client fetches the state and follows from 0;
      // the next number it sees is past that gap, so it asks again once the broker is back.
      if (closed()) return;
      delivered = 0;
      this.send(connection, { type: 'resync', channel, seq: 0 });
    }
    connection.channels.set(channel, null);
    connection.sent.set(channel, delivered);
    for (const message of held) if (message.seq > delivered) this.sendMessage(connection, message);
  }

  /** The broker's numbering began again (Redis restarted empty): every follower refetches from the new place. */
  private async resyncAll(): Promise<void> {
    for (const [channel, listeners] of [...this.subscribers]) {
      const seq = await this.options.broker.lastSeq(channel).catch(() => 0);
      for (const connection of listeners)
        if (connection.channels.get(channel) === null) {
          connection.sent.set(channel, seq);
          this.send(connection, { type: 'resync', channel, seq });
        }
    }
  }

  private unsubscribe(connection: Connection, channel: string): void {
    connection.channels.delete(channel);
    connection.sent.delete(channel);
    const listeners = this.subscribers.get(channel);
    listeners?.delete(connection);
    if (listeners?.size === 0) this.subscribers.delete(channel);
    this.options.onViewersChanged?.(channel);
  }

  private deliver(message: RealtimeMessage): void {
    if (message.channel === SESSIONS_CONTROL_CHANNEL) return this.endSessions(message.data);
    const listeners = this.subscribers.get(message.channel);
    if (!listeners) return;
    // Serialised and encoded once for every listener (thousands follow one score list).
    const frame = Buffer.from(
      JSON.stringify({ type: 'message', channel: message.channel, seq: message.seq, data: message.data, sentAt: message.sentAt } satisfies ServerMessage),
    );
    for (const connection of listeners) {
      const held = connection.channels.get(message.channel);
      if (held) held.push(message);
      else if (this.firstTime(connection, message)) this.sendFrame(connection, frame);
    }
  }

  /** True (and noted) unless this connection was sent this number of the channel already. */
  private firstTime(connection: Connection, message: RealtimeMessage): boolean {
    if ((connection.sent.get(message.channel) ?? -1) >= message.seq) return false;
    connection.sent.set(message.channel, message.seq);
    return true;
  }

  private sendMessage(connection: Connection, message: RealtimeMessage): void {
    if (!this.firstTime(connection, message)) return;
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
    const left = (this.perAddress.get(connection.address) ?? 1) - 1;
    if (left > 0) this.perAddress.set(connection.address, left);
    else this.perAddress.delete(connection.address);
    this.setSession(connection, null);
    for (const channel of [...connection.channels.keys()]) this.unsubscribe(connection, channel);
  }

  async close(): Promise<void> {
    clearInterval(this.heartbeat);
    clearInterval(this.sessionCheck);
    this.unsubscribeBroker();
    this.unsubscribeReset();
    for (const connection of this.connections) connection.socket.close(1001, 'server shutting down');
    await new Promise<void>((resolve) => this.wss.close(() => resolve()));
  }
}
