// A live room as its page calls it: the room, following its streamer, reporting them, and the
// lives on one match (the lookup by match).
import { type Live, LIVE_PATHS, type LiveRoom, type ReportReason, roomRead } from '@matchday/contracts/lives/contract';
import { http } from '@matchday/shared/http/http';

/** Reads and refusals show in place; they are not toasts. */
const quiet = { notifyErrors: false } as const;

export async function getRoom(roomId: string): Promise<LiveRoom> {
  const { pattern, path } = roomRead(roomId);
  return (await http.get(pattern, { ...quiet, path })).data;
}

export async function setFollowing(roomId: string, follow: boolean): Promise<LiveRoom> {
  const options = { ...quiet, path: { roomId } };
  return (follow ? await http.put(LIVE_PATHS.follow, undefined, options) : await http.delete(LIVE_PATHS.follow, options)).data;
}

export async function reportStreamer(roomId: string, reason: ReportReason): Promise<void> {
  await http.post(LIVE_PATHS.roomReport, { reason }, { ...quiet, path: { roomId } });
}

export async function matchLives(matchId: string): Promise<Live[]> {
  return (await http.get(LIVE_PATHS.matchLives, { ...quiet, path: { matchId } })).data;
}
