// Development content (never in production): a few demo experts, named as such, who publish
// picks on the engine's upcoming matches through the same service as real experts, so a
// newcomer's site has plans on sale and results coming in. Their picks lean to the favourite
// with some contrarian ones, each expert in their own style, and settle like any other.
import { MAP_MARKETS, type PlanMarket, type PlanPick, type PublishableMatch } from '@matchday/contracts/tips/contract';
import type { PlanCreateRequest } from '@matchday/contracts/tips/schemas';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { withJobLease } from '../../db/jobLeases';
import { Refusal } from '../../http/envelope';
import type { PlansService } from '../plans/service';
import { ensureDemoUser } from './demoUsers';

export interface DemoExpert {
  username: string;
  intro: string;
  /** Share of the upcoming matches this expert picks on. */
  appetite: number;
  /** Chance of backing the outsider instead of the favourite. */
  contrarian: number;
  price: number;
  noWinRefund: boolean;
  /** The sports they pick in. */
  sports: readonly ('football' | 'basketball' | 'esports')[];
}

export const DEMO_EXPERTS: DemoExpert[] = [
  { username: 'Demo expert · Marco', intro: 'Demo content: favourites in football and basketball.', appetite: 0.35, contrarian: 0.1, price: 18, noWinRefund: true, sports: ['football', 'basketball'] },
  { username: 'Demo expert · Lina', intro: 'Demo content: goals and points totals.', appetite: 0.3, contrarian: 0.35, price: 28, noWinRefund: false, sports: ['football', 'basketball', 'esports'] },
  { username: 'Demo expert · Kenji', intro: 'Demo content: esports maps and rounds.', appetite: 0.4, contrarian: 0.25, price: 8, noWinRefund: true, sports: ['esports'] },
];

/** A stable pseudo-random number in [0, 1) for a name and a match (no state to keep). */
export function demoHash(text: string): number {
  let value = 2166136261;
  for (let index = 0; index < text.length; index += 1) value = Math.imul(value ^ text.charCodeAt(index), 16777619);
  return ((value >>> 0) % 100000) / 100000;
}

/** The expert's pick on a match, or null when they pass on it. */
export function demoPick(expert: DemoExpert, match: PublishableMatch): { market: PlanMarket; pick: PlanPick; mapNumber?: number } | null {
  if (!expert.sports.includes(match.sport) || demoHash(`${expert.username}:${match.id}`) >= expert.appetite) return null;
  const markets = match.markets.filter((offer) => Object.keys(offer.prices).length > 0 || MAP_MARKETS.includes(offer.market));
  if (markets.length === 0) return null;
  const offer = markets[Math.floor(demoHash(`${match.id}:${expert.username}:market`) * markets.length)]!;
  const picks = Object.entries(offer.prices).sort((a, b) => a[1] - b[1]) as [PlanPick, number][];
  const contrarian = demoHash(`${expert.username}:${match.id}:side`) < expert.contrarian;
  const pick = picks.length ? (contrarian ? picks.at(-1)![0] : picks[0]![0]) : offer.market === 'rounds_over' ? 'over' : contrarian ? 'away' : 'home';
  return { market: offer.market, pick, ...(offer.maps.length ? { mapNumber: offer.maps[0] } : {}) };
}

/** The plan a demo expert publishes for their pick: their price, the deadline at kick-off. */
export function demoPlanRequest(expert: DemoExpert, match: PublishableMatch, choice: NonNullable<ReturnType<typeof demoPick>>): PlanCreateRequest {
  return {
    matchId: Number(match.id),
    ...choice,
    title: `${match.home} – ${match.away}`,
    price: expert.price,
    originalPrice: expert.price * 2,
    noWinRefund: expert.noWinRefund,
    explanation: `Demo content, written by the development services from the match data below. ${expert.intro.replace(/^Demo content: /, '')}`,
    purchaseDeadline: match.startsAt,
  };
}

export class DemoExperts {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly plans: PlansService,
  ) {}

  /** The demo experts' users, created once (no phone: nobody signs in as them). */
  async ensureExperts(): Promise<Map<string, DemoExpert>> {
    const ids = new Map<string, DemoExpert>();
    for (const [index, expert] of DEMO_EXPERTS.entries()) {
      const inviteCode = `DEMO${String(index + 1).padStart(4, '0')}`;
      ids.set(await ensureDemoUser(this.db, { username: expert.username, roles: ['user', 'expert'], inviteCode }, this.clock.now()), expert);
    }
    return ids;
  }

  /**
   * Publishes the demo experts' picks on upcoming matches they have not picked yet; returns how
   * many. Every api process calls it: one at a time does the work (a job lease), so no pick is
   * published twice.
   */
  async publish(): Promise<number> {
    return (await withJobLease(this.db, 'demo-experts', 5 * 60_000, () => this.publishDue())) ?? 0;
  }

  private async publishDue(): Promise<number> {
    const experts = await this.ensureExperts();
    const matches = (await this.plans.publishable(undefined)).filter((match) => new Date(match.startsAt).getTime() - this.clock.now().getTime() < 6 * 3600_000);
    let published = 0;
    for (const [expertId, expert] of experts) {
      const picked = new Set(
        (await this.db.query<{ match_id: string }>('SELECT match_id::text AS match_id FROM plans WHERE expert_id = $1 AND match_id = ANY($2::bigint[])', [expertId, matches.map((match) => match.id)])).map(
          (row) => row.match_id,
        ),
      );
      for (const match of matches) {
        if (picked.has(match.id)) continue;
        const choice = demoPick(expert, match);
        if (!choice) continue;
        try {
          await this.plans.create(expertId, demoPlanRequest(expert, match, choice));
          published += 1;
        } catch (error) {
          // The match kicked off meanwhile, or the operators' bounds exclude the demo price.
          if (!(error instanceof Refusal)) throw error;
        }
      }
    }
    return published;
  }
}
