// A raw websocket to the api's realtime endpoint that records what the server says, for tests
// that speak the protocol by hand (the site's own client against the api: e2e/clientApi).
import type { ServerMessage } from '@matchday/contracts/realtime/protocol';
import WebSocket from 'ws';

export interface RawSocket {
  socket: WebSocket;
  received: ServerMessage[];
  /** The first message (already received or to come) that passes `test`; fails after `ms`. */
  next: (test: (message: ServerMessage) => boolean, ms?: number) => Promise<ServerMessage>;
  send: (message: object) => void;
  /** How the server closed it. */
  closed: Promise<{ code: number; reason: string }>;
}

/** Opens a socket (resolving once open) with the given request headers (a forwarded address). */
export function openRawSocket(url: string, headers: Record<string, string> = {}): Promise<RawSocket> {
  const socket = new WebSocket(url, { headers });
  const received: ServerMessage[] = [];
  const waiters = new Set<{ test: (message: ServerMessage) => boolean; resolve: (message: ServerMessage) => void }>();
  socket.on('message', (raw) => {
    const message = JSON.parse(raw.toString()) as ServerMessage;
    received.push(message);
    for (const waiter of waiters)
      if (waiter.test(message)) {
        waiters.delete(waiter);
        waiter.resolve(message);
      }
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => socket.once('close', (code, reason) => resolve({ code, reason: reason.toString() })));
  const next = (test: (message: ServerMessage) => boolean, ms = 5000) =>
    new Promise<ServerMessage>((resolve, reject) => {
      const seen = received.find(test);
      if (seen) return resolve(seen);
      const timer = setTimeout(() => reject(new Error(`timed out; got ${JSON.stringify(received)}`)), ms);
      waiters.add({ test, resolve: (message) => (clearTimeout(timer), resolve(message)) });
    });
  const send = (message: object) => socket.send(JSON.stringify(message));
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve({ socket, received, next, send, closed }));
    socket.once('error', reject);
  });
}
