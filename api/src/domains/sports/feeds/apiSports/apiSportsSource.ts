// API-Sports as a feed (one per sport: API-Football, API-Basketball), polled by need within the
// plan's quota:
// - live scores as often as the day's remaining budget allows (every `livePollSeconds` at best)
//   while a match may be in play, never otherwise; a match that leaves the live list is read once
//   more by id for its final;
// - finished matches again an hour and six hours after they ended (corrections);
// - today's fixtures every 10 minutes, the week ahead every 6 hours, the whole season (results
//   the standings are drawn from) once a day; odds every 3 hours; injuries every 12 hours; each
//   less often when the plan is small, so that each keeps to its share of the day.
// API-Football's live answer carries events, line-ups and statistics, so a live match costs one
// request a round however many are played.
import type { Sport } from '@matchday/shared/api/sports';
import type { Clock } from '../../../../clock';
import type { Queryable } from '../../../../db/database';
import type { FeedMatch, FeedOdds } from '../feedModel';
import { FeedHttp, retryAfterHeader } from '../feedHttp';
import type { FeedSource, PollContext, PollOutcome } from '../feedSource';
import { RequestBudget, type RequestPriority } from '../requestBudget';
import type { Envelope, Fixture, FixtureOdds, Game, Injury } from './apiSportsTypes';
import { basketballId, basketballMatch, basketballOdds } from './basketballMapping';
import { footballId, footballMatch, footballOdds, injuryOf } from './footballMapping';

export interface ApiSportsLeague {
  id: number;
  /** As the api names it: `2025` (football), `2025-2026` (basketball). */
  season: string;
}

export interface ApiSportsSettings {
  key: string;
  baseUrl: string;
  leagues: ApiSportsLeague[];
  perMinute: number;
  perDay: number;
  /** The shortest wait between two live reads. */
  livePollSeconds: number;
  /** The shortest wait between two reads of today's fixtures (kick-off times move, line-ups come). */
  todayPollMinutes: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const EVERY = { today: 10 * MINUTE, ahead: 6 * HOUR, season: 24 * HOUR, odds: 3 * HOUR, injuries: 12 * HOUR };
/** The share of the day's plan each scheduled read may use; the rest is for live scores. */
const DAY_SHARE: Record<keyof typeof EVERY, number> = { today: 0.15, ahead: 0.05, season: 0.03, odds: 0.05, injuries: 0.02 };
/** A match may be in play from its kick-off until this long after it (extra time, delays). */
const PLAY_WINDOW = 3 * HOUR;
const CORRECTION_CHECKS = [HOUR, 6 * HOUR];
const IDS_PER_REQUEST = 20;

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

export class ApiSportsSource implements FeedSource {
  readonly provider = 'api-sports' as const;
  readonly sports: readonly Sport[];
  private readonly http: FeedHttp;
  private readonly budget: RequestBudget;
  private readonly nextAt = new Map<string, number>();
  /** Kick-offs of the fixtures read so far, by provider id: a live read is due only around them. */
  private readonly kickOffs = new Map<string, number>();
  private readonly odds = new Map<string, FeedOdds[]>();
  /** The last refusal or failure, for the log and the usage report. */
  problem: string | null = null;
  /** Finished matches read again, and at which check. */
  private readonly corrected = new Map<string, number>();

  constructor(
    readonly sport: 'football' | 'basketball',
    private readonly settings: ApiSportsSettings,
    db: Queryable,
    private readonly clock: Clock,
    fetchImpl?: typeof fetch,
  ) {
    this.sports = [sport];
    // Each of API-Sports' apis has its own plan: football and basketball count apart.
    this.budget = new RequestBudget(db, `api-sports:${sport}`, { perMinute: settings.perMinute, perDay: settings.perDay }, clock);
    this.http = new FeedHttp({
      baseUrl: settings.baseUrl,
      headers: { 'x-apisports-key': settings.key },
      budget: this.budget,
      fetch: fetchImpl,
      // A spent plan is answered 200 with the reason in `errors` (documentation: "errors").
      quotaMessage: (body) => {
        const errors = (body as Envelope<unknown>).errors;
        if (!errors || Array.isArray(errors)) return null;
        return errors.requests ?? errors.rateLimit ?? null;
      },
      usedToday: (headers) => {
        const limit = Number(headers.get('x-ratelimit-requests-limit'));
        const remaining = Number(headers.get('x-ratelimit-requests-remaining'));
        return headers.has('x-ratelimit-requests-remaining') && Number.isFinite(limit) && Number.isFinite(remaining) ? limit - remaining : null;
      },
      retryAfterMs: (headers, nowMs) => retryAfterHeader(headers, nowMs) ?? (headers.has('x-ratelimit-remaining') ? MINUTE : null),
    });
  }

  private due(task: string, now: number): boolean {
    return (this.nextAt.get(task) ?? 0) <= now;
  }

  private later(task: string, now: number, wait: number): void {
    this.nextAt.set(task, now + wait);
  }

  /**
   * How long to wait before the next live read: what is left of the day's plan (a fifth kept for
   * fixtures, odds and corrections) spread over the play still to come today (the known
   * kick-offs' windows), never faster than the settings allow.
   */
  private liveWait(now: Date): number {
    const use = this.budget.use();
    const left = Math.max(1, use.perDay - use.requests - Math.ceil(use.perDay * 0.2));
    const at = now.getTime();
    const endOfDay = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
    const windows = [...this.kickOffs.values()]
      .map((kickOff) => [Math.max(kickOff, at), Math.min(kickOff + PLAY_WINDOW, endOfDay)] as const)
      .filter(([from, to]) => to > from)
      .sort((a, b) => a[0] - b[0]);
    let playLeft = 0;
    let reached = at;
    for (const [from, to] of windows) {
      const start = Math.max(from, reached);
      if (to > start) playLeft += to - start;
      reached = Math.max(reached, to);
    }
    const spread = (playLeft > 0 ? playLeft : endOfDay - at) / left;
    return Math.max(this.settings.livePollSeconds * 1000, Math.min(spread, 30 * MINUTE));
  }

  /** How often a scheduled read is made: its usual wait, longer when the plan is small (each task keeps to its share of the day). */
  private every(task: keyof typeof EVERY): number {
    const reads = Math.max(1, (this.settings.perDay * DAY_SHARE[task]) / Math.max(1, this.settings.leagues.length));
    const usual = task === 'today' ? this.settings.todayPollMinutes * MINUTE : EVERY[task];
    return Math.max(usual, (24 * HOUR) / reads);
  }

  private async read<T>(path: string, query: Record<string, string | number | undefined>, priority: RequestPriority): Promise<T[] | null> {
    const answer = await this.http.get<Envelope<T>>(path, query, priority);
    if (!answer.ok) {
      if (answer.reason !== 'skipped') this.problem = `${path}: ${answer.reason}${answer.status ? ` ${answer.status}` : ''}${answer.message ? `: ${answer.message}` : ''}`;
      return null;
    }
    // Any other problem (a wrong key, a bad parameter) comes in `errors` too: the answer holds nothing.
    const errors = answer.body.errors;
    if (errors && !Array.isArray(errors) && Object.keys(errors).length > 0) {
      this.problem = `${path}: ${Object.values(errors).join('; ')}`;
      return null;
    }
    return answer.body.response;
  }

  private mapFixture(fixture: Fixture | Game): FeedMatch {
    if (this.sport === 'football') {
      const match = footballMatch(fixture as Fixture, { odds: this.odds.get(footballId('fixture', (fixture as Fixture).fixture.id)) });
      this.kickOffs.set(match.providerId, match.startsAt.getTime());
      return match;
    }
    const match = basketballMatch(fixture as Game, { odds: this.odds.get(basketballId('game', (fixture as Game).id)) });
    this.kickOffs.set(match.providerId, match.startsAt.getTime());
    return match;
  }

  private get fixturesPath() {
    return this.sport === 'football' ? 'fixtures' : 'games';
  }

  private rawId(providerId: string): string {
    return providerId.slice(providerId.indexOf(':') + 1);
  }

  /** Whether a match may be in play now: one stored as live, or a kick-off in the last hours or the next minutes. */
  private mayBeLive(now: number, context: PollContext): boolean {
    if (context.live.length > 0) return true;
    for (const kickOff of this.kickOffs.values()) if (kickOff - 5 * MINUTE <= now && now <= kickOff + PLAY_WINDOW) return true;
    return false;
  }

  async poll(now: Date, context: PollContext): Promise<PollOutcome> {
    const at = now.getTime();
    const matches: FeedMatch[] = [];
    let live: boolean | null = null;
    const injuries: NonNullable<PollOutcome['injuries']> = [];
    const leagues = this.settings.leagues;

    if (this.due('live', at) && this.mayBeLive(at, context)) {
      this.later('live', at, this.liveWait(now));
      const answers: ((Fixture | Game)[] | null)[] =
        this.sport === 'football'
          ? [await this.read<Fixture>('fixtures', { live: leagues.map((league) => league.id).join('-') }, 'live')]
          : await Promise.all(leagues.map((league) => this.read<Game>('games', { date: isoDay(now), league: league.id, season: league.season }, 'live')));
      live = answers.every((answer) => answer !== null);
      // No answer: asked again at the shortest wait, so fans see the score as soon as it is back.
      if (!live) this.later('live', at, this.settings.livePollSeconds * 1000);
      const read = answers.flatMap((answer) => answer ?? []).map((fixture: Fixture | Game) => this.mapFixture(fixture));
      matches.push(...read);
      if (live) {
        // A match the live list no longer has has ended (or stopped): read it once more for its final.
        const seen = new Set(read.filter((match) => match.status === 'live').map((match) => match.providerId));
        const gone = context.live.filter((id) => !seen.has(id));
        matches.push(...(await this.byIds(gone, 'live')));
      }
    }

    const checks = context.recentlyFinished.filter(({ providerId, endedAt }) => {
      const done = this.corrected.get(providerId) ?? 0;
      return done < CORRECTION_CHECKS.length && at >= endedAt.getTime() + CORRECTION_CHECKS[done]!;
    });
    if (checks.length > 0) {
      const read = await this.byIds(checks.map((check) => check.providerId), 'today');
      for (const check of checks) if (read.some((match) => match.providerId === check.providerId)) this.corrected.set(check.providerId, (this.corrected.get(check.providerId) ?? 0) + 1);
      matches.push(...read);
    }

    if (this.due('odds', at)) {
      this.later('odds', at, this.every('odds'));
      for (const league of leagues) {
        const answer = await this.read<FixtureOdds>('odds', { league: league.id, season: league.season, date: isoDay(now) }, 'ahead');
        for (const entry of answer ?? []) {
          const id = this.sport === 'football' ? footballId('fixture', entry.fixture.id) : basketballId('game', (entry as unknown as { game: { id: number } }).game?.id ?? entry.fixture?.id);
          this.odds.set(id, this.sport === 'football' ? footballOdds(entry) : basketballOdds(entry));
        }
      }
    }

    for (const [task, query, priority] of [
      ['today', (league: ApiSportsLeague) => ({ league: league.id, season: league.season, date: isoDay(now) }), 'today'],
      ['ahead', (league: ApiSportsLeague) => ({ league: league.id, season: league.season, from: isoDay(now), to: isoDay(new Date(at + 7 * 24 * HOUR)) }), 'ahead'],
      ['season', (league: ApiSportsLeague) => ({ league: league.id, season: league.season }), 'ahead'],
    ] as const) {
      if (!this.due(task, at)) continue;
      // Basketball's api reads a day at a time: the week ahead is the next seven days.
      if (this.sport === 'basketball' && task === 'ahead') {
        this.later(task, at, this.every(task));
        for (const league of leagues)
          for (let day = 1; day <= 7; day += 1) {
            const answer = await this.read<Game>('games', { league: league.id, season: league.season, date: isoDay(new Date(at + day * 24 * HOUR)) }, priority);
            matches.push(...(answer ?? []).map((game) => this.mapFixture(game)));
          }
        continue;
      }
      let complete = true;
      for (const league of leagues) {
        const answer: (Fixture | Game)[] | null = await this.read<Fixture | Game>(this.fixturesPath, query(league), priority);
        if (answer === null) complete = false;
        matches.push(...(answer ?? []).map((fixture: Fixture | Game) => this.mapFixture(fixture)));
      }
      // A read that did not go through is tried again in a minute, not after the whole wait.
      this.later(task, at, complete ? this.every(task) : MINUTE);
    }

    if (this.sport === 'football' && this.due('injuries', at)) {
      this.later('injuries', at, this.every('injuries'));
      for (const league of leagues) {
        const answer = await this.read<Injury>('injuries', { league: league.id, season: league.season, date: isoDay(now) }, 'ahead');
        if (!answer) continue;
        const byTeam = new Map<string, ReturnType<typeof injuryOf>[]>();
        for (const injury of answer) {
          const line = injuryOf(injury, (id) => footballId('team', id));
          byTeam.set(line.teamProviderId, [...(byTeam.get(line.teamProviderId) ?? []), line]);
        }
        for (const [teamProviderId, lines] of byTeam) injuries.push({ teamProviderId, injuries: lines });
      }
    }
    return { matches: latestFirst(matches), live, ...(injuries.length > 0 ? { injuries } : {}) };
  }

  /** Matches by id, twenty to a request (API-Football's `ids`; API-Basketball reads one game at a time). */
  private async byIds(providerIds: string[], priority: RequestPriority): Promise<FeedMatch[]> {
    const matches: FeedMatch[] = [];
    if (this.sport === 'football')
      for (let index = 0; index < providerIds.length; index += IDS_PER_REQUEST) {
        const ids = providerIds.slice(index, index + IDS_PER_REQUEST).map((id) => this.rawId(id));
        const answer = await this.read<Fixture>('fixtures', ids.length === 1 ? { id: ids[0] } : { ids: ids.join('-') }, priority);
        matches.push(...(answer ?? []).map((fixture) => this.mapFixture(fixture)));
      }
    else
      for (const id of providerIds) {
        const answer = await this.read<Game>('games', { id: this.rawId(id) }, priority);
        matches.push(...(answer ?? []).map((game) => this.mapFixture(game)));
      }
    return matches;
  }

  use() {
    return { ...this.budget.use(), byPath: Object.fromEntries(this.http.sent), problem: this.problem };
  }
}

/**
 * One answer per match: when a round reads a match twice (the season list and the live list),
 * the one further on wins (live beats scheduled, finished beats live).
 */
function latestFirst(matches: FeedMatch[]): FeedMatch[] {
  const rank = { not_started: 0, result_unknown: 1, live: 2, finished: 3 } as const;
  const byId = new Map<string, FeedMatch>();
  for (const match of matches) {
    const kept = byId.get(match.providerId);
    if (!kept || rank[match.status] > rank[kept.status] || (rank[match.status] === rank[kept.status] && (match.events?.length ?? -1) >= (kept.events?.length ?? -1))) byId.set(match.providerId, match);
  }
  return [...byId.values()];
}
