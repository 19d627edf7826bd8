// "Today" is the viewer's today: a calendar day in their time zone, as a range of UTC instants.
import { kickOff } from './import/openfootball';

export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The day's start and the next day's start, in UTC, for a date local to `timeZone`. */
export function dayBounds(date: string, timeZone: string): { from: Date; to: Date } {
  const next = new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  return { from: kickOff(date, '00:00', timeZone), to: kickOff(next, '00:00', timeZone) };
}

/** The date it is now in `timeZone`, shifted by whole days. */
export function localDate(now: Date, timeZone: string, shiftDays = 0): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  return new Date(Date.parse(`${parts}T00:00:00Z`) + shiftDays * 86_400_000).toISOString().slice(0, 10);
}
