// Which tabs a match has (by sport) and what each shows. The desktop page shows them all; the
// phone's pages (/m/detail/s, /m/analysis, …) show a few each.
import type { MatchEvent, MatchOverview, MatchSummary } from '@matchday/shared/api/sports';
import type { ReactNode } from 'react';
import { BracketTab, StandingsTab } from './tabs/CompetitionTabs';
import { EventTimeline, KEY_EVENT_TYPES } from './tabs/EventTimeline';
import { MapsTab, RankingsTab } from './tabs/EsportsTabs';
import { LineupsTab } from './tabs/LineupsTab';
import { OddsTab } from './tabs/OddsTab';
import { OverviewTab, StatBars } from './tabs/OverviewTab';
import { PlayersTab } from './tabs/PlayersTab';
import { HeadToHeadTab, InjuriesTab, RecentRecordTab } from './tabs/RecordTabs';

export const DETAIL_TABS = [
  'overview', 'keyEvents', 'lineups', 'statistics', 'odds', 'headToHead', 'recentRecord',
  'injuries', 'teamPlayerStats', 'mapAnalysis', 'standings', 'bracket', 'dataRankings',
] as const;
export type DetailTab = (typeof DETAIL_TABS)[number];

const ONLY_ESPORTS = new Set<DetailTab>(['mapAnalysis', 'dataRankings']);
const NOT_ESPORTS = new Set<DetailTab>(['lineups', 'injuries']);

/** The tabs that make sense for a match: maps and rankings for esports, line-ups where there are players. */
export function tabsFor(match: MatchSummary): DetailTab[] {
  return DETAIL_TABS.filter((tab) => {
    if (ONLY_ESPORTS.has(tab)) return match.sport === 'esports';
    if (NOT_ESPORTS.has(tab)) return match.sport !== 'esports';
    if (tab === 'bracket') return match.knockout || match.sport !== 'basketball';
    return true;
  });
}

export interface LiveDetail {
  detail: MatchOverview;
  events: MatchEvent[];
}

export function tabContent(tab: DetailTab, { detail, events }: LiveDetail): ReactNode {
  const match = detail.match;
  switch (tab) {
    case 'overview':
      return <OverviewTab detail={detail} events={events} />;
    case 'keyEvents':
      return <EventTimeline match={match} events={events.filter((event) => KEY_EVENT_TYPES.has(event.type))} />;
    case 'lineups':
      return <LineupsTab match={match} />;
    case 'statistics':
      return <StatBars match={match} stats={detail.stats} />;
    case 'odds':
      return <OddsTab match={match} />;
    case 'headToHead':
      return <HeadToHeadTab match={match} />;
    case 'recentRecord':
      return <RecentRecordTab match={match} />;
    case 'injuries':
      return <InjuriesTab match={match} />;
    case 'teamPlayerStats':
      return <PlayersTab match={match} />;
    case 'mapAnalysis':
      return <MapsTab match={match} />;
    case 'standings':
      return <StandingsTab match={match} />;
    case 'bracket':
      return <BracketTab match={match} />;
    case 'dataRankings':
      return <RankingsTab match={match} />;
  }
}
