// Match previews (prospect) per sport.
import { defineSectionedPage } from '@matchday/shared/ui/SectionedPage';

export const FootballPreviewsPage = defineSectionedPage({
  namespace: 'scores',
  routeId: 'prospectFootball',
  titleKey: 'previews.footballTitle',
  sections: [['previews', 'previews.footballTitle', 'empty.previews']],
});
export const BasketballPreviewsPage = defineSectionedPage({
  namespace: 'scores',
  routeId: 'prospectBasketball',
  titleKey: 'previews.basketballTitle',
  sections: [['previews', 'previews.basketballTitle', 'empty.previews']],
});
