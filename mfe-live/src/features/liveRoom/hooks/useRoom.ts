// A room kept current: read from the api, then its channel says when the live starts, its push
// stops or goes on, or it ends; a resync (messages missed) reads it again.
import { type LiveRoom, roomRead } from '@matchday/contracts/lives/contract';
import { channels } from '@matchday/contracts/realtime/protocol';
import { watchChannel } from '@matchday/shared/realtime/realtime';
import { useSession } from '@matchday/shared/stores/sessionStore';
import { useApiRead, type ReadStatus } from '@matchday/ui/useApiRead';
import { useEffect, useState } from 'react';
import { getRoom } from '../api/roomApi';

export interface RoomState {
  status: ReadStatus;
  room: LiveRoom | null;
  retry: () => void;
  replace: (room: LiveRoom) => void;
}

export function useRoom(roomId: string | null): RoomState {
  const signedIn = useSession((state) => state.token !== null);
  const [round, setRound] = useState(0);
  // The shell's server drew the room for a visitor: a signed-in fan's (whom they follow) is read for them.
  const read = useApiRead(roomId ? `${roomId}:${signedIn}:${round}` : null, () => getRoom(roomId!), roomId && !signedIn ? roomRead(roomId) : undefined);
  // The last answer stays while the room is read again; another room's never shows.
  const [held, setHeld] = useState<{ roomId: string | null; room: LiveRoom | null }>({ roomId, room: read.data });
  useEffect(() => {
    if (read.data) setHeld({ roomId, room: read.data });
  }, [read.data, roomId]);
  const room = held.roomId === roomId ? held.room : null;
  useEffect(() => {
    if (!roomId) return;
    const setRoom = (change: (current: LiveRoom) => LiveRoom) => setHeld((current) => (current.room ? { ...current, room: change(current.room) } : current));
    const subscription = watchChannel(channels.chat(roomId)).subscribe((event) => {
      if (event.type === 'resync') setRound((value) => value + 1);
      if (event.type !== 'message') return;
      const data = event.data;
      if (data.type === 'live') setRoom((current) => ({ ...current, live: data.live }));
      if (data.type === 'slowMode') setRoom((current) => ({ ...current, slowModeSeconds: data.seconds }));
    });
    return () => subscription.unsubscribe();
  }, [roomId]);
  return { status: room ? 'ready' : read.status, room, retry: read.retry, replace: (next) => setHeld({ roomId, room: next }) };
}
