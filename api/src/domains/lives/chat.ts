// A live room's chat on `chat:<room>`: open only while the room has a live; a visitor reads, a
// signed-in member speaks unless muted or banned; every message passes the content filter,
// the room's slow mode and the rate limit; newcomers get the last 50. The streamer of the room
// and customer service delete messages and mute members. Text only: stored and sent as typed.
import { CHAT_HISTORY_SIZE, type ChatMessage, type ReportReason } from '@matchday/contracts/lives/contract';
import type { RoomMuteRequest } from '@matchday/contracts/lives/schemas';
import { channels } from '@matchday/contracts/realtime/protocol';
import type { Clock } from '../../clock';
import type { Database, Queryable } from '../../db/database';
import { refuse } from '../../http/envelope';
import type { RateLimiter } from '../../limits/rateLimiter';
import type { AuthenticatedUser } from '../accounts/service';
import { assertMaySpeak } from '../moderation/sanctions';
import { audit, type ModerationService } from '../moderation/service';
import type { Redact } from '../realtime/broker';
import type { Publish } from './service';

interface MessageRow {
  id: string;
  user_id: string;
  username: string;
  text: string;
  staff: boolean;
  created_at: Date;
}

const MESSAGE_SELECT = `SELECT m.id::text AS id, m.user_id::text AS user_id, u.username, m.text, m.staff, m.created_at
  FROM chat_messages m JOIN users u ON u.id = m.user_id`;

const toMessage = (roomId: string, row: MessageRow): ChatMessage => ({
  id: row.id,
  roomId,
  userId: row.user_id,
  username: row.username,
  text: row.text,
  sentAt: new Date(row.created_at).toISOString(),
  staff: row.staff,
});

/**
 * Who keeps order in a room: its streamer, once approved (the role; the room is theirs by id), and
 * customer service. A member whose id happens to be the room's without the role is a member.
 */
const isStaffOf = (roomId: string, user: AuthenticatedUser) =>
  (user.id === roomId && user.roles.includes('streamer')) || user.roles.includes('customer_service');

export class ChatService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly moderation: ModerationService,
    private readonly publish: Publish,
    private readonly redact: Redact<ReturnType<typeof channels.chat>>,
    private readonly limiter: RateLimiter,
  ) {}

  /** The last messages of the live in progress, oldest first ("chat room not open yet" without one). */
  async history(roomId: string): Promise<ChatMessage[]> {
    const liveId = await this.openLiveId(roomId);
    const rows = await this.db.query<MessageRow>(`${MESSAGE_SELECT} WHERE m.live_id = $1 AND m.deleted_at IS NULL ORDER BY m.id DESC LIMIT $2`, [liveId, CHAT_HISTORY_SIZE]);
    return rows.reverse().map((row) => toMessage(roomId, row));
  }

  async send(roomId: string, user: AuthenticatedUser, text: string): Promise<ChatMessage> {
    const now = this.clock.now();
    const liveId = await this.openLiveId(roomId);
    await assertMaySpeak(this.db, user, text, now, roomId);
    const staff = isStaffOf(roomId, user);
    const id = await this.db.transaction(async (tx) => {
      if (!staff) await this.takePace(tx, roomId, liveId, user.id, now);
      const [row] = await tx.query<{ id: string }>('INSERT INTO chat_messages (live_id, user_id, text, staff, created_at) VALUES ($1, $2, $3, $4, $5) RETURNING id::text AS id', [
        liveId,
        user.id,
        text,
        staff,
        now,
      ]);
      return row!.id;
    });
    const message: ChatMessage = { id, roomId, userId: user.id, username: user.username, text, sentAt: now.toISOString(), staff };
    this.publish(channels.chat(roomId), { type: 'message', message });
    return message;
  }

  async remove(roomId: string, messageId: string, user: AuthenticatedUser): Promise<void> {
    if (!isStaffOf(roomId, user)) throw refuse('errors.notAuthorised', 403);
    await this.db.transaction(async (tx) => {
      const [row] = await tx.query<{ user_id: string; text: string }>(
        `UPDATE chat_messages m SET deleted_at = $3, deleted_by = $4 FROM lives l
         WHERE m.id = $1 AND l.id = m.live_id AND l.streamer_id = $2 AND m.deleted_at IS NULL RETURNING m.user_id::text AS user_id, m.text`,
        [messageId, roomId, this.clock.now(), user.id],
      );
      if (!row) throw refuse('api.lives.messageNotFound', 404);
      await audit(tx, { actorId: user.id, action: 'chat.delete', targetUserId: row.user_id, details: { roomId, messageId, text: row.text }, at: this.clock.now() });
    });
    // Gone from every replay and resume (the kept copy becomes the deletion), then the
    // connected clients are told.
    const deleted = { type: 'deleted', messageId } as const;
    await this.redact(channels.chat(roomId), (event) => event.type === 'message' && event.message.id === messageId, deleted);
    this.publish(channels.chat(roomId), deleted);
  }

  async reportMessage(roomId: string, messageId: string, reporterId: string, reason: ReportReason): Promise<void> {
    const [row] = await this.db.query<{ user_id: string }>(
      'SELECT m.user_id::text AS user_id FROM chat_messages m JOIN lives l ON l.id = m.live_id WHERE m.id = $1 AND l.streamer_id = $2',
      [messageId, roomId],
    );
    if (!row) throw refuse('api.lives.messageNotFound', 404);
    await this.moderation.report({ kind: 'chat_message', targetId: messageId, targetUserId: row.user_id, roomId, reporterId, reason });
  }

  async reportStreamer(roomId: string, reporterId: string, reason: ReportReason): Promise<void> {
    const [row] = await this.db.query('SELECT 1 FROM streamer_channels WHERE user_id = $1', [roomId]);
    if (!row) throw refuse('api.lives.roomNotFound', 404);
    await this.moderation.report({ kind: 'streamer', targetId: roomId, targetUserId: roomId, roomId, reporterId, reason });
  }

  /** The streamer mutes in their own room; customer service anywhere. */
  async mute(roomId: string, request: RoomMuteRequest, user: AuthenticatedUser): Promise<void> {
    if (!isStaffOf(roomId, user)) throw refuse('errors.notAuthorised', 403);
    if (request.userId === user.id) throw refuse('api.lives.muteSelf', 409);
    await this.moderation.sanction({ ...request, kind: 'mute', roomId }, user.id);
  }

  private async openLiveId(roomId: string): Promise<string> {
    const [live] = await this.db.query<{ id: string }>("SELECT id::text AS id FROM lives WHERE streamer_id = $1 AND status = 'live'", [roomId]);
    if (!live) throw refuse('errors.chatRoomNotOpen', 409);
    return live.id;
  }

  /** Slow mode (the room's pause between one member's messages) and the rate limit, counted with the message. */
  private async takePace(tx: Queryable, roomId: string, liveId: string, userId: string, now: Date): Promise<void> {
    const [channel] = await tx.query<{ slow: number }>('SELECT slow_mode_seconds AS slow FROM streamer_channels WHERE user_id = $1', [roomId]);
    const key = `${liveId}:${userId}`;
    await this.limiter.take(
      tx,
      [...(channel && channel.slow > 0 ? [{ rule: 'chatSlowMode' as const, key, windowMs: channel.slow * 1000 }] : []), { rule: 'chatMessagesPerMember', key }],
      now,
    );
  }
}
