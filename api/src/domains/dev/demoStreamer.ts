// Development content (never in production): a demo streamer, named as such. The ingest's demo
// push (a generated picture and tone) streams with its live code; whenever that push is on and
// the streamer has no live on a match in progress, a live starts on one, through the same
// service as a real streamer's Start live, so a newcomer's site has a live room playing.
import { LIVE_PATHS } from '@matchday/contracts/lives/contract';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { withJobLease } from '../../db/jobLeases';
import { Refusal, ok } from '../../http/envelope';
import { route } from '../../http/route';
import { ingestGuard } from '../lives/routes';
import type { LivesService } from '../lives/service';
import { ensureDemoUser } from './demoUsers';

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
    const userId = await ensureDemoUser(this.db, { username: DEMO_STREAMER_NAME, roles: ['user', 'streamer'], inviteCode: DEMO_INVITE_CODE }, this.clock.now());
    const channel = await this.lives.channel(userId);
    return { userId, liveCode: channel.liveCode };
  }

  /**
   * Starts a live on a match in progress when the push is on and none is running; returns its
   * title. Every api process calls it: one at a time does the work (a job lease), so two never
   * end the same live and start two.
   */
  async keepLive(): Promise<string | null> {
    return withJobLease(this.db, 'demo-streamer', 60_000, () => this.startWhenDue());
  }

  private async startWhenDue(): Promise<string | null> {
    const { userId } = await this.ensure();
    const channel = await this.lives.channel(userId);
    if (!channel.pushing) return null;
    if (channel.live && channel.live.match.status === 'live') return null;
    if (channel.live) await this.lives.end(userId);
    const [match] = (await this.lives.eligibleMatches()).filter((candidate) => candidate.status === 'live').sort((a, b) => Number(b.hot) - Number(a.hot) || sportOrder(a.sport) - sportOrder(b.sport));
    if (!match) return null;
    const title = demoLiveTitle(match.home.name, match.away.name);
    try {
      await this.lives.start(userId, { matchId: Number(match.id), title });
      return title;
    } catch (error) {
      if (error instanceof Refusal) return null; // the match or the push ended meanwhile
      throw error;
    }
  }
}

/** The demo streamer's live title (a live title is at most 60 characters). */
export const demoLiveTitle = (home: string, away: string): string => `Demo live: ${home} v ${away}`.slice(0, 60);

const sportOrder = (sport: string) => ['football', 'basketball', 'esports'].indexOf(sport);

/** The ingest's demo push asks for the demo streamer's live code (with the ingest's secret). */
export async function demoStreamerRoutes(app: FastifyInstance, { demo, ingestSecret }: { demo: DemoStreamer; ingestSecret?: string }): Promise<void> {
  route(app, { method: 'GET', path: LIVE_PATHS.devDemoStreamer, preHandler: ingestGuard(ingestSecret), inputs: {} }, async () =>
    ok({ liveCode: (await demo.ensure()).liveCode }),
  );
}
