import { SPORTS_PATHS } from '@matchday/contracts/sports/contract';
import type { MatchListQuery } from '@matchday/contracts/sports/schemas';
import { eventBus } from '@matchday/shared/bus/eventBus';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { addIsoDays, todayIn } from '@matchday/shared/live/matchCentreRead';
import { currentQuery, renderAt } from '../../../testing/renderAt';
import { aMatch, answerRoutes, page, paramsOf, resetSportsMocks } from '../../../testing/answers';

vi.mock('@matchday/shared/http/publicHttp', async () => ({ readPublic: (await import('@matchday/shared/testing/mockHttp')).mockedReadPublic }));
vi.mock('@matchday/shared/realtime/realtime', async () => ({ watchChannel: (await import('../../../testing/answers')).mockedWatchChannel }));

const competitions = [
  { id: '7', sport: 'football', discipline: 'football', name: 'Premier League', shortName: 'EPL', country: 'England', format: 'league', tier: 1, seasons: ['2026'] },
  { id: '9', sport: 'football', discipline: 'football', name: 'La Liga', shortName: 'LL', country: 'Spain', format: 'league', tier: 1, seasons: ['2026'] },
];

/** A list answer that keeps only what the filter asks for, as the api does. */
function listOf(all: ReturnType<typeof aMatch>[]) {
  return (params: Record<string, unknown>) => {
    const query = params as Partial<MatchListQuery>;
    return page(all.filter((match) => (!query.status || match.status === query.status) && (!query.sport || match.sport === query.sport)));
  };
}

const today = todayIn();

describe('match centre: schedule and results', () => {
  beforeEach(() => {
    resetSportsMocks();
    answerRoutes({
      [SPORTS_PATHS.matches]: listOf([
        aMatch('1'),
        aMatch('2', { status: 'finished', homeScore: 2, awayScore: 1 }),
        aMatch('3', { sport: 'basketball', discipline: 'basketball', competition: { id: '20', name: 'NBA', shortName: 'NBA', tier: 1, country: 'USA' } }),
      ]),
      [SPORTS_PATHS.competitions]: competitions,
      [SPORTS_PATHS.calendar]: [],
    });
  });

  it('the schedule lists the coming matches of today, grouped by sport and competition', async () => {
    await renderAt('/match');
    const list = await screen.findByTestId('match-list');
    expect(within(list).getAllByTestId('match-row').map((row) => row.dataset.matchId)).toEqual(['1', '3']);
    expect(within(list).getAllByTestId('match-group').map((group) => group.textContent)).toEqual([
      expect.stringContaining('Premier League'),
      expect.stringContaining('NBA'),
    ]);
    expect(paramsOf(SPORTS_PATHS.matches).at(-1)).toMatchObject({ status: 'not_started', date: today });
    expect(screen.getByTestId('centre-day')).toHaveTextContent(/^Today, /);
    expect(screen.getByRole('button', { name: 'Previous day' })).toBeDisabled();
  });

  it('the results list finished matches and step back a day at a time', async () => {
    await renderAt('/match?tab=results');
    const list = await screen.findByTestId('match-list');
    expect(within(list).getAllByTestId('match-row').map((row) => row.dataset.matchId)).toEqual(['2']);
    expect(paramsOf(SPORTS_PATHS.matches).at(-1)).toMatchObject({ status: 'finished', date: today });
    expect(screen.getByRole('button', { name: 'Next day' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Previous day' }));
    const yesterday = addIsoDays(todayIn(), -1);
    await waitFor(() => expect(paramsOf(SPORTS_PATHS.matches).at(-1)).toMatchObject({ status: 'finished', date: yesterday }));
    expect(currentQuery().get('date')).toBe(yesterday);
    expect(currentQuery().get('tab')).toBe('results');
  });

  it('filters by sport and competition from the address, and writes choices back to it', async () => {
    await renderAt('/match?sport=football&competition=9');
    await screen.findByTestId('match-list');
    expect(paramsOf(SPORTS_PATHS.matches).at(-1)).toMatchObject({ sport: 'football', competition: 9, status: 'not_started' });
    expect(paramsOf(SPORTS_PATHS.competitions).at(-1)).toEqual({ sport: 'football' });
    const select = await screen.findByLabelText('Competition');
    await waitFor(() => expect(select).toHaveDisplayValue('La Liga'));

    fireEvent.change(select, { target: { value: '7' } });
    await waitFor(() => expect(paramsOf(SPORTS_PATHS.matches).at(-1)).toMatchObject({ competition: 7 }));
    expect(currentQuery().get('competition')).toBe('7');

    // Another sport: its competitions, and the football competition is dropped.
    fireEvent.click(screen.getByRole('button', { name: 'Basketball' }));
    await waitFor(() => expect(currentQuery().get('sport')).toBe('basketball'));
    expect(currentQuery().has('competition')).toBe(false);
    await waitFor(() => expect(paramsOf(SPORTS_PATHS.matches).at(-1)).toEqual(expect.objectContaining({ sport: 'basketball' })));
    expect(paramsOf(SPORTS_PATHS.matches).at(-1)).not.toHaveProperty('competition');
    expect(paramsOf(SPORTS_PATHS.competitions).at(-1)).toEqual({ sport: 'basketball' });

    fireEvent.click(screen.getByRole('button', { name: 'All sports' }));
    await waitFor(() => expect(currentQuery().has('sport')).toBe(false));
  });

  it('ignores filters it cannot read instead of sending them', async () => {
    await renderAt('/match?sport=cricket&competition=abc&date=2026-02-30');
    await screen.findByTestId('match-list');
    const sent = paramsOf(SPORTS_PATHS.matches).at(-1)!;
    expect(sent).not.toHaveProperty('sport');
    expect(sent).not.toHaveProperty('competition');
    expect(sent.date).toBe(today);
  });
});

describe('match centre: favourites', () => {
  beforeEach(() => {
    resetSportsMocks();
    answerRoutes({ [SPORTS_PATHS.competitions]: competitions, [SPORTS_PATHS.calendar]: [] });
  });

  it('asks a visitor to log in, through the shell', async () => {
    const asked: unknown[] = [];
    const subscription = eventBus.on('auth.loginRequired').subscribe((payload) => asked.push(payload));
    await renderAt('/match?tab=favourites');
    expect(screen.getByTestId('favourites-login')).toHaveTextContent('Log in to see your favourites');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(asked).toEqual([{ returnTo: '/match?tab=favourites' }]);
    subscription.unsubscribe();
  });
});
