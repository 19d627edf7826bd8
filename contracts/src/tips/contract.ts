// Expert tips, written once for the site and the api: the markets an expert may pick in, the
// answer types of plans, records, the ranking, the blind box and remarks, and the addresses.
import type { Discipline, MatchStatus, Side } from '@matchday/contracts/sports/contract';
import { bySport, type Sport, SPORT_RULES, type SportPlanMarket } from '@matchday/contracts/sports/rules';

/** Markets by sport (section 3: handicap, total goals, European; esports maps and rounds): each sport's `planMarkets`. */
export const PLAN_MARKETS = bySport((sport) => SPORT_RULES[sport].planMarkets) as { [S in Sport]: (typeof SPORT_RULES)[S]['planMarkets'] };

export type PlanMarket = SportPlanMarket;
export const ALL_PLAN_MARKETS = [...new Set(Object.values(PLAN_MARKETS).flat())] as PlanMarket[];

export const PLAN_PICKS = ['home', 'draw', 'away', 'over', 'under'] as const;
export type PlanPick = (typeof PLAN_PICKS)[number];

/** The picks each market offers. */
export const MARKET_PICKS: Record<PlanMarket, readonly PlanPick[]> = {
  result: ['home', 'draw', 'away'],
  winner: ['home', 'away'],
  handicap: ['home', 'away'],
  total: ['over', 'under'],
  match_winner: ['home', 'away'],
  map_winner: ['home', 'away'],
  rounds_over: ['over', 'under'],
  first_to_5_rounds: ['home', 'away'],
  first_to_10_rounds: ['home', 'away'],
};

/** Markets on one map of an esports match: the pick names the map. */
export const MAP_MARKETS: readonly PlanMarket[] = ['map_winner', 'rounds_over', 'first_to_5_rounds', 'first_to_10_rounds'];
/** Round markets exist only where maps are played in rounds. */
export const ROUND_MARKETS: readonly PlanMarket[] = ['rounds_over', 'first_to_5_rounds', 'first_to_10_rounds'];
export const ROUND_DISCIPLINES: readonly Discipline[] = ['cs2', 'valorant'];
/** The line of the rounds market (section 3: rounds over 26.5). */
export const ROUNDS_LINE = 26.5;

/** Whether a market can be picked on a match of this sport and discipline. */
export function marketFits(market: PlanMarket, sport: Sport, discipline: Discipline): boolean {
  if (!(PLAN_MARKETS[sport] as readonly PlanMarket[]).includes(market)) return false;
  return !ROUND_MARKETS.includes(market) || ROUND_DISCIPLINES.includes(discipline);
}

/** What an expert recommends: hidden until the plan is unlocked or settled. */
export interface PlanSelection {
  pick: PlanPick;
  /** Handicap or total line, as the bookmaker had it when the plan was published. */
  line: number | null;
  /** The map of a map market. */
  mapNumber: number | null;
  /** Decimal odds when published (null when no bookmaker priced the market). */
  odds: number | null;
}

export type PlanResult = 'pending' | 'hit' | 'miss' | 'void';

export interface PlanMatch {
  id: string;
  sport: Sport;
  discipline: Discipline;
  competition: string;
  home: string;
  away: string;
  startsAt: string;
  status: MatchStatus;
  homeScore: number;
  awayScore: number;
}

/** An expert as a plan card and the ranking show them: the record is computed, never entered. */
export interface ExpertSummary {
  id: string;
  username: string;
  /** Settled picks (hits and misses; voids are left out). */
  picks: number;
  /** Hits ÷ picks, 0 to 1; null before the first settled pick. */
  hitRate: number | null;
  currentStreak: number;
  bestStreak: number;
  /** True when the record is the development services' demo content. */
  demo: boolean;
}

export interface Plan {
  id: string;
  expert: ExpertSummary;
  title: string;
  sport: Sport;
  match: PlanMatch;
  market: PlanMarket;
  /** Null while locked for this viewer (the pick is public once the plan is settled). */
  selection: PlanSelection | null;
  price: number;
  originalPrice: number | null;
  /** What this viewer would pay now (the first-order discount applied to a first purchase). */
  priceForViewer: number;
  noWinRefund: boolean;
  purchaseDeadline: string;
  publishedAt: string;
  result: PlanResult;
  settledAt: string | null;
  /** How many fans bought it. */
  sales: number;
  unlocked: boolean;
  /** Only when unlocked (bought, or the expert's own). */
  explanation: string | null;
  /** What the match's data said at publication; only when unlocked, like the explanation. */
  reasons: PlanReason[] | null;
}

/**
 * A fact from the match's own data at the instant a plan was published, computed by the api
 * (never written by the expert) and worded by the site in the reader's language.
 */
export type PlanReason =
  /** A team's last finished matches before kick-off. */
  | { kind: 'form'; side: Side; wins: number; draws: number; losses: number }
  /** The two teams' earlier meetings, from this match's home side. */
  | { kind: 'headToHead'; homeWins: number; draws: number; awayWins: number }
  /** The pick's price from its opening to the publication. */
  | { kind: 'oddsMove'; from: number; to: number }
  /** Players out or doubtful. */
  | { kind: 'injuries'; side: Side; count: number }
  /** The pick's price and the chance it stands for. */
  | { kind: 'price'; odds: number; impliedPercent: number };

/** An expert's own plan in "My plans": with what it earned. */
export interface PublishedPlan extends Plan {
  income: number;
  refunded: number;
  /** The expert has written their remark on it (once settled, one remark per plan). */
  remarked: boolean;
}

export interface ExpertRecord extends ExpertSummary {
  /** Profit in stakes of one coin at the published odds: a hit wins odds − 1, a miss loses 1. */
  return: number | null;
  /** The last ten settled picks, newest first. */
  lastTen: PlanResult[];
  followers: number;
  following: boolean;
  intro: string;
  sports: Sport[];
  specialities: string;
}

/** The ranking's periods, in the order of its tabs (the first is the default). */
export const RANKING_PERIODS = ['week', 'month'] as const;
export type RankingPeriod = (typeof RANKING_PERIODS)[number];
/** The ranking's sorts, in the order of its choices (the first is the default). */
export const RANKING_SORTS = ['hitRate', 'return'] as const;
export type RankingSort = (typeof RANKING_SORTS)[number];

export interface RankingEntry {
  rank: number;
  expert: ExpertSummary;
  /** Over the period: settled picks, hits, hit rate, return. */
  picks: number;
  hits: number;
  hitRate: number;
  return: number;
}

export type ApplicationStatus = 'not_applied' | 'pending' | 'approved' | 'failed';

export interface ExpertApplication {
  id: string;
  userId: string;
  username: string;
  status: Exclude<ApplicationStatus, 'not_applied'>;
  intro: string;
  sports: Sport[];
  specialities: string;
  reason: string | null;
  createdAt: string;
  reviewedAt: string | null;
}

/** The signed-in user's standing as an expert. */
export interface ExpertStatus {
  status: ApplicationStatus;
  application: ExpertApplication | null;
}

export interface PlanSettings {
  /** Bounds on a plan's price, set by operators. */
  minPrice: number;
  maxPrice: number;
  /** Percent off a user's first purchase. */
  firstOrderDiscountPercent: number;
  blindBoxPrice: number;
}

export interface BlindBoxOpening {
  plan: Plan;
  price: number;
  balance: number;
}

export interface Remark {
  id: string;
  plan: Pick<Plan, 'id' | 'title' | 'sport' | 'match' | 'market' | 'selection' | 'result'>;
  expert: ExpertSummary;
  text: string;
  createdAt: string;
}

/** What a blind box holds for this viewer: its price and how many plans it could give. */
export interface BlindBoxOffer {
  price: number;
  available: number;
}

/** Following an expert, as it now is. */
export interface ExpertFollow {
  following: boolean;
  followers: number;
}

export interface SettlementOutcome {
  result: PlanResult;
  refunded: number;
}

export const TIPS_PATHS = {
  /** GET the bounds and prices operators set; PUT changes them (customer service). */
  settings: '/api/plans/settings',
  opsSettings: '/api/ops/plans/settings',
  /** GET opens nothing: how many plans a box could hold; POST opens one (Idempotency-Key). */
  blindBox: '/api/plans/blind-box',
  /** Upcoming matches an expert can publish on, with the markets each offers. */
  publishable: '/api/plans/publishable',
  ranking: '/api/experts/ranking',
  expert: '/api/experts/:expertId',
  /** PUT follows, DELETE unfollows (idempotent). */
  follow: '/api/experts/:expertId/follow',
  /** GET the signed-in user's standing; POST applies. */
  application: '/api/experts/application',
  opsApplications: '/api/ops/expert-applications',
  opsReview: '/api/ops/expert-applications/:applicationId',
  /** Customer service voids a plan (match abandoned): every buyer refunded, once. */
  opsVoid: '/api/ops/plans/:planId/void',
  remarks: '/api/remarks',
} as const;

/** Remarks a page of the remarks list holds. */
export const REMARK_PAGE_SIZE = 20;
/** Plans a page of the plan list holds. */
export const PLAN_PAGE_SIZE = 20;

// The public reads a page and the shell's server (a first screen) both make: one address each.
/** The ranking of a period, by a sort. */
export function rankingRead(period: RankingPeriod, sort: RankingSort) {
  return { pattern: TIPS_PATHS.ranking, params: { period, sort } };
}

/** A plan, as whoever asks may see it (its pick and why only once unlocked). */
export function planRead(planId: string) {
  return { pattern: PLAN_PATHS.plan, path: { planId } };
}

/** What a blind box holds for whoever asks. */
export function blindBoxRead() {
  return { pattern: TIPS_PATHS.blindBox };
}

/** The page of remarks after `cursor` (null: the newest). */
export function remarkListRead(cursor: string | null) {
  return { pattern: TIPS_PATHS.remarks, params: { pageSize: REMARK_PAGE_SIZE, ...(cursor ? { cursor } : {}) } };
}

/** An upcoming match an expert may pick on, with the markets open on it. */
export interface PublishableMatch extends PlanMatch {
  markets: { market: PlanMarket; line: number | null; prices: Partial<Record<PlanPick, number>>; maps: number[] }[];
}

/** What operators start with until they set their own (the specification names no values). */
export const DEFAULT_PLAN_SETTINGS: PlanSettings = { minPrice: 0, maxPrice: 588, firstOrderDiscountPercent: 50, blindBoxPrice: 18 };
/** The ranking lists only experts with at least this many settled picks in the period. */
export const RANKING_MIN_PICKS = 3;
/** A failed applicant may apply again after this long. */
export const EXPERT_REAPPLY_AFTER_MS = 24 * 60 * 60 * 1000;

/** Plans: the list and one plan (POST publishes, experts), an expert's published plans, and a fan's purchase of one. */
export const PLAN_PATHS = {
  /** Plans, for everyone (the pick and explanation only once unlocked); POST publishes one (experts). More in TIPS_PATHS. */
  plans: '/api/plans',
  plan: '/api/plans/:planId',
  /** The plans an expert has published. */
  publishedPlans: '/api/users/me/plans',
  purchases: '/api/plans/purchases',
  /**
   * Where the purchase was served before contracts moved by domain: a tips remote built before
   * the move (still named in a release manifest, or cached in a fan's tab) buys through it, so the
   * api keeps answering it as `purchases` until no release names such a build.
   */
  purchasesFormerly: '/api/coins/purchases',
} as const;

/** What a fan narrows the plan list by (the list query of schemas.ts, less its paging). */
export interface PlanFilter {
  sport?: Sport;
  /** Only plans that refund if they miss. */
  refund?: 'true' | 'false';
  maxPrice?: number;
  market?: PlanMarket;
  expertId?: number;
  matchId?: number;
  /** On sale (default), settled, or every plan. */
  status?: 'on_sale' | 'settled' | 'all';
  sort?: 'recommended' | 'newest' | 'price';
}

/** The page of plans on sale after `cursor` (null: the first), as a visitor or the signed-in fan asks. */
export function planListRead(filter: PlanFilter, cursor: string | null) {
  return { pattern: PLAN_PATHS.plans, params: { ...filter, pageSize: PLAN_PAGE_SIZE, ...(cursor ? { cursor } : {}) } };
}

export interface PurchaseResponse {
  orderId: string;
  planId: string;
  price: number;
  balance: number;
}
