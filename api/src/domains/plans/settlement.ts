// Plans settle themselves when their match finishes, whoever played it (the engine or an
// import): graded hit, miss or void, and every buyer of a plan that refunds gets the coins back
// exactly once. The result is written only over `pending` under the plan's row lock, in the same
// database transaction as the refunds: run twice, in two processes at once, or after a crash
// half-way, a plan is settled once and each purchase refunded once.
import type { PlanMarket, PlanPick, PlanResult, SettlementOutcome } from '@matchday/contracts/tips/contract';
import type { Clock } from '../../clock';
import type { Database, Queryable } from '../../db/database';
import { refuse } from '../../http/envelope';
import { postMany } from '../coins/ledger';
import { gradePick, type FinishedMatch } from './grading';

/** Plans settled per sweep; the next sweep takes the rest. */
const SWEEP_LIMIT = 500;

interface PendingPlan {
  id: string;
  match_id: string;
  market: PlanMarket;
  pick: PlanPick;
  line: string | null;
  map_number: number | null;
}

async function finishedMatch(db: Queryable, matchId: string): Promise<FinishedMatch | null> {
  const [match] = await db.query<{ status: string; home_score: number; away_score: number; home_team_id: string }>(
    'SELECT status, home_score, away_score, home_team_id::text AS home_team_id FROM matches WHERE id = $1',
    [matchId],
  );
  if (!match || match.status !== 'finished') return null;
  const maps = await db.query<{
    map_number: number;
    status: string;
    home_score: number;
    away_score: number;
    winner_team_id: string | null;
    first_to_five_team_id: string | null;
    first_to_ten_team_id: string | null;
  }>(
    `SELECT map_number, status, home_score, away_score, winner_team_id::text AS winner_team_id,
       first_to_five_team_id::text AS first_to_five_team_id, first_to_ten_team_id::text AS first_to_ten_team_id
     FROM esports_maps WHERE match_id = $1`,
    [matchId],
  );
  const side = (teamId: string | null) => (teamId === null ? null : teamId === match.home_team_id ? ('home' as const) : ('away' as const));
  return {
    homeScore: match.home_score,
    awayScore: match.away_score,
    maps: maps.map((map) => ({
      mapNumber: map.map_number,
      finished: map.status === 'finished',
      homeScore: map.home_score,
      awayScore: map.away_score,
      winner: side(map.winner_team_id),
      firstToFive: side(map.first_to_five_team_id),
      firstToTen: side(map.first_to_ten_team_id),
    })),
  };
}

export class SettlementService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  /**
   * Grades one pending plan of a finished match as of an instant (the development's demo history
   * settles at full time of a past match, not when the history is written); false when its match
   * is not finished or another run settled it first.
   */
  async settleFinished(planId: string, at: Date): Promise<boolean> {
    const [plan] = await this.db.query<PendingPlan>(
      `SELECT id::text AS id, match_id::text AS match_id, market, pick, line::text AS line, map_number FROM plans WHERE id = $1 AND result = 'pending'`,
      [planId],
    );
    const match = plan ? await finishedMatch(this.db, plan.match_id) : null;
    if (!plan || !match) return false;
    const result = gradePick(plan.market, { pick: plan.pick, line: plan.line === null ? null : Number(plan.line), mapNumber: plan.map_number, odds: null }, match);
    return (await this.settle(plan.id, result, null, null, at)) !== null;
  }

  /** Settles every pending plan whose match has finished; returns how many this call settled. */
  async settleDue(): Promise<number> {
    const due = await this.db.query<PendingPlan>(
      `SELECT p.id::text AS id, p.match_id::text AS match_id, p.market, p.pick, p.line::text AS line, p.map_number
       FROM plans p JOIN matches m ON m.id = p.match_id
       WHERE p.result = 'pending' AND m.status = 'finished' ORDER BY p.id LIMIT ${SWEEP_LIMIT}`,
    );
    const matches = new Map<string, FinishedMatch | null>();
    let settled = 0;
    for (const plan of due) {
      if (!matches.has(plan.match_id)) matches.set(plan.match_id, await finishedMatch(this.db, plan.match_id));
      const match = matches.get(plan.match_id);
      if (!match) continue;
      const result = gradePick(plan.market, { pick: plan.pick, line: plan.line === null ? null : Number(plan.line), mapNumber: plan.map_number, odds: null }, match);
      if (await this.settle(plan.id, result, null, null)) settled += 1;
    }
    return settled;
  }

  /** Customer service voids a plan (its match abandoned): every buyer refunded in full, once. */
  async voidPlan(planId: string, reason: string, by: string): Promise<SettlementOutcome> {
    const outcome = await this.settle(planId, 'void', reason, by);
    if (!outcome) {
      const [plan] = await this.db.query('SELECT 1 FROM plans WHERE id = $1', [planId]);
      throw plan ? refuse('api.planAlreadySettled', 409) : refuse('api.planNotFound', 404);
    }
    return outcome;
  }

  /**
   * Writes a result over `pending` and refunds in one transaction; null when the plan was not
   * pending (another run settled it first).
   */
  async settle(planId: string, result: Exclude<PlanResult, 'pending'>, reason: string | null, by: string | null, at?: Date): Promise<SettlementOutcome | null> {
    const now = at ?? this.clock.now();
    return this.db.transaction(async (tx) => {
      const [plan] = await tx.query<{ title: string; no_win_refund: boolean }>(
        `UPDATE plans SET result = $2, settled_at = $3, void_reason = $4 WHERE id = $1 AND result = 'pending' RETURNING title, no_win_refund`,
        [planId, result, now, reason],
      );
      if (!plan) return null;
      if (result !== 'void' && !(result === 'miss' && plan.no_win_refund)) return { result, refunded: 0 };
      const purchases = await tx.query<{ id: string; user_id: string; price: number }>(
        'SELECT id::text AS id, user_id::text AS user_id, price FROM plan_purchases WHERE plan_id = $1 AND refund_transaction_id IS NULL AND price > 0 ORDER BY id FOR UPDATE',
        [planId],
      );
      const { transactionIds } = await postMany(
        tx,
        purchases.map((purchase) => ({
          kind: 'refund' as const,
          reason: `${result === 'void' ? 'void plan' : 'no-win refund'}: ${plan.title}`,
          reference: `plan-purchase:${purchase.id}`,
          createdBy: by,
          at: now,
          movements: [
            { account: { system: 'revenue' as const }, amount: -Number(purchase.price) },
            { account: { userId: purchase.user_id }, amount: Number(purchase.price) },
          ],
        })),
      );
      await tx.query(
        `UPDATE plan_purchases pp SET refund_transaction_id = r.transaction_id
         FROM unnest($1::bigint[], $2::bigint[]) AS r(id, transaction_id) WHERE pp.id = r.id AND pp.refund_transaction_id IS NULL`,
        [purchases.map((purchase) => purchase.id), transactionIds],
      );
      return { result, refunded: purchases.length };
    });
  }
}
