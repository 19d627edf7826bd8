// How the site writes dates, times, odds, coins, prices and counts: in the site's language (the i18next
// language, as LOCALE_INFO's BCP 47 tag) and the viewer's time zone (the browser's unless one is
// given). One home, so a kick-off or a price reads the same in every app, and every Intl
// formatter is built once per language and options: building one costs far more than using it,
// and the lists format on every row. Components use `useFormat()`; other code
// `formatsFor(language)`. Kept small: it rides in every page's platform file.
import type { OddsMarket } from '@matchday/contracts/sports/rules';
import type { PlanMarket } from '@matchday/contracts/tips/contract';
import { DEFAULT_LOCALE, LOCALE_INFO, parseLocale } from '@matchday/contracts/i18n/locales';
import { useTranslation } from '@matchday/shared/i18n/react';

/** What stands for a value there is none of (no price quoted, no rate yet). */
export const MISSING = '–';

/** A moment: an ISO 8601 string (the api's), epoch milliseconds or a Date. */
export type Instant = string | number | Date;

/** A day of the calendar, `YYYY-MM-DD`, with no zone (a date picker's day, an expected return). */
export type CalendarDay = string;

/** Set by a first screen drawn on the shell's server: the zone its viewer's browser gave. */
let viewerZoneOnServer: string | undefined;

/** Draws the next formats and reads in the viewer's zone (server renders; `undefined` ends it). */
export function setServerViewerTimeZone(zone: string | undefined): void {
  viewerZoneOnServer = zone;
}

/** The viewer's time zone: times are shown in it and the api counts days in it. */
export const browserTimeZone = (): string => viewerZoneOnServer ?? (Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC');

/** The BCP 47 tag of a site language (`zh_CN` → `zh-CN`); anything else reads as the default language. */
export const languageTag = (language: string): string => LOCALE_INFO[parseLocale(language) ?? DEFAULT_LOCALE].htmlLang;

const built = new Map<string, unknown>();

function cached<T>(key: string, build: () => T): T {
  let value = built.get(key) as T | undefined;
  if (value === undefined) built.set(key, (value = build()));
  return value;
}

const HOUR_MINUTE = { hour: '2-digit', minute: '2-digit' } as const;
const MEDIUM_DATE = { dateStyle: 'medium' } as const;
const TWO_DECIMALS = { minimumFractionDigits: 2, maximumFractionDigits: 2 } as const;

/** Each unit of a relative time and how many of it make the next one. */
const RELATIVE_UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 365.25 / 12 / 7],
  ['month', 12],
  ['year', Infinity],
];

const toDate = (at: Instant) => new Date(at);

/** Every format of one language and zone. */
export interface Formats {
  /** The site language the formats write in (`en_US`). */
  language: string;
  /** A kick-off or time of day: `02:00 PM` (en_US), `14:00` (zh_CN). */
  time(at: Instant): string;
  /** The day of a moment: `Jan 6, 2025`. */
  date(at: Instant): string;
  /** A moment with its day and time: `Jan 6, 2025, 2:05 PM`. */
  dateTime(at: Instant): string;
  /** A moment to the second, for logs: `Jan 6, 2025, 2:05:07 PM`. */
  timestamp(at: Instant): string;
  /** A moment of the days around now, without the year: `Jan 6, 02:05 PM`. */
  dayTime(at: Instant): string;
  /** A calendar day, the same in every zone: `Jan 6, 2025`. */
  calendarDay(day: CalendarDay): string;
  /** A calendar day's weekday: `Mon`. */
  weekday(day: CalendarDay): string;
  /** A calendar day in words, for a day picker: `Monday, January 6`. */
  dayLabel(day: CalendarDay): string;
  /** How long ago or from now, in the largest whole unit: `3 minutes ago`, `yesterday`, `in 2 hours`. */
  relative(at: Instant, now?: Instant): string;
  /** An odds price, two decimals: `1.95`. */
  oddsPrice(value: number | null): string;
  /** An odds line: a handicap's signed (`+0.5`, `-1.25`), a total's plain (`2.5`). */
  oddsLine(value: number | null, market: OddsMarket | PlanMarket): string;
  /** A tipster's return in units, signed, two decimals: `+2.30`. */
  signedUnits(value: number | null): string;
  /** Coins, whole and grouped (`1,250`); signed for a ledger's movements (`+50`). */
  coins(value: number, signed?: boolean): string;
  /** A price in money, given in the currency's minor unit (cents, fen): `price(499, 'USD')` is `$4.99`, `price(500, 'JPY')` is `¥500`. */
  price(minor: number, currency: string): string;
  /** A count, grouped: `12,345`. */
  count(value: number): string;
  /** A count in few characters, for badges: `12.3K`, `1.2万`. */
  compactCount(value: number): string;
  /** A rate (0–1) as a percentage: `76%`. */
  percent(rate: number | null | undefined, fractionDigits?: number): string;
  /** A measure with decimals (an average, kills per death): `20.6`. */
  decimal(value: number, maximumFractionDigits?: number, minimumFractionDigits?: number): string;
}

/**
 * The formats of a site language (`en_US`, `ar`…) in a time zone, the browser's by default:
 * one object per language and zone, its Intl formatters built on first use.
 */
export function formatsFor(language: string, timeZone: string | undefined = viewerZoneOnServer): Formats {
  return cached(`F|${language}|${timeZone}`, () => {
    const tag = languageTag(language);
    const dates = (key: string, options: Intl.DateTimeFormatOptions, zone = timeZone) =>
      cached(`D|${tag}|${zone}|${key}`, () => new Intl.DateTimeFormat(tag, { ...options, timeZone: zone }));
    const numbers = (key: string, options: Intl.NumberFormatOptions) => cached(`N|${tag}|${key}`, () => new Intl.NumberFormat(tag, options));
    // A time keeps its day period on its line: the space between `02:00` and `PM` (`م` in Arabic)
    // becomes a no-break space, so a narrow column never wraps `PM` under the time.
    const timed = (key: string, options: Intl.DateTimeFormatOptions) => (at: Instant) => {
      const parts = dates(key, options).formatToParts(toDate(at));
      return parts
        .map((part, index) =>
          part.type === 'literal' && (parts[index - 1]?.type === 'dayPeriod' || parts[index + 1]?.type === 'dayPeriod') ? part.value.replace(/\s/g, '\u00a0') : part.value,
        )
        .join('');
    };
    // A calendar day is its noon in UTC, written in UTC: the same day whatever the viewer's zone.
    const day = (key: string, options: Intl.DateTimeFormatOptions) => (value: CalendarDay) => dates(key, options, 'UTC').format(new Date(`${value}T12:00:00Z`));
    return {
      language,
      time: timed('time', HOUR_MINUTE),
      date: (at) => dates('date', MEDIUM_DATE).format(toDate(at)),
      dateTime: timed('dateTime', { ...MEDIUM_DATE, timeStyle: 'short' }),
      timestamp: timed('timestamp', { ...MEDIUM_DATE, timeStyle: 'medium' }),
      dayTime: timed('dayTime', { month: 'short', day: 'numeric', ...HOUR_MINUTE }),
      calendarDay: day('date', MEDIUM_DATE),
      weekday: day('weekday', { weekday: 'short' }),
      dayLabel: day('dayLabel', { weekday: 'long', month: 'long', day: 'numeric' }),
      relative(at, now = Date.now()) {
        const format = cached(`R|${tag}`, () => new Intl.RelativeTimeFormat(tag, { numeric: 'auto' }));
        let value = (toDate(at).getTime() - toDate(now).getTime()) / 1000;
        for (const [unit, size] of RELATIVE_UNITS) {
          const rounded = Math.round(value);
          // `+ 0` turns -0 into 0, which reads `now` rather than `0 seconds ago`.
          if (Math.abs(rounded) < size) return format.format(rounded + 0, unit);
          value /= size;
        }
        return MISSING; // not reached: a year is the last unit
      },
      oddsPrice: (value) => (value === null ? MISSING : numbers('price', TWO_DECIMALS).format(value)),
      oddsLine: (value, market) =>
        value === null
          ? MISSING
          : market === 'handicap'
            ? numbers('handicap', { maximumFractionDigits: 2, signDisplay: 'exceptZero' }).format(value)
            : numbers('line', { maximumFractionDigits: 2 }).format(value),
      signedUnits: (value) => (value === null ? MISSING : numbers('units', { ...TWO_DECIMALS, signDisplay: 'exceptZero' }).format(value)),
      coins: (value, signed = false) => numbers(`coins${signed}`, { maximumFractionDigits: 0, signDisplay: signed ? 'exceptZero' : 'auto' }).format(value),
      price(minor, currency) {
        const format = numbers(`price-${currency}`, { style: 'currency', currency });
        // The currency's own minor-unit digits (2 for USD, 0 for JPY, 3 for KWD), as Intl knows them.
        return format.format(minor / 10 ** (format.resolvedOptions().maximumFractionDigits ?? 2));
      },
      count: (value) => numbers('count', { maximumFractionDigits: 0 }).format(value),
      compactCount: (value) => numbers('compact', { notation: 'compact', maximumFractionDigits: 1 }).format(value),
      percent: (rate, digits = 0) => (rate === null || rate === undefined ? MISSING : numbers(`percent${digits}`, { style: 'percent', maximumFractionDigits: digits }).format(rate)),
      decimal: (value, max = 1, min = 0) => numbers(`decimal${min}-${max}`, { minimumFractionDigits: min, maximumFractionDigits: max }).format(value),
    };
  });
}

/** The formats of the site's current language; the component renders again when it changes. */
export function useFormat(): Formats {
  // The common namespace is always loaded: this waits for nothing, and follows language changes.
  const { i18n } = useTranslation();
  return formatsFor(i18n.language);
}
