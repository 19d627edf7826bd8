// Remotes ask to navigate through the bus; the shell owns the address bar and does it.
import { eventBus } from '@matchday/shared/bus/eventBus';
import { useEffect } from 'react';
import { useNavigate } from '@matchday/shared/routing/router';

export function useBusNavigation(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const subscription = eventBus.on('navigate').subscribe(({ to, replace }) => {
      // Only addresses on this site; anything else is not a navigation the shell performs.
      if (!to.startsWith('/') || to.startsWith('//')) return;
      navigate(to, { replace });
    });
    return () => subscription.unsubscribe();
  }, [navigate]);
}
