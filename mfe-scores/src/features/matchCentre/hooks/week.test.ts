import { addIsoDays, isIsoDay } from '@matchday/shared/live/matchCentreRead';
import { weekAround } from './week';

describe('match centre calendar', () => {
  const today = '2026-11-20'; // a Friday

  it('lists seven days centred on the selected day, marking today', () => {
    const days = weekAround(today, today, 'en-US');
    expect(days.map((day) => day.iso)).toEqual([
      '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23',
    ]);
    expect(days.filter((day) => day.isToday).map((day) => day.iso)).toEqual(['2026-11-20']);
    expect(days[3]).toMatchObject({ weekday: 'Fri', dayOfMonth: 20 });
  });

  it('names weekdays in the page language', () => {
    expect(weekAround(today, today, 'de')[3]?.weekday).toMatch(/^Fr/);
    expect(weekAround(today, today, 'zh-CN')[3]?.weekday).toBe('周五');
  });

  it('crosses month and year boundaries', () => {
    const days = weekAround('2026-12-30', today, 'en-US');
    expect(days[0]?.iso).toBe('2026-12-27');
    expect(days[6]).toMatchObject({ iso: '2027-01-02', dayOfMonth: 2 });
    expect(days.some((day) => day.isToday)).toBe(false);
  });

  it('reads only real dates from the address', () => {
    expect(isIsoDay('2026-02-28')).toBe(true);
    expect(isIsoDay('2026-02-30')).toBe(false);
    expect(isIsoDay('yesterday')).toBe(false);
    expect(isIsoDay(null)).toBe(false);
    expect(addIsoDays('2026-03-31', 1)).toBe('2026-04-01');
  });
});
