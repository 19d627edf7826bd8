// What the releases tab shows is read again every 30 s while it is open: a canary is judged on
// its last minutes, and another operator (or the canary judge) may change the release meanwhile.
// A refresh due while the page is hidden waits until it is seen again, so a tab left in the
// background does not keep asking.
import { useEffect, useRef } from 'react';

export const REFRESH_EVERY_MS = 30_000;

/** Calls `refresh` every 30 s while mounted; a new `restartOn` starts the period again. */
export function useRefreshEvery(refresh: () => void, restartOn: unknown = null): void {
  const latest = useRef(refresh);
  latest.current = refresh;
  useEffect(() => {
    let missed = false;
    const due = () => {
      missed = document.visibilityState === 'hidden';
      if (!missed) latest.current();
    };
    const seen = () => {
      if (missed && document.visibilityState === 'visible') due();
    };
    const timer = setInterval(due, REFRESH_EVERY_MS);
    document.addEventListener('visibilitychange', seen);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', seen);
    };
  }, [restartOn]);
}
