// What a match shows where its time goes: the kick-off before, the clock while live (minute,
// quarter or map, as the sport's rules say its clock reads), the result's word after; and the
// same clock at each of its events. One rule for the lists, the detail, its timeline and text
// live. Light on purpose: the home page's list reads it.
import type { MatchEvent, MatchSummary } from '@matchday/contracts/sports/contract';
import { type ClockRules, isSport, type Sport, SPORT_RULES, type SportPause, type SportRules, unknownKind } from '@matchday/contracts/sports/rules';

/** A translation key of the `scores` namespace with its values. */
export interface ClockText {
  key: string;
  values?: Record<string, string | number>;
}

/** The word each sport's clock shows while it stands still (keys of `clock`): one for each of its pauses. */
export const SPORT_CLOCKS: { [S in Sport]: { pauses: Record<SportPause<S>, string> } } = {
  football: { pauses: { half_time: 'clock.halfTime', penalties: 'clock.penalties' } },
  basketball: { pauses: { break: 'clock.break' } },
  esports: { pauses: { between_maps: 'clock.betweenMaps' } },
};

const warned = new Set<string>();

/**
 * Whether this build knows the sport. A newer api may send one it does not: such a match is
 * shown without its sport's clock and extras (never as another sport's), and it says so once.
 */
export function knownSport(sport: string): sport is Sport {
  if (isSport(sport)) return true;
  if (!warned.has(sport)) {
    warned.add(sport);
    console.warn(`scores: the sport "${sport}" is unknown to this build; its matches are shown without a clock or the sport's details`);
  }
  return false;
}

const twoDigits = (value: number) => String(Math.max(0, Math.floor(value))).padStart(2, '0');

/** `mm:ss` from seconds. */
export const clockTime = (seconds: number) => `${twoDigits(seconds / 60)}:${twoDigits(seconds % 60)}`;

/** Seconds an event carries in its detail (the clock when it happened), if it does. */
const detailSeconds = (event: MatchEvent): number | null => (typeof event.detail.clock === 'number' ? event.detail.clock : null);

/** A minute of play as minute clocks write it (`63'`, `45+2'`). */
export const minuteText = (minute: number, stoppage: number): ClockText =>
  stoppage > 0 ? { key: 'clock.minuteStoppage', values: { minute, stoppage } } : { key: 'clock.minute', values: { minute } };

/** Minute clocks: the minute played, with stoppage time; a live match never reads 0'. */
function minuteClock(match: MatchSummary, event: MatchEvent | null): ClockText {
  if (event) return minuteText(event.minute, event.stoppage);
  return minuteText(match.stoppage > 0 ? match.clock : Math.max(1, match.clock), match.stoppage);
}

/**
 * Countdown clocks: the period and the seconds left in it. A match names its period in its
 * phase and counts its overtimes in its period scores; an event carries the period as its
 * minute (past the regular ones: an overtime) and the seconds left in its detail.
 */
function countdownClock(clock: Extract<ClockRules, { reads: 'countdown' }>, match: MatchSummary, event: MatchEvent | null): ClockText {
  const phase = event?.phase ?? match.phase;
  let period: number;
  if (event) period = event.minute;
  else if (phase === clock.extraPhase)
    period = clock.periods + Math.max(1, match.periodScores.filter((score) => score.period.startsWith(clock.extraPrefix)).length);
  else period = Number(new RegExp(`^${clock.phasePrefix}(\\d+)$`).exec(phase)?.[1] ?? 1);
  const time = clockTime(event ? (detailSeconds(event) ?? 0) : match.clock);
  if (phase === clock.extraPhase || period > clock.periods) return { key: 'clock.overtime', values: { number: Math.max(1, period - clock.periods), time } };
  return { key: 'clock.quarter', values: { number: Math.max(1, period), time } };
}

/** Map clocks: the map being played (`map_<n>`) and the time played on it. */
function mapClock(match: MatchSummary, event: MatchEvent | null): ClockText {
  const map = /^map_(\d+)$/.exec(event?.phase ?? match.phase)?.[1];
  if (!map) return { key: 'clock.betweenMaps' };
  const seconds = event ? (detailSeconds(event) ?? event.minute * 60) : match.clock;
  return { key: 'clock.map', values: { number: Number(map), time: clockTime(seconds) } };
}

/** The clock of a live match of a known sport, now (no event) or at one of its events. */
function liveClock(sport: Sport, match: MatchSummary, event: MatchEvent | null): ClockText {
  const rules: SportRules = SPORT_RULES[sport];
  if (event?.type === 'full_time') return { key: 'clock.finished' };
  const phase = (event && rules.eventPhases[event.type]) ?? event?.phase ?? match.phase;
  const pause = (SPORT_CLOCKS[sport].pauses as Readonly<Record<string, string>>)[phase];
  if (pause) return { key: pause };
  const { clock } = rules;
  switch (clock.reads) {
    case 'minute':
      return minuteClock(match, event);
    case 'countdown':
      return countdownClock(clock, match, event);
    case 'mapTime':
      return mapClock(match, event);
    default:
      return unknownKind(clock);
  }
}

/** The clock of a match as a translation key: null before kick-off (show the kick-off time), and for a sport this build does not know; a provider's postponed, cancelled or abandoned match says which. */
export function matchClock(match: MatchSummary): ClockText | null {
  switch (match.status) {
    case 'not_started':
      // A provider's fixture put off to another day says so instead of its old kick-off.
      return match.phase === 'postponed' ? { key: 'clock.postponed' } : null;
    case 'finished':
      return { key: match.penalties ? 'clock.afterPenalties' : 'clock.finished' };
    case 'result_unknown':
      return { key: match.phase === 'cancelled' ? 'clock.cancelled' : match.phase === 'abandoned' ? 'clock.abandoned' : 'clock.resultUnknown' };
    case 'live':
      return knownSport(match.sport) ? liveClock(match.sport, match, null) : null;
  }
}

/** When an event happened, as its sport's clock read then (`45+2'`, `Q2 07:32`, `Map 1 · 12:04`); null for a sport this build does not know. */
export function eventClock(match: MatchSummary, event: MatchEvent): ClockText | null {
  return knownSport(match.sport) ? liveClock(match.sport, match, event) : null;
}
