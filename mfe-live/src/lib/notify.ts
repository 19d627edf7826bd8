// What the live pages tell a member: a toast, or the shell's login prompt back to this page.
import { eventBus } from '@matchday/shared/bus/eventBus';
import type { ToastSeverity } from '@matchday/shared/bus/topics';
import { useLocation } from '@matchday/shared/routing/router';
import { useCallback } from 'react';

export const toast = (message: string, severity: ToastSeverity = 'success') => eventBus.emit('toast', { message, severity });

/** Asks the shell for its login prompt, coming back to this page afterwards. */
export function useAskToLogIn(): () => void {
  const { pathname, search } = useLocation();
  return useCallback(() => eventBus.emit('auth.loginRequired', { returnTo: `${pathname}${search}` }), [pathname, search]);
}
