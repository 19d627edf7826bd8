import { SPORTS_PATHS } from '@matchday/contracts/sports/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SearchResults } from '@matchday/contracts/sports/contract';
import { currentQuery, renderAt } from '../../../testing/renderAt';
import { aMatch, answerRoutes, page, paramsOf, resetSportsMocks } from '../../../testing/answers';

vi.mock('@matchday/shared/http/publicHttp', async () => ({ readPublic: (await import('@matchday/shared/testing/mockHttp')).mockedReadPublic }));
vi.mock('@matchday/shared/realtime/realtime', async () => ({ watchChannel: (await import('../../../testing/answers')).mockedWatchChannel }));

const arsenalMatch = aMatch('501', { home: { id: '11', name: 'Arsenal', shortName: 'ARS' }, away: { id: '12', name: 'Chelsea', shortName: 'CHE' } });
const answer: SearchResults = {
  teams: [
    { id: '11', name: 'Arsenal', sport: 'football', discipline: 'football' },
    { id: '13', name: 'Arsenal Tula', sport: 'football', discipline: 'football' },
  ],
  competitions: [{ id: '44', name: 'Arsenal Cup', sport: 'football' }],
  matches: [arsenalMatch],
};

function phoneScreen(phone: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: phone && query.includes('max-width'),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
}

describe('match centre: search', () => {
  const originalMatchMedia = window.matchMedia;
  beforeEach(() => {
    resetSportsMocks();
    answerRoutes({
      [SPORTS_PATHS.matches]: page([]),
      [SPORTS_PATHS.competitions]: [],
      [SPORTS_PATHS.calendar]: [],
      [SPORTS_PATHS.search]: (params: Record<string, unknown>) => (params.q === 'zzz' ? { teams: [], competitions: [], matches: [] } : answer),
    });
  });
  afterEach(() => {
    window.matchMedia = originalMatchMedia;
  });

  it('asks once typing pauses, and a competition filters the match list', async () => {
    await renderAt('/match?tab=results');
    const box = screen.getByTestId('centre-search');
    for (const text of ['A', 'Ar', 'Ars', 'Arse']) fireEvent.change(box, { target: { value: text } });
    const results = await screen.findByTestId('centre-search-results');
    await within(results).findByText('Arsenal Cup');
    expect(paramsOf(SPORTS_PATHS.search)).toEqual([{ q: 'Arse' }]);

    fireEvent.click(within(results).getByText('Arsenal Cup'));
    await waitFor(() => expect(currentQuery().get('competition')).toBe('44'));
    expect(currentQuery().get('sport')).toBe('football');
    expect(currentQuery().get('tab')).toBe('results');
    expect(box).toHaveValue('');
    await waitFor(() => expect(paramsOf(SPORTS_PATHS.matches).at(-1)).toMatchObject({ competition: 44, sport: 'football', status: 'finished' }));
  });

  it('a team shows its coming matches, linked to the desktop detail page', async () => {
    phoneScreen(false);
    await renderAt('/match');
    fireEvent.change(screen.getByTestId('centre-search'), { target: { value: 'Arsenal' } });
    const link = await screen.findByRole('link', { name: /Arsenal vs Chelsea/ });
    expect(link).toHaveAttribute('href', '/pc/detail?id=501');
    expect(screen.getByText('Arsenal Tula').parentElement).toHaveTextContent('No coming matches');
  });

  it('links to the phone detail page on a phone', async () => {
    phoneScreen(true);
    await renderAt('/match');
    fireEvent.change(screen.getByTestId('centre-search'), { target: { value: 'Arsenal' } });
    expect(await screen.findByRole('link', { name: /Arsenal vs Chelsea/ })).toHaveAttribute('href', '/m/detail?id=501');
  });

  it('says when nothing matches', async () => {
    await renderAt('/match');
    fireEvent.change(screen.getByTestId('centre-search'), { target: { value: 'zzz' } });
    expect(await screen.findByText('Nothing found for “zzz”')).toBeInTheDocument();
  });
});
