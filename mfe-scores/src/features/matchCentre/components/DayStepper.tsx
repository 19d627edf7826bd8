// The day of the schedule (today and the days after) or of the results (today and the days
// before): one day at a time, in `?date=`, within a week of today.
import { useFormat } from '@matchday/shared/format/format';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from '@matchday/shared/i18n/react';
import { useCentreFilters } from '../hooks/centreFilters';
import { addDays, toIsoDate } from '../hooks/week';

const flipInRtl = { transform: (theme: { direction: string }) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) };
/** How many days from today the schedule looks ahead and the results look back. */
export const DAY_RANGE = 6;

/** The day in range for the direction: the address's day, or today when it is out of range. */
export function dayInRange(requested: string | undefined, today: Date, direction: 'ahead' | 'back'): string {
  const todayIso = toIsoDate(today);
  const limit = toIsoDate(addDays(today, direction === 'ahead' ? DAY_RANGE : -DAY_RANGE));
  if (!requested) return todayIso;
  const inRange = direction === 'ahead' ? requested >= todayIso && requested <= limit : requested <= todayIso && requested >= limit;
  return inRange ? requested : todayIso;
}

export function DayStepper({ direction, children }: { direction: 'ahead' | 'back'; children: (date: string) => ReactNode }) {
  const { t } = useTranslation('scores');
  const format = useFormat();
  const [filters, setFilters] = useCentreFilters();
  const today = new Date();
  const day = dayInRange(filters.date, today, direction);
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const shown = new Date(year, month - 1, date);
  const move = (by: number) => {
    const next = toIsoDate(addDays(shown, by));
    setFilters({ date: dayInRange(next, today, direction) === next ? next : undefined });
  };
  const first = direction === 'ahead' ? toIsoDate(today) : toIsoDate(addDays(today, -DAY_RANGE));
  const last = direction === 'ahead' ? toIsoDate(addDays(today, DAY_RANGE)) : toIsoDate(today);
  const label = format.dayLabel(day);
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <IconButton aria-label={t('centre.day.previous')} disabled={day <= first} onClick={() => move(-1)}>
          <ChevronLeft sx={flipInRtl} />
        </IconButton>
        <Typography data-testid="centre-day" variant="subtitle1" component="h2" sx={{ flex: 1, textAlign: 'center' }}>
          {day === toIsoDate(today) ? t('centre.day.today', { date: label }) : label}
        </Typography>
        <IconButton aria-label={t('centre.day.next')} disabled={day >= last} onClick={() => move(1)}>
          <ChevronRight sx={flipInRtl} />
        </IconButton>
      </Box>
      {children(day)}
    </Box>
  );
}
