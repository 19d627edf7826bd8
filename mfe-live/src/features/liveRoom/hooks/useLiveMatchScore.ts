// The room's match kept current from its realtime feed while it plays.
import type { MatchSummary } from '@matchday/shared/api/sports';
import { liveMatch } from '@matchday/shared/live/liveMatches';
import { useEffect, useState } from 'react';

export function useLiveMatchScore(match: MatchSummary | null): MatchSummary | null {
  const [current, setCurrent] = useState<MatchSummary | null>(null);
  const id = match && match.status !== 'finished' ? match.id : null;
  useEffect(() => {
    setCurrent(null);
    if (!id) return;
    const subscription = liveMatch(id).subscribe((state) => {
      if (state.detail?.match) setCurrent(state.detail.match);
    });
    return () => subscription.unsubscribe();
  }, [id]);
  return current && match && current.id === match.id ? current : match;
}
