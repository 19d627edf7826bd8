// Asks the shell for its login prompt, coming back to this page afterwards: how every app sends
// a visitor who tried something only members may do.
import { eventBus } from '@matchday/shared/bus/eventBus';
import { useLocation } from '@matchday/shared/routing/router';
import { useCallback } from 'react';

export function useAskToLogIn(): () => void {
  const { pathname, search } = useLocation();
  return useCallback(() => eventBus.emit('auth.loginRequired', { returnTo: `${pathname}${search}` }), [pathname, search]);
}
