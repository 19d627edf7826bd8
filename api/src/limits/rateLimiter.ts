// The rate limiter: each limit is a rule of the table (rateLimits.ts) checked against the events
// its counter has under a key in a sliding window. Callers check inside their own transaction,
// so the check and the write it guards are one step: two requests of one key cannot both pass
// the last free place, and a write that fails (rolls back) counts nothing.
//
// This implementation keeps the events in the database (`rate_limit_events`); RedisRateLimiter
// (redisRateLimiter.ts) keeps them in Redis, for several api processes that have one.
import type { Database, Queryable } from '../db/database';
import { refuse } from '../http/envelope';
import { RATE_LIMITS, type RateCounter, type RateLimitName, type RateLimitRule, type RateLimitRules } from './rateLimits';

export interface RateCheck<Name extends string = RateLimitName> {
  rule: Name;
  key: string;
  /** A narrower window for this check than the rule's (a live room's slow mode). */
  windowMs?: number;
}

/** What a take counted, to give back when the work it allowed did not happen after all. */
export interface RateTicket {
  /** Forgets the take's events (a code the provider could not send: the fan may ask again at once). */
  undo(db: Queryable): Promise<void>;
}

export interface RateLimiter<Name extends string = RateLimitName> {
  readonly rules: RateLimitRules<Name>;
  /**
   * Refuses with the first rule (in the order given) whose key is at its maximum; otherwise
   * counts one event for each check (once per counter and key). Runs in the caller's
   * transaction: concurrent takes of one key queue, and a rollback counts nothing. The ticket
   * gives the events back after a commit, when what they allowed failed outside the transaction.
   */
  take(tx: Queryable, checks: readonly RateCheck<Name>[], at: Date): Promise<RateTicket>;
  /** Refuses like `take`, counts nothing: for limits on failures, counted by `record` once one happens. */
  check(db: Queryable, checks: readonly RateCheck<Name>[], at: Date): Promise<void>;
  /** Counts one event for each check (once per counter and key) without checking. */
  record(db: Queryable, checks: readonly RateCheck<Name>[], at: Date): Promise<void>;
  /** Forgets events no rule can count any more (housekeeping); returns how many. */
  prune(at: Date): Promise<number>;
}

/** A check with its rule and the window it counts in. */
export interface ResolvedCheck {
  name: string;
  rule: RateLimitRule;
  key: string;
  windowMs: number;
}

export function resolveChecks<Name extends string>(rules: RateLimitRules<Name>, checks: readonly RateCheck<Name>[]): ResolvedCheck[] {
  return checks.map((check) => {
    const rule = rules[check.rule];
    if (!rule) throw new Error(`rate limit ${check.rule}: no such rule`);
    const windowMs = check.windowMs ?? rule.windowMs;
    if (!(windowMs >= 0 && windowMs <= rule.windowMs)) throw new Error(`rate limit ${check.rule}: a check may narrow the window, not widen it`);
    return { name: check.rule, rule, key: check.key, windowMs };
  });
}

/**
 * The refusal of a full check at `at`. `freeingAt`: the event whose leaving the window makes room
 * (the max-th newest in it), when known; the wait lasts until it is a window old.
 */
export function fullRefusal(check: ResolvedCheck, freeingAt: number | null, at: Date): Error {
  const waitMs = freeingAt !== null ? Math.max(0, freeingAt + check.windowMs - at.getTime()) : check.windowMs;
  return refuse(check.rule.refusal, 429, { seconds: Math.max(1, Math.ceil(waitMs / 1000)), minutes: Math.max(1, Math.ceil(waitMs / 60_000)) });
}

/** How long each counter's events can count: its longest rule's window. */
export function counterHorizons(rules: RateLimitRules<string>): Map<RateCounter, number> {
  const horizons = new Map<RateCounter, number>();
  for (const rule of Object.values<RateLimitRule>(rules)) horizons.set(rule.counts, Math.max(horizons.get(rule.counts) ?? 0, rule.windowMs));
  return horizons;
}

export class DatabaseRateLimiter<Name extends string = RateLimitName> implements RateLimiter<Name> {
  constructor(
    private readonly db: Database,
    readonly rules: RateLimitRules<Name> = RATE_LIMITS as unknown as RateLimitRules<Name>,
  ) {}

  async take(tx: Queryable, checks: readonly RateCheck<Name>[], at: Date): Promise<RateTicket> {
    const resolved = this.resolve(checks);
    // One lock per counter and key, always in the same order, held until the caller commits.
    for (const lock of [...new Set(resolved.map((check) => `rate:${check.rule.counts}:${check.key}`))].sort())
      await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [lock]);
    await this.refuseWhenFull(tx, resolved, at);
    await this.insert(tx, resolved, at);
    const events = [...new Map(resolved.map((check) => [`${check.rule.counts}\0${check.key}`, check])).values()];
    return {
      // One event of each counter and key at that instant: the take's (another of the same instant counts the same).
      undo: async (db) => {
        await db.query(
          `DELETE FROM rate_limit_events WHERE ctid IN (
             SELECT DISTINCT ON (e.counter, e.key) e.ctid FROM rate_limit_events e
             JOIN unnest($1::text[], $2::text[]) AS c(counter, key) ON c.counter = e.counter AND c.key = e.key WHERE e.at = $3)`,
          [events.map((check) => check.rule.counts), events.map((check) => check.key), at],
        );
      },
    };
  }

  async check(db: Queryable, checks: readonly RateCheck<Name>[], at: Date): Promise<void> {
    await this.refuseWhenFull(db, this.resolve(checks), at);
  }

  async record(db: Queryable, checks: readonly RateCheck<Name>[], at: Date): Promise<void> {
    await this.insert(db, this.resolve(checks), at);
  }

  async prune(at: Date): Promise<number> {
    // Each counter keeps what its longest rule can still count; a counter no rule names any more keeps nothing.
    const horizons = counterHorizons(this.rules);
    const pruned = await this.db.query<{ count: number }>(
      `WITH gone AS (
         DELETE FROM rate_limit_events e
         WHERE e.at <= coalesce((SELECT h.since FROM unnest($1::text[], $2::timestamptz[]) AS h(counter, since) WHERE h.counter = e.counter), $3)
         RETURNING 1)
       SELECT count(*)::int AS count FROM gone`,
      [[...horizons.keys()], [...horizons.values()].map((windowMs) => new Date(at.getTime() - windowMs)), at],
    );
    return Number(pruned[0]?.count ?? 0);
  }

  private resolve(checks: readonly RateCheck<Name>[]): ResolvedCheck[] {
    return resolveChecks(this.rules, checks);
  }

  private async refuseWhenFull(db: Queryable, checks: ResolvedCheck[], at: Date): Promise<void> {
    if (checks.length === 0) return;
    const counts = await db.query<{ count: number }>(
      `SELECT (SELECT count(*) FROM rate_limit_events e WHERE e.counter = c.counter AND e.key = c.key AND e.at > c.since)::int AS count
       FROM unnest($1::text[], $2::text[], $3::timestamptz[]) WITH ORDINALITY AS c(counter, key, since, position) ORDER BY c.position`,
      [checks.map((check) => check.rule.counts), checks.map((check) => check.key), checks.map((check) => new Date(at.getTime() - check.windowMs))],
    );
    const full = checks.findIndex((check, index) => Number(counts[index]?.count ?? 0) >= check.rule.max);
    if (full < 0) return;
    const check = checks[full]!;
    // The wait: until the event whose leaving the window makes room (the max-th newest) is older than the window.
    const [freeing] = await db.query<{ at: Date }>(
      'SELECT at FROM rate_limit_events WHERE counter = $1 AND key = $2 AND at > $3 ORDER BY at DESC OFFSET $4 LIMIT 1',
      [check.rule.counts, check.key, new Date(at.getTime() - check.windowMs), check.rule.max - 1],
    );
    throw fullRefusal(check, freeing ? new Date(freeing.at).getTime() : null, at);
  }

  private async insert(db: Queryable, checks: ResolvedCheck[], at: Date): Promise<void> {
    const events = new Map(checks.map((check) => [`${check.rule.counts}\0${check.key}`, check]));
    if (events.size === 0) return;
    await db.query('INSERT INTO rate_limit_events (counter, key, at) SELECT counter, key, $3 FROM unnest($1::text[], $2::text[]) AS e(counter, key)', [
      [...events.values()].map((check) => check.rule.counts),
      [...events.values()].map((check) => check.key),
      at,
    ]);
  }
}
