// The scores remote: home, match centre, match detail, valorant, odds index, previews,
// text live and series. Pages load lazily, one chunk per feature.
import { lazyPage, type RemoteAppDefinition } from '@matchday/shared/federation/remoteApp';

const matchData = () => import('../features/matchDetail/components/matchDataPages');
const valorant = () => import('../features/valorant/components/valorantPages');
const oddsIndex = () => import('../features/oddsIndex/components/oddsIndexPages');
const previews = () => import('../features/previews/components/previewPages');
const textLive = () => import('../features/textLive/components/textLivePages');
const series = () => import('../features/series/components/seriesPages');
const detail = lazyPage(() => import('../features/matchDetail/components/MatchDetailPage'), (m) => m.MatchDetailPage);

export const remoteDefinition: RemoteAppDefinition = {
  remote: 'scores',
  version: __APP_VERSION__,
  namespace: 'scores',
  loadTranslations: (language) => import(`../i18n/${language}.json`),
  pages: {
    home: lazyPage(() => import('../features/home/components/HomePage'), (m) => m.HomePage),
    match: lazyPage(() => import('../features/matchCentre/components/MatchCentrePage'), (m) => m.MatchCentrePage),
    valorant: lazyPage(valorant, (m) => m.ValorantPage),
    valorantAnalysis: lazyPage(valorant, (m) => m.ValorantAnalysisPage),
    valorantData: lazyPage(valorant, (m) => m.ValorantDataPage),
    exponentList: lazyPage(oddsIndex, (m) => m.OddsIndexListPage),
    exponentDetails: lazyPage(oddsIndex, (m) => m.OddsIndexDetailsPage),
    prospectFootball: lazyPage(previews, (m) => m.FootballPreviewsPage),
    prospectBasketball: lazyPage(previews, (m) => m.BasketballPreviewsPage),
    writtenFootball: lazyPage(textLive, (m) => m.FootballTextLivePage),
    writtenBasketball: lazyPage(textLive, (m) => m.BasketballTextLivePage),
    detail,
    mDetail: detail,
    mDetailS: lazyPage(matchData, (m) => m.LiveStatisticsPage),
    mDetailS2: lazyPage(matchData, (m) => m.PlayerStatisticsPage),
    mAnalysis: lazyPage(matchData, (m) => m.MatchAnalysisPage),
    mBattle: lazyPage(matchData, (m) => m.BattleReportPage),
    mIntelligence: lazyPage(matchData, (m) => m.IntelligencePage),
    mSeries: lazyPage(series, (m) => m.SeriesListPage),
    mSeriesDetail: lazyPage(series, (m) => m.SeriesDetailPage),
    mSports: lazyPage(series, (m) => m.SportsPage),
  },
};
