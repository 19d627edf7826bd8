// A websocket a realtime client test plays the server of (realtimeClient's `createSocket`): it
// records what the client sends, and opens, speaks, drops or refuses when the test says.
import type { ClientMessage, ServerMessage } from '@matchday/contracts/realtime/protocol';
import type { SocketLike } from '@matchday/shared/realtime/realtimeClient';

export class FakeSocket implements SocketLike {
  readyState = 0;
  sent: ClientMessage[] = [];
  closed = false;
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(JSON.parse(data) as ClientMessage);
  }
  close() {
    this.closed = true;
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  deliver(message: ServerMessage) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  drop() {
    this.readyState = 3;
    this.onclose?.({});
  }
  /** Accepted, then closed by the server with a code and reason before it said anything (a full server). */
  refuse(code: number, reason: string) {
    this.open();
    this.readyState = 3;
    this.onclose?.({ code, reason });
  }
}
