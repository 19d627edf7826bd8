import { formatsFor } from '@matchday/shared/format/format';
import { selectionLabel } from './tipsText';

const t = (key: string, values: Record<string, unknown> = {}) => `${key}(${Object.entries(values).map(([name, value]) => `${name}=${String(value)}`).join(',')})`;
const match = { home: 'Arsenal', away: 'Chelsea' };
const format = formatsFor('en_US');
const { percent, signedUnits } = format;

describe('selectionLabel', () => {
  it('names the team and signs the handicap from the picked side', () => {
    expect(selectionLabel(t, format, 'handicap', { pick: 'home', line: -0.5, mapNumber: null, odds: 1.95 }, match)).toBe('Arsenal -0.5 @ 1.95');
    expect(selectionLabel(t, format, 'handicap', { pick: 'away', line: -0.5, mapNumber: null, odds: null }, match)).toBe('Chelsea +0.5');
    // Arabic marks the sign left-to-right, so a right-to-left line keeps it before the number.
    expect(selectionLabel(t, formatsFor('ar'), 'handicap', { pick: 'home', line: -0.5, mapNumber: null, odds: 1.95 }, match)).toBe('Arsenal \u200e-0.5 @ 1.95');
  });

  it('reads totals, draws and map markets', () => {
    expect(selectionLabel(t, format, 'total', { pick: 'under', line: 2.5, mapNumber: null, odds: null }, match)).toBe('pick.under(line=2.5)');
    expect(selectionLabel(t, format, 'result', { pick: 'draw', line: null, mapNumber: null, odds: null }, match)).toBe('pick.draw()');
    expect(selectionLabel(t, format, 'first_to_10_rounds', { pick: 'away', line: null, mapNumber: 2, odds: null }, match)).toBe(
      'pick.onMap(map=2,pick=pick.firstTo(team=Chelsea,count=10))',
    );
  });

  it('formats rates and returns (the shared formats, as the tips pages show them)', () => {
    expect(percent(0.756)).toBe('76%');
    expect(percent(null)).toBe('–');
    expect(signedUnits(2.3)).toBe('+2.30');
    expect(signedUnits(-1)).toBe('-1.00');
  });
});
