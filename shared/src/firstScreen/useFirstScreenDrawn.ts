// A page tells the shell it has drawn its first screen from its own data: the shell then shows
// the remote's area in place of the HTML its server sent (shell: FirstScreen). Said once per mount.
import { useEffect, useRef } from 'react';
import { eventBus } from '@matchday/shared/bus/eventBus';
import type { RemoteId } from '@matchday/contracts/routes/routeTable';

export function useFirstScreenDrawn(remote: RemoteId, drawn: boolean): void {
  const said = useRef(false);
  useEffect(() => {
    if (!drawn || said.current) return;
    said.current = true;
    eventBus.emit('page.drawn', { remote });
  }, [remote, drawn]);
}
