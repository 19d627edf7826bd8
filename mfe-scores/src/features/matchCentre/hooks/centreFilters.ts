// The match centre's filters live in the query string (`?sport=&competition=&date=`), so a
// link shares exactly what its sender saw and a reload keeps it.
import { SPORTS, type Sport } from '@matchday/shared/api/sports';
import { useSearchParams } from '@matchday/shared/routing/router';
import { parseIsoDate } from './week';

export interface CentreFilters {
  sport?: Sport;
  competition?: number;
  /** A calendar day (YYYY-MM-DD) in the viewer's zone. */
  date?: string;
}

const isSport = (value: string | null): value is Sport => value !== null && (SPORTS as readonly string[]).includes(value);

/** The filters an address carries; anything malformed is left out rather than sent to the api. */
export function readCentreFilters(params: URLSearchParams): CentreFilters {
  const sport = params.get('sport');
  const competition = Number(params.get('competition'));
  const date = params.get('date');
  return {
    sport: isSport(sport) ? sport : undefined,
    competition: Number.isSafeInteger(competition) && competition > 0 ? competition : undefined,
    date: parseIsoDate(date) ? (date as string) : undefined,
  };
}

/**
 * The query string with some filters changed (undefined removes one). Choosing another sport
 * drops the competition, which belongs to one sport.
 */
export function withCentreFilters(params: URLSearchParams, patch: Partial<CentreFilters>): URLSearchParams {
  const next = new URLSearchParams(params);
  const changes: Partial<CentreFilters> = 'sport' in patch && !('competition' in patch) ? { ...patch, competition: undefined } : patch;
  for (const [name, value] of Object.entries(changes)) {
    if (value === undefined || value === '') next.delete(name);
    else next.set(name, String(value));
  }
  return next;
}

export function useCentreFilters(): [CentreFilters, (patch: Partial<CentreFilters>) => void] {
  const [params, setParams] = useSearchParams();
  return [readCentreFilters(params), (patch) => setParams(withCentreFilters(params, patch), { replace: true })];
}
