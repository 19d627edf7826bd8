// The signed-in user's own account (phone, password state, invite code, cancellation state),
// which the user area's sections share. The shared session store keeps what the whole page
// needs (user, balance); every load here refreshes that too.
import type { MeResponse, UserProfile } from '@matchday/contracts/accounts/contract';
import { sessionStore, setBalance, setUser } from '@matchday/shared/stores/sessionStore';
import { createStore, useStore } from '@matchday/shared/stores/store';

interface ProfileState {
  profile: UserProfile | null;
  status: 'idle' | 'loading' | 'ready' | 'failed';
}

export const profileStore = createStore<ProfileState>(() => ({ profile: null, status: 'idle' }));

export function useProfile<T>(selector: (state: ProfileState) => T): T {
  return useStore(profileStore, selector);
}

/** A profile the api answered with (after an edit): kept here and in the session. */
export function applyProfile(profile: UserProfile): void {
  profileStore.setState({ profile, status: 'ready' });
  setUser({ id: profile.id, username: profile.username, avatarUrl: profile.avatarUrl, roles: profile.roles });
}

/** Reads the account again with `read`, the calling feature's own call (`GET /api/users/me`). */
export async function loadProfile(read: () => Promise<MeResponse>): Promise<void> {
  const token = sessionStore.getState().token;
  if (!token) return;
  profileStore.setState((state) => ({ status: state.profile ? state.status : 'loading' }));
  try {
    const data = await read();
    if (sessionStore.getState().token !== token) return;
    applyProfile(data.user);
    setBalance(data.balance);
  } catch {
    profileStore.setState((state) => ({ status: state.profile ? 'ready' : 'failed' }));
  }
}

// A different user (or none) must never see the previous one's profile.
sessionStore.subscribe((state, previous) => {
  if (state.token !== previous.token) profileStore.setState({ profile: null, status: 'idle' });
});
