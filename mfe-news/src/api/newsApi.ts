// The news api as the news pages call it (public reads through the page's public reader).
import { NEWS_PATHS, type Article, type ArticleSummary } from '@matchday/shared/api/news';
import { pathTo } from '@matchday/shared/api/paths';
import type { Sport } from '@matchday/shared/api/sports';
import type { Page } from '@matchday/shared/api/types';
import { readPublic } from '@matchday/shared/http/publicHttp';

export const listArticles = (filter: { sport?: Sport; team?: string }, page: number): Promise<Page<ArticleSummary>> =>
  readPublic<Page<ArticleSummary>>(NEWS_PATHS.articles, { ...filter, page, pageSize: 20 });

export const getArticle = (articleId: string): Promise<Article> => readPublic<Article>(pathTo(NEWS_PATHS.article, { articleId }));
