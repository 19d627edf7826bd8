// One starred match kept current: its overview read once, then its match channel. The events
// are not read; a row needs only the score and the clock.
import type { MatchOverview } from '@matchday/shared/live/liveMatches';
import { watchMatch } from '@matchday/shared/live/matchFeed';
import { watchChannel } from '@matchday/shared/realtime/realtime';
import { loadMatchOverview } from '../api/centreApi';

export function favouriteMatch(matchId: string) {
  return watchMatch<MatchOverview>({
    channel: watchChannel,
    matchId,
    load: async () => ({ detail: await loadMatchOverview(matchId), events: [] }),
  });
}
