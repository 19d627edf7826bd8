// The match of the page, kept current over its realtime channel (score, clock, every event).
import type { MatchEvent, MatchOverview } from '@matchday/contracts/sports/contract';
import { firstAnswer } from '@matchday/shared/firstScreen/firstAnswers';
import type { MatchState } from '@matchday/shared/live/matchFeed';
import { liveMatch } from '@matchday/shared/live/liveMatches';
import { matchReads } from '@matchday/shared/live/matchListRead';
import { useFirstScreenFeed } from '../../../hooks/firstScreenFeed';

/**
 * The match as the page's first screen was drawn from it (the answers the shell's server
 * embedded), or null: the page's first render then needs no round trip. The feed still reads the
 * api and follows the match's channel; its answer replaces this one.
 */
export function firstMatch(matchId: string): MatchState<MatchOverview> | null {
  const detail = firstAnswer<MatchOverview>(matchReads.overview(matchId));
  const events = firstAnswer<MatchEvent[]>(matchReads.events(matchId, 0));
  return detail && events ? { status: 'ready', detail, events, error: null } : null;
}

export function useMatch(matchId: string | null) {
  const { state, retry } = useFirstScreenFeed(() => liveMatch(matchId ?? ''), matchId ?? '', () => (matchId ? firstMatch(matchId) : null));
  return { state: matchId ? state : null, retry };
}
