// What a route answers is the map the site reads it by (`ApiReplies`, contracts/src/http/replies.ts):
// `route()` takes a method and a path pattern the map lists, and its handler must answer that
// pattern's reply. The `@ts-expect-error` lines are the proof: the typecheck (`npm run typecheck`)
// fails if any of them compiles. The runtime half checks that a route is registered under its
// pattern and answers the envelope its handler returned.
import { LIVE_PATHS } from '@matchday/contracts/lives/contract';
import { ACCOUNT_PATHS } from '@matchday/contracts/accounts/contract';
import { COIN_PATHS } from '@matchday/contracts/coins/contract';
import { SPORTS_PATHS } from '@matchday/contracts/sports/contract';
import { PLAN_PATHS } from '@matchday/contracts/tips/contract';
import type { ApiRoute, ReplyTo } from '@matchday/contracts/http/replies';
import type { ExpertFollow, Plan, PlanSettings } from '@matchday/contracts/tips/contract';
import { TIPS_PATHS } from '@matchday/contracts/tips/contract';
import type { MeResponse } from '@matchday/contracts/accounts/contract';
import type { CoinBalance } from '@matchday/contracts/coins/contract';
import type { CursorPage } from '@matchday/contracts/http/paging';
import Fastify, { type FastifyInstance } from 'fastify';
import { ok, refuse } from '../src/http/envelope';
import { numericId, route } from '../src/http/route';

const settings: PlanSettings = { minPrice: 0, maxPrice: 588, firstOrderDiscountPercent: 50, blindBoxPrice: 18 };

/** Routes registered under the api's prefix, as the app does, and the URLs fastify saw. */
async function appWith(register: (api: FastifyInstance) => void): Promise<{ app: FastifyInstance; urls: string[] }> {
  const app = Fastify();
  const urls: string[] = [];
  app.addHook('onRoute', (options) => void (options.method !== 'HEAD' && urls.push(`${String(options.method)} ${options.url}`)));
  await app.register(async (api) => register(api), { prefix: '/api' });
  await app.ready();
  return { app, urls };
}

describe('the reply map', () => {
  it('names every route by method and pattern, with its reply', () => {
    expectTypeOf<ReplyTo<'GET /api/plans/:planId'>>().toEqualTypeOf<Plan>();
    expectTypeOf<ReplyTo<'GET /api/plans'>>().toEqualTypeOf<CursorPage<Plan>>();
    expectTypeOf<ReplyTo<'GET /api/users/me'>>().toEqualTypeOf<MeResponse>();
    expectTypeOf<ReplyTo<'PUT /api/experts/:expertId/follow'>>().toEqualTypeOf<ExpertFollow>();
    expectTypeOf<ReplyTo<'POST /api/auth/sign-out'>>().toEqualTypeOf<null>();
    const routes: ApiRoute[] = ['GET /api/sports/matches/:id', 'DELETE /api/comments/:commentId'];
    // @ts-expect-error no route answers a PATCH of a plan
    routes.push('PATCH /api/plans/:planId');
    // @ts-expect-error a filled address is not a route's pattern
    routes.push('GET /api/plans/42');
    expect(routes).toHaveLength(4);
  });
});

describe('route()', () => {
  it('registers the pattern under the prefix and answers what the handler returned', async () => {
    const { app, urls } = await appWith((api) => {
      route(api, { method: 'GET', path: TIPS_PATHS.settings }, async () => ok(settings));
      route(api, { method: 'GET', path: COIN_PATHS.balance }, async () => ok({ balance: 150 } satisfies CoinBalance));
      route(api, { method: 'POST', path: ACCOUNT_PATHS.signOut }, async () => ok(null));
    });
    expect(urls).toEqual(['GET /api/plans/settings', 'GET /api/coins/balance', 'POST /api/auth/sign-out']);
    expect((await app.inject({ method: 'GET', url: '/api/plans/settings' })).json()).toEqual({ code: 0, data: settings });
    expect((await app.inject({ method: 'POST', url: '/api/auth/sign-out' })).json()).toEqual({ code: 0, data: null });
    await app.close();
  });

  it('refuses, at compile time, a route the map does not list or an answer of another type', async () => {
    const { app, urls } = await appWith((api) => {
      route(api, { method: 'GET', path: PLAN_PATHS.plan, inputs: { params: { planId: numericId('api.planNotFound') } } }, async () => {
        // Never reached: the test asks for no plan.
        throw refuse('api.planNotFound', 404);
      });
      // @ts-expect-error the settings' address answers whole settings
      route(api, { method: 'PUT', path: TIPS_PATHS.opsSettings }, async () => ok({ minPrice: 0 }));
      // @ts-expect-error the balance is a number in an object, not a number
      route(api, { method: 'GET', path: COIN_PATHS.balance }, async () => ok(150));
      // @ts-expect-error sign-out answers nothing but null
      route(api, { method: 'POST', path: ACCOUNT_PATHS.signOut }, async () => ok({ signedOut: true }));
      // @ts-expect-error the ingest's publish is a POST, not a GET
      route(api, { method: 'GET', path: LIVE_PATHS.ingestPublish }, async () => ok(null));
      // @ts-expect-error an address no route of the map answers
      route(api, { method: 'GET', path: '/api/plans/everything' }, async () => ok([]));
      // @ts-expect-error a pattern only, never a filled address
      route(api, { method: 'GET', path: '/api/sports/matches/42' }, async () => ok(null));
      // @ts-expect-error a handler answers in the envelope, not with the bare reply
      route(api, { method: 'GET', path: SPORTS_PATHS.calendar }, async () => []);
    });
    // The wrong ones register like any other route: only the compiler refuses them.
    expect(urls).toHaveLength(8);
    await app.close();
  });
});
