// Video highlights by sport.
import { defineSectionedPage } from '@matchday/shared/ui/SectionedPage';

export const VideosPage = defineSectionedPage({
  namespace: 'news',
  routeId: 'video',
  titleKey: 'videos.title',
  sections: [
    ['latest', 'news.tabs.latest', 'empty.videos'],
    ['football', 'news.tabs.football', 'empty.videos'],
    ['basketball', 'news.tabs.basketball', 'empty.videos'],
    ['esports', 'news.tabs.esports', 'empty.videos'],
  ],
});
