// API-Sports as a feed (one per sport: API-Football, API-Basketball), polled by need within the
// plan's quota:
// - while matches may be in play, live rounds at the cadence apiSportsCadence.ts computes (live
//   list, and the details of each match: statistics, line-ups, players and ratings, through
//   `fixtures?ids=`); a match that leaves the live list is read once more by id for its final;
// - line-ups before kick-off (API-Football has them about forty minutes ahead) every 15 minutes in
//   the hour before;
// - finished matches again an hour and six hours after they ended (corrections), and each
//   league's table fifteen minutes after its last match of the day;
// - today's fixtures every 10 minutes, the week ahead every 6 hours, the whole season (results
//   the standings are drawn from) once a day, each league's seasons (their first and last days,
//   which name them) once a day; odds every 3 hours; injuries every 12 hours; each less often when
//   the plan is small, so that each keeps to its share of the day.
// The plan's limits are the provider's own headers once it has answered (`x-ratelimit-requests-*`
// per day, `X-RateLimit-*` per minute); until then the settings'. A 5xx or no answer in time backs
// off (requestBudget.ts). Between requests the round keeps the feed's lease, and stops once
// another process holds it.
import type { Sport } from '@matchday/contracts/sports/contract';
import type { Clock } from '../../../../clock';
import type { Queryable } from '../../../../db/database';
import type { FeedMatch, FeedOdds, FeedStandings } from '../feedModel';
import { FeedHttp, retryAfterHeader } from '../feedHttp';
import { FeedLeaseLost, type FeedSource, type PollContext, type PollOutcome } from '../feedSource';
import { RequestBudget, type RequestPriority } from '../requestBudget';
import { DETAIL_EVERY, IDS_PER_REQUEST, liveWait, PLAY_WINDOW_MS } from './apiSportsCadence';
import type { Envelope, Fixture, FixtureOdds, Game, Injury, League, StandingsAnswer } from './apiSportsTypes';
import { basketballId, basketballMatch, basketballOdds } from './basketballMapping';
import { footballCompetition, footballId, footballMatch, footballOdds, footballSeason, footballSeasonKey, injuryOf, type SeasonSpan } from './footballMapping';

export interface ApiSportsLeague {
  id: number;
  /** As the api names it: `2025` (football), `2025-2026` (basketball). */
  season: string;
}

export interface ApiSportsSettings {
  key: string;
  baseUrl: string;
  leagues: ApiSportsLeague[];
  /** The plan's limits until the provider's headers say them. */
  perMinute: number;
  perDay: number;
  /** The shortest wait between two live reads. */
  livePollSeconds: number;
  /** The shortest wait between two reads of today's fixtures (kick-off times move, line-ups come). */
  todayPollMinutes: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const EVERY = { today: 10 * MINUTE, ahead: 6 * HOUR, season: 24 * HOUR, odds: 3 * HOUR, injuries: 12 * HOUR, leagues: 24 * HOUR, standings: 24 * HOUR };
/** The share of the day's plan each scheduled read may use; the rest is for live scores. */
const DAY_SHARE: Record<keyof typeof EVERY, number> = { today: 0.12, ahead: 0.04, season: 0.02, odds: 0.04, injuries: 0.02, leagues: 0.01, standings: 0.02 };
const CORRECTION_CHECKS = [HOUR, 6 * HOUR];
/** Line-ups are looked for from this long before kick-off, this often. */
const LINEUPS_FROM = HOUR;
const LINEUPS_EVERY = 15 * MINUTE;
/** A league's table is read again this long after its last match of the day left the live list. */
const STANDINGS_AFTER = 15 * MINUTE;

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

export class ApiSportsSource implements FeedSource {
  readonly provider = 'api-sports' as const;
  readonly sports: readonly Sport[];
  private readonly http: FeedHttp;
  private readonly budget: RequestBudget;
  private readonly nextAt = new Map<string, number>();
  /** Kick-offs of the fixtures read so far, by provider id: a live read is due only around them. */
  private readonly kickOffs = new Map<string, number>();
  /** Fixtures read as finished, cancelled or postponed: not in play. */
  private readonly over = new Set<string>();
  /** Fixtures whose line-ups have been read. */
  private readonly lineupsRead = new Set<string>();
  /** League of each fixture read, for the standings after its day. */
  private readonly leagueOf = new Map<string, number>();
  private readonly odds = new Map<string, FeedOdds[]>();
  /** Each league's seasons (`/leagues`): their first and last days name them. */
  private readonly seasons = new Map<number, Map<number, SeasonSpan>>();
  /** Live rounds since the last details round. */
  private liveRounds = 0;
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
    const header = (headers: Headers, name: string) => (headers.has(name) ? Number(headers.get(name)) : null);
    this.http = new FeedHttp({
      baseUrl: settings.baseUrl,
      headers: { 'x-apisports-key': settings.key },
      budget: this.budget,
      fetch: fetchImpl,
      // A spent plan is answered 200 with the reason in `errors` (documentation: "errors").
      quotaMessage: (body) => {
        const errors = (body as Envelope<unknown> | null)?.errors;
        if (!errors || Array.isArray(errors) || typeof errors !== 'object') return null;
        return errors.requests ?? errors.rateLimit ?? null;
      },
      usedToday: (headers) => {
        const limit = header(headers, 'x-ratelimit-requests-limit');
        const remaining = header(headers, 'x-ratelimit-requests-remaining');
        return limit !== null && remaining !== null && Number.isFinite(limit) && Number.isFinite(remaining) ? limit - remaining : null;
      },
      limits: (headers) => ({
        perDay: header(headers, 'x-ratelimit-requests-limit'),
        perWindow: header(headers, 'x-ratelimit-limit'),
        windowRemaining: header(headers, 'x-ratelimit-remaining'),
      }),
      retryAfterMs: (headers, nowMs) => retryAfterHeader(headers, nowMs) ?? (headers.has('x-ratelimit-remaining') ? MINUTE : null),
    });
  }

  private due(task: string, now: number): boolean {
    return (this.nextAt.get(task) ?? 0) <= now;
  }

  private later(task: string, now: number, wait: number): void {
    this.nextAt.set(task, now + wait);
  }

  /** How often a scheduled read is made: its usual wait, longer when the plan is small (each task keeps to its share of the day). */
  private every(task: keyof typeof EVERY): number {
    const reads = Math.max(1, (this.budget.settings.perDay * DAY_SHARE[task]) / Math.max(1, this.settings.leagues.length));
    const usual = task === 'today' ? this.settings.todayPollMinutes * MINUTE : EVERY[task];
    return Math.max(usual, (24 * HOUR) / reads);
  }

  private async read<T>(path: string, query: Record<string, string | number | undefined>, priority: RequestPriority): Promise<T[] | null> {
    const answer = await this.http.get<Envelope<T>>(path, query, priority);
    if (!answer.ok) {
      if (answer.reason === 'lost') throw new FeedLeaseLost(`api-sports:${this.sport}`);
      if (answer.reason !== 'skipped') this.problem = `${path}: ${answer.reason}${answer.status ? ` ${answer.status}` : ''}${answer.message ? `: ${answer.message}` : ''}`;
      return null;
    }
    const body = answer.body as Envelope<T> | null;
    // Any other problem (a wrong key, a bad parameter) comes in `errors` too: the answer holds nothing.
    const errors = body?.errors;
    if (errors && !Array.isArray(errors) && typeof errors === 'object' && Object.keys(errors).length > 0) {
      this.problem = `${path}: ${Object.values(errors).join('; ')}`;
      return null;
    }
    if (!body || !Array.isArray(body.response)) {
      this.problem = `${path}: an answer without a response list`;
      return null;
    }
    return body.response;
  }

  /** Maps what the provider sent, one fixture at a time: one it sends malformed is logged and left out, never the round. */
  private mapAll(fixtures: readonly (Fixture | Game)[] | null): FeedMatch[] {
    const matches: FeedMatch[] = [];
    for (const fixture of fixtures ?? []) {
      try {
        matches.push(this.mapFixture(fixture));
      } catch (error) {
        this.problem = `a ${this.sport === 'football' ? 'fixture' : 'game'} could not be read: ${error instanceof Error ? error.message : String(error)}`;
      }
    }
    return matches;
  }

  private mapFixture(fixture: Fixture | Game): FeedMatch {
    let match: FeedMatch;
    if (this.sport === 'football') {
      const football = fixture as Fixture;
      const span = this.seasons.get(football.league.id)?.get(Number(football.league.season)) ?? null;
      match = footballMatch(football, { odds: this.odds.get(footballId('fixture', football.fixture.id)), seasonSpan: span });
      this.leagueOf.set(match.providerId, football.league.id);
      if (match.lineups) this.lineupsRead.add(match.providerId);
    } else {
      const game = fixture as Game;
      match = basketballMatch(game, { odds: this.odds.get(basketballId('game', game.id)) });
      this.leagueOf.set(match.providerId, game.league.id);
    }
    this.kickOffs.set(match.providerId, match.startsAt.getTime());
    if (match.status === 'finished' || match.status === 'result_unknown' || match.phase === 'postponed') this.over.add(match.providerId);
    else this.over.delete(match.providerId);
    return match;
  }

  private get fixturesPath() {
    return this.sport === 'football' ? 'fixtures' : 'games';
  }

  private rawId(providerId: string): string {
    return providerId.slice(providerId.indexOf(':') + 1);
  }

  /** Fixtures that may be in play now: stored as live, or kicked off (or about to) within the play window and not read as over. */
  private inPlay(now: number, context: PollContext): string[] {
    const ids = new Set(context.live);
    for (const [id, kickOff] of this.kickOffs) if (!this.over.has(id) && kickOff - 5 * MINUTE <= now && now <= kickOff + PLAY_WINDOW_MS) ids.add(id);
    return [...ids];
  }

  async poll(now: Date, context: PollContext): Promise<PollOutcome> {
    this.http.beforeRequest = context.keepLease;
    const at = now.getTime();
    const matches: FeedMatch[] = [];
    let live: boolean | null = null;
    const injuries: NonNullable<PollOutcome['injuries']> = [];
    const standings: FeedStandings[] = [];
    const leagues = this.settings.leagues;

    // The seasons first: a fixture's season is named from them.
    if (this.sport === 'football' && this.due('leagues', at)) {
      let complete = true;
      for (const league of leagues) {
        const answer = await this.read<League>('leagues', { id: league.id }, 'ahead');
        if (answer === null) complete = false;
        for (const entry of answer ?? []) {
          if (!entry?.league || !Array.isArray(entry.seasons)) continue;
          const spans = new Map<number, SeasonSpan>();
          for (const season of entry.seasons) if (season && typeof season.start === 'string' && typeof season.end === 'string') spans.set(Number(season.year), { start: season.start, end: season.end });
          this.seasons.set(entry.league.id, spans);
        }
      }
      this.later('leagues', at, complete ? this.every('leagues') : MINUTE);
    }

    const playing = this.inPlay(at, context);
    if (this.due('live', at) && playing.length > 0) {
      const wait = liveWait({ now, perDay: this.budget.settings.perDay, usedToday: this.budget.use().requests, kickOffs: [...this.kickOffs.values()], inPlay: playing.length, livePollSeconds: this.settings.livePollSeconds });
      this.later('live', at, wait);
      const read = this.sport === 'football' ? await this.footballLive(playing, context) : await this.basketballLive(now);
      live = read.answered;
      // No answer: asked again at the shortest wait, so fans see the score as soon as it is back.
      if (!live) this.later('live', at, this.settings.livePollSeconds * 1000);
      matches.push(...read.matches);
    }

    // Line-ups in the hour before kick-off, until both sides' are given.
    if (this.sport === 'football' && this.due('lineups', at)) {
      this.later('lineups', at, LINEUPS_EVERY);
      const coming = [...this.kickOffs].filter(([id, kickOff]) => !this.lineupsRead.has(id) && !this.over.has(id) && kickOff > at && kickOff - LINEUPS_FROM <= at).map(([id]) => id);
      matches.push(...(await this.byIds(coming, 'today')));
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
          try {
            const id = this.sport === 'football' ? footballId('fixture', entry.fixture.id) : basketballId('game', (entry as unknown as { game: { id: number } }).game?.id ?? entry.fixture?.id);
            this.odds.set(id, this.sport === 'football' ? footballOdds(entry) : basketballOdds(entry));
          } catch {
            this.problem = 'odds: an entry could not be read';
          }
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
          for (let day = 1; day <= 7; day += 1) matches.push(...this.mapAll(await this.read<Game>('games', { league: league.id, season: league.season, date: isoDay(new Date(at + day * 24 * HOUR)) }, priority)));
        continue;
      }
      let complete = true;
      for (const league of leagues) {
        const answer: (Fixture | Game)[] | null = await this.read<Fixture | Game>(this.fixturesPath, query(league), priority);
        if (answer === null) complete = false;
        matches.push(...this.mapAll(answer));
      }
      // A read that did not go through is tried again in a minute, not after the whole wait.
      this.later(task, at, complete ? this.every(task) : MINUTE);
    }

    if (this.sport === 'football' && this.due('standings', at)) {
      let complete = true;
      for (const league of leagues) {
        const table = await this.standingsOf(league);
        if (table === null) complete = false;
        else if (table) standings.push(table);
      }
      this.later('standings', at, complete ? this.every('standings') : MINUTE);
    }

    if (this.sport === 'football' && this.due('injuries', at)) {
      this.later('injuries', at, this.every('injuries'));
      for (const league of leagues) {
        const answer = await this.read<Injury>('injuries', { league: league.id, season: league.season, date: isoDay(now) }, 'ahead');
        if (!answer) continue;
        const byTeam = new Map<string, ReturnType<typeof injuryOf>[]>();
        for (const injury of answer) {
          if (!injury?.player?.name || !injury.team) continue;
          const line = injuryOf(injury, (id) => footballId('team', id));
          byTeam.set(line.teamProviderId, [...(byTeam.get(line.teamProviderId) ?? []), line]);
        }
        for (const [teamProviderId, lines] of byTeam) injuries.push({ teamProviderId, injuries: lines });
      }
    }
    return { matches: latestFirst(matches), live, ...(injuries.length > 0 ? { injuries } : {}), ...(standings.length > 0 ? { standings } : {}) };
  }

  /**
   * A live round of API-Football: twenty or fewer matches in play are read by id (scores, events,
   * statistics, line-ups and players at once); more, by the live list (scores and events), with
   * their details by id every few rounds. A match that left the live list is read once more.
   */
  private async footballLive(playing: string[], context: PollContext): Promise<{ answered: boolean; matches: FeedMatch[] }> {
    if (playing.length <= IDS_PER_REQUEST) {
      const read = await this.byIdsAnswered(playing, 'live');
      this.scheduleStandings(read.matches);
      return read;
    }
    const listed = await this.read<Fixture>('fixtures', { live: this.settings.leagues.map((league) => league.id).join('-') }, 'live');
    if (listed === null) return { answered: false, matches: [] };
    const matches = this.mapAll(listed);
    const seen = new Set(matches.filter((match) => match.status === 'live').map((match) => match.providerId));
    this.liveRounds += 1;
    // Details every few rounds; a match that left the live list (it ended) at once, for its final.
    const gone = context.live.filter((id) => !seen.has(id));
    const detailed = this.liveRounds >= DETAIL_EVERY ? [...seen] : [];
    if (detailed.length > 0) this.liveRounds = 0;
    const ids = [...new Set([...gone, ...detailed])];
    const read = await this.byIds(ids, 'live');
    this.scheduleStandings([...matches, ...read]);
    return { answered: true, matches: [...matches, ...read] };
  }

  /** A league whose matches of the day are all over has its table read again a little later. */
  private scheduleStandings(matches: readonly FeedMatch[]): void {
    const ended = matches.filter((match) => match.status === 'finished');
    if (ended.length === 0) return;
    const at = this.clock.now().getTime();
    const stillOn = (league: number) =>
      [...this.kickOffs].some(([id, kickOff]) => this.leagueOf.get(id) === league && !this.over.has(id) && kickOff <= at + HOUR && kickOff + PLAY_WINDOW_MS >= at);
    for (const match of ended) {
      const league = this.leagueOf.get(match.providerId);
      if (league !== undefined && !stillOn(league)) this.nextAt.set('standings', Math.min(this.nextAt.get('standings') ?? Infinity, at + STANDINGS_AFTER));
    }
  }

  /** API-Basketball's games of today, league by league (it reads a day at a time). */
  private async basketballLive(now: Date): Promise<{ answered: boolean; matches: FeedMatch[] }> {
    const answers = await Promise.all(this.settings.leagues.map((league) => this.read<Game>('games', { date: isoDay(now), league: league.id, season: league.season }, 'live')));
    return { answered: answers.every((answer) => answer !== null), matches: answers.flatMap((answer) => this.mapAll(answer)) };
  }

  /** A league's table (`/standings`): null when it could not be read, undefined when the provider has none. */
  private async standingsOf(league: ApiSportsLeague): Promise<FeedStandings | null | undefined> {
    const answer = await this.read<StandingsAnswer>('standings', { league: league.id, season: league.season }, 'ahead');
    if (answer === null) return null;
    const entry = answer[0]?.league;
    if (!entry || !Array.isArray(entry.standings)) return undefined;
    const span = this.seasons.get(entry.id)?.get(Number(entry.season)) ?? null;
    const country = /^world$/i.test(entry.country ?? '') ? '' : (entry.country ?? '');
    const rows = entry.standings.flat().filter((row) => row?.team && row.all && Number.isFinite(row.points));
    return {
      provider: 'api-sports',
      competition: footballCompetition({ id: entry.id, name: entry.name, country: entry.country, season: entry.season, round: rows.length > 0 && entry.standings.length > 1 ? 'Group Stage' : 'Regular Season', logo: entry.logo }),
      season: footballSeason(entry.season, span),
      seasonKey: footballSeasonKey(entry),
      rows: rows.map((row) => ({
        team: { providerId: footballId('team', row.team.id), name: row.team.name, shortName: row.team.name, country },
        group: entry.standings.length > 1 ? (row.group ?? '') : '',
        rank: Number(row.rank),
        played: Number(row.all.played),
        won: Number(row.all.win),
        drawn: Number(row.all.draw),
        lost: Number(row.all.lose),
        goalsFor: Number(row.all.goals?.for ?? 0),
        goalsAgainst: Number(row.all.goals?.against ?? 0),
        points: Number(row.points),
      })),
    };
  }

  /** Matches by id, twenty to a request (API-Football's `ids`; API-Basketball reads one game at a time). */
  private async byIds(providerIds: string[], priority: RequestPriority): Promise<FeedMatch[]> {
    return (await this.byIdsAnswered(providerIds, priority)).matches;
  }

  private async byIdsAnswered(providerIds: string[], priority: RequestPriority): Promise<{ answered: boolean; matches: FeedMatch[] }> {
    const matches: FeedMatch[] = [];
    let answered = true;
    if (this.sport === 'football')
      for (let index = 0; index < providerIds.length; index += IDS_PER_REQUEST) {
        const ids = providerIds.slice(index, index + IDS_PER_REQUEST).map((id) => this.rawId(id));
        const answer = await this.read<Fixture>('fixtures', ids.length === 1 ? { id: ids[0] } : { ids: ids.join('-') }, priority);
        if (answer === null) answered = false;
        matches.push(...this.mapAll(answer));
      }
    else
      for (const id of providerIds) {
        const answer = await this.read<Game>('games', { id: this.rawId(id) }, priority);
        if (answer === null) answered = false;
        matches.push(...this.mapAll(answer));
      }
    return { answered, matches };
  }

  use() {
    return { ...this.budget.use(), byPath: Object.fromEntries(this.http.sent), problem: this.problem };
  }
}

/**
 * One answer per match: when a round reads a match twice (the season list and the live list),
 * the one further on wins (live beats scheduled, finished beats live), and of two as far on the
 * one that carries more.
 */
function latestFirst(matches: FeedMatch[]): FeedMatch[] {
  const rank = { not_started: 0, result_unknown: 1, live: 2, finished: 3 } as const;
  const carries = (match: FeedMatch) => (match.events?.length ?? -1) + (match.lineups ? 1000 : 0) + (match.playerStats ? 1000 : 0) + (match.stats ? 1000 : 0);
  const byId = new Map<string, FeedMatch>();
  for (const match of matches) {
    const kept = byId.get(match.providerId);
    if (!kept || rank[match.status] > rank[kept.status] || (rank[match.status] === rank[kept.status] && carries(match) >= carries(kept))) byId.set(match.providerId, match);
  }
  return [...byId.values()];
}
