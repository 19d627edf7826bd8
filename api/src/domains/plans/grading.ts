// How a pick is graded from a finished match: hit, miss, or void by rule (a handicap or total
// landing exactly on its line, a map that was never played, a level winner market).
import type { Side } from '@matchday/contracts/sports/contract';
import type { PlanMarket, PlanResult, PlanSelection } from '@matchday/contracts/tips/contract';

export interface FinishedMap {
  mapNumber: number;
  finished: boolean;
  homeScore: number;
  awayScore: number;
  winner: Side | null;
  firstToFive: Side | null;
  firstToTen: Side | null;
}

export interface FinishedMatch {
  homeScore: number;
  awayScore: number;
  maps: FinishedMap[];
}

const sideOf = (difference: number): Side | 'draw' => (difference > 0 ? 'home' : difference < 0 ? 'away' : 'draw');

/** A two-way outcome against a pick: void when neither side took it. */
const twoWay = (outcome: Side | 'draw' | null, pick: string): Exclude<PlanResult, 'pending'> => (outcome === null || outcome === 'draw' ? 'void' : outcome === pick ? 'hit' : 'miss');

/** Over or under a line: void when the value lands on it. */
function overUnder(value: number, line: number, pick: string): Exclude<PlanResult, 'pending'> {
  if (value === line) return 'void';
  return (value > line) === (pick === 'over') ? 'hit' : 'miss';
}

export function gradePick(market: PlanMarket, selection: PlanSelection, match: FinishedMatch): Exclude<PlanResult, 'pending'> {
  const { pick, line } = selection;
  switch (market) {
    case 'result':
      return sideOf(match.homeScore - match.awayScore) === pick ? 'hit' : 'miss';
    case 'winner':
    case 'match_winner':
      return twoWay(sideOf(match.homeScore - match.awayScore), pick);
    case 'handicap':
      // The line is the home side's: home covers when its score plus the line beats the away score.
      return line === null ? 'void' : twoWay(sideOf(match.homeScore + line - match.awayScore), pick);
    case 'total':
      return line === null ? 'void' : overUnder(match.homeScore + match.awayScore, line, pick);
    default: {
      const map = match.maps.find((candidate) => candidate.mapNumber === selection.mapNumber);
      if (!map || !map.finished) return 'void';
      if (market === 'map_winner') return twoWay(map.winner, pick);
      if (market === 'rounds_over') return line === null ? 'void' : overUnder(map.homeScore + map.awayScore, line, pick);
      return twoWay(market === 'first_to_5_rounds' ? map.firstToFive : map.firstToTen, pick);
    }
  }
}
