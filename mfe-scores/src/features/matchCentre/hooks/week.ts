// The calendar strip of the match centre: seven days around a chosen date, with weekday
// names in the page's language.
import { formatsFor } from '@matchday/shared/format/format';

export interface CalendarDay {
  /** YYYY-MM-DD in the viewer's time zone. */
  iso: string;
  weekday: string;
  dayOfMonth: number;
  isToday: boolean;
}

export function toIsoDate(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

export function parseIsoDate(value: string | null): Date | null {
  const match = value ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return toIsoDate(date) === value ? date : null;
}

export function addDays(date: Date, days: number): Date {
  const next = new Date(date);
  next.setDate(next.getDate() + days);
  return next;
}

/** Seven days centred on `selected` (three before, three after). */
export function weekAround(selected: Date, today: Date, language: string): CalendarDay[] {
  const todayIso = toIsoDate(today);
  const { weekday } = formatsFor(language);
  return Array.from({ length: 7 }, (_, index) => {
    const day = addDays(selected, index - 3);
    const iso = toIsoDate(day);
    return { iso, weekday: weekday(iso), dayOfMonth: day.getDate(), isToday: iso === todayIso };
  });
}
