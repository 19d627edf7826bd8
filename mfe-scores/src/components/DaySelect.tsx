// One day at a time in `?date=` (YYYY-MM-DD in the browser's zone), within a range of days
// around today; an address outside the range shows today.
import { useFormat } from '@matchday/shared/format/format';
import { useTranslation } from '@matchday/shared/i18n/react';
import { useSearchParams } from '@matchday/shared/routing/router';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';

const flipInRtl = { transform: (theme: { direction: string }) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) };

export function localIsoDate(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

const shiftDays = (date: Date, by: number) => new Date(date.getFullYear(), date.getMonth(), date.getDate() + by);

/** The chosen day: the address's when it is within `[-back, +ahead]` days of today, else today. */
export function useChosenDay(back: number, ahead: number): [string, (by: number) => void, { first: string; last: string }] {
  const [params, setParams] = useSearchParams();
  const today = new Date();
  const first = localIsoDate(shiftDays(today, -back));
  const last = localIsoDate(shiftDays(today, ahead));
  const requested = params.get('date');
  const day = requested && /^\d{4}-\d{2}-\d{2}$/.test(requested) && requested >= first && requested <= last ? requested : localIsoDate(today);
  const move = (by: number) => {
    const [year, month, date] = day.split('-').map(Number) as [number, number, number];
    const next = new URLSearchParams(params);
    next.set('date', localIsoDate(new Date(year, month - 1, date + by)));
    setParams(next, { replace: true });
  };
  return [day, move, { first, last }];
}

export function DaySelect({ back, ahead }: { back: number; ahead: number }) {
  const { t } = useTranslation('scores');
  const format = useFormat();
  const [day, move, { first, last }] = useChosenDay(back, ahead);
  const label = format.dayLabel(day);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <IconButton aria-label={t('day.previous')} disabled={day <= first} onClick={() => move(-1)}>
        <ChevronLeft sx={flipInRtl} />
      </IconButton>
      <Typography data-testid="chosen-day" variant="subtitle1" component="p" sx={{ minWidth: 160, textAlign: 'center' }}>
        {day === localIsoDate(new Date()) ? t('day.today', { date: label }) : label}
      </Typography>
      <IconButton aria-label={t('day.next')} disabled={day >= last} onClick={() => move(1)}>
        <ChevronRight sx={flipInRtl} />
      </IconButton>
    </Box>
  );
}
