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
import { addIsoDays, DAY_RANGE, dayInRange, todayIn, type DayDirection } from '@matchday/shared/live/matchCentreRead';
import { useCentreFilters } from '../hooks/centreFilters';

const flipInRtl = { transform: (theme: { direction: string }) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) };

export function DayStepper({ direction, children }: { direction: DayDirection; children: (date: string) => ReactNode }) {
  const { t } = useTranslation('scores');
  const format = useFormat();
  const [filters, setFilters] = useCentreFilters();
  // The viewer's today, also on the shell's server drawing this page for a zone not its own.
  const today = todayIn();
  const day = dayInRange(filters.date, today, direction);
  const move = (by: number) => {
    const next = addIsoDays(day, by);
    setFilters({ date: dayInRange(next, today, direction) === next ? next : undefined });
  };
  const first = direction === 'ahead' ? today : addIsoDays(today, -DAY_RANGE);
  const last = direction === 'ahead' ? addIsoDays(today, DAY_RANGE) : today;
  const label = format.dayLabel(day);
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <IconButton aria-label={t('centre.day.previous')} disabled={day <= first} onClick={() => move(-1)}>
          <ChevronLeft sx={flipInRtl} />
        </IconButton>
        <Typography data-testid="centre-day" variant="subtitle1" component="h2" sx={{ flex: 1, textAlign: 'center' }}>
          {day === today ? t('centre.day.today', { date: label }) : label}
        </Typography>
        <IconButton aria-label={t('centre.day.next')} disabled={day >= last} onClick={() => move(1)}>
          <ChevronRight sx={flipInRtl} />
        </IconButton>
      </Box>
      {children(day)}
    </Box>
  );
}
