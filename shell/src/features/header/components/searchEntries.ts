// What each found thing shows and where it leads, grouped by kind in the order the dialog lists
// them. The site has no team page: a team leads to its match (live, else next, else last), a
// player to that match's line-ups, and one without any match to its team's news. A competition
// leads to its page, a streamer to their room, an expert to their record, an article to itself.
// Addresses come from the route table, the phone's or the desktop's.
import { SEARCH_KINDS, type SearchKind, type SearchMatchLink, type SiteSearchResults } from '@matchday/contracts/search/contract';
import type { Sport } from '@matchday/contracts/sports/contract';
import { pathOf } from '@matchday/contracts/routes/routeTable';

export interface SearchEntry {
  kind: SearchKind;
  /** Unique in an answer: the kind and the thing's id. */
  key: string;
  primary: string;
  secondary: string;
  to: string;
}

export interface SearchGroup {
  kind: SearchKind;
  entries: SearchEntry[];
}

/** The words an entry's second line is made of, in the fan's language. */
export interface EntryWords {
  sport: (sport: Sport) => string;
  match: (match: SearchMatchLink) => string;
  date: (at: string) => string;
  onAir: string;
}

const address = (routeId: string, query: Record<string, string>) => `${pathOf(routeId)}?${new URLSearchParams(query)}`;

/**
 * A text set apart from what surrounds it in a line (Unicode's first-strong isolate): a Latin
 * team name, a date and an Arabic word on one line keep their own order in a right-to-left page.
 */
export const isolate = (text: string): string => `\u2068${text}\u2069`;
const joined = (...parts: string[]) => parts.map(isolate).join(' · ');

function entriesOf(kind: SearchKind, results: SiteSearchResults, phone: boolean, words: EntryWords): Omit<SearchEntry, 'kind' | 'key'>[] {
  const matchPage = (match: SearchMatchLink, tab?: string) => address(phone ? 'mDetail' : 'detail', { id: match.id, ...(tab ? { tab } : {}) });
  const teamNews = (teamId: string) => address('news', { team: teamId });
  switch (kind) {
    case 'teams':
      return results.teams.map((team) => ({
        primary: team.name,
        secondary: team.match ? words.match(team.match) : words.sport(team.sport),
        to: team.match ? matchPage(team.match) : teamNews(team.id),
      }));
    case 'competitions':
      return results.competitions.map((competition) => ({
        primary: competition.name,
        secondary: joined(words.sport(competition.sport), competition.country),
        to: address('mSeriesDetail', { id: competition.id }),
      }));
    case 'players':
      return results.players.map((player) => ({
        primary: player.name,
        secondary: joined(player.team.name, words.sport(player.sport)),
        to: player.match ? matchPage(player.match, 'lineups') : teamNews(player.team.id),
      }));
    case 'streamers':
      return results.streamers.map((streamer) => ({
        primary: streamer.username,
        secondary: streamer.live ? words.onAir : '',
        to: address(phone ? 'mLive' : 'live', { id: streamer.id }),
      }));
    case 'experts':
      return results.experts.map((expert) => ({ primary: expert.username, secondary: '', to: address('ranking', { expert: expert.id }) }));
    case 'articles':
      return results.articles.map((article) => ({
        primary: article.title,
        secondary: joined(words.date(article.publishedAt), words.sport(article.sport)),
        to: address('news', { id: article.id }),
      }));
  }
}

/** The answer's kinds that found something, each with its entries. */
export function searchGroups(results: SiteSearchResults, phone: boolean, words: EntryWords): SearchGroup[] {
  return SEARCH_KINDS.map((kind) => ({
    kind,
    entries: entriesOf(kind, results, phone, words).map((entry, index) => ({ ...entry, kind, key: `${kind}:${results[kind][index]!.id}` })),
  })).filter((group) => group.entries.length > 0);
}
