import type { MatchEvent } from '@matchday/contracts/sports/contract';
import { momentum } from './momentum';
import { matchEvent } from './testEvents';

const event = (type: MatchEvent['type'], side: MatchEvent['side'], minute: number): MatchEvent => matchEvent(type, side, { phase: 'first_half', minute });

const at = (points: ReturnType<typeof momentum>, minute: number) => points.find((point) => point.minute === minute)!.pressure;

describe('momentum', () => {
  it('spans the whole match with no pressure when nothing happened', () => {
    const points = momentum([]);
    expect(points).toHaveLength(91);
    expect(points.every((point) => point.pressure === 0)).toBe(true);
  });

  it('counts the home side above the axis and the away side below', () => {
    const points = momentum([event('dangerous_attack', 'home', 10), event('dangerous_attack', 'away', 60)], { radius: 0 });
    expect(at(points, 10)).toBe(3);
    expect(at(points, 60)).toBe(-3);
    expect(at(points, 30)).toBe(0);
  });

  it('weighs a goal over a shot on target over a dangerous attack over a corner', () => {
    const weight = (type: MatchEvent['type']) => at(momentum([event(type, 'home', 5)], { radius: 0 }), 5);
    expect(weight('goal')).toBeGreaterThan(weight('shot_on_target'));
    expect(weight('shot_on_target')).toBeGreaterThan(weight('dangerous_attack'));
    expect(weight('dangerous_attack')).toBeGreaterThan(weight('corner'));
    expect(weight('corner')).toBeGreaterThanOrEqual(weight('shot_off_target'));
    expect(weight('yellow_card')).toBe(0);
  });

  it('ignores events of no side (possession shares, stoppage time)', () => {
    const points = momentum([event('possession', null, 20), event('goal', null, 20)], { radius: 0 });
    expect(at(points, 20)).toBe(0);
  });

  it('smooths a spike over its neighbouring minutes, keeping its sign', () => {
    const points = momentum([event('goal', 'away', 40)], { radius: 2 });
    expect(at(points, 40)).toBeLessThan(0);
    expect(at(points, 39)).toBeLessThan(0);
    expect(at(points, 42)).toBeLessThan(0);
    expect(at(points, 43)).toBe(0);
    expect(Math.abs(at(points, 40))).toBeGreaterThan(Math.abs(at(points, 41)));
    expect(Math.abs(at(points, 40))).toBeLessThan(10);
  });

  it('lets opposing pressure in the same minute cancel out', () => {
    const points = momentum([event('corner', 'home', 30), event('corner', 'away', 30)], { radius: 1 });
    expect(at(points, 30)).toBe(0);
  });

  it('extends into extra time and folds stoppage time into its minute', () => {
    const points = momentum([{ ...event('shot_on_target', 'home', 90), stoppage: 4 }, event('corner', 'away', 110)], { radius: 0 });
    expect(points).toHaveLength(111);
    expect(at(points, 90)).toBe(6);
  });
});
