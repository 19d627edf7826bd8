// Crests, logos and streamers' pictures over HTTP, at addresses made from ids (so no answer
// carries one), public, with an ETag (304 when unchanged) and kept for the time the service says.
// An SVG is a document that could carry script if opened on its own: its policy allows nothing,
// sandboxes it and forbids framing, and no answer is sniffed as anything but its type.
import { STREAMER_PATHS } from '@matchday/contracts/streamers/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { refuse } from '../../http/envelope';
import { addEtags } from '../../http/etag';
import { numericId, route } from '../../http/route';
import type { CrestImage, CrestsService } from './service';
import { CREST_PATHS } from '@matchday/contracts/crests/contract';

const IMAGE_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox; frame-ancestors 'none'",
} as const;

const byId = { id: numericId('api.notFound') };

export async function crestsRoutes(app: FastifyInstance, { crests }: { crests: CrestsService }): Promise<void> {
  addEtags(app);

  const send = (reply: FastifyReply, image: CrestImage | undefined) => {
    if (!image) throw refuse('api.notFound', 404);
    // Past its age a copy is still shown while the next is fetched: a crest is never worth a wait.
    const cacheControl = `public, max-age=${image.maxAgeSeconds}, stale-while-revalidate=${image.maxAgeSeconds * 7}`;
    return reply.headers({ ...IMAGE_HEADERS, 'Content-Type': image.contentType, 'Cache-Control': cacheControl }).send(image.body);
  };

  route(app, { method: 'GET', path: CREST_PATHS.team, inputs: { params: byId } }, async (_request, { params }, reply) => send(reply, await crests.team(params.id)));
  route(app, { method: 'GET', path: CREST_PATHS.competition, inputs: { params: byId } }, async (_request, { params }, reply) =>
    send(reply, await crests.competition(params.id)),
  );
  route(app, { method: 'GET', path: STREAMER_PATHS.avatar, inputs: { params: { userId: numericId('api.notFound') } } }, async (_request, { params }, reply) =>
    send(reply, await crests.streamer(params.userId)),
  );
}
