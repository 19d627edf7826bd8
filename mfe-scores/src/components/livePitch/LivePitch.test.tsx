import type { MatchEvent } from '@matchday/contracts/sports/contract';
import { matchSummary } from '@matchday/contracts/testing/sportsFixtures';
import { act, screen, within } from '@testing-library/react';
import { LivePitch } from './LivePitch';
import { TRAIL_LENGTH } from './playState';
import { loadTexts, renderLoaded, renderWithTexts } from './renderWithTexts';
import { matchEvent } from './testEvents';

const football = matchSummary({ id: 'm1', status: 'live', phase: 'second_half', clock: 63, homeScore: 1, awayScore: 0 });
const basketball = matchSummary({ id: 'b1', sport: 'basketball', discipline: 'basketball', status: 'live', phase: 'q3', clock: 305, homeScore: 61, awayScore: 58 });

const pitch = () => screen.getAllByRole('img')[0]!;

/** A long, busy match: every kind of football event, over and over. */
function manyFootballEvents(count: number): MatchEvent[] {
  const kinds: MatchEvent['type'][] = ['dangerous_attack', 'shot_on_target', 'corner', 'free_kick', 'shot_off_target', 'goal_kick', 'possession', 'yellow_card', 'goal'];
  return Array.from({ length: count }, (_, index) =>
    matchEvent(kinds[index % kinds.length]!, index % 7 === 0 ? 'away' : 'home', { minute: Math.floor((index / count) * 95) }),
  );
}

describe('LivePitch, football', () => {
  it('says where play is: the latest play, its side and minute, with the score', async () => {
    await renderWithTexts(<LivePitch match={football} events={[matchEvent('corner', 'away', { minute: 60 }), matchEvent('dangerous_attack', 'home')]} />);
    expect(pitch()).toHaveAttribute('aria-label', "Dangerous attack by NBR, 63'. Score: NBR 1, EPA 0");
    expect(screen.getByTestId('pitch-caption')).toHaveTextContent("NBRDangerous attack63'");
    expect(screen.getByTestId('pitch-live-text')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByTestId('pitch-live-text')).toHaveTextContent('Dangerous attack by NBR');
    expect(screen.getByTestId('pitch-ball')).toHaveAttribute('data-kind', 'dangerous_attack');
    // Home attacks the right-hand goal: the shaded zone is the last third.
    expect(screen.getByTestId('pitch-zone')).toHaveAttribute('x', '70');
    expect(screen.getAllByTestId('pitch-trail')).toHaveLength(1);
  });

  it('moves the ball toward the other goal for the away side, and shows stoppage time', async () => {
    await renderWithTexts(<LivePitch match={football} events={[matchEvent('shot_on_target', 'away', { minute: 45, stoppage: 2 })]} />);
    expect(pitch()).toHaveAttribute('aria-label', "Shot on target by EPA, 45+2'. Score: NBR 1, EPA 0");
    expect(screen.getByTestId('pitch-zone')).toHaveAttribute('x', '0');
  });

  it('pulses for a goal, and only for a goal', async () => {
    const view = await renderWithTexts(<LivePitch match={football} events={[matchEvent('goal', 'home')]} />);
    expect(screen.getByTestId('pitch-goal-pulse')).toBeInTheDocument();
    view.rerender(<LivePitch match={football} events={[matchEvent('goal', 'home'), matchEvent('free_kick', 'away')]} />);
    expect(screen.queryByTestId('pitch-goal-pulse')).not.toBeInTheDocument();
  });

  it('waits for play before the first event, at the same size', async () => {
    await renderWithTexts(<LivePitch match={football} events={[matchEvent('kick_off', null)]} />);
    expect(pitch()).toHaveAttribute('aria-label', 'Live pitch: waiting for play. Score: NBR 1, EPA 0');
    expect(pitch()).toHaveAttribute('viewBox', '0 0 105 68');
    expect(screen.queryByTestId('pitch-ball')).not.toBeInTheDocument();
  });

  it('keeps the drawing small however many events arrive', async () => {
    const view = await renderWithTexts(<LivePitch match={football} events={manyFootballEvents(10)} />);
    const few = view.container.querySelectorAll('*').length;
    view.rerender(<LivePitch match={football} events={manyFootballEvents(5000)} />);
    const many = view.container.querySelectorAll('*').length;
    expect(screen.getAllByTestId('pitch-trail').length).toBeLessThanOrEqual(TRAIL_LENGTH - 1);
    expect(many).toBeLessThanOrEqual(few + TRAIL_LENGTH);
    expect(many).toBeLessThan(80);
    expect(within(screen.getByTestId('momentum-graph')).getAllByRole('img')[0]!.querySelectorAll('path')).toHaveLength(2);
  });

  it('leaves no timers running once it is gone', async () => {
    await loadTexts();
    vi.useFakeTimers();
    try {
      const view = renderLoaded(<LivePitch match={football} events={manyFootballEvents(50)} />);
      act(() => view.rerender(<LivePitch match={football} events={manyFootballEvents(60)} />));
      view.unmount();
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('speaks Arabic, and lays its caption out from the start of the line', async () => {
    await renderWithTexts(<LivePitch match={football} events={[matchEvent('dangerous_attack', 'home')]} />, 'ar');
    expect(pitch().getAttribute('aria-label')).toContain('هجمة خطيرة');
    expect(screen.getByTestId('pitch-caption')).toHaveTextContent('هجمة خطيرة');
    expect(screen.getByTestId('pitch-caption')).toHaveStyle({ textAlign: 'start' });
  });
});

describe('LivePitch, basketball', () => {
  it('shows who has the ball and the last basket with the running score', async () => {
    await renderWithTexts(
      <LivePitch
        match={basketball}
        events={[
          matchEvent('two_point', 'away', { detail: { made: true }, homeScore: 58, awayScore: 58 }),
          matchEvent('three_point', 'home', { detail: { made: true }, homeScore: 61, awayScore: 58 }),
          matchEvent('assist', 'home'),
        ]}
      />,
    );
    expect(pitch()).toHaveAttribute('aria-label', 'EPA has the ball. Last score: 3 points by NBR. Score: NBR 61, EPA 58');
    expect(screen.getByTestId('court-possession')).toHaveAttribute('data-side', 'away');
    expect(screen.getByTestId('court-last-score')).toHaveAttribute('data-kind', 'three_point');
    expect(screen.getByTestId('pitch-caption')).toHaveTextContent('NBR3 pointsNBR 61 – 58 EPA');
    expect(screen.getByTestId('pitch-live-text')).toHaveTextContent('3 points by NBR. Score: NBR 61, EPA 58');
  });

  it('keeps to a few nodes however long the game', async () => {
    const events = Array.from({ length: 5000 }, (_, index) =>
      matchEvent(index % 3 === 0 ? 'free_throw' : 'rebound', index % 2 ? 'home' : 'away', { detail: { made: true } }),
    );
    const view = await renderWithTexts(<LivePitch match={basketball} events={events} />);
    expect(view.container.querySelectorAll('*').length).toBeLessThan(40);
  });
});

describe('LivePitch, other sports', () => {
  it('renders nothing for esports', async () => {
    const esports = matchSummary({ id: 'e1', sport: 'esports', discipline: 'cs2', status: 'live', phase: 'map_1' });
    const view = await renderWithTexts(<LivePitch match={esports} events={[matchEvent('kill', 'home')]} />);
    expect(view.container).toBeEmptyDOMElement();
  });

  it('renders nothing for a sport this build does not know, rather than another sport\'s drawing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const unknown = matchSummary({ id: 'x1', sport: 'curling' as never, discipline: 'curling' as never, status: 'live', phase: 'first_half', clock: 20 });
    const view = await renderWithTexts(<LivePitch match={unknown} events={[matchEvent('goal', 'home')]} />);
    expect(view.container).toBeEmptyDOMElement();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"curling"'));
    warn.mockRestore();
  });
});
