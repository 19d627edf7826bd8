// The odds index (exponent): the list of markets and one match's odds movement.
import { defineSectionedPage, type SectionSpec } from '@matchday/shared/ui/SectionedPage';

const MARKETS: SectionSpec[] = [
  ['handicap', 'odds.tabs.handicap', 'empty.odds'],
  ['totalGoals', 'odds.tabs.totalGoals', 'empty.odds'],
  ['european', 'odds.tabs.european', 'empty.odds'],
];

export const OddsIndexListPage = defineSectionedPage({
  namespace: 'scores',
  routeId: 'exponentList',
  titleKey: 'odds.listTitle',
  sections: MARKETS,
});
export const OddsIndexDetailsPage = defineSectionedPage({
  namespace: 'scores',
  routeId: 'exponentDetails',
  titleKey: 'odds.detailsTitle',
  sections: MARKETS,
});
