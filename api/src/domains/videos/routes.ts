// Videos over HTTP: replays and highlights, newest first (by kind, sport, match), and one video
// with its replay's family. Playing them is the ingest's (HLS clips of recordings).
import { cursorSchema } from '@matchday/contracts/http/paging';
import { SPORTS } from '@matchday/contracts/sports/contract';
import { VIDEO_KINDS, VIDEO_PAGE_SIZE, VIDEO_PATHS } from '@matchday/contracts/videos/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { numericId, route } from '../../http/route';
import type { VideosService } from './service';

const id = z.string().regex(/^[1-9]\d{0,17}$/, 'api.invalidField');

export async function videosRoutes(app: FastifyInstance, { videos }: { videos: VideosService }): Promise<void> {
  route(
    app,
    {
      method: 'GET',
      path: VIDEO_PATHS.videos,
      inputs: {
        query: z.object({
          kind: z.enum(VIDEO_KINDS).optional(),
          sport: z.enum(SPORTS).optional(),
          matchId: id.optional(),
          cursor: cursorSchema.optional(),
          pageSize: z.coerce.number().int().min(1).max(60).default(VIDEO_PAGE_SIZE),
        }),
      },
    },
    async (_request, { query }) => ok(await videos.list(query)),
  );
  route(app, { method: 'GET', path: VIDEO_PATHS.video, inputs: { params: { videoId: numericId('api.videos.notFound') } } }, async (_request, { params }) =>
    ok(await videos.get(params.videoId)),
  );
}
