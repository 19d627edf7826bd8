// A returning visitor with a stored token gets their user and balance back. An invalid token is
// handled by the HTTP client (3001: token removed, page reloaded).
import { sessionStore, signIn } from '@matchday/shared/stores/sessionStore';
import { useEffect } from 'react';
import { readMe } from '../api/sessionApi';

export async function restoreSession(): Promise<void> {
  const { token, user } = sessionStore.getState();
  if (!token || user) return;
  try {
    const data = await readMe();
    if (sessionStore.getState().token === token) signIn(token, data.user, data.balance);
  } catch {
    // Unreachable or refused: the client has logged it; the header keeps showing the account.
  }
}

export function useSessionRestore(): void {
  useEffect(() => {
    void restoreSession();
  }, []);
}
