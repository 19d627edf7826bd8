// What the analysis says about each map over recent matches: how often it was played, the
// rounds and length of a game on it, how often it went to overtime, and how often the side that
// took the first blood or reached five rounds first went on to win it.
import type { MapSummary } from '@matchday/contracts/sports/contract';

export interface MapStats {
  name: string;
  played: number;
  averageRounds: number;
  averageMinutes: number;
  overtimeRate: number;
  firstBloodWinRate: number;
  firstToFiveWinRate: number;
}

/** Rounds in regulation: a map won 13–11 or closer goes to overtime after 12–12. */
const REGULATION_ROUNDS = 24;

const ratio = (part: number, whole: number) => (whole === 0 ? 0 : part / whole);
const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** Finished maps by name, most played first. */
export function mapStats(maps: MapSummary[]): MapStats[] {
  const byName = new Map<string, MapSummary[]>();
  for (const map of maps) if (map.status === 'finished') byName.set(map.name, [...(byName.get(map.name) ?? []), map]);
  return [...byName]
    .map(([name, played]) => {
      const decided = (pick: (map: MapSummary) => 'home' | 'away' | null) => played.filter((map) => pick(map) !== null && map.winner !== null);
      const withFirstBlood = decided((map) => map.firstBlood);
      const withFirstToFive = decided((map) => map.firstToFive);
      return {
        name,
        played: played.length,
        averageRounds: oneDecimal(played.reduce((sum, map) => sum + map.homeScore + map.awayScore, 0) / played.length),
        averageMinutes: oneDecimal(played.reduce((sum, map) => sum + map.durationSeconds, 0) / played.length / 60),
        overtimeRate: ratio(played.filter((map) => map.homeScore + map.awayScore > REGULATION_ROUNDS).length, played.length),
        firstBloodWinRate: ratio(withFirstBlood.filter((map) => map.firstBlood === map.winner).length, withFirstBlood.length),
        firstToFiveWinRate: ratio(withFirstToFive.filter((map) => map.firstToFive === map.winner).length, withFirstToFive.length),
      };
    })
    .sort((a, b) => b.played - a.played || a.name.localeCompare(b.name));
}
