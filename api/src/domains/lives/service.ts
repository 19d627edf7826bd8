// Lives: who is live, a streamer's room, following, and the streamer's own channel (live code,
// start and end a live). The push itself is the ingest server's: it asks here whether a live
// code may push and keeps vouching for pushes that go on; a code that is reset, or a streamer
// who is banned, is refused at the next heartbeat and the ingest cuts the push.
import { randomBytes } from 'node:crypto';
import { type ChannelName, channels } from '@matchday/contracts/realtime/protocol';
import type { IngestPublishAnswer, Live, LiveRoom, StreamerChannel } from '@matchday/contracts/lives/contract';
import type { StartLiveRequest } from '@matchday/contracts/lives/schemas';
import type { MatchSummary, Sport } from '@matchday/contracts/sports/contract';
import { LIVE_MATCH_WINDOW_MS } from '@matchday/contracts/constants';
import { validateLiveMatch } from '@matchday/contracts/validation/rules';
import type { Clock } from '../../clock';
import type { Database, Queryable } from '../../db/database';
import { refuse } from '../../http/envelope';
import { SUMMARY_SELECT, toSummary, type SummaryRow } from '../sports/queries';
import { broadcastBar } from '../moderation/sanctions';
import type { Publish as BrokerPublish } from '../realtime/broker';
import { LIVE_SELECT, isPushing, openLiveRow, toLives, type LiveRow } from './queries';

/** The lives and the chat speak on their rooms' chat channels only. */
export type Publish = BrokerPublish<ChannelName<'chat'>>;

export interface LivesOptions {
  /** The RTMP address streamers push to (their tool's "server"). */
  pushAddress: string;
  /** Viewers of a room (listeners of its chat channel, on every api process). */
  viewers: (roomId: string) => Promise<number>;
  publish: Publish;
  /** A live ended: its replay is kept (in the same transaction). */
  onLiveEnded?: (tx: Queryable, liveId: string) => Promise<unknown>;
}

const newLiveCode = () => `live_${randomBytes(18).toString('base64url')}`;
const newStreamId = () => randomBytes(9).toString('base64url').replace(/[-_]/g, 'x');
const newRecordingId = () => randomBytes(15).toString('base64url').replace(/[-_]/g, 'x');

interface ChannelRow {
  user_id: string;
  live_code: string;
  stream_id: string;
  slow_mode_seconds: number;
  push_seen_at: Date | null;
}

export class LivesService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly options: LivesOptions,
  ) {}

  async lives(sport?: Sport): Promise<Live[]> {
    const rows = await this.db.query<LiveRow & { sport: string }>(
      `${LIVE_SELECT} JOIN matches m ON m.id = l.match_id WHERE l.status = 'live' AND ($1::text IS NULL OR m.sport = $1) ORDER BY l.started_at DESC LIMIT 200`,
      [sport ?? null],
    );
    const lives = await toLives(this.db, rows, this.clock.now(), this.options.viewers);
    return lives.sort((a, b) => Number(b.pushing) - Number(a.pushing) || b.viewers - a.viewers);
  }

  async matchLives(matchId: string): Promise<Live[]> {
    const rows = await this.db.query<LiveRow>(`${LIVE_SELECT} WHERE l.match_id = $1 AND l.status = 'live' ORDER BY l.started_at`, [matchId]);
    return toLives(this.db, rows, this.clock.now(), this.options.viewers);
  }

  async room(roomId: string, viewerId: string | null): Promise<LiveRoom> {
    const [streamer] = await this.db.query<{ username: string; slow_mode_seconds: number; followers: number; following: boolean }>(
      `SELECT u.username, c.slow_mode_seconds,
        (SELECT count(*) FROM streamer_follows f WHERE f.streamer_id = u.id)::int AS followers,
        EXISTS (SELECT 1 FROM streamer_follows f WHERE f.streamer_id = u.id AND f.user_id = $2) AS following
       FROM users u JOIN streamer_channels c ON c.user_id = u.id WHERE u.id = $1 AND u.status <> 'deleted'`,
      [roomId, viewerId],
    );
    if (!streamer) throw refuse('api.lives.roomNotFound', 404);
    return {
      roomId,
      streamerName: streamer.username,
      live: await this.openLive(this.db, roomId),
      followers: streamer.followers,
      following: streamer.following,
      slowModeSeconds: streamer.slow_mode_seconds,
    };
  }

  async follow(roomId: string, userId: string, follow: boolean): Promise<LiveRoom> {
    if (roomId === userId) throw refuse('api.lives.followSelf', 409);
    const [streamer] = await this.db.query('SELECT 1 FROM streamer_channels WHERE user_id = $1', [roomId]);
    if (!streamer) throw refuse('api.lives.roomNotFound', 404);
    if (follow)
      await this.db.query('INSERT INTO streamer_follows (user_id, streamer_id, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [userId, roomId, this.clock.now()]);
    else await this.db.query('DELETE FROM streamer_follows WHERE user_id = $1 AND streamer_id = $2', [userId, roomId]);
    return this.room(roomId, userId);
  }

  /** The streamer's channel, made on first visit. */
  async channel(userId: string): Promise<StreamerChannel> {
    const row = await this.ensureChannel(this.db, userId);
    const now = this.clock.now();
    const banned = await broadcastBar(this.db, userId, now);
    return {
      roomId: userId,
      pushAddress: this.options.pushAddress,
      liveCode: row.live_code,
      pushing: isPushing(row.push_seen_at, now),
      live: await this.openLive(this.db, userId),
      slowModeSeconds: row.slow_mode_seconds,
      broadcastBan: banned ? { until: banned.until ? new Date(banned.until).toISOString() : null } : null,
    };
  }

  /** A new live code: a push with the old one is cut at the ingest's next heartbeat. */
  async resetLiveCode(userId: string): Promise<StreamerChannel> {
    await this.ensureChannel(this.db, userId);
    await this.db.query('UPDATE streamer_channels SET live_code = $2, push_seen_at = NULL WHERE user_id = $1', [userId, newLiveCode()]);
    await this.announce(userId);
    return this.channel(userId);
  }

  async setSlowMode(userId: string, seconds: number): Promise<StreamerChannel> {
    await this.ensureChannel(this.db, userId);
    await this.db.query('UPDATE streamer_channels SET slow_mode_seconds = $2 WHERE user_id = $1', [userId, seconds]);
    this.options.publish(channels.chat(userId), { type: 'slowMode', seconds });
    return this.channel(userId);
  }

  /** Matches a live may cover now: in progress, or starting within the hour. */
  async eligibleMatches(): Promise<MatchSummary[]> {
    const now = this.clock.now();
    const rows = await this.db.query<SummaryRow>(
      `${SUMMARY_SELECT} WHERE m.status = 'live' OR (m.status = 'not_started' AND m.starts_at BETWEEN $1 AND $2) ORDER BY m.status = 'live' DESC, m.starts_at LIMIT 300`,
      [new Date(now.getTime() - LIVE_MATCH_WINDOW_MS), new Date(now.getTime() + LIVE_MATCH_WINDOW_MS)],
    );
    return rows.map(toSummary);
  }

  /** Start live: the tool must be pushing, the match in progress or within the hour, a title. */
  async start(userId: string, request: StartLiveRequest): Promise<StreamerChannel> {
    const now = this.clock.now();
    await this.db.transaction(async (tx) => {
      const channel = await this.ensureChannel(tx, userId);
      await tx.query('SELECT 1 FROM streamer_channels WHERE user_id = $1 FOR UPDATE', [userId]);
      if (await broadcastBar(tx, userId, now))
        throw refuse('errors.youAreBanned', 403);
      if (await openLiveRow(tx, userId)) throw refuse('api.lives.alreadyLive', 409);
      if (!isPushing(channel.push_seen_at, now)) throw refuse('api.lives.notPushing', 409);
      const [match] = await tx.query<{ status: MatchSummary['status']; starts_at: Date }>('SELECT status, starts_at FROM matches WHERE id = $1', [request.matchId]);
      if (!match) throw refuse('api.lives.matchRequired', 404);
      const window = validateLiveMatch({ status: match.status, startsAt: new Date(match.starts_at).getTime() }, now.getTime());
      if (!window.ok) throw refuse(window.error, 409);
      await tx.query('INSERT INTO lives (streamer_id, match_id, title, started_at) VALUES ($1, $2, $3, $4)', [userId, request.matchId, request.title, now]);
    });
    await this.announce(userId);
    return this.channel(userId);
  }

  /** End live (the push goes on until the tool stops it; the page says so). */
  async end(userId: string, reason: 'streamer' | 'banned' = 'streamer', tx?: Queryable): Promise<boolean> {
    if (!tx) return this.db.transaction((own) => this.end(userId, reason, own));
    const ended = await tx.query<{ id: string }>(
      "UPDATE lives SET status = 'ended', ended_at = $2, end_reason = $3 WHERE streamer_id = $1 AND status = 'live' RETURNING id::text AS id",
      [userId, this.clock.now(), reason],
    );
    if (ended.length === 0) return false;
    for (const live of ended) await this.options.onLiveEnded?.(tx, live.id);
    const announce = () => this.options.publish(channels.chat(userId), { type: 'live', live: null });
    if (tx.afterCommit) tx.afterCommit(announce);
    else announce();
    return true;
  }

  async endByStreamer(userId: string): Promise<StreamerChannel> {
    if (!(await this.end(userId))) throw refuse('api.lives.noLive', 409);
    return this.channel(userId);
  }

  /** The ingest asks whether a live code may push: an approved streamer who is not banned. */
  async authorisePush(liveCode: string): Promise<IngestPublishAnswer | null> {
    const now = this.clock.now();
    const [row] = await this.db.query<{ user_id: string; stream_id: string; streamer: boolean; banned: boolean }>(
      `SELECT c.user_id::text AS user_id, c.stream_id, 'streamer' = ANY(u.roles) AS streamer, u.banned OR u.status <> 'active' AS banned
       FROM streamer_channels c JOIN users u ON u.id = c.user_id WHERE c.live_code = $1`,
      [liveCode],
    );
    if (!row || !row.streamer || row.banned) return null;
    if (await broadcastBar(this.db, row.user_id, now)) return null;
    // Each push is recorded under its own id (the ingest writes it; replays are cut from it).
    const recordingId = newRecordingId();
    await this.db.transaction(async (tx) => {
      await this.closeRecording(tx, row.user_id, now);
      await tx.query('INSERT INTO recordings (id, streamer_id, started_at) VALUES ($1, $2, $3)', [recordingId, row.user_id, now]);
      await tx.query('UPDATE streamer_channels SET push_started_at = $2, push_seen_at = $2, recording_id = $3 WHERE user_id = $1', [row.user_id, now, recordingId]);
    });
    await this.announce(row.user_id);
    return { streamId: row.stream_id, recordingId };
  }

  /** The ingest vouches for the pushes it carries; it cuts those answered as refused. */
  async heartbeat(liveCodes: string[]): Promise<{ refused: string[] }> {
    const refused: string[] = [];
    for (const liveCode of liveCodes) {
      const [row] = await this.db.query<{ user_id: string; push_seen_at: Date | null }>('SELECT user_id::text AS user_id, push_seen_at FROM streamer_channels WHERE live_code = $1', [liveCode]);
      const allowed = row ? await this.mayPush(row.user_id) : false;
      if (!allowed || !row) {
        refused.push(liveCode);
        continue;
      }
      const wasPushing = isPushing(row.push_seen_at, this.clock.now());
      await this.db.query('UPDATE streamer_channels SET push_seen_at = $2 WHERE user_id = $1', [row.user_id, this.clock.now()]);
      if (!wasPushing) await this.announce(row.user_id);
    }
    return { refused };
  }

  /** The push stopped: the room shows "stream ended" (the live goes on until End live). */
  async unpublish(liveCode: string): Promise<void> {
    const [row] = await this.db.transaction(async (tx) => {
      const rows = await tx.query<{ user_id: string }>('SELECT user_id::text AS user_id FROM streamer_channels WHERE live_code = $1 FOR UPDATE', [liveCode]);
      if (rows[0]) {
        await this.closeRecording(tx, rows[0].user_id, this.clock.now());
        await tx.query('UPDATE streamer_channels SET push_seen_at = NULL, recording_id = NULL WHERE user_id = $1', [rows[0].user_id]);
      }
      return rows;
    });
    if (row) await this.announce(row.user_id);
  }

  /** The channel's recording (if any) ends now: a push that stopped, or one replaced by a new push. */
  private async closeRecording(tx: Queryable, userId: string, at: Date): Promise<void> {
    await tx.query(
      'UPDATE recordings SET ended_at = $2 WHERE id = (SELECT recording_id FROM streamer_channels WHERE user_id = $1) AND ended_at IS NULL',
      [userId, at],
    );
  }

  private async mayPush(userId: string): Promise<boolean> {
    const [user] = await this.db.query<{ ok: boolean }>("SELECT 'streamer' = ANY(roles) AND NOT banned AND status = 'active' AS ok FROM users WHERE id = $1", [userId]);
    if (!user?.ok) return false;
    return !(await broadcastBar(this.db, userId, this.clock.now()));
  }

  private async openLive(db: Queryable, roomId: string): Promise<Live | null> {
    const row = await openLiveRow(db, roomId);
    return row ? ((await toLives(db, [row], this.clock.now(), this.options.viewers))[0] ?? null) : null;
  }

  /** Tells the room what its live is now (started, pushing or not, ended). */
  private async announce(roomId: string): Promise<void> {
    this.options.publish(channels.chat(roomId), { type: 'live', live: await this.openLive(this.db, roomId) });
  }

  private async ensureChannel(db: Queryable, userId: string): Promise<ChannelRow> {
    await db.query('INSERT INTO streamer_channels (user_id, live_code, stream_id, created_at) VALUES ($1, $2, $3, $4) ON CONFLICT (user_id) DO NOTHING', [
      userId,
      newLiveCode(),
      newStreamId(),
      this.clock.now(),
    ]);
    const [row] = await db.query<ChannelRow>('SELECT user_id::text AS user_id, live_code, stream_id, slow_mode_seconds, push_seen_at FROM streamer_channels WHERE user_id = $1', [userId]);
    return row!;
  }
}
