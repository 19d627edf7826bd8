// Replays and highlights. When a live ends, the part of the streamer's recording during the live
// is kept as its replay, and the seconds around its match's key events (their times are known:
// each event is stamped when it happens) as highlights. Nothing is re-encoded: a video is two
// instants on a recording, and the ingest cuts the clip when it is played. The clip's and the
// still's addresses are signed with the secret shared with the ingest, which cuts nothing else:
// the rest of the recording (the push before the live started) is not reachable.
import { HIGHLIGHT_EVENT_TYPES, HIGHLIGHT_LEAD_MS, HIGHLIGHT_TAIL_MS, HIGHLIGHTS_PER_REPLAY, REPLAY_MIN_MS, signedClipPath, signedThumbnailPath, type Video, type VideoDetail, type VideoKind, type VideoPage } from '@matchday/contracts/videos/contract';
import type { CursorPosition } from '@matchday/contracts/http/paging';
import type { MatchEventType, Sport } from '@matchday/contracts/sports/contract';
import type { Database, Queryable } from '../../db/database';
import { KeysetOrder, type KeyedRow } from '../../db/keyset';
import { refuse } from '../../http/envelope';
import { summariesByIds } from '../sports/queries';

interface VideoRow {
  id: string;
  kind: VideoKind;
  title: string;
  recording_id: string;
  replay_id: string | null;
  streamer_id: string;
  streamer_name: string;
  match_id: string;
  from_at: Date;
  to_at: Date;
  event_type: MatchEventType | null;
  event_minute: number | null;
  event_stoppage: number | null;
  event_side: 'home' | 'away' | null;
  event_player: string | null;
}

const SELECT = `SELECT v.id::text AS id, v.kind, v.title, v.recording_id, v.replay_id::text AS replay_id,
  v.streamer_id::text AS streamer_id, u.username AS streamer_name, v.match_id::text AS match_id, v.from_at, v.to_at,
  e.type AS event_type, e.minute AS event_minute, e.stoppage AS event_stoppage, e.side AS event_side, e.player AS event_player
  FROM videos v JOIN users u ON u.id = v.streamer_id LEFT JOIN match_events e ON e.id = v.event_id`;
const VIDEOS_ORDER = new KeysetOrder('videos', [{ sql: 'v.id', order: 'desc', kind: 'bigint' }]);
// A banned streamer's videos are not shown.
const VISIBLE = 'NOT u.banned';

export interface VideoFilter {
  kind?: VideoKind;
  sport?: Sport;
  matchId?: string;
  cursor?: CursorPosition;
  pageSize: number;
}

export class VideosService {
  /** `ingestSecret`: signs the addresses of clips and stills (none: no ingest, nothing to play). */
  constructor(
    private readonly db: Database,
    private readonly ingestSecret: string | undefined,
  ) {}

  /** Keeps the replay (and highlights) of a live that just ended; run again, it adds nothing. */
  async keepReplays(db: Queryable, liveId: string): Promise<number> {
    const [live] = await db.query<{ streamer_id: string; match_id: string; title: string; started_at: Date; ended_at: Date | null; sport: Sport }>(
      `SELECT l.streamer_id::text AS streamer_id, l.match_id::text AS match_id, l.title, l.started_at, l.ended_at, m.sport
       FROM lives l JOIN matches m ON m.id = l.match_id WHERE l.id = $1`,
      [liveId],
    );
    if (!live?.ended_at) return 0;
    const liveStart = new Date(live.started_at).getTime();
    const liveEnd = new Date(live.ended_at).getTime();
    const recordings = await db.query<{ id: string; started_at: Date; ended_at: Date | null }>(
      'SELECT id, started_at, ended_at FROM recordings WHERE streamer_id = $1 AND started_at < $3 AND (ended_at IS NULL OR ended_at > $2) ORDER BY started_at',
      [live.streamer_id, live.started_at, live.ended_at],
    );
    let kept = 0;
    for (const recording of recordings) {
      const from = Math.max(liveStart, new Date(recording.started_at).getTime());
      const to = Math.min(liveEnd, recording.ended_at ? new Date(recording.ended_at).getTime() : liveEnd);
      if (to - from < REPLAY_MIN_MS) continue;
      const [replay] = await db.query<{ id: string }>(
        `INSERT INTO videos (kind, live_id, recording_id, streamer_id, match_id, sport, title, from_at, to_at, created_at)
         VALUES ('replay', $1, $2, $3, $4, $5, $6, $7, $8, $9)
         ON CONFLICT (live_id, recording_id) WHERE kind = 'replay' DO NOTHING RETURNING id::text AS id`,
        [liveId, recording.id, live.streamer_id, live.match_id, live.sport, live.title, new Date(from), new Date(to), live.ended_at],
      );
      if (!replay) continue;
      kept += 1;
      const events = await db.query<{ id: string; at: Date }>(
        `SELECT id::text AS id, created_at AS at FROM match_events
         WHERE match_id = $1 AND type = ANY($2::text[]) AND created_at >= $3 AND created_at <= $4 ORDER BY created_at, seq LIMIT $5`,
        [live.match_id, [...HIGHLIGHT_EVENT_TYPES[live.sport]], new Date(from), new Date(to), HIGHLIGHTS_PER_REPLAY],
      );
      for (const event of events) {
        const at = new Date(event.at).getTime();
        const clipFrom = Math.max(from, at - HIGHLIGHT_LEAD_MS);
        const clipTo = Math.min(to, at + HIGHLIGHT_TAIL_MS);
        if (clipTo - clipFrom < REPLAY_MIN_MS) continue;
        await db.query(
          `INSERT INTO videos (kind, live_id, recording_id, replay_id, streamer_id, match_id, sport, event_id, from_at, to_at, created_at)
           VALUES ('highlight', $1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
           ON CONFLICT (replay_id, event_id) WHERE kind = 'highlight' DO NOTHING`,
          [liveId, recording.id, replay.id, live.streamer_id, live.match_id, live.sport, event.id, new Date(clipFrom), new Date(clipTo), live.ended_at],
        );
      }
    }
    return kept;
  }

  /** Newest first, by kind, sport or match; keyset paged. */
  async list(filter: VideoFilter): Promise<VideoPage> {
    const position = VIDEOS_ORDER.position(filter.cursor);
    const params: unknown[] = [filter.kind ?? null, filter.sport ?? null, filter.matchId ?? null];
    const rows = await this.db.query<VideoRow & KeyedRow>(
      `${SELECT.replace(' FROM videos v', `${VIDEOS_ORDER.select} FROM videos v`)}
       WHERE ${VISIBLE} AND ($1::text IS NULL OR v.kind = $1) AND ($2::text IS NULL OR v.sport = $2)
         AND ($3::bigint IS NULL OR v.match_id = $3) AND ${VIDEOS_ORDER.after(position, params)}
       ORDER BY ${VIDEOS_ORDER.orderBy} LIMIT ${VIDEOS_ORDER.limit(filter.pageSize, params)}`,
      params,
    );
    const page = VIDEOS_ORDER.page(rows, filter.pageSize);
    return { items: await this.toVideos(page.rows), next: page.next };
  }

  /** One video with its replay's family: the replay and its highlights, in the order played. */
  async get(videoId: string): Promise<VideoDetail> {
    const [row] = await this.db.query<VideoRow>(`${SELECT} WHERE ${VISIBLE} AND v.id = $1`, [videoId]);
    if (!row) throw refuse('api.videos.notFound', 404);
    const replayId = row.replay_id ?? row.id;
    const family = await this.db.query<VideoRow>(`${SELECT} WHERE (v.id = $1 OR v.replay_id = $1) ORDER BY v.kind DESC, v.from_at, v.id`, [replayId]);
    const [video, ...related] = await this.toVideos([row, ...family.filter((member) => member.id !== row.id)]);
    return { video: video!, related };
  }

  private async toVideos(rows: VideoRow[]): Promise<Video[]> {
    // Recordings are made only by an ingest the api trusts by this secret: without it there is
    // no recording to play, and no address could be signed.
    const secret = this.ingestSecret;
    if (!secret) return [];
    const matches = new Map((await summariesByIds(this.db, [...new Set(rows.map((row) => row.match_id))])).map((match) => [match.id, match]));
    const videos = rows.map(async (row): Promise<Video[]> => {
      const match = matches.get(row.match_id);
      if (!match) return [];
      const from = new Date(row.from_at).getTime();
      const to = new Date(row.to_at).getTime();
      // The still: a highlight's event itself; a replay's, a little after it starts.
      const still = row.kind === 'highlight' ? Math.min(to, from + HIGHLIGHT_LEAD_MS) : Math.min(to, from + 5_000);
      return [
        {
          id: row.id,
          kind: row.kind,
          title: row.title,
          streamerName: row.streamer_name,
          roomId: row.streamer_id,
          match,
          event: row.event_type
            ? { type: row.event_type, minute: row.event_minute ?? 0, stoppage: row.event_stoppage ?? 0, side: row.event_side, player: row.event_player ?? '' }
            : null,
          replayId: row.replay_id,
          durationSeconds: Math.round((to - from) / 1000),
          playlistUrl: await signedClipPath(secret, row.recording_id, from, to),
          thumbnailUrl: await signedThumbnailPath(secret, row.recording_id, still),
          recordedAt: new Date(row.from_at).toISOString(),
        },
      ];
    });
    return (await Promise.all(videos)).flat();
  }
}
