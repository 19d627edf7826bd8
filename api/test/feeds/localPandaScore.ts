// A local stand-in for PandaScore (REST and live websockets on one port), answering as its
// documentation describes from recorded payloads (api/test/fixtures/feeds/pandascore): a
// Counter-Strike best-of-three and a League of Legends game as timelines the test steps through,
// their frames and events pushed when the test says, `recover` answered with the game's past
// events, connections dropped or closed with PandaScore's codes, a 429 and an outage. No test
// framework imports: Playwright's global setup can start it.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { WebSocketServer, type WebSocket } from 'ws';

const FIXTURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/feeds/pandascore');

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- recorded payloads, read as the provider sends them

interface Recorded {
  series: Json[];
  frames: Json[];
  events: Json[];
}

export type PandaSeries = 'cs2' | 'lol';

export interface LocalPandaScore {
  url: string;
  /** Requests received, by path; refused ones included. */
  requests: Map<string, number>;
  /** Websocket connections made, by path (`/matches/1122334`, `/matches/1122334/events`). */
  connections: Map<string, number>;
  /** `recover` messages received. */
  recovers: Json[];
  close(): Promise<void>;
  /** Serves that REST answer of the series' timeline. */
  goTo(series: PandaSeries, index: number): void;
  /** Pushes the next `count` frames (and as many events) of the series to its open sockets. */
  push(series: PandaSeries, count?: number): void;
  /** Drops every open socket without a close frame (a network failure). */
  drop(): void;
  /** Sends text as it is on the series' frames (or events) sockets: garbage, a frame of another kind. */
  sendRaw(series: PandaSeries, text: string, socket?: 'frames' | 'events'): void;
  /** Starts a message on the frames sockets and closes the connection before its end. */
  cutMidFrame(series: PandaSeries): void;
  /** Frames and events pushed so far, per series. */
  pushed(series: PandaSeries): number;
  /** Closes every open socket with a code (1000: the match is over; 1011: a server error; 4029…). */
  closeWith(code: number): void;
  outage(on: boolean): void;
  /** Answers 429 to the next `count` requests. */
  refuse(count: number): void;
  startsAt(date: Date): void;
}

const read = (file: string) => JSON.parse(fs.readFileSync(path.join(FIXTURES, file), 'utf8')) as Recorded;

export async function localPandaScore(port = 0, token = 'test-pandascore-token'): Promise<LocalPandaScore> {
  const recorded: Record<PandaSeries, Recorded> = { cs2: read('cs2-series.json'), lol: read('lol-game.json') };
  const state = { index: { cs2: 0, lol: 0 } as Record<PandaSeries, number>, pushed: { cs2: 0, lol: 0 } as Record<PandaSeries, number>, outage: false, refuse: 0, begin: Date.now() + 3600_000 };
  const requests = new Map<string, number>();
  const connections = new Map<string, number>();
  const recovers: Json[] = [];
  const sockets = new Map<string, Set<WebSocket>>();

  const current = (series: PandaSeries): Json => {
    const match = structuredClone(recorded[series].series[state.index[series]]!);
    const at = new Date(state.begin).toISOString();
    match.scheduled_at = at;
    match.modified_at = at;
    if (match.status !== 'not_started') match.begin_at = at;
    return match;
  };
  const all = () => (['cs2', 'lol'] as const).map(current);

  /** A game's own list (`/csgo/matches/upcoming`…), paged as PandaScore pages (`page`, `per_page`, 50 by default). */
  const GAME_SLUGS: Record<string, string[]> = { lol: ['league-of-legends'], csgo: ['cs-go', 'cs-2'], dota2: ['dota-2'], valorant: ['valorant'] };
  const paged = (list: Json[], query: URLSearchParams) => {
    const perPage = Math.min(100, Number(query.get('per_page') ?? 50));
    const page = Math.max(1, Number(query.get('page') ?? 1));
    return list.slice((page - 1) * perPage, page * perPage);
  };
  const rest = (pathname: string, query: URLSearchParams): unknown => {
    const perGame = /^\/(lol|csgo|dota2|valorant)\/matches\/(upcoming|running|past)$/.exec(pathname);
    if (perGame) return paged((rest(`/matches/${perGame[2]}`, query) as Json[]).filter((match) => GAME_SLUGS[perGame[1]!]!.includes(match.videogame.slug)), query);
    if (pathname === '/matches/running') return all().filter((match) => match.status === 'running');
    if (pathname === '/matches/upcoming') return all().filter((match) => match.status === 'not_started');
    if (pathname === '/matches/past') return all().filter((match) => match.status === 'finished' || match.status === 'canceled');
    if (pathname === '/matches') {
      const ids = (query.get('filter[id]') ?? '').split(',').filter(Boolean);
      return all().filter((match) => ids.length === 0 || ids.includes(String(match.id)));
    }
    if (pathname === '/lives')
      return all()
        .filter((match) => match.status === 'running')
        .map((match) => ({
          endpoints: ['frames', 'events'].map((type) => ({
            type,
            url: `wss://live.pandascore.co/matches/${match.id}${type === 'events' ? '/events' : ''}`,
            open: true,
            match_id: match.id,
            begin_at: match.begin_at,
            expected_begin_at: match.scheduled_at,
            last_active: null,
          })),
          match,
        }));
    return null;
  };

  const server = http.createServer((incoming, outgoing) => {
    const url = new URL(incoming.url ?? '/', 'http://localhost');
    if (url.pathname.startsWith('/__replay/') && incoming.method === 'POST') {
      const control = url.pathname.slice('/__replay/'.length);
      const series = (url.searchParams.get('series') ?? 'cs2') as PandaSeries;
      if (control === 'goTo') controls.goTo(series, Number(url.searchParams.get('index')));
      else if (control === 'push') controls.push(series, Number(url.searchParams.get('count') ?? 1));
      else if (control === 'drop') controls.drop();
      else if (control === 'closeWith') controls.closeWith(Number(url.searchParams.get('code')));
      else if (control === 'outage') controls.outage(url.searchParams.get('on') !== 'false');
      outgoing.writeHead(200, { 'content-type': 'application/json' });
      outgoing.end(JSON.stringify({ ok: true, index: state.index }));
      return;
    }
    requests.set(url.pathname, (requests.get(url.pathname) ?? 0) + 1);
    if (state.outage) {
      outgoing.writeHead(502, { 'content-type': 'text/html' });
      outgoing.end('<html><body>502 Bad Gateway</body></html>');
      return;
    }
    if (incoming.headers.authorization !== `Bearer ${token}`) {
      outgoing.writeHead(401, { 'content-type': 'application/json' });
      outgoing.end(JSON.stringify({ error: 'Token is missing or invalid' }));
      return;
    }
    if (state.refuse > 0) {
      state.refuse -= 1;
      outgoing.writeHead(429, { 'content-type': 'application/json', 'retry-after': '120', 'x-rate-limit-remaining': '0' });
      outgoing.end(JSON.stringify({ error: 'Too many requests' }));
      return;
    }
    const body = rest(url.pathname, url.searchParams);
    if (body === null) {
      outgoing.writeHead(404, { 'content-type': 'application/json' });
      outgoing.end(JSON.stringify({ error: 'Not found' }));
      return;
    }
    const used = [...requests.values()].reduce((sum, count) => sum + count, 0);
    outgoing.writeHead(200, { 'content-type': 'application/json', 'x-rate-limit-remaining': String(Math.max(0, 1000 - used)), 'x-rate-limit-used': String(used), 'x-total': String((body as unknown[]).length) });
    outgoing.end(JSON.stringify(body));
  });

  const live = new WebSocketServer({ noServer: true });
  server.on('upgrade', (incoming, socket, head) => {
    const url = new URL(incoming.url ?? '/', 'http://localhost');
    const match = /^\/matches\/(\d+)(\/events)?$/.exec(url.pathname);
    if (!match) return socket.destroy();
    live.handleUpgrade(incoming, socket, head, (ws) => {
      if (url.searchParams.get('token') !== token) return ws.close(4001, 'Unauthorized');
      connections.set(url.pathname, (connections.get(url.pathname) ?? 0) + 1);
      const set = sockets.get(url.pathname) ?? new Set<WebSocket>();
      set.add(ws);
      sockets.set(url.pathname, set);
      ws.on('close', () => set.delete(ws));
      ws.send(JSON.stringify({ type: 'hello', payload: {} }));
      ws.on('message', (data) => {
        const message = JSON.parse(String(data)) as Json;
        if (message.type !== 'recover') return;
        recovers.push(message);
        // The game's events pushed so far, whether or not this client heard them.
        const series = (['cs2', 'lol'] as const).find((name) => String(current(name).id) === match[1]);
        if (!series) return;
        const past = recorded[series].events.slice(0, state.pushed[series]).filter((event) => event.game.id === message.payload?.game_id);
        ws.send(JSON.stringify(past));
      });
    });
  });

  const send = (pathname: string, message: Json) => {
    for (const ws of sockets.get(pathname) ?? []) ws.send(JSON.stringify(message));
  };

  const controls = {
    goTo(series: PandaSeries, index: number) {
      state.index[series] = Math.max(0, Math.min(index, recorded[series].series.length - 1));
    },
    push(series: PandaSeries, count = 1) {
      const id = current(series).id;
      for (let step = 0; step < count; step += 1) {
        const at = state.pushed[series];
        const frame = recorded[series].frames[at];
        const event = recorded[series].events[at];
        if (frame) send(`/matches/${id}`, frame);
        if (event) send(`/matches/${id}/events`, event);
        if (frame || event) state.pushed[series] = at + 1;
      }
    },
    drop() {
      for (const set of sockets.values()) for (const ws of set) ws.terminate();
    },
    sendRaw(series: PandaSeries, text: string, socket: 'frames' | 'events' = 'frames') {
      const id = current(series).id;
      for (const ws of sockets.get(`/matches/${id}${socket === 'events' ? '/events' : ''}`) ?? []) ws.send(text);
    },
    cutMidFrame(series: PandaSeries) {
      const id = current(series).id;
      for (const ws of sockets.get(`/matches/${id}`) ?? []) {
        // A text frame announcing 100 bytes, 21 of them sent, then the connection gone (ws keeps its socket private).
        const raw = (ws as unknown as { _socket: Socket })._socket;
        raw.write(Buffer.concat([Buffer.from([0x81, 100]), Buffer.from('{"game":{"id":7001},"')]));
        raw.destroy();
      }
    },
    closeWith(code: number) {
      for (const set of sockets.values()) for (const ws of set) ws.close(code);
    },
    outage(on: boolean) {
      state.outage = on;
    },
    refuse(count: number) {
      state.refuse = count;
    },
    startsAt(date: Date) {
      state.begin = date.getTime();
    },
  };

  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', resolve));
  const bound = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${bound}`,
    requests,
    connections,
    recovers,
    close: () =>
      new Promise((resolve) => {
        for (const set of sockets.values()) for (const ws of set) ws.terminate();
        live.close();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
    ...controls,
    pushed: (series: PandaSeries) => state.pushed[series],
  };
}
