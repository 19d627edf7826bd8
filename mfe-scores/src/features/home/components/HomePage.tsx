// Home: the day's matches by tab (specification: today, yesterday, tomorrow, live, video, hot),
// live as they play. Videos arrive with the news and video remote's issue.
import { SectionedPage } from '@matchday/shared/ui/SectionedPage';
import { useTranslation } from '@matchday/shared/i18n/react';
import type { MatchListFilter } from '@matchday/shared/live/liveMatches';
import { LiveMatchList } from '../../../components/matchList/LiveMatchList';

const LIST_TABS: [view: NonNullable<MatchListFilter['view']>, empty: string][] = [
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
        { value: 'video', label: t('home.tabs.video'), empty: t('empty.videos') },
        { value: 'hot', label: t('home.tabs.hot'), empty: t('empty.hot'), content: list('hot', 'empty.hot') },
      ]}
    />
  );
}
