import { PAYMENT_PATHS } from '@matchday/contracts/coins/contract';
import { sessionStore, signOut } from '@matchday/shared/stores/sessionStore';
import { answer, httpCalls, resetHttp } from '@matchday/shared/testing/mockHttp';
import { renderRemotePage } from '@matchday/ui/testing/renderRemotePage';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { remoteDefinition } from '../../../app/definition';
import { aTopUp, signedInFan } from '../../../testing/coins';

vi.mock('@matchday/shared/http/http', async () => ({ http: (await import('@matchday/shared/testing/mockHttp')).mockedHttp }));

beforeEach(() => {
  resetHttp();
  signOut();
});

const FIRST_PAGE = {
  items: [
    aTopUp({ id: '45', status: 'pending', coins: 60, bonusCoins: 0, price: 99, currency: 'USD', provider: 'stripe' }),
    aTopUp({ id: '44', status: 'paid', paidAt: '2026-11-25T20:01:00Z' }),
    aTopUp({ id: '43', status: 'refunded', coins: 300, bonusCoins: 30, price: 2500 }),
  ],
  next: 'after-43',
};
const SECOND_PAGE = { items: [aTopUp({ id: '41', status: 'expired', coins: 60, bonusCoins: 6, price: 600 })], next: null };

describe('the top-ups in coin history', () => {
  it('shows each top-up with its state and the amount paid, older ones a page at a time', async () => {
    signedInFan({ [PAYMENT_PATHS.topUps]: (params) => answer(params?.cursor === 'after-43' ? SECOND_PAGE : FIRST_PAGE) });
    await renderRemotePage(remoteDefinition, '/user/coins');
    const list = await screen.findByTestId('top-ups');
    const rows = within(list).getAllByTestId('top-up');
    expect(rows.map((row) => row.dataset.status)).toEqual(['pending', 'paid', 'refunded']);
    expect(rows.map((row) => within(row).getByTestId('top-up-status').textContent)).toEqual(['Pending', 'Paid', 'Refunded']);
    expect(rows.map((row) => within(row).getByTestId('top-up-paid').textContent)).toEqual(['$0.99', 'CN¥48.00', 'CN¥25.00']);
    expect(rows[0]).toHaveTextContent('60 coins');
    expect(rows[0]).toHaveTextContent('Card');
    expect(rows[1]).toHaveTextContent('600 coins+60 bonus');
    expect(rows[1]).toHaveTextContent('Alipay');

    await userEvent.click(within(screen.getByRole('region', { name: 'Top-ups' })).getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByTestId('top-up')).toHaveLength(4));
    expect(httpCalls.get).toHaveBeenCalledWith(PAYMENT_PATHS.topUps, { notifyErrors: false, params: { cursor: 'after-43' } });
    expect(within(list).getAllByTestId('top-up')[3]).toHaveTextContent('Expired');
  });

  it('is read again from its first page when the balance moves (a top-up credited in another tab)', async () => {
    signedInFan({ [PAYMENT_PATHS.topUps]: () => answer(FIRST_PAGE) });
    await renderRemotePage(remoteDefinition, '/user/coins');
    await screen.findByTestId('top-ups');
    const reads = () => httpCalls.get.mock.calls.filter(([path]) => path === PAYMENT_PATHS.topUps).length;
    expect(reads()).toBe(1);
    act(() => sessionStore.setState({ balance: 760 }));
    await waitFor(() => expect(reads()).toBe(2));
  });

  it('says when there is none yet', async () => {
    signedInFan();
    await renderRemotePage(remoteDefinition, '/user/coins');
    expect(await screen.findByText('No top-ups yet')).toBeInTheDocument();
  });
});
