// Valorant: its schedule, its analysis and its data rankings.
import { defineSectionedPage } from '@matchday/shared/ui/SectionedPage';

export const ValorantPage = defineSectionedPage({
  namespace: 'scores',
  routeId: 'valorant',
  titleKey: 'valorant.title',
  sections: [
    ['schedule', 'match.tabs.schedule', 'empty.matches'],
    ['results', 'match.tabs.results', 'empty.matches'],
  ],
});
export const ValorantAnalysisPage = defineSectionedPage({
  namespace: 'scores',
  routeId: 'valorantAnalysis',
  titleKey: 'valorant.analysisTitle',
  sections: [
    ['mapAnalysis', 'detail.tabs.mapAnalysis', 'empty.data'],
    ['headToHead', 'detail.tabs.headToHead', 'empty.data'],
    ['recentRecord', 'detail.tabs.recentRecord', 'empty.data'],
  ],
});
export const ValorantDataPage = defineSectionedPage({
  namespace: 'scores',
  routeId: 'valorantData',
  titleKey: 'valorant.dataTitle',
  sections: [
    ['heroRanking', 'valorant.tabs.heroRanking', 'empty.data'],
    ['playerRanking', 'valorant.tabs.playerRanking', 'empty.data'],
    ['teamRanking', 'valorant.tabs.teamRanking', 'empty.data'],
  ],
});
