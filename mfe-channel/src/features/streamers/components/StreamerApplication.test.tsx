import { STREAMER_CONDUCT_RULES, STREAMER_PATHS } from '@matchday/contracts/streamers/contract';
import { answer, httpCalls, refusal, resetHttp } from '@matchday/shared/testing/mockHttp';
import { renderRemotePage } from '@matchday/ui/testing/renderRemotePage';
import { signIn } from '@matchday/shared/stores/sessionStore';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { remoteDefinition } from '../../../app/definition';

vi.mock('@matchday/shared/http/http', async () => ({ http: (await import('@matchday/shared/testing/mockHttp')).mockedHttp }));

beforeEach(() => {
  resetHttp();
  signIn('token', { id: '21', username: 'Ada', roles: ['user', 'streamer'] } as never);
});

describe('the streamer application', () => {
  it('sends the date of birth with every rule accepted, and shows the api’s refusal with the form kept', async () => {
    httpCalls.get.mockImplementation(() => answer({ status: 'not_applied', application: null }));
    httpCalls.post.mockImplementationOnce(() => refusal('Streamers must be 18 or over')).mockImplementationOnce(() => refusal('No phone bound'));
    await renderRemotePage(remoteDefinition, '/channel?tab=streamerApplication');
    await userEvent.type(await screen.findByTestId('streamer-birth-date'), '2010-03-04');
    expect(screen.getAllByRole('checkbox')).toHaveLength(STREAMER_CONDUCT_RULES.length);
    await userEvent.click(screen.getByTestId('accept-all-rules'));
    await userEvent.click(screen.getByTestId('streamer-apply'));
    expect(httpCalls.post).toHaveBeenCalledWith(STREAMER_PATHS.application, { birthDate: '2010-03-04', acceptedRules: [...STREAMER_CONDUCT_RULES] }, expect.anything());
    expect(await screen.findByTestId('streamer-apply-error')).toHaveTextContent('Streamers must be 18 or over');
    expect(screen.getByTestId('streamer-birth-date')).toHaveValue('2010-03-04');
    await userEvent.click(screen.getByTestId('streamer-apply'));
    expect(await screen.findByTestId('streamer-apply-error')).toHaveTextContent('No phone bound');
  });

  it('says the application waits for customer service, and shows a failure’s reason with a way to apply again', async () => {
    httpCalls.get.mockImplementation(() => answer({ status: 'failed', application: { reason: 'Blurry ID' } }));
    await renderRemotePage(remoteDefinition, '/channel?tab=streamerApplication');
    expect(await screen.findByTestId('streamer-status')).toHaveTextContent('Application failed: Blurry ID');
    await userEvent.click(screen.getByRole('button', { name: 'Apply again' }));
    expect(screen.getByTestId('streamer-apply')).toBeInTheDocument();
  });
});
