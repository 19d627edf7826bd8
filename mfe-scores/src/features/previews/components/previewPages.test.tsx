import { SPORTS_PATHS } from '@matchday/contracts/sports/contract';
import type { MatchPreview } from '@matchday/contracts/sports/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { aMatch, answerRoutes, paramsOf, resetAnswers } from '../../../testing/answers';
import { renderAt } from '../../../testing/renderAt';

vi.mock('@matchday/shared/http/publicHttp', async () => ({ readPublic: (await import('@matchday/shared/testing/mockHttp')).mockedReadPublic }));

const preview = (id: string, patch: Partial<MatchPreview> = {}): MatchPreview => ({
  match: aMatch(id),
  homeForm: ['W', 'W', 'D', 'L', 'W'],
  awayForm: ['L', 'D'],
  lastMeeting: aMatch(`old${id}`, { status: 'finished', homeScore: 3, awayScore: 1, startsAt: '2026-03-01T15:00:00.000Z' }),
  headToHead: { homeWins: 4, draws: 2, awayWins: 1 },
  odds: [{ market: 'european', line: null, home: 1.75, draw: 3.6, away: 4.2, status: 'open', updatedAt: '2026-11-24T10:00:00.000Z' }],
  ...patch,
});

describe('match previews', () => {
  beforeEach(() => resetAnswers());

  it('shows each coming match with both sides’ form, their meetings and the odds, opening the match', async () => {
    answerRoutes({ [SPORTS_PATHS.previews]: [preview('1'), preview('2', { lastMeeting: null, headToHead: { homeWins: 0, draws: 0, awayWins: 0 }, odds: [] })] });
    await renderAt('/prospect/prospectFootball');
    const [first, second] = await screen.findAllByTestId('preview-card');
    expect(first).toHaveAttribute('href', '/pc/detail?id=1');
    const [homeForm, awayForm] = within(first!).getAllByTestId('form');
    expect(homeForm).toHaveTextContent('WWDLW');
    expect(awayForm).toHaveTextContent('LD');
    expect(within(first!).getByTestId('head-to-head')).toHaveTextContent('4–2–1');
    expect(within(first!).getByTestId('last-meeting')).toHaveTextContent('Home old1 3 - 1 Away old1');
    expect(within(first!).getByTestId('preview-odds')).toHaveTextContent('1.75');
    expect(within(second!).getByTestId('head-to-head')).toHaveTextContent('No earlier meetings');
    expect(within(second!).queryByTestId('preview-odds')).toBeNull();
    expect(paramsOf(SPORTS_PATHS.previews).at(-1)).toMatchObject({ sport: 'football', tz: expect.any(String) });
  });

  it('reads basketball previews on their page, and the next day’s on asking', async () => {
    answerRoutes({ [SPORTS_PATHS.previews]: [] });
    await renderAt('/prospect/prospectBasketball');
    expect(await screen.findByTestId('empty-state')).toHaveTextContent('No previews yet');
    expect(screen.getByRole('button', { name: 'Previous day' })).toBeDisabled();
    const today = paramsOf(SPORTS_PATHS.previews).at(-1)!;
    expect(today).toMatchObject({ sport: 'basketball' });
    fireEvent.click(screen.getByRole('button', { name: 'Next day' }));
    await waitFor(() => expect(String(paramsOf(SPORTS_PATHS.previews).at(-1)!.date) > String(today.date)).toBe(true));
  });

  it('offers a retry when the read fails', async () => {
    answerRoutes({ [SPORTS_PATHS.previews]: new Error('down') });
    await renderAt('/prospect/prospectFootball');
    const retry = await screen.findByRole('button', { name: 'Try again' });
    answerRoutes({ [SPORTS_PATHS.previews]: [preview('1')] });
    fireEvent.click(retry);
    expect(await screen.findAllByTestId('preview-card')).toHaveLength(1);
  });

  it('reads right to left in Arabic, with the texts of the language', async () => {
    answerRoutes({ [SPORTS_PATHS.previews]: [preview('1')] });
    await renderAt('/prospect/prospectFootball', 'ar');
    const [card] = await screen.findAllByTestId('preview-card');
    expect(within(card!).getByTestId('head-to-head')).toHaveTextContent('المواجهات المباشرة');
    expect(within(card!).getAllByTestId('form')[0]).toHaveTextContent('ففتخف');
  });
});
