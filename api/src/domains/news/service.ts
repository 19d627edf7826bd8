// News: match reports written by themselves when a match finishes (every api process sweeps;
// one report per match, whoever writes it first), and the articles fans read.
import type { Article, ArticleSummary, MatchReportFacts } from '@matchday/shared/api/news';
import type { Sport } from '@matchday/shared/api/sports';
import type { Page } from '@matchday/shared/api/types';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { refuse } from '../../http/envelope';
import { summariesByIds } from '../sports/queries';
import type { SportsReadService } from '../sports/service';
import { reportFacts } from './reportFacts';

/** Matches that finished longer ago than this get no report (a fresh database's history). */
const REPORT_WINDOW_MS = 3 * 24 * 3600_000;
/** Reports written per sweep, so one sweep stays short. */
const REPORTS_PER_SWEEP = 50;

interface ArticleRow {
  id: string;
  sport: Sport;
  match_id: string;
  published_at: Date;
  facts?: MatchReportFacts;
  total?: number;
}

export class NewsService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly sports: SportsReadService,
  ) {}

  /** Writes the reports of matches that finished and have none; returns how many. */
  async publishDueReports(): Promise<number> {
    const now = this.clock.now();
    const due = await this.db.query<{ id: string; competition_id: string }>(
      `SELECT m.id::text AS id, s.competition_id::text AS competition_id FROM matches m JOIN seasons s ON s.id = m.season_id
       WHERE m.status = 'finished' AND m.updated_at > $1
         AND NOT EXISTS (SELECT 1 FROM articles a WHERE a.kind = 'match_report' AND a.match_id = m.id)
       ORDER BY m.updated_at LIMIT $2`,
      [new Date(now.getTime() - REPORT_WINDOW_MS), REPORTS_PER_SWEEP],
    );
    let written = 0;
    for (const match of due) {
      const [summary] = await summariesByIds(this.db, [match.id]);
      if (!summary) continue;
      const tables = await this.sports.standings(match.competition_id).catch(() => []);
      const facts = await reportFacts(this.db, summary, tables);
      const inserted = await this.db.query(
        `INSERT INTO articles (kind, sport, match_id, facts, published_at) VALUES ('match_report', $1, $2, $3, $4)
         ON CONFLICT (match_id) WHERE kind = 'match_report' DO NOTHING RETURNING id`,
        [summary.sport, match.id, JSON.stringify(facts), this.clock.now()],
      );
      written += inserted.length;
    }
    return written;
  }

  async list(sport: Sport | undefined, team: string | undefined, page: number, pageSize: number): Promise<Page<ArticleSummary>> {
    const rows = await this.db.query<ArticleRow>(
      `SELECT count(*) OVER ()::int AS total, a.id::text AS id, a.sport, a.match_id::text AS match_id, a.published_at
       FROM articles a LEFT JOIN matches m ON m.id = a.match_id
       WHERE a.status = 'published' AND ($1::text IS NULL OR a.sport = $1) AND ($2::bigint IS NULL OR m.home_team_id = $2 OR m.away_team_id = $2)
       ORDER BY a.published_at DESC, a.id DESC LIMIT $3 OFFSET $4`,
      [sport ?? null, team ?? null, pageSize, (page - 1) * pageSize],
    );
    return { items: await this.withMatches(rows), page, pageSize, total: Number(rows[0]?.total ?? 0) };
  }

  async get(articleId: string): Promise<Article> {
    const [row] = await this.db.query<ArticleRow>(
      "SELECT id::text AS id, sport, match_id::text AS match_id, published_at, facts FROM articles WHERE id = $1 AND status = 'published'",
      [articleId],
    );
    if (!row) throw refuse('api.news.articleNotFound', 404);
    const [summary] = await this.withMatches([row]);
    if (!summary) throw refuse('api.news.articleNotFound', 404);
    return { ...summary, facts: typeof row.facts === 'string' ? JSON.parse(row.facts) : row.facts! };
  }

  private async withMatches(rows: ArticleRow[]): Promise<ArticleSummary[]> {
    const matches = new Map((await summariesByIds(this.db, [...new Set(rows.map((row) => row.match_id))])).map((match) => [match.id, match]));
    return rows.flatMap((row) => {
      const match = matches.get(row.match_id);
      return match ? [{ id: row.id, kind: 'match_report' as const, sport: row.sport, publishedAt: new Date(row.published_at).toISOString(), match }] : [];
    });
  }
}
