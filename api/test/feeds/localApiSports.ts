// A local stand-in for API-Sports (API-Football v3 and API-Basketball v1 on one port), answering
// as their documentation describes from recorded payloads (api/test/fixtures/feeds/api-sports):
// a football tie and a basketball game as timelines of reads the test steps through, odds and
// injuries, the rate-limit headers, the plan's refusals (a 429 per minute, the day's quota in
// `errors`), an outage, and a corrected final. The controls work in code and over HTTP
// (`POST /__replay/<control>`) so a browser test drives it too. No test framework imports:
// Playwright's global setup starts it.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { fixtureAt } from './recordedSnapshot';

const FIXTURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/feeds/api-sports');
const read = (file: string) => JSON.parse(fs.readFileSync(path.join(FIXTURES, file), 'utf8')) as Record<string, unknown>;

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- recorded payloads, read as the provider sends them

export interface LocalApiSports {
  url: string;
  port: number;
  /** Requests received, by path (`/fixtures`, `/games`…), refused ones included. */
  requests: Map<string, number>;
  /** Every query string received, in order. */
  log: string[];
  close(): Promise<void>;
  /** Moves the football tie (and the basketball game, when `sport` says so) to its next read; returns the index. */
  step(sport?: 'football' | 'basketball'): number;
  /** Serves that read of the timeline (the football tie uncorrected again). */
  goTo(index: number, sport?: 'football' | 'basketball'): void;
  /** Serves the provider's corrected final from now on. */
  correct(): void;
  /** No answer at all (connections refused with a 503 from the gateway). */
  outage(on: boolean): void;
  /** Requests allowed per minute before a 429, and per day before the `errors.requests` answer (the day's count starts again). */
  limits(perMinute: number, perDay: number): void;
  /** Kick-off of both matches (the recorded ones are moved to the test's day). */
  startsAt(date: Date): void;
  /** Answers the next requests with these bodies as they are (garbage, an answer cut short, a wrong shape), one each. */
  serveRaw(answers: { status?: number; body: string }[]): void;
  /**
   * Serves a recorded fixture (an in-play one of api/test/fixtures/feeds/recorded) in place of the
   * football tie, as the provider would have told it at that minute: its recorded events up to then,
   * the score they make, the status and clock of that minute; 'HT' the break, 'FT' every recorded
   * event with the recorded score, full time. null goes back to the tie.
   */
  replay(fixture: Record<string, unknown> | null, at?: number | 'HT' | 'FT'): void;
  readonly footballIndex: number;
  readonly basketballIndex: number;
}

export async function localApiSports(port = 0, key = 'test-api-sports-key'): Promise<LocalApiSports> {
  const football = read('football-knockout.json') as { timeline: Json[]; corrected: Json };
  const extras = read('football-extras.json') as { odds: Json[]; injuries: Json[] };
  const basketball = read('basketball-overtime.json') as { timeline: Json[] };
  const state = { football: 0, basketball: 0, corrected: false, outage: false, perMinute: 1000, perDay: 100_000, kickOff: Math.floor(Date.now() / 1000) + 3600 };
  const raw: { status?: number; body: string }[] = [];
  const replaying: { fixture: Json | null; at: number | 'HT' | 'FT' } = { fixture: null, at: 0 };
  const requests = new Map<string, number>();
  const log: string[] = [];
  const minute: number[] = [];
  let today = 0;

  const kickOffDay = () => new Date(state.kickOff * 1000).toISOString().slice(0, 10);
  const dated = (entry: Json, withDetails: boolean): Json => {
    const copy: Json = structuredClone(entry);
    if (copy.fixture) {
      copy.fixture.timestamp = state.kickOff;
      copy.fixture.date = new Date(state.kickOff * 1000).toISOString().replace('.000Z', '+00:00');
    } else {
      copy.timestamp = state.kickOff;
      copy.date = new Date(state.kickOff * 1000).toISOString().replace('.000Z', '+00:00');
    }
    // Lists by date or season come without events, line-ups and statistics (documentation).
    if (!withDetails && copy.fixture) {
      delete copy.events;
      delete copy.lineups;
      delete copy.statistics;
      delete copy.players;
    }
    return copy;
  };
  const replayed = (): Json => fixtureAt(replaying.fixture!, replaying.at);
  const currentFixture = () => (replaying.fixture ? replayed() : state.corrected ? football.corrected : football.timeline[state.football]!);
  const currentGame = () => basketball.timeline[state.basketball]!;
  const LIVE_FOOTBALL = new Set(['1H', 'HT', '2H', 'ET', 'BT', 'P', 'SUSP', 'INT', 'LIVE']);

  const envelope = (get: string, parameters: Record<string, string>, response: Json[], errors: Json | [] = []) => ({
    get,
    parameters,
    errors,
    results: response.length,
    paging: { current: 1, total: 1 },
    response,
  });

  function answer(pathname: string, query: URLSearchParams): Json[] {
    const params = Object.fromEntries(query);
    if (pathname === '/fixtures') {
      const fixture = currentFixture();
      const id = String(fixture.fixture.id);
      if (params.live !== undefined) {
        const leagues = params.live === 'all' ? null : params.live.split('-');
        const inLeague = !leagues || leagues.includes(String(fixture.league.id));
        return inLeague && LIVE_FOOTBALL.has(fixture.fixture.status.short) ? [dated(fixture, true)] : [];
      }
      if (params.id !== undefined) return params.id === id ? [dated(fixture, true)] : [];
      if (params.ids !== undefined) return params.ids.split('-').includes(id) ? [dated(fixture, true)] : [];
      if (params.league !== undefined && params.league !== String(fixture.league.id)) return [];
      if (params.date !== undefined && params.date !== kickOffDay()) return [];
      if (params.from !== undefined && (kickOffDay() < params.from || kickOffDay() > (params.to ?? params.from))) return [];
      return [dated(fixture, false)];
    }
    if (pathname === '/odds') {
      if (params.date !== undefined && params.date !== kickOffDay()) return [];
      const fixture = currentFixture();
      // Pre-match odds are offered until kick-off.
      return fixture.fixture.status.short === 'NS' ? extras.odds.map((entry) => dated(entry, true)) : [];
    }
    if (pathname === '/injuries') return params.date === undefined || params.date === kickOffDay() ? extras.injuries : [];
    if (pathname === '/games') {
      const game = currentGame();
      if (params.id !== undefined) return params.id === String(game.id) ? [dated(game, true)] : [];
      if (params.league !== undefined && params.league !== String(game.league.id)) return [];
      if (params.date !== undefined && params.date !== kickOffDay()) return [];
      return [dated(game, true)];
    }
    return [];
  }

  const controls = {
    step(sport: 'football' | 'basketball' = 'football') {
      const timeline = sport === 'football' ? football.timeline : basketball.timeline;
      state[sport] = Math.min(state[sport] + 1, timeline.length - 1);
      return state[sport];
    },
    goTo(index: number, sport: 'football' | 'basketball' = 'football') {
      const timeline = sport === 'football' ? football.timeline : basketball.timeline;
      state[sport] = Math.max(0, Math.min(index, timeline.length - 1));
      if (sport === 'football') state.corrected = false;
    },
    correct() {
      state.corrected = true;
    },
    outage(on: boolean) {
      state.outage = on;
    },
    limits(perMinute: number, perDay: number) {
      state.perMinute = perMinute;
      state.perDay = perDay;
      today = 0; // a new plan starts its day and its minute afresh
      minute.length = 0;
    },
    startsAt(date: Date) {
      state.kickOff = Math.floor(date.getTime() / 1000);
    },
    serveRaw(answers: { status?: number; body: string }[]) {
      raw.push(...answers);
    },
    replay(fixture: Json | null, at: number | 'HT' | 'FT' = 0) {
      replaying.fixture = fixture;
      replaying.at = at;
    },
  };

  const server = http.createServer((incoming, outgoing) => {
    const url = new URL(incoming.url ?? '/', 'http://localhost');
    if (url.pathname.startsWith('/__replay/') && incoming.method === 'POST') {
      const control = url.pathname.slice('/__replay/'.length);
      const sport = (url.searchParams.get('sport') ?? 'football') as 'football' | 'basketball';
      let result: unknown = null;
      if (control === 'step') result = controls.step(sport);
      else if (control === 'goTo') controls.goTo(Number(url.searchParams.get('index')), sport);
      else if (control === 'correct') controls.correct();
      else if (control === 'outage') controls.outage(url.searchParams.get('on') !== 'false');
      else if (control === 'startsAt') controls.startsAt(new Date(url.searchParams.get('at') ?? ''));
      else if (control === 'limits') controls.limits(Number(url.searchParams.get('perMinute')), Number(url.searchParams.get('perDay')));
      outgoing.writeHead(200, { 'content-type': 'application/json' });
      outgoing.end(JSON.stringify({ ok: true, result, football: state.football, basketball: state.basketball }));
      return;
    }
    requests.set(url.pathname, (requests.get(url.pathname) ?? 0) + 1);
    log.push(`${url.pathname}${url.search}`);
    const next = raw.shift();
    if (next) {
      outgoing.writeHead(next.status ?? 200, { 'content-type': 'application/json' });
      outgoing.end(next.body);
      return;
    }
    if (state.outage) {
      outgoing.writeHead(503, { 'content-type': 'text/html' });
      outgoing.end('<html><body>503 Service Unavailable</body></html>');
      return;
    }
    const now = Date.now();
    while (minute.length > 0 && minute[0]! <= now - 60_000) minute.shift();
    const headers = {
      'content-type': 'application/json',
      'x-ratelimit-requests-limit': String(state.perDay),
      'x-ratelimit-requests-remaining': String(Math.max(0, state.perDay - today - 1)),
      'X-RateLimit-Limit': String(state.perMinute),
      'X-RateLimit-Remaining': String(Math.max(0, state.perMinute - minute.length - 1)),
    };
    const parameters = Object.fromEntries(url.searchParams);
    if (incoming.headers['x-apisports-key'] !== key) {
      outgoing.writeHead(200, headers);
      outgoing.end(JSON.stringify(envelope(url.pathname.slice(1), parameters, [], { token: 'Error/Missing application key. Go to https://www.api-football.com/documentation-v3 to learn how to get your API application key.' })));
      return;
    }
    if (minute.length >= state.perMinute) {
      outgoing.writeHead(429, { ...headers, 'retry-after': '60' });
      outgoing.end(JSON.stringify({ message: 'Too many requests' }));
      return;
    }
    if (today >= state.perDay) {
      outgoing.writeHead(200, headers);
      outgoing.end(JSON.stringify(envelope(url.pathname.slice(1), parameters, [], { requests: 'You have reached the request limit for the day, Go to https://dashboard.api-football.com to upgrade your plan.' })));
      return;
    }
    minute.push(now);
    today += 1;
    outgoing.writeHead(200, headers);
    outgoing.end(JSON.stringify(envelope(url.pathname.slice(1), parameters, answer(url.pathname, url.searchParams))));
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', resolve));
  const bound = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${bound}`,
    port: bound,
    requests,
    log,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
    ...controls,
    get footballIndex() {
      return state.football;
    },
    get basketballIndex() {
      return state.basketball;
    },
  };
}
