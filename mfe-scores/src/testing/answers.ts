// Answers of the sports api for component tests: the page's public reader replaced
// (shared/testing/mockHttp) by answers a test decides, per path, optionally by params.
import type { MatchEvent, MatchSummary } from '@matchday/contracts/sports/contract';
import type { Page } from '@matchday/contracts/http/paging';
import type { ChannelName, PayloadOf } from '@matchday/contracts/realtime/protocol';
import type { WatchChannel } from '@matchday/shared/realtime/realtimeClient';
import { fakeChannels } from '@matchday/shared/testing/fakeChannels';
import { httpCalls, resetHttp } from '@matchday/shared/testing/mockHttp';
import { matchSummary } from '@matchday/contracts/testing/sportsFixtures';

/** `path` → answer, or a function of the read's params; an Error answer is a failed read. */
export type Routes = Record<string, unknown>;

export function answerRoutes(routes: Routes): void {
  httpCalls.get.mockImplementation((url: string, options?: { params?: Record<string, unknown> }) => {
    if (!(url in routes)) return Promise.reject(new Error(`unexpected GET ${url}`));
    const route = routes[url];
    const data = typeof route === 'function' ? (route as (params: Record<string, unknown>) => unknown)(options?.params ?? {}) : route;
    return data instanceof Error ? Promise.reject(data) : Promise.resolve({ code: 0, data });
  });
}

export const resetAnswers = resetHttp;

/** The params of every read of `path` so far. */
export const paramsOf = (path: string): Record<string, unknown>[] =>
  httpCalls.get.mock.calls.filter(([called]) => called === path).map(([, options]) => (options as { params?: Record<string, unknown> })?.params ?? {});

export function aMatch(id: string, overrides: Partial<MatchSummary> = {}): MatchSummary {
  return matchSummary({
    id,
    competition: { id: '7', name: 'Premier League', shortName: 'EPL', tier: 1, country: 'England' },
    home: { id: `h${id}`, name: `Home ${id}`, shortName: `H${id}` },
    away: { id: `a${id}`, name: `Away ${id}`, shortName: `A${id}` },
    ...overrides,
  });
}

const live = { channels: fakeChannels() };
/** Stands in for `watchChannel` of the page's realtime connection (the live match lists). */
export const mockedWatchChannel: WatchChannel = (name) => live.channels.channel(name);
export const resetChannels = () => {
  live.channels = fakeChannels();
};
/** Sends a realtime message on a channel the page follows, as the api would: the channel's own payload. */
export const publishOn = <C extends ChannelName>(name: C, data: PayloadOf<C>) => live.channels.publish(name, data);
/** A message on a realtime channel, typed as the server sends it (the same as `publishOn`). */
export const pushChannel = publishOn;

/** Fresh answers and channels, in a window of a phone's height (windowed lists draw the rows that fit). */
export function resetSportsMocks(): void {
  resetHttp();
  resetChannels();
  Object.defineProperty(document.documentElement, 'clientHeight', { value: 800, configurable: true });
}

export const page = <T,>(items: T[]): Page<T> => ({ items, page: 1, pageSize: 200, total: items.length });

export function anEvent(seq: number, overrides: Partial<MatchEvent> = {}): MatchEvent {
  return { seq, type: 'corner', phase: 'first_half', minute: 10, stoppage: 0, side: 'home', player: '', detail: {}, homeScore: 0, awayScore: 0, at: '2026-11-20T19:40:00Z', ...overrides };
}
