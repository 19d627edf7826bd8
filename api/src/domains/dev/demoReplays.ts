// Development content (never in production): the demo streamer's past lives. The demo streamer
// goes live on matches in progress from the first start on, so a newcomer's `/video` would stay
// empty until the first of those matches ends. This gives the demo streamer a live on a few of
// the matches the engine played on its past days (the most followed of each day: at most two, of
// two sports, never at the same time, as one streamer pushes one stream), with a recording of the
// ingest's generated loop (ingest demoLoop.ts) over the live's hours, and keeps its replay and
// highlights through the same step as a live that ends (videos' keepReplays): the highlights sit
// at the match's own event times, which the engine dates when they happened.
import { randomBytes } from 'node:crypto';
import type { ObjectStore } from '@matchday/storage/objectStore';
import { DEMO_LOOP_RECORDING, formatRecording, parseRecording, recordingKeys, type RecordedSegment } from '@matchday/storage/recordings';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { withJobLease } from '../../db/jobLeases';
import type { VideosService } from '../videos/service';
import { demoLiveTitle, type DemoStreamer } from './demoStreamer';

const DAY_MS = 86_400_000;
/** The past days given a demo live (within the recordings' retention: their replays stay whole). */
export const DEMO_REPLAY_DAYS = 3;
/** The live opens a little before kick-off and closes a little after the last event. */
const LEAD_MS = 5 * 60_000;
const TAIL_MS = 2 * 60_000;
/** Past lives a day at most, each of another sport. */
const LIVES_PER_DAY = 2;

interface PastMatch {
  id: string;
  home: string;
  away: string;
  starts_at: Date;
  last_event_at: Date | null;
}

/** A recording of the loop over [from, to): its segments turn after turn, each turn marked. */
export function loopRecording(loop: readonly RecordedSegment[], from: number, to: number): RecordedSegment[] {
  const segments: RecordedSegment[] = [];
  for (let at = from, index = 0; at < to; index += 1) {
    const segment = loop[index % loop.length]!;
    segments.push({ name: segment.name, startMs: at, durationMs: segment.durationMs, ...(index > 0 && index % loop.length === 0 ? { discontinuity: true as const } : {}) });
    at += segment.durationMs;
  }
  return segments;
}

export class DemoReplays {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly store: ObjectStore,
    private readonly videos: VideosService,
    private readonly streamer: DemoStreamer,
  ) {}

  /**
   * Gives the demo streamer a past live, with its replay, on the chosen matches that kicked off
   * before `before` (the api's start) and have none; returns how many. Nothing until the ingest
   * has made its loop. Every api process calls it; one at a time does the work (a job lease).
   */
  async write(before: Date): Promise<number> {
    return (await withJobLease(this.db, 'demo-replays', 10 * 60_000, () => this.writeMissing(before))) ?? 0;
  }

  private async writeMissing(before: Date): Promise<number> {
    const playlist = await this.store.get(recordingKeys.playlist(DEMO_LOOP_RECORDING));
    const loop = playlist ? parseRecording(playlist.toString('utf8')).segments : [];
    if (loop.length === 0) return 0;
    const { userId } = await this.streamer.ensure();
    const now = this.clock.now();
    // The most followed finished matches of each past day (a hot one, then the top tier), those
    // of the day's first sport first, then another sport's.
    const since = new Date(now.getTime() - DEMO_REPLAY_DAYS * DAY_MS);
    const candidates = await this.db.query<PastMatch & { sport: string }>(
      `SELECT m.id::text AS id, m.sport, h.name AS home, a.name AS away, m.starts_at,
         (SELECT max(e.created_at) FROM match_events e WHERE e.match_id = m.id) AS last_event_at
       FROM matches m JOIN seasons se ON se.id = m.season_id JOIN competitions c ON c.id = se.competition_id
       JOIN teams h ON h.id = m.home_team_id JOIN teams a ON a.id = m.away_team_id
       WHERE m.status = 'finished' AND m.starts_at >= $1 AND m.starts_at < $2
         AND NOT EXISTS (SELECT 1 FROM lives l WHERE l.match_id = m.id AND l.streamer_id = $3)
       ORDER BY date_trunc('day', m.starts_at), m.hot DESC, c.tier, m.id LIMIT 500`,
      [since, before, userId],
    );
    // One streamer pushes one stream at a time: their lives never overlap (a replay is cut from
    // the recordings during its live, so overlapping ones would each cut the other's).
    const taken = (
      await this.db.query<{ started_at: Date; ended_at: Date | null }>('SELECT started_at, ended_at FROM lives WHERE streamer_id = $1 AND (ended_at IS NULL OR ended_at > $2)', [
        userId,
        since,
      ])
    ).map((live) => ({ from: new Date(live.started_at).getTime(), to: live.ended_at ? new Date(live.ended_at).getTime() : Number.POSITIVE_INFINITY }));
    const perDay = new Map<string, Set<string>>();
    const windowOf = (match: PastMatch) => {
      const kickOff = new Date(match.starts_at).getTime();
      const lastEvent = match.last_event_at ? new Date(match.last_event_at).getTime() : kickOff;
      return { from: kickOff - LEAD_MS, to: Math.min(now.getTime(), Math.max(kickOff + 60 * 60_000, lastEvent + TAIL_MS)) };
    };
    const matches = candidates.filter((match) => {
      const day = new Date(match.starts_at).toISOString().slice(0, 10);
      const sports = perDay.get(day) ?? new Set<string>();
      const { from, to } = windowOf(match);
      if (sports.size >= LIVES_PER_DAY || sports.has(match.sport) || to <= from || taken.some((live) => live.from < to && live.to > from)) return false;
      perDay.set(day, sports.add(match.sport));
      taken.push({ from, to });
      return true;
    });
    let written = 0;
    for (const match of matches) {
      const { from, to } = windowOf(match);
      // The files first: a live is written only with a recording there to play.
      const recordingId = `demo${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;
      const segments = loopRecording(loop, from, to);
      for (const name of new Set(segments.map((segment) => segment.name))) {
        const bytes = await this.store.get(recordingKeys.file(DEMO_LOOP_RECORDING, name));
        if (!bytes) return written; // the loop is being remade: the next run goes on
        await this.store.put(recordingKeys.file(recordingId, name), bytes, 'video/mp2t');
      }
      await this.store.put(recordingKeys.playlist(recordingId), Buffer.from(formatRecording({ segments, ended: true })), 'application/vnd.apple.mpegurl');
      await this.db.transaction(async (tx) => {
        await tx.query('INSERT INTO recordings (id, streamer_id, started_at, ended_at) VALUES ($1, $2, $3, $4)', [recordingId, userId, new Date(from), new Date(to)]);
        const [live] = await tx.query<{ id: string }>(
          `INSERT INTO lives (streamer_id, match_id, title, status, started_at, ended_at, end_reason) VALUES ($1, $2, $3, 'ended', $4, $5, 'streamer') RETURNING id::text AS id`,
          [userId, match.id, demoLiveTitle(match.home, match.away), new Date(from), new Date(to)],
        );
        await this.videos.keepReplays(tx, live!.id);
      });
      written += 1;
    }
    return written;
  }
}
