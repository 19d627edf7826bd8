// Keeps the document's title and description in step with the route, the language and what
// the page tells the bus about itself.
import { eventBus } from '@matchday/shared/bus/eventBus';
import type { PageMetaFields } from '@matchday/shared/bus/topics';
import { useEffect, useState } from 'react';
import { useTranslation } from '@matchday/shared/i18n/react';
import { useLocation } from '@matchday/shared/routing/router';
import { formatPageMeta } from './formatPageMeta';

function setDescription(content: string): void {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.append(tag);
  }
  tag.content = content;
}

/** `remember`: the page goes into the user's viewing history (content pages, not account pages). */
export function usePageTitle(routeId: string, remember = false): void {
  const { pathname, search } = useLocation();
  const { t, i18n } = useTranslation();
  const [fields, setFields] = useState<{ routeId: string; fields: PageMetaFields } | null>(null);
  useEffect(() => {
    const subscription = eventBus.on('page.meta').subscribe(setFields);
    return () => subscription.unsubscribe();
  }, []);
  const current = fields?.routeId === routeId ? fields.fields : {};
  const { title, description } = formatPageMeta(t, routeId, current);
  useEffect(() => {
    document.title = title;
    setDescription(description);
  }, [title, description, i18n.language]);
  useEffect(() => {
    // Loaded on first use: the first page's download stays small.
    if (remember) void import('@matchday/shared/stores/viewHistoryStore').then(({ recordView }) => recordView({ path: `${pathname}${search}`, title, routeId }));
  }, [remember, pathname, search, title, routeId]);
}
