// Images over HTTP: editors and customer service upload one (multipart, field `file`); anyone
// reads it at its public address, from the site's own origin.
import { MEDIA_ID_PATTERN, MEDIA_MAX_BYTES, MEDIA_PATHS } from '@matchday/contracts/media/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok, refuse } from '../../http/envelope';
import { currentUser, guard } from '../../http/guards';
import { route } from '../../http/route';
import type { AccountsService } from '../accounts/service';
import type { MediaService } from './service';

/**
 * An image is shown by pages, never opened as one: even a file that is also valid HTML or script
 * (a polyglot) is not sniffed, runs nothing and cannot be framed. Its bytes never change, so it
 * is cached for good.
 */
const IMAGE_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox; frame-ancestors 'none'",
  'Cache-Control': 'public, max-age=31536000, immutable',
} as const;

export async function mediaRoutes(app: FastifyInstance, { accounts, media }: { accounts: AccountsService; media: MediaService }): Promise<void> {
  const staff = guard(accounts, { role: ['editor', 'customer_service'] });

  route(app, { method: 'POST', path: MEDIA_PATHS.upload, preHandler: staff, inputs: { upload: true } }, async (request) => {
    if (!request.isMultipart()) throw refuse('api.media.type', 415);
    const file = await request.file({ limits: { fileSize: MEDIA_MAX_BYTES, files: 1 } }).catch(() => undefined);
    if (!file) throw refuse('api.media.type', 415);
    const bytes = await file.toBuffer().catch(() => {
      throw refuse('api.media.tooLarge', 413);
    });
    if (file.file.truncated) throw refuse('api.media.tooLarge', 413);
    return ok(await media.upload(currentUser(request).id, file.mimetype, bytes));
  });

  route(
    app,
    { method: 'GET', path: MEDIA_PATHS.image, inputs: { params: { mediaId: { schema: z.string().regex(MEDIA_ID_PATTERN), notFound: 'api.media.notFound' } } } },
    async (_request, { params }, reply) => {
      const image = await media.image(params.mediaId);
      if (!image) throw refuse('api.media.notFound', 404);
      return reply.headers({ ...IMAGE_HEADERS, 'Content-Type': image.contentType }).send(image.bytes);
    },
  );
}
