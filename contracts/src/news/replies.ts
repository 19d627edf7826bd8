// What the news domain's addresses answer, by method: the envelope's `data` (`null`: done, nothing
// more to say). The api's routes are typed by it and the site's clients read by it; http/replies.ts
// joins every domain's.
import type { CursorPage } from '@matchday/contracts/http/paging';
import type { Article, ArticleSummary, NEWS_PATHS } from '@matchday/contracts/news/contract';

export interface NewsReplies {
  GET: {
    [NEWS_PATHS.articles]: CursorPage<ArticleSummary>;
    [NEWS_PATHS.article]: Article;
    [NEWS_PATHS.opsArticles]: CursorPage<ArticleSummary>;
    [NEWS_PATHS.opsArticle]: Article;
  };
  POST: {
    [NEWS_PATHS.opsArticles]: Article;
    [NEWS_PATHS.opsArticleStatus]: Article;
  };
  PUT: {
    [NEWS_PATHS.opsArticle]: Article;
  };
  PATCH: Record<never, never>;
  DELETE: Record<never, never>;
}
