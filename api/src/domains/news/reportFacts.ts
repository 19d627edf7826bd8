// The facts of a finished match a report is written from: the result, scorers and their
// minutes, sendings-off, key statistics, and both teams' places in the table afterwards.
import { type MatchReportFacts, REPORT_STATS, type ReportCard, type ReportScorer } from '@matchday/contracts/news/contract';
import type { MatchSummary, StandingsTable } from '@matchday/contracts/sports/contract';
import type { Queryable } from '../../db/database';

const SCORING = { goal: 'goal', own_goal: 'own_goal', penalty: 'penalty' } as const;
const SENT_OFF = ['red_card', 'second_yellow'] as const;

export async function reportFacts(db: Queryable, match: MatchSummary, tables: StandingsTable[]): Promise<MatchReportFacts> {
  const events = await db.query<{ type: string; side: 'home' | 'away' | null; player: string; minute: number; stoppage: number }>(
    "SELECT type, side, player, minute, stoppage FROM match_events WHERE match_id = $1 AND type IN ('goal', 'own_goal', 'penalty', 'red_card', 'second_yellow') ORDER BY seq",
    [match.id],
  );
  const [row] = await db.query<{ stats: Record<'home' | 'away', Record<string, number>> | null }>('SELECT stats FROM matches WHERE id = $1', [match.id]);
  const scorers: ReportScorer[] = match.sport === 'football'
    ? events.flatMap((event) =>
        event.side && event.type in SCORING ? [{ side: event.side, player: event.player, minute: event.minute, stoppage: event.stoppage, kind: SCORING[event.type as keyof typeof SCORING] }] : [],
      )
    : [];
  const cards: ReportCard[] = events.flatMap((event) =>
    event.side && (SENT_OFF as readonly string[]).includes(event.type) ? [{ side: event.side, player: event.player, minute: event.minute, kind: event.type as ReportCard['kind'] }] : [],
  );
  const stats = REPORT_STATS.flatMap((stat) => {
    const home = row?.stats?.home?.[stat];
    const away = row?.stats?.away?.[stat];
    return typeof home === 'number' && typeof away === 'number' ? [{ stat, home, away }] : [];
  });
  const table = tables
    .flatMap((one) => one.rows)
    .filter((standing) => standing.team.id === match.home.id || standing.team.id === match.away.id)
    .map((standing) => ({
      side: standing.team.id === match.home.id ? ('home' as const) : ('away' as const),
      team: standing.team.name,
      position: standing.position,
      points: standing.points,
      played: standing.played,
    }));
  return {
    sport: match.sport,
    competition: match.competition.name,
    round: match.round,
    home: match.home.name,
    away: match.away.name,
    homeScore: match.homeScore,
    awayScore: match.awayScore,
    periods: match.periodScores.map((period) => ({ period: period.period, home: period.home, away: period.away })),
    penalties: match.penalties,
    winner: match.winner,
    scorers,
    cards,
    stats,
    table,
  };
}
