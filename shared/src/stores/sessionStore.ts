// The session: the token (kept in local storage, as the original product does), the user and
// the coin balance. It is state: the header and the remotes read it from this store.
import { createStore } from 'zustand';
import type { SessionUser } from '@matchday/contracts/accounts/contract';
import { useStoreState } from '@matchday/shared/stores/hydration';

export const TOKEN_STORAGE_KEY = 'token';

export interface SessionState {
  token: string | null;
  user: SessionUser | null;
  /** Coins; null until known. */
  balance: number | null;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage can be blocked (private modes, sandboxed frames)
  }
}

export const sessionStore = createStore<SessionState>(() => ({
  token: storage()?.getItem(TOKEN_STORAGE_KEY) ?? null,
  user: null,
  balance: null,
}));

/** A visitor: what the shell's static frame shows before the browser's session is known. */
export const VISITOR: SessionState = Object.freeze({ token: null, user: null, balance: null });

export function useSession<T>(selector: (state: SessionState) => T): T {
  return useStoreState(sessionStore, selector, () => VISITOR);
}

export const isLoggedIn = (): boolean => sessionStore.getState().token !== null;

export function signIn(token: string, user: SessionUser, balance: number | null = null): void {
  storage()?.setItem(TOKEN_STORAGE_KEY, token);
  sessionStore.setState({ token, user, balance });
}

export function setUser(user: SessionUser): void {
  sessionStore.setState({ user });
}

export function setBalance(balance: number): void {
  if (sessionStore.getState().balance === balance) return;
  sessionStore.setState({ balance });
}

/** Back to visitor: used by log out, by a 3001 answer (invalid token) and by a session the realtime server ended. */
export function signOut(): void {
  storage()?.removeItem(TOKEN_STORAGE_KEY);
  sessionStore.setState({ token: null, user: null, balance: null });
}
