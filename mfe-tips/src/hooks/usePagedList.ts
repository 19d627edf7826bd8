// A list read a page at a time ("more" adds the next page). A new key starts again from the
// first page, and an answer for an older key is dropped.
import type { Page } from '@matchday/shared/api/types';
import { useCallback, useEffect, useRef, useState } from 'react';

export interface PagedList<T> {
  status: 'loading' | 'ready' | 'error';
  items: T[];
  total: number;
  /** Reading a further page. */
  more: boolean;
  loadMore: () => void;
  retry: () => void;
}

export function usePagedList<T>(key: string, read: (page: number) => Promise<Page<T>>): PagedList<T> {
  const [state, setState] = useState<{ key: string; status: PagedList<T>['status']; items: T[]; total: number; page: number; more: boolean }>({
    key,
    status: 'loading',
    items: [],
    total: 0,
    page: 0,
    more: false,
  });
  const [attempt, setAttempt] = useState(0);
  const readRef = useRef(read);
  readRef.current = read;
  const currentKey = useRef(key);
  currentKey.current = key;

  const fetchPage = useCallback((forKey: string, page: number) => {
    readRef.current(page).then(
      (answer) => {
        if (currentKey.current !== forKey) return;
        setState((previous) => ({
          key: forKey,
          status: 'ready',
          items: page === 1 ? answer.items : [...previous.items, ...answer.items],
          total: answer.total,
          page,
          more: false,
        }));
      },
      () => currentKey.current === forKey && setState((previous) => ({ ...previous, key: forKey, status: 'error', more: false })),
    );
  }, []);

  useEffect(() => {
    setState({ key, status: 'loading', items: [], total: 0, page: 0, more: false });
    fetchPage(key, 1);
  }, [key, attempt, fetchPage]);

  const fresh = state.key === key;
  return {
    status: fresh ? state.status : 'loading',
    items: fresh ? state.items : [],
    total: fresh ? state.total : 0,
    more: state.more,
    loadMore: () => {
      if (state.more || state.items.length >= state.total) return;
      setState((previous) => ({ ...previous, more: true }));
      fetchPage(key, state.page + 1);
    },
    retry: () => setAttempt((value) => value + 1),
  };
}
