import type { OpsTopUp, RefundRecord } from '@matchday/contracts/coins/contract';
import { signIn } from '@matchday/shared/stores/sessionStore';
import { answer, httpCalls, refusal, resetHttp } from '@matchday/shared/testing/mockHttp';
import { renderRemotePage } from '@matchday/ui/testing/renderRemotePage';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { remoteDefinition } from '../../../app/definition';

vi.mock('@matchday/shared/http/http', async () => ({ http: (await import('@matchday/shared/testing/mockHttp')).mockedHttp }));

const refund: RefundRecord = { id: '5', amount: 300, currency: 'USD', reason: 'Charged twice', status: 'succeeded', why: null, requestedAt: '2026-12-07T19:10:00Z', settledAt: '2026-12-07T19:10:01Z' };
const topUp = (overrides: Partial<OpsTopUp> = {}): OpsTopUp => ({
  id: '71',
  packageId: '1',
  coins: 600,
  bonusCoins: 0,
  price: 600,
  currency: 'USD',
  provider: 'stripe',
  status: 'paid',
  createdAt: '2026-12-07T18:00:00Z',
  paidAt: '2026-12-07T18:01:00Z',
  expiresAt: null,
  userId: '12',
  username: 'fan_12',
  reversedCoins: 0,
  refunds: [],
  refundable: 600,
  ...overrides,
});

beforeEach(() => {
  resetHttp();
  signIn('token', { id: '1', username: 'cs', avatarUrl: null, roles: ['user', 'customer_service'] }, 0);
});

async function lookUp(id: string) {
  await userEvent.type(await screen.findByTestId('top-up-id'), id);
  await userEvent.click(screen.getByTestId('top-up-find'));
}

describe('refunds in the console', () => {
  it('finds a top-up, confirms the refund with its amount, and sends it once under one key, a retry after no answer included', async () => {
    let refunded = false;
    httpCalls.get.mockImplementation(() => answer(refunded ? topUp({ status: 'refunded', reversedCoins: 300, refunds: [refund], refundable: 300 }) : topUp()));
    await renderRemotePage(remoteDefinition, '/ops?tab=refunds');
    await lookUp('71');
    const card = await screen.findByTestId('ops-top-up');
    expect(card).toHaveTextContent('Top-up 71 · fan_12 (user 12)');
    expect(within(card).getByTestId('ops-top-up-refundable')).toHaveTextContent('$6.00');
    expect(httpCalls.get).toHaveBeenCalledWith('/api/ops/top-ups/71', { notifyErrors: false });

    // More than is left is refused here; the reason is needed.
    await userEvent.type(screen.getByTestId('refund-amount'), '601');
    await userEvent.click(screen.getByTestId('refund-ask'));
    expect(await screen.findByText('Say why the money goes back (2 to 300 characters)')).toBeInTheDocument();
    expect(screen.getByText('The refund must be a whole amount of the currency’s smallest unit, at most what is left to refund')).toBeInTheDocument();
    await userEvent.clear(screen.getByTestId('refund-amount'));
    await userEvent.type(screen.getByTestId('refund-amount'), '300');
    await userEvent.type(screen.getByTestId('refund-reason'), 'Charged twice');
    await userEvent.click(screen.getByTestId('refund-ask'));
    expect(screen.getByTestId('refund-confirm')).toHaveTextContent('Send $3.00 back to fan_12 through Stripe');
    expect(httpCalls.post).not.toHaveBeenCalled();

    // No answer the first time: the same request (its key) is sent again, and the api refunds once.
    httpCalls.post.mockImplementationOnce(() => Promise.reject(new Error('Network Error')));
    await userEvent.click(screen.getByTestId('refund-send'));
    expect(await screen.findByTestId('refund-error')).toBeInTheDocument();
    httpCalls.post.mockImplementationOnce(() => {
      refunded = true;
      return answer(refund);
    });
    await userEvent.click(screen.getByTestId('refund-send'));
    expect(await screen.findByTestId('refund-done')).toHaveTextContent('Refunded');
    const keys = httpCalls.post.mock.calls.map((call) => (call[2] as { idempotencyKey: string }).idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
    expect(httpCalls.post).toHaveBeenLastCalledWith('/api/ops/top-ups/71/refunds', { amount: 300, reason: 'Charged twice' }, { notifyErrors: false, idempotencyKey: keys[0] });
    // Read again: the refund listed, what is left.
    expect(await screen.findByTestId('ops-refund')).toHaveAttribute('data-status', 'succeeded');
    expect(screen.getByTestId('ops-top-up-refundable')).toHaveTextContent('$3.00');
  });

  it('says why a provider refused a refund, and when nothing is left to refund', async () => {
    httpCalls.get.mockImplementationOnce(() => answer(topUp({ provider: 'alipay', currency: 'CNY', price: 6800, refundable: 6800 })));
    httpCalls.get.mockImplementation(() => answer(topUp({ provider: 'alipay', currency: 'CNY', price: 6800, refundable: 0, status: 'refunded', reversedCoins: 600 })));
    httpCalls.post.mockImplementation(() => answer({ ...refund, amount: 6800, currency: 'CNY', status: 'failed', why: '交易已完结' }));
    await renderRemotePage(remoteDefinition, '/ops?tab=refunds');
    await lookUp('71');
    await userEvent.type(await screen.findByTestId('refund-reason'), 'Fan asked');
    await userEvent.click(screen.getByTestId('refund-ask'));
    expect(screen.getByTestId('refund-confirm')).toHaveTextContent('through Alipay');
    await userEvent.click(screen.getByTestId('refund-send'));
    expect(await screen.findByTestId('refund-done')).toHaveTextContent('The provider refused the refund: 交易已完结');
    expect(httpCalls.post.mock.calls[0]![1]).toEqual({ reason: 'Fan asked' });
    expect(await screen.findByText('Nothing left to refund on this top-up')).toBeInTheDocument();
  });

  it('refuses a number that is not one, and shows the api’s answer for one not found', async () => {
    httpCalls.get.mockImplementation(() => refusal('No such top-up'));
    await renderRemotePage(remoteDefinition, '/ops?tab=refunds');
    await lookUp('abc');
    expect(await screen.findByTestId('top-up-error')).toHaveTextContent('Type the top-up’s number (digits only)');
    expect(httpCalls.get).not.toHaveBeenCalledWith('/api/ops/top-ups/abc', expect.anything());
    await userEvent.clear(screen.getByTestId('top-up-id'));
    await lookUp('999');
    expect(await screen.findByTestId('top-up-error')).toHaveTextContent('No such top-up');
  });
});
