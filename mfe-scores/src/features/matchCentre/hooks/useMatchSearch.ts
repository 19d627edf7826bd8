// The search box's answer: asked once typing pauses, so a word typed quickly is one request.
import type { SearchResults } from '@matchday/contracts/sports/contract';
import { useEffect, useState } from 'react';
import { searchSports } from '../api/centreApi';
import { useApiRead, type ReadStatus } from '@matchday/ui/useApiRead';

/** How long typing must pause before the api is asked. */
export const SEARCH_DEBOUNCE_MS = 300;

export function useDebounced<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

export function useMatchSearch(text: string): { query: string; status: ReadStatus; answer: SearchResults | null; retry: () => void } {
  const query = useDebounced(text.trim(), SEARCH_DEBOUNCE_MS);
  const read = useApiRead(query === '' ? null : `search:${query}`, () => searchSports(query));
  return { query, status: read.status, answer: read.data, retry: read.retry };
}
