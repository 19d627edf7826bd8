import { formatLine, formatPrice, marketColumns, marketsOf, movement, withDirections } from './oddsFormat';

const at = (minute: number) => `2026-11-24T19:${String(minute).padStart(2, '0')}:00.000Z`;
const moved = (minute: number, home: number | null, away: number | null) => ({ line: null, home, draw: null, away, minute, homeScore: 0, awayScore: 0, at: at(minute) });

describe('odds formatting', () => {
  it('writes prices with two decimals and lines with a sign only for handicaps', () => {
    expect(formatPrice(1.5, 'en-US')).toBe('1.50');
    expect(formatPrice(null, 'en-US')).toBe('–');
    expect(formatPrice(2.1, 'de')).toBe('2,10');
    expect(formatLine(0.5, 'handicap', 'en-US')).toBe('+0.5');
    expect(formatLine(-1.25, 'handicap', 'en-US')).toBe('-1.25');
    expect(formatLine(2.5, 'total', 'en-US')).toBe('2.5');
  });

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
