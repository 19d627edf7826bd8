// The scores remote: home, match centre, match detail, valorant, odds index, previews,
// text live and series. Pages load lazily, one chunk per feature.
import { lazyPage, textPartsOf, type RemoteAppDefinition } from '@matchday/ui/federation/remoteApp';

/**
 * Texts each group of pages needs beyond the common ones, downloaded with those pages: a first
 * visit to `/` brings only the list's texts.
 */
const TEXT_PARTS = ['detail', 'events', 'series', 'odds', 'previews', 'valorant', 'centre', 'textLive'] as const;
type TextPart = (typeof TEXT_PARTS)[number];
const texts = (...parts: TextPart[]) => () => textPartsOf(remoteDefinition, parts);
const matchTexts = texts('detail', 'events', 'series');

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
  // The namespace's own files only: `${language}` could also reach into parts/, and the map of
  // every file this import may load would then list every part's too (72 entries on `/`).
  loadTranslations: (language) => import(/* webpackExclude: /[\\/]parts[\\/]/ */ `../i18n/${language}.json`),
  textParts: { names: TEXT_PARTS, load: (part) => (language) => import('../i18n/textParts').then(({ loadTextPart }) => loadTextPart(part, language)) },
  pages: {
    home: lazyPage(() => import('../features/home/components/HomePage'), (m) => m.HomePage),
    match: lazyPage(() => import('../features/matchCentre/components/MatchCentrePage'), (m) => m.MatchCentrePage, texts('centre')),
    valorant: lazyPage(valorant, (m) => m.ValorantPage, texts('valorant')),
    valorantAnalysis: lazyPage(valorant, (m) => m.ValorantAnalysisPage, texts('valorant')),
    valorantData: lazyPage(valorant, (m) => m.ValorantDataPage, texts('valorant')),
    exponentList: lazyPage(oddsIndex, (m) => m.OddsIndexListPage, texts('odds')),
    exponentDetails: lazyPage(oddsIndex, (m) => m.OddsIndexDetailsPage, texts('odds')),
    prospectFootball: lazyPage(previews, (m) => m.FootballPreviewsPage, texts('previews')),
    prospectBasketball: lazyPage(previews, (m) => m.BasketballPreviewsPage, texts('previews')),
    writtenFootball: lazyPage(textLive, (m) => m.FootballTextLivePage, texts('textLive', 'events')),
    writtenBasketball: lazyPage(textLive, (m) => m.BasketballTextLivePage, texts('textLive', 'events')),
    detail,
    mDetail: detail,
    mDetailS: lazyPage(matchData, (m) => m.LiveStatisticsPage, matchTexts),
    mDetailS2: lazyPage(matchData, (m) => m.PlayerStatisticsPage, matchTexts),
    mAnalysis: lazyPage(matchData, (m) => m.MatchAnalysisPage, matchTexts),
    mBattle: lazyPage(matchData, (m) => m.BattleReportPage, matchTexts),
    mIntelligence: lazyPage(matchData, (m) => m.IntelligencePage, matchTexts),
    mSeries: lazyPage(series, (m) => m.SeriesListPage, texts('series', 'detail')),
    mSeriesDetail: lazyPage(series, (m) => m.SeriesDetailPage, texts('series', 'detail')),
    mSports: lazyPage(series, (m) => m.SportsPage, texts('series', 'detail')),
  },
};
