// What a match shows where its time goes: the kick-off before, the clock while live (minute,
// quarter or map), the result's word after. One rule for the lists, the detail and text live.
import type { MatchSummary } from '@matchday/shared/api/sports';

/** A translation key of the `scores` namespace with its values. */
export interface ClockText {
  key: string;
  values?: Record<string, string | number>;
}

const twoDigits = (value: number) => String(Math.max(0, Math.floor(value))).padStart(2, '0');

/** `mm:ss` from seconds. */
export const clockTime = (seconds: number) => `${twoDigits(seconds / 60)}:${twoDigits(seconds % 60)}`;

/** The kick-off in the browser's zone, written the language's way (`19:30`, `7:30 PM`). */
export function kickOffTime(startsAt: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(new Date(startsAt));
}

function liveFootball(match: MatchSummary): ClockText {
  if (match.phase === 'half_time') return { key: 'clock.halfTime' };
  if (match.phase === 'penalties') return { key: 'clock.penalties' };
  if (match.stoppage > 0) return { key: 'clock.minuteStoppage', values: { minute: match.clock, stoppage: match.stoppage } };
  return { key: 'clock.minute', values: { minute: Math.max(1, match.clock) } };
}

function liveBasketball(match: MatchSummary): ClockText {
  if (match.phase === 'break') return { key: 'clock.break' };
  if (match.phase === 'overtime') {
    const overtime = Math.max(1, match.periodScores.filter((period) => period.period.startsWith('OT')).length);
    return { key: 'clock.overtime', values: { number: overtime, time: clockTime(match.clock) } };
  }
  const quarter = Number(/^q(\d)$/.exec(match.phase)?.[1] ?? 1);
  return { key: 'clock.quarter', values: { number: quarter, time: clockTime(match.clock) } };
}

function liveEsports(match: MatchSummary): ClockText {
  const map = /^map_(\d+)$/.exec(match.phase)?.[1];
  if (!map) return { key: 'clock.betweenMaps' };
  return { key: 'clock.map', values: { number: Number(map), time: clockTime(match.clock) } };
}

/** The clock of a match as a translation key: null before kick-off (show the kick-off time). */
export function matchClock(match: MatchSummary): ClockText | null {
  switch (match.status) {
    case 'not_started':
      return null;
    case 'finished':
      return { key: match.penalties ? 'clock.afterPenalties' : 'clock.finished' };
    case 'result_unknown':
      return { key: 'clock.resultUnknown' };
    case 'live':
      if (match.sport === 'football') return liveFootball(match);
      if (match.sport === 'basketball') return liveBasketball(match);
      return liveEsports(match);
  }
}
