// The match centre (`/match`): schedule, results, favourites and a week calendar, filtered by
// sport and competition from the address, with a search for teams and competitions.
import { SectionedPage } from '@matchday/ui/SectionedPage';
import { useTranslation } from '@matchday/shared/i18n/react';
import { CENTRE_DAY_TABS, centreDayFilter } from '@matchday/shared/live/matchCentreRead';
import { LiveMatchList } from '../../../components/matchList/LiveMatchList';
import { useCentreFilters } from '../hooks/centreFilters';
import { CentreFilters } from './CentreFilters';
import { DayStepper } from './DayStepper';
import { FavouriteMatches } from './FavouriteMatches';
import { WeekCalendar } from './WeekCalendar';

/**
 * A day's list under the filters; `status` narrows it to coming or finished matches. The shell's
 * server reads the same list for a first screen (`centreOpeningList`), so the filter is built once.
 */
function DayList({ date, status, emptyText }: { date: string; status?: 'not_started' | 'finished'; emptyText: string }) {
  const [filters] = useCentreFilters();
  return <LiveMatchList filter={centreDayFilter(filters, date, status)} emptyText={emptyText} />;
}

export function MatchCentrePage() {
  const { t } = useTranslation('scores');
  return (
    <SectionedPage
      routeId="match"
      title={t('match.title')}
      sections={[
        {
          value: 'schedule',
          label: t('match.tabs.schedule'),
          empty: t('empty.matches'),
          content: (
            <>
              <CentreFilters />
              <DayStepper direction={CENTRE_DAY_TABS.schedule.direction}>
                {(date) => <DayList date={date} status={CENTRE_DAY_TABS.schedule.status} emptyText={t('centre.empty.schedule')} />}
              </DayStepper>
            </>
          ),
        },
        {
          value: 'results',
          label: t('match.tabs.results'),
          empty: t('empty.matches'),
          content: (
            <>
              <CentreFilters />
              <DayStepper direction={CENTRE_DAY_TABS.results.direction}>
                {(date) => <DayList date={date} status={CENTRE_DAY_TABS.results.status} emptyText={t('centre.empty.results')} />}
              </DayStepper>
            </>
          ),
        },
        { value: 'favourites', label: t('match.tabs.favourites'), empty: t('empty.favourites'), content: <FavouriteMatches /> },
        {
          value: 'calendar',
          label: t('match.tabs.calendar'),
          empty: t('empty.matches'),
          content: (
            <>
              <CentreFilters />
              <WeekCalendar>{(date) => <DayList date={date} emptyText={t('centre.empty.day')} />}</WeekCalendar>
            </>
          ),
        },
      ]}
    />
  );
}
