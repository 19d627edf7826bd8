import { LIVE_PATHS, type StreamerChannel } from '@matchday/contracts/lives/contract';
import { answer, httpCalls, refusal, resetHttp } from '@matchday/shared/testing/mockHttp';
import { matchSummary } from '@matchday/contracts/testing/sportsFixtures';
import { renderRemotePage } from '@matchday/ui/testing/renderRemotePage';
import { signIn } from '@matchday/shared/stores/sessionStore';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { remoteDefinition } from '../../../app/definition';

vi.mock('@matchday/shared/http/http', async () => ({ http: (await import('@matchday/shared/testing/mockHttp')).mockedHttp }));

const channel = (patch: Partial<StreamerChannel> = {}): StreamerChannel => ({
  roomId: '21',
  pushAddress: 'rtmp://localhost:1935/live',
  liveCode: 'live_secret',
  pushing: true,
  live: null,
  slowModeSeconds: 0,
  broadcastBan: null,
  ...patch,
});
const match = matchSummary({ id: '90', status: 'live' });

beforeEach(() => {
  resetHttp();
  signIn('token', { id: '21', username: 'Ada', roles: ['user', 'streamer'] } as never);
});

describe('live settings', () => {
  it('shows the push address, hides the live code until asked, and starts a live on a chosen match with a title', async () => {
    httpCalls.get.mockImplementation((path: string) => answer(path === LIVE_PATHS.channelMatches ? [match] : channel()));
    httpCalls.post.mockImplementationOnce(() => refusal('Choose a match that is in progress or starts within 1 hour'));
    await renderRemotePage(remoteDefinition, '/channel?tab=liveSettings');
    expect(await screen.findByTestId('push-address')).toHaveTextContent('rtmp://localhost:1935/live');
    expect(screen.getByTestId('live-code')).not.toHaveTextContent('live_secret');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByTestId('live-code')).toHaveTextContent('live_secret');
    expect(screen.getByTestId('push-state')).toHaveTextContent('Pushing');

    await userEvent.click(screen.getByTestId('start-live'));
    expect(screen.getByTestId('live-error')).toHaveTextContent('Live title can not be empty');
    await userEvent.type(screen.getByTestId('live-title'), 'Derby night');
    await userEvent.click(screen.getByTestId('start-live'));
    expect(screen.getByTestId('live-error')).toHaveTextContent('Choose a match for the live');
    await userEvent.click(screen.getByRole('combobox', { name: 'Match' }));
    await userEvent.click(within(screen.getByRole('listbox')).getByRole('option'));
    await userEvent.click(screen.getByTestId('start-live'));
    expect(httpCalls.post).toHaveBeenCalledWith(LIVE_PATHS.channelLive, { matchId: 90, title: 'Derby night' }, expect.anything());
    expect(await screen.findByTestId('live-error')).toHaveTextContent('Choose a match that is in progress or starts within 1 hour');
  });

  it('says ending on the page does not stop the tool’s push', async () => {
    const live = { id: '7', roomId: '21', title: 'Derby night', match, viewers: 3 } as StreamerChannel['live'];
    let ended = false;
    httpCalls.get.mockImplementation((path: string) => answer(path === LIVE_PATHS.channelMatches ? [] : channel(ended ? { pushing: true } : { live })));
    httpCalls.post.mockImplementation(() => {
      ended = true;
      return answer(channel({ live: null, pushing: true }));
    });
    await renderRemotePage(remoteDefinition, '/channel?tab=liveSettings');
    expect(await screen.findByTestId('end-live-note')).toHaveTextContent('Ending here does not stop the push');
    await userEvent.click(screen.getByTestId('end-live'));
    expect(await screen.findByTestId('live-ended')).toHaveTextContent('your tool is still pushing');
  });
});
