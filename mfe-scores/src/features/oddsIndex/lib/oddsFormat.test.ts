import { marketColumns, marketsOf, movement, withDirections } from './oddsFormat';

const at = (minute: number) => `2026-11-24T19:${String(minute).padStart(2, '0')}:00.000Z`;
const moved = (minute: number, home: number | null, away: number | null) => ({ line: null, home, draw: null, away, minute, homeScore: 0, awayScore: 0, at: at(minute) });

// How prices and lines are written (two decimals; a sign only for handicaps) is tested with the
// shared formats, shared/src/format/format.test.ts ("odds"), with these same values.
describe('odds formatting', () => {
  it('gives each market its own price columns', () => {
    expect(marketColumns('european').map((column) => column.side)).toEqual(['home', 'draw', 'away']);
    expect(marketColumns('total').map((column) => column.labelKey)).toEqual(['odds.columns.over', 'odds.columns.under']);
    expect(marketColumns('first_to_5_rounds').map((column) => column.side)).toEqual(['home', 'away']);
  });

  it('says which way each price moved against the line before it in time, newest first', () => {
    const rows = withDirections([moved(30, 1.8, 2.0), moved(0, 1.9, 1.9), moved(60, 1.8, 2.2)]);
    expect(rows.map((row) => row.minute)).toEqual([60, 30, 0]);
    expect(rows.map((row) => row.moves.home)).toEqual(['same', 'down', 'same']);
    expect(rows.map((row) => row.moves.away)).toEqual(['up', 'up', 'same']);
    expect(movement(null, 1.5)).toBe('same');
  });

  it('lists only the markets a match quotes, in the given order', () => {
    const line = (market: 'total' | 'european') => ({ market, line: null, home: 1, draw: null, away: 1, status: 'open' as const, updatedAt: at(0) });
    expect(marketsOf([line('total'), line('european')], ['european', 'handicap', 'total'])).toEqual(['european', 'total']);
  });
});
