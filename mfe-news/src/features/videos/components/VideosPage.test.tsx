import { VIDEO_PATHS } from '@matchday/contracts/videos/contract';
import { pathTo } from '@matchday/contracts/http/paths';
import { eventBus } from '@matchday/shared/bus/eventBus';
import { ApiError } from '@matchday/shared/http/apiError';
import { answer, httpCalls, resetHttp } from '@matchday/shared/testing/mockHttp';
import { renderRemotePage } from '@matchday/ui/testing/renderRemotePage';
import { matchSummary, videoFixture } from '@matchday/contracts/testing/sportsFixtures';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { remoteDefinition } from '../../../app/definition';

const reads = vi.hoisted(() => ({ calls: [] as { path: string; params: unknown }[], handler: (_path: string, _params?: unknown): Promise<unknown> => Promise.reject(new Error('unset')) }));
vi.mock('@matchday/shared/http/http', async () => ({ http: (await import('@matchday/shared/testing/mockHttp')).mockedHttp }));
vi.mock('@matchday/shared/http/publicHttp', async () => ({
  readPublic: (await import('@matchday/shared/testing/mockHttp')).readingAs((path, params) => {
    reads.calls.push({ path, params });
    return reads.handler(path, params);
  }),
}));

const match = matchSummary({ id: '90', status: 'finished', homeScore: 2, awayScore: 1 });
const replay = videoFixture({ id: '11', match });
const goal = videoFixture({
  id: '12',
  match,
  kind: 'highlight',
  title: '',
  event: { type: 'goal', minute: 45, stoppage: 2, side: 'home', player: 'A. Striker' },
  replayId: '11',
  durationSeconds: 30,
});

beforeEach(() => {
  resetHttp();
  reads.calls = [];
  httpCalls.get.mockImplementation(() => answer({ items: [], next: null, total: 0 }));
});

describe('videos', () => {
  it('lists replays and highlights with their stills, lengths and titles, and filters by kind', async () => {
    reads.handler = () => Promise.resolve({ items: [goal, replay], next: null });
    const user = userEvent.setup();
    await renderRemotePage(remoteDefinition, '/video');
    const cards = await screen.findAllByTestId('video-card');
    expect(cards.map((card) => card.getAttribute('href'))).toEqual(['/video?id=12', '/video?id=11']);
    expect(cards[0]).toHaveTextContent(`Goal · A. Striker \u206645+2'\u2069`);
    expect(cards[0]).toHaveTextContent('0:30');
    expect(cards[1]).toHaveTextContent('Derby night live');
    expect(cards[1]).toHaveTextContent('1:30:05');
    expect(cards[1]).toHaveTextContent('by Ada');
    expect(cards[1]!.querySelector('img')).toHaveAttribute('src', replay.thumbnailUrl);

    // The filter is kept in the address (the shell owns it): a click asks the shell to go there.
    const navigations: unknown[] = [];
    const subscription = eventBus.on('navigate').subscribe((command) => navigations.push(command));
    await user.click(screen.getByRole('button', { name: 'Highlights' }));
    expect(navigations).toEqual([{ to: '/video?kind=highlight', replace: true }]);
    subscription.unsubscribe();
  });

  it('reads the sport and the kind from the address', async () => {
    reads.handler = () => Promise.resolve({ items: [goal], next: null });
    await renderRemotePage(remoteDefinition, '/video?tab=basketball&kind=highlight');
    await screen.findAllByTestId('video-card');
    expect(reads.calls.at(-1)).toEqual({ path: VIDEO_PATHS.videos, params: { kind: 'highlight', sport: 'basketball' } });
    expect(screen.getByRole('button', { name: 'Highlights' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('adds older videos under the newest with "Load more"', async () => {
    reads.handler = (_path, params) => Promise.resolve((params as { cursor?: string }).cursor === 'after-12' ? { items: [replay], next: null } : { items: [goal], next: 'after-12' });
    await renderRemotePage(remoteDefinition, '/video');
    expect(await screen.findAllByTestId('video-card')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await vi.waitFor(() => expect(screen.getAllByTestId('video-card').map((card) => card.getAttribute('href'))).toEqual(['/video?id=12', '/video?id=11']));
    expect(reads.calls.at(-1)).toEqual({ path: VIDEO_PATHS.videos, params: { kind: undefined, sport: undefined, cursor: 'after-12' } });
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('says when there is nothing yet', async () => {
    reads.handler = () => Promise.resolve({ items: [], next: null });
    await renderRemotePage(remoteDefinition, '/video');
    expect(await screen.findByText('No videos yet')).toBeInTheDocument();
  });

  it('plays one with its match, the rest of its live and its comments; a video that cannot load offers a retry', async () => {
    reads.handler = (path) => Promise.resolve(path === pathTo(VIDEO_PATHS.video, { videoId: '12' }) ? { video: goal, related: [replay] } : null);
    await renderRemotePage(remoteDefinition, '/video?id=12');
    expect(await screen.findByTestId('video-title')).toHaveTextContent(`Goal · A. Striker \u206645+2'\u2069`);
    expect(screen.getByTestId('article-match')).toHaveTextContent(`${match.home.name} 2 - 1 ${match.away.name}`);
    expect(within(screen.getByTestId('related-videos')).getByTestId('video-card')).toHaveAttribute('href', '/video?id=11');
    expect(screen.getByRole('link', { name: 'by Ada' })).toHaveAttribute('href', '/pc/live?id=7');
    // This test browser has no Media Source Extensions: the player says so and offers a retry.
    const player = screen.getByTestId('video-player');
    expect(player.querySelector('video')).toHaveAttribute('poster', goal.thumbnailUrl);
    await vi.waitFor(() => expect(player).toHaveAttribute('data-state', 'failed'), { timeout: 5000 });
    expect(within(player).getByRole('alert')).toHaveTextContent('Failed to load');
    expect(within(player).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(await screen.findByTestId('comment-thread')).toBeInTheDocument();
  });

  it('says a video that does not exist (an old or mistyped link) was not found, with the api’s reason and no retry', async () => {
    reads.handler = () => Promise.reject(new ApiError(3000, 'This video does not exist'));
    await renderRemotePage(remoteDefinition, '/video?id=999');
    const state = await screen.findByTestId('item-not-found');
    expect(within(state).getByRole('heading', { level: 1 })).toHaveTextContent('This video could not be found');
    expect(state).toHaveTextContent('This video does not exist');
    expect(within(state).queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to videos' })).toHaveAttribute('href', '/video');
  });

  it('offers a retry when no answer came, and shows the video once it comes', async () => {
    reads.handler = () => Promise.reject(new Error('No answer'));
    await renderRemotePage(remoteDefinition, '/video?id=12');
    const failed = await screen.findByTestId('error-state');
    expect(within(failed).getByRole('heading', { level: 1 })).toHaveTextContent('Failed to load');
    reads.handler = (path) => Promise.resolve(path === pathTo(VIDEO_PATHS.video, { videoId: '12' }) ? { video: goal, related: [] } : null);
    await userEvent.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('video-title')).toHaveTextContent(`Goal · A. Striker \u206645+2'\u2069`);
  });
});
