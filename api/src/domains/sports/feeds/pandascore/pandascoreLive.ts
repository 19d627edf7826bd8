// One match's live websockets at PandaScore (frames and events), kept open by PandaScore's rules
// (documentation: "Disconnections", "Events recovery"): closed with 1000 the match is over and
// nothing reconnects; 4001 (no token) and 4003 (not in the plan) are not retried; 4029 (three
// connections to the match already) is tried again after a minute; any other close or a dropped
// connection reconnects with a backoff that doubles, and the events socket then asks for the
// game's past events (`recover`), which the mapping's keys keep from being added twice.
// Whatever a socket sends — not JSON, a frame of an unknown kind, a field of the wrong type, a
// message cut off by a closing socket — goes to the handlers as it is or is dropped with a log
// line; nothing it sends can throw out of the socket's listener and take the process down.
import WebSocket from 'ws';

export interface LiveHandlers {
  /** A frames socket's message, as PandaScore sent it (unknown until the reader checks it). */
  frame(frame: unknown): void;
  event(event: unknown): void;
  /** The match's sockets closed for good (the match is over, or refused). */
  ended?(reason: string): void;
}

export interface LiveClientOptions {
  /** The frames endpoint (`wss://live.pandascore.co/matches/<id>`); the events one is it plus `/events`. */
  url: string;
  token: string;
  handlers: LiveHandlers;
  /** The game being played, for recovering its events after a reconnection. */
  currentGame: () => number | null;
  firstBackoffMs?: number;
  log?: (message: string) => void;
}

const MAX_BACKOFF_MS = 30_000;
const TOO_MANY_WAIT_MS = 60_000;

export class PandaScoreLiveClient {
  private readonly sockets = new Map<'frames' | 'events', WebSocket>();
  private readonly backoff = new Map<'frames' | 'events', number>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private stopped = false;
  /** Connections made, reconnections included (for the tests and the log). */
  connections = 0;
  /** Messages dropped: not JSON, or not readable. */
  dropped = 0;

  constructor(private readonly options: LiveClientOptions) {}

  start(): void {
    this.stopped = false;
    this.connect('frames');
    this.connect('events');
  }

  stop(): void {
    this.stopped = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    for (const socket of this.sockets.values()) socket.terminate();
    this.sockets.clear();
  }

  get open(): boolean {
    return [...this.sockets.values()].some((socket) => socket.readyState === WebSocket.OPEN);
  }

  private later(kind: 'frames' | 'events', wait: number): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      this.connect(kind);
    }, wait);
    timer.unref();
    this.timers.add(timer);
  }

  private connect(kind: 'frames' | 'events'): void {
    if (this.stopped) return;
    const base = kind === 'frames' ? this.options.url : `${this.options.url.replace(/\/$/, '')}/events`;
    let socket: WebSocket;
    try {
      const url = new URL(base);
      url.searchParams.set('token', this.options.token);
      socket = new WebSocket(url);
    } catch (error) {
      this.options.log?.(`pandascore ${kind} socket: ${base} cannot be opened (${error instanceof Error ? error.message : String(error)}): not retried`);
      this.options.handlers.ended?.('bad address');
      return;
    }
    this.connections += 1;
    this.sockets.set(kind, socket);
    socket.on('open', () => {
      this.backoff.set(kind, this.options.firstBackoffMs ?? 1000);
      const game = this.options.currentGame();
      if (kind === 'events' && game !== null) socket.send(JSON.stringify({ type: 'recover', payload: { game_id: game } }));
    });
    socket.on('message', (data) => {
      let message: unknown;
      try {
        message = JSON.parse(String(data));
      } catch {
        this.dropped += 1;
        this.options.log?.(`pandascore ${kind} socket: a message that is not JSON was dropped (${String(data).slice(0, 60)})`);
        return;
      }
      for (const entry of Array.isArray(message) ? message : [message]) {
        if (!entry || typeof entry !== 'object' || (entry as { type?: string }).type === 'hello') continue;
        try {
          if (kind === 'frames') this.options.handlers.frame(entry);
          else this.options.handlers.event(entry);
        } catch (error) {
          this.dropped += 1;
          this.options.log?.(`pandascore ${kind} socket: a message could not be read and was dropped (${error instanceof Error ? error.message : String(error)})`);
        }
      }
    });
    socket.on('error', (error) => this.options.log?.(`pandascore ${kind} socket: ${error.message}`));
    socket.on('close', (code) => {
      if (this.sockets.get(kind) === socket) this.sockets.delete(kind);
      if (this.stopped) return;
      if (code === 1000) {
        if (this.sockets.size === 0) this.options.handlers.ended?.('finished');
        return;
      }
      if (code === 4001 || code === 4003) {
        this.options.log?.(`pandascore ${kind} socket refused (${code === 4001 ? 'no token' : 'not in the plan'}): not retried`);
        this.options.handlers.ended?.(`refused ${code}`);
        return;
      }
      if (code === 4029) return this.later(kind, TOO_MANY_WAIT_MS);
      const wait = this.backoff.get(kind) ?? this.options.firstBackoffMs ?? 1000;
      this.backoff.set(kind, Math.min(wait * 2, MAX_BACKOFF_MS));
      this.later(kind, wait);
    });
  }
}
