import { pathTo } from '@matchday/contracts/http/paths';
import { TIPS_PATHS } from '@matchday/contracts/tips/contract';
import { answer, httpCalls, resetHttp } from '@matchday/shared/testing/mockHttp';
import { renderRemotePage } from '@matchday/ui/testing/renderRemotePage';
import { signIn } from '@matchday/shared/stores/sessionStore';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { remoteDefinition } from '../../../app/definition';

vi.mock('@matchday/shared/http/http', async () => ({ http: (await import('@matchday/shared/testing/mockHttp')).mockedHttp }));

const pending = { id: '3', userId: '5', username: 'fan_5', status: 'pending', intro: 'Ten seasons of Serie A', sports: ['football'], specialities: 'Handicaps', reason: null, createdAt: '2026-11-24T10:00:00Z', reviewedAt: null };

beforeEach(() => {
  resetHttp();
  signIn('token', { id: '1', username: 'cs', roles: ['user', 'customer_service'] } as never, 0);
  httpCalls.get.mockImplementation(() => answer({ items: [pending], next: null }));
});

describe('the expert applications queue', () => {
  it('needs a reason to fail an application, then sends it', async () => {
    httpCalls.post.mockImplementation(() => answer({ ...pending, status: 'failed', reason: 'Too few analyses' }));
    await renderRemotePage(remoteDefinition, '/ops?tab=experts');
    await userEvent.click(await screen.findByTestId('fail-application'));
    expect(await screen.findByTestId('review-error')).toHaveTextContent('Please give a reason');
    expect(httpCalls.post).not.toHaveBeenCalled();
    await userEvent.type(screen.getByTestId('fail-reason'), 'Too few analyses');
    await userEvent.click(screen.getByTestId('fail-application'));
    await waitFor(() =>
      expect(httpCalls.post).toHaveBeenCalledWith(pathTo(TIPS_PATHS.opsReview, { applicationId: '3' }), { decision: 'fail', reason: 'Too few analyses' }, expect.anything()),
    );
  });

  it('approves an application and reads the queue again', async () => {
    httpCalls.post.mockImplementation(() => answer({ ...pending, status: 'approved' }));
    await renderRemotePage(remoteDefinition, '/ops?tab=experts');
    await userEvent.click(await screen.findByTestId('approve-application'));
    await waitFor(() => expect(httpCalls.get.mock.calls.filter(([path]) => path === TIPS_PATHS.opsApplications).length).toBeGreaterThanOrEqual(2));
    expect(httpCalls.post).toHaveBeenCalledWith(pathTo(TIPS_PATHS.opsReview, { applicationId: '3' }), { decision: 'approve', reason: '' }, expect.anything());
  });
});
