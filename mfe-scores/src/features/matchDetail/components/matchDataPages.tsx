// The phone's match data pages, each a slice of the match detail (`?id=` as on the detail).
import { MatchPage } from './MatchDetailPage';

export const LiveStatisticsPage = () => <MatchPage routeId="mDetailS" titleKey="liveStatistics.title" tabs={['statistics', 'keyEvents']} />;
export const PlayerStatisticsPage = () => <MatchPage routeId="mDetailS2" titleKey="playerStatistics.title" tabs={['teamPlayerStats']} />;
export const MatchAnalysisPage = () => <MatchPage routeId="mAnalysis" titleKey="analysis.title" tabs={['headToHead', 'recentRecord', 'standings']} />;
export const BattleReportPage = () => <MatchPage routeId="mBattle" titleKey="battle.title" tabs={['mapAnalysis', 'lineups', 'dataRankings']} />;
export const IntelligencePage = () => <MatchPage routeId="mIntelligence" titleKey="intelligence.title" tabs={['injuries', 'teamPlayerStats']} />;
