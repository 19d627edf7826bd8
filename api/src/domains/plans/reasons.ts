// What the match's own data says about a pick at the instant it is published: each team's form
// before kick-off, their earlier meetings, how the pick's price moved from its opening, the
// players out, and the chance the price stands for. Computed once and kept with the plan, so a
// buyer reads what the expert could see then; the site words each fact in the reader's language.
import type { PlanMarket, PlanPick, PlanReason } from '@matchday/contracts/tips/contract';
import type { Side } from '@matchday/contracts/sports/contract';
import type { Queryable } from '../../db/database';
import { pricedPick, type OddsRow } from './odds';

/** How many of a team's last matches its form counts. */
export const FORM_MATCHES = 5;
/** A price move smaller than this is noise, not worth a line. */
const MOVE_THRESHOLD = 0.03;

interface ReasonsInput {
  matchId: string;
  market: PlanMarket;
  pick: PlanPick;
  /** The pick's price at publication (none for markets without one). */
  odds: number | null;
  /** The instant of publication. */
  at: Date;
}

export async function planReasons(db: Queryable, input: ReasonsInput): Promise<PlanReason[]> {
  const [match] = await db.query<{ home: string; away: string; starts_at: Date }>(
    'SELECT home_team_id::text AS home, away_team_id::text AS away, starts_at FROM matches WHERE id = $1',
    [input.matchId],
  );
  if (!match) return [];
  const reasons: PlanReason[] = [];
  const pickSide: Side | null = input.pick === 'home' || input.pick === 'away' ? input.pick : null;
  // The picked side first: its form is the first thing a reader weighs.
  const sides: Side[] = pickSide === 'away' ? ['away', 'home'] : ['home', 'away'];
  for (const side of sides) {
    const teamId = side === 'home' ? match.home : match.away;
    const [form] = await db.query<{ wins: number; draws: number; losses: number }>(
      `SELECT count(*) FILTER (WHERE r.winner = $1)::int AS wins, count(*) FILTER (WHERE r.winner IS NULL)::int AS draws,
         count(*) FILTER (WHERE r.winner <> $1)::int AS losses
       FROM (SELECT winner_team_id AS winner FROM matches WHERE status = 'finished' AND (home_team_id = $1 OR away_team_id = $1) AND starts_at < $2
             ORDER BY starts_at DESC LIMIT ${FORM_MATCHES}) r`,
      [teamId, new Date(match.starts_at)],
    );
    if (form && form.wins + form.draws + form.losses > 0) reasons.push({ kind: 'form', side, wins: form.wins, draws: form.draws, losses: form.losses });
  }
  const [meetings] = await db.query<{ home_wins: number; draws: number; away_wins: number }>(
    `SELECT count(*) FILTER (WHERE r.winner = $1)::int AS home_wins, count(*) FILTER (WHERE r.winner IS NULL)::int AS draws,
       count(*) FILTER (WHERE r.winner = $2)::int AS away_wins
     FROM (SELECT winner_team_id AS winner FROM matches WHERE status = 'finished' AND starts_at < $3
             AND ((home_team_id = $1 AND away_team_id = $2) OR (home_team_id = $2 AND away_team_id = $1))
           ORDER BY starts_at DESC LIMIT 10) r`,
    [match.home, match.away, new Date(match.starts_at)],
  );
  if (meetings && meetings.home_wins + meetings.draws + meetings.away_wins > 0)
    reasons.push({ kind: 'headToHead', homeWins: meetings.home_wins, draws: meetings.draws, awayWins: meetings.away_wins });
  if (input.odds !== null) {
    // The opening line: the first movement recorded (none for an import's odds).
    const opening = await db.query<OddsRow>(
      `SELECT o.match_id::text AS match_id, o.market, h.line::text AS line, h.home_price::text AS home_price, h.draw_price::text AS draw_price, h.away_price::text AS away_price
       FROM odds o JOIN LATERAL (SELECT * FROM odds_history h WHERE h.odds_id = o.id ORDER BY h.id LIMIT 1) h ON true WHERE o.match_id = $1`,
      [input.matchId],
    );
    const from = pricedPick(input.market, input.pick, opening)?.odds ?? null;
    if (from !== null && Math.abs(from - input.odds) >= MOVE_THRESHOLD) reasons.push({ kind: 'oddsMove', from, to: input.odds });
  }
  const injuries = await db.query<{ team_id: string; count: number }>(
    'SELECT team_id::text AS team_id, count(*)::int AS count FROM injuries WHERE team_id = ANY($1::bigint[]) GROUP BY team_id',
    [[match.home, match.away]],
  );
  for (const side of sides) {
    const count = injuries.find((row) => row.team_id === (side === 'home' ? match.home : match.away))?.count ?? 0;
    if (count > 0) reasons.push({ kind: 'injuries', side, count });
  }
  if (input.odds !== null && input.odds > 1) reasons.push({ kind: 'price', odds: input.odds, impliedPercent: Math.round(100 / input.odds) });
  return reasons;
}
