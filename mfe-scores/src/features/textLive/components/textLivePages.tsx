// Text live (written) commentary per sport.
import { defineSectionedPage } from '@matchday/shared/ui/SectionedPage';

export const FootballTextLivePage = defineSectionedPage({
  namespace: 'scores',
  routeId: 'writtenFootball',
  titleKey: 'textLive.footballTitle',
  sections: [['events', 'textLive.footballTitle', 'empty.textLive']],
});
export const BasketballTextLivePage = defineSectionedPage({
  namespace: 'scores',
  routeId: 'writtenBasketball',
  titleKey: 'textLive.basketballTitle',
  sections: [['events', 'textLive.basketballTitle', 'empty.textLive']],
});
