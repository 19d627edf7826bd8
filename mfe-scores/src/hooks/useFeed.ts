// A live feed (an observable with `retry`) as React state: made when its inputs change, left
// when the component goes. Each emission is a new state only where something changed (the feed
// keeps unchanged matches as the same objects, so memoised rows skip). Each is drawn as a
// transition: a list arriving or changing is drawn in slices a tap can come between, not in
// one long task.
import { useFirstScreenDrawn } from '@matchday/shared/firstScreen/useFirstScreenDrawn';
import { startTransition, useEffect, useMemo, useState } from 'react';
import type { Observable } from 'rxjs';

export type Feed<S> = Observable<S> & { retry: () => void };

export function useFeed<S>(create: () => Feed<S>, key: string): { state: S | null; retry: () => void } {
  const [current, setCurrent] = useState<{ key: string; state: S | null; feed: Feed<S> | null }>({ key, state: null, feed: null });
  useEffect(() => {
    const feed = create();
    setCurrent({ key, state: null, feed });
    const subscription = feed.subscribe((state) =>
      startTransition(() => setCurrent((previous) => (previous.feed === feed ? { ...previous, state } : previous))),
    );
    return () => subscription.unsubscribe();
    // `create` is rebuilt every render; `key` names its inputs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  const fresh = current.key === key;
  return { state: fresh ? current.state : null, retry: () => current.feed?.retry() };
}

/**
 * A page's feed that may start from the answer its first screen was drawn from (`first`, for
 * `key`: embedded by the shell's server), shown until the feed has its own; the page tells the
 * shell once it has drawn (from either), so the shell can swap its server's copy for it.
 */
export function useFirstScreenFeed<S extends { status: 'loading' | 'ready' | 'error' }>(
  create: () => Feed<S>,
  key: string,
  first: () => S | null,
): { state: S | null; retry: () => void } {
  const { state: feedState, retry } = useFeed(create, key);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` names the inputs of `first`
  const firstState = useMemo(first, [key]);
  const state = !feedState || feedState.status === 'loading' ? (firstState ?? feedState) : feedState;
  useFirstScreenDrawn('scores', state !== null && state.status !== 'loading');
  return { state, retry };
}
