// The sports read api: public GETs with ETags. Lists change every few seconds while matches
// are live, so they are revalidated (no-cache + ETag, 304 when unchanged); the catalogue of
// competitions changes rarely and may be kept a few minutes.
import { SPORTS_PATHS, apiRoute } from '@matchday/shared/api/paths';
import {
  calendarQuerySchema,
  competitionsQuerySchema,
  eventsQuerySchema,
  matchListQuerySchema,
  oddsIndexQuerySchema,
  oddsMovementQuerySchema,
  rankingsQuerySchema,
  searchQuerySchema,
  seasonQuerySchema,
} from '@matchday/shared/api/schemas';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ok, refuse } from '../../http/envelope';
import { addEtags } from '../../http/etag';
import { parse } from '../../http/validation';
import type { SportsReadService } from './service';

type WithId = { Params: { id: string } };

const idOf = (value: string): string => {
  if (!/^\d{1,18}$/.test(value)) throw refuse('api.notFound', 404);
  return value;
};


const keep = (reply: FastifyReply, seconds: number) => reply.header('cache-control', `public, max-age=${seconds}`);

export async function sportsRoutes(app: FastifyInstance, { sports }: { sports: SportsReadService }): Promise<void> {
  addEtags(app);

  app.get(apiRoute(SPORTS_PATHS.matches), async (request) => ok(await sports.list(parse(matchListQuerySchema, request.query))));

  app.get(apiRoute(SPORTS_PATHS.calendar), async (request) => {
    const query = parse(calendarQuerySchema, request.query);
    return ok(await sports.calendar(query.from, query.to, query.tz, query.sport));
  });

  app.get(apiRoute(SPORTS_PATHS.search), async (request) => ok(await sports.search(parse(searchQuerySchema, request.query).q)));

  app.get<WithId>(apiRoute(SPORTS_PATHS.match), async (request) => ok(await sports.detail(idOf(request.params.id))));

  app.get<WithId>(apiRoute(SPORTS_PATHS.events), async (request) => {
    const query = parse(eventsQuerySchema, request.query);
    return ok(await sports.events(idOf(request.params.id), query.after, query.limit, query.types));
  });

  app.get<WithId>(apiRoute(SPORTS_PATHS.lineups), async (request) => ok(await sports.lineups(idOf(request.params.id))));
  app.get<WithId>(apiRoute(SPORTS_PATHS.playerStats), async (request) => ok(await sports.playerStats(idOf(request.params.id))));
  app.get<WithId>(apiRoute(SPORTS_PATHS.odds), async (request) => ok(await sports.odds(idOf(request.params.id))));
  app.get<WithId>(apiRoute(SPORTS_PATHS.oddsMovement), async (request) =>
    ok(await sports.oddsMovement(idOf(request.params.id), parse(oddsMovementQuerySchema, request.query).market)),
  );
  app.get<WithId>(apiRoute(SPORTS_PATHS.headToHead), async (request) => ok(await sports.headToHead(idOf(request.params.id))));
  app.get<WithId>(apiRoute(SPORTS_PATHS.recentRecord), async (request) => ok(await sports.recentRecord(idOf(request.params.id))));
  app.get<WithId>(apiRoute(SPORTS_PATHS.injuries), async (request) => ok(await sports.injuries(idOf(request.params.id))));
  app.get<WithId>(apiRoute(SPORTS_PATHS.maps), async (request) => ok(await sports.maps(idOf(request.params.id))));

  app.get(apiRoute(SPORTS_PATHS.competitions), async (request, reply) => {
    keep(reply, 300);
    return ok(await sports.competitions(parse(competitionsQuerySchema, request.query).sport));
  });

  app.get<WithId>(apiRoute(SPORTS_PATHS.standings), async (request) =>
    ok(await sports.standings(idOf(request.params.id), parse(seasonQuerySchema, request.query).season)),
  );
  app.get<WithId>(apiRoute(SPORTS_PATHS.bracket), async (request) =>
    ok(await sports.bracket(idOf(request.params.id), parse(seasonQuerySchema, request.query).season)),
  );
  app.get<WithId>(apiRoute(SPORTS_PATHS.schedule), async (request) => {
    const query = parse(seasonQuerySchema, request.query);
    return ok(await sports.schedule(idOf(request.params.id), query.season, query.page, query.pageSize));
  });

  app.get<WithId>(apiRoute(SPORTS_PATHS.teamStats), async (request) => ok(await sports.teamStats(idOf(request.params.id))));

  app.get(apiRoute(SPORTS_PATHS.rankings), async (request, reply) => {
    const query = parse(rankingsQuerySchema, request.query);
    if (query.kind === 'hero' && (query.discipline === 'football' || query.discipline === 'basketball')) throw refuse('api.invalidField', 400, { field: 'kind' });
    keep(reply, 60);
    return ok(await sports.rankings(query.discipline, query.kind, query.limit));
  });

  app.get(apiRoute(SPORTS_PATHS.oddsIndex), async (request) => {
    const { market, ...query } = parse(oddsIndexQuerySchema, request.query);
    return ok(await sports.oddsIndex(query, market));
  });

  app.get(apiRoute(SPORTS_PATHS.previews), async (request) => ok(await sports.previews(parse(matchListQuerySchema, request.query))));
}
