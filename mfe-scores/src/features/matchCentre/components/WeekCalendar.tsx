import { LOCALE_INFO } from '@matchday/shared/i18n/locales';
import { useLanguage } from '@matchday/shared/stores/languageStore';
import { EmptyState } from '@matchday/shared/ui/StatusViews';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@matchday/shared/i18n/react';
import { useSearchParams } from '@matchday/shared/routing/router';
import { addDays, parseIsoDate, toIsoDate, weekAround } from '../hooks/week';

/** Weekday strip with previous/next week and back-to-today; the day is kept in `?date=`. */
export function WeekCalendar() {
  const { t } = useTranslation('scores');
  const language = useLanguage();
  const [params, setParams] = useSearchParams();
  const today = new Date();
  const selected = parseIsoDate(params.get('date')) ?? today;
  const select = (date: Date) => {
    const next = new URLSearchParams(params);
    next.set('date', toIsoDate(date));
    setParams(next, { replace: true });
  };
  const days = weekAround(selected, today, LOCALE_INFO[language].htmlLang);
  const longDate = new Intl.DateTimeFormat(LOCALE_INFO[language].htmlLang, { dateStyle: 'full' }).format(selected);
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <IconButton aria-label={t('match.calendar.previousWeek')} onClick={() => select(addDays(selected, -7))}>
          <ChevronLeft sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) }} />
        </IconButton>
        <ToggleButtonGroup
          exclusive
          value={toIsoDate(selected)}
          onChange={(_, iso: string | null) => iso && select(parseIsoDate(iso)!)}
          sx={{ flex: 1, overflowX: 'auto' }}
        >
          {days.map((day) => (
            <ToggleButton key={day.iso} value={day.iso} sx={{ flex: 1, flexDirection: 'column', py: 0.5, minWidth: 56, textTransform: 'none' }}>
              <Typography variant="caption">{day.isToday ? t('match.calendar.today') : day.weekday}</Typography>
              <Typography variant="subtitle2">{day.dayOfMonth}</Typography>
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <IconButton aria-label={t('match.calendar.nextWeek')} onClick={() => select(addDays(selected, 7))}>
          <ChevronRight sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) }} />
        </IconButton>
        <Button variant="outlined" size="small" onClick={() => select(today)} disabled={toIsoDate(selected) === toIsoDate(today)}>
          {t('match.calendar.backToToday')}
        </Button>
      </Box>
      <EmptyState title={t('match.calendar.matchesOn', { date: longDate })} hint={t('empty.matches')} />
    </Box>
  );
}
