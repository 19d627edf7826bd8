// Competitions (series) and sports on the phone site.
import { defineSectionedPage } from '@matchday/shared/ui/SectionedPage';

export const SeriesListPage = defineSectionedPage({
  namespace: 'scores',
  routeId: 'mSeries',
  titleKey: 'series.listTitle',
  sections: [
    ['football', 'sports.football', 'empty.competitions'],
    ['basketball', 'sports.basketball', 'empty.competitions'],
    ['esports', 'sports.esports', 'empty.competitions'],
  ],
});
export const SeriesDetailPage = defineSectionedPage({
  namespace: 'scores',
  routeId: 'mSeriesDetail',
  titleKey: 'series.detailTitle',
  sections: [
    ['schedule', 'match.tabs.schedule', 'empty.matches'],
    ['standings', 'detail.tabs.standings', 'empty.data'],
    ['bracket', 'detail.tabs.bracket', 'empty.data'],
    ['dataRankings', 'detail.tabs.dataRankings', 'empty.data'],
  ],
});
export const SportsPage = defineSectionedPage({
  namespace: 'scores',
  routeId: 'mSports',
  titleKey: 'series.sportsTitle',
  sections: [
    ['football', 'sports.football', 'empty.matches'],
    ['basketball', 'sports.basketball', 'empty.matches'],
    ['esports', 'sports.esports', 'empty.matches'],
  ],
});
