import { courtState, footballTrail, TRAIL_LENGTH } from './playState';
import { matchEvent } from './testEvents';

describe('footballTrail', () => {
  it('moves play toward the goal each side attacks: home to the right, away to the left', () => {
    const [home] = footballTrail([matchEvent('dangerous_attack', 'home')]);
    const [away] = footballTrail([matchEvent('dangerous_attack', 'away')]);
    expect(home!.x).toBeGreaterThan(0.66);
    expect(away!.x).toBeLessThan(0.34);
  });

  it('puts a goal at the goal line, a shot near it, a goal kick at the kicking side’s own goal', () => {
    const [goal, shot, goalKick] = footballTrail([matchEvent('goal', 'away'), matchEvent('shot_on_target', 'home'), matchEvent('goal_kick', 'home')]);
    expect(goal!.x).toBe(0);
    expect(shot!.x).toBeGreaterThan(0.8);
    expect(goalKick!.x).toBeLessThan(0.1);
  });

  it('keeps only the last few plays, oldest first, skipping events with no place on the pitch', () => {
    const events = Array.from({ length: 20 }, (_, index) => matchEvent(index % 2 ? 'corner' : 'yellow_card', 'home'));
    events.push(matchEvent('possession', null, { detail: { home: 55, away: 45 } }));
    const trail = footballTrail(events);
    expect(trail).toHaveLength(TRAIL_LENGTH);
    expect(trail.every((play) => play.kind === 'corner')).toBe(true);
    expect(trail.map((play) => play.seq)).toEqual([...trail.map((play) => play.seq)].sort((a, b) => a - b));
    expect(trail.at(-1)!.seq).toBe(events.at(-2)!.seq);
  });

  it('is empty before any play', () => {
    expect(footballTrail([matchEvent('kick_off', null)])).toEqual([]);
  });
});

describe('courtState', () => {
  it('gives the ball to the other side after a made basket, and names the basket', () => {
    const state = courtState([matchEvent('three_point', 'home', { detail: { made: true }, homeScore: 3 })]);
    expect(state.possession).toBe('away');
    expect(state.lastScore).toMatchObject({ kind: 'three_point', side: 'home', homeScore: 3, awayScore: 0 });
  });

  it('follows rebounds, steals, turnovers and fouls', () => {
    expect(courtState([matchEvent('two_point', 'home', { detail: { made: false } }), matchEvent('rebound', 'away')]).possession).toBe('away');
    expect(courtState([matchEvent('turnover', 'home')]).possession).toBe('away');
    expect(courtState([matchEvent('turnover', 'home'), matchEvent('steal', 'away')]).possession).toBe('away');
    // The foul names the side that fouled.
    expect(courtState([matchEvent('foul', 'away')]).possession).toBe('home');
  });

  it('does not count a missed shot or free throw as the last score', () => {
    const state = courtState([
      matchEvent('free_throw', 'away', { detail: { made: true }, awayScore: 1 }),
      matchEvent('two_point', 'home', { detail: { made: false } }),
      matchEvent('free_throw', 'home', { detail: { made: false } }),
    ]);
    expect(state.lastScore).toMatchObject({ kind: 'free_throw', side: 'away', awayScore: 1 });
  });

  it('knows nothing before play', () => {
    expect(courtState([matchEvent('quarter_start', null)])).toEqual({ possession: null, lastScore: null });
  });
});

describe('event order', () => {
  it('reads a newest-first list the same as an oldest-first one', () => {
    const events = [
      matchEvent('corner', 'home'),
      matchEvent('goal_kick', 'away'),
      matchEvent('two_point', 'away', { detail: { made: true }, awayScore: 2 }),
      matchEvent('shot_off_target', 'away'),
    ];
    const reversed = [...events].reverse();
    expect(footballTrail(reversed)).toEqual(footballTrail(events));
    expect(footballTrail(reversed).at(-1)!.kind).toBe('shot_off_target');
    expect(courtState(reversed)).toEqual(courtState(events));
  });
});
