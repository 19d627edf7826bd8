// The live api as the live pages call it: who is live, a room, its chat, and what a member
// does in it. Refusals (muted, non-compliant, slow mode) come back as ApiError with the api's
// translated message, shown where the member typed.
import { LIVE_PATHS, PROGRAMME_PATHS, type ChatMessage, type Live, type LiveRoom, type Programme, type ReportReason } from '@matchday/shared/api/lives';
import { pathTo } from '@matchday/shared/api/paths';
import type { Sport } from '@matchday/shared/api/sports';
import { http } from '@matchday/shared/http/http';

/** Reads and refusals show in place; they are not toasts. */
const quiet = { notifyErrors: false } as const;

export async function listLives(sport?: Sport): Promise<Live[]> {
  return (await http.get<Live[]>(LIVE_PATHS.lives, { ...quiet, params: sport ? { sport } : {} })).data;
}

export async function listProgrammes(sport?: Sport): Promise<Programme[]> {
  return (await http.get<Programme[]>(PROGRAMME_PATHS.programmes, { ...quiet, params: sport ? { sport } : {} })).data;
}

export async function matchLives(matchId: string): Promise<Live[]> {
  return (await http.get<Live[]>(pathTo(LIVE_PATHS.matchLives, { matchId }), quiet)).data;
}

export async function getRoom(roomId: string): Promise<LiveRoom> {
  return (await http.get<LiveRoom>(pathTo(LIVE_PATHS.room, { roomId }), quiet)).data;
}

export async function setFollowing(roomId: string, follow: boolean): Promise<LiveRoom> {
  const path = pathTo(LIVE_PATHS.follow, { roomId });
  return (follow ? await http.put<LiveRoom>(path, undefined, quiet) : await http.delete<LiveRoom>(path, quiet)).data;
}

export async function chatHistory(roomId: string): Promise<ChatMessage[]> {
  return (await http.get<ChatMessage[]>(pathTo(LIVE_PATHS.chat, { roomId }), quiet)).data;
}

export async function sendChat(roomId: string, text: string): Promise<ChatMessage> {
  return (await http.post<ChatMessage>(pathTo(LIVE_PATHS.chat, { roomId }), { text }, quiet)).data;
}

export async function deleteChat(roomId: string, messageId: string): Promise<void> {
  await http.delete(pathTo(LIVE_PATHS.chatMessage, { roomId, messageId }), quiet);
}

export async function reportChat(roomId: string, messageId: string, reason: ReportReason): Promise<void> {
  await http.post(pathTo(LIVE_PATHS.chatReport, { roomId, messageId }), { reason }, quiet);
}

export async function reportStreamer(roomId: string, reason: ReportReason): Promise<void> {
  await http.post(pathTo(LIVE_PATHS.roomReport, { roomId }), { reason }, quiet);
}

export async function muteMember(roomId: string, userId: string, minutes: number, reason: string): Promise<void> {
  await http.post(pathTo(LIVE_PATHS.roomMutes, { roomId }), { userId, minutes, reason }, quiet);
}
