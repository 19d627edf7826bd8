// The news api as the news pages call it, and the videos of an article's match (public reads
// through the page's public reader).
import { type Article, articleListRead, articleRead, type ArticleSummary } from '@matchday/contracts/news/contract';
import type { Sport } from '@matchday/contracts/sports/contract';
import type { CursorPage } from '@matchday/contracts/http/paging';
import { VIDEO_PATHS, type VideoPage } from '@matchday/contracts/videos/contract';
import { readPublic } from '@matchday/shared/http/publicHttp';

/** The articles after `cursor` (null: the latest). */
export const listArticles = (filter: { sport?: Sport; team?: string }, cursor: string | null): Promise<CursorPage<ArticleSummary>> => {
  const { pattern, params } = articleListRead(filter, cursor);
  return readPublic(pattern, { params });
};

export const getArticle = (articleId: string): Promise<Article> => {
  const { pattern, path } = articleRead(articleId);
  return readPublic(pattern, { path });
};

/** A match's latest replays and highlights, beside its report. */
export const listMatchVideos = (matchId: string): Promise<VideoPage> => readPublic(VIDEO_PATHS.videos, { params: { matchId, pageSize: 12 } });
