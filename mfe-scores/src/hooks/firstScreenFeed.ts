// A scores page's feed that may start from the answer its first screen was drawn from (the
// feeds themselves are followed with the shared useFeed, as every remote follows them).
import { useFirstScreenDrawn } from '@matchday/shared/firstScreen/useFirstScreenDrawn';
import { useFeed, type Feed } from '@matchday/shared/live/useFeed';
import { useMemo } from 'react';

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
