// Plans as the site reads them: with their match and the viewer's right to the pick, and the
// experts' records computed from settled picks (nobody writes a record; it is only read).
import type { Discipline, MatchStatus, Sport } from '@matchday/contracts/sports/contract';
import type { ExpertSummary, Plan, PlanMarket, PlanPick, PlanReason, PlanResult } from '@matchday/contracts/tips/contract';
import type { Queryable } from '../../db/database';

export interface PlanRow {
  id: string;
  expert_id: string;
  expert_username: string;
  expert_demo: boolean;
  title: string;
  sport: Sport;
  market: PlanMarket;
  pick: PlanPick;
  line: string | null;
  map_number: number | null;
  odds: string | null;
  price: number;
  original_price: number | null;
  no_win_refund: boolean;
  explanation: string;
  reasons: PlanReason[];
  purchase_deadline: Date;
  published_at: Date;
  result: PlanResult;
  settled_at: Date | null;
  sales: number;
  unlocked: boolean;
  match_id: string;
  discipline: Discipline;
  competition: string;
  home: string;
  away: string;
  starts_at: Date;
  status: MatchStatus;
  home_score: number;
  away_score: number;
}

/** Columns of a plan with its match (and `extra` ones); `viewer` is the viewer's id parameter (0 for a visitor). */
export const planSelect = (viewer: string, extra = '') => `
  SELECT p.id::text AS id, p.expert_id::text AS expert_id, u.username AS expert_username, u.demo AS expert_demo, p.title, p.sport,
    p.market, p.pick, p.line::text AS line, p.map_number, p.odds::text AS odds, p.price, p.original_price, p.no_win_refund, p.explanation, p.reasons,
    p.purchase_deadline, p.published_at, p.result, p.settled_at,
    (SELECT count(*)::int FROM plan_purchases s WHERE s.plan_id = p.id) AS sales,
    (p.expert_id = ${viewer} OR EXISTS (SELECT 1 FROM plan_purchases pp WHERE pp.plan_id = p.id AND pp.user_id = ${viewer})) AS unlocked,
    m.id::text AS match_id, m.discipline, c.name AS competition, h.name AS home, a.name AS away, m.starts_at, m.status, m.home_score, m.away_score${extra}
  FROM plans p
  JOIN users u ON u.id = p.expert_id
  JOIN matches m ON m.id = p.match_id
  JOIN seasons se ON se.id = m.season_id
  JOIN competitions c ON c.id = se.competition_id
  JOIN teams h ON h.id = m.home_team_id
  JOIN teams a ON a.id = m.away_team_id`;

const iso = (value: Date | null) => (value === null ? null : new Date(value).toISOString());

export function toPlan(row: PlanRow, expert: ExpertSummary, priceForViewer: number): Plan {
  // The pick is public once the plan is settled: anyone can check the record it made.
  const revealed = row.unlocked || row.result !== 'pending';
  return {
    id: row.id,
    expert,
    title: row.title,
    sport: row.sport,
    match: {
      id: row.match_id,
      sport: row.sport,
      discipline: row.discipline,
      competition: row.competition,
      home: row.home,
      away: row.away,
      startsAt: new Date(row.starts_at).toISOString(),
      status: row.status,
      homeScore: row.home_score,
      awayScore: row.away_score,
    },
    market: row.market,
    selection: revealed
      ? { pick: row.pick, line: row.line === null ? null : Number(row.line), mapNumber: row.map_number, odds: row.odds === null ? null : Number(row.odds) }
      : null,
    price: Number(row.price),
    originalPrice: row.original_price === null ? null : Number(row.original_price),
    priceForViewer: row.unlocked ? 0 : priceForViewer,
    noWinRefund: row.no_win_refund,
    purchaseDeadline: iso(row.purchase_deadline)!,
    publishedAt: iso(row.published_at)!,
    result: row.result,
    settledAt: iso(row.settled_at),
    sales: row.sales,
    unlocked: row.unlocked,
    explanation: row.unlocked ? row.explanation : null,
    reasons: row.unlocked ? row.reasons : null,
  };
}

export interface SettledPick {
  expert_id: string;
  result: PlanResult;
  odds: string | null;
  settled_at: Date;
}

export interface ComputedRecord extends Omit<ExpertSummary, 'id' | 'username' | 'demo'> {
  hits: number;
  return: number | null;
  lastTen: PlanResult[];
}

/**
 * A record from settled picks, newest first. Voids count for nothing; the return is in stakes of
 * one coin at the published odds, over the picks that had odds.
 */
export function computeRecord(picks: Pick<SettledPick, 'result' | 'odds'>[]): ComputedRecord {
  const graded = picks.filter((pick) => pick.result === 'hit' || pick.result === 'miss');
  const hits = graded.filter((pick) => pick.result === 'hit').length;
  let currentStreak = 0;
  while (currentStreak < graded.length && graded[currentStreak]!.result === 'hit') currentStreak += 1;
  let bestStreak = 0;
  let run = 0;
  for (const pick of graded) {
    run = pick.result === 'hit' ? run + 1 : 0;
    bestStreak = Math.max(bestStreak, run);
  }
  const priced = graded.filter((pick) => pick.odds !== null);
  const profit = priced.reduce((sum, pick) => sum + (pick.result === 'hit' ? Number(pick.odds) - 1 : -1), 0);
  return {
    picks: graded.length,
    hits,
    hitRate: graded.length ? hits / graded.length : null,
    currentStreak,
    bestStreak,
    return: priced.length ? Math.round(profit * 100) / 100 : null,
    lastTen: picks.slice(0, 10).map((pick) => pick.result),
  };
}

/** Settled picks of these experts (since a time, if given), newest first. */
export async function settledPicks(db: Queryable, expertIds: string[], since: Date | null = null): Promise<Map<string, SettledPick[]>> {
  const rows = await db.query<SettledPick>(
    `SELECT expert_id::text AS expert_id, result, odds::text AS odds, settled_at FROM plans
     WHERE expert_id = ANY($1::bigint[]) AND result <> 'pending' AND match_id IS NOT NULL AND ($2::timestamptz IS NULL OR settled_at >= $2)
     ORDER BY settled_at DESC, id DESC`,
    [expertIds, since],
  );
  const byExpert = new Map<string, SettledPick[]>(expertIds.map((id) => [id, []]));
  for (const row of rows) byExpert.get(row.expert_id)?.push(row);
  return byExpert;
}

/** Experts as cards show them, with their whole record. */
export async function expertSummaries(db: Queryable, experts: { id: string; username: string; demo: boolean }[]): Promise<Map<string, ExpertSummary>> {
  const picks = await settledPicks(
    db,
    [...new Set(experts.map((expert) => expert.id))],
  );
  return new Map(
    experts.map((expert) => {
      const record = computeRecord(picks.get(expert.id) ?? []);
      return [expert.id, { ...expert, picks: record.picks, hitRate: record.hitRate, currentStreak: record.currentStreak, bestStreak: record.bestStreak }];
    }),
  );
}
