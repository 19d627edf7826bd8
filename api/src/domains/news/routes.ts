// News over HTTP: the latest articles (by sport, by team) and one article; editors (and customer
// service) write, publish and withdraw them.
import { articleSchema, articleStatusSchema } from '@matchday/contracts/news/schemas';
import { NEWS_PATHS } from '@matchday/contracts/news/contract';
import { pageQuerySchema } from '@matchday/contracts/http/paging';
import { SPORTS } from '@matchday/contracts/sports/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { currentUser, guard } from '../../http/guards';
import { numericId, route } from '../../http/route';
import type { AccountsService } from '../accounts/service';
import type { NewsService } from './service';

const articleId = { articleId: numericId('api.news.articleNotFound') };

export async function newsRoutes(app: FastifyInstance, { accounts, news }: { accounts: AccountsService; news: NewsService }): Promise<void> {
  // Customer service may step in for an editor (the console shows them the same screen).
  const editor = guard(accounts, { role: ['editor', 'customer_service'] });

  route(
    app,
    {
      method: 'GET',
      path: NEWS_PATHS.articles,
      inputs: { query: pageQuerySchema.extend({ sport: z.enum(SPORTS).optional(), team: z.string().regex(/^[1-9]\d{0,17}$/).optional() }) },
    },
    async (_request, { query }) => ok(await news.list(query.sport, query.team, query)),
  );
  route(app, { method: 'GET', path: NEWS_PATHS.article, inputs: { params: articleId } }, async (_request, { params }) => ok(await news.get(params.articleId)));

  route(app, { method: 'GET', path: NEWS_PATHS.opsArticles, preHandler: editor, inputs: { query: pageQuerySchema } }, async (_request, { query }) =>
    ok(await news.editorials(query)),
  );
  route(app, { method: 'GET', path: NEWS_PATHS.opsArticle, preHandler: editor, inputs: { params: articleId } }, async (_request, { params }) =>
    ok(await news.get(params.articleId, true)),
  );
  route(app, { method: 'POST', path: NEWS_PATHS.opsArticles, preHandler: editor, inputs: { body: articleSchema } }, async (request, { body }) =>
    ok(await news.create(currentUser(request).id, body)),
  );
  route(app, { method: 'PUT', path: NEWS_PATHS.opsArticle, preHandler: editor, inputs: { params: articleId, body: articleSchema } }, async (_request, { params, body }) =>
    ok(await news.update(params.articleId, body)),
  );
  route(app, { method: 'POST', path: NEWS_PATHS.opsArticleStatus, preHandler: editor, inputs: { params: articleId, body: articleStatusSchema } }, async (_request, { params, body }) =>
    ok(await news.setStatus(params.articleId, body.status)),
  );
}
