import { pathTo } from '@matchday/contracts/http/paths';
import { SPORTS_PATHS } from '@matchday/contracts/sports/contract';
import type { MatchEvent, MatchSummary } from '@matchday/contracts/sports/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { currentQuery, renderAt } from '../../../testing/renderAt';
import { aMatch, anEvent, answerRoutes, page, paramsOf, pushChannel, resetSportsMocks } from '../../../testing/answers';

vi.mock('@matchday/shared/http/publicHttp', async () => ({ readPublic: (await import('@matchday/shared/testing/mockHttp')).mockedReadPublic }));
vi.mock('@matchday/shared/realtime/realtime', async () => ({ watchChannel: (await import('../../../testing/answers')).mockedWatchChannel }));

const derby = aMatch('1', {
  status: 'live',
  phase: 'first_half',
  clock: 23,
  homeScore: 1,
  home: { id: 'h1', name: 'Arsenal', shortName: 'ARS' },
  away: { id: 'a1', name: 'Chelsea', shortName: 'CHE' },
});
const other = aMatch('2', { status: 'live', phase: 'second_half', clock: 60, home: { id: 'h2', name: 'Milan', shortName: 'MIL' }, away: { id: 'a2', name: 'Inter', shortName: 'INT' } });
const derbyEvents: MatchEvent[] = [
  anEvent(1, { type: 'kick_off', minute: 1, side: null }),
  anEvent(2, { type: 'yellow_card', minute: 9, side: 'away', player: 'Caicedo' }),
  anEvent(3, { type: 'goal', minute: 23, side: 'home', player: 'Saka', detail: { score: '1-0' }, homeScore: 1 }),
];

const lakers = aMatch('9', {
  sport: 'basketball',
  discipline: 'basketball',
  status: 'live',
  phase: 'q2',
  clock: 452,
  homeScore: 40,
  awayScore: 38,
  home: { id: 'h9', name: 'Lakers', shortName: 'LAL' },
  away: { id: 'a9', name: 'Celtics', shortName: 'BOS' },
});
const lakersEvents: MatchEvent[] = [
  anEvent(1, { type: 'quarter_start', phase: 'q2', minute: 2, side: null, detail: { clock: 720 }, homeScore: 30, awayScore: 30 }),
  anEvent(2, { type: 'three_point', phase: 'q2', minute: 2, side: 'home', player: 'James', detail: { clock: 452, made: true, score: '40-38' }, homeScore: 40, awayScore: 38 }),
  anEvent(3, { type: 'free_throw', phase: 'q2', minute: 2, side: 'away', player: 'Tatum', detail: { clock: 440, made: false }, homeScore: 40, awayScore: 38 }),
];

function serve(live: MatchSummary[], details: { match: MatchSummary; events: MatchEvent[] }[]) {
  const routes: Record<string, unknown> = { [SPORTS_PATHS.matches]: page(live) };
  for (const { match, events } of details) {
    routes[pathTo(SPORTS_PATHS.match, { id: match.id })] = { match, stats: {}, keyEvents: [] };
    routes[pathTo(SPORTS_PATHS.events, { id: match.id })] = events;
  }
  answerRoutes(routes);
}

const lines = () => screen.getAllByTestId('commentary-line').map((line) => `${within(line).getByTestId('commentary-clock').textContent} ${within(line).getByTestId('commentary-text').textContent}`);

describe('text live: football', () => {
  beforeEach(() => {
    resetSportsMocks();
    serve([derby, other], [{ match: derby, events: derbyEvents }, { match: other, events: [] }]);
  });

  it('follows the first live match, newest line first, with the minute and a sentence', async () => {
    await renderAt('/written/football');
    await screen.findAllByTestId('commentary-line');
    expect(paramsOf(SPORTS_PATHS.matches)[0]).toMatchObject({ view: 'live', sport: 'football' });
    expect(lines()).toEqual(["23' Goal! Saka (Arsenal) — 1:0", "9' Yellow card for Caicedo (Chelsea)", "1' Kick-off! Arsenal against Chelsea"]);
    expect(screen.getByTestId('text-live-score')).toHaveTextContent('Arsenal1 : 0Chelsea');
    expect(screen.getByRole('link', { name: 'Match details' })).toHaveAttribute('href', '/pc/detail?id=1');
    const picker = screen.getByTestId('live-match-picker');
    expect(within(picker).getByRole('button', { name: 'ARS 1:0 CHE' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('adds lines as they happen, announces them politely and leaves focus alone', async () => {
    await renderAt('/written/football');
    await screen.findAllByTestId('commentary-line');
    const announcer = screen.getByTestId('text-live-announcer');
    expect(announcer).toHaveAttribute('aria-live', 'polite');
    expect(announcer).toBeEmptyDOMElement(); // what was there before is read, not announced
    const picker = within(screen.getByTestId('live-match-picker')).getByRole('button', { name: 'MIL 0:0 INT' });
    picker.focus();

    act(() =>
      pushChannel('match:1', {
        match: { ...derby, clock: 31, awayScore: 1, version: 2 },
        events: [anEvent(4, { type: 'goal', minute: 31, side: 'away', player: 'Palmer', detail: { assist: 'James', score: '1-1' }, homeScore: 1, awayScore: 1 })],
      }),
    );
    await waitFor(() => expect(lines()[0]).toBe("31' Goal! Palmer (Chelsea), assisted by James — 1:1"));
    expect(lines()).toHaveLength(4);
    expect(announcer).toHaveTextContent("31' Goal! Palmer (Chelsea), assisted by James — 1:1");
    expect(screen.getByTestId('text-live-score')).toHaveTextContent('1 : 1');
    expect(document.activeElement).toBe(picker);
  });

  it('keeps the reader’s place when they have scrolled down, and stays on top otherwise', async () => {
    await renderAt('/written/football');
    await screen.findAllByTestId('commentary-line');
    const scroller = screen.getByTestId('text-live-scroller');
    // the test DOM lays nothing out: every line is 40px high.
    Object.defineProperty(scroller, 'scrollHeight', { configurable: true, get: () => screen.getAllByTestId('commentary-line').length * 40 });
    scroller.scrollTop = 50;
    fireEvent.scroll(scroller);
    act(() => pushChannel('match:1', { match: { ...derby, version: 2 }, events: [anEvent(4, { type: 'corner', minute: 30, side: 'away' })] }));
    await waitFor(() => expect(lines()).toHaveLength(4));
    expect(scroller.scrollTop).toBe(90);

    scroller.scrollTop = 0;
    fireEvent.scroll(scroller);
    act(() => pushChannel('match:1', { match: { ...derby, version: 3 }, events: [anEvent(5, { type: 'offside', minute: 32, side: 'home', player: 'Saka' })] }));
    await waitFor(() => expect(lines()[0]).toBe("32' Saka (Arsenal) is caught offside"));
    expect(scroller.scrollTop).toBe(0);
  });

  it('choosing another live match puts it in the address and shows its commentary', async () => {
    await renderAt('/written/football');
    await screen.findAllByTestId('commentary-line');
    fireEvent.click(within(screen.getByTestId('live-match-picker')).getByRole('button', { name: 'MIL 0:0 INT' }));
    await waitFor(() => expect(currentQuery().get('id')).toBe('2'));
    expect(await screen.findByText('No live commentary yet')).toBeInTheDocument();
    expect(screen.getByTestId('text-live-score')).toHaveTextContent('Milan');
  });

  it('says so when no match of the sport is live', async () => {
    resetSportsMocks();
    serve([], []);
    await renderAt('/written/football');
    expect(await screen.findByText('No matches are live right now')).toBeInTheDocument();
  });
});

describe('text live: basketball', () => {
  beforeEach(() => {
    resetSportsMocks();
    serve([lakers], [{ match: lakers, events: lakersEvents }]);
  });

  it('opens the match of `?id=` with the quarter and clock on each line', async () => {
    await renderAt('/written/basketball?id=9');
    await screen.findAllByTestId('commentary-line');
    expect(paramsOf(SPORTS_PATHS.matches)[0]).toMatchObject({ view: 'live', sport: 'basketball' });
    expect(lines()).toEqual(['Q2 07:20 Tatum (Celtics) misses a free throw', 'Q2 07:32 Three! James (Lakers) — 40:38', 'Q2 12:00 Quarter 2 begins']);
    expect(screen.getByTestId('text-live-clock')).toHaveTextContent('Q2 07:32');
  });

  it('writes lines in the page language', async () => {
    await renderAt('/written/basketball?id=9', 'zh_CN');
    await screen.findAllByTestId('commentary-line');
    expect(lines()[1]).toBe('第2节 07:32 三分命中！James（Lakers）— 40:38');
  });
});

describe('text live: a match that ends', () => {
  beforeEach(() => {
    resetSportsMocks();
    serve([derby, other], [{ match: derby, events: derbyEvents }, { match: other, events: [] }]);
  });

  it('stays on the match being read when it leaves the live list', async () => {
    await renderAt('/written/football');
    await screen.findAllByTestId('commentary-line');
    const ended = { ...derby, status: 'finished' as const, phase: 'full_time', version: 5 };
    act(() => pushChannel('scores:football', { matches: [ended] }));
    await waitFor(() => expect(within(screen.getByTestId('live-match-picker')).queryByRole('button', { name: /ARS/ })).toBeNull());
    expect(screen.getByTestId('text-live-score')).toHaveTextContent('Arsenal');
    expect(lines()[0]).toBe("23' Goal! Saka (Arsenal) — 1:0");
  });
});
