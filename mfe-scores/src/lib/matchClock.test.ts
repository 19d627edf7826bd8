import { matchSummary } from '@matchday/shared/testing/sportsFixtures';
import { clockTime, matchClock } from './matchClock';

describe('matchClock', () => {
  it('shows nothing before kick-off (the list shows the kick-off time)', () => {
    expect(matchClock(matchSummary({ id: '1' }))).toBeNull();
  });

  it('gives football minutes with stoppage time, half-time and the shoot-out', () => {
    expect(matchClock(matchSummary({ id: '1', status: 'live', phase: 'first_half', clock: 0 }))).toEqual({ key: 'clock.minute', values: { minute: 1 } });
    expect(matchClock(matchSummary({ id: '1', status: 'live', phase: 'first_half', clock: 45, stoppage: 2 }))).toEqual({ key: 'clock.minuteStoppage', values: { minute: 45, stoppage: 2 } });
    expect(matchClock(matchSummary({ id: '1', status: 'live', phase: 'half_time', clock: 45 }))?.key).toBe('clock.halfTime');
    expect(matchClock(matchSummary({ id: '1', status: 'live', phase: 'penalties', clock: 120 }))?.key).toBe('clock.penalties');
  });

  it('gives basketball quarters and overtimes with the time left', () => {
    const basketball = { sport: 'basketball', discipline: 'basketball', status: 'live' } as const;
    expect(matchClock(matchSummary({ id: '1', ...basketball, phase: 'q4', clock: 62 }))).toEqual({ key: 'clock.quarter', values: { number: 4, time: '01:02' } });
    const periods = ['Q1', 'Q2', 'Q3', 'Q4', 'OT1', 'OT2'].map((period) => ({ period, home: 0, away: 0 }));
    expect(matchClock(matchSummary({ id: '1', ...basketball, phase: 'overtime', clock: 300, periodScores: periods }))).toEqual({ key: 'clock.overtime', values: { number: 2, time: '05:00' } });
    expect(matchClock(matchSummary({ id: '1', ...basketball, phase: 'break' }))?.key).toBe('clock.break');
  });

  it('gives the esports map being played', () => {
    expect(matchClock(matchSummary({ id: '1', sport: 'esports', discipline: 'cs2', status: 'live', phase: 'map_2', clock: 754 }))).toEqual({ key: 'clock.map', values: { number: 2, time: '12:34' } });
    expect(matchClock(matchSummary({ id: '1', sport: 'esports', discipline: 'cs2', status: 'live', phase: 'between_maps' }))?.key).toBe('clock.betweenMaps');
  });

  it('names the end: full time, after penalties, or a result nobody knows yet', () => {
    expect(matchClock(matchSummary({ id: '1', status: 'finished' }))?.key).toBe('clock.finished');
    expect(matchClock(matchSummary({ id: '1', status: 'finished', penalties: { home: 4, away: 3 } }))?.key).toBe('clock.afterPenalties');
    expect(matchClock(matchSummary({ id: '1', status: 'result_unknown' }))?.key).toBe('clock.resultUnknown');
    expect(clockTime(59)).toBe('00:59');
  });
});
