// Page titles and descriptions from templates (specification: name, homeName, awayName,
// seriesName). A route has a plain title; a page that knows its match, series or subject
// fills the richer template.
import type { PageMetaFields } from '@matchday/shared/bus/topics';

type Translate = (key: string, values?: Record<string, string>) => string;

export function formatPageMeta(t: Translate, routeId: string, fields: PageMetaFields): { title: string; description: string } {
  const page = t(`page.${routeId}.title`);
  let title = page;
  let description = t(`page.${routeId}.description`);
  const { homeName, awayName, seriesName, name } = fields;
  if (homeName && awayName) {
    title = seriesName
      ? t('meta.matchTitleWithSeries', { homeName, awayName, seriesName })
      : t('meta.matchTitle', { homeName, awayName });
    description = t('meta.matchDescription', { homeName, awayName });
  } else if (seriesName) {
    title = t('meta.seriesTitle', { seriesName, page });
    description = t('meta.seriesDescription', { seriesName });
  } else if (name) {
    title = t('meta.namedTitle', { name, page });
  }
  return { title: t('meta.titleFormat', { title }), description };
}
