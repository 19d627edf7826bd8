// News over HTTP: the latest articles (by sport, by team) and one article.
import { apiRoute } from '@matchday/shared/api/paths';
import { NEWS_PATHS } from '@matchday/shared/api/news';
import { paginationSchema } from '@matchday/shared/api/schemas';
import { SPORTS } from '@matchday/shared/api/sports';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { numericId, route } from '../../http/route';
import type { NewsService } from './service';

export async function newsRoutes(app: FastifyInstance, { news }: { news: NewsService }): Promise<void> {
  route(
    app,
    {
      method: 'GET',
      url: apiRoute(NEWS_PATHS.articles),
      inputs: { query: paginationSchema.extend({ sport: z.enum(SPORTS).optional(), team: z.string().regex(/^[1-9]\d{0,17}$/).optional() }) },
    },
    async (_request, { query }) => ok(await news.list(query.sport, query.team, query.page, query.pageSize)),
  );
  route(app, { method: 'GET', url: apiRoute(NEWS_PATHS.article), inputs: { params: { articleId: numericId('api.news.articleNotFound') } } }, async (_request, { params }) =>
    ok(await news.get(params.articleId)),
  );
}
