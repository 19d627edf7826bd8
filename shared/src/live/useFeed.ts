// A live feed (an observable with `retry`: a match, a match list, a channel) as React state, the
// same way in every remote: made when its inputs change (`key` names them), left when the
// component goes; `null` for `create` follows nothing (a match that has finished). Each emission
// is a new state only where something changed (the feeds keep unchanged matches as the same
// objects, so memoised rows skip), drawn as a transition: a list arriving or changing is drawn
// in slices a tap can come between, not in one long task.
import { startTransition, useEffect, useState } from 'react';
import type { Observable } from 'rxjs';

export type Feed<S> = Observable<S> & { retry: () => void };

export function useFeed<S>(create: (() => Feed<S>) | null, key: string): { state: S | null; retry: () => void } {
  const [current, setCurrent] = useState<{ key: string; state: S | null; feed: Feed<S> | null }>({ key, state: null, feed: null });
  const follows = create !== null;
  useEffect(() => {
    if (!create) {
      setCurrent({ key, state: null, feed: null });
      return;
    }
    const feed = create();
    setCurrent({ key, state: null, feed });
    const subscription = feed.subscribe((state) =>
      startTransition(() => setCurrent((previous) => (previous.feed === feed ? { ...previous, state } : previous))),
    );
    return () => subscription.unsubscribe();
    // `create` is rebuilt every render; `key` (and whether there is a feed) names its inputs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, follows]);
  const fresh = current.key === key;
  return { state: fresh ? current.state : null, retry: () => current.feed?.retry() };
}
