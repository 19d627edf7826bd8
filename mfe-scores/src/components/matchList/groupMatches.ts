// A day's matches as the list shows them: competitions with a live match first (whatever the
// sport: what is playing now is what a fan opens the page for), then by sport and the
// better-known competitions first; starred matches in a group of their own at the top. Flat
// rows, so a long day can be windowed.
import type { CompetitionRef, MatchSummary, Sport } from '@matchday/contracts/sports/contract';
import { SPORTS } from '@matchday/contracts/sports/contract';
import { knownSport } from '../../lib/matchClock';

export interface MatchGroup {
  /** `favourites`, or `<sport>:<competition id>`. */
  key: string;
  sport: Sport | null;
  competition: CompetitionRef | null;
  matches: MatchSummary[];
}

export type ListRow = { kind: 'group'; group: MatchGroup } | { kind: 'match'; match: MatchSummary; group: MatchGroup };

const sportOrder = (sport: Sport | null) => (sport === null ? -1 : SPORTS.indexOf(sport));

function compareGroups(a: MatchGroup, b: MatchGroup): number {
  const live = (group: MatchGroup) => (group.matches.some((match) => match.status === 'live') ? 0 : 1);
  return (
    live(a) - live(b) ||
    sportOrder(a.sport) - sportOrder(b.sport) ||
    (a.competition?.tier ?? 0) - (b.competition?.tier ?? 0) ||
    (a.competition?.name ?? '').localeCompare(b.competition?.name ?? '')
  );
}

/**
 * Groups in display order; `starred` matches (ids) leave their group for the favourites group.
 * A match of a sport this build does not know (a newer api's) is left out: there is no heading
 * to put it under nor a clock to read it with.
 */
export function groupMatches(matches: readonly MatchSummary[], starred: (match: MatchSummary) => boolean = () => false): MatchGroup[] {
  const favourites: MatchGroup = { key: 'favourites', sport: null, competition: null, matches: [] };
  const groups = new Map<string, MatchGroup>();
  for (const match of matches) {
    if (!knownSport(match.sport)) continue;
    if (starred(match)) {
      favourites.matches.push(match);
      continue;
    }
    const key = `${match.sport}:${match.competition.id}`;
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { key, sport: match.sport, competition: match.competition, matches: [] }));
    group.matches.push(match);
  }
  const ordered = [...groups.values()].sort(compareGroups);
  return favourites.matches.length > 0 ? [favourites, ...ordered] : ordered;
}

export function listRows(groups: readonly MatchGroup[]): ListRow[] {
  return groups.flatMap((group): ListRow[] => [{ kind: 'group', group }, ...group.matches.map((match): ListRow => ({ kind: 'match', match, group }))]);
}
