import { addIsoDays, centreOpeningList, dayInRange, isIsoDay, readCentreFilters, todayIn, withCentreFilters } from './matchCentreRead';

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
    const today = '2026-11-20';
    expect(dayInRange(undefined, today, 'ahead')).toBe('2026-11-20');
    expect(dayInRange('2026-11-26', today, 'ahead')).toBe('2026-11-26');
    expect(dayInRange('2026-11-27', today, 'ahead')).toBe('2026-11-20');
    expect(dayInRange('2026-11-19', today, 'ahead')).toBe('2026-11-20');
    expect(dayInRange('2026-11-14', today, 'back')).toBe('2026-11-14');
    expect(dayInRange('2026-11-13', today, 'back')).toBe('2026-11-20');
    expect(dayInRange('2026-11-21', today, 'back')).toBe('2026-11-20');
  });

  it('counts days in the calendar and today in a zone, not in the process', () => {
    expect(addIsoDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addIsoDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(isIsoDay('2026-02-29')).toBe(false);
    expect(isIsoDay('2028-02-29')).toBe(true);
    const noon = new Date('2026-11-27T12:00:00Z');
    expect(todayIn('Pacific/Kiritimati', noon)).toBe('2026-11-28');
    expect(todayIn('Pacific/Pago_Pago', noon)).toBe('2026-11-27');
  });

  it("opens the schedule (or the results) on the address's day and filters, and nothing for the other tabs", () => {
    const noon = new Date('2026-11-27T12:00:00Z');
    expect(centreOpeningList('', 'UTC', noon)).toEqual({ date: '2026-11-27', status: 'not_started' });
    expect(centreOpeningList('?tab=results&sport=basketball&competition=4&date=2026-11-24', 'UTC', noon)).toEqual({
      date: '2026-11-24',
      sport: 'basketball',
      competition: 4,
      status: 'finished',
    });
    // A day out of the tab's range opens on today, as the page does.
    expect(centreOpeningList('?date=2026-11-24', 'UTC', noon)).toEqual({ date: '2026-11-27', status: 'not_started' });
    expect(centreOpeningList('?tab=unknown', 'UTC', noon)).toMatchObject({ status: 'not_started' });
    expect(centreOpeningList('?tab=favourites', 'UTC', noon)).toBeNull();
    expect(centreOpeningList('?tab=calendar', 'UTC', noon)).toBeNull();
  });
});
