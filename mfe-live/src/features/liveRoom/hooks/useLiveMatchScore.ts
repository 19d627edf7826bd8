// The room's match kept current from its realtime feed while it plays (the shared useFeed, as
// every remote follows a feed).
import type { MatchSummary } from '@matchday/contracts/sports/contract';
import { liveMatch } from '@matchday/shared/live/liveMatches';
import { useFeed } from '@matchday/shared/live/useFeed';

export function useLiveMatchScore(match: MatchSummary | null): MatchSummary | null {
  const id = match && match.status !== 'finished' ? match.id : null;
  const { state } = useFeed(id ? () => liveMatch(id) : null, id ?? '');
  const current = state?.detail?.match ?? null;
  return current && match && current.id === match.id ? current : match;
}
