// The field data of a span, read again every 30 s while the tab is open: a canary is judged on
// its last minutes. A read made while the page is hidden waits for it to be seen again.
import { useApiRead, type ApiRead } from '@matchday/shared/ui/useApiRead';
import type { RumFiguresResponse } from '@matchday/shared/api/rum';
import { useEffect, useRef } from 'react';
import { fieldDataFigures } from '../api/fieldDataApi';

/** The spans an operator chooses from (minutes): 15 min, 1 h, 6 h, 24 h. */
export const SPAN_MINUTES = [15, 60, 360, 1440] as const;
export type SpanMinutes = (typeof SPAN_MINUTES)[number];

export const REFRESH_EVERY_MS = 30_000;

export function useFieldData(minutes: SpanMinutes): ApiRead<RumFiguresResponse> {
  const read = useApiRead(`field-data:${minutes}`, () => fieldDataFigures(minutes));
  const retry = useRef(read.retry);
  retry.current = read.retry;
  useEffect(() => {
    let missed = false;
    const refresh = () => {
      missed = document.visibilityState === 'hidden';
      if (!missed) retry.current();
    };
    const seen = () => {
      if (missed && document.visibilityState === 'visible') refresh();
    };
    const timer = setInterval(refresh, REFRESH_EVERY_MS);
    document.addEventListener('visibilitychange', seen);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', seen);
    };
  }, [minutes]);
  return read;
}
