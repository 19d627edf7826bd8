// The baseline of `npm run bench:ws`: a bare `ws` server that speaks just enough of the
// realtime protocol (subscribe) and broadcasts the same channels at the same rates and sizes
// the api did, with nothing else: no broker, no history, no heartbeats, no auth.
// Usage: node --import tsx bareBroadcastServer.ts <port> <plan.json>
//   plan: [{ channel, perSecond, bytes }]
import fs from 'node:fs';
import http from 'node:http';
import { WebSocketServer, type WebSocket } from 'ws';

const [portArgument, planFile] = process.argv.slice(2);
const plan = JSON.parse(fs.readFileSync(planFile!, 'utf8')) as { channel: string; perSecond: number; bytes: number }[];

const subscribers = new Map<string, Set<WebSocket>>();
const server = http.createServer();
const sockets = new WebSocketServer({ server });
sockets.on('connection', (socket) => {
  socket.on('message', (raw) => {
    const message = JSON.parse(raw.toString()) as { type: string; channel: string };
    if (message.type !== 'subscribe') return;
    const set = subscribers.get(message.channel) ?? new Set();
    set.add(socket);
    subscribers.set(message.channel, set);
    socket.send(JSON.stringify({ type: 'subscribed', channel: message.channel, seq: 0 }));
  });
  socket.on('close', () => {
    for (const set of subscribers.values()) set.delete(socket);
  });
});

// Every 50 ms, send what each channel is due by the clock (a late timer sends more), serialised
// once per message.
const sequences = new Map<string, number>();
const owed = new Map<string, number>();
let lastTick = Date.now();
setInterval(() => {
  const now = Date.now();
  const elapsed = now - lastTick;
  lastTick = now;
  for (const entry of plan) {
    const due = (owed.get(entry.channel) ?? 0) + (entry.perSecond * elapsed) / 1000;
    const whole = Math.floor(due);
    owed.set(entry.channel, due - whole);
    for (let index = 0; index < whole; index += 1) {
      const seq = (sequences.get(entry.channel) ?? 0) + 1;
      sequences.set(entry.channel, seq);
      const head = `{"type":"message","channel":${JSON.stringify(entry.channel)},"seq":${seq},"data":"`;
      const padding = 'x'.repeat(Math.max(0, entry.bytes - head.length - 30));
      const frame = `${head}${padding}","sentAt":${Date.now()}}`;
      for (const socket of subscribers.get(entry.channel) ?? []) socket.send(frame);
    }
  }
}, 50);

server.listen(Number(portArgument), '127.0.0.1', () => process.send?.('ready'));
