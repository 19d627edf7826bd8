// Valorant: its matches (live, schedule by day, results by day), the analysis of the maps of
// recent results, and its data rankings of agents, players and teams.
import type { MatchStatus, RankingKind } from '@matchday/contracts/sports/contract';
import { useTranslation } from '@matchday/shared/i18n/react';
import { PageFrame } from '@matchday/ui/PageFrame';
import { EmptyState, ErrorState, LoadingState } from '@matchday/ui/StatusViews';
import { usePageMeta } from '@matchday/ui/usePageMeta';
import Box from '@mui/material/Box';
import { LiveMatchList } from '../../../components/matchList/LiveMatchList';
import { useIsPhone } from '../../../lib/detailLink';
import { useApiRead } from '@matchday/ui/useApiRead';
import { loadRanking, loadRecentMaps } from '../api/valorantApi';
import { addIsoDays, DAY_RANGE, todayIn } from '@matchday/shared/live/matchCentreRead';
import { DaySelect, useChosenDay } from '../../../components/DaySelect';
import { MapStatsTable, RecentMaps } from './MapAnalysis';
import { RankingTable } from './RankingTable';

function DayOfMatches({ status }: { status: Extract<MatchStatus, 'not_started' | 'finished'> }) {
  const { t } = useTranslation('scores');
  const ahead = status === 'not_started';
  const [day] = useChosenDay(ahead ? 0 : DAY_RANGE, ahead ? DAY_RANGE : 0);
  return (
    <>
      <Box sx={{ display: 'flex', justifyContent: 'center', mb: 1 }}>
        <DaySelect back={ahead ? 0 : DAY_RANGE} ahead={ahead ? DAY_RANGE : 0} />
      </Box>
      <LiveMatchList filter={{ discipline: 'valorant', status, date: day }} emptyText={t('empty.matches')} />
    </>
  );
}

export function ValorantPage() {
  const { t } = useTranslation('scores');
  usePageMeta('valorant');
  const tabs = [
    { value: 'live', label: t('valorant.tabs.live') },
    { value: 'schedule', label: t('match.tabs.schedule') },
    { value: 'results', label: t('match.tabs.results') },
  ];
  return (
    <PageFrame title={t('valorant.title')} tabs={tabs}>
      {(tab) =>
        tab === 'live' ? (
          <LiveMatchList filter={{ discipline: 'valorant', view: 'live' }} emptyText={t('empty.liveMatches')} />
        ) : (
          <DayOfMatches key={tab} status={tab === 'schedule' ? 'not_started' : 'finished'} />
        )
      }
    </PageFrame>
  );
}

/** Today and the day before, in the viewer's zone: the results the analysis looks at. */
function recentDays(): string[] {
  const today = todayIn();
  return [today, addIsoDays(today, -1)];
}

export function ValorantAnalysisPage() {
  const { t } = useTranslation('scores');
  usePageMeta('valorantAnalysis');
  const phone = useIsPhone();
  const days = recentDays();
  const read = useApiRead(days.join('|'), () => loadRecentMaps(days));
  const tabs = [
    { value: 'maps', label: t('valorant.tabs.mapStats') },
    { value: 'recent', label: t('valorant.tabs.recentMaps') },
  ];
  return (
    <PageFrame title={t('valorant.analysisTitle')} subtitle={t('valorant.analysisScope')} tabs={tabs}>
      {(tab) =>
        read.status === 'error' ? (
          <ErrorState onRetry={read.retry} />
        ) : !read.data ? (
          <LoadingState />
        ) : read.data.every((played) => played.maps.length === 0) ? (
          <EmptyState title={t('empty.data')} />
        ) : tab === 'recent' ? (
          <RecentMaps matches={read.data} phone={phone} />
        ) : (
          <MapStatsTable matches={read.data} />
        )
      }
    </PageFrame>
  );
}

function Ranking({ kind }: { kind: RankingKind }) {
  const { t } = useTranslation('scores');
  const read = useApiRead(kind, () => loadRanking(kind));
  if (read.status === 'error') return <ErrorState onRetry={read.retry} />;
  if (!read.data) return <LoadingState />;
  if (read.data.length === 0) return <EmptyState title={t('empty.data')} />;
  return <RankingTable kind={kind} rows={read.data} />;
}

export function ValorantDataPage() {
  const { t } = useTranslation('scores');
  usePageMeta('valorantData');
  const tabs = [
    { value: 'hero', label: t('valorant.tabs.heroRanking') },
    { value: 'player', label: t('valorant.tabs.playerRanking') },
    { value: 'team', label: t('valorant.tabs.teamRanking') },
  ];
  return <PageFrame title={t('valorant.dataTitle')} tabs={tabs}>{(tab) => <Ranking key={tab} kind={tab as RankingKind} />}</PageFrame>;
}
