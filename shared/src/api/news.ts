// News, written once for the site and the api. A match report is stored as facts (result,
// scorers, cards, key statistics, the table after the match) and written out in the reader's
// language from templates, so every report exists in all nine languages.
import type { MatchSummary, Sport } from '@matchday/shared/api/sports';

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

export interface ArticleSummary {
  id: string;
  kind: 'match_report';
  sport: Sport;
  publishedAt: string;
  match: MatchSummary;
}

export interface Article extends ArticleSummary {
  facts: MatchReportFacts;
}

export const NEWS_PATHS = {
  /** GET the latest articles (`?sport=`, `?team=`). */
  articles: '/api/news',
  article: '/api/news/:articleId',
} as const;
