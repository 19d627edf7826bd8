// One page of a paginated api list (orders, coin history, plans), with its loading and error
// states and a way to load it again.
import type { Page } from '@matchday/shared/api/types';
import { http } from '@matchday/shared/http/http';
import { useCallback, useEffect, useState } from 'react';

export interface PagedList<T> {
  page: Page<T> | null;
  status: 'loading' | 'ready' | 'failed';
  pageNumber: number;
  setPageNumber: (page: number) => void;
  reload: () => void;
}

export function usePagedList<T>(path: string, pageSize = 20, refreshKey: unknown = null): PagedList<T> {
  const [pageNumber, setPageNumber] = useState(1);
  const [page, setPage] = useState<Page<T> | null>(null);
  const [status, setStatus] = useState<PagedList<T>['status']>('loading');
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    setStatus((previous) => (previous === 'ready' ? 'ready' : 'loading'));
    http.get<Page<T>>(path, { params: { page: pageNumber, pageSize }, notifyErrors: false }).then(
      ({ data }) => {
        if (!current) return;
        setPage(data);
        setStatus('ready');
      },
      () => current && setStatus('failed'),
    );
    return () => {
      current = false;
    };
  }, [path, pageNumber, pageSize, attempt, refreshKey]);
  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  return { page, status, pageNumber, setPageNumber, reload };
}
