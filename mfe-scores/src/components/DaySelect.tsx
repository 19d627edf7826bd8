// One day at a time in `?date=` (YYYY-MM-DD in the viewer's zone), within a range of days
// around today; an address outside the range shows today. Days are counted with the match
// centre's day arithmetic (shared/src/live/matchCentreRead.ts).
import { useFormat } from '@matchday/shared/format/format';
import { addIsoDays, isIsoDay, todayIn } from '@matchday/shared/live/matchCentreRead';
import { useTranslation } from '@matchday/shared/i18n/react';
import { useSearchParams } from '@matchday/shared/routing/router';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';

const flipInRtl = { transform: (theme: { direction: string }) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) };

/** The chosen day: the address's when it is within `[-back, +ahead]` days of today, else today. */
export function useChosenDay(back: number, ahead: number): [string, (by: number) => void, { first: string; last: string }] {
  const [params, setParams] = useSearchParams();
  const today = todayIn();
  const first = addIsoDays(today, -back);
  const last = addIsoDays(today, ahead);
  const requested = params.get('date');
  const day = isIsoDay(requested) && requested >= first && requested <= last ? requested : today;
  const move = (by: number) => {
    const next = new URLSearchParams(params);
    next.set('date', addIsoDays(day, by));
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
        {day === todayIn() ? t('day.today', { date: label }) : label}
      </Typography>
      <IconButton aria-label={t('day.next')} disabled={day >= last} onClick={() => move(1)}>
        <ChevronRight sx={flipInRtl} />
      </IconButton>
    </Box>
  );
}
