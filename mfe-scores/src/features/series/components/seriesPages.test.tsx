import { pathTo } from '@matchday/contracts/http/paths';
import { SPORTS_PATHS } from '@matchday/contracts/sports/contract';
import type { BracketRound, CompetitionSummary, StandingsTable } from '@matchday/contracts/sports/contract';
import { eventBus } from '@matchday/shared/bus/eventBus';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { aMatch, answerRoutes, paramsOf, resetAnswers } from '../../../testing/answers';
import { renderAt } from '../../../testing/renderAt';

vi.mock('@matchday/shared/http/publicHttp', async () => ({ readPublic: (await import('@matchday/shared/testing/mockHttp')).mockedReadPublic }));

const competition = (id: string, patch: Partial<CompetitionSummary>): CompetitionSummary => ({
  id, sport: 'football', discipline: 'football', name: `Competition ${id}`, shortName: `C${id}`, country: 'England', format: 'league', tier: 1, seasons: ['2026', '2025'], ...patch,
});

const catalogue = [
  competition('7', { name: 'Premier League' }),
  competition('8', { name: 'La Liga', country: 'Spain' }),
  competition('20', { name: 'NBA', sport: 'basketball', discipline: 'basketball', country: 'USA' }),
  competition('31', { name: 'VCT Pacific', sport: 'esports', discipline: 'valorant', country: 'Asia' }),
];
const bySport = (params: Record<string, unknown>) => catalogue.filter((item) => !params.sport || item.sport === params.sport);

const team = (id: string) => ({ id, name: `Team ${id}`, shortName: `T${id}` });
const row = (position: number, id: string, points: number, deducted = 0) => ({
  position, live: false, change: 0, team: team(id), played: 10, won: 6, drawn: 2, lost: 2, scored: 20, conceded: 10, difference: 10 - position, points, deducted,
});
const tables: StandingsTable[] = [
  {
    group: '', rules: 'league', tieBreakers: ['goalDifference', 'goalsFor', 'headToHead.points'], live: false,
    rows: [row(1, '1', 20), row(2, '2', 17, 3)],
    // An import's deduction with its reason; a provider's, from its table's points, without one.
    deductions: [
      { team: team('2'), points: 3, reason: 'Financial breach' },
      { team: team('1'), points: 1, reason: '' },
    ],
  },
];
const rounds: BracketRound[] = [
  { round: 'Semi-finals', matches: [aMatch('41', { status: 'finished', homeScore: 1, awayScore: 1, penalties: { home: 4, away: 3 }, winner: 'home' }), aMatch('42')] },
  { round: 'Final', matches: [aMatch('43')] },
];

describe('competitions by sport', () => {
  beforeEach(() => {
    resetAnswers();
    answerRoutes({ [SPORTS_PATHS.competitions]: bySport });
  });

  it('lists a sport’s competitions by country, each opening its page', async () => {
    await renderAt('/m/series');
    const groups = await screen.findAllByTestId('competition-group');
    expect(groups.map((group) => group.querySelector('h3')?.textContent)).toEqual(['England', 'Spain']);
    expect(within(groups[0]!).getByRole('link', { name: 'Premier League' })).toHaveAttribute('href', '/m/series/detail?id=7');
    fireEvent.click(screen.getByRole('tab', { name: 'Esports' }));
    expect(await screen.findByRole('link', { name: 'VCT Pacific' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'VALORANT' })).toBeInTheDocument();
    expect(paramsOf(SPORTS_PATHS.competitions).at(-1)).toEqual({ sport: 'esports' });
  });

  it('shows every sport with its competitions on the sports page', async () => {
    await renderAt('/m/sports');
    const sections = await screen.findAllByTestId('sport-section');
    expect(sections.map((section) => section.querySelector('h2')?.textContent)).toEqual(['Football(2)', 'Basketball(1)', 'Esports(1)']);
    expect(within(sections[1]!).getByRole('link', { name: 'NBA' })).toHaveAttribute('href', '/m/series/detail?id=20');
  });

  it('shows a skeleton while the catalogue is on its way', async () => {
    answerRoutes({ [SPORTS_PATHS.competitions]: () => new Promise(() => {}) });
    await renderAt('/m/sports');
    expect(screen.getByRole('status', { name: 'Loading…' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByTestId('sport-section')).toBeNull();
  });

  it('says so when a sport has no competitions', async () => {
    answerRoutes({ [SPORTS_PATHS.competitions]: [] });
    await renderAt('/m/series');
    expect(await screen.findByText('No competitions yet')).toBeInTheDocument();
  });

  it('offers a retry when the catalogue cannot be read', async () => {
    answerRoutes({ [SPORTS_PATHS.competitions]: new Error('down') });
    await renderAt('/m/sports');
    const retry = await screen.findByRole('button', { name: 'Try again' });
    answerRoutes({ [SPORTS_PATHS.competitions]: bySport });
    fireEvent.click(retry);
    expect(await screen.findAllByTestId('sport-section')).toHaveLength(3);
  });
});

describe('a competition', () => {
  beforeEach(() => {
    resetAnswers();
    answerRoutes({
      [SPORTS_PATHS.competitions]: bySport,
      [pathTo(SPORTS_PATHS.standings, { id: '7' })]: tables,
      [pathTo(SPORTS_PATHS.bracket, { id: '7' })]: rounds,
      [pathTo(SPORTS_PATHS.schedule, { id: '7' })]: (params: Record<string, unknown>) =>
        params.cursor === 'after-51'
          ? { items: [aMatch('60', { round: 'Round 3' })], next: null }
          : { items: [aMatch('50', { round: 'Round 1' }), aMatch('51', { round: 'Round 2' })], next: 'after-51' },
    });
  });

  it('shows the table with its tie-breakers and deductions, and names the competition for the page title', async () => {
    const meta = vi.fn();
    const subscription = eventBus.on('page.meta').subscribe(meta);
    await renderAt('/m/series/detail?id=7');
    const rows = await screen.findAllByTestId('standings-row');
    expect(rows[0]).toHaveTextContent('Team 1');
    expect(rows[0]!.querySelector('img')).toHaveAttribute('src', '/api/sports/teams/1/crest');
    expect(within(rows[1]!).getByTestId('deducted')).toHaveTextContent('−3');
    expect(screen.getByTestId('tie-breakers')).toHaveTextContent('goal difference, goals scored, head-to-head points');
    expect(screen.getAllByTestId('deduction').map((line) => line.textContent)).toEqual(['Team 2: 3 points deducted (Financial breach)', 'Team 1: 1 point deducted']);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Premier League');
    await waitFor(() => expect(meta).toHaveBeenLastCalledWith(expect.objectContaining({ routeId: 'mSeriesDetail', fields: expect.objectContaining({ seriesName: 'Premier League' }) })));
    subscription.unsubscribe();
  });

  it('reads another season when it is chosen', async () => {
    await renderAt('/m/series/detail?id=7');
    await screen.findAllByTestId('standings-row');
    fireEvent.change(screen.getByRole('combobox', { name: 'Season' }), { target: { value: '2025' } });
    await waitFor(() => expect(paramsOf(pathTo(SPORTS_PATHS.standings, { id: '7' })).at(-1)).toEqual({ season: '2025' }));
  });

  it('shows the knockout rounds with penalties and the winner', async () => {
    await renderAt('/m/series/detail?id=7&tab=bracket');
    const columns = await screen.findAllByTestId('bracket-round');
    expect(columns.map((column) => column.querySelector('h3')?.textContent)).toEqual(['Semi-finals', 'Final']);
    const [decided] = within(columns[0]!).getAllByTestId('bracket-tie');
    expect(decided).toHaveTextContent('Home 411 (4)Away 411 (3)');
    expect(decided).toHaveAttribute('href', '/pc/detail?id=41');
  });

  it('reads the schedule by round, a page at a time with "Load more"', async () => {
    await renderAt('/m/series/detail?id=7&tab=schedule');
    const schedule = await screen.findByTestId('schedule');
    expect(within(schedule).getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['Round 1', 'Round 2']);
    expect(paramsOf(pathTo(SPORTS_PATHS.schedule, { id: '7' })).at(-1)).toEqual({ pageSize: 20 });
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(screen.getByTestId('schedule')).getAllByTestId('match-row').map((match) => match.dataset.matchId)).toEqual(['50', '51', '60']));
    expect(within(screen.getByTestId('schedule')).getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['Round 1', 'Round 2', 'Round 3']);
    expect(paramsOf(pathTo(SPORTS_PATHS.schedule, { id: '7' })).at(-1)).toEqual({ pageSize: 20, cursor: 'after-51' });
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(screen.getByText('No more')).toBeInTheDocument();
  });

  it('says so for an unknown competition', async () => {
    await renderAt('/m/series/detail?id=999');
    expect(await screen.findByTestId('empty-state')).toHaveTextContent('This competition could not be found');
  });
});
