// The field data of a span, read again every 30 s while the tab is open: a canary is judged on
// its last minutes.
import { useApiRead, type ApiRead } from '@matchday/ui/useApiRead';
import type { RumFiguresResponse } from '@matchday/contracts/rum/contract';
import { fieldDataFigures } from '../api/fieldDataApi';
import { useRefreshEvery } from './useRefreshEvery';

/** The spans an operator chooses from (minutes): 15 min, 1 h, 6 h, 24 h. */
export const SPAN_MINUTES = [15, 60, 360, 1440] as const;
export type SpanMinutes = (typeof SPAN_MINUTES)[number];

export function useFieldData(minutes: SpanMinutes): ApiRead<RumFiguresResponse> {
  const read = useApiRead(`field-data:${minutes}`, () => fieldDataFigures(minutes));
  useRefreshEvery(read.retry, minutes);
  return read;
}
