import type { PlanSelection } from '@matchday/contracts/tips/contract';
import { gradePick, type FinishedMap, type FinishedMatch } from './grading';

const pick = (value: PlanSelection['pick'], line: number | null = null, mapNumber: number | null = null): PlanSelection => ({ pick: value, line, mapNumber, odds: null });
const match = (homeScore: number, awayScore: number, maps: FinishedMap[] = []): FinishedMatch => ({ homeScore, awayScore, maps });
const map = (mapNumber: number, homeScore: number, awayScore: number, extra: Partial<FinishedMap> = {}): FinishedMap => ({
  mapNumber,
  finished: true,
  homeScore,
  awayScore,
  winner: homeScore > awayScore ? 'home' : 'away',
  firstToFive: null,
  firstToTen: null,
  ...extra,
});

describe('gradePick', () => {
  it('grades a football result, draw included', () => {
    expect(gradePick('result', pick('home'), match(2, 1))).toBe('hit');
    expect(gradePick('result', pick('draw'), match(1, 1))).toBe('hit');
    expect(gradePick('result', pick('away'), match(1, 1))).toBe('miss');
  });

  it('grades a handicap on the home side’s line, void when it lands on the line', () => {
    expect(gradePick('handicap', pick('home', -0.5), match(1, 0))).toBe('hit');
    expect(gradePick('handicap', pick('away', -0.5), match(1, 0))).toBe('miss');
    expect(gradePick('handicap', pick('away', 1.5), match(0, 1))).toBe('miss');
    expect(gradePick('handicap', pick('home', -1), match(2, 1))).toBe('void');
    expect(gradePick('handicap', pick('home', -7.5), match(101, 95))).toBe('miss');
  });

  it('grades totals over and under, void on the line', () => {
    expect(gradePick('total', pick('over', 2.5), match(2, 1))).toBe('hit');
    expect(gradePick('total', pick('under', 2.5), match(2, 1))).toBe('miss');
    expect(gradePick('total', pick('over', 3), match(2, 1))).toBe('void');
    expect(gradePick('total', pick('under', 210.5), match(101, 95))).toBe('hit');
  });

  it('grades winner markets; a level series is void', () => {
    expect(gradePick('winner', pick('away'), match(99, 104))).toBe('hit');
    expect(gradePick('match_winner', pick('home'), match(2, 1))).toBe('hit');
    expect(gradePick('match_winner', pick('home'), match(1, 1))).toBe('void');
  });

  it('grades esports map markets on the named map, void when the map was not played', () => {
    const series = match(2, 0, [map(1, 13, 11, { firstToFive: 'away', firstToTen: 'home' }), map(2, 13, 4, { firstToFive: 'home', firstToTen: 'home' })]);
    expect(gradePick('map_winner', pick('home', null, 1), series)).toBe('hit');
    expect(gradePick('rounds_over', pick('over', 26.5, 1), series)).toBe('miss');
    expect(gradePick('rounds_over', pick('under', 26.5, 2), series)).toBe('hit');
    expect(gradePick('first_to_5_rounds', pick('home', null, 1), series)).toBe('miss');
    expect(gradePick('first_to_10_rounds', pick('home', null, 1), series)).toBe('hit');
    expect(gradePick('map_winner', pick('home', null, 3), series)).toBe('void');
    expect(gradePick('rounds_over', pick('over', 26.5, 3), match(1, 1, [map(3, 10, 8, { finished: false })]))).toBe('void');
  });
});
