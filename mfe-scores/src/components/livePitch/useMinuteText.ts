import { useTranslation } from '@matchday/shared/i18n/react';
import { minuteText } from '../../lib/matchClock';

/** The minute of an event written as the match clock writes it (`63'`, `45+2'`). */
export function useMinuteText(): (minute: number, stoppage: number) => string {
  const { t } = useTranslation('scores');
  return (minute, stoppage) => {
    const text = minuteText(stoppage > 0 ? minute : Math.max(1, minute), stoppage);
    return t(text.key, text.values);
  };
}
