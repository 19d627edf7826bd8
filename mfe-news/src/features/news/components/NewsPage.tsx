// News by sport.
import { defineSectionedPage } from '@matchday/shared/ui/SectionedPage';

export const NewsPage = defineSectionedPage({
  namespace: 'news',
  routeId: 'news',
  titleKey: 'news.title',
  sections: [
    ['latest', 'news.tabs.latest', 'empty.news'],
    ['football', 'news.tabs.football', 'empty.news'],
    ['basketball', 'news.tabs.basketball', 'empty.news'],
    ['esports', 'news.tabs.esports', 'empty.news'],
  ],
});
