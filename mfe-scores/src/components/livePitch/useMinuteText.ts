import { useTranslation } from '@matchday/shared/i18n/react';

/** The minute of an event written as the match clock writes it (`63'`, `45+2'`). */
export function useMinuteText(): (minute: number, stoppage: number) => string {
  const { t } = useTranslation('scores');
  return (minute, stoppage) => (stoppage > 0 ? t('clock.minuteStoppage', { minute, stoppage }) : t('clock.minute', { minute: Math.max(1, minute) }));
}
