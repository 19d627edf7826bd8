// PandaScore as the esports feed, polled by need within the plan (PandaScore counts requests per
// hour): running series every 20 seconds while no websocket covers them (every minute once they
// do; every ten minutes while none is on or due), the upcoming ones every 15 minutes, `/lives` every minute while any series runs (to open
// its websockets), a series that left the running list once more for its end, finished series
// again an hour and six hours after (corrections). What the websockets hear is pushed between
// polls: kills, rounds, objectives and the game clock of the game in play.
import type { EsportsDiscipline, Sport } from '@matchday/shared/api/sports';
import type { Clock } from '../../../../clock';
import type { Queryable } from '../../../../db/database';
import { FeedHttp } from '../feedHttp';
import type { FeedMatch } from '../feedModel';
import type { FeedSource, PollContext, PollOutcome } from '../feedSource';
import { RequestBudget, type RequestPriority } from '../requestBudget';
import { PandaScoreLiveClient } from './pandascoreLive';
import { applyCsFrame, applyLiveEvent, applyLolFrame, DISCIPLINES, emptyLiveGame, pandascoreMatch, type LiveGame } from './pandascoreMapping';
import type { CsFrame, Live, LiveEvent, LolFrame, Match } from './pandascoreTypes';

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
  /** When the running list was last read: how soon the next read is due depends on what is on. */
  private lastRunningRead = -Infinity;
  problem: string | null = null;

  constructor(
    private readonly settings: PandaScoreSettings,
    db: Queryable,
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
    const discipline = DISCIPLINES[match.videogame.slug];
    return discipline !== undefined && this.settings.videogames.includes(discipline) && match.opponents.length === 2;
  }

  private async read<T>(path: string, query: Record<string, string | number | undefined>, priority: RequestPriority): Promise<T[] | null> {
    const answer = await this.http.get<T[]>(path, query, priority);
    if (!answer.ok) {
      if (answer.reason !== 'skipped') this.problem = `${path}: ${answer.reason}${answer.status ? ` ${answer.status}` : ''}`;
      return null;
    }
    return Array.isArray(answer.body) ? answer.body : null;
  }

  private mapped(match: Match, now: Date): FeedMatch {
    this.known.set(match.id, match);
    return pandascoreMatch(match, now, this.liveGames.get(match.id) ?? null);
  }

  async poll(now: Date, context: PollContext): Promise<PollOutcome> {
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
        const ours = running.filter((match) => this.ours(match));
        matches.push(...ours.map((match) => this.mapped(match, now)));
        const seen = new Set(ours.map((match) => String(match.id)));
        matches.push(...(await this.byIds(context.live.filter((id) => !seen.has(id)), 'live', now)));
        if (ours.length > 0 && this.due('lives', at, MINUTE)) await this.openLives();
      } else this.lastRunningRead = at - wait + 10 * SECOND; // no answer: asked again in ten seconds
    }
    if (this.due('upcoming', at, 15 * MINUTE)) {
      const upcoming = await this.read<Match>('matches/upcoming', { per_page: 100, sort: 'begin_at' }, 'today');
      if (upcoming) matches.push(...upcoming.filter((match) => this.ours(match)).map((match) => this.mapped(match, now)));
      else this.nextAt.set('upcoming', at + MINUTE);
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

  private async byIds(ids: string[], priority: RequestPriority, now: Date): Promise<FeedMatch[]> {
    const matches: FeedMatch[] = [];
    for (let index = 0; index < ids.length; index += IDS_PER_REQUEST) {
      const answer = await this.read<Match>('matches', { 'filter[id]': ids.slice(index, index + IDS_PER_REQUEST).join(','), per_page: IDS_PER_REQUEST }, priority);
      matches.push(...(answer ?? []).filter((match) => this.ours(match)).map((match) => this.mapped(match, now)));
    }
    return matches;
  }

  /** Opens the websockets of every running series PandaScore has live data for. */
  private async openLives(): Promise<void> {
    const lives = await this.read<Live>('lives', {}, 'live');
    for (const entry of lives ?? []) {
      const frames = entry.endpoints.find((endpoint) => endpoint.type === 'frames' && endpoint.open);
      if (!frames || this.clients.has(entry.match.id) || !this.ours(entry.match) || !this.push) continue;
      this.known.set(entry.match.id, entry.match);
      const url = this.settings.liveUrl ? frames.url.replace(/^wss?:\/\/[^/]+/, this.settings.liveUrl.replace(/\/$/, '')) : frames.url;
      const client = new PandaScoreLiveClient({
        url,
        token: this.settings.token,
        currentGame: () => this.liveGames.get(entry.match.id)?.gameId ?? null,
        handlers: {
          frame: (frame) => this.heard(entry.match.id, (match, state) => ('counter_terrorists' in frame ? applyCsFrame(match, state, frame as CsFrame) : applyLolFrame(match, state, frame as LolFrame)), frame.game.id),
          event: (event) => this.heard(entry.match.id, (match, state) => applyLiveEvent(match, state, event as LiveEvent), event.game.id),
          ended: () => {
            this.clients.get(entry.match.id)?.stop();
            this.clients.delete(entry.match.id);
          },
        },
        log: this.log,
      });
      this.clients.set(entry.match.id, client);
      client.start();
    }
  }

  /** A frame or an event: the game's state moves on, and the series is pushed with it. */
  private heard(matchId: number, apply: (match: Match, state: LiveGame) => LiveGame, gameId: number): void {
    const match = this.known.get(matchId);
    if (!match || !this.push) return;
    const before = this.liveGames.get(matchId);
    // A new game starts afresh; what was heard of the last one stays stored (events are kept).
    const state = before && before.gameId === gameId ? before : emptyLiveGame(gameId);
    const next = apply(match, state);
    if (next === state && before === state) return;
    this.liveGames.set(matchId, next);
    this.push([pandascoreMatch(match, this.clock.now(), next)]);
  }

  listen(push: (matches: FeedMatch[]) => void): void {
    this.push = push;
  }

  async close(): Promise<void> {
    for (const client of this.clients.values()) client.stop();
    this.clients.clear();
    this.push = null;
  }

  /** Live clients open, for the tests and the report. */
  get liveClients(): PandaScoreLiveClient[] {
    return [...this.clients.values()];
  }

  use() {
    return { ...this.budget.use(), byPath: Object.fromEntries(this.http.sent), problem: this.problem };
  }
}
