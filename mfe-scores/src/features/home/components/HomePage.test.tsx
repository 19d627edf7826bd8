import { VIDEO_PATHS } from '@matchday/contracts/videos/contract';
import { httpCalls, resetHttp } from '@matchday/shared/testing/mockHttp';
import { renderRemotePage } from '@matchday/ui/testing/renderRemotePage';
import { matchSummary, videoFixture } from '@matchday/contracts/testing/sportsFixtures';
import { screen } from '@testing-library/react';
import { HOME_LIST_TABS, HOME_OTHER_TABS } from '@matchday/shared/firstScreen/firstReads';
import { remoteDefinition } from '../../../app/definition';
import { LIST_TABS } from './HomePage';

vi.mock('@matchday/shared/http/publicHttp', async () => ({ readPublic: (await import('@matchday/shared/testing/mockHttp')).mockedReadPublic }));

const match = matchSummary({ id: '90', status: 'finished', homeScore: 1, awayScore: 0 });
const highlight = videoFixture({
  id: '12',
  match,
  kind: 'highlight',
  title: '',
  event: { type: 'red_card', minute: 70, stoppage: 0, side: 'away', player: 'B. Back' },
  replayId: '11',
  durationSeconds: 30,
});

beforeEach(resetHttp);

describe('the home page video tab', () => {
  it('shows the latest replays and highlights, and leads to all of them', async () => {
    httpCalls.get.mockImplementation((path: string) => Promise.resolve({ data: path === VIDEO_PATHS.videos ? { items: [highlight], next: null } : null }));
    await renderRemotePage(remoteDefinition, '/?tab=video');
    const card = await screen.findByTestId('video-card');
    expect(card).toHaveTextContent(`Red card · B. Back \u206670'\u2069`);
    expect(card).toHaveAttribute('href', '/video?id=12');
    expect(screen.getByRole('link', { name: 'All videos' })).toHaveAttribute('href', '/video');
  });

  it('says when there are none yet', async () => {
    httpCalls.get.mockImplementation(() => Promise.resolve({ data: { items: [], next: null } }));
    await renderRemotePage(remoteDefinition, '/?tab=video');
    expect(await screen.findByText('No videos yet')).toBeInTheDocument();
  });
});

describe("the home page's tabs", () => {
  it("are the ones the shell's server draws first screens of, in its order", async () => {
    expect(LIST_TABS.map(([view]) => view)).toEqual([...HOME_LIST_TABS]);
    httpCalls.get.mockImplementation(() => Promise.resolve({ data: { items: [], next: null, total: 0 } }));
    await renderRemotePage(remoteDefinition, '/?tab=video');
    expect(screen.getAllByRole('tab')).toHaveLength(HOME_LIST_TABS.length + HOME_OTHER_TABS.length);
    expect(screen.getAllByRole('tab').at(-2)).toHaveTextContent('Video');
    expect(screen.getAllByRole('tab').at(-1)).toHaveTextContent('Hot');
  });
});
