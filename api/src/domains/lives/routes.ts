// Lives over HTTP: who is live, rooms and their chat, the streamer's channel, and the ingest
// servers' questions (authorised by a shared secret, never by a user's token).
import { timingSafeEqual } from 'node:crypto';
import { INGEST_SECRET_HEADER, LIVE_PATHS, PROGRAMME_PATHS } from '@matchday/contracts/lives/contract';
import { channelSettingsSchema, chatMessageSchema, ingestHeartbeatSchema, ingestPublishSchema, programmeSchema, reportSchema, roomMuteSchema, startLiveSchema } from '@matchday/contracts/lives/schemas';
import { SPORTS } from '@matchday/contracts/sports/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ok, refuse } from '../../http/envelope';
import { currentUser, guard, optionalUser } from '../../http/guards';
import { numericId, route } from '../../http/route';
import type { AccountsService } from '../accounts/service';
import type { ChatService } from './chat';
import type { ProgrammesService } from './programmes';
import type { LivesService } from './service';

const roomId = { roomId: numericId('api.lives.roomNotFound') };
const messageId = { ...roomId, messageId: numericId('api.lives.messageNotFound') };

/** The ingest servers' secret; with none configured the ingest endpoints refuse everyone. */
export function ingestGuard(secret: string | undefined) {
  const expected = Buffer.from(secret ?? '');
  return async (request: FastifyRequest): Promise<void> => {
    const given = Buffer.from(String(request.headers[INGEST_SECRET_HEADER] ?? ''));
    if (expected.length === 0 || given.length !== expected.length || !timingSafeEqual(given, expected)) throw refuse('errors.notAuthorised', 403);
  };
}

export async function livesRoutes(
  app: FastifyInstance,
  {
    accounts,
    lives,
    chat,
    programmes,
    ingestSecret,
  }: { accounts: AccountsService; lives: LivesService; chat: ChatService; programmes: ProgrammesService; ingestSecret?: string },
): Promise<void> {
  const viewer = optionalUser(accounts);
  const signedIn = guard(accounts);
  const streamer = guard(accounts, { role: 'streamer' });
  const ingest = ingestGuard(ingestSecret);

  route(app, { method: 'GET', path: LIVE_PATHS.lives, inputs: { query: z.object({ sport: z.enum(SPORTS).optional() }) } }, async (_request, { query }) =>
    ok(await lives.lives(query.sport)),
  );
  route(app, { method: 'GET', path: LIVE_PATHS.matchLives, inputs: { params: { matchId: numericId('api.notFound') } } }, async (_request, { params }) =>
    ok(await lives.matchLives(params.matchId)),
  );
  route(app, { method: 'GET', path: LIVE_PATHS.room, preHandler: viewer, inputs: { params: roomId } }, async (request, { params }) =>
    ok(await lives.room(params.roomId, request.user?.id ?? null)),
  );
  route(app, { method: 'PUT', path: LIVE_PATHS.follow, preHandler: signedIn, inputs: { params: roomId } }, async (request, { params }) =>
    ok(await lives.follow(params.roomId, currentUser(request).id, true)),
  );
  route(app, { method: 'DELETE', path: LIVE_PATHS.follow, preHandler: signedIn, inputs: { params: roomId } }, async (request, { params }) =>
    ok(await lives.follow(params.roomId, currentUser(request).id, false)),
  );

  // The chat
  route(app, { method: 'GET', path: LIVE_PATHS.chat, inputs: { params: roomId } }, async (_request, { params }) => ok(await chat.history(params.roomId)));
  route(app, { method: 'POST', path: LIVE_PATHS.chat, preHandler: signedIn, inputs: { params: roomId, body: chatMessageSchema } }, async (request, { params, body }) =>
    ok(await chat.send(params.roomId, currentUser(request), body.text)),
  );
  route(app, { method: 'DELETE', path: LIVE_PATHS.chatMessage, preHandler: signedIn, inputs: { params: messageId } }, async (request, { params }) => {
    await chat.remove(params.roomId, params.messageId, currentUser(request));
    return ok(null);
  });
  route(app, { method: 'POST', path: LIVE_PATHS.chatReport, preHandler: signedIn, inputs: { params: messageId, body: reportSchema } }, async (request, { params, body }) => {
    await chat.reportMessage(params.roomId, params.messageId, currentUser(request).id, body.reason);
    return ok(null);
  });
  route(app, { method: 'POST', path: LIVE_PATHS.roomReport, preHandler: signedIn, inputs: { params: roomId, body: reportSchema } }, async (request, { params, body }) => {
    await chat.reportStreamer(params.roomId, currentUser(request).id, body.reason);
    return ok(null);
  });
  route(app, { method: 'POST', path: LIVE_PATHS.roomMutes, preHandler: signedIn, inputs: { params: roomId, body: roomMuteSchema } }, async (request, { params, body }) => {
    await chat.mute(params.roomId, body, currentUser(request));
    return ok(null);
  });

  // The streamer's channel
  route(app, { method: 'GET', path: LIVE_PATHS.channel, preHandler: streamer, inputs: {} }, async (request) => ok(await lives.channel(currentUser(request).id)));
  route(app, { method: 'POST', path: LIVE_PATHS.channelLiveCode, preHandler: streamer, inputs: {} }, async (request) =>
    ok(await lives.resetLiveCode(currentUser(request).id)),
  );
  route(app, { method: 'GET', path: LIVE_PATHS.channelMatches, preHandler: streamer, inputs: {} }, async () => ok(await lives.eligibleMatches()));
  route(app, { method: 'POST', path: LIVE_PATHS.channelLive, preHandler: streamer, inputs: { body: startLiveSchema } }, async (request, { body }) =>
    ok(await lives.start(currentUser(request).id, body)),
  );
  route(app, { method: 'POST', path: LIVE_PATHS.channelLiveEnd, preHandler: streamer, inputs: {} }, async (request) =>
    ok(await lives.endByStreamer(currentUser(request).id)),
  );
  route(app, { method: 'PUT', path: LIVE_PATHS.channelSettings, preHandler: streamer, inputs: { body: channelSettingsSchema } }, async (request, { body }) =>
    ok(await lives.setSlowMode(currentUser(request).id, body.slowModeSeconds)),
  );

  // Programmes and the data board
  route(app, { method: 'GET', path: PROGRAMME_PATHS.programmes, inputs: { query: z.object({ sport: z.enum(SPORTS).optional() }) } }, async (_request, { query }) =>
    ok(await programmes.coming(query.sport)),
  );
  route(app, { method: 'GET', path: PROGRAMME_PATHS.channelProgrammes, preHandler: streamer, inputs: {} }, async (request) =>
    ok(await programmes.coming(undefined, currentUser(request).id)),
  );
  route(app, { method: 'POST', path: PROGRAMME_PATHS.channelProgrammes, preHandler: streamer, inputs: { body: programmeSchema } }, async (request, { body }) =>
    ok(await programmes.schedule(currentUser(request).id, body)),
  );
  route(
    app,
    { method: 'DELETE', path: PROGRAMME_PATHS.channelProgramme, preHandler: streamer, inputs: { params: { programmeId: numericId('api.lives.programmeNotFound') } } },
    async (request, { params }) => ok(await programmes.cancel(currentUser(request).id, params.programmeId)),
  );
  route(app, { method: 'GET', path: PROGRAMME_PATHS.channelStats, preHandler: streamer, inputs: {} }, async (request) => ok(await programmes.stats(currentUser(request).id)));

  // The ingest servers
  route(app, { method: 'POST', path: LIVE_PATHS.ingestPublish, preHandler: ingest, inputs: { body: ingestPublishSchema } }, async (_request, { body }) => {
    const allowed = await lives.authorisePush(body.liveCode);
    if (!allowed) throw refuse('errors.notAuthorised', 403);
    return ok(allowed);
  });
  route(app, { method: 'POST', path: LIVE_PATHS.ingestHeartbeat, preHandler: ingest, inputs: { body: ingestHeartbeatSchema } }, async (_request, { body }) =>
    ok(await lives.heartbeat(body.liveCodes)),
  );
  route(app, { method: 'POST', path: LIVE_PATHS.ingestUnpublish, preHandler: ingest, inputs: { body: ingestPublishSchema } }, async (_request, { body }) => {
    await lives.unpublish(body.liveCode);
    return ok(null);
  });
}
