// Runs the providers' feeds in place of the engine (for the sports MATCHDAY_FEED gives them).
// One api process polls each provider (a lease in the database, as the engine's); each round it
// asks the provider for what is due, writes what it says (feedWriter.ts) and announces every
// change on the same realtime channels the engine uses, so lists, details, plans, reports and
// live rooms work on provider matches unchanged. A provider that stops answering while matches
// are live leaves them marked as delayed (the fan sees it) until it answers again: nothing else
// plays them in its place.
import crypto from 'node:crypto';
import type { MatchSummary, MatchUpdate, ScoreListUpdate, Sport } from '@matchday/shared/api/sports';
import { channels, type ChannelName } from '@matchday/shared/realtime/protocol';
import type { Clock } from '../../../clock';
import type { Database } from '../../../db/database';
import type { Publish } from '../../realtime/broker';
import type { SportsFeed } from '../engine/engine';
import { summariesByIds } from '../queries';
import type { FeedMatch } from './feedModel';
import type { FeedInjury, FeedSource, PollContext } from './feedSource';
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
    return rows.length > 0;
  }

  /** One round: every provider this process leads polls what is due. */
  async tick(): Promise<number> {
    if (this.ticking || this.stopped) return 0;
    this.ticking = true;
    let written = 0;
    try {
      for (const source of this.options.sources) {
        if (this.stopped) break;
        if (!(await this.lead(feedName(source)))) continue;
        if (source.listen && !this.listening.has(feedName(source))) {
          this.listening.add(feedName(source));
          source.listen((matches) => void this.write(matches, Date.now()).catch((error: unknown) => this.options.log?.error({ err: error, provider: source.provider }, 'feed push failed')));
        }
        written += await this.round(source);
      }
      this.reportHourly();
    } catch (error) {
      this.options.log?.error({ err: error }, 'feed round failed');
    } finally {
      this.ticking = false;
    }
    return written;
  }

  private async round(source: FeedSource): Promise<number> {
    const now = this.options.clock.now();
    const outcome = await source.poll(now, await this.context(source, now));
    const readAt = Date.now();
    const written = await this.write(outcome.matches, readAt);
    for (const list of outcome.injuries ?? []) await this.writeInjuries(source, list.teamProviderId, list.injuries, now);
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
    };
  }

  /**
   * Writes and announces; returns how many matches changed. One write at a time: a websocket's
   * frames arrive faster than a write ends, and two writes of one match must not interleave.
   */
  write(matches: FeedMatch[], readAt: number): Promise<number> {
    const done = this.writing.then(() => this.writeNow(matches, readAt));
    this.writing = done.then(
      () => undefined,
      () => undefined,
    );
    return done;
  }

  private async writeNow(matches: FeedMatch[], readAt: number): Promise<number> {
    const changes: WrittenMatch[] = [];
    for (const match of matches) {
      const written = await writeFeedMatch(this.options.db, match, this.options.clock.now());
      if (written) changes.push(written);
    }
    await this.announce(changes);
    if (changes.length > 0) {
      this.announceDelays.unshift(Date.now() - readAt);
      this.announceDelays.length = Math.min(this.announceDelays.length, 1000);
    }
    return changes.length;
  }

  private async markDelayed(source: FeedSource, now: Date): Promise<void> {
    const rows = await this.options.db.query<{ id: string; sport: Sport }>(
      `UPDATE matches SET delayed_since = $3, version = version + 1, updated_at = $3
       WHERE source = $1 AND sport = ANY($2::text[]) AND status = 'live' AND delayed_since IS NULL RETURNING id::text AS id, sport`,
      [source.provider, [...source.sports], now],
    );
    if (rows.length === 0) return;
    this.options.log?.info({ provider: source.provider, matches: rows.length }, 'the provider is not answering: live matches shown as delayed');
    await this.announce(rows.map((row) => ({ id: row.id, sport: row.sport, events: [], removedEvents: [], odds: null })));
  }

  private async writeInjuries(source: FeedSource, teamProviderId: string, injuries: FeedInjury[], now: Date): Promise<void> {
    const [team] = await this.options.db.query<{ local_id: string }>(
      "SELECT local_id::text AS local_id FROM provider_refs WHERE provider = $1 AND kind = 'team' AND provider_id = $2",
      [source.provider, teamProviderId],
    );
    if (!team) return; // a team none of its matches has brought in yet
    await this.options.db.transaction(async (tx) => {
      await tx.query('DELETE FROM injuries WHERE team_id = $1', [team.local_id]);
      for (const injury of injuries) {
        const [player] = await tx.query<{ id: string }>(
          `INSERT INTO players (team_id, name, position, shirt_number) VALUES ($1, $2, $3, $4)
           ON CONFLICT (team_id, name) DO UPDATE SET name = EXCLUDED.name RETURNING id::text AS id`,
          [team.local_id, injury.player.name, injury.player.position, injury.player.number],
        );
        await tx.query(
          `INSERT INTO injuries (team_id, player_id, reason, status, expected_return, reported_at) VALUES ($1, $2, $3, $4, $5, $6)
           ON CONFLICT (player_id) DO UPDATE SET team_id = EXCLUDED.team_id, reason = EXCLUDED.reason, status = EXCLUDED.status,
             expected_return = EXCLUDED.expected_return, reported_at = EXCLUDED.reported_at`,
          [team.local_id, player!.id, injury.reason, injury.status, injury.expectedReturn, now],
        );
      }
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
