// The match of the page, kept current over its realtime channel (score, clock, every event).
import { liveMatch } from '@matchday/shared/live/liveMatches';
import { useFeed } from '../../../hooks/useFeed';

export function useMatch(matchId: string | null) {
  const { state, retry } = useFeed(() => liveMatch(matchId ?? ''), matchId ?? '');
  return { state: matchId ? state : null, retry };
}
