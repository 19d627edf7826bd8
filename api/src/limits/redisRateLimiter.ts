// The rate limiter for several api processes: each counter and key is a sorted set in Redis of
// its events scored by their time (ms, from the caller's `at`, so a clock moved in tests is
// followed), and one Lua script checks every rule of a call and adds its events, so the check
// and the count are one atomic step across all the keys and all the processes: two processes
// racing for a key's last place let exactly one through.
//
// Redis is not in the caller's transaction, so "a write that fails counts nothing" is kept by
// undoing: `take` (and `record`) add the events at once and register an after-rollback callback
// on the caller's transaction that removes them again (by their member, unique to the call). While
// such a transaction is in flight its events count; a concurrent take may be refused by an event
// that is then removed (refusing too much, never letting too much through). A process killed
// between the add and its rollback leaves the events counting until they leave the window.
//
// Each set keeps only what the counter's longest rule can count (older events are trimmed at each
// add) and expires that long after its last event, so `prune` has nothing to do. All of a call's
// keys are used by one script: on a Redis Cluster they would need one hash slot (this is for one
// Redis server).
import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Queryable } from '../db/database';
import { counterHorizons, fullRefusal, resolveChecks, type RateCheck, type RateLimiter, type RateTicket, type ResolvedCheck } from './rateLimiter';
import { RATE_LIMITS, type RateCounter, type RateLimitName, type RateLimitRules } from './rateLimits';

// KEYS: the call's sets (one per counter and key). ARGV: mode (take, check or record), the
// event's score and member, the number of checks, then per check the index of its set, the start
// of its window (events after it count) and its maximum, then per set the horizon (events at or
// before it are trimmed) and its time to live (ms).
// Answers {0, ''} when it passes, or {the full check's position, the freeing event's score}.
const SCRIPT = `
local mode = ARGV[1]
local checks = tonumber(ARGV[4])
if mode ~= 'record' then
  for c = 0, checks - 1 do
    local at = 5 + 3 * c
    local key = KEYS[tonumber(ARGV[at])]
    local since = '(' .. ARGV[at + 1]
    local max = tonumber(ARGV[at + 2])
    if redis.call('ZCOUNT', key, since, '+inf') >= max then
      local freeing = redis.call('ZREVRANGEBYSCORE', key, '+inf', since, 'WITHSCORES', 'LIMIT', max - 1, 1)
      return {c + 1, freeing[2] or ''}
    end
  end
end
if mode ~= 'check' then
  local sets = 5 + 3 * checks
  for k = 1, #KEYS do
    redis.call('ZADD', KEYS[k], ARGV[2], ARGV[3])
    redis.call('ZREMRANGEBYSCORE', KEYS[k], '-inf', ARGV[sets + 2 * (k - 1)])
    redis.call('PEXPIRE', KEYS[k], ARGV[sets + 2 * (k - 1) + 1])
  end
end
return {0, ''}
`;
const COMMAND = 'matchdayRateLimit';
type Mode = 'take' | 'check' | 'record';
type ScriptCall = (...args: (string | number)[]) => Promise<[number, string]>;

export class RedisRateLimiter<Name extends string = RateLimitName> implements RateLimiter<Name> {
  private readonly horizons: Map<RateCounter, number>;
  private readonly script: ScriptCall;

  constructor(
    private readonly redis: Redis,
    readonly rules: RateLimitRules<Name> = RATE_LIMITS as unknown as RateLimitRules<Name>,
    /** Where this limiter's sets live (tests keep theirs apart). */
    private readonly prefix = 'matchday:rate:',
  ) {
    this.horizons = counterHorizons(rules);
    redis.defineCommand(COMMAND, { lua: SCRIPT });
    const command = (redis as unknown as Record<string, ScriptCall>)[COMMAND]!;
    this.script = (...args) => command.apply(redis, args);
  }

  async take(tx: Queryable, checks: readonly RateCheck<Name>[], at: Date): Promise<RateTicket> {
    const taken = await this.run('take', tx, resolveChecks(this.rules, checks), at);
    return { undo: async () => (taken ? this.forget(taken.sets, taken.member) : undefined) };
  }

  async check(db: Queryable, checks: readonly RateCheck<Name>[], at: Date): Promise<void> {
    await this.run('check', db, resolveChecks(this.rules, checks), at);
  }

  async record(db: Queryable, checks: readonly RateCheck<Name>[], at: Date): Promise<void> {
    await this.run('record', db, resolveChecks(this.rules, checks), at);
  }

  /** Nothing to forget: sets are trimmed as they grow and expire once idle. */
  async prune(): Promise<number> {
    return 0;
  }

  /** The set of a counter's events under a key. */
  setOf(counter: RateCounter, key: string): string {
    return `${this.prefix}${counter}:${key}`;
  }

  /** Runs the script; answers the sets and the member it added (to take back). */
  private async run(mode: Mode, db: Queryable, checks: ResolvedCheck[], at: Date): Promise<{ sets: string[]; member: string } | null> {
    if (checks.length === 0) return null;
    const sets = [...new Set(checks.map((check) => this.setOf(check.rule.counts, check.key)))];
    const counters = sets.map((set) => checks.find((check) => this.setOf(check.rule.counts, check.key) === set)!.rule.counts);
    const score = at.getTime();
    const member = `${score}:${randomUUID()}`;
    const [full, freeing] = await this.script(
      sets.length,
      ...sets,
      mode,
      score,
      member,
      checks.length,
      ...checks.flatMap((check) => [sets.indexOf(this.setOf(check.rule.counts, check.key)) + 1, score - check.windowMs, check.rule.max]),
      ...counters.flatMap((counter) => {
        const horizonMs = this.horizons.get(counter) ?? 0;
        return [score - horizonMs, Math.max(1000, horizonMs)];
      }),
    );
    if (full > 0) throw fullRefusal(checks[full - 1]!, freeing === '' ? null : Number(freeing), at);
    // Counted in Redis now; taken back if the caller's transaction does not commit.
    if (mode !== 'check') db.afterRollback?.(() => this.forget(sets, member));
    return { sets, member };
  }

  private async forget(sets: string[], member: string): Promise<void> {
    const pipeline = this.redis.pipeline();
    for (const set of sets) pipeline.zrem(set, member);
    const failed = (await pipeline.exec())?.find(([error]) => error);
    if (failed) throw failed[0];
  }
}
