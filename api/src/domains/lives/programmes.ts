// Programmes and the data board. A streamer schedules lives on coming matches (shown to fans in
// advance, gone once the match is over); every half minute the viewers of each live are
// counted, and the data board adds them up per live and overall with the chat and the follows.
import type { ChannelStats, LiveStats, Programme } from '@matchday/contracts/lives/contract';
import { VIEWER_SAMPLE_SECONDS } from '@matchday/contracts/lives/contract';
import type { StartLiveRequest } from '@matchday/contracts/lives/schemas';
import type { Sport } from '@matchday/contracts/sports/contract';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { refuse } from '../../http/envelope';
import { summariesByIds } from '../sports/queries';

interface ProgrammeRow {
  id: string;
  streamer_id: string;
  streamer_name: string;
  match_id: string;
  title: string;
}

/** How far ahead a programme may be scheduled. */
const PROGRAMME_HORIZON_MS = 14 * 24 * 3600_000;
/** Lives the data board shows, newest first. */
const BOARD_LIVES = 20;

export class ProgrammesService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly viewers: (roomId: string) => Promise<number>,
  ) {}

  /** Coming programmes of every streamer (matches not finished), soonest first. */
  async coming(sport?: Sport, streamerId?: string): Promise<Programme[]> {
    const rows = await this.db.query<ProgrammeRow>(
      `SELECT p.id::text AS id, p.streamer_id::text AS streamer_id, u.username AS streamer_name, p.match_id::text AS match_id, p.title
       FROM live_programmes p JOIN users u ON u.id = p.streamer_id JOIN matches m ON m.id = p.match_id
       WHERE m.status IN ('not_started', 'live') AND ($1::text IS NULL OR m.sport = $1) AND ($2::bigint IS NULL OR p.streamer_id = $2)
       ORDER BY m.starts_at, p.id LIMIT 200`,
      [sport ?? null, streamerId ?? null],
    );
    const matches = new Map((await summariesByIds(this.db, [...new Set(rows.map((row) => row.match_id))])).map((match) => [match.id, match]));
    return rows.flatMap((row) => {
      const match = matches.get(row.match_id);
      return match ? [{ id: row.id, roomId: row.streamer_id, streamerName: row.streamer_name, title: row.title, match }] : [];
    });
  }

  async schedule(streamerId: string, request: StartLiveRequest): Promise<Programme[]> {
    const now = this.clock.now();
    const [match] = await this.db.query<{ status: string; starts_at: Date }>('SELECT status, starts_at FROM matches WHERE id = $1', [request.matchId]);
    if (!match) throw refuse('api.lives.matchRequired', 404);
    const startsAt = new Date(match.starts_at).getTime();
    if (match.status !== 'not_started' || startsAt <= now.getTime() || startsAt - now.getTime() > PROGRAMME_HORIZON_MS) throw refuse('api.lives.programmeMatch', 409);
    const added = await this.db.query(
      'INSERT INTO live_programmes (streamer_id, match_id, title, created_at) VALUES ($1, $2, $3, $4) ON CONFLICT (streamer_id, match_id) DO NOTHING RETURNING id',
      [streamerId, request.matchId, request.title, now],
    );
    if (added.length === 0) throw refuse('api.lives.programmeExists', 409);
    return this.coming(undefined, streamerId);
  }

  async cancel(streamerId: string, programmeId: string): Promise<Programme[]> {
    const removed = await this.db.query('DELETE FROM live_programmes WHERE id = $1 AND streamer_id = $2 RETURNING id', [programmeId, streamerId]);
    if (removed.length === 0) throw refuse('api.lives.programmeNotFound', 404);
    return this.coming(undefined, streamerId);
  }

  /**
   * Counts the viewers of every live in progress (each api process's timer, every
   * VIEWER_SAMPLE_SECONDS). A sample is stamped with the start of its interval, so processes
   * sampling the same interval write one sample (the first; each counts the whole site).
   */
  async sampleViewers(): Promise<number> {
    const open = await this.db.query<{ id: string; streamer_id: string }>("SELECT id::text AS id, streamer_id::text AS streamer_id FROM lives WHERE status = 'live'");
    const intervalMs = VIEWER_SAMPLE_SECONDS * 1000;
    const at = new Date(Math.floor(this.clock.now().getTime() / intervalMs) * intervalMs);
    for (const live of open) {
      const viewers = await this.viewers(live.streamer_id);
      await this.db.query('INSERT INTO live_viewer_samples (live_id, at, viewers) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [live.id, at, viewers]);
      await this.db.query('UPDATE lives SET peak_viewers = greatest(peak_viewers, $2) WHERE id = $1', [live.id, viewers]);
    }
    return open.length;
  }

  async stats(streamerId: string): Promise<ChannelStats> {
    const lives = await this.db.query<{ id: string; title: string; started_at: Date; ended_at: Date | null; peak_viewers: number; chat: number; follows: number }>(
      `SELECT l.id::text AS id, l.title, l.started_at, l.ended_at, l.peak_viewers,
        (SELECT count(*) FROM chat_messages c WHERE c.live_id = l.id)::int AS chat,
        (SELECT count(*) FROM streamer_follows f WHERE f.streamer_id = l.streamer_id AND f.created_at >= l.started_at AND f.created_at <= coalesce(l.ended_at, $2))::int AS follows
       FROM lives l WHERE l.streamer_id = $1 ORDER BY l.id DESC LIMIT $3`,
      [streamerId, this.clock.now(), BOARD_LIVES],
    );
    const samples = await this.db.query<{ live_id: string; at: Date; viewers: number }>(
      'SELECT live_id::text AS live_id, at, viewers FROM live_viewer_samples WHERE live_id = ANY($1::bigint[]) ORDER BY at',
      [lives.map((live) => live.id)],
    );
    const board: LiveStats[] = lives.map((live) => {
      const own = samples.filter((sample) => sample.live_id === live.id);
      const total = own.reduce((sum, sample) => sum + sample.viewers, 0);
      return {
        id: live.id,
        title: live.title,
        startedAt: new Date(live.started_at).toISOString(),
        endedAt: live.ended_at ? new Date(live.ended_at).toISOString() : null,
        peakViewers: Math.max(live.peak_viewers, ...own.map((sample) => sample.viewers)),
        averageViewers: own.length ? Math.round((total / own.length) * 10) / 10 : 0,
        watchMinutes: Math.round((total * VIEWER_SAMPLE_SECONDS) / 60),
        chatMessages: live.chat,
        newFollowers: live.follows,
        samples: own.map((sample) => ({ at: new Date(sample.at).toISOString(), viewers: sample.viewers })),
      };
    });
    const [followers] = await this.db.query<{ count: number }>('SELECT count(*)::int AS count FROM streamer_follows WHERE streamer_id = $1', [streamerId]);
    const sum = (pick: (live: LiveStats) => number) => board.reduce((total, live) => total + pick(live), 0);
    return {
      overall: {
        lives: board.length,
        peakViewers: board.reduce((peak, live) => Math.max(peak, live.peakViewers), 0),
        watchMinutes: sum((live) => live.watchMinutes),
        chatMessages: sum((live) => live.chatMessages),
        followers: followers?.count ?? 0,
        newFollowers: sum((live) => live.newFollowers),
      },
      lives: board,
    };
  }
}
