// A list read a page at a time by keyset (`CursorPage` in @matchday/contracts/http/paging): the first
// page, then "load more" with the cursor the last page gave. One hook for every paged list of
// the site. A new key starts again from the first page, and an answer for an older key (or read
// before a reload) is dropped, so a slow answer never shows under a newer filter.
import type { CursorPage } from '@matchday/contracts/http/paging';
import { firstAnswer, type FirstRead } from '@matchday/shared/firstScreen/firstAnswers';
import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * idle: no key (nothing to read yet); loading: the first page is on its way; error: it failed
 * (nothing to show, `retry` reads it again); ready: rows shown, more to read; end: every row shown.
 */
export type PagedListStatus = 'idle' | 'loading' | 'error' | 'ready' | 'end';

export interface PagedList<T, P extends CursorPage<T> = CursorPage<T>> {
  status: PagedListStatus;
  items: T[];
  /** The last page read, for what a list's pages say beside their rows (a thread's count). */
  latest: P | null;
  /** Pages read since the first. */
  pages: number;
  /** A further page is on its way. */
  loadingMore: boolean;
  /** A further page failed: the rows read stay, and `retry` asks for that page again. */
  moreFailed: boolean;
  /** The first page is being read again (`reload`), the rows read so far still shown. */
  reloading: boolean;
  loadMore: () => void;
  retry: () => void;
  /** Reads the first page again; the rows shown stay until it arrives. */
  reload: () => void;
  /** Changes the rows read without reading (a comment posted, an application decided). */
  update: (change: (items: T[]) => T[]) => void;
}

export interface PagedListOptions<T> {
  /** Names a row: a row already shown is not added again (one posted here, then read). */
  identify?: (item: T) => string;
  /**
   * The first page's read, when the page's first screen may have been drawn from it on the
   * shell's server: its embedded answer is the list's first page, with no round trip.
   */
  first?: FirstRead;
}

/** What the hook keeps: the list's state, and the key it was read for. */
type State<T, P extends CursorPage<T>> = Pick<PagedList<T, P>, 'status' | 'items' | 'latest' | 'pages' | 'loadingMore' | 'moreFailed' | 'reloading'> & {
  key: string | null;
};

const startOf = <T, P extends CursorPage<T>>(key: string | null): State<T, P> => ({
  key,
  status: key === null ? 'idle' : 'loading',
  items: [],
  latest: null,
  pages: 0,
  loadingMore: false,
  moreFailed: false,
  reloading: false,
});

/** The list as its first page left it. */
const afterFirstPage = <T, P extends CursorPage<T>>(key: string | null, page: P): State<T, P> => ({
  ...startOf<T, P>(key),
  status: page.next ? 'ready' : 'end',
  items: page.items,
  latest: page,
  pages: 1,
});

/** Reads when `key` is not null and again each time it changes; `read` asks for the page after `cursor` (null: the first). */
export function usePagedList<T, P extends CursorPage<T> = CursorPage<T>>(
  key: string | null,
  read: (cursor: string | null) => Promise<P & CursorPage<T>>,
  options: PagedListOptions<T> = {},
): PagedList<T, P> {
  const [state, setState] = useState<State<T, P>>(() => {
    const page = options.first && key !== null ? firstAnswer<P>(options.first) : undefined;
    return page ? afterFirstPage(key, page) : startOf(key);
  });
  // A first page the server embedded is not read again for the same key.
  const servedFirst = useRef(state.pages === 1);
  const [reads, setReads] = useState(0);
  const readRef = useRef(read);
  readRef.current = read;
  const identifyRef = useRef(options.identify);
  identifyRef.current = options.identify;
  const stateRef = useRef(state);
  stateRef.current = state;
  // Every start (new key, reload) is a new generation; an answer of an older one is dropped.
  const generation = useRef(0);
  // Set at once on "load more", so a double click asks once.
  const asking = useRef(false);

  const fetchPage = useCallback((cursor: string | null, forGeneration: number) => {
    readRef.current(cursor).then(
      (page) => {
        if (generation.current !== forGeneration) return;
        asking.current = false;
        setState((previous) => {
          const identify = identifyRef.current;
          const shown = new Set(cursor === null || !identify ? [] : previous.items.map(identify));
          const added = identify ? page.items.filter((item) => !shown.has(identify(item))) : page.items;
          return {
            ...previous,
            status: page.next ? 'ready' : 'end',
            items: cursor === null ? added : [...previous.items, ...added],
            latest: page,
            pages: cursor === null ? 1 : previous.pages + 1,
            loadingMore: false,
            moreFailed: false,
            reloading: false,
          };
        });
      },
      () => {
        if (generation.current !== forGeneration) return;
        asking.current = false;
        setState((previous) =>
          cursor === null && previous.items.length === 0
            ? { ...previous, status: 'error', loadingMore: false, reloading: false }
            : { ...previous, loadingMore: false, moreFailed: cursor !== null, reloading: false },
        );
      },
    );
  }, []);

  useEffect(() => {
    if (servedFirst.current) {
      servedFirst.current = false;
      if (stateRef.current.key === key) return;
    }
    generation.current += 1;
    asking.current = false;
    const current = generation.current;
    setState((previous) =>
      // A reload of the same list keeps its rows until the first page comes back.
      previous.key === key && key !== null && previous.items.length > 0 ? { ...previous, loadingMore: false, moreFailed: false, reloading: true } : startOf(key),
    );
    if (key !== null) fetchPage(null, current);
  }, [key, reads, fetchPage]);

  const loadMore = useCallback(() => {
    const current = stateRef.current;
    const cursor = current.latest?.next;
    if (current.key !== key || current.status !== 'ready' || current.reloading || !cursor || asking.current) return;
    asking.current = true;
    setState((previous) => ({ ...previous, loadingMore: true, moreFailed: false }));
    fetchPage(cursor, generation.current);
  }, [key, fetchPage]);

  const reload = useCallback(() => setReads((count) => count + 1), []);

  const retry = useCallback(() => {
    const current = stateRef.current;
    if (current.key !== key) return;
    if (current.moreFailed) loadMore();
    else if (current.status === 'error') reload();
  }, [key, loadMore, reload]);

  const update = useCallback((change: (items: T[]) => T[]) => setState((previous) => ({ ...previous, items: change(previous.items) })), []);

  // Until the effect has started the new key's reading, the old key's rows are not this list's.
  const view = state.key === key ? state : startOf<T, P>(key);
  return { ...view, loadMore, retry, reload, update };
}
