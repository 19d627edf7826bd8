// Keeps the session live: the balance from the user's realtime channel, the fan's match alerts,
// and signing in or out in one tab followed by the others (they share local storage).
import { TOKEN_STORAGE_KEY, sessionStore, signOut, useSession } from '@matchday/shared/stores/sessionStore';
import { useEffect } from 'react';
import { restoreSession } from './useSessionRestore';

/** The balance, and the fan's match alerts (liveSession.ts), while a user is signed in. */
export function useLiveBalance(): void {
  const userId = useSession((state) => state.user?.id ?? null);
  useEffect(() => {
    if (!userId) return;
    let stop: (() => void) | undefined;
    let active = true;
    void import('./liveSession').then(({ startLiveSession }) => {
      if (active) stop = startLiveSession(userId);
    });
    return () => {
      active = false;
      stop?.();
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
