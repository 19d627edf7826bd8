// The calendar tab: a week strip with each day's match and live counts, previous/next week,
// back to today; the chosen day's matches below. The day is kept in `?date=`.
import type { CalendarDay } from '@matchday/contracts/sports/contract';
import { useFormat } from '@matchday/shared/format/format';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from '@matchday/shared/i18n/react';
import { loadCalendar } from '../api/centreApi';
import { useCentreFilters } from '../hooks/centreFilters';
import { useApiRead } from '@matchday/ui/useApiRead';
import { addIsoDays, isIsoDay, todayIn } from '@matchday/shared/live/matchCentreRead';
import { weekAround } from '../hooks/week';

const flipInRtl = { transform: (theme: { direction: string }) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) };

/** The strip; `children` renders the chosen day's list. */
export function WeekCalendar({ children }: { children: (date: string) => ReactNode }) {
  const { t } = useTranslation('scores');
  const format = useFormat();
  const [filters, setFilters] = useCentreFilters();
  const today = todayIn();
  const selected = isIsoDay(filters.date ?? null) ? filters.date! : today;
  const select = (date: string) => setFilters({ date });
  const days = weekAround(selected, today, format.language);
  const from = days[0]!.iso;
  const to = days[6]!.iso;
  const counts = useApiRead(`calendar:${from}:${to}:${filters.sport ?? ''}`, () => loadCalendar(from, to, filters.sport));
  const countOf = new Map<string, CalendarDay>((counts.data ?? []).map((day) => [day.date, day]));
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: { xs: 'wrap', md: 'nowrap' } }}>
        <IconButton aria-label={t('centre.calendar.previousWeek')} onClick={() => select(addIsoDays(selected, -7))}>
          <ChevronLeft sx={flipInRtl} />
        </IconButton>
        <ToggleButtonGroup
          exclusive
          value={selected}
          onChange={(_, iso: string | null) => iso && select(iso)}
          sx={{ flex: 1, order: { xs: 3, md: 0 }, flexBasis: { xs: '100%', md: 'auto' }, overflowX: 'auto' }}
        >
          {days.map((day) => {
            const count = countOf.get(day.iso);
            return (
              <ToggleButton
                key={day.iso}
                value={day.iso}
                data-testid={`calendar-day-${day.iso}`}
                aria-label={
                  counts.status === 'ready'
                    ? t('centre.calendar.dayLabel', { date: format.dayLabel(day.iso), count: count?.matches ?? 0, live: count?.live ?? 0 })
                    : format.dayLabel(day.iso)
                }
                sx={{ flex: 1, flexDirection: 'column', py: 0.5, minWidth: 52, textTransform: 'none', lineHeight: 1.2 }}
              >
                <Typography variant="caption">{day.isToday ? t('centre.calendar.today') : day.weekday}</Typography>
                <Typography variant="subtitle2">{day.dayOfMonth}</Typography>
                <Typography variant="caption" color="text.secondary" aria-hidden data-testid="day-matches">
                  {counts.status === 'ready' ? String(count?.matches ?? 0) : '\u00a0'}
                </Typography>
                {count !== undefined && count.live > 0 && (
                  <Typography variant="caption" color="error" aria-hidden data-testid="day-live">
                    {`\u25cf ${count.live}`}
                  </Typography>
                )}
              </ToggleButton>
            );
          })}
        </ToggleButtonGroup>
        <IconButton aria-label={t('centre.calendar.nextWeek')} onClick={() => select(addIsoDays(selected, 7))}>
          <ChevronRight sx={flipInRtl} />
        </IconButton>
        <Button
          variant="outlined"
          size="small"
          onClick={() => setFilters({ date: undefined })}
          disabled={selected === today}
          sx={{ marginInlineStart: { xs: 'auto', md: 0 } }}
        >
          {t('centre.calendar.backToToday')}
        </Button>
      </Box>
      <Typography variant="h2" sx={{ mt: 2, mb: 1, fontSize: '1.1rem' }}>
        {t('centre.calendar.matchesOn', { date: format.dayLabel(selected) })}
      </Typography>
      {children(selected)}
    </Box>
  );
}
