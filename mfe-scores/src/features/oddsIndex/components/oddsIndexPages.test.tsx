import { pathTo } from '@matchday/contracts/http/paths';
import { SPORTS_PATHS } from '@matchday/contracts/sports/contract';
import type { MatchOverview, OddsIndexRow, OddsLine, OddsMovement } from '@matchday/contracts/sports/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { aMatch, answerRoutes, paramsOf, resetAnswers } from '../../../testing/answers';
import { renderAt } from '../../../testing/renderAt';

vi.mock('@matchday/shared/http/publicHttp', async () => ({ readPublic: (await import('@matchday/shared/testing/mockHttp')).mockedReadPublic }));

const line = (market: OddsLine['market'], prices: Partial<OddsLine>): OddsLine => ({ market, line: null, home: null, draw: null, away: null, status: 'open', updatedAt: '2026-11-24T18:00:00.000Z', ...prices });

const index: OddsIndexRow[] = [
  { match: aMatch('1'), odds: [line('european', { home: 1.8, draw: 3.4, away: 4.5 }), line('handicap', { line: -0.5, home: 1.9, away: 1.95 })] },
  { match: aMatch('2', { status: 'live', homeScore: 2, awayScore: 1 }), odds: [line('european', { home: 1.2, draw: 6, away: 11 })] },
  { match: aMatch('3'), odds: [line('total', { line: 2.5, home: 1.85, away: 1.95 })] },
];

const history: OddsMovement[] = [
  { line: null, home: 2.0, draw: 3.3, away: 3.8, minute: 0, homeScore: 0, awayScore: 0, at: '2026-11-24T19:00:00.000Z' },
  { line: null, home: 1.7, draw: 3.5, away: 4.6, minute: 23, homeScore: 1, awayScore: 0, at: '2026-11-24T19:55:00.000Z' },
];

describe('odds index list', () => {
  beforeEach(() => {
    resetAnswers();
    answerRoutes({ [SPORTS_PATHS.oddsIndex]: index });
  });

  it('lists the day’s matches with their European prices, each linking to its odds movement', async () => {
    await renderAt('/exponent/exponentList?tab=european');
    const rows = await screen.findAllByTestId('odds-row');
    expect(rows.map((row) => row.dataset.matchId)).toEqual(['1', '2']);
    expect(within(rows[0]!).getAllByTestId('odds-price').map((price) => price.textContent)).toEqual(['1.80', '3.40', '4.50']);
    expect(within(rows[1]!).getByRole('link')).toHaveAttribute('href', '/exponent/exponentDetails?id=2&market=european');
    expect(rows[1]).toHaveTextContent('2 - 1');
    fireEvent.click(screen.getByRole('tab', { name: 'Asian handicap' }));
    expect((await screen.findAllByTestId('odds-row')).map((row) => row.dataset.matchId)).toEqual(['1']);
    expect(paramsOf(SPORTS_PATHS.oddsIndex)).toHaveLength(1);
    expect(paramsOf(SPORTS_PATHS.oddsIndex).at(-1)).toMatchObject({ sport: 'football', tz: expect.any(String), date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
  });

  it('shows a market’s line with its sign, and reads again for another sport or day', async () => {
    await renderAt('/exponent/exponentList?tab=handicap');
    const [row] = await screen.findAllByTestId('odds-row');
    expect(within(row!).getByTestId('odds-line')).toHaveTextContent('-0.5');
    expect(within(row!).getAllByTestId('odds-price')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Basketball' }));
    await waitFor(() => expect(paramsOf(SPORTS_PATHS.oddsIndex).at(-1)).toMatchObject({ sport: 'basketball' }));
    const day = paramsOf(SPORTS_PATHS.oddsIndex).at(-1)!.date as string;
    fireEvent.click(screen.getByRole('button', { name: 'Next day' }));
    await waitFor(() => expect(String(paramsOf(SPORTS_PATHS.oddsIndex).at(-1)!.date) > day).toBe(true));
  });

  it('says so when no match is quoted in the market', async () => {
    answerRoutes({ [SPORTS_PATHS.oddsIndex]: [index[0]] });
    await renderAt('/exponent/exponentList?tab=total');
    expect(await screen.findByTestId('empty-state')).toHaveTextContent('No odds published yet');
  });

  it('offers a retry when the read fails', async () => {
    answerRoutes({ [SPORTS_PATHS.oddsIndex]: new Error('down') });
    await renderAt('/exponent/exponentList');
    const retry = await screen.findByRole('button', { name: 'Try again' });
    answerRoutes({ [SPORTS_PATHS.oddsIndex]: index });
    fireEvent.click(retry);
    expect(await screen.findAllByTestId('odds-row')).toHaveLength(2);
  });
});

describe('odds movement of a match', () => {
  const match = aMatch('5', { status: 'live', homeScore: 1, awayScore: 0 });
  const overview: MatchOverview = { match, stats: {}, keyEvents: [] };
  beforeEach(() => {
    resetAnswers();
    answerRoutes({
      [pathTo(SPORTS_PATHS.match, { id: '5' })]: overview,
      [pathTo(SPORTS_PATHS.odds, { id: '5' })]: [line('european', { home: 1.7, draw: 3.5, away: 4.6 }), line('total', { line: 2.5, home: 1.9, away: 1.9 })],
      [pathTo(SPORTS_PATHS.oddsMovement, { id: '5' })]: (params: Record<string, unknown>) => (params.market === 'european' ? history : []),
    });
  });

  it('shows the history of the market newest first, with arrows for the way each price moved, and a chart', async () => {
    await renderAt('/exponent/exponentDetails?id=5');
    const rows = await screen.findAllByTestId('movement-row');
    expect(rows[0]).toHaveTextContent("23'");
    expect(rows[0]).toHaveTextContent('1 - 0');
    expect(within(rows[0]!).getAllByTestId('move-down')).toHaveLength(1);
    expect(within(rows[0]!).getAllByTestId('move-up')).toHaveLength(2);
    expect(rows[1]).toHaveTextContent('Pre-match');
    expect(screen.getByTestId('odds-chart').querySelectorAll('polyline')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Match detail' })).toHaveAttribute('href', '/pc/detail?id=5');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['European odds', 'Over/under']);
    expect(screen.queryByText(/bookmaker/i)).toBeNull();
  });

  it('reads another market’s history from its tab, and says when it has none', async () => {
    await renderAt('/exponent/exponentDetails?id=5');
    await screen.findAllByTestId('movement-row');
    fireEvent.click(screen.getByRole('tab', { name: 'Over/under' }));
    expect(await screen.findByTestId('empty-state')).toBeInTheDocument();
    expect(paramsOf(pathTo(SPORTS_PATHS.oddsMovement, { id: '5' })).at(-1)).toEqual({ market: 'total' });
  });

  it('fails with a retry, and asks for a match when the address names none', async () => {
    answerRoutes({ [pathTo(SPORTS_PATHS.match, { id: '5' })]: new Error('down'), [pathTo(SPORTS_PATHS.odds, { id: '5' })]: [] });
    const view = await renderAt('/exponent/exponentDetails?id=5');
    expect(await screen.findByTestId('error-state')).toBeInTheDocument();
    view.unmount();
    await renderAt('/exponent/exponentDetails');
    expect(screen.getByTestId('empty-state')).toHaveTextContent('Choose a match');
  });
});
