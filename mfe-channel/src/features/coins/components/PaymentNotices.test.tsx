import type { PaymentNoticeRecord } from '@matchday/contracts/coins/contract';
import { signIn } from '@matchday/shared/stores/sessionStore';
import { answer, httpCalls, resetHttp } from '@matchday/shared/testing/mockHttp';
import { renderRemotePage } from '@matchday/ui/testing/renderRemotePage';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { remoteDefinition } from '../../../app/definition';

vi.mock('@matchday/shared/http/http', async () => ({ http: (await import('@matchday/shared/testing/mockHttp')).mockedHttp }));

const notice = (eventId: string, overrides: Partial<PaymentNoticeRecord> = {}): PaymentNoticeRecord => ({
  provider: 'stripe',
  eventId,
  kind: 'refunded',
  outcome: 'held',
  why: 'refunded of a payment that credited no top-up',
  paymentId: 'pi_another_product',
  topUpId: null,
  receivedAt: '2026-12-07T19:00:00Z',
  reviewedAt: null,
  reviewNote: null,
  ...overrides,
});

beforeEach(() => {
  resetHttp();
  signIn('token', { id: '1', username: 'cs', avatarUrl: null, roles: ['user', 'customer_service'] }, 0);
});

describe('payment notices held for review in the console', () => {
  it('shows each held notice with what it was and why it is held, and takes a review with its note once', async () => {
    httpCalls.get.mockImplementation((path: string, options: { params: { outcome: string } }) =>
      path === '/api/ops/payment-notices' && options.params.outcome === 'held'
        ? answer({ items: [notice('evt_1'), notice('2026120722001', { provider: 'alipay', kind: 'disputed', paymentId: '2026120722001', why: 'disputed of top-up 71, whose payment was not credited', topUpId: '71' })], next: null })
        : Promise.reject(new Error(`unexpected GET ${path}`)),
    );
    await renderRemotePage(remoteDefinition, '/ops?tab=paymentNotices');
    const rows = await screen.findAllByTestId('payment-notice');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Refund');
    expect(rows[0]).toHaveTextContent('pi_another_product');
    expect(within(rows[0]!).getByTestId('notice-why')).toHaveTextContent('credited no top-up');
    expect(rows[1]).toHaveTextContent('Dispute opened');
    expect(rows[1]).toHaveTextContent('Alipay');

    // An empty note is refused here, in the reader's words, and nothing is sent.
    await userEvent.click(within(rows[0]!).getByTestId('notice-review'));
    expect(await within(rows[0]!).findByText('Write what you found (2 to 500 characters)')).toBeInTheDocument();
    expect(httpCalls.post).not.toHaveBeenCalled();

    httpCalls.post.mockImplementation(() => answer(notice('evt_1', { outcome: 'reviewed', reviewedAt: '2026-12-07T19:05:00Z', reviewNote: 'The shop’s refund' })));
    await userEvent.type(within(rows[0]!).getByTestId('notice-note'), 'The shop’s refund');
    await userEvent.dblClick(within(rows[0]!).getByTestId('notice-review'));
    await waitFor(() => expect(screen.getAllByTestId('payment-notice')).toHaveLength(1));
    expect(httpCalls.post).toHaveBeenCalledTimes(1);
    expect(httpCalls.post).toHaveBeenCalledWith('/api/ops/payment-notices/stripe/evt_1/review', { note: 'The shop’s refund' }, { notifyErrors: false });
  });

  it('shows every notice when asked, reviewed ones with their note', async () => {
    httpCalls.get.mockImplementation((_path: string, options: { params: { outcome: string } }) =>
      answer(options.params.outcome === 'all' ? { items: [notice('evt_2', { outcome: 'reviewed', reviewedAt: '2026-12-07T19:05:00Z', reviewNote: 'Checked with Stripe' }), notice('evt_3', { kind: 'paid', outcome: 'applied', why: null })], next: null } : { items: [], next: null }),
    );
    await renderRemotePage(remoteDefinition, '/ops?tab=paymentNotices');
    expect(await screen.findByText('No notice waits for review')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'All' }));
    const rows = await screen.findAllByTestId('payment-notice');
    expect(rows.map((row) => row.dataset.outcome)).toEqual(['reviewed', 'applied']);
    expect(within(rows[0]!).getByTestId('notice-reviewed')).toHaveTextContent('Checked with Stripe');
    expect(within(rows[1]!).queryByTestId('notice-review')).toBeNull();
  });
});
