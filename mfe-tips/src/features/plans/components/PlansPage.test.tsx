import { PLAN_PATHS } from '@matchday/contracts/tips/contract';
import { planListRead } from '@matchday/contracts/tips/contract';
import { firstReadKey, provideFirstAnswers } from '@matchday/shared/firstScreen/firstAnswers';
import { answer, httpCalls, resetHttp } from '@matchday/shared/testing/mockHttp';
import { renderRemotePage } from '@matchday/ui/testing/renderRemotePage';
import { signIn, signOut } from '@matchday/shared/stores/sessionStore';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { remoteDefinition } from '../../../app/definition';
import { aPlan, anExpert, pageOf } from '../../../testing/plans';

vi.mock('@matchday/shared/http/http', async () => ({ http: (await import('@matchday/shared/testing/mockHttp')).mockedHttp }));

beforeEach(() => {
  resetHttp();
  signOut();
});

describe('the plans page', () => {
  it('lists plans with the expert’s verified record, the match, the market, prices and the refund badge', async () => {
    httpCalls.get.mockImplementation(() => answer(pageOf([aPlan({ expert: anExpert({ demo: true }) })])));
    await renderRemotePage(remoteDefinition, '/plan');
    const card = await screen.findByTestId('plan-card');
    expect(card).toHaveTextContent('Marco Tips');
    expect(card).toHaveTextContent('Demo');
    expect(card).toHaveTextContent('Hit rate 75% over 12');
    expect(card).toHaveTextContent('Arsenal');
    expect(card).toHaveTextContent('Handicap');
    expect(card).toHaveTextContent('40 coins');
    expect(card).toHaveTextContent('80 coins');
    expect(card).toHaveTextContent('Refund if it misses');
    // The first page: no cursor.
    expect(httpCalls.get).toHaveBeenCalledWith(PLAN_PATHS.plans, expect.objectContaining({ params: { pageSize: 20 } }));
  });

  it("draws a visitor the plans the shell's server read as a visitor; a signed-in fan's own are read for them", async () => {
    provideFirstAnswers({ [firstReadKey(planListRead({ sport: 'basketball' }, null))]: pageOf([aPlan({ title: 'Embedded for a visitor' })]) });
    httpCalls.get.mockImplementation(() => answer(pageOf([aPlan({ title: 'Read for this fan' })])));
    try {
      await renderRemotePage(remoteDefinition, '/plan?tab=basketball');
      expect(screen.getByTestId('plan-card')).toHaveTextContent('Embedded for a visitor');
      expect(httpCalls.get).not.toHaveBeenCalledWith(PLAN_PATHS.plans, expect.anything());
      cleanup();
      signIn('t-1', { id: '5', username: 'fan', phone: '+447700900005', roles: ['user'] } as never, 100);
      await renderRemotePage(remoteDefinition, '/plan?tab=basketball');
      expect(await screen.findByTestId('plan-card')).toHaveTextContent('Read for this fan');
      expect(httpCalls.get).toHaveBeenCalledWith(PLAN_PATHS.plans, expect.objectContaining({ params: expect.objectContaining({ sport: 'basketball' }) }));
    } finally {
      provideFirstAnswers({});
    }
  });

  it('adds the next page under the first with "Load more", from where the first ended', async () => {
    httpCalls.get.mockImplementation((_path: string, options: { params: { cursor?: string } }) =>
      answer(options.params.cursor === 'after-41' ? pageOf([aPlan({ id: '40', title: 'Chelsea press high' })]) : pageOf([aPlan()], 'after-41')),
    );
    await renderRemotePage(remoteDefinition, '/plan');
    expect(await screen.findAllByTestId('plan-card')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByTestId('plan-card')).toHaveLength(2));
    expect(screen.getAllByTestId('plan-card')[1]).toHaveTextContent('Chelsea press high');
    expect(httpCalls.get).toHaveBeenLastCalledWith(PLAN_PATHS.plans, expect.objectContaining({ params: { pageSize: 20, cursor: 'after-41' } }));
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(screen.getByText('No more')).toBeInTheDocument();
  });

  it('filters by sport, refund privilege, price and play type', async () => {
    httpCalls.get.mockImplementation(() => answer(pageOf([])));
    await renderRemotePage(remoteDefinition, '/plan?tab=basketball');
    expect(await screen.findByText('No plans on sale yet')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('filter-refund'));
    await userEvent.click(screen.getByText('Up to 30 coins'));
    await userEvent.click(screen.getByText('Total'));
    await waitFor(() =>
      expect(httpCalls.get).toHaveBeenLastCalledWith(
        PLAN_PATHS.plans,
        expect.objectContaining({ params: expect.objectContaining({ sport: 'basketball', refund: 'true', maxPrice: 30, market: 'total' }) }),
      ),
    );
  });

  it('offers every play type on the recommended tab', async () => {
    httpCalls.get.mockImplementation(() => answer(pageOf([])));
    await renderRemotePage(remoteDefinition, '/plan');
    await screen.findByText('No plans on sale yet');
    await userEvent.click(screen.getByText('Map winner'));
    await waitFor(() => expect(httpCalls.get).toHaveBeenLastCalledWith(PLAN_PATHS.plans, expect.objectContaining({ params: expect.objectContaining({ sport: undefined, market: 'map_winner' }) })));
  });

  it('shows an error with retry when the list cannot be read', async () => {
    let online = false;
    httpCalls.get.mockImplementation(() => (online ? answer(pageOf([aPlan()])) : Promise.reject(new Error('offline'))));
    await renderRemotePage(remoteDefinition, '/m/plan');
    online = true;
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('plan-card')).toBeInTheDocument();
  });
});
