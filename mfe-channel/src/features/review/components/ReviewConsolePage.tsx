// Customer service reviews streamer and expert applications.
import { defineSectionedPage } from '@matchday/shared/ui/SectionedPage';

export const ReviewConsolePage = defineSectionedPage({
  namespace: 'channel',
  routeId: 'ops',
  titleKey: 'review.title',
  sections: [
    ['streamers', 'review.sections.streamers', 'empty.applications'],
    ['experts', 'review.sections.experts', 'empty.applications'],
  ],
});
