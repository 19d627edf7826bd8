// The site's realtime client: one websocket per page (`@matchday/shared` is a federation
// singleton), any number of channels on it as RxJS observables. It connects when the first
// channel is watched and lets go when the last one is dropped; it reconnects with backoff and
// resumes every channel from the last number it saw. When the server cannot replay what was
// missed, watchers get `resync` and fetch the state again: nothing is lost silently. When the
// server ends the session the token belongs to, `sessionEnded$` says so (the page signs out).
// A server that is full (`REALTIME_CLOSE.serverFull`) is asked again later, no sooner than it says
// and spread by jitter, so the pages it turned away do not come back all at once.
import { BehaviorSubject, Observable, Subject } from 'rxjs';
import { type ChannelName, type ClientMessage, HEARTBEAT_SECONDS, parseChannel, type PayloadOf, REALTIME_CLOSE, retryAfterSeconds, SERVER_FULL_RETRY_SECONDS, type ServerMessage, type SessionEndReason } from '@matchday/contracts/realtime/protocol';

export type ChannelEvent<T = unknown> =
  | { type: 'message'; seq: number; data: T; sentAt: number }
  /** Messages were missed for good: fetch the state again, updates follow from here. */
  | { type: 'resync' }
  /** The server refused the channel (`forbidden`, `unknown_channel`, …), or closed it with the session (`session_ended`). */
  | { type: 'error'; code: string };

/** Watching a channel: its events carry the channel's own payload (the protocol's `ChannelPayloads`). */
export type WatchChannel = <C extends ChannelName>(name: C) => Observable<ChannelEvent<PayloadOf<C>>>;

/** A session the server ended: the token it was for, and why. */
export interface SessionEnd {
  token: string;
  reason: SessionEndReason;
}

export type ConnectionStatus = 'idle' | 'connecting' | 'open' | 'reconnecting' | 'closed';

/** What the client needs of a WebSocket (the browser's, or `ws` in Node). */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
}

export interface RealtimeClientOptions {
  /** The endpoint, read at each connection. */
  url: () => string;
  token?: string | null;
  createSocket?: (url: string) => SocketLike;
  /**
   * First retry after `initialMs`, doubling to `maxMs`, each with jitter. A full server's retries
   * wait at least its hint, doubling the same way, and up to twice as long (jitter).
   */
  backoff?: { initialMs: number; maxMs: number };
  /** How often to ping; silence for twice as long means the connection is dead. */
  heartbeatMs?: number;
  /** With nothing watched for this long, the connection is closed. */
  idleCloseMs?: number;
  random?: () => number;
  /**
   * Where the page keeps the visitor id the server gives it (a live room counts a visitor by it,
   * once however many tabs); none kept without it.
   */
  visitorIds?: VisitorIdStore;
}

export interface VisitorIdStore {
  read(): string | null;
  write(id: string): void;
}

interface ChannelState {
  subject: Subject<ChannelEvent>;
  watchers: number;
  /** The last number delivered; null before the server said where the channel is. */
  lastSeq: number | null;
  /** Subscribed again after a reconnect without ever knowing its number: updates may be gone. */
  resyncOnSubscribed: boolean;
}

const OPEN = 1;

const isUserChannel = (name: string) => parseChannel(name)?.kind === 'user';

export class RealtimeClient {
  readonly status$ = new BehaviorSubject<ConnectionStatus>('idle');
  /** The server ended the session of the client's token; the client forgets the token. */
  readonly sessionEnded$ = new Subject<SessionEnd>();
  private socket: SocketLike | null = null;
  private readonly channels = new Map<string, ChannelState>();
  private token: string | null;
  /** `auth` messages sent on this connection and not yet answered (`authenticated`). */
  private pendingAuths = 0;
  private attempts = 0;
  /** Connections in a row the server refused as full; reset when one is let in (the server speaks). */
  private fullRefusals = 0;
  private everConnected = false;
  private reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  /** How long the reconnection now scheduled waits (ms), or null when none is: for a status line. */
  reconnectDelayMs: number | null = null;
  private idleTimer: ReturnType<typeof setTimeout> | null = null;
  private heartbeatTimer: ReturnType<typeof setInterval> | null = null;
  private lastHeard = 0;
  private disposed = false;

  constructor(private readonly options: RealtimeClientOptions) {
    this.token = options.token ?? null;
  }

  /**
   * Every message of a channel from now on (and what a reconnect replays), in order, once each,
   * typed by the channel's kind: the api publishes on it only what the protocol's map says.
   */
  channel<C extends ChannelName>(name: C): Observable<ChannelEvent<PayloadOf<C>>> {
    return this.watch(name) as Observable<ChannelEvent<PayloadOf<C>>>;
  }

  /** The plumbing under `channel`: one subject per name, whatever its messages. */
  private watch(name: string): Observable<ChannelEvent> {
    return new Observable<ChannelEvent>((subscriber) => {
      let state = this.channels.get(name);
      if (!state) {
        state = { subject: new Subject(), watchers: 0, lastSeq: null, resyncOnSubscribed: false };
        this.channels.set(name, state);
      }
      const watched = state;
      watched.watchers += 1;
      const subscription = watched.subject.subscribe(subscriber);
      if (watched.watchers === 1) {
        this.cancelIdleClose();
        if (this.socket?.readyState === OPEN) this.send({ type: 'subscribe', channel: name });
        else this.connect();
      }
      return () => {
        subscription.unsubscribe();
        watched.watchers -= 1;
        if (watched.watchers > 0) return;
        this.channels.delete(name);
        if (this.socket?.readyState === OPEN) this.send({ type: 'unsubscribe', channel: name });
        if (this.channels.size === 0) this.scheduleIdleClose();
      };
    });
  }

  /** Signing in or out: private channels follow the token. */
  setToken(token: string | null): void {
    if (token === this.token) return;
    this.token = token;
    if (this.socket?.readyState === OPEN) this.sendAuth(token ?? '');
  }

  /** Reconnect now rather than at the next backoff step (the network came back). */
  reconnectNow(): void {
    if (this.status$.value !== 'reconnecting') return;
    this.clearReconnect();
    this.connect();
  }

  dispose(): void {
    this.disposed = true;
    this.clearReconnect();
    this.cancelIdleClose();
    this.stopHeartbeat();
    const socket = this.socket;
    this.socket = null;
    socket?.close(1000, 'closed by the page');
    this.status$.next('closed');
  }

  private connect(): void {
    if (this.disposed || this.socket || this.reconnectTimer) return;
    this.status$.next(this.everConnected ? 'reconnecting' : 'connecting');
    const socket = (this.options.createSocket ?? ((url) => new WebSocket(url) as unknown as SocketLike))(this.options.url());
    this.socket = socket;
    socket.onopen = () => {
      if (this.socket !== socket) return;
      const reconnect = this.everConnected;
      this.everConnected = true;
      this.attempts = 0;
      this.lastHeard = Date.now();
      this.status$.next('open');
      this.pendingAuths = 0;
      // Handled in order by the server: the token counts before the private channels.
      if (this.token || this.options.visitorIds) this.sendAuth(this.token ?? '');
      for (const [name, state] of this.channels) {
        if (state.lastSeq !== null) this.send({ type: 'subscribe', channel: name, since: state.lastSeq });
        else {
          state.resyncOnSubscribed = reconnect;
          this.send({ type: 'subscribe', channel: name });
        }
      }
      this.startHeartbeat();
    };
    socket.onmessage = (event) => {
      if (this.socket !== socket) return;
      this.lastHeard = Date.now();
      this.fullRefusals = 0; // a refused connection hears nothing before its close
      let message: ServerMessage;
      try {
        message = JSON.parse(String(event.data)) as ServerMessage;
      } catch {
        return;
      }
      this.receive(message);
    };
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.stopHeartbeat();
      if (this.disposed) return;
      if (this.channels.size === 0) {
        this.status$.next('idle');
        return;
      }
      const { code, reason } = (event ?? {}) as { code?: unknown; reason?: unknown };
      if (code !== REALTIME_CLOSE.serverFull.code) return this.scheduleReconnect();
      this.fullRefusals += 1;
      this.scheduleReconnect((retryAfterSeconds(typeof reason === 'string' ? reason : '') ?? SERVER_FULL_RETRY_SECONDS) * 1000);
    };
    socket.onerror = () => undefined; // a close follows
  }

  private receive(message: ServerMessage): void {
    if (message.type === 'message') {
      const state = this.channels.get(message.channel);
      if (!state) return;
      if (state.lastSeq !== null && message.seq <= state.lastSeq) return; // seen already (replayed twice)
      if (state.lastSeq !== null && message.seq > state.lastSeq + 1) {
        // A gap: ask again from the last one seen; the server replays in order.
        this.send({ type: 'subscribe', channel: message.channel, since: state.lastSeq });
        return;
      }
      state.lastSeq = message.seq;
      state.subject.next({ type: 'message', seq: message.seq, data: message.data, sentAt: message.sentAt });
    } else if (message.type === 'subscribed') {
      const state = this.channels.get(message.channel);
      if (!state) return;
      state.lastSeq = Math.max(state.lastSeq ?? message.seq, message.seq);
      if (state.resyncOnSubscribed) {
        state.resyncOnSubscribed = false;
        state.subject.next({ type: 'resync' });
      }
    } else if (message.type === 'resync') {
      const state = this.channels.get(message.channel);
      if (!state) return;
      state.lastSeq = message.seq;
      state.subject.next({ type: 'resync' });
    } else if (message.type === 'error' && message.channel) {
      this.channels.get(message.channel)?.subject.next({ type: 'error', code: message.code });
    } else if (message.type === 'authenticated') {
      this.pendingAuths = Math.max(0, this.pendingAuths - 1);
      if (message.visitor) this.options.visitorIds?.write(message.visitor);
    } else if (message.type === 'sessionEnded') {
      this.onSessionEnded(message.reason);
    }
  }

  private onSessionEnded(reason: SessionEndReason): void {
    if (this.pendingAuths > 0) {
      // About a token replaced since (the server has yet to answer the newer one): the private
      // channels it closed are asked for again, after the newer token in the server's order.
      if (this.token)
        for (const [name, state] of this.channels)
          if (isUserChannel(name)) this.send({ type: 'subscribe', channel: name, ...(state.lastSeq === null ? {} : { since: state.lastSeq }) });
      return;
    }
    const token = this.token;
    if (!token) return;
    this.token = null; // a reconnect must not present it again
    for (const [name, state] of this.channels) if (isUserChannel(name)) state.subject.next({ type: 'error', code: 'session_ended' });
    this.sessionEnded$.next({ token, reason });
  }

  private sendAuth(token: string): void {
    if (this.socket?.readyState !== OPEN) return;
    this.pendingAuths += 1;
    const visitor = this.options.visitorIds?.read();
    this.send({ type: 'auth', token, ...(visitor ? { visitor } : {}) });
  }

  private send(message: ClientMessage): void {
    if (this.socket?.readyState === OPEN) this.socket.send(JSON.stringify(message));
  }

  /** `notBeforeMs`: a full server's hint; the wait is then from it to twice it (or the backoff, when longer). */
  private scheduleReconnect(notBeforeMs?: number): void {
    const { initialMs, maxMs } = this.options.backoff ?? { initialMs: 500, maxMs: 30_000 };
    const random = (this.options.random ?? Math.random)();
    let delay: number;
    if (notBeforeMs === undefined) {
      delay = Math.round(Math.min(maxMs, initialMs * 2 ** this.attempts) * (0.5 + 0.5 * random));
      this.attempts += 1;
    } else {
      // The socket opened before it was refused (which reset `attempts`): refusals keep their own count.
      const floor = Math.max(notBeforeMs, Math.min(maxMs, initialMs * 2 ** (this.fullRefusals - 1)));
      delay = Math.round(floor * (1 + random));
    }
    this.reconnectDelayMs = delay;
    this.status$.next('reconnecting');
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      this.reconnectDelayMs = null;
      this.connect();
    }, delay);
  }

  private clearReconnect(): void {
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.reconnectTimer = null;
    this.reconnectDelayMs = null;
  }

  private startHeartbeat(): void {
    this.stopHeartbeat();
    const every = this.options.heartbeatMs ?? HEARTBEAT_SECONDS * 1000;
    this.heartbeatTimer = setInterval(() => {
      // Silence for two beats: the connection is dead even if the browser has not noticed.
      if (Date.now() - this.lastHeard > 2 * every) {
        const socket = this.socket;
        socket?.close(4000, 'heartbeat lost');
        if (socket && this.socket === socket) socket.onclose?.({});
        return;
      }
      this.send({ type: 'ping' });
    }, every);
  }

  private stopHeartbeat(): void {
    if (this.heartbeatTimer) clearInterval(this.heartbeatTimer);
    this.heartbeatTimer = null;
  }

  private scheduleIdleClose(): void {
    this.cancelIdleClose();
    this.clearReconnect();
    this.idleTimer = setTimeout(() => {
      this.idleTimer = null;
      if (this.channels.size > 0) return;
      const socket = this.socket;
      this.socket = null;
      this.stopHeartbeat();
      socket?.close(1000, 'nothing watched');
      this.status$.next('idle');
    }, this.options.idleCloseMs ?? 30_000);
  }

  private cancelIdleClose(): void {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
  }
}
