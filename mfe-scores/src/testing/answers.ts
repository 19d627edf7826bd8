// Answers of the sports api for component tests: the page's public reader replaced
// (shared/testing/mockHttp) by answers a test decides, per path, optionally by params.
import type { MatchSummary } from '@matchday/shared/api/sports';
import { fakeChannels } from '@matchday/shared/testing/fakeChannels';
import { httpCalls, resetHttp } from '@matchday/shared/testing/mockHttp';
import { matchSummary } from '@matchday/shared/testing/sportsFixtures';

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
    home: { id: `h${id}`, name: `Home ${id}`, shortName: `H${id}` },
    away: { id: `a${id}`, name: `Away ${id}`, shortName: `A${id}` },
    ...overrides,
  });
}

const live = { channels: fakeChannels() };
/** Stands in for `watchChannel` of the page's realtime connection (the live match lists). */
export const mockedWatchChannel = <T,>(name: string) => live.channels.channel<T>(name);
export const resetChannels = () => {
  live.channels = fakeChannels();
};
/** Sends a realtime message on a channel the page follows, as the api would. */
export const publishOn = (name: string, data: unknown) => live.channels.publish(name, data);
