// A streamer's picture: the avatar they uploaded, else a round badge with their initials, both
// served by the api at an address made from the room's id (a room's id is its streamer's).
// Decorative (their name is beside it), its size fixed before it loads so nothing moves.
import { streamerAvatarUrl } from '@matchday/contracts/streamers/contract';

const STYLE = { borderRadius: '50%', objectFit: 'cover', flexShrink: 0 } as const;

export function StreamerAvatar({ roomId, size }: { roomId: string; size: number }) {
  return <img src={streamerAvatarUrl(roomId)} alt="" width={size} height={size} loading="lazy" decoding="async" style={STYLE} />;
}
