// News: match reports written by themselves when a match finishes (every api process sweeps;
// one report per match, whoever writes it first), editors' articles (drafts, published,
// withdrawn; the body sanitised before it is stored), and the articles fans read.
import type { ArticleRequest } from '@matchday/contracts/news/schemas';
import type { Article, ArticleStatus, ArticleSummary, MatchReportFacts } from '@matchday/contracts/news/contract';
import type { Sport } from '@matchday/contracts/sports/contract';
import type { PageQuery } from '@matchday/contracts/http/paging';
import type { CursorPage } from '@matchday/contracts/http/paging';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { KeysetOrder, type KeyedRow } from '../../db/keyset';
import { refuse } from '../../http/envelope';
import { summariesByIds } from '../sports/queries';
import type { SportsReadService } from '../sports/service';
import { reportFacts } from './reportFacts';
import { safeImageUrl, sanitizeArticle } from './sanitize';

/** Matches that finished longer ago than this get no report (a fresh database's history). */
const REPORT_WINDOW_MS = 3 * 24 * 3600_000;
/** Reports written per sweep, so one sweep stays short. */
const REPORTS_PER_SWEEP = 50;

interface ArticleRow {
  id: string;
  kind: Article['kind'];
  sport: Sport;
  match_id: string | null;
  title: string;
  cover_url: string | null;
  status: ArticleStatus;
  published_at: Date | null;
  facts?: MatchReportFacts | string;
  body_html?: string;
  team_ids?: string[];
}

const SUMMARY = `a.id::text AS id, a.kind, a.sport, a.match_id::text AS match_id, a.title, a.cover_url, a.status, a.published_at`;
const FULL = `${SUMMARY}, a.facts, a.body_html, a.team_ids::text[] AS team_ids`;

const LATEST_ORDER = new KeysetOrder('news.latest', [
  { sql: 'a.published_at', order: 'desc', kind: 'timestamp' },
  { sql: 'a.id', order: 'desc', kind: 'bigint' },
]);
const EDITORIALS_ORDER = new KeysetOrder('news.editorials', [
  { sql: 'coalesce(a.updated_at, a.published_at)', order: 'desc', kind: 'timestamp' },
  { sql: 'a.id', order: 'desc', kind: 'bigint' },
]);

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

  /** Published articles, newest first (an article keeps its first publication's date). */
  async list(sport: Sport | undefined, team: string | undefined, query: PageQuery): Promise<CursorPage<ArticleSummary>> {
    const position = LATEST_ORDER.position(query.cursor);
    const params: unknown[] = [sport ?? null, team ?? null];
    const rows = await this.db.query<ArticleRow & KeyedRow>(
      `SELECT ${SUMMARY}${LATEST_ORDER.select}
       FROM articles a LEFT JOIN matches m ON m.id = a.match_id
       WHERE a.status = 'published' AND ($1::text IS NULL OR a.sport = $1)
         AND ($2::bigint IS NULL OR m.home_team_id = $2 OR m.away_team_id = $2 OR $2 = ANY(a.team_ids))
         AND ${LATEST_ORDER.after(position, params)}
       ORDER BY ${LATEST_ORDER.orderBy} LIMIT ${LATEST_ORDER.limit(query.pageSize, params)}`,
      params,
    );
    const page = LATEST_ORDER.page(rows, query.pageSize);
    return { items: await this.withMatches(page.rows), next: page.next };
  }

  async get(articleId: string, includeUnpublished = false): Promise<Article> {
    const [row] = await this.db.query<ArticleRow>(`SELECT ${FULL} FROM articles a WHERE a.id = $1 AND ($2 OR a.status = 'published')`, [articleId, includeUnpublished]);
    if (!row) throw refuse('api.news.articleNotFound', 404);
    const [summary] = (await this.withMatches([row])) as [ArticleSummary];
    return {
      ...summary,
      facts: row.kind === 'match_report' ? (typeof row.facts === 'string' ? JSON.parse(row.facts) : (row.facts as MatchReportFacts)) : null,
      bodyHtml: row.kind === 'editorial' ? (row.body_html ?? '') : null,
      teamIds: row.team_ids ?? [],
    };
  }

  /**
   * Every editorial, drafts and withdrawn ones too, the latest changed first (the editors'
   * list). The key is the last change: an article edited between two reads moves to the top,
   * so a reader who went past its old place does not meet it again until the list is reloaded
   * (the console reloads it after each change it makes).
   */
  async editorials(query: PageQuery): Promise<CursorPage<ArticleSummary>> {
    const position = EDITORIALS_ORDER.position(query.cursor);
    const params: unknown[] = [];
    const rows = await this.db.query<ArticleRow & KeyedRow>(
      `SELECT ${SUMMARY}${EDITORIALS_ORDER.select} FROM articles a WHERE a.kind = 'editorial' AND ${EDITORIALS_ORDER.after(position, params)}
       ORDER BY ${EDITORIALS_ORDER.orderBy} LIMIT ${EDITORIALS_ORDER.limit(query.pageSize, params)}`,
      params,
    );
    const page = EDITORIALS_ORDER.page(rows, query.pageSize);
    return { items: await this.withMatches(page.rows), next: page.next };
  }

  /** A new draft; the body is sanitised before it is stored. */
  async create(authorId: string, request: ArticleRequest): Promise<Article> {
    const [row] = await this.db.query<{ id: string }>(
      `INSERT INTO articles (kind, sport, match_id, title, cover_url, body_html, team_ids, author_id, status, updated_at)
       VALUES ('editorial', $1, $2, $3, $4, $5, $6, $7, 'draft', $8) RETURNING id::text AS id`,
      [request.sport, await this.existingMatch(request.matchId), request.title, safeImageUrl(request.coverUrl), sanitizeArticle(request.bodyHtml), request.teamIds, authorId, this.clock.now()],
    );
    return this.get(row!.id, true);
  }

  async update(articleId: string, request: ArticleRequest): Promise<Article> {
    const updated = await this.db.query(
      `UPDATE articles SET sport = $2, match_id = $3, title = $4, cover_url = $5, body_html = $6, team_ids = $7, updated_at = $8
       WHERE id = $1 AND kind = 'editorial' RETURNING id`,
      [articleId, request.sport, await this.existingMatch(request.matchId), request.title, safeImageUrl(request.coverUrl), sanitizeArticle(request.bodyHtml), request.teamIds, this.clock.now()],
    );
    if (updated.length === 0) throw refuse('api.news.articleNotFound', 404);
    return this.get(articleId, true);
  }

  /** Publish (the first time sets its date), withdraw, or take back to draft. */
  async setStatus(articleId: string, status: ArticleStatus): Promise<Article> {
    const now = this.clock.now();
    const updated = await this.db.query(
      `UPDATE articles SET status = $2, published_at = CASE WHEN $2 = 'published' THEN coalesce(published_at, $3) ELSE published_at END, updated_at = $3
       WHERE id = $1 AND kind = 'editorial' RETURNING id`,
      [articleId, status, now],
    );
    if (updated.length === 0) throw refuse('api.news.articleNotFound', 404);
    return this.get(articleId, true);
  }

  private async existingMatch(matchId: string | undefined): Promise<string | null> {
    if (!matchId) return null;
    const [match] = await this.db.query('SELECT 1 FROM matches WHERE id = $1', [matchId]);
    if (!match) throw refuse('api.news.matchNotFound', 404);
    return matchId;
  }

  private async withMatches(rows: ArticleRow[]): Promise<ArticleSummary[]> {
    const ids = [...new Set(rows.flatMap((row) => (row.match_id ? [row.match_id] : [])))];
    const matches = new Map((await summariesByIds(this.db, ids)).map((match) => [match.id, match]));
    return rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      sport: row.sport,
      title: row.title,
      coverUrl: row.cover_url,
      status: row.status,
      publishedAt: row.published_at ? new Date(row.published_at).toISOString() : null,
      match: row.match_id ? (matches.get(row.match_id) ?? null) : null,
    }));
  }
}
