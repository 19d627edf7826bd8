import { type CoinDebt, PAYMENT_PATHS } from '@matchday/contracts/coins/contract';
import { signIn } from '@matchday/shared/stores/sessionStore';
import { answer, httpCalls, resetHttp } from '@matchday/shared/testing/mockHttp';
import { renderRemotePage } from '@matchday/ui/testing/renderRemotePage';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { remoteDefinition } from '../../../app/definition';

vi.mock('@matchday/shared/http/http', async () => ({ http: (await import('@matchday/shared/testing/mockHttp')).mockedHttp }));

const debt = (userId: string, username: string, owed: number, reason: CoinDebt['reason']): CoinDebt => ({ userId, username, owed, topUpId: `7${userId}`, reason, createdAt: '2026-11-25T20:00:00Z' });

beforeEach(() => {
  resetHttp();
  signIn('token', { id: '1', username: 'cs', avatarUrl: null, roles: ['user', 'customer_service'] }, 0);
});

describe('the accounts owing coins in the console', () => {
  it('shows the largest debts first, who owes how much and why, older ones a page at a time', async () => {
    httpCalls.get.mockImplementation((path: string, options: { params: { cursor?: string } }) => {
      if (path !== PAYMENT_PATHS.opsDebts) return Promise.reject(new Error(`unexpected GET ${path}`));
      return answer(options.params.cursor === 'after-12' ? { items: [debt('9', 'fan_9', 40, 'refunded')], next: null } : { items: [debt('11', 'fan_11', 1250, 'disputed'), debt('12', 'fan_12', 300, 'refunded')], next: 'after-12' });
    });
    await renderRemotePage(remoteDefinition, '/ops?tab=coinDebts');
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('Coins owed');
    const rows = await screen.findAllByTestId('coin-debt');
    expect(rows.map((row) => within(row).getByTestId('coin-debt-owed').textContent)).toEqual(['1,250', '300']);
    expect(rows[0]).toHaveTextContent('fan_11 (user 11)');
    expect(rows[0]).toHaveTextContent('Payment disputed');
    expect(rows[0]).toHaveTextContent('711');
    expect(rows[1]).toHaveTextContent('Payment refunded');
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByTestId('coin-debt')).toHaveLength(3));
    expect(httpCalls.get).toHaveBeenLastCalledWith(PAYMENT_PATHS.opsDebts, { notifyErrors: false, params: { cursor: 'after-12' } });
    expect(screen.getByText('No more')).toBeInTheDocument();
  });

  it('says when no account owes coins', async () => {
    httpCalls.get.mockImplementation(() => answer({ items: [], next: null }));
    await renderRemotePage(remoteDefinition, '/ops?tab=coinDebts');
    expect(await screen.findByText('No account owes coins')).toBeInTheDocument();
  });
});
