// The editors' side of news as the console calls it: their articles (every status), one
// article, saving, publishing and withdrawing; uploading an image; matches to relate one to.
import type { ArticleRequest } from '@matchday/contracts/news/schemas';
import { MEDIA_PATHS, type UploadedMedia } from '@matchday/contracts/media/contract';
import { type Article, type ArticleStatus, type ArticleSummary, NEWS_PATHS } from '@matchday/contracts/news/contract';
import { SPORTS_PATHS } from '@matchday/contracts/sports/contract';
import type { MatchSummary, Sport } from '@matchday/contracts/sports/contract';
import type { CursorPage } from '@matchday/contracts/http/paging';
import { browserTimeZone } from '@matchday/shared/format/format';
import { http } from '@matchday/shared/http/http';

/** The console shows its own errors and refusals; nothing here is a toast. */
const quiet = { notifyErrors: false } as const;

export const ARTICLES_PAGE_SIZE = 20;

/** The editors' articles after `cursor` (null: the first page). */
export const editorArticles = async (cursor: string | null): Promise<CursorPage<ArticleSummary>> =>
  (await http.get(NEWS_PATHS.opsArticles, { ...quiet, params: { pageSize: ARTICLES_PAGE_SIZE, ...(cursor ? { cursor } : {}) } })).data;
export const editorArticle = async (articleId: string): Promise<Article> => (await http.get(NEWS_PATHS.opsArticle, { ...quiet, path: { articleId } })).data;
export const createArticle = async (request: ArticleRequest): Promise<Article> => (await http.post(NEWS_PATHS.opsArticles, request, quiet)).data;
export const updateArticle = async (articleId: string, request: ArticleRequest): Promise<Article> =>
  (await http.put(NEWS_PATHS.opsArticle, request, { ...quiet, path: { articleId } })).data;
export const setArticleStatus = async (articleId: string, status: ArticleStatus): Promise<Article> =>
  (await http.post(NEWS_PATHS.opsArticleStatus, { status }, { ...quiet, path: { articleId } })).data;

export async function uploadImage(file: File): Promise<UploadedMedia> {
  const form = new FormData();
  form.append('file', file, file.name);
  return (await http.post(MEDIA_PATHS.upload, form, quiet)).data;
}

export type MatchDay = 'yesterday' | 'today' | 'tomorrow';

/** A day's matches of a sport in the editor's time zone, to relate an article to one. */
export const matchesOf = async (sport: Sport, view: MatchDay): Promise<MatchSummary[]> =>
  (
    await http.get(SPORTS_PATHS.matches, {
      ...quiet,
      params: { sport, view, tz: browserTimeZone(), pageSize: 200 },
    })
  ).data.items;
