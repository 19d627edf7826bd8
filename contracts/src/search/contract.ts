// The site search (the header's): teams, competitions, players, streamers, experts and articles
// for a text, typo-tolerant, written once for the site and the api. Names are searched as they
// are stored (the catalogue keeps one name per team, competition and player); the api ranks exact
// and prefix matches first, then the closest spellings (PostgreSQL trigrams).
import type { Discipline, MatchStatus } from '@matchday/contracts/sports/contract';
import type { Sport } from '@matchday/contracts/sports/rules';

export const SEARCH_PATHS = {
  /** `?q=`: the best matches of every kind; the text is at most `SEARCH_MAX_LENGTH` (api/sports) characters. */
  search: '/api/search',
} as const;

/** What a search finds, in the order the site shows it. */
export const SEARCH_KINDS = ['teams', 'competitions', 'players', 'streamers', 'experts', 'articles'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** The match a found team or player opens: the team's live match, else its next one, else its last. */
export interface SearchMatchLink {
  id: string;
  status: MatchStatus;
  startsAt: string;
  home: string;
  away: string;
}

export interface SearchTeam {
  id: string;
  name: string;
  shortName: string;
  sport: Sport;
  discipline: Discipline;
  country: string;
  match: SearchMatchLink | null;
}

export interface SearchCompetition {
  id: string;
  name: string;
  shortName: string;
  sport: Sport;
  discipline: Discipline;
  country: string;
}

export interface SearchPlayer {
  id: string;
  name: string;
  sport: Sport;
  team: { id: string; name: string };
  /** The player's team's match (its line-ups name the player). */
  match: SearchMatchLink | null;
}

export interface SearchStreamer {
  /** The streamer's user id, which is their room's (`/pc/live?id=`). */
  id: string;
  username: string;
  /** On air now. */
  live: boolean;
}

export interface SearchExpert {
  /** The expert's user id (`/ranking?expert=`). */
  id: string;
  username: string;
}

/** A published editor's article (match reports have no stored title: they are written in the reader's language). */
export interface SearchArticle {
  id: string;
  title: string;
  sport: Sport;
  publishedAt: string;
}

export interface SiteSearchResults {
  teams: SearchTeam[];
  competitions: SearchCompetition[];
  players: SearchPlayer[];
  streamers: SearchStreamer[];
  experts: SearchExpert[];
  articles: SearchArticle[];
}
