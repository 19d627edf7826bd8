// A provider as the feed runner drives it (feedRunner.ts): each round it is asked to poll what is
// due (live matches often, today's fixtures less, the days ahead rarely) and answers with the
// matches it read, mapped to our words; a provider with a push channel (PandaScore's websockets)
// also hands over what it hears between rounds.
import type { Sport } from '@matchday/contracts/sports/contract';
import type { FeedMatch, FeedPlayer, FeedProvider, FeedStandings } from './feedModel';
import type { BudgetUse } from './requestBudget';

/** What the runner knows from the database that a provider needs to poll by need. */
export interface PollContext {
  /** Provider ids of this provider's matches stored as live (a match the live list drops has ended: read it once more). */
  live: string[];
  /** Provider ids of matches that ended in the last hours (read again later for corrections). */
  recentlyFinished: { providerId: string; endedAt: Date }[];
  /**
   * Renews the provider's lease when it is due (a slow round must not outlive it); false when
   * another process has taken it: the round stops asking and writes nothing more.
   */
  keepLease(): Promise<boolean>;
}

/** Thrown out of a round whose process lost the provider's lease: nothing more is asked or written. */
export class FeedLeaseLost extends Error {
  constructor(provider: string) {
    super(`${provider}: another api process holds the feed's lease`);
  }
}

export interface FeedInjury {
  teamProviderId: string;
  player: FeedPlayer;
  /** As the provider words it. */
  reason: string;
  status: 'out' | 'doubtful';
  expectedReturn: string | null;
}

export interface PollOutcome {
  matches: FeedMatch[];
  /** The live matches were asked for this round: true answered, false no answer (an outage, a 429); null not asked. */
  live: boolean | null;
  /** Injury lists read this round, per team (a team listed with none has nobody injured). */
  injuries?: { teamProviderId: string; injuries: FeedInjury[] }[];
  /** League tables read this round. */
  standings?: FeedStandings[];
}

export interface FeedSource {
  readonly provider: FeedProvider;
  readonly sports: readonly Sport[];
  poll(now: Date, context: PollContext): Promise<PollOutcome>;
  /** Starts a push channel; `push` is called with what it hears, `health` when it loses or regains its connection. */
  listen?(push: (matches: FeedMatch[]) => void): void;
  close?(): Promise<void>;
  /** The plan's budget, and requests sent by path, for the day's report. */
  use(): BudgetUse & { byPath: Record<string, number>; problem?: string | null };
}
