import type { SiteSearchResults } from '@matchday/contracts/search/contract';
import { act, renderHook } from '@testing-library/react';
import { searchSite } from '../api/searchApi';
import { SEARCH_DEBOUNCE_MS, useSiteSearch } from './useSiteSearch';

vi.mock('../api/searchApi', () => ({ searchSite: vi.fn() }));

const found = (name: string): SiteSearchResults => ({
  teams: [{ id: '1', name, shortName: 'X', sport: 'football', discipline: 'football', country: 'GB', match: null }],
  competitions: [],
  players: [],
  streamers: [],
  experts: [],
  articles: [],
});

/** The api's answers, which the test gives: one pending request per text asked. */
function fakeSearch() {
  const asked: { text: string; signal: AbortSignal; answer: (results: SiteSearchResults) => void; fail: () => void }[] = [];
  vi.mocked(searchSite).mockImplementation(
    (text, signal) => new Promise((resolve, reject) => asked.push({ text, signal: signal!, answer: resolve, fail: () => reject(new Error('offline')) })),
  );
  return { asked };
}

describe('useSiteSearch', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks once typing pauses, for the trimmed text', async () => {
    const { asked } = fakeSearch();
    const { result, rerender } = renderHook(({ text }) => useSiteSearch(text), { initialProps: { text: '' } });
    expect(result.current.status).toBe('idle');
    for (const text of ['T', 'To', 'Tot', 'Tote ']) {
      rerender({ text });
      await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 50));
    }
    expect(asked).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(asked.map((request) => request.text)).toEqual(['Tote']);
    expect(result.current).toMatchObject({ query: 'Tote', status: 'loading', results: null });
    await act(async () => asked[0]!.answer(found('Tottenham Hotspur')));
    expect(result.current).toMatchObject({ query: 'Tote', status: 'ready', results: found('Tottenham Hotspur') });
  });

  it('gives up the request of a text typed over, and never shows its late answer', async () => {
    const { asked } = fakeSearch();
    const { result, rerender } = renderHook(({ text }) => useSiteSearch(text), { initialProps: { text: 'Ars' } });
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));
    rerender({ text: 'Arsenl' });
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));
    expect(asked.map((request) => [request.text, request.signal.aborted])).toEqual([
      ['Ars', true],
      ['Arsenl', false],
    ]);
    await act(async () => asked[1]!.answer(found('Arsenal')));
    await act(async () => asked[0]!.answer(found('Arsenal Tula')));
    expect(result.current.results).toEqual(found('Arsenal'));
  });

  it('says a request failed, and asks again on retry', async () => {
    const { asked } = fakeSearch();
    const { result } = renderHook(() => useSiteSearch('Arsenal'));
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));
    await act(async () => asked[0]!.fail());
    expect(result.current.status).toBe('error');
    act(() => result.current.retry());
    expect(asked).toHaveLength(2);
    await act(async () => asked[1]!.answer(found('Arsenal')));
    expect(result.current.status).toBe('ready');
  });
});
