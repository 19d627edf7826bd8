import { matchSummary } from '@matchday/contracts/testing/sportsFixtures';
import type { MatchEvent } from '@matchday/contracts/sports/contract';
import { SPORT_RULES, SPORTS } from '@matchday/contracts/sports/rules';
import { clockTime, eventClock, matchClock, SPORT_CLOCKS } from './matchClock';
import arabic from '../i18n/ar.json';
import arabicDetail from '../i18n/parts/detail/ar.json';

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

  it("says a provider's fixture did not play: postponed, cancelled, abandoned", () => {
    expect(matchClock(matchSummary({ id: '1', status: 'not_started', phase: 'postponed' }))?.key).toBe('clock.postponed');
    expect(matchClock(matchSummary({ id: '1', status: 'not_started' }))).toBeNull();
    expect(matchClock(matchSummary({ id: '1', status: 'result_unknown', phase: 'cancelled' }))?.key).toBe('clock.cancelled');
    expect(matchClock(matchSummary({ id: '1', status: 'result_unknown', phase: 'abandoned' }))?.key).toBe('clock.abandoned');
  });
});

const anEvent = (patch: Partial<MatchEvent>): MatchEvent => ({
  seq: 1, type: 'goal', phase: 'first_half', minute: 10, stoppage: 0, side: 'home', player: '', detail: {}, homeScore: 0, awayScore: 0, at: '2026-11-24T19:40:00.000Z', ...patch,
});

describe('eventClock', () => {
  const football = matchSummary({ id: '1', status: 'live', phase: 'second_half', clock: 70 });
  const basketball = matchSummary({ id: '2', sport: 'basketball', discipline: 'basketball', status: 'live', phase: 'q4', clock: 30 });
  const esports = matchSummary({ id: '3', sport: 'esports', discipline: 'cs2', status: 'live', phase: 'map_2', clock: 900 });

  it('reads a football event at its minute, with stoppage, at half-time and in the shoot-out', () => {
    expect(eventClock(football, anEvent({ minute: 12 }))).toEqual({ key: 'clock.minute', values: { minute: 12 } });
    expect(eventClock(football, anEvent({ minute: 45, stoppage: 2 }))).toEqual({ key: 'clock.minuteStoppage', values: { minute: 45, stoppage: 2 } });
    expect(eventClock(football, anEvent({ type: 'half_time_score', phase: 'first_half', minute: 45, stoppage: 3 }))).toEqual({ key: 'clock.halfTime' });
    expect(eventClock(football, anEvent({ type: 'penalty_shootout', phase: 'penalties', minute: 120 }))).toEqual({ key: 'clock.penalties' });
    expect(eventClock(football, anEvent({ type: 'full_time', phase: 'full_time' }))).toEqual({ key: 'clock.finished' });
  });

  it('reads a basketball event in its quarter or overtime, with the time left (translated, never a raw Q1 or OT)', () => {
    expect(eventClock(basketball, anEvent({ type: 'three_point', phase: 'q2', minute: 2, detail: { clock: 452 } }))).toEqual({ key: 'clock.quarter', values: { number: 2, time: '07:32' } });
    expect(eventClock(basketball, anEvent({ type: 'overtime', phase: 'overtime', minute: 6, detail: { clock: 300 } }))).toEqual({ key: 'clock.overtime', values: { number: 2, time: '05:00' } });
    expect(eventClock(basketball, anEvent({ type: 'full_time', phase: 'full_time', minute: 4 }))).toEqual({ key: 'clock.finished' });
  });

  it('reads an esports event on its map, with the time played (from its detail, else its minute)', () => {
    expect(eventClock(esports, anEvent({ type: 'kill', phase: 'map_1', minute: 12, detail: { map: 1, clock: 754 } }))).toEqual({ key: 'clock.map', values: { number: 1, time: '12:34' } });
    expect(eventClock(esports, anEvent({ type: 'first_blood', phase: 'map_2', minute: 3, detail: { map: 2 } }))).toEqual({ key: 'clock.map', values: { number: 2, time: '03:00' } });
    expect(eventClock(esports, anEvent({ type: 'map_won', phase: 'between_maps', minute: 30 }))).toEqual({ key: 'clock.betweenMaps' });
  });

  it("gives every pause of every sport's rules its word", () => {
    for (const sport of SPORTS) expect(Object.keys(SPORT_CLOCKS[sport].pauses).sort(), sport).toEqual([...SPORT_RULES[sport].pauses].sort());
  });
});

describe('a sport this build does not know (a newer api)', () => {
  const handball = (patch: object) => matchSummary({ id: '9', status: 'live', phase: 'first_half', clock: 20, ...patch, sport: 'handball' as never, discipline: 'handball' as never });

  it('is shown without a clock, never as esports or any other sport, and says so once', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(matchClock(handball({}))).toBeNull();
    expect(matchClock(handball({ phase: 'map_1' }))).toBeNull();
    expect(eventClock(handball({}), anEvent({ phase: 'map_1', minute: 3 }))).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toContain('"handball"');
    warn.mockRestore();
  });

  it('still shows the result words, which are the same for every sport', () => {
    expect(matchClock(handball({ status: 'finished' }))?.key).toBe('clock.finished');
    expect(matchClock(handball({ status: 'not_started' }))).toBeNull();
  });
});


describe('a minute in Arabic', () => {
  it("keeps its mark after its number: an isolated left-to-right run (else \"42'\" reads \"'42\" right to left)", () => {
    for (const text of [arabic.clock.minute, arabic.clock.minuteStoppage, arabicDetail.matchDetail.substitution])
      expect(text).toMatch(/\u2066\{\{minute\}\}[^\u2069]*'\u2069/);
  });
});
