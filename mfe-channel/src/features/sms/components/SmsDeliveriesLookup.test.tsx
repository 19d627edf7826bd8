import type { SmsDelivery } from '@matchday/contracts/accounts/contract';
import { signIn } from '@matchday/shared/stores/sessionStore';
import { answer, httpCalls, refusal, resetHttp } from '@matchday/shared/testing/mockHttp';
import { renderRemotePage } from '@matchday/ui/testing/renderRemotePage';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { remoteDefinition } from '../../../app/definition';

vi.mock('@matchday/shared/http/http', async () => ({ http: (await import('@matchday/shared/testing/mockHttp')).mockedHttp }));

beforeEach(() => {
  resetHttp();
  signIn('token', { id: '1', username: 'staff', avatarUrl: null, roles: ['user', 'customer_service'] }, 0);
});

const deliveries: SmsDelivery[] = [
  {
    purpose: 'sign_in',
    provider: 'twilio',
    messageId: `SM${'a'.repeat(32)}`,
    status: 'undelivered',
    error: '30003',
    sentAt: '2026-11-20T12:01:00Z',
    statusAt: '2026-11-20T12:01:09Z',
    used: false,
  },
  { purpose: 'sign_in', provider: 'twilio', messageId: null, status: 'failed', error: '21211', sentAt: '2026-11-20T12:00:00Z', statusAt: null, used: false },
];

describe('codes by SMS in the console', () => {
  it('shows customer service the codes sent to a phone: provider, status, the provider’s error', async () => {
    httpCalls.get.mockImplementation((path: string) => (path === '/api/ops/sms' ? answer(deliveries) : refusal('Not found')));
    await renderRemotePage(remoteDefinition, '/ops?tab=sms');
    await userEvent.type(await screen.findByTestId('sms-phone'), ' +33612345678 ');
    await userEvent.click(screen.getByTestId('sms-find'));
    const rows = await screen.findAllByTestId('sms-delivery');
    expect(rows.map((row) => row.dataset.status)).toEqual(['undelivered', 'failed']);
    expect(within(rows[0]!).getByText('Not delivered')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('30003')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Not sent')).toBeInTheDocument();
    expect(httpCalls.get).toHaveBeenCalledWith('/api/ops/sms', expect.objectContaining({ params: { phone: '+33612345678' } }));
  });

  it('says when no code went to the number, and shows the api’s refusal of one it cannot read', async () => {
    httpCalls.get.mockImplementationOnce(() => answer([]));
    await renderRemotePage(remoteDefinition, '/ops?tab=sms');
    await userEvent.type(await screen.findByTestId('sms-phone'), '+33612345679');
    await userEvent.click(screen.getByTestId('sms-find'));
    expect(await screen.findByTestId('sms-none')).toHaveTextContent('No code was sent to this number');

    httpCalls.get.mockImplementationOnce(() => refusal('Phone number is not in a standard format'));
    await userEvent.clear(screen.getByTestId('sms-phone'));
    await userEvent.type(screen.getByTestId('sms-phone'), '12345');
    await userEvent.click(screen.getByTestId('sms-find'));
    expect(await screen.findByTestId('sms-error')).toHaveTextContent('Phone number is not in a standard format');
    expect(screen.queryByTestId('sms-none')).toBeNull();
  });
});
