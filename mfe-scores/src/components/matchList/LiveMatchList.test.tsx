import { SPORTS_PATHS } from '@matchday/contracts/sports/contract';
import type { ChannelName } from '@matchday/contracts/realtime/protocol';
import { fakeChannels } from '@matchday/shared/testing/fakeChannels';
import { httpCalls, resetHttp } from '@matchday/shared/testing/mockHttp';
import { renderRemotePage } from '@matchday/ui/testing/renderRemotePage';
import { favouritesStore } from '@matchday/shared/stores/favouritesStore';
import { matchSummary } from '@matchday/contracts/testing/sportsFixtures';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eventBus } from '@matchday/shared/bus/eventBus';
import { firstReadKey, provideFirstAnswers } from '@matchday/shared/firstScreen/firstAnswers';
import { browserTimeZone } from '@matchday/shared/format/format';
import { matchListRead } from '@matchday/shared/live/matchListRead';
import { remoteDefinition } from '../../app/definition';

const channels = vi.hoisted(() => ({ current: null as ReturnType<typeof fakeChannels> | null }));
vi.mock('@matchday/shared/http/publicHttp', async () => ({ readPublic: (await import('@matchday/shared/testing/mockHttp')).mockedReadPublic }));
vi.mock('@matchday/shared/realtime/realtime', () => ({ watchChannel: (name: ChannelName) => channels.current!.channel(name) }));

const page = (items: unknown[]) => Promise.resolve({ data: { items, page: 1, pageSize: 200, total: items.length } });

const live = matchSummary({ id: 'm1', status: 'live', phase: 'second_half', clock: 63, homeScore: 1, awayScore: 0, redCards: { home: 0, away: 2 } });
const later = matchSummary({ id: 'm2', home: { id: 't3', name: 'Westford City', shortName: 'WFC' }, away: { id: 't4', name: 'Southgate', shortName: 'SG' } });
const hoops = matchSummary({
  id: 'b1',
  sport: 'basketball',
  discipline: 'basketball',
  status: 'live',
  phase: 'q3',
  clock: 305,
  homeScore: 61,
  awayScore: 58,
  competition: { id: 'c9', name: 'National League', shortName: 'NL', tier: 1, country: 'USA' },
});

describe('the home page list', () => {
  beforeEach(() => {
    // A phone-high window: the list draws the rows that fit it (the test DOM has no layout of its own).
    Object.defineProperty(document.documentElement, 'clientHeight', { value: 800, configurable: true });
    resetHttp();
    channels.current = fakeChannels();
  });

  it("groups today's matches by sport and competition with their clocks and kick-off times", async () => {
    httpCalls.get.mockImplementation(() => page([live, hoops, later]));
    await renderRemotePage(remoteDefinition, '/');
    const rows = await screen.findAllByTestId('match-row');
    expect(rows.map((row) => row.dataset.matchId)).toEqual(['m1', 'm2', 'b1']);
    expect(screen.getAllByTestId('match-group').map((group) => group.textContent)).toEqual(['Premier DivisionFootball · England', 'National LeagueBasketball · USA']);
    expect(within(rows[0]!).getByTestId('match-clock')).toHaveTextContent("63'");
    expect(within(rows[0]!).getByTestId('red-cards')).toHaveAttribute('aria-label', 'Sent off: 2');
    expect(within(rows[2]!).getByTestId('match-clock')).toHaveTextContent('Q3 05:05');
    expect(within(rows[1]!).getByTestId('match-clock').textContent).toMatch(/\d\d:\d\d/);
    expect(httpCalls.get).toHaveBeenCalledWith(SPORTS_PATHS.matches, expect.objectContaining({ params: expect.objectContaining({ view: 'today', page: 1, pageSize: 200 }) }));
    // Rows stay hidden until the browser has measured them (the test DOM never does).
    expect(within(rows[0]!).getByRole('link', { hidden: true })).toHaveAttribute('href', '/pc/detail?id=m1');
  });

  // The kick-off column is narrow: "02:00 PM" wrapped "PM" under the time. The day period is held
  // to the time by a no-break space, in the site's language (not the browser's).
  it.each([
    ['en_US', /^\d\d:\d\d\u00a0[AP]M$/],
    ['ar', /^\d\d:\d\d\u00a0[صم]$/],
    ['zh_CN', /^\d\d:\d\d$/],
  ] as const)('writes a kick-off in %s with no place to wrap it', async (language, kickOff) => {
    httpCalls.get.mockImplementation(() => page([later]));
    await renderRemotePage(remoteDefinition, '/', language);
    const [row] = await screen.findAllByTestId('match-row');
    const text = within(row!).getByTestId('match-clock').textContent!;
    expect(text).toMatch(kickOff);
    expect(text).not.toMatch(/[ \u202f]/);
  });

  it('shows a new score and minute without a reload, and flashes only the changed score', async () => {
    httpCalls.get.mockImplementation(() => page([live, later]));
    await renderRemotePage(remoteDefinition, '/');
    await screen.findAllByTestId('match-row');
    act(() => channels.current!.publish('scores:football', { matches: [{ ...live, clock: 64, homeScore: 2, version: 2 }] }));
    const row = screen.getAllByTestId('match-row')[0]!;
    expect(within(row).getByTestId('match-clock')).toHaveTextContent("64'");
    const [home, away] = within(row).getAllByTestId('score');
    expect(home).toHaveTextContent('2');
    expect(home).toHaveAttribute('data-changed', 'true');
    expect(away).not.toHaveAttribute('data-changed');
  });

  it('marks a live match as delayed while its provider is not answering, and unmarks it when it answers', async () => {
    httpCalls.get.mockImplementation(() => page([live, later]));
    await renderRemotePage(remoteDefinition, '/');
    await screen.findAllByTestId('match-row');
    expect(screen.queryByTestId('delayed')).toBeNull();
    act(() => channels.current!.publish('scores:football', { matches: [{ ...live, delayed: true, version: 2 }] }));
    const mark = within(screen.getAllByTestId('match-row')[0]!).getByTestId('delayed');
    expect(mark).toHaveTextContent('Delayed');
    expect(mark).toHaveAttribute('title', 'The data provider has stopped answering; the score may be behind.');
    act(() => channels.current!.publish('scores:football', { matches: [{ ...live, clock: 65, version: 3 }] }));
    expect(screen.queryByTestId('delayed')).toBeNull();
  });

  it('lists only live matches on the live tab and takes matches as they go live', async () => {
    httpCalls.get.mockImplementation(() => page([live]));
    await renderRemotePage(remoteDefinition, '/?tab=live');
    await screen.findAllByTestId('match-row');
    expect(httpCalls.get).toHaveBeenLastCalledWith(SPORTS_PATHS.matches, expect.objectContaining({ params: expect.objectContaining({ view: 'live' }) }));
    act(() => channels.current!.publish('scores:football', { matches: [{ ...later, status: 'live', phase: 'first_half', clock: 1, version: 2 }] }));
    await waitFor(() => expect(screen.getAllByTestId('match-row').map((row) => row.dataset.matchId).sort()).toEqual(['m1', 'm2']));
  });

  it("puts the user's starred matches, and those of starred teams, first under Favourites", async () => {
    favouritesStore.setState({
      status: 'ready',
      items: [
        { kind: 'match', id: 'b1', createdAt: '2026-11-24T10:00:00.000Z' },
        { kind: 'team', id: 't3', createdAt: '2026-11-24T09:00:00.000Z' },
      ],
    });
    httpCalls.get.mockImplementation(() => page([live, hoops, later]));
    await renderRemotePage(remoteDefinition, '/');
    const rows = await screen.findAllByTestId('match-row');
    expect(rows.map((row) => row.dataset.matchId)).toEqual(['b1', 'm2', 'm1']);
    expect(screen.getAllByTestId('match-group')[0]).toHaveTextContent('Favourites');
    expect(within(rows[0]!).getByTestId('favourite-toggle')).toHaveAttribute('aria-pressed', 'true');
    expect(within(rows[1]!).getByTestId('favourite-toggle')).toHaveAttribute('aria-pressed', 'false');
    favouritesStore.setState({ status: 'idle', items: [] });
  });

  it('says when there is nothing to show, and offers a retry when the list fails', async () => {
    httpCalls.get.mockImplementationOnce(() => Promise.reject(new Error('offline'))).mockImplementation(() => page([]));
    await renderRemotePage(remoteDefinition, '/');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No matches to show yet')).toBeInTheDocument();
  });

  it("draws the page's first screen from the answers the shell's server embedded, then from the api, and says so once", async () => {
    provideFirstAnswers({ [firstReadKey(matchListRead({ view: 'today' }, 1, browserTimeZone()))]: { items: [later], page: 1, pageSize: 200, total: 1 } });
    const drawn: unknown[] = [];
    const subscription = eventBus.on('page.drawn').subscribe((event) => drawn.push(event));
    let answer: (value: unknown) => void = () => undefined;
    httpCalls.get.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    try {
      await renderRemotePage(remoteDefinition, '/');
      // No round trip: the embedded answer is on screen while the api's is on its way.
      expect((await screen.findAllByTestId('match-row')).map((row) => row.dataset.matchId)).toEqual(['m2']);
      expect(screen.queryByRole('status')).toBeNull();
      await waitFor(() => expect(drawn).toEqual([{ remote: 'scores' }]));
      await act(async () => answer({ data: { items: [live, later], page: 1, pageSize: 200, total: 2 } }));
      await waitFor(() => expect(screen.getAllByTestId('match-row').map((row) => row.dataset.matchId)).toEqual(['m1', 'm2']));
      expect(drawn).toHaveLength(1);
    } finally {
      subscription.unsubscribe();
      provideFirstAnswers({});
    }
  });
});

describe('crests on the list', () => {
  const originalMatchMedia = window.matchMedia;
  const phoneScreen = (phone: boolean) => {
    window.matchMedia = ((query: string) => ({
      matches: phone && query.includes('max-width'),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    })) as typeof window.matchMedia;
  };
  beforeEach(() => {
    Object.defineProperty(document.documentElement, 'clientHeight', { value: 800, configurable: true });
    resetHttp();
    channels.current = fakeChannels();
  });
  afterEach(() => {
    window.matchMedia = originalMatchMedia;
  });

  /** The row's crests, in the order the row holds them. */
  const crestsOf = (row: HTMLElement) => [...row.querySelectorAll('img')];

  it.each([
    ['a desktop', false],
    ['a phone', true],
  ])("shows each side's crest on %s, decorative and sized before they load", async (_, phone) => {
    phoneScreen(phone);
    httpCalls.get.mockImplementation(() => page([later]));
    await renderRemotePage(remoteDefinition, '/');
    const [row] = await screen.findAllByTestId('match-row');
    const crests = crestsOf(row!);
    expect(crests.map((crest) => crest.getAttribute('src'))).toEqual(['/api/sports/teams/t3/crest', '/api/sports/teams/t4/crest']);
    for (const crest of crests) {
      expect(crest).toHaveAttribute('alt', '');
      expect([crest.getAttribute('width'), crest.getAttribute('height')]).toEqual(['18', '18']);
    }
    // The row is still named by its teams alone.
    expect(within(row!).getByRole('link', { hidden: true })).toHaveAttribute('aria-label', 'Westford City – Southgate');
  });

  it.each(['en_US', 'ar'] as const)("keeps each crest on its team's side of the name, towards the score (%s)", async (language) => {
    phoneScreen(false);
    httpCalls.get.mockImplementation(() => page([later]));
    await renderRemotePage(remoteDefinition, '/', language);
    const [row] = await screen.findAllByTestId('match-row');
    const [home, away] = within(row!).getAllByText(/Westford City|Southgate/, { selector: 'span' });
    // Home: name, crest, score; away: score, crest, name. Each is a cell of the row's grid, which
    // right to left mirrors, so the crest stays next to the score in Arabic too (the end-to-end
    // test measures where it is drawn).
    expect(home!.nextElementSibling).toBe(crestsOf(row!)[0]);
    expect(crestsOf(row!)[0]!.nextElementSibling).toHaveAttribute('data-testid', 'score-pair');
    expect(away!.previousElementSibling).toBe(crestsOf(row!)[1]);
    expect(getComputedStyle(home!.parentElement!).display).toBe('grid');
  });
});
