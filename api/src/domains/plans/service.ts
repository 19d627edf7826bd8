// Expert prediction plans: an approved expert picks in one market of an upcoming match and prices
// it within the operators' bounds; fans unlock it with coins (a first purchase discounted once).
// Purchases are in purchases.ts, settlement in settlement.ts, the blind box in blindBox.ts.
import type { PageQuery } from '@matchday/contracts/http/paging';
import type { PlanCreateRequest, PlanListQuery } from '@matchday/contracts/tips/schemas';
import type { Discipline, Sport } from '@matchday/contracts/sports/contract';
import { DEFAULT_PLAN_SETTINGS, MAP_MARKETS, MARKET_PICKS, marketFits, type Plan, PLAN_MARKETS, type PlanMarket, type PlanPick, type PlanSettings, type PublishableMatch, type PublishedPlan } from '@matchday/contracts/tips/contract';
import type { CursorPage } from '@matchday/contracts/http/paging';
import type { PurchaseResponse } from '@matchday/contracts/tips/contract';
import type { Clock } from '../../clock';
import type { Database, Queryable } from '../../db/database';
import { KeysetOrder, timestampKey, type KeyedRow } from '../../db/keyset';
import { refuse } from '../../http/envelope';
import { ODDS_NOW, oddsAsOf, pricedPick, type OddsRow } from './odds';
import { purchasePlan } from './purchases';
import { planReasons } from './reasons';
import { expertSummaries, planSelect, toPlan, type PlanRow } from './queries';
import { readPlanSettings, writePlanSettings } from './settings';

const id = { sql: 'p.id', order: 'desc', kind: 'bigint' } as const;
/** The orders of the plan list (`sort`), each a keyset. */
const PLAN_ORDERS = {
  newest: new KeysetOrder('plans.newest', [id]),
  price: new KeysetOrder('plans.price', [{ sql: 'p.price', order: 'asc', kind: 'bigint' }, id]),
  // The expert's hit rate as of the pinned instant (see list), then the soonest to close.
  recommended: new KeysetOrder(
    'plans.recommended',
    [{ sql: 'record.hit_rate', order: 'desc', kind: 'float' }, { sql: 'p.purchase_deadline', order: 'asc', kind: 'timestamp' }, id],
    ['timestamp'],
  ),
} as const;
const PUBLISHED_ORDER = new KeysetOrder('plans.published', [id]);
/** How far back the hit rates of a "recommended" reading are computed (see list). */
const RATES_SETTLE_MS = 60_000;

/** How far ahead an expert may publish. */
const PUBLISH_HORIZON_MS = 3 * 24 * 60 * 60 * 1000;

interface MatchForPick {
  id: string;
  sport: Sport;
  discipline: Discipline;
  status: string;
  starts_at: Date;
  best_of: number | null;
}

type MatchForMarkets = MatchForPick & { competition: string; home: string; away: string; home_score: number; away_score: number };
const MATCH_FOR_MARKETS = `SELECT m.id::text AS id, m.sport, m.discipline, m.status, m.starts_at, m.best_of, m.home_score, m.away_score,
    c.name AS competition, h.name AS home, a.name AS away
  FROM matches m JOIN seasons se ON se.id = m.season_id JOIN competitions c ON c.id = se.competition_id
  JOIN teams h ON h.id = m.home_team_id JOIN teams a ON a.id = m.away_team_id`;

export class PlansService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  settings(): Promise<PlanSettings> {
    return readPlanSettings(this.db);
  }

  updateSettings(settings: PlanSettings): Promise<PlanSettings> {
    return writePlanSettings(this.db, settings, this.clock.now());
  }

  /**
   * Publishes a pick. `publishedAt` is now for an expert; the development's history of demo
   * experts (dev/demoHistory.ts) publishes as of an instant before a past kick-off, checked
   * against that instant as if it were now.
   */
  async create(expertId: string, request: PlanCreateRequest, publishedAt?: Date): Promise<Plan> {
    const now = publishedAt ?? this.clock.now();
    const [match] = await this.db.query<MatchForPick>(
      'SELECT id::text AS id, sport, discipline, status, starts_at, best_of FROM matches WHERE id = $1',
      [request.matchId],
    );
    if (!match) throw refuse('api.tips.matchNotFound', 404);
    if ((!publishedAt && match.status !== 'not_started') || new Date(match.starts_at) <= now) throw refuse('api.tips.matchStarted', 409);
    if (!marketFits(request.market, match.sport, match.discipline)) throw refuse('api.tips.marketUnavailable', 400);
    if (!MARKET_PICKS[request.market].includes(request.pick)) throw refuse('api.tips.pickInvalid', 400);
    const onMap = MAP_MARKETS.includes(request.market);
    if (onMap && (!request.mapNumber || request.mapNumber > (match.best_of ?? 1))) throw refuse('api.tips.mapInvalid', 400, { max: match.best_of ?? 1 });
    const settings = await readPlanSettings(this.db);
    if (request.price < settings.minPrice || request.price > settings.maxPrice)
      throw refuse('api.tips.priceOutOfBounds', 400, { min: settings.minPrice, max: settings.maxPrice });
    if (request.originalPrice !== undefined && request.originalPrice < request.price) throw refuse('api.invalidField', 400, { field: 'originalPrice' });
    const deadline = new Date(request.purchaseDeadline);
    if (deadline <= now || deadline > new Date(match.starts_at)) throw refuse('api.tips.deadlineAfterKickoff', 400);
    const odds = await this.db.query<OddsRow>(
      publishedAt ? `${oddsAsOf('$2::timestamptz')} WHERE o.match_id = $1` : `${ODDS_NOW} WHERE o.match_id = $1`,
      publishedAt ? [match.id, publishedAt] : [match.id],
    );
    const priced = pricedPick(request.market, request.pick, odds);
    if (!priced) throw refuse('api.tips.marketUnavailable', 400);
    const reasons = await planReasons(this.db, { matchId: match.id, market: request.market, pick: request.pick, odds: priced.odds, at: now });
    const [row] = await this.db.query<{ id: string }>(
      `INSERT INTO plans (expert_id, title, sport, play_type, match_ref, price, original_price, no_win_refund, explanation, purchase_deadline, created_at,
         match_id, market, pick, line, map_number, odds, kickoff_at, published_at, reasons)
       VALUES ($1, $2, $3, $4, $5::text, $6, $7, $8, $9, $10, $11, $5::text::bigint, $4, $12, $13, $14, $15, $16, $11, $17::jsonb) RETURNING id::text AS id`,
      [
        expertId,
        request.title,
        match.sport,
        request.market,
        match.id,
        request.price,
        request.originalPrice ?? null,
        request.noWinRefund,
        request.explanation,
        deadline,
        now,
        request.pick,
        priced.line,
        onMap ? request.mapNumber : null,
        priced.odds,
        match.starts_at,
        JSON.stringify(reasons),
      ],
    );
    return (await this.get(row!.id, expertId))!;
  }

  /** The price this viewer pays for each plan now: the database's plan_price_for, the rule a purchase pays by (a first purchase discounted). */
  private async viewerPrices(db: Queryable, viewerId: string | null, prices: readonly number[]): Promise<Map<number, number>> {
    const listed = [...new Set(prices)];
    if (listed.length === 0) return new Map();
    const rows = await db.query<{ listed: number; paid: number }>('SELECT p AS listed, plan_price_for($1, p, $3) AS paid FROM unnest($2::bigint[]) p', [
      viewerId,
      listed,
      DEFAULT_PLAN_SETTINGS.firstOrderDiscountPercent,
    ]);
    return new Map(rows.map((row) => [Number(row.listed), Number(row.paid)]));
  }

  private async toPlans(db: Queryable, rows: PlanRow[], viewerId: string | null): Promise<Plan[]> {
    const experts = await expertSummaries(
      db,
      rows.map((row) => ({ id: row.expert_id, username: row.expert_username, demo: row.expert_demo })),
    );
    const prices = await this.viewerPrices(
      db,
      viewerId,
      rows.map((row) => Number(row.price)),
    );
    return rows.map((row) => toPlan(row, experts.get(row.expert_id)!, prices.get(Number(row.price))!));
  }

  async get(planId: string, viewerId: string | null): Promise<Plan | undefined> {
    const rows = await this.db.query<PlanRow>(`${planSelect('$2')} WHERE p.id = $1`, [planId, viewerId ?? 0]);
    return rows.length ? (await this.toPlans(this.db, rows, viewerId))[0] : undefined;
  }

  /**
   * Plans by the fan's filters, by keyset in each order. "Recommended" puts first the plans of
   * experts with the better verified hit rate, then the ones closing soonest. A hit rate moves
   * when a plan settles, so the first page pins the instant the rates are computed at (the
   * cursor carries it) and every later page uses the same rates: the order holds from page to
   * page, no plan is shown twice or skipped, and a new reading sees the new rates. The instant
   * is a minute back, so a settlement whose transaction is still open (or another replica's
   * clock a little ahead) cannot count on one page and not on the one before.
   */
  async list(viewerId: string | null, query: PlanListQuery): Promise<CursorPage<Plan>> {
    const now = this.clock.now();
    const order = PLAN_ORDERS[query.sort];
    const position = order.position(query.cursor);
    // $2 (now) is named in every branch, so its type is always known.
    const status =
      query.status === 'on_sale'
        ? `p.result = 'pending' AND p.purchase_deadline > $2::timestamptz`
        : `$2::timestamptz IS NOT NULL${query.status === 'settled' ? ` AND p.result <> 'pending'` : ''}`;
    const params: unknown[] = [
      viewerId ?? 0,
      now,
      query.sport ?? null,
      query.refund === undefined ? null : query.refund === 'true',
      query.maxPrice ?? null,
      query.market ?? null,
      query.expertId ?? null,
      query.matchId ?? null,
    ];
    const pins = order.pins.length > 0 ? [position ? position.pins[0]! : timestampKey(new Date(now.getTime() - RATES_SETTLE_MS))] : [];
    const from =
      query.sort === 'recommended'
        ? `FROM plans p CROSS JOIN LATERAL (
             SELECT count(*) FILTER (WHERE r.result = 'hit')::float8 / greatest(count(*), 1) AS hit_rate
             FROM plans r WHERE r.expert_id = p.expert_id AND r.result IN ('hit', 'miss') AND r.settled_at <= ${order.pin(position, 0, pins[0]!, params)}) record`
        : 'FROM plans p';
    const rows = await this.db.query<PlanRow & KeyedRow>(
      `${planSelect('$1', order.select).replace('FROM plans p', from)}
       WHERE ${status}
         AND ($3::text IS NULL OR p.sport = $3) AND ($4::boolean IS NULL OR p.no_win_refund = $4) AND ($5::bigint IS NULL OR p.price <= $5)
         AND ($6::text IS NULL OR p.market = $6) AND ($7::bigint IS NULL OR p.expert_id = $7) AND ($8::bigint IS NULL OR p.match_id = $8)
         AND ${order.after(position, params)}
       ORDER BY ${order.orderBy} LIMIT ${order.limit(query.pageSize, params)}`,
      params,
    );
    const page = order.page(rows, query.pageSize, pins);
    return { items: await this.toPlans(this.db, page.rows, viewerId), next: page.next };
  }

  /** "My plans": what an expert published, newest first, with sales, income and refunds. */
  async published(expertId: string, query: PageQuery): Promise<CursorPage<PublishedPlan>> {
    const position = PUBLISHED_ORDER.position(query.cursor);
    const params: unknown[] = [expertId];
    const rows = await this.db.query<PlanRow & KeyedRow & { income: number; refunded: number; remarked: boolean }>(
      `${planSelect(
        '$1',
        `, (SELECT coalesce(sum(pp.price), 0)::int FROM plan_purchases pp WHERE pp.plan_id = p.id AND pp.refund_transaction_id IS NULL) AS income,
         (SELECT coalesce(sum(pp.price), 0)::int FROM plan_purchases pp WHERE pp.plan_id = p.id AND pp.refund_transaction_id IS NOT NULL) AS refunded,
         EXISTS (SELECT 1 FROM plan_remarks r WHERE r.plan_id = p.id) AS remarked${PUBLISHED_ORDER.select}`,
      )} WHERE p.expert_id = $1 AND ${PUBLISHED_ORDER.after(position, params)}
       ORDER BY ${PUBLISHED_ORDER.orderBy} LIMIT ${PUBLISHED_ORDER.limit(query.pageSize, params)}`,
      params,
    );
    const page = PUBLISHED_ORDER.page(rows, query.pageSize);
    const plans = await this.toPlans(this.db, page.rows, expertId);
    return {
      items: plans.map((plan, index) => ({ ...plan, income: Number(page.rows[index]!.income), refunded: Number(page.rows[index]!.refunded), remarked: page.rows[index]!.remarked })),
      next: page.next,
    };
  }

  /** Upcoming matches an expert may pick on, soonest first, with the markets each offers now. */
  async publishable(sport: Sport | undefined): Promise<PublishableMatch[]> {
    const now = this.clock.now();
    return this.withMarkets(
      await this.db.query<MatchForMarkets>(
        `${MATCH_FOR_MARKETS} WHERE m.status = 'not_started' AND m.starts_at > $1 AND m.starts_at <= $2 AND ($3::text IS NULL OR m.sport = $3)
         ORDER BY m.starts_at, m.id LIMIT 200`,
        [now, new Date(now.getTime() + PUBLISH_HORIZON_MS), sport ?? null],
      ),
    );
  }

  /**
   * Matches that finished, kicked off since an instant, with the markets their odds offered before
   * kick-off: what the development's demo experts would have picked on.
   */
  async finishedSince(since: Date): Promise<PublishableMatch[]> {
    return this.withMarkets(
      await this.db.query<MatchForMarkets>(`${MATCH_FOR_MARKETS} WHERE m.status = 'finished' AND m.starts_at >= $1 ORDER BY m.starts_at, m.id LIMIT 2000`, [since]),
      true,
    );
  }

  /** The matches with their markets: as the odds are now, or as they stood at kick-off. */
  private async withMarkets(matches: MatchForMarkets[], asOfKickOff = false): Promise<PublishableMatch[]> {
    const odds = await this.db.query<OddsRow>(`${asOfKickOff ? oddsAsOf('m.starts_at') : ODDS_NOW} WHERE o.match_id = ANY($1::bigint[])`, [
      matches.map((match) => match.id),
    ]);
    return matches.map((match) => {
      const lines = odds.filter((row) => row.match_id === match.id);
      const markets = (PLAN_MARKETS[match.sport] as readonly PlanMarket[])
        .filter((market) => marketFits(market, match.sport, match.discipline))
        .flatMap((market) => {
          const prices: Partial<Record<PlanPick, number>> = {};
          let line: number | null = null;
          for (const pick of MARKET_PICKS[market]) {
            const priced = pricedPick(market, pick, lines);
            if (!priced) return [];
            line = priced.line;
            if (priced.odds !== null) prices[pick] = priced.odds;
          }
          const maps = MAP_MARKETS.includes(market) ? Array.from({ length: match.best_of ?? 1 }, (_, index) => index + 1) : [];
          return [{ market, line, prices, maps }];
        });
      return {
        id: match.id,
        sport: match.sport,
        discipline: match.discipline,
        competition: match.competition,
        home: match.home,
        away: match.away,
        startsAt: new Date(match.starts_at).toISOString(),
        status: match.status === 'finished' ? ('finished' as const) : ('not_started' as const),
        homeScore: Number(match.home_score),
        awayScore: Number(match.away_score),
        markets,
      };
    });
  }

  /** Unlocks a plan with coins, at most once per user; never below a zero balance (purchases.ts). */
  purchase(userId: string, planId: string, key: string): Promise<PurchaseResponse> {
    return purchasePlan(this.db, { userId, planId, key, at: this.clock.now() });
  }
}
