import { SectionedPage } from '@matchday/shared/ui/SectionedPage';
import { useTranslation } from '@matchday/shared/i18n/react';
import { useLocation, useSearchParams } from '@matchday/shared/routing/router';

const TABS = [
  'overview', 'keyEvents', 'lineups', 'statistics', 'odds', 'headToHead', 'recentRecord',
  'injuries', 'teamPlayerStats', 'mapAnalysis', 'standings', 'bracket', 'dataRankings',
] as const;

/** `/pc/detail?id=…` and its phone twin `/m/detail?id=…`. */
export function MatchDetailPage() {
  const { t } = useTranslation('scores');
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const matchId = params.get('id');
  return (
    <SectionedPage
      routeId={pathname.startsWith('/m/') ? 'mDetail' : 'detail'}
      title={t('detail.title')}
      sections={TABS.map((tab) => ({
        value: tab,
        label: t(`detail.tabs.${tab}`),
        empty: matchId ? t('empty.data') : t('empty.noMatchChosen'),
      }))}
    />
  );
}
