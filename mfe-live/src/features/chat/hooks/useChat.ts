// A room's chat: the last 50 messages on joining, then every message and deletion from the
// room's channel; a resync (messages missed) reads the history again. Messages are merged by
// id, so one that arrives both ways is shown once.
import { CHAT_HISTORY_SIZE, type ChatMessage } from '@matchday/contracts/lives/contract';
import { channels } from '@matchday/contracts/realtime/protocol';
import { watchChannel } from '@matchday/shared/realtime/realtime';
import { useApiRead, type ReadStatus } from '@matchday/ui/useApiRead';
import { useCallback, useEffect, useState } from 'react';
import { chatHistory } from '../api/chatApi';

/** Messages kept on the page; older ones scroll away. */
const KEPT = CHAT_HISTORY_SIZE * 4;

export function mergeMessages(current: readonly ChatMessage[], incoming: readonly ChatMessage[]): ChatMessage[] {
  const byId = new Map(current.map((message) => [message.id, message]));
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => Number(a.id) - Number(b.id)).slice(-KEPT);
}

export interface ChatState {
  status: ReadStatus;
  messages: ChatMessage[];
  retry: () => void;
  /** A message this page sent (shown at once, before the channel echoes it). */
  add: (message: ChatMessage) => void;
  remove: (messageId: string) => void;
}

/** `liveId`: the live in progress (null: the chat room is not open). */
export function useChat(roomId: string, liveId: string | null): ChatState {
  const [round, setRound] = useState(0);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const history = useApiRead(liveId ? `${roomId}:${liveId}:${round}` : null, () => chatHistory(roomId));
  useEffect(() => setMessages([]), [roomId, liveId]);
  useEffect(() => {
    if (history.data) setMessages((current) => mergeMessages(current, history.data!));
  }, [history.data]);
  useEffect(() => {
    if (!liveId) return;
    const subscription = watchChannel(channels.chat(roomId)).subscribe((event) => {
      if (event.type === 'resync') return setRound((value) => value + 1);
      if (event.type !== 'message') return;
      const data = event.data;
      if (data.type === 'message') setMessages((current) => mergeMessages(current, [data.message]));
      if (data.type === 'deleted') setMessages((current) => current.filter((message) => message.id !== data.messageId));
    });
    return () => subscription.unsubscribe();
  }, [roomId, liveId]);
  const add = useCallback((message: ChatMessage) => setMessages((current) => mergeMessages(current, [message])), []);
  const remove = useCallback((messageId: string) => setMessages((current) => current.filter((message) => message.id !== messageId)), []);
  return { status: history.status, messages, retry: history.retry, add, remove };
}
