// What the sports domain's addresses answer, by method: the envelope's `data` (`null`: done, nothing
// more to say). The api's routes are typed by it and the site's clients read by it; http/replies.ts
// joins every domain's.
import type { CursorPage, Page } from '@matchday/contracts/http/paging';
import type { BracketRound, CalendarDay, CompetitionSummary, HeadToHead, InjuryLine, MapSummary, MatchEvent, MatchLineups, MatchOverview, MatchPreview, MatchSummary, OddsIndexRow, OddsLine, OddsMovement, PlayerStatLine, RankingRow, RecentRecord, SearchResults, SPORTS_PATHS, StandingsTable, TeamStats } from '@matchday/contracts/sports/contract';

export interface SportsReplies {
  GET: {
    [SPORTS_PATHS.matches]: Page<MatchSummary>;
    [SPORTS_PATHS.calendar]: CalendarDay[];
    [SPORTS_PATHS.search]: SearchResults;
    [SPORTS_PATHS.match]: MatchOverview;
    [SPORTS_PATHS.events]: MatchEvent[];
    [SPORTS_PATHS.lineups]: MatchLineups;
    [SPORTS_PATHS.playerStats]: PlayerStatLine[];
    [SPORTS_PATHS.odds]: OddsLine[];
    [SPORTS_PATHS.oddsMovement]: OddsMovement[];
    [SPORTS_PATHS.headToHead]: HeadToHead;
    [SPORTS_PATHS.recentRecord]: RecentRecord;
    [SPORTS_PATHS.injuries]: InjuryLine[];
    [SPORTS_PATHS.maps]: MapSummary[];
    [SPORTS_PATHS.competitions]: CompetitionSummary[];
    [SPORTS_PATHS.standings]: StandingsTable[];
    [SPORTS_PATHS.bracket]: BracketRound[];
    [SPORTS_PATHS.schedule]: CursorPage<MatchSummary>;
    [SPORTS_PATHS.teamStats]: TeamStats;
    [SPORTS_PATHS.rankings]: RankingRow[];
    [SPORTS_PATHS.oddsIndex]: OddsIndexRow[];
    [SPORTS_PATHS.previews]: MatchPreview[];
  };
  POST: Record<never, never>;
  PUT: Record<never, never>;
  PATCH: Record<never, never>;
  DELETE: Record<never, never>;
}
