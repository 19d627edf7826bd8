// The site search over HTTP: public, for anyone; limited per client address (rateLimits.ts).
import { SEARCH_PATHS } from '@matchday/contracts/search/contract';
import { SITE_SEARCH_MESSAGE_VALUES, siteSearchQuerySchema } from '@matchday/contracts/search/schemas';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import type { SearchService } from './service';

export async function searchRoutes(app: FastifyInstance, { search }: { search: SearchService }): Promise<void> {
  route(
    app,
    { method: 'GET', path: SEARCH_PATHS.search, inputs: { query: siteSearchQuerySchema, values: SITE_SEARCH_MESSAGE_VALUES } },
    async (request, { query }) => ok(await search.search(query.q, { address: request.ip })),
  );
}
