import { SectionedPage } from '@matchday/shared/ui/SectionedPage';
import { useTranslation } from '@matchday/shared/i18n/react';
import { WeekCalendar } from './WeekCalendar';

export function MatchCentrePage() {
  const { t } = useTranslation('scores');
  return (
    <SectionedPage
      routeId="match"
      title={t('match.title')}
      sections={[
        { value: 'schedule', label: t('match.tabs.schedule'), empty: t('empty.matches') },
        { value: 'results', label: t('match.tabs.results'), empty: t('empty.matches') },
        { value: 'favourites', label: t('match.tabs.favourites'), empty: t('empty.favourites') },
        { value: 'calendar', label: t('match.tabs.calendar'), empty: t('empty.matches'), content: <WeekCalendar /> },
      ]}
    />
  );
}
