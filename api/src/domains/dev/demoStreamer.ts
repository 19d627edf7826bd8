// Development content (never in production): a demo streamer, named as such. The ingest's demo
// push (a generated picture and tone) streams with its live code; whenever that push is on and
// the streamer has no live on a match in progress, a live starts on one, through the same
// service as a real streamer's Start live, so a newcomer's site has a live room playing.
import { LIVE_PATHS } from '@matchday/shared/api/lives';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { Refusal, ok } from '../../http/envelope';
import { route } from '../../http/route';
import { ingestGuard } from '../lives/routes';
import type { LivesService } from '../lives/service';

export const DEMO_STREAMER_NAME = 'Demo streamer · Ada';
const DEMO_INVITE_CODE = 'DEMOSTR1';

export class DemoStreamer {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly lives: LivesService,
  ) {}

  /** The demo streamer's user (no phone: nobody signs in as them) and channel. */
  async ensure(): Promise<{ userId: string; liveCode: string }> {
    const [existing] = await this.db.query<{ id: string }>('SELECT id::text AS id FROM users WHERE username = $1 AND demo', [DEMO_STREAMER_NAME]);
    const userId =
      existing?.id ??
      (
        await this.db.query<{ id: string }>(
          `INSERT INTO users (username, roles, invite_code, demo, created_at) VALUES ($1, '{user,streamer}', $2, true, $3) RETURNING id::text AS id`,
          [DEMO_STREAMER_NAME, DEMO_INVITE_CODE, this.clock.now()],
        )
      )[0]!.id;
    const channel = await this.lives.channel(userId);
    return { userId, liveCode: channel.liveCode };
  }

  /** Starts a live on a match in progress when the push is on and none is running; returns its title. */
  async keepLive(): Promise<string | null> {
    const { userId } = await this.ensure();
    const channel = await this.lives.channel(userId);
    if (!channel.pushing) return null;
    if (channel.live && channel.live.match.status === 'live') return null;
    if (channel.live) await this.lives.end(userId);
    const [match] = (await this.lives.eligibleMatches()).filter((candidate) => candidate.status === 'live').sort((a, b) => Number(b.hot) - Number(a.hot) || sportOrder(a.sport) - sportOrder(b.sport));
    if (!match) return null;
    const title = `Demo live: ${match.home.name} v ${match.away.name}`.slice(0, 60);
    try {
      await this.lives.start(userId, { matchId: Number(match.id), title });
      return title;
    } catch (error) {
      if (error instanceof Refusal) return null; // a race with another process: it started one
      throw error;
    }
  }
}

const sportOrder = (sport: string) => ['football', 'basketball', 'esports'].indexOf(sport);

/** The ingest's demo push asks for the demo streamer's live code (with the ingest's secret). */
export async function demoStreamerRoutes(app: FastifyInstance, { demo, ingestSecret }: { demo: DemoStreamer; ingestSecret?: string }): Promise<void> {
  route(app, { method: 'GET', path: LIVE_PATHS.devDemoStreamer, preHandler: ingestGuard(ingestSecret), inputs: {} }, async () =>
    ok({ liveCode: (await demo.ensure()).liveCode }),
  );
}
