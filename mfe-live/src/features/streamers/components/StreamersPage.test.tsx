import { LIVE_PATHS, livesRead, PROGRAMME_PATHS, programmesRead } from '@matchday/contracts/lives/contract';
import { eventBus } from '@matchday/shared/bus/eventBus';
import { firstReadKey, provideFirstAnswers } from '@matchday/shared/firstScreen/firstAnswers';
import { answer, httpCalls, resetHttp } from '@matchday/shared/testing/mockHttp';
import { renderRemotePage } from '@matchday/ui/testing/renderRemotePage';
import { screen } from '@testing-library/react';
import { NEVER } from 'rxjs';
import { remoteDefinition } from '../../../app/definition';
import { aLive } from '../../../testing/lives';

vi.mock('@matchday/shared/http/http', async () => ({ http: (await import('@matchday/shared/testing/mockHttp')).mockedHttp }));
vi.mock('@matchday/shared/live/liveMatches', () => ({ liveMatchList: () => NEVER }));

beforeEach(() => resetHttp());

describe('the streamer list', () => {
  it('shows who is live with viewers and the live score, each card opening the room', async () => {
    httpCalls.get.mockImplementation((path: string) =>
      answer(path === LIVE_PATHS.lives ? [aLive(), aLive({ id: '8', roomId: '22', streamerName: 'Ben', pushing: false, title: 'Half-time talk' })] : []),
    );
    await renderRemotePage(remoteDefinition, '/streamer');
    const cards = await screen.findAllByTestId('live-card');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveAttribute('href', '/pc/live?id=21');
    expect(cards[0]).toHaveTextContent('Derby night watch-along');
    expect(cards[0]).toHaveTextContent('12 watching');
    expect(cards[0]).toHaveTextContent('1 - 0');
    expect(cards[1]).toHaveTextContent('Stream paused');
    // Each streamer's picture (their avatar or a badge the api draws), decorative beside their name.
    expect(cards.map((card) => card.querySelector('img')?.getAttribute('src'))).toEqual(['/api/streamers/21/avatar', '/api/streamers/22/avatar']);
    expect(cards[0]!.querySelector('img')).toHaveAttribute('alt', '');
    expect(httpCalls.get).toHaveBeenCalledWith(LIVE_PATHS.lives, expect.objectContaining({ params: {} }));
  });

  it("draws the lives the shell's server embedded without asking, says so once, and reads them again 15 s on", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    provideFirstAnswers({ [firstReadKey(livesRead(undefined))]: [aLive({ title: 'Embedded live' })], [firstReadKey(programmesRead(undefined))]: [] });
    const drawn: unknown[] = [];
    const subscription = eventBus.on('page.drawn').subscribe((said) => drawn.push(said));
    httpCalls.get.mockImplementation(() => answer([aLive({ title: 'Read again' })]));
    try {
      await renderRemotePage(remoteDefinition, '/streamer');
      expect(screen.getByTestId('live-card')).toHaveTextContent('Embedded live');
      expect(drawn).toEqual([{ remote: 'live' }]);
      expect(httpCalls.get).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(15_000);
      expect(await screen.findByText('Read again')).toBeInTheDocument();
      expect(drawn).toHaveLength(1);
    } finally {
      subscription.unsubscribe();
      provideFirstAnswers({});
      vi.useRealTimers();
    }
  });

  it('asks the api for one sport on its tab, and says when no one is live', async () => {
    httpCalls.get.mockImplementation(() => answer([]));
    await renderRemotePage(remoteDefinition, '/streamer?tab=basketball');
    expect(await screen.findByText('No streamers are live right now')).toBeInTheDocument();
    expect(httpCalls.get).toHaveBeenCalledWith(LIVE_PATHS.lives, expect.objectContaining({ params: { sport: 'basketball' } }));
  });
});

describe('coming up', () => {
  it('lists the lives streamers scheduled on coming matches', async () => {
    const coming = { id: '3', roomId: '22', streamerName: 'Ben', title: 'Cup final preview', match: { ...aLive().match, status: 'not_started' } };
    httpCalls.get.mockImplementation((path: string) => answer(path === PROGRAMME_PATHS.programmes ? [coming] : []));
    await renderRemotePage(remoteDefinition, '/streamer');
    expect(await screen.findByTestId('programme')).toHaveTextContent('Cup final preview');
    expect(screen.getByRole('link', { name: 'Cup final preview' })).toHaveAttribute('href', '/pc/live?id=22');
  });
});
