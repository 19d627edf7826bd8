import type { FavouritesResponse } from '@matchday/contracts/favourites/contract';
import { FAVOURITES_PATHS } from '@matchday/contracts/favourites/contract';
import { pathTo } from '@matchday/contracts/http/paths';
import { SPORTS_PATHS } from '@matchday/contracts/sports/contract';
import { favouritesStore } from '@matchday/shared/stores/favouritesStore';
import { signIn, signOut } from '@matchday/shared/stores/sessionStore';
import { httpCalls } from '@matchday/shared/testing/mockHttp';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderAt } from '../../../testing/renderAt';
import { aMatch, answerRoutes, page, pushChannel, resetSportsMocks } from '../../../testing/answers';
import { FOLLOWING_PATH } from '@matchday/contracts/favourites/contract';

vi.mock('@matchday/shared/http/publicHttp', async () => ({ readPublic: (await import('@matchday/shared/testing/mockHttp')).mockedReadPublic }));
vi.mock('@matchday/shared/http/http', async () => ({ http: (await import('@matchday/shared/testing/mockHttp')).mockedHttp }));
vi.mock('@matchday/shared/realtime/realtime', async () => ({ watchChannel: (await import('../../../testing/answers')).mockedWatchChannel }));

const derby = aMatch('501', { status: 'live', phase: 'first_half', clock: 30, startsAt: new Date().toISOString(), homeScore: 1, home: { id: '11', name: 'Arsenal', shortName: 'ARS' }, away: { id: '12', name: 'Chelsea', shortName: 'CHE' } });
const final = aMatch('502', { status: 'finished', phase: 'full_time', homeScore: 2, awayScore: 2, startsAt: '2026-11-01T18:00:00Z' });
const stars: FavouritesResponse = {
  items: [
    { kind: 'match', id: '501', createdAt: '2026-11-20T10:00:00Z' },
    { kind: 'team', id: '11', createdAt: '2026-11-19T10:00:00Z' },
    { kind: 'match', id: '502', createdAt: '2026-11-18T10:00:00Z' },
  ],
  limit: 500,
};

const overview = (match: typeof derby) => ({ match, stats: {}, keyEvents: [] });

describe('match centre: a signed-in user’s favourites', () => {
  beforeEach(async () => {
    resetSportsMocks();
    answerRoutes({
      [FAVOURITES_PATHS.list]: stars,
      [pathTo(SPORTS_PATHS.match, { id: '501' })]: overview(derby),
      [pathTo(SPORTS_PATHS.match, { id: '502' })]: overview(final),
      [SPORTS_PATHS.matches]: page([aMatch('1'), aMatch('501', { status: 'not_started' })]),
      [SPORTS_PATHS.competitions]: [],
      [SPORTS_PATHS.calendar]: [],
    });
    httpCalls.delete.mockResolvedValue({ code: 0, data: { kind: 'match', id: '501', starred: false } });
    signIn('token-1', { id: '7', username: 'fan_7', avatarUrl: null, roles: ['user'] });
    await waitFor(() => expect(favouritesStore.getState().status).toBe('ready'));
  });
  afterEach(() => signOut());

  it('lists the starred matches (any day), newest star first, kept current', async () => {
    await renderAt('/match?tab=favourites');
    const list = await screen.findByTestId('favourite-list');
    await waitFor(() => expect(within(list).getAllByTestId('match-row').map((row) => row.dataset.matchId)).toEqual(['501', '502']));
    // The live match is today's: no day above it; the final of another day says its day.
    const [live, other] = within(list).getAllByRole('listitem');
    expect(within(live!).queryByTestId('favourite-day')).toBeNull();
    expect(within(other!).getByTestId('favourite-day')).toHaveTextContent('Sunday, November 1');
    act(() => pushChannel('match:501', { match: { ...derby, homeScore: 2, clock: 41, version: 2 }, events: [] }));
    await waitFor(() => expect(within(list).getAllByTestId('score')[0]).toHaveTextContent('2'));
  });

  it("shows the teams and competitions followed, then their matches after the starred ones; a team dropped takes its matches away", async () => {
    const arsenalAway = aMatch('503', { startsAt: '2026-11-29T15:00:00Z', away: { id: '11', name: 'Arsenal', shortName: 'ARS' } });
    const following = { teams: [{ id: '11', name: 'Arsenal', shortName: 'ARS', sport: 'football' }], competitions: [], matches: [derby, arsenalAway] };
    const routes = {
      [FAVOURITES_PATHS.list]: stars,
      [FOLLOWING_PATH]: () => (favouritesStore.getState().items.some((item) => item.kind === 'team') ? following : { ...following, teams: [], matches: [] }),
      [pathTo(SPORTS_PATHS.match, { id: '501' })]: overview(derby),
      [pathTo(SPORTS_PATHS.match, { id: '502' })]: overview(final),
      [pathTo(SPORTS_PATHS.match, { id: '503' })]: overview(arsenalAway),
    };
    answerRoutes(routes);
    await renderAt('/match?tab=favourites');
    const bar = await screen.findByTestId('following-bar');
    expect(within(bar).getAllByTestId('followed').map((item) => [item.dataset.kind, item.textContent])).toEqual([['team', 'Arsenal']]);
    const list = screen.getByTestId('favourite-list');
    await waitFor(() => expect(within(list).getAllByTestId('match-row').map((row) => row.dataset.matchId)).toEqual(['501', '502', '503']));
    httpCalls.delete.mockResolvedValue({ code: 0, data: { kind: 'team', id: '11', starred: false } });
    fireEvent.click(within(bar).getByTestId('favourite-toggle'));
    await waitFor(() => expect(within(screen.getByTestId('favourite-list')).getAllByTestId('match-row').map((row) => row.dataset.matchId)).toEqual(['501', '502']));
    expect(screen.queryByTestId('following-bar')).toBeNull();
  });

  it('a star taken off leaves the list', async () => {
    await renderAt('/match?tab=favourites');
    const list = await screen.findByTestId('favourite-list');
    const row = await waitFor(() => within(list).getAllByTestId('match-row').find((item) => item.dataset.matchId === '501')!);
    const star = within(row).getByTestId('favourite-toggle');
    expect(star).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(star);
    await waitFor(() => expect(within(list).getAllByTestId('match-row').map((row) => row.dataset.matchId)).toEqual(['502']));
    expect(httpCalls.delete).toHaveBeenCalledWith(pathTo(FAVOURITES_PATHS.item, { kind: 'match', id: '501' }), expect.anything());
  });

  it('puts starred matches first in the day lists', async () => {
    await renderAt('/match');
    const list = await screen.findByTestId('match-list');
    await waitFor(() => expect(within(list).getAllByTestId('match-row').map((row) => row.dataset.matchId)).toEqual(['501', '1']));
    expect(within(list).getAllByTestId('match-group')[0]).toHaveTextContent('Favourites');
  });

  it('a starred match the api no longer has can still be taken off', async () => {
    act(() => favouritesStore.setState({ status: 'ready', items: [{ kind: 'match', id: '999', createdAt: '2026-11-20T10:00:00Z' }] }));
    await renderAt('/match?tab=favourites');
    const gone = await screen.findByTestId('favourite-unavailable');
    expect(gone).toHaveTextContent('This match is no longer available');
    expect(within(gone.parentElement!).getByTestId('favourite-toggle')).toHaveAttribute('aria-pressed', 'true');
  });

  it('says so when nothing is starred', async () => {
    act(() => favouritesStore.setState({ status: 'ready', items: [] }));
    await renderAt('/match?tab=favourites');
    expect(screen.getByText('You have not followed any matches yet')).toBeInTheDocument();
  });
});
