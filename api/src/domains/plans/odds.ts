// The bookmaker's lines a plan is priced on: as they are now, or as they stood at an instant (the
// development's demo history publishes as of a past instant), and the line and price of a pick.
import { type PlanMarket, type PlanPick, ROUNDS_LINE } from '@matchday/contracts/tips/contract';

export interface OddsRow {
  match_id: string;
  market: string;
  line: string | null;
  home_price: string | null;
  draw_price: string | null;
  away_price: string | null;
}

export const ODDS_NOW = `SELECT o.match_id::text AS match_id, o.market, o.line::text AS line, o.home_price::text AS home_price,
    o.draw_price::text AS draw_price, o.away_price::text AS away_price FROM odds o`;
/**
 * The lines as they stood at an instant (`at`, SQL): the last movement recorded by then, or else
 * the opening one (a past day the engine played at its first start has all its movements recorded
 * then), or the line itself where none was recorded (an import's). Never the in-play lines of a
 * finished match, which know its result.
 */
export const oddsAsOf = (at: string) => `SELECT o.match_id::text AS match_id, o.market,
    (CASE WHEN h.odds_id IS NULL THEN o.line ELSE h.line END)::text AS line,
    coalesce(h.home_price, o.home_price)::text AS home_price, (CASE WHEN h.odds_id IS NULL THEN o.draw_price ELSE h.draw_price END)::text AS draw_price,
    coalesce(h.away_price, o.away_price)::text AS away_price
  FROM odds o JOIN matches m ON m.id = o.match_id LEFT JOIN LATERAL (
    SELECT h.odds_id, h.line, h.home_price, h.draw_price, h.away_price FROM odds_history h WHERE h.odds_id = o.id
    ORDER BY (h.recorded_at <= ${at}) DESC, CASE WHEN h.recorded_at <= ${at} THEN -h.id ELSE h.id END LIMIT 1) h ON true`;

/** The bookmaker's line and price for a pick, from the odds rows read (now, or as of an instant). */
export function pricedPick(market: PlanMarket, pick: PlanPick, odds: OddsRow[]): { line: number | null; odds: number | null } | null {
  const row = (name: string) => odds.find((candidate) => candidate.market === name);
  const priceOf = (found: OddsRow | undefined) => {
    const value = found?.[pick === 'home' || pick === 'over' ? 'home_price' : pick === 'draw' ? 'draw_price' : 'away_price'];
    return value === null || value === undefined ? null : Number(value);
  };
  switch (market) {
    case 'result':
    case 'winner':
    case 'match_winner':
      return { line: null, odds: priceOf(row('european')) };
    case 'handicap':
    case 'total': {
      const found = row(market);
      return found && found.line !== null ? { line: Number(found.line), odds: priceOf(found) } : null;
    }
    case 'rounds_over':
      return { line: ROUNDS_LINE, odds: null };
    default:
      return { line: null, odds: null };
  }
}
