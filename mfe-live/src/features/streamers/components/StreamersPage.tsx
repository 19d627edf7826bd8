// Streamers broadcasting now, by sport.
import { defineSectionedPage } from '@matchday/shared/ui/SectionedPage';

export const StreamersPage = defineSectionedPage({
  namespace: 'live',
  routeId: 'streamer',
  titleKey: 'streamers.title',
  sections: [
    ['all', 'streamers.tabs.all', 'empty.streamers'],
    ['football', 'streamers.tabs.football', 'empty.streamers'],
    ['basketball', 'streamers.tabs.basketball', 'empty.streamers'],
    ['esports', 'streamers.tabs.esports', 'empty.streamers'],
  ],
});
