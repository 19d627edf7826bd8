import { readCentreFilters, withCentreFilters } from './centreFilters';
import { dayInRange } from '../components/DayStepper';

describe('match centre filters in the address', () => {
  it('reads sport, competition and day, leaving out what is malformed', () => {
    expect(readCentreFilters(new URLSearchParams('sport=basketball&competition=12&date=2026-11-20'))).toEqual({ sport: 'basketball', competition: 12, date: '2026-11-20' });
    expect(readCentreFilters(new URLSearchParams('sport=golf&competition=-3&date=2026-13-01'))).toEqual({ sport: undefined, competition: undefined, date: undefined });
    expect(readCentreFilters(new URLSearchParams('competition=1.5'))).toMatchObject({ competition: undefined });
  });

  it('writes changes, keeps other parameters, and drops the competition with a new sport', () => {
    const start = new URLSearchParams('tab=results&sport=football&competition=7&date=2026-11-20');
    expect(withCentreFilters(start, { competition: 9 }).toString()).toBe('tab=results&sport=football&competition=9&date=2026-11-20');
    expect(withCentreFilters(start, { sport: 'esports' }).toString()).toBe('tab=results&sport=esports&date=2026-11-20');
    expect(withCentreFilters(start, { sport: 'esports', competition: 3 }).toString()).toBe('tab=results&sport=esports&competition=3&date=2026-11-20');
    expect(withCentreFilters(start, { date: undefined }).toString()).toBe('tab=results&sport=football&competition=7');
  });

  it('keeps the schedule ahead of today and the results behind it, within a week', () => {
    const today = new Date(2026, 10, 20);
    expect(dayInRange(undefined, today, 'ahead')).toBe('2026-11-20');
    expect(dayInRange('2026-11-26', today, 'ahead')).toBe('2026-11-26');
    expect(dayInRange('2026-11-27', today, 'ahead')).toBe('2026-11-20');
    expect(dayInRange('2026-11-19', today, 'ahead')).toBe('2026-11-20');
    expect(dayInRange('2026-11-14', today, 'back')).toBe('2026-11-14');
    expect(dayInRange('2026-11-13', today, 'back')).toBe('2026-11-20');
    expect(dayInRange('2026-11-21', today, 'back')).toBe('2026-11-20');
  });
});
