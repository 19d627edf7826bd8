import { type ExpertApplication, type ExpertStatus, TIPS_PATHS } from '@matchday/contracts/tips/contract';
import { answer, httpCalls, refusal, resetHttp } from '@matchday/shared/testing/mockHttp';
import { renderRemotePage } from '@matchday/ui/testing/renderRemotePage';
import { signIn } from '@matchday/shared/stores/sessionStore';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { remoteDefinition } from '../../../app/definition';

vi.mock('@matchday/shared/http/http', async () => ({ http: (await import('@matchday/shared/testing/mockHttp')).mockedHttp }));

const application: Omit<ExpertApplication, 'status' | 'reason' | 'reviewedAt'> = { id: '3', userId: '5', username: 'fan', intro: 'Ten seasons of Serie A', sports: ['football'], specialities: 'Handicaps', createdAt: '2026-11-24T10:00:00Z' };

beforeEach(() => {
  resetHttp();
  signIn('token', { id: '5', username: 'fan', roles: ['user'] } as never, 100);
});

describe('the expert application', () => {
  it('shows the api’s refusal keeping the input, applies, and says the application waits for customer service', async () => {
    httpCalls.get.mockImplementation(() => answer<ExpertStatus>({ status: 'not_applied', application: null }));
    httpCalls.post.mockImplementation(() => answer<ExpertStatus>({ status: 'pending', application: { ...application, status: 'pending', reason: null, reviewedAt: null } }));
    httpCalls.post.mockImplementationOnce(() => refusal('The introduction must be 10 to 500 characters'));
    await renderRemotePage(remoteDefinition, '/channel?tab=expertApplication');
    await userEvent.click(await screen.findByTestId('expert-apply-open'));
    await userEvent.type(await screen.findByTestId('expert-intro'), 'short');
    await userEvent.click(screen.getByTestId('expert-apply'));
    expect(await screen.findByTestId('expert-application-error')).toHaveTextContent('The introduction must be 10 to 500 characters');
    await userEvent.type(screen.getByTestId('expert-intro'), ' but now long enough');
    await userEvent.click(screen.getByTestId('expert-sport-football'));
    await userEvent.type(screen.getByTestId('expert-specialities'), 'Handicaps');
    await userEvent.click(screen.getByTestId('expert-apply'));
    expect(await screen.findByTestId('expert-status')).toHaveTextContent('Application submitted, wait for customer service');
    expect(httpCalls.post).toHaveBeenCalledWith(TIPS_PATHS.application, { intro: 'short but now long enough', sports: ['football'], specialities: 'Handicaps' }, expect.anything());
  });

  it('shows a failed application’s reason, and the api’s refusal when it is too soon to apply again', async () => {
    httpCalls.get.mockImplementation(() => answer<ExpertStatus>({ status: 'failed', application: { ...application, status: 'failed', reason: 'Too few analyses', reviewedAt: '2026-11-24T11:00:00Z' } }));
    httpCalls.post.mockImplementation(() => refusal('Application failed; you can apply again in 20 hours'));
    await renderRemotePage(remoteDefinition, '/channel?tab=expertApplication');
    expect(await screen.findByTestId('expert-status')).toHaveTextContent('Application failed: Too few analyses');
    await userEvent.click(screen.getByTestId('expert-reapply'));
    await userEvent.type(await screen.findByTestId('expert-intro'), 'Ten seasons of Serie A');
    await userEvent.click(screen.getByTestId('expert-sport-football'));
    await userEvent.type(screen.getByTestId('expert-specialities'), 'Handicaps');
    await userEvent.click(screen.getByTestId('expert-apply'));
    expect(await screen.findByTestId('expert-application-error')).toHaveTextContent('apply again in 20 hours');
  });
});
