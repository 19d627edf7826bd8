// A busy day at API-Football for `npm run bench:feeds`: recorded fixtures (real in-play answers
// from api/test/fixtures/feeds/recorded) spread over a few leagues and kick-off times, each told
// as the provider would have told it at that moment of the day (recordedSnapshot.ts), on a clock
// the caller moves. It answers as API-Football documents: the envelope; `fixtures?live=` with the
// matches in play (events, no line-ups or statistics); `ids=` twenty at most and `id=`; a
// league's fixtures by date, by range or for the season (no events); `/leagues` with each season's
// first and last days (the documentation's shape: no recording was found); empty odds, injuries
// and tables; the plan's headers per day and per minute, a 429 past the minute and the plan's word
// in `errors` past the day. Every request is logged with the fixtures it answered, so the bench
// reads how fresh each live score and its statistics were.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fixtureAt, fixtureBefore, stageAt } from './recordedSnapshot';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- recorded payloads, read as the provider sends them

export interface MatchDayLeague {
  id: number;
  name: string;
  country: string;
  season: number;
}

export interface MatchDayOptions {
  /** Recorded fixtures; the day plays each from its kick-off. */
  fixtures: Json[];
  /** The leagues the fixtures are spread over, in turn. */
  leagues: MatchDayLeague[];
  /** Each fixture's kick-off (milliseconds), in the order of `fixtures`. */
  kickOffs: number[];
  /** The day's clock (the caller's, moved as it likes). */
  now: () => number;
  perDay: number;
  perMinute: number;
}

export interface MatchDayRequest {
  at: number;
  path: string;
  query: string;
  /** What the answer told: live scores (`live=`), details by id (`ids=`/`id=`), or anything else. */
  kind: 'live' | 'ids' | 'other';
  /** The fixtures it answered that were in play then. */
  inPlay: number[];
  status: number;
}

export async function matchDayApiSports(options: MatchDayOptions) {
  const day = options.fixtures.map((recorded, index) => {
    const league = options.leagues[index % options.leagues.length]!;
    const kickOff = options.kickOffs[index]!;
    const fixture: Json = structuredClone(recorded);
    fixture.league = { id: league.id, name: league.name, country: league.country, season: league.season, round: `Regular Season - ${20 + Math.floor(index / options.leagues.length)}` };
    fixture.fixture.timestamp = Math.floor(kickOff / 1000);
    fixture.fixture.date = new Date(kickOff).toISOString().replace('.000Z', '+00:00');
    return { id: fixture.fixture.id as number, league: league.id, kickOff, fixture };
  });
  const requests: MatchDayRequest[] = [];
  let dayCount = 0;
  let countedDay = '';

  const told = (entry: (typeof day)[number], withEvents: boolean): Json => {
    const stage = stageAt(entry.kickOff, options.now());
    const answer = stage === 'NS' ? fixtureBefore(entry.fixture) : fixtureAt(entry.fixture, stage);
    if (!withEvents) delete answer.events;
    return answer;
  };
  const inPlay = (entry: (typeof day)[number]) => {
    const stage = stageAt(entry.kickOff, options.now());
    return stage !== 'NS' && stage !== 'FT';
  };
  const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

  function answer(path: string, params: Record<string, string>): { response: Json[]; kind: MatchDayRequest['kind']; errors?: Json } {
    if (path === '/fixtures') {
      if (params.live !== undefined) {
        const leagues = params.live === 'all' ? null : params.live.split('-').map(Number);
        return { response: day.filter((entry) => (!leagues || leagues.includes(entry.league)) && inPlay(entry)).map((entry) => told(entry, true)), kind: 'live' };
      }
      if (params.ids !== undefined || params.id !== undefined) {
        const ids = (params.ids ?? params.id ?? '').split('-').map(Number);
        if (ids.length > 20) return { response: [], kind: 'ids', errors: { ids: 'The Ids field must contain 20 ids maximum.' } };
        return { response: day.filter((entry) => ids.includes(entry.id)).map((entry) => told(entry, true)), kind: 'ids' };
      }
      const league = Number(params.league);
      const from = params.date ?? params.from;
      const to = params.date ?? params.to;
      return { response: day.filter((entry) => entry.league === league && (!from || (isoDay(entry.kickOff) >= from && isoDay(entry.kickOff) <= to!))).map((entry) => told(entry, false)), kind: 'other' };
    }
    if (path === '/leagues') {
      const league = options.leagues.find((entry) => entry.id === Number(params.id));
      if (!league) return { response: [], kind: 'other' };
      // A season across two years (August to May), as the documentation's example.
      const season = { year: league.season, start: `${league.season}-08-15`, end: `${league.season + 1}-05-24`, current: true };
      return { response: [{ league: { id: league.id, name: league.name, type: 'League' }, country: { name: league.country, code: null }, seasons: [season] }], kind: 'other' };
    }
    return { response: [], kind: 'other' };
  }

  const server = http.createServer((incoming, outgoing) => {
    const url = new URL(incoming.url ?? '/', 'http://localhost');
    const now = options.now();
    const today = isoDay(now);
    if (today !== countedDay) {
      countedDay = today;
      dayCount = 0;
    }
    const lastMinute = requests.filter((request) => request.at > now - 60_000 && request.status !== 429).length;
    const headers = {
      'content-type': 'application/json',
      'x-ratelimit-requests-limit': String(options.perDay),
      'x-ratelimit-requests-remaining': String(Math.max(0, options.perDay - dayCount - 1)),
      'X-RateLimit-Limit': String(options.perMinute),
      'X-RateLimit-Remaining': String(Math.max(0, options.perMinute - lastMinute - 1)),
    };
    const params = Object.fromEntries(url.searchParams);
    const log = (kind: MatchDayRequest['kind'], inPlayIds: number[], status: number) => requests.push({ at: now, path: url.pathname, query: url.search, kind, inPlay: inPlayIds, status });
    if (lastMinute >= options.perMinute) {
      log('other', [], 429);
      outgoing.writeHead(429, { ...headers, 'retry-after': '60' });
      outgoing.end(JSON.stringify({ message: 'Too many requests' }));
      return;
    }
    const envelope = (response: Json[], errors: Json | [] = []) => JSON.stringify({ get: url.pathname.slice(1), parameters: params, errors, results: response.length, paging: { current: 1, total: 1 }, response });
    if (dayCount >= options.perDay) {
      log('other', [], 200);
      outgoing.writeHead(200, headers);
      outgoing.end(envelope([], { requests: 'You have reached the request limit for the day, Go to https://dashboard.api-football.com to upgrade your plan.' }));
      return;
    }
    dayCount += 1;
    const { response, kind, errors } = answer(url.pathname, params);
    const played = response.filter((item) => ['1H', 'HT', '2H'].includes(item.fixture?.status?.short)).map((item) => item.fixture.id as number);
    log(kind, played, 200);
    outgoing.writeHead(200, headers);
    outgoing.end(envelope(response, errors));
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    matches: day.map((entry) => ({ id: entry.id, kickOff: entry.kickOff })),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
