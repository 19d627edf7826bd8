// The live engine: keeps a calendar running around now (yesterday, today and the days ahead),
// plays every match whose kick-off has come in real time (times a speed factor for demos and
// tests), settles finished matches, and announces every change on the realtime channels.
// Exactly one api process plays: it holds a lease in the database and renews it every tick;
// when it stops, another process takes over within seconds.
//
// A real provider's feed can replace the engine: anything implementing SportsFeed that writes
// matches and publishes the same channels.
import crypto from 'node:crypto';
import type { Discipline, MatchSummary, MatchUpdate, OddsLine, ScoreListUpdate } from '@matchday/contracts/sports/contract';
import { type ChannelName, channels } from '@matchday/contracts/realtime/protocol';
import { MovableClock, type Clock } from '../../../clock';
import type { Database } from '../../../db/database';
import { CATALOG, ESPORTS_TITLES } from '../catalog/catalog';
import type { CatalogCompetition } from '../catalog/types';
import { summariesByIds } from '../queries';
import { basketballLineups, basketballSimulator } from './basketball';
import { addDays, cupCycleStart, cupDraw, cupSlots, isoDay, leagueFixtures, type PlannedFixture } from './calendar';
import { esportsSimulator } from './esports';
import { footballLineups, footballSimulator } from './football';
import { oddsFor, type PricedLine } from './odds';
import type { Sport } from '@matchday/contracts/sports/rules';
import { seededRandom } from './random';
import { dueMatches, ensureSeason, insertFixtures, refreshInjuries, saveOpeningOdds, saveStep, syncCatalog, unpricedFixtures } from './store';
import type { LiveMatch, SimEvent, Simulator } from './types';
import { markResultsUnknown } from './unplayed';
import type { Publish } from '../../realtime/broker';

export interface SportsFeed {
  readonly name: string;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export interface EngineOptions {
  db: Database;
  clock: Clock;
  /** To the realtime channels: a sport's list (`scores:<sport>`) or one match (`match:<id>`), typed as the site reads them. */
  publish: Publish<ChannelName<'scores' | 'match'>>;
  /** Game seconds per real second (1 = real time). */
  speed?: number;
  historyDays?: number;
  futureDays?: number;
  tickMs?: number;
  catalog?: CatalogCompetition[];
  log?: { info: (object: unknown, message?: string) => void; error: (object: unknown, message?: string) => void };
}

const LEASE_SECONDS = 10;

/** Another process took the lease over while this one was playing (a long tick, a pause): this one stops. */
class LeaseLost extends Error {
  override readonly name = 'LeaseLost';
}
const PLAN_EVERY_MS = 60 * 60 * 1000;

/** Each sport's line-ups at kick-off (esports teams have none): a sport without an entry fails to compile. */
const LINEUPS: Record<Sport, (match: LiveMatch) => Record<string, unknown>> = { football: footballLineups, basketball: basketballLineups, esports: () => ({}) };

const simulators: Record<Discipline, Simulator> = {
  football: footballSimulator,
  basketball: basketballSimulator,
  lol: esportsSimulator(ESPORTS_TITLES.lol),
  dota2: esportsSimulator(ESPORTS_TITLES.dota2),
  cs2: esportsSimulator(ESPORTS_TITLES.cs2),
  valorant: esportsSimulator(ESPORTS_TITLES.valorant),
};

export function toOddsLines(lines: PricedLine[], at: Date): OddsLine[] {
  return lines.map((line) => ({
    market: line.market,
    line: line.line,
    home: line.home,
    draw: line.draw,
    away: line.away,
    status: line.settled ? 'settled' : 'open',
    updatedAt: at.toISOString(),
  }));
}

export class LiveEngine implements SportsFeed {
  readonly name = 'engine';
  private readonly id = crypto.randomUUID();
  private timer: NodeJS.Timeout | null = null;
  private lastPlanned = 0;
  private ticking = false;
  /** The clock's time the last whole tick played to, while this process leads; else null. */
  private playedTo: number | null = null;
  private unfollowClock: (() => void) | null = null;
  /** Set by stop(): long loops (planning, catching up) end early. */
  private stopping = false;
  private stopped = false;
  private readonly speed: number;
  private readonly catalog: CatalogCompetition[];
  /**
   * What each match's row last said (its summary but its version): a step that changes nothing a
   * fan sees (a football clock between two minutes) is not sent. It was, every second, for every
   * live match: 10 KB a second to every open home page, and its whole list drawn again.
   */
  private readonly announced = new Map<string, string>();

  constructor(private readonly options: EngineOptions) {
    this.speed = options.speed ?? 1;
    this.catalog = options.catalog ?? CATALOG;
  }

  async start(): Promise<void> {
    this.stopped = false;
    await syncCatalog(this.options.db, this.options.clock.now(), this.catalog);
    if (this.stopped) return; // stopped while starting
    // Its id is what `engine_state.leader` shows while it plays (operators, the chaos run).
    this.options.log?.info({ engine: this.id }, 'engine ready');
    this.timer = setInterval(() => void this.tick(), this.options.tickMs ?? 1000);
    this.timer.unref();
    if (this.options.clock instanceof MovableClock) this.unfollowClock = this.options.clock.follow(() => this.playToNow());
  }

  /**
   * Returns once a tick has played up to the clock's time now (development's clock moves: a tick
   * under way may have read an earlier time), or at once when another process plays.
   */
  async playToNow(): Promise<void> {
    const target = this.options.clock.now().getTime();
    for (let waited = 0; waited < 30_000 && !this.stopping; waited += 20) {
      if (!this.ticking) {
        await this.tick();
        if (this.playedTo === null || this.playedTo >= target) return;
      } else await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.stopping = true;
    this.unfollowClock?.();
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    // Give the lease up so another process can take over at once.
    await this.options.db.query('UPDATE engine_state SET leader = NULL, lease_until = NULL WHERE id = 1 AND leader = $1', [this.id]).catch(() => undefined);
    while (this.ticking) await new Promise((resolve) => setTimeout(resolve, 20));
    this.stopping = false; // tests drive a stopped engine by hand
  }

  /** Takes or renews the lease; false if another process plays. */
  async lead(): Promise<boolean> {
    const now = this.options.clock.now();
    const rows = await this.options.db.query(
      `UPDATE engine_state SET leader = $1, lease_until = $2
       WHERE id = 1 AND (leader IS NULL OR leader = $1 OR lease_until < $3) RETURNING leader`,
      [this.id, new Date(now.getTime() + LEASE_SECONDS * 1000), now],
    );
    return rows.length > 0;
  }

  /** One heartbeat of the engine: plan when due, then play every match that is due. */
  async tick(): Promise<number> {
    if (this.ticking) return 0;
    this.ticking = true;
    try {
      if (!(await this.lead())) {
        this.playedTo = null;
        return 0;
      }
      const now = this.options.clock.now();
      if (now.getTime() - this.lastPlanned >= PLAN_EVERY_MS) await this.plan(now);
      const due = await dueMatches(this.options.db, now);
      let renewedAt = Date.now();
      const changed = new Map<string, LiveMatch['sport']>();
      const updates: { id: string; events: Awaited<ReturnType<typeof saveStep>>; odds: OddsLine[] | null }[] = [];
      // Real matches without a result are not played: their kick-off makes them "result unknown".
      for (const match of await markResultsUnknown(this.options.db, now)) {
        changed.set(match.id, match.sport);
        updates.push({ id: match.id, events: [], odds: null });
      }
      for (const match of due) {
        if (this.stopping) break;
        // A long tick (a first start catching up on hours of play) keeps its lease, or stops.
        if (Date.now() - renewedAt > (LEASE_SECONDS * 1000) / 3) {
          if (!(await this.lead())) break;
          renewedAt = Date.now();
        }
        const update = await this.advance(match, now);
        if (!update) continue;
        changed.set(match.id, match.sport);
        updates.push({ id: match.id, ...update });
      }
      await this.announce(changed, updates);
      if (!this.stopping) this.playedTo = now.getTime();
      return due.length;
    } catch (error) {
      if (error instanceof LeaseLost) {
        this.options.log?.info({}, 'the engine lost its lease to another process mid-tick; it stops playing');
        return 0;
      }
      this.options.log?.error({ err: error }, 'engine tick failed');
      return 0;
    } finally {
      this.ticking = false;
    }
  }

  /** Fixtures from `historyDays` ago to `futureDays` ahead; the cup's ties as they are known. */
  async plan(now: Date): Promise<number> {
    this.lastPlanned = now.getTime();
    const today = isoDay(now);
    const fixtures: PlannedFixture[] = [];
    const firstDay = addDays(today, -(this.options.historyDays ?? 2));
    const lastDay = addDays(today, this.options.futureDays ?? 7);
    for (let day = firstDay; day <= lastDay && !this.stopping; day = addDays(day, 1))
      for (const competition of this.catalog) {
        if (competition.format === 'league') fixtures.push(...leagueFixtures(competition, day));
        await ensureSeason(this.options.db, competition, new Date(`${day}T12:00:00Z`));
      }
    let inserted = await insertFixtures(this.options.db, fixtures, this.catalog);
    for (const competition of this.catalog.filter((entry) => entry.format === 'cup'))
      for (let cycle = cupCycleStart(firstDay); cycle <= lastDay; cycle = addDays(cycle, 14)) inserted += await this.planCup(competition, cycle);
    const injuries = await refreshInjuries(this.options.db, now);
    await this.priceFixtures(now);
    this.options.log?.info({ inserted, injuries, from: firstDay, to: lastDay }, 'calendar planned');
    return inserted;
  }

  /** Opening odds for every fixture without prices (new ones, imported ones). */
  async priceFixtures(now: Date): Promise<number> {
    const fixtures = await unpricedFixtures(this.options.db);
    for (const match of fixtures) if (!this.stopping) await this.options.db.transaction((tx) => saveOpeningOdds(tx, match, oddsFor(match), now));
    return fixtures.length;
  }

  /** A cup cycle: its last-16 draw, then each later tie once both its feeders have a winner. */
  async planCup(competition: CatalogCompetition, cycle: string): Promise<number> {
    const slots = cupSlots(competition, cycle);
    const draw = cupDraw(competition, cycle);
    const winners = new Map(
      (
        await this.options.db.query<{ external_ref: string; winner: string | null }>(
          `SELECT m.external_ref, w.name AS winner FROM matches m LEFT JOIN teams w ON w.id = m.winner_team_id
           WHERE m.external_ref LIKE $1 AND m.status = 'finished'`,
          [`cup:${cycle}:%`],
        )
      ).map((row) => [row.external_ref, row.winner]),
    );
    const fixtures: PlannedFixture[] = [];
    for (const slot of slots) {
      const teams = slot.feeders ? slot.feeders.map((feeder) => winners.get(feeder) ?? null) : draw[slot.tie - 1]!;
      if (!teams[0] || !teams[1]) continue;
      fixtures.push({
        externalRef: slot.key,
        competitionKey: competition.key,
        home: teams[0],
        away: teams[1],
        startsAt: slot.startsAt,
        round: slot.round,
        knockout: true,
        bestOf: null,
      });
    }
    return insertFixtures(this.options.db, fixtures, this.catalog);
  }

  /** Plays a match up to now; saves and returns what changed, or null if nothing did. */
  private async advance(
    match: LiveMatch & { startsAt: Date; externalRef: string; eventSeq: number },
    now: Date,
  ): Promise<{ events: Awaited<ReturnType<typeof saveStep>>; odds: OddsLine[] | null } | null> {
    const simulator = simulators[match.discipline];
    const bookkeeping = match.state as { simulatedUntil?: number };
    let simulatedUntil = bookkeeping.simulatedUntil ?? match.startsAt.getTime();
    const events: SimEvent[] = [];
    // Each event's instant: the simulated second it happened in, so a step that catches up on
    // hours (a first start playing past days) dates its events on their day, not all at now.
    const eventTimes: Date[] = [];
    const random = seededRandom(`${match.externalRef}:${simulatedUntil}`);
    const scoreBefore = `${match.homeScore}-${match.awayScore}-${match.status}-${match.phase}`;
    if (match.status === 'not_started') {
      match.lineups = LINEUPS[match.sport](match);
      events.push(...simulator.start(match, random));
      simulatedUntil = match.startsAt.getTime();
      while (eventTimes.length < events.length) eventTimes.push(new Date(Math.min(now.getTime(), simulatedUntil)));
    }
    const steps = Math.floor(((now.getTime() - simulatedUntil) * this.speed) / 1000);
    if (steps <= 0 && events.length === 0) return null;
    let played = 0;
    while (played < steps && match.status === 'live') {
      events.push(...simulator.tick(match, random));
      played += 1;
      const at = new Date(Math.min(now.getTime(), simulatedUntil + (played * 1000) / this.speed));
      while (eventTimes.length < events.length) eventTimes.push(at);
    }
    // A finished match stops the clock where it ended; a live one has played up to now.
    simulatedUntil = match.status === 'finished' ? now.getTime() : simulatedUntil + (steps * 1000) / this.speed;
    const scoreChanged = scoreBefore !== `${match.homeScore}-${match.awayScore}-${match.status}-${match.phase}`;
    const minuteTurned = Math.floor((match.clock - played) / 60) !== Math.floor(match.clock / 60);
    const priced = scoreChanged || minuteTurned || match.status === 'finished' || match.state.oddsPriced !== true ? oddsFor(match) : null;
    const saved = await this.options.db.transaction(async (tx) => {
      // Fencing: the step is written only while this process leads. The lock is held until the
      // step commits, so a process taking the lease over waits for it, then plays on from it.
      const [lease] = await tx.query<{ leader: string | null }>('SELECT leader FROM engine_state WHERE id = 1 FOR SHARE');
      if (lease?.leader !== this.id) throw new LeaseLost();
      return saveStep(tx, {
        match,
        events,
        firstSeq: match.eventSeq,
        at: now,
        eventTimes,
        odds: priced,
        details: match.status === 'finished' || minuteTurned || events.some((event) => event.type === 'map_won'),
        engine: { simulatedUntil, oddsPriced: true },
      });
    });
    if (match.status === 'finished' && match.externalRef.startsWith('cup:')) {
      const competition = this.catalog.find((entry) => entry.format === 'cup');
      if (competition && (await this.planCup(competition, match.externalRef.split(':')[1]!)) > 0) await this.priceFixtures(now);
    }
    return { events: saved, odds: priced ? toOddsLines(priced, now) : null };
  }

  /** One list update per sport, and one update per match, for everything a fan would see change. */
  private async announce(
    changed: Map<string, LiveMatch['sport']>,
    updates: { id: string; events: Awaited<ReturnType<typeof saveStep>>; odds: OddsLine[] | null }[],
  ): Promise<void> {
    if (changed.size === 0) return;
    const summaries = new Map((await summariesByIds(this.options.db, [...changed.keys()])).map((summary) => [summary.id, summary]));
    const shown = new Set<string>();
    for (const [id, summary] of summaries) {
      const said = JSON.stringify({ ...summary, version: 0 });
      if (this.announced.get(id) !== said) shown.add(id);
      // A finished match is played no more: its last word is kept by the readers, not here.
      if (summary.status === 'finished') this.announced.delete(id);
      else this.announced.set(id, said);
    }
    const bySport = new Map<string, MatchSummary[]>();
    for (const [id, sport] of changed) {
      const summary = summaries.get(id);
      if (summary && shown.has(id)) bySport.set(sport, [...(bySport.get(sport) ?? []), summary]);
    }
    for (const [sport, matches] of bySport) this.options.publish(channels.scores(sport as LiveMatch['sport']), { matches } satisfies ScoreListUpdate);
    for (const update of updates) {
      const match = summaries.get(update.id);
      if (match && (shown.has(update.id) || update.events.length > 0 || update.odds))
        this.options.publish(channels.match(update.id), { match, events: update.events, ...(update.odds ? { odds: update.odds } : {}) } satisfies MatchUpdate);
    }
  }
}
