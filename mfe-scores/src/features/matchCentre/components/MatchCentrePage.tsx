// The match centre (`/match`): schedule, results, favourites and a week calendar, filtered by
// sport and competition from the address, with a search for teams and competitions.
import { SectionedPage } from '@matchday/shared/ui/SectionedPage';
import { useTranslation } from '@matchday/shared/i18n/react';
import { LiveMatchList } from '../../../components/matchList/LiveMatchList';
import { useCentreFilters } from '../hooks/centreFilters';
import { CentreFilters } from './CentreFilters';
import { DayStepper } from './DayStepper';
import { FavouriteMatches } from './FavouriteMatches';
import { WeekCalendar } from './WeekCalendar';

/** A day's list under the filters; `status` narrows it to coming or finished matches. */
/** The list puts the matches the user follows first and gives each row its star. */
function DayList({ date, status, emptyText }: { date: string; status?: 'not_started' | 'finished'; emptyText: string }) {
  const [{ sport, competition }] = useCentreFilters();
  const filter = { date, ...(sport ? { sport } : {}), ...(competition ? { competition } : {}), ...(status ? { status } : {}) };
  return <LiveMatchList filter={filter} emptyText={emptyText} />;
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
              <DayStepper direction="ahead">{(date) => <DayList date={date} status="not_started" emptyText={t('centre.empty.schedule')} />}</DayStepper>
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
              <DayStepper direction="back">{(date) => <DayList date={date} status="finished" emptyText={t('centre.empty.results')} />}</DayStepper>
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
