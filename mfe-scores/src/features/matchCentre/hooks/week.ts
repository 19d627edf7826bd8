// The calendar strip of the match centre: seven days around a chosen date, with weekday
// names in the page's language. Days are `YYYY-MM-DD` in the viewer's zone, moved with the
// match centre's own day arithmetic (shared/src/live/matchCentreRead.ts).
import { formatsFor } from '@matchday/shared/format/format';
import { addIsoDays } from '@matchday/shared/live/matchCentreRead';

export interface CalendarDay {
  /** YYYY-MM-DD in the viewer's time zone. */
  iso: string;
  weekday: string;
  dayOfMonth: number;
  isToday: boolean;
}

/** Seven days centred on `selected` (three before, three after); `today` is marked. */
export function weekAround(selected: string, today: string, language: string): CalendarDay[] {
  const { weekday } = formatsFor(language);
  return Array.from({ length: 7 }, (_, index) => {
    const iso = addIsoDays(selected, index - 3);
    return { iso, weekday: weekday(iso), dayOfMonth: Number(iso.slice(8)), isToday: iso === today };
  });
}
