// The search field's answer: asked once typing pauses (a word typed quickly is one request), and
// the request of a text typed over is abandoned, so an older answer never replaces a newer one.
import type { SiteSearchResults } from '@matchday/contracts/search/contract';
import { useEffect, useState } from 'react';
import { searchSite } from '../api/searchApi';

/** How long typing must pause before the api is asked. */
export const SEARCH_DEBOUNCE_MS = 250;

export type SearchStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface SiteSearch {
  /** The text the answer (or the request under way) is for: the typed text once typing paused. */
  query: string;
  status: SearchStatus;
  /** The latest answer; kept while the next one loads, so the list does not flash empty. */
  results: SiteSearchResults | null;
  retry: () => void;
}

export function useSiteSearch(text: string): SiteSearch {
  const typed = text.trim();
  const [query, setQuery] = useState(typed);
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<{ status: SearchStatus; results: SiteSearchResults | null }>({ status: 'idle', results: null });
  useEffect(() => {
    const timer = setTimeout(() => setQuery(typed), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  useEffect(() => {
    if (query === '') {
      setAnswer({ status: 'idle', results: null });
      return;
    }
    const request = new AbortController();
    setAnswer((previous) => ({ status: 'loading', results: previous.results }));
    searchSite(query, request.signal).then(
      (results) => request.signal.aborted || setAnswer({ status: 'ready', results }),
      () => request.signal.aborted || setAnswer({ status: 'error', results: null }),
    );
    return () => request.abort();
  }, [query, attempt]);
  return { query, ...answer, retry: () => setAttempt((count) => count + 1) };
}
