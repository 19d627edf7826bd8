// The site search's one call: a public read through the page's fetch reader (no axios on a page
// that has none), given up when a newer text makes it stale.
import { SEARCH_PATHS, type SiteSearchResults } from '@matchday/contracts/search/contract';
import { SEARCH_MAX_LENGTH } from '@matchday/contracts/sports/contract';
import { readPublic } from '@matchday/shared/http/publicHttp';

export function searchSite(text: string, signal?: AbortSignal): Promise<SiteSearchResults> {
  return readPublic(SEARCH_PATHS.search, { params: { q: text.trim().slice(0, SEARCH_MAX_LENGTH) }, signal });
}
