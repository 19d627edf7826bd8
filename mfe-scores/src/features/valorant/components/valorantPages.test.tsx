import { pathTo } from '@matchday/contracts/http/paths';
import { SPORTS_PATHS } from '@matchday/contracts/sports/contract';
import type { MapSummary, MatchSummary } from '@matchday/contracts/sports/contract';
import type { Page } from '@matchday/contracts/http/paging';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { aMatch, answerRoutes, paramsOf, resetAnswers, resetChannels } from '../../../testing/answers';
import { renderAt } from '../../../testing/renderAt';

vi.mock('@matchday/shared/http/publicHttp', async () => ({ readPublic: (await import('@matchday/shared/testing/mockHttp')).mockedReadPublic }));
vi.mock('@matchday/shared/realtime/realtime', async () => ({ watchChannel: (await import('../../../testing/answers')).mockedWatchChannel }));

const valorant = (id: string, patch: Partial<MatchSummary> = {}) =>
  aMatch(id, { sport: 'esports', discipline: 'valorant', bestOf: 3, competition: { id: '31', name: 'VCT Pacific', shortName: 'VCT', tier: 1, country: 'Asia' }, ...patch });
const page = (items: MatchSummary[]): Page<MatchSummary> => ({ items, page: 1, pageSize: 50, total: items.length });

const played = (number: number, name: string, patch: Partial<MapSummary> = {}): MapSummary => ({
    number, name, status: 'finished', homeScore: 13, awayScore: 9, homeKills: 80, awayKills: 66, durationSeconds: 2520, winner: 'home',
    firstBlood: 'away', firstTower: null, firstDragon: null, baron: null, overlord: null, firstToFive: 'home', firstToTen: 'home',
    picks: { home: ['Jett', 'Omen'], away: ['Raze', 'Sova'] }, bans: { home: [], away: [] }, ...patch,
});

describe('valorant matches', () => {
  beforeEach(() => {
    resetAnswers();
    resetChannels();
    Object.defineProperty(document.documentElement, 'clientHeight', { value: 800, configurable: true });
    answerRoutes({ [SPORTS_PATHS.matches]: (params: Record<string, unknown>) => page(params.view === 'live' ? [valorant('1', { status: 'live' })] : params.status === 'finished' ? [valorant('2', { status: 'finished' })] : [valorant('3')]) });
  });

  it('lists live Valorant matches, then a day of its schedule and of its results', async () => {
    await renderAt('/valorant');
    expect((await screen.findAllByTestId('match-row')).map((row) => row.dataset.matchId)).toEqual(['1']);
    expect(paramsOf(SPORTS_PATHS.matches).at(-1)).toMatchObject({ discipline: 'valorant', view: 'live' });
    fireEvent.click(screen.getByRole('tab', { name: 'Schedule' }));
    await waitFor(() => expect(screen.getAllByTestId('match-row').map((row) => row.dataset.matchId)).toEqual(['3']));
    expect(paramsOf(SPORTS_PATHS.matches).at(-1)).toMatchObject({ discipline: 'valorant', status: 'not_started', date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    fireEvent.click(screen.getByRole('tab', { name: 'Results' }));
    await waitFor(() => expect(screen.getAllByTestId('match-row').map((row) => row.dataset.matchId)).toEqual(['2']));
    expect(screen.getByRole('button', { name: 'Next day' })).toBeDisabled();
  });
});

describe('valorant analysis', () => {
  beforeEach(() => {
    resetAnswers();
    answerRoutes({
      [SPORTS_PATHS.matches]: (params: Record<string, unknown>) => page(params.status === 'finished' ? [valorant('7', { status: 'finished', homeScore: 2, awayScore: 0, startsAt: '2026-11-24T10:00:00.000Z' })] : []),
      [pathTo(SPORTS_PATHS.maps, { id: '7' })]: [played(1, 'Ascent'), played(2, 'Bind', { homeScore: 14, awayScore: 12, winner: 'home', firstBlood: 'home' })],
    });
  });

  it('sums up each map of the recent results', async () => {
    await renderAt('/valorant/analysis');
    const rows = await screen.findAllByTestId('map-stats-row');
    expect(rows.map((row) => row.firstElementChild?.textContent)).toEqual(['Ascent', 'Bind']);
    expect(rows[1]).toHaveTextContent('26');
    expect(rows[1]).toHaveTextContent('100%');
    expect(paramsOf(SPORTS_PATHS.matches).map((params) => params.status)).toEqual(['finished', 'finished']);
  });

  it('shows each recent match with its maps, first blood and agents', async () => {
    await renderAt('/valorant/analysis?tab=recent');
    const [match] = await screen.findAllByTestId('recent-match');
    expect(within(match!).getByRole('link')).toHaveAttribute('href', '/pc/detail?id=7');
    const maps = within(match!).getAllByTestId('played-map');
    expect(maps[0]).toHaveTextContent('Ascent13 - 9');
    expect(maps[0]).toHaveTextContent('First blood: A7');
    expect(maps[0]).toHaveTextContent('Jett, Omen');
  });

  it('offers a retry when the results cannot be read', async () => {
    answerRoutes({ [SPORTS_PATHS.matches]: new Error('down') });
    await renderAt('/valorant/analysis');
    const retry = await screen.findByRole('button', { name: 'Try again' });
    answerRoutes({ [SPORTS_PATHS.matches]: page([]) });
    fireEvent.click(retry);
    expect(await screen.findByTestId('empty-state')).toBeInTheDocument();
  });
});

describe('valorant data rankings', () => {
  beforeEach(() => {
    resetAnswers();
    answerRoutes({
      [SPORTS_PATHS.rankings]: (params: Record<string, unknown>) =>
        params.kind === 'hero'
          ? [{ hero: 'Jett', maps: 40, picks: 30, pickRate: 0.75, banRate: 0, winRate: 0.533 }]
          : params.kind === 'player'
            ? [{ player: 'Kairon', team: 'Team Nova', matches: 4, kills: 80, deaths: 40, assists: 20, perMatch: 20 }]
            : [{ team: 'Team Nova', matches: 10, winRate: 0.7, averageScored: 2, averageConceded: 1, maps: 25, mapWinRate: 0.64, firstBloodRate: 0.52, firstTowerRate: 0, firstDragonRate: 0, baronRate: 0, overlordRate: 0, firstToFiveRate: 0.6, firstToTenRate: 0.56, averageKills: 72.5, averageDeaths: 65, averageDurationMinutes: 41.2 }],
    });
  });

  it('ranks agents by pick, ban and win rate', async () => {
    await renderAt('/valorant/data');
    const table = await screen.findByTestId('ranking-hero');
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['#', 'Agent', 'Picks', 'Pick rate', 'Ban rate', 'Win rate']);
    expect(within(table).getByTestId('ranking-row')).toHaveTextContent('Jett3075%0%53.3%');
    expect(paramsOf(SPORTS_PATHS.rankings).at(-1)).toEqual({ discipline: 'valorant', kind: 'hero', limit: 50 });
  });

  it('ranks players with kills per death, and teams with the esports rates', async () => {
    await renderAt('/valorant/data?tab=player');
    const player = within(await screen.findByTestId('ranking-player')).getByTestId('ranking-row');
    expect(within(player).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['1', 'Kairon', 'Team Nova', '4', '80', '40', '20', '2.0', '20.0']);
    fireEvent.click(screen.getByRole('tab', { name: 'Team ranking' }));
    const teams = await screen.findByTestId('ranking-team');
    expect(within(teams).getAllByRole('columnheader').map((cell) => cell.textContent)).toContain('First blood rate');
    expect(within(teams).getByTestId('ranking-row')).toHaveTextContent('52%');
    expect(within(teams).getByTestId('ranking-row')).toHaveTextContent('41.2 min');
  });

  it('says so when a ranking is empty', async () => {
    answerRoutes({ [SPORTS_PATHS.rankings]: [] });
    await renderAt('/valorant/data?tab=team');
    expect(await screen.findByTestId('empty-state')).toHaveTextContent('No data yet');
  });
});
