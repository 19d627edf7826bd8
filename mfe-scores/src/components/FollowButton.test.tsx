// Following a team from its match's page and a competition from its page: the store keeps the star,
// a visitor is asked to log in.
import { FAVOURITES_PATHS } from '@matchday/contracts/favourites/contract';
import { pathTo } from '@matchday/contracts/http/paths';
import { SPORTS_PATHS } from '@matchday/contracts/sports/contract';
import { eventBus } from '@matchday/shared/bus/eventBus';
import { favouritesStore } from '@matchday/shared/stores/favouritesStore';
import { signIn, signOut } from '@matchday/shared/stores/sessionStore';
import { httpCalls } from '@matchday/shared/testing/mockHttp';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aMatch, answerRoutes, resetAnswers, resetChannels } from '../testing/answers';
import { renderAt } from '../testing/renderAt';

vi.mock('@matchday/shared/http/publicHttp', async () => ({ readPublic: (await import('@matchday/shared/testing/mockHttp')).mockedReadPublic }));
vi.mock('@matchday/shared/http/http', async () => ({ http: (await import('@matchday/shared/testing/mockHttp')).mockedHttp }));
vi.mock('@matchday/shared/realtime/realtime', async () => ({ watchChannel: (await import('../testing/answers')).mockedWatchChannel }));

const match = aMatch('7', { status: 'live', phase: 'first_half', clock: 12, home: { id: '11', name: 'Arsenal', shortName: 'ARS' }, away: { id: '12', name: 'Chelsea', shortName: 'CHE' } });

beforeEach(() => {
  resetAnswers();
  resetChannels();
  answerRoutes({
    [FAVOURITES_PATHS.list]: { items: [], limit: 500 },
    [pathTo(SPORTS_PATHS.match, { id: '7' })]: { match, stats: {}, keyEvents: [] },
    [pathTo(SPORTS_PATHS.events, { id: '7' })]: [],
    [SPORTS_PATHS.competitions]: [{ id: '7', name: 'Premier League', shortName: 'EPL', sport: 'football', discipline: 'football', country: 'England', tier: 1, format: 'league', seasons: ['2026'] }],
  });
});
afterEach(() => act(() => signOut()));

it("follows a team from its match's page, and stops following it", async () => {
  act(() => signIn('t-1', { id: '5', username: 'fan', avatarUrl: null, roles: ['user'] }));
  await waitFor(() => expect(favouritesStore.getState().status).toBe('ready'));
  httpCalls.put.mockResolvedValue({ code: 0, data: { kind: 'team', id: '11', starred: true } });
  httpCalls.delete.mockResolvedValue({ code: 0, data: { kind: 'team', id: '11', starred: false } });
  await renderAt('/pc/detail?id=7');
  const header = await screen.findByTestId('match-header');
  const follow = within(header).getByRole('button', { name: 'Follow Arsenal' });
  expect(within(header).getByRole('button', { name: 'Follow Chelsea' })).toHaveAttribute('aria-pressed', 'false');
  await userEvent.click(follow);
  expect(httpCalls.put).toHaveBeenCalledWith(pathTo(FAVOURITES_PATHS.item, { kind: 'team', id: '11' }), undefined, expect.anything());
  const following = within(header).getByRole('button', { name: 'Stop following Arsenal' });
  expect(following).toHaveAttribute('aria-pressed', 'true');
  expect(following).toHaveTextContent('Following');
  await userEvent.click(following);
  expect(within(header).getByRole('button', { name: 'Follow Arsenal' })).toHaveAttribute('aria-pressed', 'false');
});

it('follows a competition from its page; a visitor is asked to log in', async () => {
  const logins: unknown[] = [];
  const subscription = eventBus.on('auth.loginRequired').subscribe((event) => logins.push(event));
  await renderAt('/m/series/detail?id=7');
  await userEvent.click(await screen.findByRole('button', { name: 'Follow Premier League' }));
  expect(logins).toHaveLength(1);
  expect(httpCalls.put).not.toHaveBeenCalled();
  subscription.unsubscribe();
});
