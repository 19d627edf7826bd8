// A member's standing, asked wherever members speak or stream: the chat, comments, the channel
// and the ingest. One place, so a ban or a mute means the same everywhere.
import type { Queryable } from '../../db/database';
import { refuse } from '../../http/envelope';
import type { AuthenticatedUser } from '../accounts/service';
import { isCompliant } from './contentFilter';

export interface ActiveSanction {
  kind: string;
  room_id: string | null;
  until: Date | null;
}

/** Sanctions in force now, the longest first. */
export async function activeSanctions(db: Queryable, userId: string, now: Date): Promise<ActiveSanction[]> {
  return db.query(
    'SELECT kind, room_id::text AS room_id, until FROM sanctions WHERE user_id = $1 AND (until IS NULL OR until > $2) ORDER BY until DESC NULLS FIRST',
    [userId, now],
  );
}

/** The ban or broadcast ban that keeps a streamer from pushing and going live, if any. */
export async function broadcastBar(db: Queryable, userId: string, now: Date): Promise<ActiveSanction | undefined> {
  return (await activeSanctions(db, userId, now)).find((sanction) => sanction.kind === 'broadcast_ban' || sanction.kind === 'ban');
}

/**
 * Refuses what a member may not say: anything while banned ("You are banned"), anything while
 * muted site-wide or in this room ("you have been banned from speaking"), and text the content
 * filter refuses. `roomId` null: a site-wide place (comments).
 */
export async function assertMaySpeak(db: Queryable, user: AuthenticatedUser, text: string, now: Date, roomId: string | null): Promise<void> {
  const sanctions = await activeSanctions(db, user.id, now);
  if (user.banned || sanctions.some((sanction) => sanction.kind === 'ban')) throw refuse('errors.youAreBanned', 403);
  if (user.muted || sanctions.some((sanction) => sanction.kind === 'mute' && (sanction.room_id === null || sanction.room_id === roomId)))
    throw refuse('errors.bannedFromSpeaking', 403);
  if (!isCompliant(text)) throw refuse('errors.contentNonCompliant', 400);
}
