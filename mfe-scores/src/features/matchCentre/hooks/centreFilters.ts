// The match centre's filters live in the query string (`?sport=&competition=&date=`), so a
// link shares exactly what its sender saw and a reload keeps it. How the address reads and
// writes is shared with the shell's server (matchCentreRead.ts).
import { readCentreFilters, withCentreFilters, type CentreFilters } from '@matchday/shared/live/matchCentreRead';
import { useSearchParams } from '@matchday/shared/routing/router';

export function useCentreFilters(): [CentreFilters, (patch: Partial<CentreFilters>) => void] {
  const [params, setParams] = useSearchParams();
  return [readCentreFilters(params), (patch) => setParams(withCentreFilters(params, patch), { replace: true })];
}
