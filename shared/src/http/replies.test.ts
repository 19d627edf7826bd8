// What an address answers is the map of the api's replies (`ApiReplies`): the site's clients take
// a path pattern and give that pattern's reply, with no type chosen where they are called. The
// `@ts-expect-error` lines are the proof: the typecheck (`npm run typecheck`) fails if any of
// them compiles. The runtime half checks that a typed call reads what the server sent, at the
// address the pattern and its values make.
import { type Comment, COMMENT_PATHS, type CommentPage } from '@matchday/contracts/comments/contract';
import { LIVE_PATHS, type LiveRoom } from '@matchday/contracts/lives/contract';
import { ACCOUNT_PATHS } from '@matchday/contracts/accounts/contract';
import { SPORTS_PATHS } from '@matchday/contracts/sports/contract';
import { PLAN_PATHS } from '@matchday/contracts/tips/contract';
import type { ApiRoute, ClientPath, PathParams, Placeholders, ReplyTo } from '@matchday/contracts/http/replies';
import type { MatchEvent, MatchOverview, MatchSummary } from '@matchday/contracts/sports/contract';
import { type ExpertFollow, type Plan, TIPS_PATHS } from '@matchday/contracts/tips/contract';
import type { MeResponse } from '@matchday/contracts/accounts/contract';
import type { ApiOk } from '@matchday/contracts/http/envelope';
import type { CursorPage, Page } from '@matchday/contracts/http/paging';
import { createEventBus } from '@matchday/shared/bus/eventBus';
import { createHttpClient, type HttpClient } from '@matchday/shared/http/httpClient';
import { createPublicReader, type ReadPublic } from '@matchday/shared/http/publicRead';
import { matchSummary } from '@matchday/contracts/testing/sportsFixtures';

describe('the reply map', () => {
  it('gives each method and pattern its reply', () => {
    expectTypeOf<ReplyTo<'GET /api/plans/:planId'>>().toEqualTypeOf<Plan>();
    expectTypeOf<ReplyTo<'GET /api/plans'>>().toEqualTypeOf<CursorPage<Plan>>();
    expectTypeOf<ReplyTo<'GET /api/sports/matches'>>().toEqualTypeOf<Page<MatchSummary>>();
    expectTypeOf<ReplyTo<'GET /api/comments'>>().toEqualTypeOf<CommentPage>();
    expectTypeOf<ReplyTo<'POST /api/comments'>>().toEqualTypeOf<Comment>();
    expectTypeOf<ReplyTo<'DELETE /api/rooms/:roomId/follow'>>().toEqualTypeOf<LiveRoom>();
    expectTypeOf<ReplyTo<'PATCH /api/users/me'>>().toEqualTypeOf<ReplyTo<'PUT /api/users/me/phone'>>();
  });

  it('reads a pattern’s placeholders', () => {
    expectTypeOf<Placeholders<typeof LIVE_PATHS.chatReport>>().toEqualTypeOf<'roomId' | 'messageId'>();
    expectTypeOf<Placeholders<typeof PLAN_PATHS.plans>>().toEqualTypeOf<never>();
    expectTypeOf<PathParams<typeof SPORTS_PATHS.events>>().toEqualTypeOf<{ id: string | number }>();
  });

  it('knows no other route, and no image among what the clients read', () => {
    const routes: ApiRoute[] = ['GET /api/media/:mediaId', 'POST /api/ops/media'];
    // @ts-expect-error nothing answers a PUT of the plans
    routes.push('PUT /api/plans');
    const read: ClientPath<'GET'>[] = [SPORTS_PATHS.match];
    // @ts-expect-error an image is shown by <img>, not read by a client
    read.push('/api/media/:mediaId');
    expect([routes, read]).toHaveLength(2);
  });
});

/** Calls that are only compiled: the typecheck is the test. */
function typedCalls(http: HttpClient, readPublic: ReadPublic) {
  return [
    () => expectTypeOf(http.get(ACCOUNT_PATHS.me)).toEqualTypeOf<Promise<ApiOk<MeResponse>>>(),
    () => expectTypeOf(http.put(TIPS_PATHS.follow, undefined, { path: { expertId: '3' } })).toEqualTypeOf<Promise<ApiOk<ExpertFollow>>>(),
    () => expectTypeOf(readPublic(SPORTS_PATHS.match, { path: { id: '7' } })).toEqualTypeOf<Promise<MatchOverview>>(),
    () => expectTypeOf(readPublic(SPORTS_PATHS.events, { path: { id: 7 }, params: { after: 3 } })).toEqualTypeOf<Promise<MatchEvent[]>>(),
    async () => {
      // @ts-expect-error the reply is the address's: no type argument picks it
      await http.get<MeResponse>(ACCOUNT_PATHS.me);
      // @ts-expect-error the plans' address answers a page of plans, not one plan
      const plan: ApiOk<Plan> = await http.get(PLAN_PATHS.plans);
      // @ts-expect-error a match's events are a list, not its overview
      const overview: MatchOverview = await readPublic(SPORTS_PATHS.events, { path: { id: '7' } });
      // @ts-expect-error an address the api does not answer
      await readPublic('/api/sports/everything');
      // @ts-expect-error a filled address is not a pattern: its values go in `path`
      await http.get('/api/plans/42');
      // @ts-expect-error a pattern needs its placeholders' values
      await http.get(PLAN_PATHS.plan);
      // @ts-expect-error every one of them
      await http.delete(LIVE_PATHS.chatMessage, { path: { roomId: '1' } });
      // @ts-expect-error an address with no placeholder takes no values
      await readPublic(SPORTS_PATHS.matches, { path: { id: '7' } });
      // @ts-expect-error the api answers no POST there
      await http.post(ACCOUNT_PATHS.me, {});
      // @ts-expect-error nor a GET here
      await http.get(COMMENT_PATHS.report, { path: { commentId: '1' } });
      return [plan, overview];
    },
  ];
}

describe('the typed clients', () => {
  it('compile the calls the map allows, and nothing else', () => {
    const bus = createEventBus();
    const deps = { baseURL: () => 'http://api.test', getLanguage: () => 'en_US' as const, bus, translate: (key: string) => key, onInvalidToken: () => undefined };
    expect(typedCalls(createHttpClient({ ...deps, getToken: () => null }), createPublicReader(deps))).toHaveLength(5);
  });

  it('read, typed, what the server sent at the pattern’s address', async () => {
    const match = matchSummary({ id: '7' });
    const asked: string[] = [];
    const readPublic = createPublicReader({
      baseURL: () => 'http://api.test',
      getLanguage: () => 'en_US',
      bus: createEventBus(),
      translate: (key) => key,
      onInvalidToken: () => undefined,
      fetch: async (input) => {
        asked.push(String(input));
        return new Response(JSON.stringify({ code: 0, data: { match, stats: {}, keyEvents: [] } }), { status: 200 });
      },
    });
    const overview = await readPublic(SPORTS_PATHS.match, { path: { id: '7' } });
    // Typed without a cast: `overview.match` is a match summary.
    expect(overview.match.home.name).toBe(match.home.name);
    expect(asked).toEqual(['http://api.test/api/sports/matches/7']);
  });
});
