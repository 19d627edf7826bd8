// Reading lives: a live row with its streamer, its channel's push state and its match.
import { hlsPlaylistPath, type Live, PUSH_STALE_AFTER_MS } from '@matchday/contracts/lives/contract';
import type { Queryable } from '../../db/database';
import { summariesByIds } from '../sports/queries';

export interface LiveRow {
  id: string;
  streamer_id: string;
  streamer_name: string;
  match_id: string;
  title: string;
  status: Live['status'];
  started_at: Date;
  ended_at: Date | null;
  end_reason: Live['endReason'];
  stream_id: string;
  push_seen_at: Date | null;
}

export const LIVE_SELECT = `SELECT l.id::text AS id, l.streamer_id::text AS streamer_id, u.username AS streamer_name,
  l.match_id::text AS match_id, l.title, l.status, l.started_at, l.ended_at, l.end_reason, c.stream_id, c.push_seen_at
  FROM lives l JOIN users u ON u.id = l.streamer_id JOIN streamer_channels c ON c.user_id = l.streamer_id`;

/** The push goes on while an ingest server vouched for it lately. */
export const isPushing = (pushSeenAt: Date | null, now: Date): boolean =>
  pushSeenAt !== null && now.getTime() - new Date(pushSeenAt).getTime() < PUSH_STALE_AFTER_MS;

/** Lives with their matches (rows whose match is gone are left out). */
export async function toLives(db: Queryable, rows: LiveRow[], now: Date, viewers: (roomId: string) => Promise<number>): Promise<Live[]> {
  const matches = new Map((await summariesByIds(db, [...new Set(rows.map((row) => row.match_id))])).map((match) => [match.id, match]));
  const counted = await Promise.all(rows.map((row) => (row.status === 'live' ? viewers(row.streamer_id) : 0)));
  return rows.flatMap((row, index) => {
    const match = matches.get(row.match_id);
    if (!match) return [];
    const pushing = row.status === 'live' && isPushing(row.push_seen_at, now);
    return [
      {
        id: row.id,
        roomId: row.streamer_id,
        streamerName: row.streamer_name,
        title: row.title,
        status: row.status,
        startedAt: new Date(row.started_at).toISOString(),
        endedAt: row.ended_at ? new Date(row.ended_at).toISOString() : null,
        endReason: row.end_reason,
        pushing,
        playbackUrl: pushing ? hlsPlaylistPath(row.stream_id) : null,
        match,
        viewers: counted[index]!,
      },
    ];
  });
}

/** The live in progress in a streamer's room, if any. */
export async function openLiveRow(db: Queryable, streamerId: string): Promise<LiveRow | undefined> {
  const [row] = await db.query<LiveRow>(`${LIVE_SELECT} WHERE l.streamer_id = $1 AND l.status = 'live'`, [streamerId]);
  return row;
}

/** Sanctions in force on a user now: kinds, and the rooms of room mutes. */
