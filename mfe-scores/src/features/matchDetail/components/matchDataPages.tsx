// The phone's match data pages, each a slice of the match detail.
import { defineSectionedPage } from '@matchday/shared/ui/SectionedPage';

const scores = (routeId: string, titleKey: string, sections: [string, string, string][]) =>
  defineSectionedPage({ namespace: 'scores', routeId, titleKey, sections });

export const LiveStatisticsPage = scores('mDetailS', 'liveStatistics.title', [
  ['statistics', 'detail.tabs.statistics', 'empty.data'],
]);
export const PlayerStatisticsPage = scores('mDetailS2', 'playerStatistics.title', [
  ['players', 'detail.tabs.teamPlayerStats', 'empty.data'],
]);
export const MatchAnalysisPage = scores('mAnalysis', 'analysis.title', [
  ['headToHead', 'detail.tabs.headToHead', 'empty.data'],
  ['recentRecord', 'detail.tabs.recentRecord', 'empty.data'],
  ['standings', 'detail.tabs.standings', 'empty.data'],
]);
export const BattleReportPage = scores('mBattle', 'battle.title', [
  ['mapAnalysis', 'detail.tabs.mapAnalysis', 'empty.data'],
  ['lineups', 'detail.tabs.lineups', 'empty.data'],
  ['dataRankings', 'detail.tabs.dataRankings', 'empty.data'],
]);
export const IntelligencePage = scores('mIntelligence', 'intelligence.title', [
  ['injuries', 'detail.tabs.injuries', 'empty.data'],
  ['teamPlayerStats', 'detail.tabs.teamPlayerStats', 'empty.data'],
]);
