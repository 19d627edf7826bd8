// The news api as the news pages call it (public reads through the page's public reader).
import { NEWS_PATHS, type Article, type ArticleSummary } from '@matchday/shared/api/news';
import { pathTo } from '@matchday/shared/api/paths';
import type { Sport } from '@matchday/shared/api/sports';
import type { CursorPage } from '@matchday/shared/api/types';
import { readPublic } from '@matchday/shared/http/publicHttp';

/** The articles after `cursor` (null: the latest). */
export const listArticles = (filter: { sport?: Sport; team?: string }, cursor: string | null): Promise<CursorPage<ArticleSummary>> =>
  readPublic<CursorPage<ArticleSummary>>(NEWS_PATHS.articles, { ...filter, pageSize: 20, ...(cursor ? { cursor } : {}) });

export const getArticle = (articleId: string): Promise<Article> => readPublic<Article>(pathTo(NEWS_PATHS.article, { articleId }));
