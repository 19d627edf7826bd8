// A room's chat as the chat calls it: its history, and what a member does in it. Refusals
// (muted, non-compliant, slow mode) come back as ApiError with the api's translated message,
// shown where the member typed.
import { type ChatMessage, LIVE_PATHS, type ReportReason } from '@matchday/contracts/lives/contract';
import { http } from '@matchday/shared/http/http';

/** Reads and refusals show in place; they are not toasts. */
const quiet = { notifyErrors: false } as const;

export async function chatHistory(roomId: string): Promise<ChatMessage[]> {
  return (await http.get(LIVE_PATHS.chat, { ...quiet, path: { roomId } })).data;
}

export async function sendChat(roomId: string, text: string): Promise<ChatMessage> {
  return (await http.post(LIVE_PATHS.chat, { text }, { ...quiet, path: { roomId } })).data;
}

export async function deleteChat(roomId: string, messageId: string): Promise<void> {
  await http.delete(LIVE_PATHS.chatMessage, { ...quiet, path: { roomId, messageId } });
}

export async function reportChat(roomId: string, messageId: string, reason: ReportReason): Promise<void> {
  await http.post(LIVE_PATHS.chatReport, { reason }, { ...quiet, path: { roomId, messageId } });
}

export async function muteMember(roomId: string, userId: string, minutes: number, reason: string): Promise<void> {
  await http.post(LIVE_PATHS.roomMutes, { userId, minutes, reason }, { ...quiet, path: { roomId } });
}
