// Development content (never in production): what the demo experts would have done on the
// engine's history days. The engine plays its past days at the first start, but the demo experts
// only publish on coming matches, so a newcomer's ranking, every demo expert's record and the
// remarks page would stay empty for days. This writes, once per finished past match, the pick each
// demo expert would have made (the same choice as on a coming match), published hours before its
// kick-off, settled by the same grading at full time, and a remark on some of them — all through
// the plans' and remarks' services, dated on the match's day.
import type { PlanMarket, PlanPick, PublishableMatch } from '@matchday/contracts/tips/contract';
import type { Sport } from '@matchday/contracts/sports/contract';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { withJobLease } from '../../db/jobLeases';
import { Refusal } from '../../http/envelope';
import type { RemarksService } from '../experts/remarks';
import type { PlansService } from '../plans/service';
import type { SettlementService } from '../plans/settlement';
import { demoHash, demoPick, demoPlanRequest, type DemoExpert, type DemoExperts } from './demoExperts';

const HOUR_MS = 3_600_000;
/** How far back the history goes (the engine's history days are at most 30). */
const HISTORY_WINDOW_MS = 31 * 24 * HOUR_MS;
/** When a match of each sport is over, after its kick-off: when its plans settle. */
const FULL_TIME_MS: Record<Sport, number> = { football: 1.9 * HOUR_MS, basketball: 2.3 * HOUR_MS, esports: 2.5 * HOUR_MS };
/** Share of settled demo picks their expert writes a remark on. */
const REMARK_SHARE = 0.45;

export interface DemoHistoryResult {
  published: number;
  settled: number;
  remarks: number;
}

/** The pick as a sentence, for a remark (the demo experts write in English, as their names are). */
export function describePick(match: PublishableMatch, market: PlanMarket, pick: PlanPick, mapNumber?: number): string {
  const team = pick === 'home' ? match.home : match.away;
  const onMap = mapNumber ? ` on map ${mapNumber}` : '';
  switch (market) {
    case 'result':
      return pick === 'draw' ? 'a draw' : `${team} to win`;
    case 'winner':
    case 'match_winner':
      return `${team} to win`;
    case 'map_winner':
      return `${team} to win map ${mapNumber ?? 1}`;
    case 'handicap':
      return `${team} on the handicap`;
    case 'total':
      return pick === 'over' ? 'over the total' : 'under the total';
    case 'rounds_over':
      return `${pick === 'over' ? 'over' : 'under'} the rounds line${onMap}`;
    default:
      return `${team} first to ${market === 'first_to_5_rounds' ? 5 : 10} rounds${onMap}`;
  }
}

/** A demo expert's look back on a settled pick, from the match's final score. */
export function demoRemark(match: PublishableMatch, described: string, result: 'hit' | 'miss' | 'void', seed: number): string {
  const score = `${match.home} ${match.homeScore}–${match.awayScore} ${match.away}`;
  const hits = [
    `${score}. I had ${described}, and it came in: the price was better than the form said.`,
    `${score}. ${described[0]!.toUpperCase()}${described.slice(1)} was the read, and the match went the way the numbers pointed.`,
  ];
  const misses = [
    `${score}. I had ${described}; it did not come in. The odds drifted the other way before kick-off, and I should have listened.`,
    `${score}. ${described[0]!.toUpperCase()}${described.slice(1)} missed. One result does not change the method, but I will look again at this matchup.`,
  ];
  const voided = [`${score}. ${described[0]!.toUpperCase()}${described.slice(1)} was voided; every buyer got their coins back.`];
  const pool = result === 'hit' ? hits : result === 'miss' ? misses : voided;
  return `Demo content: ${pool[Math.floor(seed * pool.length)]!}`;
}

export class DemoHistory {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly experts: DemoExperts,
    private readonly plans: PlansService,
    private readonly settlement: SettlementService,
    private readonly remarks: RemarksService,
  ) {}

  /**
   * Writes the demo experts' picks on finished matches that kicked off before `before` (the
   * api's start: the history, not the matches the demo experts could have picked live) and that
   * they have not picked. Every api process calls it at start; one at a time does the work (a
   * job lease), and a second run adds nothing.
   */
  async write(before: Date): Promise<DemoHistoryResult> {
    return (await withJobLease(this.db, 'demo-history', 10 * 60_000, () => this.writeMissing(before))) ?? { published: 0, settled: 0, remarks: 0 };
  }

  private async writeMissing(before: Date): Promise<DemoHistoryResult> {
    const now = this.clock.now();
    const matches = (await this.plans.finishedSince(new Date(now.getTime() - HISTORY_WINDOW_MS))).filter((match) => new Date(match.startsAt) < before);
    const result: DemoHistoryResult = { published: 0, settled: 0, remarks: 0 };
    for (const [expertId, expert] of await this.experts.ensureExperts()) {
      const picked = new Set(
        (
          await this.db.query<{ match_id: string }>('SELECT match_id::text AS match_id FROM plans WHERE expert_id = $1 AND match_id = ANY($2::bigint[])', [
            expertId,
            matches.map((match) => match.id),
          ])
        ).map((row) => row.match_id),
      );
      for (const match of matches) {
        if (picked.has(match.id)) continue;
        const written = await this.writeOne(expertId, expert, match, now);
        result.published += written.published;
        result.settled += written.settled;
        result.remarks += written.remarks;
      }
    }
    return result;
  }

  private async writeOne(expertId: string, expert: DemoExpert, match: PublishableMatch, now: Date): Promise<DemoHistoryResult> {
    const choice = demoPick(expert, match);
    if (!choice) return { published: 0, settled: 0, remarks: 0 };
    const kickOff = new Date(match.startsAt).getTime();
    // Published one to six hours before kick-off, each expert at their own hour.
    const publishedAt = new Date(kickOff - (1 + Math.floor(demoHash(`${expert.username}:${match.id}:hour`) * 6)) * HOUR_MS);
    let planId: string;
    try {
      planId = (await this.plans.create(expertId, demoPlanRequest(expert, match, choice), publishedAt)).id;
    } catch (error) {
      // The operators' bounds exclude the demo price, or the market had no odds.
      if (error instanceof Refusal) return { published: 0, settled: 0, remarks: 0 };
      throw error;
    }
    const settledAt = new Date(Math.min(now.getTime(), kickOff + FULL_TIME_MS[match.sport]));
    if (!(await this.settlement.settleFinished(planId, settledAt))) return { published: 1, settled: 0, remarks: 0 };
    const seed = demoHash(`${expert.username}:${match.id}:remark`);
    if (seed >= REMARK_SHARE) return { published: 1, settled: 1, remarks: 0 };
    const [plan] = await this.db.query<{ result: 'hit' | 'miss' | 'void' }>('SELECT result FROM plans WHERE id = $1', [planId]);
    const text = demoRemark(match, describePick(match, choice.market, choice.pick, choice.mapNumber), plan!.result, seed / REMARK_SHARE);
    await this.remarks.create(expertId, planId, text, new Date(Math.min(now.getTime(), settledAt.getTime() + 40 * 60_000)));
    return { published: 1, settled: 1, remarks: 1 };
  }
}
