// Which tabs a match has (by sport) and what each shows. The desktop page shows them all; the
// phone's pages (/m/detail/s, /m/analysis, …) show a few each.
import type { MatchEvent, MatchOverview, MatchSummary } from '@matchday/contracts/sports/contract';
import type { ReactNode } from 'react';
import { BracketTab, StandingsTab } from './tabs/CompetitionTabs';
import { SPORT_TABS, viewOf, type SportTab } from '../../../sports/sportViews';
import { EventTimeline, keyEventsOf } from './tabs/EventTimeline';
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

const isSportTab = (tab: DetailTab): tab is DetailTab & SportTab => (SPORT_TABS as readonly string[]).includes(tab);

/**
 * The tabs that make sense for a match: every sport's, and those its sport's view has (maps and
 * rankings for esports, line-ups where there are players). A sport this build does not know gets
 * only every sport's tabs.
 */
export function tabsFor(match: MatchSummary): DetailTab[] {
  const view = viewOf(match);
  return DETAIL_TABS.filter((tab) => {
    if (!isSportTab(tab)) return true;
    const has = view?.tabs[tab] ?? 'never';
    return has === 'always' || (has === 'knockout' && match.knockout);
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
      return <EventTimeline match={match} events={keyEventsOf(match, events)} />;
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
