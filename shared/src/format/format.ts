// How the site writes dates, times, odds, coins and counts: in the site's language (the i18next
// language, as LOCALE_INFO's BCP 47 tag) and the viewer's time zone (the browser's unless one is
// given). One home, so a kick-off or a price reads the same in every app, and every Intl
// formatter is built once per language and options: building one costs far more than using it,
// and the lists format on every row. Apps use `useFormat()`; code outside React the functions.
import type { OddsMarket } from '@matchday/shared/api/sports';
import type { PlanMarket } from '@matchday/shared/api/tips';
import { DEFAULT_LOCALE, LOCALE_INFO, parseLocale } from '@matchday/shared/i18n/locales';
import { useTranslation } from '@matchday/shared/i18n/react';

/** What stands for a value there is none of (no price quoted, no rate yet). */
export const MISSING = '–';

/** A moment: an ISO 8601 string (the api's), epoch milliseconds or a Date. */
export type Instant = string | number | Date;

/** A day of the calendar, `YYYY-MM-DD`, with no zone (a date picker's day, an expected return). */
export type CalendarDay = string;

/** The viewer's time zone: times are shown in it and the api counts days in it. */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

const tags = new Map<string, string>();

/** The BCP 47 tag of a site language (`zh_CN` → `zh-CN`); anything else reads as the default language. */
export function languageTag(language: string): string {
  let tag = tags.get(language);
  if (tag === undefined) tags.set(language, (tag = LOCALE_INFO[parseLocale(language) ?? DEFAULT_LOCALE].htmlLang));
  return tag;
}

const DATE_STYLES = {
  /** A kick-off or a time of day: `02:00 PM`, `14:00`. */
  time: { hour: '2-digit', minute: '2-digit' },
  date: { dateStyle: 'medium' },
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  /** To the second, for logs. */
  timestamp: { dateStyle: 'medium', timeStyle: 'medium' },
  /** A moment of the coming or past days, without the year: `Jan 5, 02:00 PM`. */
  dayTime: { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' },
  weekday: { weekday: 'short' },
  dayLabel: { weekday: 'long', month: 'long', day: 'numeric' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

type DateStyle = keyof typeof DATE_STYLES;

const dateFormats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(language: string, style: DateStyle, timeZone: string | undefined): Intl.DateTimeFormat {
  const tag = languageTag(language);
  const key = `${tag}|${style}|${timeZone ?? ''}`;
  let format = dateFormats.get(key);
  if (!format) dateFormats.set(key, (format = new Intl.DateTimeFormat(tag, { ...DATE_STYLES[style], timeZone })));
  return format;
}

const toDate = (at: Instant) => (at instanceof Date ? at : new Date(at));

const NO_BREAK_SPACE = '\u00a0';

/**
 * A time with its day period kept on one line: the space between `02:00` and `PM` (`م` in
 * Arabic) becomes a no-break space, so a narrow column never wraps `PM` under the time.
 */
function keepingDayPeriod(format: Intl.DateTimeFormat, at: Instant): string {
  const parts = format.formatToParts(toDate(at));
  return parts
    .map((part, index) =>
      part.type === 'literal' && (parts[index - 1]?.type === 'dayPeriod' || parts[index + 1]?.type === 'dayPeriod') ? part.value.replace(/\s/g, NO_BREAK_SPACE) : part.value,
    )
    .join('');
}

/** The time of day, as a kick-off is shown: `02:00 PM` (en_US), `14:00` (zh_CN). */
export const formatTime = (at: Instant, language: string, timeZone?: string): string => keepingDayPeriod(dateFormat(language, 'time', timeZone), at);

/** The day of a moment: `Jan 5, 2025`. */
export const formatDate = (at: Instant, language: string, timeZone?: string): string => dateFormat(language, 'date', timeZone).format(toDate(at));

/** A moment with its day and time: `Jan 5, 2025, 2:00 PM`. */
export const formatDateTime = (at: Instant, language: string, timeZone?: string): string => keepingDayPeriod(dateFormat(language, 'dateTime', timeZone), at);

/** A moment to the second (logs): `Jan 5, 2025, 2:00:07 PM`. */
export const formatTimestamp = (at: Instant, language: string, timeZone?: string): string => keepingDayPeriod(dateFormat(language, 'timestamp', timeZone), at);

/** A moment of the days around now, without the year: `Jan 5, 02:00 PM`. */
export const formatDayTime = (at: Instant, language: string, timeZone?: string): string => keepingDayPeriod(dateFormat(language, 'dayTime', timeZone), at);

/** A calendar day as the instant of its noon in UTC, formatted in UTC: the same day in every zone. */
function calendarDay(day: CalendarDay): Date {
  const [year = 1970, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date, 12));
}

/** A calendar day: `Jan 5, 2025`. */
export const formatCalendarDay = (day: CalendarDay, language: string): string => dateFormat(language, 'date', 'UTC').format(calendarDay(day));

/** A calendar day's weekday, short: `Mon`. */
export const formatWeekday = (day: CalendarDay, language: string): string => dateFormat(language, 'weekday', 'UTC').format(calendarDay(day));

/** A calendar day in words, for a day picker: `Monday, January 5`. */
export const formatDayLabel = (day: CalendarDay, language: string): string => dateFormat(language, 'dayLabel', 'UTC').format(calendarDay(day));

const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();

/** Each unit and how many of it make the next one. */
const RELATIVE_UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 365.25 / 12 / 7],
  ['month', 12],
  ['year', Infinity],
];

/** How long ago or from now, in the largest whole unit: `3 minutes ago`, `yesterday`, `in 2 hours`. */
export function formatRelative(at: Instant, language: string, now: Instant = Date.now()): string {
  const tag = languageTag(language);
  let format = relativeFormats.get(tag);
  if (!format) relativeFormats.set(tag, (format = new Intl.RelativeTimeFormat(tag, { numeric: 'auto' })));
  let value = (toDate(at).getTime() - toDate(now).getTime()) / 1000;
  for (const [unit, size] of RELATIVE_UNITS) {
    const rounded = Math.round(value);
    // `+ 0` turns -0 into 0, which reads `now` rather than `0 seconds ago`.
    if (Math.abs(rounded) < size) return format.format(rounded + 0, unit);
    value /= size;
  }
  return format.format(Math.round(value), 'year');
}

const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(language: string, key: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const tag = languageTag(language);
  const cacheKey = `${tag}|${key}`;
  let format = numberFormats.get(cacheKey);
  if (!format) numberFormats.set(cacheKey, (format = new Intl.NumberFormat(tag, options)));
  return format;
}

/** An odds price, always two decimals: `1.95`, `2.10`. */
export const formatOddsPrice = (value: number | null, language: string): string =>
  value === null ? MISSING : numberFormat(language, 'price', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);

/** An odds line: a handicap shows its sign (`+0.5`, `-1.25`), a total does not (`2.5`). */
export function formatOddsLine(value: number | null, market: OddsMarket | PlanMarket, language: string): string {
  if (value === null) return MISSING;
  return market === 'handicap'
    ? numberFormat(language, 'handicap', { maximumFractionDigits: 2, signDisplay: 'exceptZero' }).format(value)
    : numberFormat(language, 'line', { maximumFractionDigits: 2 }).format(value);
}

/** A tipster's return in units, signed with two decimals: `+2.30`, `-1.00`. */
export const formatSignedUnits = (value: number | null, language: string): string =>
  value === null ? MISSING : numberFormat(language, 'units', { minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: 'exceptZero' }).format(value);

/** Coins, whole and grouped: `1,250`; signed for a ledger's movements: `+50`, `-30`. */
export const formatCoins = (value: number, language: string, signed = false): string =>
  numberFormat(language, signed ? 'signedCoins' : 'coins', { maximumFractionDigits: 0, signDisplay: signed ? 'exceptZero' : 'auto' }).format(value);

/** A count, grouped: `12,345`. */
export const formatCount = (value: number, language: string): string => numberFormat(language, 'count', { maximumFractionDigits: 0 }).format(value);

/** A count in few characters, for badges: `12K`, `1.2万`. */
export const formatCompactCount = (value: number, language: string): string =>
  numberFormat(language, 'compact', { notation: 'compact', maximumFractionDigits: 1 }).format(value);

/** A rate (0–1) as a percentage: `76%`. */
export const formatPercent = (rate: number | null | undefined, language: string, fractionDigits = 0): string =>
  rate === null || rate === undefined ? MISSING : numberFormat(language, `percent${fractionDigits}`, { style: 'percent', maximumFractionDigits: fractionDigits }).format(rate);

/** A measure with decimals (an average, kills per death): `20.5`. */
export const formatDecimal = (value: number, language: string, maximumFractionDigits = 1, minimumFractionDigits = 0): string =>
  numberFormat(language, `decimal${minimumFractionDigits}-${maximumFractionDigits}`, { minimumFractionDigits, maximumFractionDigits }).format(value);

/** Every format of one language (and zone), ready to call. */
export interface Formats {
  /** The site language the formats write in (`en_US`). */
  language: string;
  time(at: Instant): string;
  date(at: Instant): string;
  dateTime(at: Instant): string;
  timestamp(at: Instant): string;
  dayTime(at: Instant): string;
  calendarDay(day: CalendarDay): string;
  weekday(day: CalendarDay): string;
  dayLabel(day: CalendarDay): string;
  relative(at: Instant, now?: Instant): string;
  oddsPrice(value: number | null): string;
  oddsLine(value: number | null, market: OddsMarket | PlanMarket): string;
  signedUnits(value: number | null): string;
  coins(value: number, signed?: boolean): string;
  count(value: number): string;
  compactCount(value: number): string;
  percent(rate: number | null | undefined, fractionDigits?: number): string;
  decimal(value: number, maximumFractionDigits?: number, minimumFractionDigits?: number): string;
}

const formatsByLanguage = new Map<string, Formats>();

/** The formats of a language, in a time zone (the browser's by default); one object per pair. */
export function formatsFor(language: string, timeZone?: string): Formats {
  const key = `${language}|${timeZone ?? ''}`;
  let formats = formatsByLanguage.get(key);
  if (!formats)
    formatsByLanguage.set(
      key,
      (formats = {
        language,
        time: (at) => formatTime(at, language, timeZone),
        date: (at) => formatDate(at, language, timeZone),
        dateTime: (at) => formatDateTime(at, language, timeZone),
        timestamp: (at) => formatTimestamp(at, language, timeZone),
        dayTime: (at) => formatDayTime(at, language, timeZone),
        calendarDay: (day) => formatCalendarDay(day, language),
        weekday: (day) => formatWeekday(day, language),
        dayLabel: (day) => formatDayLabel(day, language),
        relative: (at, now) => formatRelative(at, language, now),
        oddsPrice: (value) => formatOddsPrice(value, language),
        oddsLine: (value, market) => formatOddsLine(value, market, language),
        signedUnits: (value) => formatSignedUnits(value, language),
        coins: (value, signed) => formatCoins(value, language, signed),
        count: (value) => formatCount(value, language),
        compactCount: (value) => formatCompactCount(value, language),
        percent: (rate, fractionDigits) => formatPercent(rate, language, fractionDigits),
        decimal: (value, maximumFractionDigits, minimumFractionDigits) => formatDecimal(value, language, maximumFractionDigits, minimumFractionDigits),
      }),
    );
  return formats;
}

/** The formats of the site's current language; the component renders again when it changes. */
export function useFormat(): Formats {
  // The common namespace is always loaded: this waits for nothing, and follows language changes.
  const { i18n } = useTranslation();
  return formatsFor(i18n.language);
}
