// Runs the providers' feeds in place of the engine (for the sports MATCHDAY_FEED gives them).
// One api process polls each provider (a lease in the database, as the engine's); each round it
// asks the provider for what is due, writes what it says (feedWriter.ts) and announces every
// change on the same realtime channels the engine uses, so lists, details, plans, reports and
// live rooms work on provider matches unchanged. A provider that stops answering while matches
// are live leaves them marked as delayed (the fan sees it) until it answers again: nothing else
// plays them in its place.
import crypto from 'node:crypto';
import type { MatchSummary, MatchUpdate, ScoreListUpdate, Sport } from '@matchday/contracts/sports/contract';
import { type ChannelName, channels } from '@matchday/contracts/realtime/protocol';
import type { Clock } from '../../../clock';
import type { Database } from '../../../db/database';
import type { Publish } from '../../realtime/broker';
import type { SportsFeed } from '../engine/engine';
import { summariesByIds } from '../queries';
import { markDelayed } from '../facts/matchFacts';
import { providerCompetition, providerPlayers, providerRef, providerSeason, providerTeam, playerKey } from '../facts/providerIdentity';
import type { FeedMatch, FeedStandings } from './feedModel';
import { FeedLeaseLost, type FeedInjury, type FeedSource, type PollContext } from './feedSource';
import { writeFeedMatch, type WrittenMatch } from './feedWriter';

export interface FeedRunnerOptions {
  db: Database;
  clock: Clock;
  publish: Publish<ChannelName<'scores' | 'match'>>;
  sources: FeedSource[];
  tickMs?: number;
  /** How long live matches may go without an answer before they are shown as delayed. */
  delayAfterMs?: number;
  log?: { info: (object: unknown, message?: string) => void; error: (object: unknown, message?: string) => void };
}

const LEASE_SECONDS = 15;
/** A round renews its lease this often while it waits on a slow provider, well within the lease. */
const RENEW_EVERY_MS = 5_000;

/** A feed is a provider for some sports (API-Sports runs one per sport, each with its own plan). */
const feedName = (source: FeedSource) => `${source.provider}:${source.sports.join('+')}`;
const CORRECTION_WINDOW_HOURS = 24;

export class FeedRunner implements SportsFeed {
  readonly name: string;
  private readonly id = crypto.randomUUID();
  private timer: NodeJS.Timeout | null = null;
  private ticking = false;
  private stopped = false;
  private readonly lastLiveAnswer = new Map<string, number>();
  private readonly listening = new Set<string>();
  private lastReportHour = '';
  private writing: Promise<void> = Promise.resolve();
  /** When this process last took or renewed each provider's lease (the api's clock). */
  private readonly renewedAt = new Map<string, number>();
  /** Milliseconds from a provider's answer being read to its change being announced, latest first (for the closing figures). */
  readonly announceDelays: number[] = [];

  constructor(private readonly options: FeedRunnerOptions) {
    this.name = options.sources.map(feedName).join('+');
  }

  async start(): Promise<void> {
    this.stopped = false;
    this.timer = setInterval(() => void this.tick(), this.options.tickMs ?? 1000);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    while (this.ticking) await new Promise((resolve) => setTimeout(resolve, 20));
    for (const source of this.options.sources) {
      await source.close?.();
      await this.options.db.query('UPDATE feed_leases SET leader = NULL, lease_until = NULL WHERE provider = $1 AND leader = $2', [feedName(source), this.id]).catch(() => undefined);
    }
    this.listening.clear();
  }

  /** Takes or renews the provider's lease; false if another process polls it. */
  async lead(provider: string): Promise<boolean> {
    const now = this.options.clock.now();
    const until = new Date(now.getTime() + LEASE_SECONDS * 1000);
    const rows = await this.options.db.query(
      `INSERT INTO feed_leases (provider, leader, lease_until) VALUES ($1, $2, $3)
       ON CONFLICT (provider) DO UPDATE SET leader = EXCLUDED.leader, lease_until = EXCLUDED.lease_until
       WHERE feed_leases.leader IS NULL OR feed_leases.leader = EXCLUDED.leader OR feed_leases.lease_until < $4
       RETURNING provider`,
      [provider, this.id, until, now],
    );
    if (rows.length > 0) this.renewedAt.set(provider, now.getTime());
    else this.renewedAt.delete(provider);
    return rows.length > 0;
  }

  /** The lease renewed when it is due; false once another process holds it. */
  private async keepLease(provider: string): Promise<boolean> {
    const renewed = this.renewedAt.get(provider);
    if (renewed !== undefined && this.options.clock.now().getTime() - renewed < RENEW_EVERY_MS) return true;
    return this.lead(provider);
  }

  /** Stops what this process keeps open for a provider it no longer leads (its live sockets). */
  private async letGo(source: FeedSource): Promise<void> {
    if (!this.listening.has(feedName(source))) return;
    this.listening.delete(feedName(source));
    this.options.log?.info({ provider: feedName(source) }, 'another api process leads the feed: its live sockets are closed here');
    await source.close?.();
  }

  /** One round: every provider this process leads polls what is due. */
  async tick(): Promise<number> {
    if (this.ticking || this.stopped) return 0;
    this.ticking = true;
    let written = 0;
    try {
      for (const source of this.options.sources) {
        if (this.stopped) break;
        if (!(await this.lead(feedName(source)))) {
          await this.letGo(source);
          continue;
        }
        if (source.listen && !this.listening.has(feedName(source))) {
          this.listening.add(feedName(source));
          source.listen((matches) => void this.pushed(source, matches));
        }
        try {
          written += await this.round(source);
        } catch (error) {
          if (!(error instanceof FeedLeaseLost)) throw error;
          this.options.log?.info({ provider: feedName(source) }, 'the lease of the feed went to another process during a round: the round stopped');
          await this.letGo(source);
        }
      }
      this.reportHourly();
    } catch (error) {
      this.options.log?.error({ err: error }, 'feed round failed');
    } finally {
      this.ticking = false;
    }
    return written;
  }

  /** What a push channel heard, written while this process leads the provider; a failure is logged, never thrown. */
  private async pushed(source: FeedSource, matches: FeedMatch[]): Promise<void> {
    try {
      if (!(await this.keepLease(feedName(source)))) return this.letGo(source);
      await this.write(matches, Date.now(), source);
    } catch (error) {
      if (error instanceof FeedLeaseLost) return this.letGo(source);
      this.options.log?.error({ err: error, provider: source.provider }, 'feed push failed');
    }
  }

  private async round(source: FeedSource): Promise<number> {
    const now = this.options.clock.now();
    const outcome = await source.poll(now, await this.context(source, now));
    const readAt = Date.now();
    const written = await this.write(outcome.matches, readAt, source);
    for (const list of outcome.injuries ?? []) await this.writeInjuries(source, list.teamProviderId, list.injuries, now);
    for (const table of outcome.standings ?? []) await this.writeStandings(table);
    if (outcome.live === true) this.lastLiveAnswer.set(feedName(source), now.getTime());
    if (outcome.live === false) {
      const since = this.lastLiveAnswer.get(feedName(source)) ?? 0;
      if (now.getTime() - since >= (this.options.delayAfterMs ?? 45_000)) await this.markDelayed(source, now);
    }
    return written;
  }

  /** The provider's matches stored as live, and those ended lately (read again for corrections). */
  private async context(source: FeedSource, now: Date): Promise<PollContext> {
    const rows = await this.options.db.query<{ provider_id: string; status: string; updated_at: Date }>(
      `SELECT r.provider_id, m.status, m.updated_at FROM matches m JOIN provider_refs r ON r.kind = 'match' AND r.local_id = m.id AND r.provider = $1
       WHERE m.source = $1 AND m.sport = ANY($3::text[]) AND (m.status = 'live' OR (m.status = 'finished' AND m.updated_at > $2))`,
      [source.provider, new Date(now.getTime() - CORRECTION_WINDOW_HOURS * 3_600_000), [...source.sports]],
    );
    return {
      live: rows.filter((row) => row.status === 'live').map((row) => row.provider_id),
      recentlyFinished: rows.filter((row) => row.status === 'finished').map((row) => ({ providerId: row.provider_id, endedAt: new Date(row.updated_at) })),
      keepLease: () => this.keepLease(feedName(source)),
    };
  }

  /**
   * Writes and announces; returns how many matches changed. One write at a time: a websocket's
   * frames arrive faster than a write ends, and two writes of one match must not interleave.
   */
  write(matches: FeedMatch[], readAt: number, source?: FeedSource): Promise<number> {
    const done = this.writing.then(() => this.writeNow(matches, readAt, source));
    this.writing = done.then(
      () => undefined,
      () => undefined,
    );
    return done;
  }

  private async writeNow(matches: FeedMatch[], readAt: number, source?: FeedSource): Promise<number> {
    const changes: WrittenMatch[] = [];
    // Fencing: a match is written only while this process leads its provider (checked in the write's transaction).
    const fence = source ? this.fence(feedName(source)) : undefined;
    try {
      for (const match of matches) {
        let written: WrittenMatch | null;
        try {
          written = await writeFeedMatch(this.options.db, match, this.options.clock.now(), fence);
        } catch (error) {
          if (error instanceof FeedLeaseLost) throw error;
          // One match the database refuses (a value out of range) costs that match, not the round.
          this.options.log?.error({ err: error, provider: match.provider, match: match.providerId }, 'a provider match could not be written');
          continue;
        }
        if (written) changes.push(written);
      }
    } finally {
      await this.announce(changes);
    }
    if (changes.length > 0) {
      this.announceDelays.unshift(Date.now() - readAt);
      this.announceDelays.length = Math.min(this.announceDelays.length, 1000);
    }
    return changes.length;
  }

  /** The check a feed's write makes in its transaction: this process still leads the provider. */
  private fence(provider: string) {
    return async (tx: Pick<Database, 'query'>) => {
      const [lease] = await tx.query<{ leader: string | null }>('SELECT leader FROM feed_leases WHERE provider = $1 FOR SHARE', [provider]);
      if (lease?.leader !== this.id) throw new FeedLeaseLost(provider);
    };
  }

  private async markDelayed(source: FeedSource, now: Date): Promise<void> {
    const rows = (await markDelayed(this.options.db, source.provider, source.sports, now)) as { id: string; sport: Sport }[];
    if (rows.length === 0) return;
    this.options.log?.info({ provider: source.provider, matches: rows.length }, 'the provider is not answering: live matches shown as delayed');
    await this.announce(rows.map((row) => ({ id: row.id, sport: row.sport, events: [], removedEvents: [], odds: null })));
  }

  private async writeInjuries(source: FeedSource, teamProviderId: string, injuries: FeedInjury[], now: Date): Promise<void> {
    await this.options.db.transaction(async (tx) => {
      const team = await providerRef(tx, source.provider, 'team', teamProviderId);
      if (!team) return; // a team none of its matches has brought in yet
      const players = await providerPlayers(
        tx,
        source.provider,
        team,
        injuries.map((injury) => injury.player),
      );
      await tx.query('DELETE FROM injuries WHERE team_id = $1', [team]);
      for (const injury of injuries)
        await tx.query(
          `INSERT INTO injuries (team_id, player_id, reason, status, expected_return, reported_at) VALUES ($1, $2, $3, $4, $5, $6)
           ON CONFLICT (player_id) DO UPDATE SET team_id = EXCLUDED.team_id, reason = EXCLUDED.reason, status = EXCLUDED.status,
             expected_return = EXCLUDED.expected_return, reported_at = EXCLUDED.reported_at`,
          [team, players.get(playerKey(injury.player)), injury.reason, injury.status, injury.expectedReturn, now],
        );
    });
  }

  /**
   * A provider's league table: the points it takes off a team (its points short of three a win and
   * one a draw) are kept as the season's deductions, so the table drawn from the matches — live ones
   * at their score now — is the provider's. Replaced whenever the provider's table changes.
   */
  private async writeStandings(table: FeedStandings): Promise<void> {
    if (table.competition.sport !== 'football') return;
    await this.options.db.transaction(async (tx) => {
      const competition = await providerCompetition(tx, table.provider, table.competition);
      const season = await providerSeason(tx, table.provider, competition, table.seasonKey, table.season);
      const deductions: { team: string; points: number }[] = [];
      for (const row of table.rows) {
        const short = row.won * 3 + row.drawn - row.points;
        if (short > 0) deductions.push({ team: await providerTeam(tx, table.provider, 'football', 'football', row.team), points: short });
      }
      const stored = await tx.query<{ team_id: string; points: number }>(
        "SELECT team_id::text AS team_id, points FROM standings_deductions WHERE season_id = $1 AND source = 'provider' ORDER BY team_id",
        [season],
      );
      const same = (rows: { team: string; points: number }[]) => JSON.stringify(rows.map((row) => [row.team, Number(row.points)]).sort());
      if (same(stored.map((row) => ({ team: row.team_id, points: row.points }))) === same(deductions)) return;
      await tx.query("DELETE FROM standings_deductions WHERE season_id = $1 AND source = 'provider'", [season]);
      for (const deduction of deductions)
        await tx.query("INSERT INTO standings_deductions (season_id, team_id, points, reason, source) VALUES ($1, $2, $3, '', 'provider')", [season, deduction.team, deduction.points]);
    });
  }

  /** One list update per sport, and one update per match, as the engine announces. */
  private async announce(changes: WrittenMatch[]): Promise<void> {
    if (changes.length === 0) return;
    const summaries = new Map((await summariesByIds(this.options.db, changes.map((change) => change.id))).map((summary) => [summary.id, summary]));
    const bySport = new Map<Sport, MatchSummary[]>();
    for (const change of changes) {
      const summary = summaries.get(change.id);
      if (summary) bySport.set(change.sport, [...(bySport.get(change.sport) ?? []), summary]);
    }
    for (const [sport, matches] of bySport) this.options.publish(channels.scores(sport), { matches } satisfies ScoreListUpdate);
    for (const change of changes) {
      const match = summaries.get(change.id);
      if (!match) continue;
      const update: MatchUpdate = {
        match,
        events: change.events,
        ...(change.removedEvents.length > 0 ? { removedEvents: change.removedEvents } : {}),
        ...(change.odds ? { odds: change.odds } : {}),
      };
      this.options.publish(channels.match(change.id), update);
    }
  }

  /** Each provider's requests today against its plan, logged once an hour. */
  usage() {
    return this.options.sources.map((source) => source.use());
  }

  private reportHourly(): void {
    const hour = this.options.clock.now().toISOString().slice(0, 13);
    if (hour === this.lastReportHour) return;
    this.lastReportHour = hour;
    for (const use of this.usage()) this.options.log?.info(use, `${use.provider}: ${use.requests} of ${use.perDay} requests used today`);
  }
}
