// Follows one top-up after the provider sent the fan back: read at once, then every 2 seconds
// while it is pending, for about 2 minutes. The provider's word usually lands within seconds; a
// later one still credits the coins (the balance and the top-ups list move when it does), and
// the fan may follow it again.
import type { TopUp } from '@matchday/contracts/coins/contract';
import { API_CODE } from '@matchday/contracts/http/envelope';
import { isApiError } from '@matchday/shared/http/apiError';
import { failureText } from '@matchday/ui/failureText';
import { useCallback, useEffect, useState } from 'react';
import { readTopUp } from '../api/coinsApi';

export const FOLLOW_EVERY_MS = 2_000;
/** Reads in one round of following: about 2 minutes. */
export const FOLLOW_READS = 60;

export interface FollowedTopUp {
  /** The last state read; null until the first answer. */
  topUp: TopUp | null;
  /** The api refused (no such top-up of this user), or never answered in the round. */
  error: string | null;
  /** The round ended with the top-up still pending. */
  gaveUp: boolean;
  /** Follows it for another round. */
  again: () => void;
}

interface State {
  topUp: TopUp | null;
  error: string | null;
  gaveUp: boolean;
}

export function useFollowTopUp(topUpId: string): FollowedTopUp {
  const [state, setState] = useState<State>({ topUp: null, error: null, gaveUp: false });
  const [round, setRound] = useState(0);

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let reads = 0;
    setState((previous) => ({ topUp: previous.topUp?.id === topUpId ? previous.topUp : null, error: null, gaveUp: false }));
    const read = async () => {
      reads += 1;
      let lastFailure: unknown = null;
      try {
        const topUp = await readTopUp(topUpId);
        if (stopped) return;
        setState({ topUp, error: null, gaveUp: false });
        if (topUp.status !== 'pending') return;
      } catch (failure) {
        if (stopped) return;
        // A refusal is the api's answer: there is nothing to follow. No answer is tried again.
        if (isApiError(failure) && failure.code === API_CODE.userError) return setState((previous) => ({ ...previous, error: failureText(failure) }));
        lastFailure = failure;
      }
      if (reads >= FOLLOW_READS) {
        setState((previous) => ({ ...previous, gaveUp: true, error: previous.topUp ? null : failureText(lastFailure) }));
        return;
      }
      timer = setTimeout(() => void read(), FOLLOW_EVERY_MS);
    };
    void read();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [topUpId, round]);

  const again = useCallback(() => setRound((count) => count + 1), []);
  const current = state.topUp?.id === topUpId || state.topUp === null ? state : { topUp: null, error: null, gaveUp: false };
  return { ...current, again };
}
