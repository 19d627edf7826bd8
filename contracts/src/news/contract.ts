// News, written once for the site and the api. A match report is stored as facts (result,
// scorers, cards, key statistics, the table after the match) and written out in the reader's
// language from templates, so every report exists in all nine languages.
import type { MatchSummary } from '@matchday/contracts/sports/contract';
import type { Sport } from '@matchday/contracts/sports/rules';

export interface ReportScorer {
  side: 'home' | 'away';
  player: string;
  minute: number;
  stoppage: number;
  kind: 'goal' | 'own_goal' | 'penalty';
}

export interface ReportCard {
  side: 'home' | 'away';
  player: string;
  minute: number;
  kind: 'red_card' | 'second_yellow';
}

/** Key statistics a report quotes, where the match has them. */
export const REPORT_STATS = ['possession', 'shotsOnTarget', 'corners', 'assists', 'turnovers', 'freeThrowsMade'] as const;
export type ReportStat = (typeof REPORT_STATS)[number];

export interface ReportStanding {
  side: 'home' | 'away';
  team: string;
  position: number;
  points: number;
  played: number;
}

export interface MatchReportFacts {
  sport: Sport;
  competition: string;
  round: string;
  home: string;
  away: string;
  homeScore: number;
  awayScore: number;
  /** Half, quarter or map scores. */
  periods: { period: string; home: number; away: number }[];
  penalties: { home: number; away: number } | null;
  winner: 'home' | 'away' | null;
  scorers: ReportScorer[];
  cards: ReportCard[];
  stats: { stat: ReportStat; home: number; away: number }[];
  /** Both teams' places in the table after the match (league competitions). */
  table: ReportStanding[];
}

export type ArticleStatus = 'draft' | 'published' | 'withdrawn';

export interface ArticleSummary {
  id: string;
  kind: 'match_report' | 'editorial';
  sport: Sport;
  /** An editor's title; match reports are titled from their facts in the reader's language. */
  title: string;
  coverUrl: string | null;
  status: ArticleStatus;
  /** Null for a draft. */
  publishedAt: string | null;
  /** The report's match, or the match an editor related; null for none. */
  match: MatchSummary | null;
}

export interface Article extends ArticleSummary {
  /** A match report's facts; null for an editor's article. */
  facts: MatchReportFacts | null;
  /** An editor's body, sanitised by the api; null for a report. */
  bodyHtml: string | null;
  teamIds: string[];
}

export const ARTICLE_TITLE_MAX_LENGTH = 120;
export const ARTICLE_BODY_MAX_LENGTH = 50_000;

/** Articles read at a time. */
export const ARTICLE_PAGE_SIZE = 20;

export const NEWS_PATHS = {
  /** GET the latest articles (`?sport=`, `?team=`). */
  articles: '/api/news',
  article: '/api/news/:articleId',
  /** Editors: GET every article (drafts too), POST a draft; PUT one; POST its status. */
  opsArticles: '/api/ops/articles',
  opsArticle: '/api/ops/articles/:articleId',
  opsArticleStatus: '/api/ops/articles/:articleId/status',
} as const;

/** The read of a page of articles after `cursor` (null: the latest), by sport or team. */
/** One article, as its page and the shell's server (its first screen) read it. */
export function articleRead(articleId: string) {
  return { pattern: NEWS_PATHS.article, path: { articleId } };
}

export function articleListRead(filter: { sport?: Sport; team?: string }, cursor: string | null) {
  return { pattern: NEWS_PATHS.articles, params: { ...filter, pageSize: ARTICLE_PAGE_SIZE, ...(cursor ? { cursor } : {}) } };
}
