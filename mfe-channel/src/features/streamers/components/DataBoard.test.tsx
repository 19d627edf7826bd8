import { type ChannelStats, PROGRAMME_PATHS } from '@matchday/contracts/lives/contract';
import { signIn } from '@matchday/shared/stores/sessionStore';
import { answer, httpCalls, resetHttp } from '@matchday/shared/testing/mockHttp';
import { renderRemotePage } from '@matchday/ui/testing/renderRemotePage';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { remoteDefinition } from '../../../app/definition';

vi.mock('@matchday/shared/http/http', async () => ({ http: (await import('@matchday/shared/testing/mockHttp')).mockedHttp }));
// the test DOM lays nothing out; the charts are drawn in the browser.
vi.mock('./ViewersChart', () => ({ ViewersChart: () => <div data-testid="viewers-chart" />, ChatChart: () => <div data-testid="chat-chart" /> }));

const live = (id: string, title: string, patch: object = {}) => ({
  id,
  title,
  startedAt: '2026-11-25T20:00:00.000Z',
  endedAt: '2026-11-25T21:00:00.000Z',
  peakViewers: 40,
  averageViewers: 22.5,
  watchMinutes: 1350,
  chatMessages: 310,
  newFollowers: 12,
  samples: [
    { at: '2026-11-25T20:00:00.000Z', viewers: 10 },
    { at: '2026-11-25T20:00:30.000Z', viewers: 35 },
  ],
  ...patch,
});
const stats: ChannelStats = {
  overall: { lives: 2, peakViewers: 40, watchMinutes: 1400, chatMessages: 320, followers: 90, newFollowers: 13 },
  lives: [live('2', 'Derby night'), live('1', 'Cup final', { peakViewers: 5, chatMessages: 10, samples: [] })],
};

beforeEach(() => {
  resetHttp();
  signIn('token', { id: '21', username: 'Ada', roles: ['user', 'streamer'] } as never);
});

describe('the data board', () => {
  it('shows the overall figures and each live’s, with its viewers over time', async () => {
    httpCalls.get.mockImplementation((path: string) => (path === PROGRAMME_PATHS.channelStats ? answer(stats) : Promise.reject(new Error(path))));
    await renderRemotePage(remoteDefinition, '/channel?tab=dataBoard');
    expect(await screen.findByTestId('board-peak')).toHaveTextContent('40');
    expect(screen.getByTestId('board-watch')).toHaveTextContent('1400 min');
    expect(screen.getByTestId('board-followers')).toHaveTextContent('90');
    expect(screen.getByTestId('board-live-average')).toHaveTextContent('22.5');
    expect(await screen.findByTestId('viewers-chart')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cup final' }));
    expect(screen.getByTestId('board-live-peak')).toHaveTextContent('5');
    expect(screen.getByText(/Viewers are counted every 30 seconds/)).toBeInTheDocument();
  });
});
