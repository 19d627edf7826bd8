// One read of the api keyed by what it asks for: a newer key makes an older answer void, so
// a slow answer never overwrites a newer one. An answer is drawn as a transition: React draws a
// page of content in slices and lets a tap in between, where an ordinary update would hold
// the main thread until the whole page is drawn (a long task on a phone).
import { firstAnswer, type FirstRead } from '@matchday/shared/firstScreen/firstAnswers';
import { startTransition, useEffect, useRef, useState } from 'react';

export type ReadStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface ApiRead<T> {
  status: ReadStatus;
  data: T | null;
  /** Why the read failed (an ApiError when the api refused it: no such item), else null. */
  error: unknown;
  retry: () => void;
}

/**
 * Reads when `key` is not null and each time it changes; `read` is the request for that key.
 * `first`: the same read as the page's first screen made it (firstReads.ts): its embedded answer
 * is drawn at once and not asked again.
 */
export function useApiRead<T>(key: string | null, read: () => Promise<T>, first?: FirstRead): ApiRead<T> {
  const [state, setState] = useState<{ key: string | null; status: ReadStatus; data: T | null; error?: unknown }>(() => {
    const data = first && key !== null ? firstAnswer<T>(first) : undefined;
    return data === undefined ? { key: null, status: 'idle', data: null } : { key, status: 'ready', data };
  });
  const [attempt, setAttempt] = useState(0);
  const readRef = useRef(read);
  readRef.current = read;
  const served = useRef(state.key);
  useEffect(() => {
    if (served.current !== null && served.current === key && attempt === 0) return;
    served.current = null;
    if (key === null) {
      setState({ key, status: 'idle', data: null });
      return;
    }
    let current = true;
    setState((previous) => ({ key, status: 'loading', data: previous.key === key ? previous.data : null }));
    readRef.current().then(
      (data) => current && startTransition(() => setState({ key, status: 'ready', data })),
      (error: unknown) => current && startTransition(() => setState((previous) => ({ ...previous, key, status: 'error', error }))),
    );
    return () => {
      current = false;
    };
  }, [key, attempt]);
  const status = state.key === key ? state.status : key === null ? 'idle' : 'loading';
  const error = state.key === key && state.status === 'error' ? state.error : null;
  return { status, data: state.key === key ? state.data : null, error, retry: () => setAttempt((value) => value + 1) };
}
