// One starred match kept current: its overview read once, then its match channel. The events
// are not read; a row needs only the score and the clock.
import { SPORTS_PATHS, pathTo } from '@matchday/shared/api/paths';
import { readPublic } from '@matchday/shared/http/publicHttp';
import type { MatchOverview } from '@matchday/shared/live/liveMatches';
import { watchMatch } from '@matchday/shared/live/matchFeed';
import { watchChannel } from '@matchday/shared/realtime/realtime';

export function favouriteMatch(matchId: string) {
  return watchMatch<MatchOverview>({
    channel: watchChannel,
    matchId,
    load: async () => {
      return { detail: await readPublic<MatchOverview>(pathTo(SPORTS_PATHS.match, { id: matchId })), events: [] };
    },
  });
}
