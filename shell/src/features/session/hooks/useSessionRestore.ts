// A returning visitor with a stored token gets their user and balance back. An invalid token is
// handled by the HTTP client (3001: token removed, page reloaded).
import type { MeResponse } from '@matchday/shared/api/types';
import { sessionStore, signIn } from '@matchday/shared/stores/sessionStore';
import { useEffect } from 'react';

export async function restoreSession(): Promise<void> {
  const { token, user } = sessionStore.getState();
  if (!token || user) return;
  try {
    // Visitors never need the HTTP client at start, so it is loaded only for a stored token.
    const [{ http }, { API_PATHS }] = await Promise.all([import('@matchday/shared/http/http'), import('@matchday/shared/api/paths')]);
    const { data } = await http.get<MeResponse>(API_PATHS.me, { notifyErrors: false });
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
