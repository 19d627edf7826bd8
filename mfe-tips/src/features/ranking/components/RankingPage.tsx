// Tipster ranking: the most accurate experts.
import { defineSectionedPage } from '@matchday/shared/ui/SectionedPage';

export const RankingPage = defineSectionedPage({
  namespace: 'tips',
  routeId: 'ranking',
  titleKey: 'ranking.title',
  sections: [
    ['week', 'ranking.tabs.week', 'empty.ranking'],
    ['month', 'ranking.tabs.month', 'empty.ranking'],
  ],
});
