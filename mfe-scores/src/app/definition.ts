// The scores remote: home, match centre, match detail, valorant, odds index, previews,
// text live and series. Pages load lazily, one chunk per feature.
import { lazyPage, textPartsOf, type RemoteAppDefinition } from '@matchday/shared/federation/remoteApp';

/** Texts only the match pages need, downloaded with them (not on a first visit to `/`). */
const TEXT_PARTS = ['detail', 'events'] as const;
const matchTexts = () => textPartsOf(remoteDefinition, TEXT_PARTS);

const matchData = () => import('../features/matchDetail/components/matchDataPages');
const valorant = () => import('../features/valorant/components/valorantPages');
const oddsIndex = () => import('../features/oddsIndex/components/oddsIndexPages');
const previews = () => import('../features/previews/components/previewPages');
const textLive = () => import('../features/textLive/components/textLivePages');
const series = () => import('../features/series/components/seriesPages');
const detail = lazyPage(() => import('../features/matchDetail/components/MatchDetailPage'), (m) => m.MatchDetailPage, matchTexts);

export const remoteDefinition: RemoteAppDefinition = {
  remote: 'scores',
  version: __APP_VERSION__,
  namespace: 'scores',
  loadTranslations: (language) => import(`../i18n/${language}.json`),
  textParts: { names: TEXT_PARTS, load: (part) => (language) => import(`../i18n/parts/${part}/${language}.json`) },
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
    mDetailS: lazyPage(matchData, (m) => m.LiveStatisticsPage, matchTexts),
    mDetailS2: lazyPage(matchData, (m) => m.PlayerStatisticsPage, matchTexts),
    mAnalysis: lazyPage(matchData, (m) => m.MatchAnalysisPage, matchTexts),
    mBattle: lazyPage(matchData, (m) => m.BattleReportPage, matchTexts),
    mIntelligence: lazyPage(matchData, (m) => m.IntelligencePage, matchTexts),
    mSeries: lazyPage(series, (m) => m.SeriesListPage),
    mSeriesDetail: lazyPage(series, (m) => m.SeriesDetailPage),
    mSports: lazyPage(series, (m) => m.SportsPage),
  },
};
