// The sports read api: public GETs with ETags. Lists change every few seconds while matches
// are live, so they are revalidated (no-cache + ETag, 304 when unchanged); the catalogue of
// competitions changes rarely and may be kept a few minutes.
import { SPORTS_PATHS } from '@matchday/contracts/sports/contract';
import type { ApiPath, ApiReply } from '@matchday/contracts/http/replies';
import { calendarQuerySchema, competitionsQuerySchema, eventsQuerySchema, matchListQuerySchema, oddsIndexQuerySchema, oddsMovementQuerySchema, rankingsQuerySchema, scheduleQuerySchema, searchQuerySchema, seasonQuerySchema } from '@matchday/contracts/sports/schemas';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ok, refuse } from '../../http/envelope';
import { addEtags } from '../../http/etag';
import { numericId, route } from '../../http/route';
import type { SportsReadService } from './service';

const matchId = { id: numericId('api.notFound') };
const competitionId = { id: numericId('api.notFound') };
const teamId = { id: numericId('api.notFound') };

const keep = (reply: FastifyReply, seconds: number) => reply.header('cache-control', `public, max-age=${seconds}`);

export async function sportsRoutes(app: FastifyInstance, { sports }: { sports: SportsReadService }): Promise<void> {
  addEtags(app);
  const get = <P extends ApiPath<'GET'>>(path: P) => ({ method: 'GET' as const, path });

  route(app, { ...get(SPORTS_PATHS.matches), inputs: { query: matchListQuerySchema } }, async (_request, { query }) => ok(await sports.list(query)));

  route(app, { ...get(SPORTS_PATHS.calendar), inputs: { query: calendarQuerySchema } }, async (_request, { query }) =>
    ok(await sports.calendar(query.from, query.to, query.tz, query.sport)),
  );

  route(app, { ...get(SPORTS_PATHS.search), inputs: { query: searchQuerySchema } }, async (_request, { query }) => ok(await sports.search(query.q)));

  route(app, { ...get(SPORTS_PATHS.match), inputs: { params: matchId } }, async (_request, { params }) => ok(await sports.detail(params.id)));

  route(app, { ...get(SPORTS_PATHS.events), inputs: { params: matchId, query: eventsQuerySchema } }, async (_request, { params, query }) =>
    ok(await sports.events(params.id, query.after, query.limit, query.types)),
  );

  /** A read of one match by its id, answering what its address answers. */
  const byMatch = <P extends ApiPath<'GET'>>(path: P, read: (id: string) => Promise<ApiReply<'GET', P>>) =>
    route(app, { ...get(path), inputs: { params: matchId } }, async (_request, { params }) => ok(await read(params.id)));
  byMatch(SPORTS_PATHS.lineups, (id) => sports.lineups(id));
  byMatch(SPORTS_PATHS.playerStats, (id) => sports.playerStats(id));
  byMatch(SPORTS_PATHS.odds, (id) => sports.odds(id));
  byMatch(SPORTS_PATHS.headToHead, (id) => sports.headToHead(id));
  byMatch(SPORTS_PATHS.recentRecord, (id) => sports.recentRecord(id));
  byMatch(SPORTS_PATHS.injuries, (id) => sports.injuries(id));
  byMatch(SPORTS_PATHS.maps, (id) => sports.maps(id));

  route(app, { ...get(SPORTS_PATHS.oddsMovement), inputs: { params: matchId, query: oddsMovementQuerySchema } }, async (_request, { params, query }) =>
    ok(await sports.oddsMovement(params.id, query.market)),
  );

  route(app, { ...get(SPORTS_PATHS.competitions), inputs: { query: competitionsQuerySchema } }, async (_request, { query }, reply) => {
    keep(reply, 300);
    return ok(await sports.competitions(query.sport));
  });

  route(app, { ...get(SPORTS_PATHS.standings), inputs: { params: competitionId, query: seasonQuerySchema } }, async (_request, { params, query }) =>
    ok(await sports.standings(params.id, query.season)),
  );
  route(app, { ...get(SPORTS_PATHS.bracket), inputs: { params: competitionId, query: seasonQuerySchema } }, async (_request, { params, query }) =>
    ok(await sports.bracket(params.id, query.season)),
  );
  route(app, { ...get(SPORTS_PATHS.schedule), inputs: { params: competitionId, query: scheduleQuerySchema } }, async (_request, { params, query }) =>
    ok(await sports.schedule(params.id, query.season, query)),
  );

  route(app, { ...get(SPORTS_PATHS.teamStats), inputs: { params: teamId } }, async (_request, { params }) => ok(await sports.teamStats(params.id)));

  route(app, { ...get(SPORTS_PATHS.rankings), inputs: { query: rankingsQuerySchema } }, async (_request, { query }, reply) => {
    if (query.kind === 'hero' && (query.discipline === 'football' || query.discipline === 'basketball')) throw refuse('api.invalidField', 400, { field: 'kind' });
    keep(reply, 60);
    return ok(await sports.rankings(query.discipline, query.kind, query.limit));
  });

  route(app, { ...get(SPORTS_PATHS.oddsIndex), inputs: { query: oddsIndexQuerySchema } }, async (_request, { query: { market, ...query } }) =>
    ok(await sports.oddsIndex(query, market)),
  );

  route(app, { ...get(SPORTS_PATHS.previews), inputs: { query: matchListQuerySchema } }, async (_request, { query }) => ok(await sports.previews(query)));
}
