// The match centre's address (`/match?tab=&sport=&competition=&date=`) and the day lists it reads:
// one place for the page (mfe-scores) and for the shell's server, which reads the list of a
// schedule or results day before the page's scripts run (firstReads.ts). Days are counted in the
// viewer's time zone (the browser's, or the zone a server render was given), never the process's.
import { type Sport, SPORTS } from '@matchday/contracts/sports/contract';
import { browserTimeZone } from '@matchday/shared/format/format';
import type { MatchListFilter } from '@matchday/shared/live/matchListRead';

export interface CentreFilters {
  sport?: Sport;
  competition?: number;
  /** A calendar day (YYYY-MM-DD) in the viewer's zone. */
  date?: string;
}

/** The centre's tabs, in their order (the first is the default). */
export const CENTRE_TABS = ['schedule', 'results', 'favourites', 'calendar'] as const;

/** The tabs showing one day's list: which way from today they look, and which matches. */
export const CENTRE_DAY_TABS = {
  schedule: { direction: 'ahead', status: 'not_started' },
  results: { direction: 'back', status: 'finished' },
} as const;

export type DayDirection = 'ahead' | 'back';

/** How many days from today the schedule looks ahead and the results look back. */
export const DAY_RANGE = 6;

const isSport = (value: string | null): value is Sport => value !== null && (SPORTS as readonly string[]).includes(value);

/** `YYYY-MM-DD` moved by whole days (calendar arithmetic, no zone involved). */
export function addIsoDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/** Whether a text is a real calendar day `YYYY-MM-DD`. */
export function isIsoDay(value: string | null): value is string {
  return value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) && addIsoDays(value, 0) === value;
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** Today's date in a time zone (the viewer's by default), `YYYY-MM-DD`. */
export function todayIn(timeZone: string = browserTimeZone(), now: Date = new Date()): string {
  let format = dayFormats.get(timeZone);
  if (!format) dayFormats.set(timeZone, (format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })));
  const parts = Object.fromEntries(format.formatToParts(now).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** The filters an address carries; anything malformed is left out rather than sent to the api. */
export function readCentreFilters(params: URLSearchParams): CentreFilters {
  const sport = params.get('sport');
  const competition = Number(params.get('competition'));
  const date = params.get('date');
  return {
    sport: isSport(sport) ? sport : undefined,
    competition: Number.isSafeInteger(competition) && competition > 0 ? competition : undefined,
    date: isIsoDay(date) ? date : undefined,
  };
}

/**
 * The query string with some filters changed (undefined removes one). Choosing another sport
 * drops the competition, which belongs to one sport.
 */
export function withCentreFilters(params: URLSearchParams, patch: Partial<CentreFilters>): URLSearchParams {
  const next = new URLSearchParams(params);
  const changes: Partial<CentreFilters> = 'sport' in patch && !('competition' in patch) ? { ...patch, competition: undefined } : patch;
  for (const [name, value] of Object.entries(changes)) {
    if (value === undefined || value === '') next.delete(name);
    else next.set(name, String(value));
  }
  return next;
}

/** The day in range for the direction: the address's day, or today when it is out of range. */
export function dayInRange(requested: string | undefined, today: string, direction: DayDirection): string {
  const limit = addIsoDays(today, direction === 'ahead' ? DAY_RANGE : -DAY_RANGE);
  if (!requested) return today;
  const inRange = direction === 'ahead' ? requested >= today && requested <= limit : requested <= today && requested >= limit;
  return inRange ? requested : today;
}

/** The list of one day under the filters; `status` narrows it to coming or finished matches. */
export function centreDayFilter(filters: CentreFilters, date: string, status?: MatchListFilter['status']): MatchListFilter {
  const { sport, competition } = filters;
  return { date, ...(sport ? { sport } : {}), ...(competition ? { competition } : {}), ...(status ? { status } : {}) };
}

/** The day list a centre address opens on (schedule or results), or null for the other tabs. */
export function centreOpeningList(search: string, timeZone: string, now: Date = new Date()): MatchListFilter | null {
  const params = new URLSearchParams(search);
  const requested = params.get('tab');
  const tab = (CENTRE_TABS as readonly string[]).includes(requested ?? '') ? requested : CENTRE_TABS[0];
  if (tab !== 'schedule' && tab !== 'results') return null;
  const { direction, status } = CENTRE_DAY_TABS[tab];
  const filters = readCentreFilters(params);
  return centreDayFilter(filters, dayInRange(filters.date, todayIn(timeZone, now), direction), status);
}
