// Log out: the api revokes the token, and the page returns to visitor state whatever it answers
// (an expired token must not trap the user signed in).
import { eventBus } from '@matchday/shared/bus/eventBus';
import { signOut } from '@matchday/shared/stores/sessionStore';
import { clearViewHistory } from '@matchday/shared/stores/viewHistoryStore';
import { revokeSession } from '../api/sessionApi';

export async function logOut(): Promise<void> {
  try {
    await revokeSession();
  } catch {
    // Already invalid or unreachable: signing out locally is what the user asked for.
  }
  // Home first, so the page being left (which needs an account) does not ask to log in again.
  eventBus.emit('navigate', { to: '/', replace: true });
  signOut();
  clearViewHistory();
}
