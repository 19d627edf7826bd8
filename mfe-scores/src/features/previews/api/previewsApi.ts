// Previews of a sport's matches not yet started on a day (in the browser's zone): each side's
// form, their meetings, and the odds. A public read.
import { SPORTS_PATHS } from '@matchday/contracts/sports/contract';
import type { MatchPreview, Sport } from '@matchday/contracts/sports/contract';
import { readPublic } from '@matchday/shared/http/publicHttp';
import { browserTimeZone } from '@matchday/shared/format/format';

export function loadPreviews(sport: Sport, date: string): Promise<MatchPreview[]> {
  return readPublic(SPORTS_PATHS.previews, { params: { sport, date, tz: browserTimeZone() } });
}
