import { pathTo } from '@matchday/contracts/http/paths';
import { SPORTS_PATHS } from '@matchday/contracts/sports/contract';
import { LIVE_PATHS } from '@matchday/contracts/lives/contract';
import type { MatchEvent, MatchLineups, MatchOverview, MatchSummary, OddsLine, OddsMovement, PlayerStatLine } from '@matchday/contracts/sports/contract';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@matchday/shared/http/apiError';
import { httpCalls } from '@matchday/shared/testing/mockHttp';
import { aMatch, answerRoutes, publishOn, resetAnswers, resetChannels, type Routes } from '../../../testing/answers';
import { renderAt } from '../../../testing/renderAt';
import { eventBus } from '@matchday/shared/bus/eventBus';
import { firstReadKey, provideFirstAnswers } from '@matchday/shared/firstScreen/firstAnswers';
import { matchReads } from '@matchday/shared/live/matchListRead';

vi.mock('@matchday/shared/http/publicHttp', async () => ({ readPublic: (await import('@matchday/shared/testing/mockHttp')).mockedReadPublic }));
vi.mock('@matchday/shared/realtime/realtime', async () => ({ watchChannel: (await import('../../../testing/answers')).mockedWatchChannel }));

const of = (path: string, id = '7') => pathTo(path, { id });
let seq = 0;
const event = (type: MatchEvent['type'], patch: Partial<MatchEvent> = {}): MatchEvent => ({
  seq: ++seq, type, phase: 'first_half', minute: 10, stoppage: 0, side: 'home', player: 'A. Player', detail: {}, homeScore: 0, awayScore: 0, at: '2026-11-24T19:40:00.000Z', ...patch,
});

const football = aMatch('7', { status: 'live', phase: 'second_half', clock: 67, homeScore: 1, awayScore: 0, periodScores: [{ period: '1H', home: 1, away: 0 }], round: 'Round 12' });
const starters = (prefix: string) =>
  Array.from({ length: 11 }, (_, index) =>
    // A Chinese player's family name comes first: the pitch shows it, not the given name.
    index === 10
      ? { id: `${prefix}${index}`, name: 'Zeng Zihao', shortName: 'Zeng', position: 'FW', number: 11 }
      : { id: `${prefix}${index}`, name: `${prefix} Player${index}`, shortName: `Player${index}`, position: index === 0 ? 'GK' : 'DF', number: index + 1 },
  );
const lineups: MatchLineups = {
  home: { formation: '4-3-3', starters: starters('H'), bench: [], substitutions: [{ minute: 60, off: 'H Player9', on: 'H Sub' }] },
  away: { formation: '4-4-2', starters: starters('A'), bench: [], substitutions: [] },
};
const odds: OddsLine[] = [{ market: 'european', line: null, home: 1.5, draw: 3.9, away: 6.2, status: 'open', updatedAt: '2026-11-24T19:40:00.000Z' }];
const movement: OddsMovement[] = [
  { line: null, home: 2.1, draw: 3.2, away: 3.5, minute: 0, homeScore: 0, awayScore: 0, at: '2026-11-24T19:00:00.000Z' },
  { line: null, home: 1.5, draw: 3.9, away: 6.2, minute: 31, homeScore: 1, awayScore: 0, at: '2026-11-24T19:40:00.000Z' },
];

function answerMatch(match: MatchSummary, events: MatchEvent[], extra: Routes = {}) {
  const overview: MatchOverview = { match, stats: { home: { possession: 61, corners: 5 }, away: { possession: 39, corners: 2 } }, keyEvents: [] };
  answerRoutes({
    [of(SPORTS_PATHS.match, match.id)]: overview,
    [of(SPORTS_PATHS.events, match.id)]: (params: Record<string, unknown>) => (Number(params.after) === 0 ? events : []),
    ...extra,
  });
}

describe('match detail', () => {
  beforeEach(() => {
    resetAnswers();
    resetChannels();
    seq = 0;
  });

  it('shows the scoreboard and overview of a live football match, and follows it live', async () => {
    answerMatch(football, [event('goal', { minute: 23, homeScore: 1 }), event('corner'), event('yellow_card', { side: 'away', minute: 40, homeScore: 1 })]);
    await renderAt('/pc/detail?id=7');
    const header = await screen.findByTestId('match-header');
    expect(within(header).getByTestId('header-score')).toHaveTextContent('1 – 0');
    expect(within(header).getByTestId('header-clock')).toHaveTextContent("67'");
    expect(header).toHaveTextContent(`${football.competition.name} · Round 12`);
    // Each side's crest above its name, 48 px, decorative.
    expect([...header.querySelectorAll('img')].map((crest) => [crest.getAttribute('src'), crest.getAttribute('width'), crest.getAttribute('alt')])).toEqual([
      ['/api/sports/teams/h7/crest', '48', ''],
      ['/api/sports/teams/a7/crest', '48', ''],
    ]);
    expect(screen.getByTestId('period-scores')).toHaveTextContent('1H');
    expect(screen.getByTestId('stat-bars')).toHaveTextContent('Possession (%)');
    const timeline = screen.getByTestId('event-timeline');
    expect(within(timeline).getAllByRole('img').map((icon) => icon.getAttribute('aria-label'))).toEqual(['Yellow card', 'Goal']);
    act(() =>
      publishOn('match:7', { match: { ...football, clock: 70, awayScore: 1, version: 2 }, events: [event('goal', { side: 'away', minute: 70, homeScore: 1, awayScore: 1 })] }),
    );
    expect(within(header).getByTestId('header-score')).toHaveTextContent('1 – 1');
    expect(within(screen.getByTestId('event-timeline')).getAllByRole('img')[0]).toHaveAttribute('aria-label', 'Goal');
  });

  it("shows a second leg's aggregate, moving with the score (the first leg's result before kick-off)", async () => {
    const secondLeg = aMatch('7', { ...football, knockout: true, firstLeg: { home: 1, away: 3 } });
    answerMatch(secondLeg, []);
    await renderAt('/pc/detail?id=7');
    const header = await screen.findByTestId('match-header');
    expect(within(header).getByTestId('header-aggregate')).toHaveTextContent('Agg. 2–3');
    act(() => publishOn('match:7', { match: { ...secondLeg, homeScore: 3, version: 2 }, events: [] }));
    expect(within(header).getByTestId('header-aggregate')).toHaveTextContent('Agg. 4–3');
  });

  it('leads from a live match to the streams showing it, and from no other', async () => {
    const lives = pathTo(LIVE_PATHS.matchLives, { matchId: '7' });
    const live = (id: string, streamerName: string) => ({ id, roomId: `2${id}`, streamerName, status: 'live', viewers: 3 });
    answerMatch(football, [], { [lives]: [live('1', 'Ada')] });
    await renderAt('/pc/detail?id=7');
    const streams = await screen.findByTestId('match-streams');
    expect(within(streams).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([['Watch live with Ada', '/pc/live?id=21']]);
  });

  it('asks for no streams of a match that is not live', async () => {
    answerMatch({ ...football, status: 'finished' }, []);
    await renderAt('/pc/detail?id=7');
    await screen.findByTestId('match-header');
    expect(screen.queryByTestId('match-streams')).toBeNull();
    expect(httpCalls.get.mock.calls.map(([address]) => address)).not.toContain(pathTo(LIVE_PATHS.matchLives, { matchId: '7' }));
  });

  it('draws the line-ups on a pitch, and shows the odds with their movement', async () => {
    answerMatch(football, [], {
      [of(SPORTS_PATHS.lineups)]: lineups,
      [of(SPORTS_PATHS.odds)]: odds,
      [of(SPORTS_PATHS.oddsMovement)]: movement,
    });
    await renderAt('/pc/detail?id=7&tab=lineups');
    const pitch = await screen.findByTestId('formation-pitch');
    expect(pitch.querySelectorAll('[data-player]')).toHaveLength(22);
    expect(pitch.querySelector('[data-player="Zeng Zihao"]')).toHaveTextContent('Zeng');
    expect(pitch.querySelector('[data-player="Zeng Zihao"]')).not.toHaveTextContent('Zihao');
    expect(screen.getByText("60' H Sub for H Player9")).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Odds' }));
    const moves = await screen.findByTestId('odds-movement');
    expect(within(moves).getByText('Pre-match')).toBeInTheDocument();
    expect(moves.querySelectorAll('[data-movement="down"]')).toHaveLength(1);
    expect(moves.querySelectorAll('[data-movement="up"]')).toHaveLength(2);
  });

  it('shows basketball quarters with overtime, and the box score with positions', async () => {
    const hoops = aMatch('8', {
      sport: 'basketball', discipline: 'basketball', status: 'finished', phase: 'full_time', homeScore: 101, awayScore: 99,
      periodScores: ['Q1', 'Q2', 'Q3', 'Q4', 'OT1'].map((period) => ({ period, home: 20, away: 19 })),
    });
    const box: PlayerStatLine[] = [{ side: 'home', player: 'Point Man', position: 'point_guard', stats: { points: 31, assists: 9 } }];
    answerMatch(hoops, [], { [of(SPORTS_PATHS.playerStats, '8')]: box });
    await renderAt('/pc/detail?id=8');
    expect(await screen.findByTestId('period-scores')).toHaveTextContent('OT1');
    expect(screen.queryByRole('tab', { name: 'Map analysis' })).toBeNull();
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Team and player statistics' }));
    const table = await screen.findByTestId('box-score-home');
    expect(table).toHaveTextContent('Point guard');
    expect(table).toHaveTextContent('31');
  });

  it("shows a football match's players with the provider's rating, minutes, goals and shots", async () => {
    const match = aMatch('10', { status: 'finished', phase: 'full_time', homeScore: 1, awayScore: 1 });
    const lines: PlayerStatLine[] = [
      { side: 'home', player: 'Nick Pope', position: 'GK', stats: { rating: 6.3, minutes: 95, saves: 1, yellowCards: 0 } },
      { side: 'home', player: 'Chris Wood', position: 'FW', stats: { rating: 7.1, minutes: 95, goals: 1, shots: 3, shotsOnTarget: 1 } },
    ];
    answerMatch(match, [], { [of(SPORTS_PATHS.playerStats, '10')]: lines });
    await renderAt('/pc/detail?id=10');
    await userEvent.setup().click(await screen.findByRole('tab', { name: 'Team and player statistics' }));
    const table = await screen.findByTestId('box-score-home');
    expect([...table.querySelectorAll('th')].map((cell) => cell.textContent)).toEqual(['Player', 'Position', 'Rating', 'Minutes', 'Goals', 'Shots', 'Shots on target', 'Saves', 'Yellow cards']);
    expect(within(table).getByText('Chris Wood').closest('tr')).toHaveTextContent('7.1');
  });

  it('gives an esports match its maps and rankings instead of line-ups', async () => {
    const cs = aMatch('9', { sport: 'esports', discipline: 'cs2', status: 'live', phase: 'map_2', clock: 600, bestOf: 3 });
    answerMatch(cs, [], {
      [of(SPORTS_PATHS.maps, '9')]: [
        { number: 1, name: 'Mirage', status: 'finished', homeScore: 13, awayScore: 8, homeKills: 90, awayKills: 70, durationSeconds: 2400, winner: 'home', firstBlood: 'home', firstTower: null, firstDragon: null, baron: null, overlord: null, firstToFive: 'home', firstToTen: 'home', picks: { home: [], away: [] }, bans: { home: [], away: [] } },
      ],
    });
    await renderAt('/pc/detail?id=9&tab=mapAnalysis');
    expect(await screen.findByTestId('map-card')).toHaveTextContent('Map 1: Mirage');
    expect(screen.queryByRole('tab', { name: 'Line-ups' })).toBeNull();
    expect(screen.getByRole('tab', { name: 'Data rankings' })).toBeInTheDocument();
  });

  it('keeps the header\'s place while the match loads, so the tabs do not jump when it arrives', async () => {
    let answer: (value: unknown) => void = () => undefined;
    httpCalls.get.mockImplementation((url: string) =>
      url === of(SPORTS_PATHS.match, '7') ? new Promise((resolve) => (answer = resolve)) : Promise.resolve({ code: 0, data: [] }),
    );
    await renderAt('/pc/detail?id=7');
    expect(screen.getByTestId('match-header-placeholder')).toHaveAttribute('aria-busy', 'true');
    await act(async () => answer({ code: 0, data: { match: football, stats: { home: {}, away: {} }, keyEvents: [] } satisfies MatchOverview }));
    expect(await screen.findByTestId('match-header')).toBeInTheDocument();
    expect(screen.queryByTestId('match-header-placeholder')).not.toBeInTheDocument();
  });

  it("draws from the answers the shell's server embedded, says so once, then follows the api's", async () => {
    const events = [event('goal', { minute: 12, homeScore: 1 })];
    provideFirstAnswers({
      [firstReadKey(matchReads.overview('7'))]: { match: football, stats: { home: {}, away: {} }, keyEvents: [] } satisfies MatchOverview,
      [firstReadKey(matchReads.events('7', 0))]: events,
    });
    const drawn: unknown[] = [];
    const subscription = eventBus.on('page.drawn').subscribe((said) => drawn.push(said));
    let answer: (value: unknown) => void = () => undefined;
    httpCalls.get.mockImplementation((url: string) =>
      url === of(SPORTS_PATHS.match, '7') ? new Promise((resolve) => (answer = resolve)) : Promise.resolve({ code: 0, data: events }),
    );
    try {
      await renderAt('/pc/detail?id=7');
      // No round trip: the embedded match is on screen while the api's is on its way.
      expect(screen.getByTestId('header-score')).toHaveTextContent('1');
      expect(screen.queryByTestId('match-header-placeholder')).toBeNull();
      expect(drawn).toEqual([{ remote: 'scores' }]);
      await act(async () => answer({ code: 0, data: { match: { ...football, homeScore: 2, version: football.version + 1 }, stats: { home: {}, away: {} }, keyEvents: [] } }));
      expect(await screen.findByTestId('header-score')).toHaveTextContent('2');
      expect(drawn).toHaveLength(1);
    } finally {
      subscription.unsubscribe();
      provideFirstAnswers({});
    }
  });

  it('asks for a match when the address names none', async () => {
    await renderAt('/pc/detail');
    expect(await screen.findByText('Choose a match to see its details')).toBeInTheDocument();
  });

  it("offers a retry when the match could not be read, and the phone's pages show their own tabs", async () => {
    answerRoutes({});
    await renderAt('/m/analysis?id=7');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Head-to-head', 'Recent record', 'Standings']);
    expect(await screen.findByTestId('error-state')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('says so when the match does not exist, under the page heading it keeps', async () => {
    answerRoutes({ [of(SPORTS_PATHS.match, '7')]: new ApiError(3000, 'This match does not exist'), [of(SPORTS_PATHS.events, '7')]: [] });
    await renderAt('/pc/detail?id=7');
    const notFound = await screen.findByTestId('item-not-found');
    expect(notFound).toHaveTextContent('This match does not exist');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(notFound).toHaveTextContent('This match could not be found');
    // No retry for a match that does not exist: it would only fail again.
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});
