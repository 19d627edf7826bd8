import { SPORTS_PATHS } from '@matchday/contracts/sports/contract';
import { LOCALE_INFO } from '@matchday/contracts/i18n/locales';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CalendarDay } from '@matchday/contracts/sports/contract';
import { addIsoDays, todayIn } from '@matchday/shared/live/matchCentreRead';
import { currentQuery, renderAt } from '../../../testing/renderAt';
import { aMatch, answerRoutes, page, paramsOf, resetSportsMocks } from '../../../testing/answers';

vi.mock('@matchday/shared/http/publicHttp', async () => ({ readPublic: (await import('@matchday/shared/testing/mockHttp')).mockedReadPublic }));
vi.mock('@matchday/shared/realtime/realtime', async () => ({ watchChannel: (await import('../../../testing/answers')).mockedWatchChannel }));

const iso = (offset: number) => addIsoDays(todayIn(), offset);

describe('match centre: calendar', () => {
  beforeEach(() => {
    resetSportsMocks();
    answerRoutes({
      [SPORTS_PATHS.competitions]: [],
      // Counts for the asked week: today has 12 matches, 3 live; tomorrow 5.
      [SPORTS_PATHS.calendar]: (params: Record<string, unknown>): CalendarDay[] =>
        [
          { date: iso(0), matches: 12, live: 3 },
          { date: iso(1), matches: 5, live: 0 },
        ].filter((day) => day.date >= String(params.from) && day.date <= String(params.to)),
      [SPORTS_PATHS.matches]: (params: Record<string, unknown>) => page(params.date === iso(1) ? [aMatch('tomorrow-1')] : [aMatch('today-1'), aMatch('today-2')]),
    });
  });

  it('shows the week with weekday names, match and live counts per day, and today’s matches', async () => {
    await renderAt('/match?tab=calendar');
    const todayButton = await screen.findByTestId(`calendar-day-${iso(0)}`);
    expect(todayButton).toHaveAttribute('aria-pressed', 'true');
    expect(todayButton).toHaveTextContent('Today');
    const weekday = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: 'UTC' }).format(new Date(`${iso(1)}T12:00:00Z`));
    expect(screen.getByTestId(`calendar-day-${iso(1)}`)).toHaveTextContent(weekday);
    await waitFor(() => expect(within(todayButton).getByTestId('day-matches')).toHaveTextContent('12'));
    expect(within(todayButton).getByTestId('day-live')).toHaveTextContent('3');
    expect(todayButton).toHaveAccessibleName(expect.stringMatching(/: 12 matches, 3 live$/));
    expect(within(screen.getByTestId(`calendar-day-${iso(1)}`)).queryByTestId('day-live')).toBeNull();
    expect(paramsOf(SPORTS_PATHS.calendar).at(-1)).toMatchObject({ from: iso(-3), to: iso(3), tz: Intl.DateTimeFormat().resolvedOptions().timeZone });
    const list = await screen.findByTestId('match-list');
    expect(within(list).getAllByTestId('match-row').map((row) => row.dataset.matchId)).toEqual(['today-1', 'today-2']);
    expect(screen.getByRole('button', { name: 'Back to today' })).toBeDisabled();
  });

  it('names the weekdays in the page language', async () => {
    await renderAt('/match?tab=calendar', 'de');
    const weekday = new Intl.DateTimeFormat(LOCALE_INFO.de.htmlLang, { weekday: 'short', timeZone: 'UTC' }).format(new Date(`${iso(1)}T12:00:00Z`));
    expect(await screen.findByTestId(`calendar-day-${iso(1)}`)).toHaveTextContent(weekday);
    expect(screen.getByRole('button', { name: 'Zurück zu heute' })).toBeInTheDocument();
  });

  it('choosing a day lists that day’s matches', async () => {
    await renderAt('/match?tab=calendar');
    fireEvent.click(await screen.findByTestId(`calendar-day-${iso(1)}`));
    await waitFor(() => expect(currentQuery().get('date')).toBe(iso(1)));
    await waitFor(() => expect(screen.getAllByTestId('match-row').map((row) => row.dataset.matchId)).toEqual(['tomorrow-1']));
    expect(paramsOf(SPORTS_PATHS.matches).at(-1)).toMatchObject({ date: iso(1) });
    expect(paramsOf(SPORTS_PATHS.matches).at(-1)).not.toHaveProperty('status');
  });

  it('moves a week at a time and comes back to today', async () => {
    await renderAt('/match?tab=calendar');
    await screen.findByTestId(`calendar-day-${iso(0)}`);
    fireEvent.click(screen.getByRole('button', { name: 'Next week' }));
    await waitFor(() => expect(currentQuery().get('date')).toBe(iso(7)));
    expect(await screen.findByTestId(`calendar-day-${iso(7)}`)).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(paramsOf(SPORTS_PATHS.calendar).at(-1)).toMatchObject({ from: iso(4), to: iso(10) }));

    fireEvent.click(screen.getByRole('button', { name: 'Previous week' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous week' }));
    await waitFor(() => expect(currentQuery().get('date')).toBe(iso(-7)));

    fireEvent.click(screen.getByRole('button', { name: 'Back to today' }));
    await waitFor(() => expect(currentQuery().has('date')).toBe(false));
    expect(await screen.findByTestId(`calendar-day-${iso(0)}`)).toHaveAttribute('aria-pressed', 'true');
    expect(currentQuery().get('tab')).toBe('calendar');
  });

  it('counts only the chosen sport', async () => {
    await renderAt('/match?tab=calendar&sport=esports');
    await waitFor(() => expect(paramsOf(SPORTS_PATHS.calendar).at(-1)).toMatchObject({ sport: 'esports' }));
  });
});
