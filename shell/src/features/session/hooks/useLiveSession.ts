// Keeps the session live: the balance from the user's realtime channel, and signing in or out
// in one tab followed by the others (they share local storage).
import { TOKEN_STORAGE_KEY, sessionStore, signOut, useSession } from '@matchday/shared/stores/sessionStore';
import { useEffect } from 'react';
import type { Unsubscribable } from 'rxjs';
import { restoreSession } from './useSessionRestore';

export function useLiveBalance(): void {
  const userId = useSession((state) => state.user?.id ?? null);
  useEffect(() => {
    if (!userId) return;
    let handle: Unsubscribable | null = null;
    let active = true;
    // Visitors never download the realtime client.
    void Promise.all([import('@matchday/shared/realtime/realtime'), import('./liveBalance')]).then(([{ watchChannel }, { followBalance }]) => {
      if (active) handle = followBalance(userId, watchChannel);
    });
    return () => {
      active = false;
      handle?.unsubscribe();
    };
  }, [userId]);
}

/** Another tab signed in or out: this one follows without a reload. */
export function onStoredTokenChange(newToken: string | null): void {
  const current = sessionStore.getState().token;
  if (newToken === current) return;
  if (newToken === null) {
    signOut();
    return;
  }
  sessionStore.setState({ token: newToken, user: null, balance: null });
  void restoreSession();
}

export function useCrossTabSession(): void {
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === TOKEN_STORAGE_KEY || event.key === null) onStoredTokenChange(event.key === null ? null : event.newValue);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
}
