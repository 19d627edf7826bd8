import { pathTo } from '@matchday/contracts/http/paths';
import { type ExpertRecord, type RankingEntry, rankingRead, TIPS_PATHS } from '@matchday/contracts/tips/contract';
import { eventBus } from '@matchday/shared/bus/eventBus';
import { firstReadKey, provideFirstAnswers } from '@matchday/shared/firstScreen/firstAnswers';
import { answer, httpCalls, resetHttp } from '@matchday/shared/testing/mockHttp';
import { renderRemotePage } from '@matchday/ui/testing/renderRemotePage';
import { signIn, signOut } from '@matchday/shared/stores/sessionStore';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { remoteDefinition } from '../../../app/definition';
import { aPlan, anExpert, pageOf } from '../../../testing/plans';

vi.mock('@matchday/shared/http/http', async () => ({ http: (await import('@matchday/shared/testing/mockHttp')).mockedHttp }));

const entry = (rank: number, id: string, hitRate: number): RankingEntry => ({ rank, expert: anExpert({ id, username: `Expert ${id}` }), picks: 8, hits: Math.round(8 * hitRate), hitRate, return: 1.5 });
const record: ExpertRecord = { ...anExpert(), return: 2.35, lastTen: ['hit', 'miss', 'hit'], followers: 4, following: false, intro: 'Premier League specialist', sports: ['football'], specialities: 'Handicaps' };

beforeEach(() => {
  resetHttp();
  signOut();
});

describe('the ranking', () => {
  it('ranks tipsters by hit rate this week, and by return on demand', async () => {
    httpCalls.get.mockImplementation(() => answer([entry(1, '7', 0.75), entry(2, '8', 0.5)]));
    await renderRemotePage(remoteDefinition, '/ranking');
    const rows = await screen.findAllByTestId('ranking-row');
    expect(rows[0]).toHaveTextContent('Expert 7');
    expect(rows[0]).toHaveTextContent('75%');
    expect(httpCalls.get).toHaveBeenCalledWith(TIPS_PATHS.ranking, expect.objectContaining({ params: { period: 'week', sort: 'hitRate' } }));
    await userEvent.click(screen.getByText('Return'));
    await waitFor(() => expect(httpCalls.get).toHaveBeenLastCalledWith(TIPS_PATHS.ranking, expect.objectContaining({ params: { period: 'week', sort: 'return' } })));
  });

  it("draws the ranking the shell's server embedded without asking for it, says so once, and asks for another sort", async () => {
    provideFirstAnswers({ [firstReadKey(rankingRead('month', 'hitRate'))]: [entry(1, '9', 0.8)] });
    const drawn: unknown[] = [];
    const subscription = eventBus.on('page.drawn').subscribe((said) => drawn.push(said));
    httpCalls.get.mockImplementation(() => answer([entry(1, '8', 0.5)]));
    try {
      await renderRemotePage(remoteDefinition, '/ranking?tab=month');
      expect(screen.getByTestId('ranking-row')).toHaveTextContent('Expert 9');
      expect(drawn).toEqual([{ remote: 'tips' }]);
      expect(httpCalls.get).not.toHaveBeenCalledWith(TIPS_PATHS.ranking, expect.anything());
      await userEvent.click(screen.getByText('Return'));
      await waitFor(() => expect(screen.getByTestId('ranking-row')).toHaveTextContent('Expert 8'));
      expect(httpCalls.get).toHaveBeenLastCalledWith(TIPS_PATHS.ranking, expect.objectContaining({ params: { period: 'month', sort: 'return' } }));
      // Back to the first sort: the embedded answer was the first render's only; the api is asked.
      await userEvent.click(screen.getByText('Hit rate'));
      await waitFor(() => expect(httpCalls.get).toHaveBeenLastCalledWith(TIPS_PATHS.ranking, expect.objectContaining({ params: { period: 'month', sort: 'hitRate' } })));
      expect(drawn).toHaveLength(1);
    } finally {
      subscription.unsubscribe();
      provideFirstAnswers({});
    }
  });

  it('opens on this month from the address', async () => {
    httpCalls.get.mockImplementation(() => answer([]));
    await renderRemotePage(remoteDefinition, '/ranking?tab=month');
    expect(await screen.findByText('No ranking yet')).toBeInTheDocument();
    expect(httpCalls.get).toHaveBeenCalledWith(TIPS_PATHS.ranking, expect.objectContaining({ params: { period: 'month', sort: 'hitRate' } }));
    expect(screen.getByRole('tab', { name: 'This month' })).toHaveAttribute('aria-selected', 'true');
  });

  it('opens a tipster’s page with their record and plans; a signed-in fan follows them', async () => {
    signIn('token', { id: '5', username: 'fan', roles: ['user'] } as never, 100);
    httpCalls.get.mockImplementation((path: string) => (path === pathTo(TIPS_PATHS.expert, { expertId: '7' }) ? answer(record) : answer(pageOf([aPlan({ result: 'hit' })]))));
    httpCalls.put.mockImplementation(() => answer({ following: true, followers: 5 }));
    await renderRemotePage(remoteDefinition, '/ranking?expert=7');
    expect(await screen.findByTestId('record-hit-rate')).toHaveTextContent('75%');
    expect(screen.getByTestId('expert-record')).toHaveTextContent('+2.35');
    expect(screen.getByTestId('expert-sports')).toHaveTextContent('Football');
    expect(screen.getByTestId('expert-sports')).toHaveTextContent('Specialities: Handicaps');
    expect(screen.getByText('Premier League specialist')).toBeInTheDocument();
    expect(httpCalls.get).toHaveBeenCalledWith('/api/plans', expect.objectContaining({ params: expect.objectContaining({ expertId: 7, status: 'all' }) }));
    expect(await screen.findByTestId('plan-result')).toHaveAttribute('data-result', 'hit');
    await userEvent.click(screen.getByTestId('follow-expert'));
    expect(await screen.findByTestId('followers')).toHaveTextContent('Followers: 5');
    expect(screen.getByTestId('follow-expert')).toHaveTextContent('Following');
  });
});
