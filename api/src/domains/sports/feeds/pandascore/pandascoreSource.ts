// PandaScore as the esports feed, polled by need within the plan (PandaScore counts requests per
// hour, and says what is left in `X-Rate-Limit-Remaining`): running series every 20 seconds while
// no websocket covers them (every minute once they do; every ten minutes while none is on or due),
// the upcoming ones of each followed game every 15 minutes (page by page over the week ahead:
// one list of every game would be filled by games not followed), `/lives` every minute while any
// series runs (to open its websockets), a series that left the running list once more for its
// end, finished series again an hour and six hours after (corrections). What the websockets hear
// is pushed between polls: kills, rounds, objectives and the game clock of the game in play. That
// state is kept in the database (feed_live_games), so a restarted process, or one that takes the
// lease over, carries on from it and asks for the events it missed (`recover`).
import type { EsportsDiscipline, Sport } from '@matchday/contracts/sports/contract';
import type { Clock } from '../../../../clock';
import type { Queryable } from '../../../../db/database';
import { FeedHttp } from '../feedHttp';
import type { FeedMatch } from '../feedModel';
import { FeedLeaseLost, type FeedSource, type PollContext, type PollOutcome } from '../feedSource';
import { RequestBudget, type RequestPriority } from '../requestBudget';
import { applyFrame, applyLiveEvent, emptyLiveGame, gameIdOf, liveGameFrom, type FrameRead, type LiveGame } from './pandascoreFrames';
import { PandaScoreLiveClient } from './pandascoreLive';
import { DISCIPLINES, pandascoreMatch } from './pandascoreMapping';
import type { Live, Match } from './pandascoreTypes';

export interface PandaScoreSettings {
  token: string;
  baseUrl: string;
  /** Replaces the websockets' origin in `/lives` answers (a local stand-in in tests). */
  liveUrl?: string;
  videogames: EsportsDiscipline[];
  perHour: number;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const CORRECTION_CHECKS = [HOUR, 6 * HOUR];
const IDS_PER_REQUEST = 50;
const PER_PAGE = 100;
/** Upcoming series are read this far ahead, at most this many pages a game. */
const UPCOMING_AHEAD = 7 * 24 * HOUR;
const UPCOMING_PAGES = 3;
/** PandaScore's path for each game's lists (`/<game>/matches/upcoming`). */
const GAME_PATHS: Record<EsportsDiscipline, string> = { lol: 'lol', cs2: 'csgo', dota2: 'dota2', valorant: 'valorant' };

export class PandaScoreSource implements FeedSource {
  readonly provider = 'pandascore' as const;
  readonly sports: readonly Sport[] = ['esports'];
  private readonly http: FeedHttp;
  private readonly budget: RequestBudget;
  private readonly nextAt = new Map<string, number>();
  /** The last REST answer about each series, by its id. */
  private readonly known = new Map<number, Match>();
  private readonly liveGames = new Map<number, LiveGame>();
  private readonly clients = new Map<number, PandaScoreLiveClient>();
  private readonly corrected = new Map<string, number>();
  private push: ((matches: FeedMatch[]) => void) | null = null;
  /** What could not be read from a series' sockets, said once per series and reason. */
  private readonly unread = new Set<string>();
  /** Saves of the live games' states, one after another. */
  private saving: Promise<void> = Promise.resolve();
  /** When the running list was last read: how soon the next read is due depends on what is on. */
  private lastRunningRead = -Infinity;
  problem: string | null = null;

  constructor(
    private readonly settings: PandaScoreSettings,
    private readonly db: Queryable,
    private readonly clock: Clock,
    fetchImpl?: typeof fetch,
    private readonly log?: (message: string) => void,
  ) {
    // PandaScore counts per hour: the window is an hour, and the day twenty-four of them.
    this.budget = new RequestBudget(db, 'pandascore', { perMinute: settings.perHour, windowMs: HOUR, perDay: settings.perHour * 24 }, clock);
    this.http = new FeedHttp({
      baseUrl: settings.baseUrl,
      headers: { authorization: `Bearer ${settings.token}` },
      budget: this.budget,
      fetch: fetchImpl,
      limits: (headers) => ({ windowRemaining: headers.has('x-rate-limit-remaining') ? Number(headers.get('x-rate-limit-remaining')) : null }),
    });
  }

  private due(task: string, at: number, every: number): boolean {
    if ((this.nextAt.get(task) ?? 0) > at) return false;
    this.nextAt.set(task, at + every);
    return true;
  }

  /** A series stored as running, or one of ours scheduled to start within ten minutes (or late to start). */
  private mayBeRunning(at: number, context: PollContext): boolean {
    if (context.live.length > 0) return true;
    for (const match of this.known.values()) {
      if (match.status !== 'not_started' && match.status !== 'running') continue;
      const scheduled = Date.parse(match.scheduled_at ?? match.begin_at ?? '');
      if (Number.isFinite(scheduled) && scheduled - 10 * MINUTE <= at && at <= scheduled + 6 * HOUR) return true;
    }
    return false;
  }

  private ours(match: Match): boolean {
    const discipline = DISCIPLINES[match?.videogame?.slug];
    return discipline !== undefined && this.settings.videogames.includes(discipline) && Array.isArray(match.opponents) && match.opponents.length === 2;
  }

  private async read<T>(path: string, query: Record<string, string | number | undefined>, priority: RequestPriority): Promise<T[] | null> {
    const answer = await this.http.get<T[]>(path, query, priority);
    if (!answer.ok) {
      if (answer.reason === 'lost') throw new FeedLeaseLost('pandascore');
      if (answer.reason !== 'skipped') this.problem = `${path}: ${answer.reason}${answer.status ? ` ${answer.status}` : ''}`;
      return null;
    }
    return Array.isArray(answer.body) ? answer.body : null;
  }

  /** Our series of a list, mapped one at a time: one PandaScore sends malformed is left out and said, never the round. */
  private mapAll(list: readonly Match[] | null, now: Date): FeedMatch[] {
    const matches: FeedMatch[] = [];
    for (const match of list ?? []) {
      try {
        if (this.ours(match)) matches.push(this.mapped(match, now));
      } catch (error) {
        this.problem = `a series could not be read: ${error instanceof Error ? error.message : String(error)}`;
      }
    }
    return matches;
  }

  private mapped(match: Match, now: Date): FeedMatch {
    const mapped = pandascoreMatch(match, now, this.liveGames.get(match.id) ?? null);
    this.known.set(match.id, match);
    // A series over keeps no live state.
    if (match.status === 'finished' || match.status === 'canceled') this.forget(match.id);
    return mapped;
  }

  async poll(now: Date, context: PollContext): Promise<PollOutcome> {
    this.http.beforeRequest = context.keepLease;
    const at = now.getTime();
    const matches: FeedMatch[] = [];
    let live: boolean | null = null;
    const covered = [...this.clients.values()].some((client) => client.open);
    // Often while a series is on or about to start; every ten minutes otherwise (one may start early).
    const wait = !this.mayBeRunning(at, context) ? 10 * MINUTE : covered ? MINUTE : 20 * SECOND;
    if (at - this.lastRunningRead >= wait) {
      this.lastRunningRead = at;
      const running = await this.read<Match>('matches/running', { per_page: 100 }, 'live');
      live = running !== null;
      if (running) {
        const ours = this.mapAll(running, now);
        matches.push(...ours);
        const seen = new Set(ours.map((match) => match.providerId));
        matches.push(...(await this.byIds(context.live.filter((id) => !seen.has(id)), 'live', now)));
        if (ours.length > 0 && this.due('lives', at, MINUTE)) await this.openLives();
      } else this.lastRunningRead = at - wait + 10 * SECOND; // no answer: asked again in ten seconds
    }
    if (this.due('upcoming', at, 15 * MINUTE)) {
      const read = await this.upcoming(now);
      matches.push(...read.matches);
      if (!read.complete) this.nextAt.set('upcoming', at + MINUTE);
    }
    const checks = context.recentlyFinished.filter(({ providerId, endedAt }) => {
      const done = this.corrected.get(providerId) ?? 0;
      return done < CORRECTION_CHECKS.length && at >= endedAt.getTime() + CORRECTION_CHECKS[done]!;
    });
    if (checks.length > 0) {
      const read = await this.byIds(checks.map((check) => check.providerId), 'today', now);
      for (const check of checks) if (read.some((match) => match.providerId === check.providerId)) this.corrected.set(check.providerId, (this.corrected.get(check.providerId) ?? 0) + 1);
      matches.push(...read);
    }
    return { matches, live };
  }

  /** Each followed game's upcoming series over the week ahead, page by page. */
  private async upcoming(now: Date): Promise<{ matches: FeedMatch[]; complete: boolean }> {
    const matches: FeedMatch[] = [];
    let complete = true;
    for (const game of this.settings.videogames) {
      for (let page = 1; page <= UPCOMING_PAGES; page += 1) {
        const list = await this.read<Match>(`${GAME_PATHS[game]}/matches/upcoming`, { sort: 'begin_at', per_page: PER_PAGE, page }, 'today');
        if (list === null) {
          complete = false;
          break;
        }
        matches.push(...this.mapAll(list, now));
        const last = Date.parse(list.at(-1)?.scheduled_at ?? list.at(-1)?.begin_at ?? '');
        if (list.length < PER_PAGE || !Number.isFinite(last) || last > now.getTime() + UPCOMING_AHEAD) break;
      }
    }
    return { matches, complete };
  }

  private async byIds(ids: string[], priority: RequestPriority, now: Date): Promise<FeedMatch[]> {
    const matches: FeedMatch[] = [];
    for (let index = 0; index < ids.length; index += IDS_PER_REQUEST) {
      const answer = await this.read<Match>('matches', { 'filter[id]': ids.slice(index, index + IDS_PER_REQUEST).join(','), per_page: IDS_PER_REQUEST }, priority);
      matches.push(...this.mapAll(answer, now));
    }
    return matches;
  }

  /** Opens the websockets of every running series PandaScore has live data for, from the game state kept. */
  private async openLives(): Promise<void> {
    const lives = await this.read<Live>('lives', {}, 'live');
    for (const entry of lives ?? []) {
      const frames = Array.isArray(entry?.endpoints) ? entry.endpoints.find((endpoint) => endpoint?.type === 'frames' && endpoint.open && typeof endpoint.url === 'string') : undefined;
      if (!frames || !entry.match || this.clients.has(entry.match.id) || !this.ours(entry.match) || !this.push) continue;
      const matchId = entry.match.id;
      this.known.set(matchId, entry.match);
      if (!this.liveGames.has(matchId)) {
        const [kept] = await this.db.query<{ state: unknown }>("SELECT state FROM feed_live_games WHERE provider = 'pandascore' AND match_provider_id = $1", [String(matchId)]);
        const state = liveGameFrom(kept?.state);
        if (state) this.liveGames.set(matchId, state);
      }
      const url = this.settings.liveUrl ? frames.url.replace(/^wss?:\/\/[^/]+/, this.settings.liveUrl.replace(/\/$/, '')) : frames.url;
      const client = new PandaScoreLiveClient({
        url,
        token: this.settings.token,
        // Known from the state kept: the events socket asks for what it missed (`recover`) as soon as it opens.
        currentGame: () => this.liveGames.get(matchId)?.gameId ?? null,
        handlers: {
          frame: (frame) => this.heard(matchId, frame, (match, state) => applyFrame(match, state, frame)),
          event: (event) => this.heard(matchId, event, (match, state) => applyLiveEvent(match, state, event)),
          ended: () => {
            this.clients.get(matchId)?.stop();
            this.clients.delete(matchId);
          },
        },
        log: this.log,
      });
      this.clients.set(matchId, client);
      client.start();
    }
  }

  /** A frame or an event: the game's state moves on, is kept, and the series is pushed with it. */
  private heard(matchId: number, message: unknown, apply: (match: Match, state: LiveGame) => FrameRead): void {
    const match = this.known.get(matchId);
    const gameId = gameIdOf(message);
    if (!match || !this.push) return;
    if (gameId === null) return this.cannotRead(matchId, 'a message without its game');
    const before = this.liveGames.get(matchId);
    // A new game starts afresh; what was heard of the last one stays stored (events are kept).
    const state = before && before.gameId === gameId ? before : emptyLiveGame(gameId);
    const read = apply(match, state);
    if ('skipped' in read) return this.cannotRead(matchId, read.skipped);
    if (read.state === state && before === state) return;
    this.liveGames.set(matchId, read.state);
    this.keep(matchId, read.state);
    this.push([pandascoreMatch(match, this.clock.now(), read.state)]);
  }

  /** Says once per series and reason what its sockets sent that is not read (Valorant's frames, a malformed one). */
  private cannotRead(matchId: number, reason: string): void {
    const said = `${matchId}:${reason}`;
    if (this.unread.has(said)) return;
    this.unread.add(said);
    this.log?.(`pandascore series ${matchId}: ${reason}: not read (said once for this series)`);
  }

  /** Keeps a live game's state in the database, saves one after another. */
  private keep(matchId: number, state: LiveGame): void {
    this.saving = this.saving
      .then(() =>
        this.db.query(
          `INSERT INTO feed_live_games (provider, match_provider_id, game_id, state, updated_at) VALUES ('pandascore', $1, $2, $3::jsonb, $4)
           ON CONFLICT (provider, match_provider_id) DO UPDATE SET game_id = EXCLUDED.game_id, state = EXCLUDED.state, updated_at = EXCLUDED.updated_at`,
          [String(matchId), state.gameId, JSON.stringify(state), this.clock.now()],
        ),
      )
      .then(
        () => undefined,
        (error: unknown) => this.log?.(`pandascore series ${matchId}: its live state could not be kept (${error instanceof Error ? error.message : String(error)})`),
      );
  }

  /** A series over: its live state is no longer kept. */
  private forget(matchId: number): void {
    this.liveGames.delete(matchId);
    this.saving = this.saving
      .then(() => this.db.query("DELETE FROM feed_live_games WHERE provider = 'pandascore' AND match_provider_id = $1", [String(matchId)]))
      .then(
        () => undefined,
        () => undefined,
      );
  }

  /** Waits for the live states being kept (a test, a process stopping). */
  async settled(): Promise<void> {
    await this.saving;
  }

  listen(push: (matches: FeedMatch[]) => void): void {
    this.push = push;
  }

  /** Stops the live sockets (the process stops, or another took the lease); the games' states stay kept for whoever goes on. */
  async close(): Promise<void> {
    for (const client of this.clients.values()) client.stop();
    this.clients.clear();
    this.push = null;
    this.liveGames.clear();
    await this.saving;
  }

  /** Live clients open, for the tests and the report. */
  get liveClients(): PandaScoreLiveClient[] {
    return [...this.clients.values()];
  }

  use() {
    return { ...this.budget.use(), byPath: Object.fromEntries(this.http.sent), problem: this.problem };
  }
}
