// A page tells the shell which names its title and description templates should show.
import { useEffect } from 'react';
import { eventBus } from '@matchday/shared/bus/eventBus';
import type { PageMetaFields } from '@matchday/shared/bus/topics';

export function usePageMeta(routeId: string, fields: PageMetaFields = {}): void {
  const { name, homeName, awayName, seriesName } = fields;
  useEffect(() => {
    eventBus.emit('page.meta', { routeId, fields: { name, homeName, awayName, seriesName } });
  }, [routeId, name, homeName, awayName, seriesName]);
}
