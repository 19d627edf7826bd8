// Home: the day's matches by tab (specification: today, yesterday, tomorrow, live, video, hot),
// live as they play; the latest replays and highlights.
import { SectionedPage } from '@matchday/ui/SectionedPage';
import { useTranslation } from '@matchday/shared/i18n/react';
import type { MatchListFilter } from '@matchday/shared/live/liveMatches';
import { LoadingState } from '@matchday/ui/StatusViews';
import { lazy, Suspense } from 'react';
import { LiveMatchList } from '../../../components/matchList/LiveMatchList';

// Loaded when the tab is opened: the home page's first visit is at its byte budget.
const HomeVideos = lazy(() => import('./HomeVideos').then((module) => ({ default: module.HomeVideos })));

// The shell's server draws the first screen of the tab asked for from these, in this order
// (HOME_LIST_TABS of shared/src/firstScreen/firstReads.ts; HomePage.test.tsx holds them equal).
export const LIST_TABS: [view: NonNullable<MatchListFilter['view']>, empty: string][] = [
  ['today', 'empty.matches'],
  ['yesterday', 'empty.matches'],
  ['tomorrow', 'empty.matches'],
  ['live', 'empty.liveMatches'],
];

export function HomePage() {
  const { t } = useTranslation('scores');
  const list = (view: NonNullable<MatchListFilter['view']>, empty: string) => <LiveMatchList filter={{ view }} emptyText={t(empty)} />;
  return (
    <SectionedPage
      routeId="home"
      title={t('home.title')}
      sections={[
        ...LIST_TABS.map(([view, empty]) => ({ value: view, label: t(`home.tabs.${view}`), empty: t(empty), content: list(view, empty) })),
        {
          value: 'video',
          label: t('home.tabs.video'),
          empty: t('empty.videos'),
          content: (
            <Suspense fallback={<LoadingState rows={3} />}>
              <HomeVideos emptyText={t('empty.videos')} />
            </Suspense>
          ),
        },
        { value: 'hot', label: t('home.tabs.hot'), empty: t('empty.hot'), content: list('hot', 'empty.hot') },
      ]}
    />
  );
}
