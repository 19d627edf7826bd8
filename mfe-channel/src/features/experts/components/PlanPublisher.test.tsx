import { PLAN_PATHS } from '@matchday/contracts/tips/contract';
import { type PublishableMatch, TIPS_PATHS } from '@matchday/contracts/tips/contract';
import { answer, httpCalls, refusal, resetHttp } from '@matchday/shared/testing/mockHttp';
import { renderRemotePage } from '@matchday/ui/testing/renderRemotePage';
import { planMatch } from '@matchday/shared/testing/tipsFixtures';
import { signIn } from '@matchday/shared/stores/sessionStore';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { remoteDefinition } from '../../../app/definition';

vi.mock('@matchday/shared/http/http', async () => ({ http: (await import('@matchday/shared/testing/mockHttp')).mockedHttp }));

const match: PublishableMatch = {
  ...planMatch({ startsAt: '2099-11-24T20:00:00Z', status: 'not_started' }),
  markets: [
    { market: 'result', line: null, prices: { home: 2.1, draw: 3.3, away: 3.4 }, maps: [] },
    { market: 'handicap', line: -0.5, prices: { home: 1.95, away: 1.9 }, maps: [] },
  ],
};

beforeEach(() => {
  resetHttp();
  signIn('token', { id: '5', username: 'expert', roles: ['user', 'expert'] } as never, 100);
  httpCalls.get.mockImplementation((path: string) => {
    if (path === TIPS_PATHS.publishable) return answer([match]);
    if (path === TIPS_PATHS.settings) return answer({ minPrice: 0, maxPrice: 588, firstOrderDiscountPercent: 50, blindBoxPrice: 18 });
    if (path === PLAN_PATHS.publishedPlans) return answer({ items: [], next: null });
    return Promise.reject(new Error(path));
  });
});

async function fillPlan() {
  await renderRemotePage(remoteDefinition, '/channel?tab=planPublishing');
  await userEvent.click(await screen.findByTestId('publishable-match'));
  await userEvent.click(screen.getByTestId('market-handicap'));
  expect(screen.getByTestId('pick-away')).toHaveTextContent('Chelsea +0.5 @ 1.90');
  await userEvent.click(screen.getByTestId('pick-away'));
  await userEvent.type(screen.getByTestId('publish-price'), '30');
  await userEvent.type(screen.getByTestId('publish-explanation'), 'Chelsea keep it tight.');
}

describe('publishing a plan', () => {
  it('publishes the pick on the chosen match with the deadline at kick-off', async () => {
    httpCalls.post.mockImplementation((_path: string, body: { title: string }) => answer({ id: '41', title: body.title }));
    await fillPlan();
    expect(screen.getByTestId('publish-title')).toHaveValue('Arsenal – Chelsea');
    await userEvent.click(screen.getByTestId('publish-plan'));
    expect(await screen.findByTestId('publish-done')).toHaveTextContent('Published: Arsenal – Chelsea');
    expect(httpCalls.post).toHaveBeenCalledWith(
      PLAN_PATHS.plans,
      expect.objectContaining({ matchId: 900, market: 'handicap', pick: 'away', price: 30, noWinRefund: true, purchaseDeadline: '2099-11-24T20:00:00.000Z' }),
      expect.anything(),
    );
  });

  it('keeps everything typed when the api refuses, and says why', async () => {
    httpCalls.post.mockImplementation(() => refusal('The price must be from 5 to 20 coins'));
    await fillPlan();
    await userEvent.click(screen.getByTestId('publish-plan'));
    expect(await screen.findByTestId('publish-error')).toHaveTextContent('The price must be from 5 to 20 coins');
    expect(screen.getByTestId('publish-price')).toHaveValue(30);
    expect(screen.getByTestId('publish-explanation')).toHaveValue('Chelsea keep it tight.');
  });

  it('asks for a match, market and pick before anything is sent', async () => {
    await renderRemotePage(remoteDefinition, '/channel?tab=planPublishing');
    await userEvent.click(await screen.findByTestId('publish-plan'));
    expect(await screen.findByTestId('publish-error')).toHaveTextContent('Choose a match, a market and a pick');
    expect(httpCalls.post).not.toHaveBeenCalled();
  });
});
