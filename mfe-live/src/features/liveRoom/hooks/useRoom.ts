// A room kept current: read from the api, then its channel says when the live starts, its push
// stops or goes on, or it ends; a resync (messages missed) reads it again.
import type { LiveRoom } from '@matchday/shared/api/lives';
import { channels } from '@matchday/shared/realtime/protocol';
import { watchChannel } from '@matchday/shared/realtime/realtime';
import { useSession } from '@matchday/shared/stores/sessionStore';
import { useApiRead, type ReadStatus } from '@matchday/shared/ui/useApiRead';
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
  const read = useApiRead(roomId ? `${roomId}:${signedIn}:${round}` : null, () => getRoom(roomId!));
  const [room, setRoom] = useState<LiveRoom | null>(null);
  useEffect(() => {
    if (read.data) setRoom(read.data);
  }, [read.data]);
  useEffect(() => setRoom(null), [roomId]);
  useEffect(() => {
    if (!roomId) return;
    const subscription = watchChannel(channels.chat(roomId)).subscribe((event) => {
      if (event.type === 'resync') setRound((value) => value + 1);
      if (event.type !== 'message') return;
      const data = event.data;
      if (data.type === 'live') setRoom((current) => (current ? { ...current, live: data.live } : current));
      if (data.type === 'slowMode') setRoom((current) => (current ? { ...current, slowModeSeconds: data.seconds } : current));
    });
    return () => subscription.unsubscribe();
  }, [roomId]);
  return { status: room ? 'ready' : read.status, room, retry: read.retry, replace: setRoom };
}
